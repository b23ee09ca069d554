import type { Server } from 'node:http';

interface E2eGlobals {
  __E2E_SERVERS__?: Server[];
  __E2E_BACKEND__?: { stop(): Promise<void> };
}

export default async function globalTeardown(): Promise<void> {
  const globals = globalThis as E2eGlobals;
  await Promise.all((globals.__E2E_SERVERS__ ?? []).map((s) => new Promise((resolve) => s.close(resolve))));
  await globals.__E2E_BACKEND__?.stop();
}

import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Server } from 'node:http';
import { startBackend } from '../../../tools/testing/backend';
import { startStaticServer } from './static-server';
import { SUITE_BACKEND_ENV, templates, workspaceRoot } from './environment';

interface E2eGlobals {
  __E2E_SERVERS__?: Server[];
  __E2E_BACKEND__?: { stop(): Promise<void> };
}

/** Starts the reference backend and serves the four built apps on their preview ports. */
export default async function globalSetup(): Promise<void> {
  for (const { id } of templates) {
    const index = path.join(workspaceRoot, 'dist/apps', id, 'index.html');
    if (!fs.existsSync(index)) {
      throw new Error(`${index} is missing: build the apps first (npx nx run-many -t build -p template1 template2 template3 template4)`);
    }
  }
  const backend = await startBackend({ env: { ...SUITE_BACKEND_ENV } });
  process.env['E2E_BACKEND_URL'] = backend.url;
  process.env['E2E_BACKEND_DATA_DIR'] = backend.dataDir;
  const servers = await Promise.all(
    templates.map(({ id, port }) => startStaticServer({ root: path.join(workspaceRoot, 'dist/apps', id), port, backendUrl: backend.url })),
  );
  const globals = globalThis as E2eGlobals;
  globals.__E2E_SERVERS__ = servers;
  globals.__E2E_BACKEND__ = backend;
}

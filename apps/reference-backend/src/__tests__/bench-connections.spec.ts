/** @jest-environment node */
import type { HubConnection } from '@microsoft/signalr';
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { accessToken, api, hubConnection } from './support';

/** The count `GET /bench/connections` answers once it equals `expected` (a socket's close is seen a moment later), or at 5 s. */
async function openSockets(url: string, expected: number): Promise<number> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const r = await api<{ Open: number }>(url, null, 'GET', '/bench/connections');
    expect(r.status).toBe(200);
    if (r.body.Data.Open === expected || Date.now() > deadline) return r.body.Data.Open;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the push-load extension counts the hub WebSockets open', () => {
  let be: RunningBackend;
  const open: HubConnection[] = [];
  beforeAll(async () => {
    be = await startBackend({ env: { BENCH_PUSH: '1' } });
  }, 180000);
  afterAll(async () => {
    await Promise.allSettled(open.map((c) => c.stop()));
    await be?.stop();
  });

  it('counts each connection from its start to its stop', async () => {
    expect(await openSockets(be.url, 0)).toBe(0);
    const staff = await accessToken(be.url, 'employee@example.com', 'Employee1');
    const client = await accessToken(be.url, 'client@example.com', 'Client1');
    const connections = [hubConnection(be.url, () => staff), hubConnection(be.url, () => staff), hubConnection(be.url, () => client)];
    open.push(...connections);
    await Promise.all(connections.map((c) => c.start()));
    expect(await openSockets(be.url, 3)).toBe(3);
    await connections[0]?.stop();
    expect(await openSockets(be.url, 2)).toBe(2);
  });

  it('does not count a connection the hub refused', async () => {
    const before = await openSockets(be.url, 2);
    const refused = hubConnection(be.url, () => 'not-a-token');
    await expect(refused.start()).rejects.toThrow();
    expect(await openSockets(be.url, before)).toBe(before);
  });
});

/** @jest-environment node */
import type { HubConnection } from '@microsoft/signalr';
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { isLoopback, type BenchPushResult } from '../routes/bench-push';
import { accessToken, api, collect, hubConnection, nextEvents, USERS } from './support';

interface PushedUser {
  Id: number;
  FirstName: string;
  LastName: string;
  FullName: string;
  SentAt: number;
}

const open: HubConnection[] = [];
afterAll(async () => {
  await Promise.allSettled(open.map((c) => c.stop()));
});

/** An employee's connection subscribed to every user's updates. */
async function subscribedEmployee(url: string): Promise<HubConnection> {
  const staff = await accessToken(url, 'employee@example.com', 'Employee1');
  const c = hubConnection(url, () => staff);
  open.push(c);
  await c.start();
  await c.invoke('SubscribeToUserEvents', ['Updated'], []);
  return c;
}

describe('the push-load extension, off by default', () => {
  let be: RunningBackend;
  beforeAll(async () => {
    be = await startBackend();
  }, 180000);
  afterAll(() => be?.stop());

  it('answers 404 to its paths', async () => {
    const push = await api(be.url, null, 'POST', '/bench/push', { userIds: [1], burst: 1 });
    expect(push.status).toBe(404);
    expect(push.body.Errors[0]?.Code).toBe('not_found');
    expect((await api(be.url, null, 'GET', '/bench/clock')).status).toBe(404);
  });
});

describe('the push-load extension with BENCH_PUSH=1', () => {
  let be: RunningBackend;
  let hub: HubConnection;
  let clientId: number;
  let employeeId: number;
  beforeAll(async () => {
    be = await startBackend({ env: { BENCH_PUSH: '1' } });
    hub = await subscribedEmployee(be.url);
    const client = await accessToken(be.url, 'client@example.com', 'Client1');
    clientId = (await api<{ Id: number }>(be.url, client, 'GET', `${USERS}/GetCurrentUser`)).body.Data.Id;
    const staff = await accessToken(be.url, 'employee@example.com', 'Employee1');
    employeeId = (await api<{ Id: number }>(be.url, staff, 'GET', `${USERS}/GetCurrentUser`)).body.Data.Id;
  }, 180000);
  afterAll(() => be?.stop());

  it('pushes a burst of the requested count through the hub, each naming its sequence and send time', async () => {
    const got = nextEvents<{ User: PushedUser }>(hub, 'UserUpdatedEvent', 50);
    const r = await api<BenchPushResult>(be.url, null, 'POST', '/bench/push', { userIds: [clientId, employeeId], burst: 50 });
    expect(r.status).toBe(200);
    const data = r.body.Data;
    expect(data.Sent).toBe(50);
    expect(data.SentAt).toHaveLength(50);
    expect(data.UserIds).toEqual([clientId, employeeId]);
    const events = (await got).map((e) => e.User);
    expect(events).toHaveLength(50);
    events.forEach((user, i) => {
      expect(user.Id).toBe(i % 2 === 0 ? clientId : employeeId);
      expect(user.LastName).toBe(`B${data.FirstSeq + i}`);
      expect(user.FullName).toBe(`${user.FirstName} B${data.FirstSeq + i}`);
      expect(user.SentAt).toBe(data.SentAt[i]);
    });
    // The store is bypassed: the stored record is unchanged.
    const client = await accessToken(be.url, 'client@example.com', 'Client1');
    expect((await api<{ LastName: string }>(be.url, client, 'GET', `${USERS}/GetCurrentUser`)).body.Data.LastName).toBe('Client');
  });

  it('paces events at the requested rate, and numbers them on from the last push', async () => {
    const received = collect<{ User: PushedUser }>(hub, 'UserUpdatedEvent');
    const before = await api<BenchPushResult>(be.url, null, 'POST', '/bench/push', { userIds: [clientId], burst: 1 });
    const r = await api<BenchPushResult>(be.url, null, 'POST', '/bench/push', { userIds: [clientId], ratePerSecond: 200, seconds: 0.5 });
    const data = r.body.Data;
    expect(data.Sent).toBe(100);
    expect(data.FirstSeq).toBe(before.body.Data.FirstSeq + 1);
    const span = (data.SentAt[99] as number) - (data.SentAt[0] as number);
    // 99 intervals of 5 ms.
    expect(span).toBeGreaterThanOrEqual(480);
    expect(span).toBeLessThan(1500);
    const deadline = Date.now() + 5000;
    while (received.length < 101 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(received.map((e) => e.User.LastName).slice(1)).toEqual(Array.from({ length: 100 }, (_, i) => `B${data.FirstSeq + i}`));
  });

  it('stops a push whose caller hangs up', async () => {
    const received = collect<{ User: PushedUser }>(hub, 'UserUpdatedEvent');
    const abort = new AbortController();
    const push = fetch(`${be.url}/bench/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userIds: [clientId], ratePerSecond: 200, seconds: 10 }),
      signal: abort.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    abort.abort();
    await expect(push).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const atStop = received.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(atStop).toBeGreaterThan(0);
    expect(atStop).toBeLessThan(200);
    expect(received.length).toBe(atStop);
  });

  it('refuses a malformed body and an unknown user', async () => {
    expect((await api(be.url, null, 'POST', '/bench/push', { userIds: [clientId] })).status).toBe(400);
    expect((await api(be.url, null, 'POST', '/bench/push', { userIds: [], burst: 1 })).status).toBe(400);
    expect((await api(be.url, null, 'POST', '/bench/push', { userIds: [clientId], burst: 1, ratePerSecond: 1 })).status).toBe(400);
    const unknown = await api(be.url, null, 'POST', '/bench/push', { userIds: [999999], burst: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.Errors[0]?.Code).toBe('user_not_found');
  });

  it("answers the server's clock", async () => {
    const before = performance.timeOrigin + performance.now();
    const r = await api<{ Now: number }>(be.url, null, 'GET', '/bench/clock');
    expect(r.status).toBe(200);
    // Same machine, same clock: within the round trip (and a little).
    expect(Math.abs(r.body.Data.Now - before)).toBeLessThan(1000);
  });
});

describe('isLoopback', () => {
  it('takes 127.0.0.0/8, ::1 and their IPv4-mapped forms only', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['10.0.0.1', '192.168.1.2', '::ffff:10.0.0.1', 'fe80::1', '', undefined].some(isLoopback)).toBe(false);
  });
});

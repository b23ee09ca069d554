/** @jest-environment node */
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { accessToken, api, collect, deferred, hubConnection, nextEvents, PERMISSIONS, USERS } from './support';

let be: RunningBackend;
let staff: string;
let clientToken: string;
let clientId: number;
const open: HubConnection[] = [];

beforeAll(async () => {
  be = await startBackend();
  staff = await accessToken(be.url, 'employee@example.com', 'Employee1');
  clientToken = await accessToken(be.url, 'client@example.com', 'Client1');
  clientId = (await api<{ Id: number }>(be.url, clientToken, 'GET', `${USERS}/GetCurrentUser`)).body.Data.Id;
}, 180000);
afterAll(async () => {
  // Cleanup: a connection still reconnecting rejects its pending invocations when stopped.
  await Promise.allSettled(open.map((c) => c.stop()));
  await be?.stop();
});

async function connect(token: string, retry?: Parameters<typeof hubConnection>[2]): Promise<HubConnection> {
  const c = hubConnection(be.url, () => token, retry);
  open.push(c);
  await c.start();
  return c;
}

interface HubAnswer {
  Status: number;
  Data: unknown;
  Errors?: Array<{ Code: string }>;
}

let seq = 0;
async function createClient(): Promise<number> {
  const r = await api<{ Id: number }>(be.url, staff, 'POST', `${USERS}/CreateIndividual`, {
    FirstName: 'Hub',
    LastName: 'Person',
    Email: `hub-${++seq}@example.com`,
    Password: 'Secret1',
  });
  return r.body.Data.Id;
}
const rename = (id: number, LastName: string) => api(be.url, staff, 'POST', `${USERS}/Update`, { Id: id, LastName });

describe('negotiate and handshake', () => {
  it('refuses a negotiate without a valid bearer token', async () => {
    const res = await fetch(`${be.url}/ws/user/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(res.status).toBe(401);
  });

  it('negotiates version 1 with a connection token and the WebSockets transport', async () => {
    const res = await fetch(`${be.url}/ws/user/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${clientToken}` },
    });
    const body = await res.json();
    expect(body).toEqual({
      negotiateVersion: 1,
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
  });

  it('connects the real SignalR client and refuses one with a bad token', async () => {
    const c = await connect(clientToken);
    expect(c.state).toBe(HubConnectionState.Connected);
    const bad = hubConnection(be.url, () => 'bad-token');
    await expect(bad.start()).rejects.toThrow();
  });
});

describe('user events', () => {
  it('pushes created, updated and deleted users to a subscription of every user', async () => {
    const c = await connect(staff);
    const sub = await c.invoke<HubAnswer>('SubscribeToUserEvents', ['Created', 'Updated', 'Deleted'], []);
    expect(sub).toEqual({ Status: 200, Data: expect.any(String), Errors: [] });
    const created = nextEvents<{ User: { Id: number; Email: string } }>(c, 'UserCreatedEvent');
    const id = await createClient();
    expect((await created)[0]?.User).toMatchObject({ Id: id, Email: `hub-${seq}@example.com` });
    const updated = nextEvents<{ User: { LastName: string } }>(c, 'UserUpdatedEvent');
    await rename(id, 'Renamed');
    expect((await updated)[0]?.User.LastName).toBe('Renamed');
    const deleted = nextEvents<{ User: { Id: number } }>(c, 'UserDeletedEvent');
    await api(be.url, staff, 'DELETE', `${USERS}/${id}`);
    expect((await deleted)[0]?.User.Id).toBe(id);
  });

  it('filters by user id', async () => {
    const a = await createClient();
    const b = await createClient();
    const c = await connect(staff);
    await c.invoke('SubscribeToUserEvents', ['Updated'], [a]);
    const got = nextEvents<{ User: { Id: number } }>(c, 'UserUpdatedEvent');
    await rename(b, 'NotForYou');
    await rename(a, 'ForYou');
    expect((await got)[0]?.User.Id).toBe(a);
  });

  it('filters by event kind', async () => {
    const a = await createClient();
    const c = await connect(staff);
    await c.invoke('SubscribeToUserEvents', ['Deleted'], [a]);
    const updates = collect(c, 'UserUpdatedEvent');
    const deleted = nextEvents(c, 'UserDeletedEvent');
    await rename(a, 'Ignored');
    await api(be.url, staff, 'DELETE', `${USERS}/${a}`);
    await deleted;
    expect(updates).toEqual([]);
  });

  it('stops pushing after Unsubscribe', async () => {
    const a = await createClient();
    const c = await connect(staff);
    const sub = await c.invoke<HubAnswer>('SubscribeToUserEvents', ['Updated'], [a]);
    expect(await c.invoke('Unsubscribe', sub.Data)).toEqual({ Status: 200, Data: true, Errors: [] });
    const updates = collect(c, 'UserUpdatedEvent');
    await rename(a, 'Quiet');
    // A later push on the same connection proves the update was not sent (a connection's messages keep their order).
    const sentinel = nextEvents(c, 'UserPermissionCreatedIntegrationEvent');
    const emp = (
      await api<{ Id: number }>(be.url, staff, 'POST', `${USERS}/CreateEmployee`, {
        FirstName: 'Temp',
        LastName: 'Staff',
        Email: `temp-staff-${a}@example.com`,
      })
    ).body.Data.Id;
    await c.invoke('SubscribeToUserPermissionEvents', [emp]);
    await api(be.url, staff, 'POST', `${PERMISSIONS}/Modify`, {
      UserId: emp,
      Grant: [{ PermissionId: 1, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 }],
      Revoke: [],
    });
    await sentinel;
    expect(updates).toEqual([]);
    expect((await c.invoke<HubAnswer>('Unsubscribe', 'unknown')).Status).toBe(404);
  });

  it('lets a client subscribe only to itself', async () => {
    const c = await connect(clientToken);
    expect((await c.invoke<HubAnswer>('SubscribeToUserEvents', ['Updated'], [])).Status).toBe(403);
    expect((await c.invoke<HubAnswer>('SubscribeToUserEvents', ['Updated'], [clientId + 1])).Status).toBe(403);
    expect((await c.invoke<HubAnswer>('SubscribeToUserPermissionEvents', [])).Status).toBe(403);
    expect((await c.invoke<HubAnswer>('SubscribeToUserEvents', ['Updated'], [clientId])).Status).toBe(200);
    expect((await c.invoke<HubAnswer>('SubscribeToUserPermissionEvents', [clientId])).Status).toBe(200);
    const mine = nextEvents<{ User: { Id: number; City: string } }>(c, 'UserUpdatedEvent');
    await api(be.url, clientToken, 'POST', `${USERS}/Update`, { Id: clientId, City: 'Leeds' });
    expect((await mine)[0]?.User).toMatchObject({ Id: clientId, City: 'Leeds' });
  });

  it('answers 400 for malformed arguments', async () => {
    const c = await connect(staff);
    expect((await c.invoke<HubAnswer>('SubscribeToUserEvents', ['Renamed'], [])).Status).toBe(400);
    expect((await c.invoke<HubAnswer>('SubscribeToUserEvents', ['Updated'], ['x'])).Status).toBe(400);
    expect((await c.invoke<HubAnswer>('Unsubscribe', 42)).Status).toBe(400);
    await expect(c.invoke('NoSuchMethod')).rejects.toThrow(/Unknown hub method/);
  });
});

describe('permission events', () => {
  it('pushes created and deleted permissions', async () => {
    const emp = (
      await api<{ Id: number }>(be.url, staff, 'POST', `${USERS}/CreateEmployee`, {
        FirstName: 'Perm',
        LastName: 'Watcher',
        Email: 'perm-watch@example.com',
      })
    ).body.Data.Id;
    const c = await connect(staff);
    await c.invoke('SubscribeToUserPermissionEvents', [emp]);
    const key = { PermissionId: 4, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 7 };
    const created = nextEvents<{ UserPermission: Record<string, unknown> }>(c, 'UserPermissionCreatedIntegrationEvent');
    await api(be.url, staff, 'POST', `${PERMISSIONS}/Modify`, { UserId: emp, Grant: [key], Revoke: [] });
    expect((await created)[0]?.UserPermission).toMatchObject({ UserId: emp, ...key, IsSuspended: false });
    const deleted = nextEvents<{ UserPermission: Record<string, unknown> }>(c, 'UserPermissionDeletedIntegrationEvent');
    await api(be.url, staff, 'POST', `${PERMISSIONS}/Modify`, { UserId: emp, Grant: [], Revoke: [key] });
    expect((await deleted)[0]?.UserPermission).toMatchObject({ UserId: emp, ...key });
  });
});

describe('deactivation', () => {
  it('tells a blocked user its own update, then closes its connection', async () => {
    const id = await createClient();
    const token = await accessToken(be.url, `hub-${seq}@example.com`, 'Secret1');
    const c = await connect(token);
    await c.invoke('SubscribeToUserEvents', ['Updated'], [id]);
    const closed = deferred<void>();
    c.onclose(() => closed.resolve());
    const pushed = nextEvents<{ User: { IsBlocked: boolean } }>(c, 'UserUpdatedEvent');
    await api(be.url, staff, 'POST', `${USERS}/${id}/SetIsBlocked?isBlocked=true`);
    expect((await pushed)[0]?.User.IsBlocked).toBe(true);
    await closed.promise;
    expect(c.state).toBe(HubConnectionState.Disconnected);
  });
});

describe('server restart', () => {
  const retry = { nextRetryDelayInMilliseconds: (ctx: { elapsedMilliseconds: number }) => (ctx.elapsedMilliseconds < 120000 ? 300 : null) };

  async function subscribedClient(targetId: number) {
    const c = hubConnection(be.url, () => staff, retry);
    open.push(c);
    const subscribe = () => c.invoke<HubAnswer>('SubscribeToUserEvents', ['Updated'], [targetId]);
    await c.start();
    expect((await subscribe()).Status).toBe(200);
    const reconnected = deferred<void>();
    c.onreconnected(async () => {
      expect((await subscribe()).Status).toBe(200);
      reconnected.resolve();
    });
    return { c, reconnected: reconnected.promise };
  }

  it('survives a crash: the client reconnects, resubscribes, receives pushes, and the data is still there', async () => {
    const target = await createClient();
    const { c, reconnected } = await subscribedClient(target);
    await be.kill();
    await be.restart();
    await reconnected;
    const pushed = nextEvents<{ User: { Id: number; LastName: string } }>(c, 'UserUpdatedEvent');
    expect((await rename(target, 'AfterCrash')).status).toBe(200);
    expect((await pushed)[0]?.User).toMatchObject({ Id: target, LastName: 'AfterCrash' });
    const stored = await api<{ Email: string }>(be.url, staff, 'GET', `${USERS}/${target}`);
    expect(stored.body.Data.Email).toBe(`hub-${seq}@example.com`);
  }, 150000);

  it('closes connections with a Close allowing reconnect on a clean stop', async () => {
    const target = await createClient();
    const { c, reconnected } = await subscribedClient(target);
    const reconnecting = deferred<void>();
    c.onreconnecting(() => reconnecting.resolve());
    const restarted = be.restart();
    await reconnecting.promise;
    await restarted;
    await reconnected;
    const pushed = nextEvents<{ User: { LastName: string } }>(c, 'UserUpdatedEvent');
    await rename(target, 'AfterStop');
    expect((await pushed)[0]?.User.LastName).toBe('AfterStop');
  }, 150000);
});

import { HubMethod, NETWORK_ERROR_MESSAGE, SUBSCRIBE_FAILED_MESSAGE, SubscriptionState } from './constants';
import { createHubClient, type HubClient } from './hub-client';
import { createSubscriptionManager, type SubscriptionManager } from './subscriptions';
import { FakeHubConnectionBuilder, RecordingLogger, refused, subscribed, type FakeHubConnection } from './testing';

const flush = async () => {
  for (let i = 0; i < 3; i++) await jest.advanceTimersByTimeAsync(0);
};

let logger: RecordingLogger;
let client: HubClient;
let connection: FakeHubConnection;
let manager: SubscriptionManager;
let serverSubs: Map<string, { method: string; args: unknown[]; connectionId: string | null }>;

/** A fake server that answers every subscribe and keeps its subscriptions per connection. */
function autoServer() {
  let n = 0;
  connection.respond = (method, args) => {
    if (method === HubMethod.Unsubscribe) {
      const existed = serverSubs.delete(args[0] as string);
      return existed ? { Status: 200, Data: true } : refused(404, 'not_found');
    }
    const id = `sub-${++n}`;
    serverSubs.set(id, { method, args, connectionId: connection.connectionId });
    return subscribed(id);
  };
}

/** Server subscriptions that belong to the current connection (the server forgets the others). */
const live = () => [...serverSubs.values()].filter((s) => s.connectionId === connection.connectionId);

beforeEach(() => {
  jest.useFakeTimers();
  logger = new RecordingLogger();
  serverSubs = new Map();
  const builder = new FakeHubConnectionBuilder();
  client = createHubClient({
    url: 'http://127.0.0.1:5100/ws/user',
    accessTokenFactory: () => 't',
    connectionBuilder: () => builder,
    logger,
  });
  connection = builder.connection as FakeHubConnection;
  manager = createSubscriptionManager(client, { logger });
});

afterEach(() => {
  jest.useRealTimers();
  expect(logger.errors).toEqual([]);
});

async function connect() {
  connection.autoStart = true;
  await client.start();
}

describe('subscription state machine', () => {
  it('None while not connected, then Subscribing → Subscribed with the id from Data', async () => {
    const sub = manager.subscribeToUserEvents(['Updated'], [7]);
    const states: string[] = [];
    sub.subscribe((s) => states.push(s.state));
    expect(sub.getSnapshot().state).toBe(SubscriptionState.None);
    await connect();
    expect(sub.getSnapshot().state).toBe(SubscriptionState.Subscribing);
    const [call] = connection.pendingOf(HubMethod.SubscribeToUserEvents);
    expect(call.args).toEqual([['Updated'], [7]]);
    call.resolve(subscribed('abc'));
    await flush();
    expect(sub.getSnapshot()).toMatchObject({ state: SubscriptionState.Subscribed, subscriptionId: 'abc', error: null });
    expect(states).toEqual([SubscriptionState.Subscribing, SubscriptionState.Subscribed]);
  });

  it('subscribes at once when already connected', async () => {
    await connect();
    const sub = manager.subscribeToUserPermissionEvents([3, 3, 1]);
    expect(sub.getSnapshot().state).toBe(SubscriptionState.Subscribing);
    expect(connection.pendingOf(HubMethod.SubscribeToUserPermissionEvents)[0].args).toEqual([[1, 3]]);
  });

  it("a refusal is Error 'Failed to subscribe' with the service's errors", async () => {
    await connect();
    const sub = manager.subscribeToUserEvents(['Created'], []);
    connection.pending[0].resolve(refused(403, 'forbidden'));
    await flush();
    expect(sub.getSnapshot()).toMatchObject({
      state: SubscriptionState.Error,
      error: SUBSCRIBE_FAILED_MESSAGE,
      errors: [{ Code: 'forbidden', Data: null }],
    });
  });

  it("a hub error on a live connection is Error 'Failed to subscribe'", async () => {
    await connect();
    const sub = manager.subscribeToUserEvents(['Created'], [1]);
    connection.pending[0].reject(new Error('An unexpected error occurred invoking SubscribeToUserEvents on the server.'));
    await flush();
    expect(sub.getSnapshot()).toMatchObject({ state: SubscriptionState.Error, error: SUBSCRIBE_FAILED_MESSAGE });
  });

  it('asking again for a refused subscription tries again', async () => {
    await connect();
    const a = manager.subscribeToUserEvents(['Created'], [1]);
    connection.pending[0].resolve(refused());
    await flush();
    const b = manager.subscribeToUserEvents(['Created'], [1]);
    expect(a.getSnapshot().state).toBe(SubscriptionState.Subscribing);
    connection.pending[0].resolve(subscribed('ok'));
    await flush();
    expect(b.getSnapshot().state).toBe(SubscriptionState.Subscribed);
  });

  it("Subscribed → NetworkError 'Network error' on a drop → Subscribing → Subscribed on reconnect", async () => {
    await connect();
    autoServer();
    const sub = manager.subscribeToUserEvents(['Updated'], [7]);
    await flush();
    const states: string[] = [];
    sub.subscribe((s) => states.push(s.state));
    connection.autoStart = null;
    connection.drop();
    expect(sub.getSnapshot()).toMatchObject({ state: SubscriptionState.NetworkError, error: NETWORK_ERROR_MESSAGE, subscriptionId: null });
    await flush();
    connection.completeStart();
    await flush();
    expect(sub.getSnapshot().state).toBe(SubscriptionState.Subscribed);
    expect(states).toEqual([SubscriptionState.NetworkError, SubscriptionState.Subscribing, SubscriptionState.Subscribed]);
    expect(live()).toHaveLength(1);
  });

  it('Subscribing → NetworkError when the connection drops before the answer, then one subscription after reconnect', async () => {
    await connect();
    const sub = manager.subscribeToUserEvents(['Updated'], [7]);
    expect(connection.pending).toHaveLength(1);
    connection.drop();
    expect(sub.getSnapshot().state).toBe(SubscriptionState.NetworkError);
    await flush();
    expect(client.connectionId).toBe('conn-2');
    const calls = connection.invocations.filter((i) => i.method === HubMethod.SubscribeToUserEvents);
    expect(calls.map((c) => c.connectionId)).toEqual(['conn-1', 'conn-2']);
    connection.pending[0].resolve(subscribed('second'));
    await flush();
    expect(sub.getSnapshot()).toMatchObject({ state: SubscriptionState.Subscribed, subscriptionId: 'second' });
  });

  it('None → NetworkError for a subscription asked for while reconnecting', async () => {
    await connect();
    connection.autoStart = null;
    connection.drop();
    const sub = manager.subscribeToUserEvents(['Deleted'], [2]);
    expect(sub.getSnapshot()).toMatchObject({ state: SubscriptionState.NetworkError, error: NETWORK_ERROR_MESSAGE });
    await flush();
    autoServer();
    connection.completeStart();
    await flush();
    expect(sub.getSnapshot().state).toBe(SubscriptionState.Subscribed);
  });

  it('pending subscriptions become NetworkError while a failed first start is retried', async () => {
    const sub = manager.subscribeToUserEvents(['Updated'], [1]);
    void client.start();
    await flush();
    connection.failStart();
    await flush();
    expect(sub.getSnapshot().state).toBe(SubscriptionState.NetworkError);
    autoServer();
    connection.completeStart();
    await flush();
    expect(sub.getSnapshot().state).toBe(SubscriptionState.Subscribed);
    expect(live()).toHaveLength(1);
  });

  it('stays NetworkError when the retries run out, and recovers on the next start()', async () => {
    await connect();
    autoServer();
    const sub = manager.subscribeToUserEvents(['Updated'], [1]);
    await flush();
    connection.autoStart = new Error('down');
    connection.drop();
    await jest.advanceTimersByTimeAsync(45000);
    expect(client.state).toBe('Disconnected');
    expect(sub.getSnapshot().state).toBe(SubscriptionState.NetworkError);
    connection.autoStart = true;
    await client.start();
    await flush();
    expect(sub.getSnapshot().state).toBe(SubscriptionState.Subscribed);
  });

  it('a deliberate stop() returns subscriptions to None and start() subscribes them again', async () => {
    await connect();
    autoServer();
    const sub = manager.subscribeToUserEvents(['Updated'], [1]);
    await flush();
    await client.stop();
    expect(sub.getSnapshot()).toMatchObject({ state: SubscriptionState.None, error: null });
    await client.start();
    await flush();
    expect(sub.getSnapshot().state).toBe(SubscriptionState.Subscribed);
    expect(live()).toHaveLength(1);
  });
});

describe('no duplicate subscriptions', () => {
  it('equal requests share one server subscription', async () => {
    await connect();
    autoServer();
    const a = manager.subscribeToUserEvents(['Updated', 'Created'], [2, 1]);
    const b = manager.subscribeToUserEvents(['Created', 'Updated', 'Created'], [1, 2]);
    await flush();
    expect(a.key).toBe(b.key);
    expect(serverSubs.size).toBe(1);
    await a.unsubscribe();
    expect(serverSubs.size).toBe(1);
    expect(b.getSnapshot().state).toBe(SubscriptionState.Subscribed);
    expect(a.getSnapshot().state).toBe(SubscriptionState.None);
    await b.unsubscribe();
    expect(serverSubs.size).toBe(0);
  });

  it('many reconnects leave exactly one server subscription per request', async () => {
    await connect();
    autoServer();
    manager.subscribeToUserEvents(['Updated'], [1]);
    manager.subscribeToUserPermissionEvents([1]);
    await flush();
    for (let i = 0; i < 5; i++) {
      connection.drop();
      await flush();
    }
    expect(client.connectionId).toBe('conn-6');
    expect(live()).toHaveLength(2);
    expect(manager.list().map((s) => s.state)).toEqual([SubscriptionState.Subscribed, SubscriptionState.Subscribed]);
  });

  it('an answer for an attempt of a lost connection is never applied', async () => {
    await connect();
    const sub = manager.subscribeToUserEvents(['Updated'], [1]);
    const first = connection.pending[0];
    connection.drop();
    await flush();
    // The fake rejected the first invocation on close; even a late success for it must be ignored.
    first.resolve(subscribed('stale'));
    const second = connection.pendingOf(HubMethod.SubscribeToUserEvents)[0];
    second.resolve(subscribed('fresh'));
    await flush();
    expect(sub.getSnapshot().subscriptionId).toBe('fresh');
  });

  it('a subscription released while subscribing is unsubscribed as soon as its id arrives', async () => {
    await connect();
    const sub = manager.subscribeToUserEvents(['Updated'], [1]);
    const call = connection.pending[0];
    const released = sub.unsubscribe();
    expect(sub.getSnapshot().state).toBe(SubscriptionState.None);
    await released;
    call.resolve(subscribed('late'));
    await flush();
    const unsub = connection.pendingOf(HubMethod.Unsubscribe);
    expect(unsub.map((u) => u.args)).toEqual([['late']]);
    unsub[0].resolve({ Status: 200, Data: true });
    await flush();
    expect(manager.list()).toEqual([]);
  });
});

describe('Unsubscribe', () => {
  it('invokes Unsubscribe with the subscription id and ends None', async () => {
    await connect();
    autoServer();
    const sub = manager.subscribeToUserEvents(['Updated'], [1]);
    await flush();
    const id = sub.getSnapshot().subscriptionId;
    await manager.unsubscribe(sub);
    expect(connection.invocations.filter((i) => i.method === HubMethod.Unsubscribe).map((i) => i.args)).toEqual([[id]]);
    expect(sub.getSnapshot().state).toBe(SubscriptionState.None);
    expect(manager.list()).toEqual([]);
  });

  it('is local only while disconnected (the server forgot the subscription) and never resubscribes', async () => {
    await connect();
    autoServer();
    const sub = manager.subscribeToUserEvents(['Updated'], [1]);
    await flush();
    connection.autoStart = null;
    connection.drop();
    await sub.unsubscribe();
    await flush();
    connection.completeStart();
    await flush();
    expect(connection.invocations.filter((i) => i.method === HubMethod.Unsubscribe)).toEqual([]);
    expect(live()).toHaveLength(0);
  });

  it('twice on the same hold does nothing more', async () => {
    await connect();
    autoServer();
    const a = manager.subscribeToUserEvents(['Updated'], [1]);
    const b = manager.subscribeToUserEvents(['Updated'], [1]);
    await flush();
    await a.unsubscribe();
    await a.unsubscribe();
    expect(b.getSnapshot().state).toBe(SubscriptionState.Subscribed);
    expect(serverSubs.size).toBe(1);
  });

  it('a failing Unsubscribe is logged, not thrown', async () => {
    await connect();
    const sub = manager.subscribeToUserEvents(['Updated'], [1]);
    connection.pending[0].resolve(subscribed('x'));
    await flush();
    const done = sub.unsubscribe();
    connection.pending[0].reject(new Error('boom'));
    await expect(done).resolves.toBeUndefined();
  });

  it('dispose() releases every subscription and stops following the client', async () => {
    await connect();
    autoServer();
    const seen: string[] = [];
    manager.subscribeToUserEvents(['Updated'], [1]);
    manager.subscribeToUserPermissionEvents([1]);
    await flush();
    manager.subscribe((s) => seen.push(`${s.method}:${s.state}`));
    await manager.dispose();
    expect(serverSubs.size).toBe(0);
    expect(seen).toEqual([`${HubMethod.SubscribeToUserEvents}:None`, `${HubMethod.SubscribeToUserPermissionEvents}:None`]);
    connection.drop();
    await flush();
    expect(connection.invocations.filter((i) => i.method !== HubMethod.Unsubscribe)).toHaveLength(2);
  });
});

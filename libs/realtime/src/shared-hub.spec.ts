/**
 * @jest-environment node
 */
import { ConnectionState, HubMethod, SubscriptionState } from './constants';
import { listenToFeedBatches, type FeedEvent } from './feeds';
import { createHubClient, NotConnectedError, type HubClientOptions } from './hub-client';
import { createSharedHub, type SharedHub } from './shared-hub';
import { createSubscriptionManager } from './subscriptions';
import {
  FakeBroadcastBus,
  FakeHubConnection,
  FakeHubConnectionBuilder,
  FakeLockManager,
  RecordingLogger,
  refused,
  subscribed,
} from './testing';

const NAME = 'brokerfront-hub:https://broker.example.com:7';
const URL = 'http://127.0.0.1:5100/ws/user';

let connectionNumber = 0;

/** A fake connection whose ids are unique in the test, so a new connection is told from an old one. */
class NumberedConnection extends FakeHubConnection {
  override completeStart(): void {
    super.completeStart();
    this.connectionId = `conn-${++connectionNumber}`;
  }
}

class NumberedBuilder extends FakeHubConnectionBuilder {
  override build(): FakeHubConnection {
    this.connection = new NumberedConnection(this.config.options?.accessTokenFactory ?? null);
    return this.connection;
  }
}

/** The hub server: answers subscribes with ids it keeps per connection, and echoes `Echo`. */
class FakeServer {
  readonly connections: FakeHubConnection[] = [];
  readonly subscriptions = new Map<string, { method: string; args: unknown[]; connectionId: string | null }>();
  private n = 0;

  /** Makes a real hub client over a new fake connection that connects at once. */
  createHub(extra: Partial<HubClientOptions> = {}) {
    const builder = new NumberedBuilder();
    const hub = createHubClient({ url: URL, accessTokenFactory: () => 't', connectionBuilder: () => builder, logger, ...extra });
    const connection = builder.connection as FakeHubConnection;
    connection.autoStart = true;
    connection.respond = (method, args) => this.answer(connection, method, args);
    this.connections.push(connection);
    return hub;
  }

  /** The connection made last. */
  get current(): FakeHubConnection {
    return this.connections[this.connections.length - 1];
  }

  /** Server subscriptions of the connection made last (the server forgets those of a closed connection). */
  live() {
    return [...this.subscriptions.values()].filter((s) => s.connectionId !== null && s.connectionId === this.current.connectionId);
  }

  private answer(connection: FakeHubConnection, method: string, args: unknown[]): unknown {
    if (method === 'Echo') return { echo: args };
    if (method === HubMethod.Unsubscribe) {
      return this.subscriptions.delete(args[0] as string) ? { Status: 200, Data: true } : refused(404, 'not_found');
    }
    if (method === HubMethod.SubscribeToUserEvents || method === HubMethod.SubscribeToUserPermissionEvents) {
      const id = `sub-${++this.n}`;
      this.subscriptions.set(id, { method, args, connectionId: connection.connectionId });
      return subscribed(id);
    }
    return undefined;
  }
}

interface Tab {
  shared: SharedHub;
  /** States the tab's hub went through. */
  states: ConnectionState[];
  /** Ends the tab without a word, as closing or crashing it does. */
  crash(): void;
  /** Whether it crashed (its code runs no more). */
  crashed: boolean;
}

let logger: RecordingLogger;
let locks: FakeLockManager;
let bus: FakeBroadcastBus;
let server: FakeServer;
let hubsMade: number;
let tabs: Tab[];

function openTab(name = NAME, extra: Partial<HubClientOptions> = {}): Tab {
  const tabLocks = locks.forTab();
  const channels = bus.forTab();
  const shared = createSharedHub({
    name,
    locks: tabLocks,
    channel: (n) => channels.open(n),
    logger,
    createHub: () => {
      hubsMade++;
      return server.createHub(extra);
    },
  });
  const states: ConnectionState[] = [];
  shared.hub.subscribe((s) => states.push(s.state));
  const tab: Tab = {
    shared,
    states,
    crashed: false,
    crash: () => {
      tab.crashed = true;
      tabLocks.crash();
      channels.crash();
    },
  };
  tabs.push(tab);
  return tab;
}

/** Opens `count` tabs, lets them elect a leader and starts every one. */
async function openStarted(count: number, name = NAME, extra: Partial<HubClientOptions> = {}): Promise<Tab[]> {
  const opened = Array.from({ length: count }, () => openTab(name, extra));
  await bus.settle();
  const states = await Promise.all(opened.map((t) => t.shared.hub.start()));
  expect(states).toEqual(opened.map(() => ConnectionState.Connected));
  await bus.settle();
  return opened;
}

const settle = () => bus.settle();
const user = (Id: number) => ({ User: { Id, FirstName: `User ${Id}` } });

beforeEach(() => {
  logger = new RecordingLogger();
  locks = new FakeLockManager();
  bus = new FakeBroadcastBus();
  server = new FakeServer();
  hubsMade = 0;
  tabs = [];
});

afterEach(async () => {
  for (const tab of tabs) if (!tab.crashed) await tab.shared.dispose();
  expect(logger.errors).toEqual([]);
});

describe('one connection for the tabs of one name', () => {
  it('three tabs make one real connection and one server subscription for equal requests', async () => {
    const [a, b, c] = await openStarted(3);

    expect(hubsMade).toBe(1);
    expect(server.connections).toHaveLength(1);
    expect(server.current.starts).toBe(1);
    expect(tabs.map((t) => t.shared.isLeader())).toEqual([true, false, false]);
    const connectionId = server.current.connectionId;
    for (const tab of [a, b, c]) {
      expect(tab.shared.hub.state).toBe(ConnectionState.Connected);
      expect(tab.shared.hub.connectionId).toBe(connectionId);
    }

    const held = [
      a.shared.subscriptions.subscribeToUserEvents(['Updated', 'Created'], [2, 1]),
      b.shared.subscriptions.subscribeToUserEvents(['Created', 'Updated'], [1, 2, 2]),
      c.shared.subscriptions.subscribeToUserEvents(['Updated', 'Created', 'Updated'], [1, 2]),
    ];
    await settle();

    expect(server.live()).toEqual([
      {
        method: HubMethod.SubscribeToUserEvents,
        args: [
          ['Created', 'Updated'],
          [1, 2],
        ],
        connectionId,
      },
    ]);
    expect(server.current.invocations).toHaveLength(1);
    for (const sub of held) expect(sub.getSnapshot()).toMatchObject({ state: SubscriptionState.Subscribed, subscriptionId: 'sub-1' });
    // The same key as the subscription manager gives the request.
    const plain = createSubscriptionManager(
      createHubClient({ url: URL, accessTokenFactory: () => 't', connectionBuilder: () => new FakeHubConnectionBuilder() }),
    );
    expect(held[1].key).toBe(plain.subscribeToUserEvents(['Updated', 'Created'], [2, 1]).key);
    expect(c.shared.subscriptions.list()).toEqual([expect.objectContaining({ key: held[0].key, state: SubscriptionState.Subscribed })]);
  });

  it("delivers pushed events to each tab's handlers, through one handler on the real connection", async () => {
    const [a, b, c] = await openStarted(3);
    const seenByB: unknown[] = [];
    const offB = b.shared.hub.on('UserUpdatedEvent', (payload) => seenByB.push(payload));
    const batchesOfC: FeedEvent[][] = [];
    const offC = listenToFeedBatches(c.shared.hub, (events) => batchesOfC.push(events));
    const seenByA: unknown[] = [];
    a.shared.hub.on('UserDocumentChangedEvent', (payload) => seenByA.push(payload));
    await settle();
    expect(server.current.handlerCount('UserUpdatedEvent')).toBe(1);

    server.current.push('UserUpdatedEvent', user(1));
    server.current.push('UserCreatedEvent', user(2));
    await settle();

    expect(seenByB).toEqual([user(1)]);
    expect(batchesOfC.flat()).toEqual([
      { type: 'UserUpdatedEvent', payload: user(1) },
      { type: 'UserCreatedEvent', payload: user(2) },
    ]);
    expect(seenByA).toEqual([]);

    offB();
    offC();
    await settle();
    expect(server.current.handlerCount('UserUpdatedEvent')).toBe(0);
    server.current.push('UserUpdatedEvent', user(3));
    await settle();
    expect(seenByB).toEqual([user(1)]);
  });

  it('relays a burst to the other tabs in one message, in order, and posts what came before any other message first', async () => {
    const [a, b, c] = await openStarted(3);
    const seen = new Map<SharedHub, unknown[]>();
    for (const tab of [a, b, c]) {
      const mine: unknown[] = [];
      seen.set(tab.shared, mine);
      tab.shared.hub.on('UserUpdatedEvent', (payload) => mine.push(payload));
    }
    await settle();
    const before = bus.posted.length;

    const burst = Array.from({ length: 50 }, (_, i) => user(i + 1));
    for (const payload of burst) server.current.push('UserUpdatedEvent', payload);
    b.shared.subscriptions.subscribeToUserEvents(['Updated'], [1]);
    await settle();

    for (const tab of [a, b, c]) expect(seen.get(tab.shared)).toEqual(burst);
    const sent = bus.posted.slice(before).map((p) => p.data as { type: string; events?: unknown[] });
    expect(sent.filter((m) => m.type === 'event')).toEqual([]);
    const relayed = sent.filter((m) => m.type === 'events');
    expect(relayed).toHaveLength(1);
    expect(relayed[0].events).toEqual(burst.map((payload) => ({ method: 'userupdatedevent', args: [payload] })));
  });

  it('relays once per animation frame where there are frames; a message of the leading tab posts the events before it', async () => {
    const [, b] = await openStarted(2);
    const order: string[] = [];
    b.shared.hub.on('UserUpdatedEvent', (payload) => order.push(`event ${(payload as ReturnType<typeof user>).User.Id}`));
    await settle();
    const frames: Array<() => void> = [];
    const globals = globalThis as { requestAnimationFrame?: unknown; cancelAnimationFrame?: unknown };
    globals.requestAnimationFrame = (callback: () => void) => frames.push(callback);
    globals.cancelAnimationFrame = () => undefined;
    try {
      server.current.push('UserUpdatedEvent', user(1));
      server.current.push('UserUpdatedEvent', user(2));
      await settle();
      expect(order).toEqual([]);

      // The answer to b's invoke is posted after the events pushed before it: b sees them first.
      await b.shared.hub.invoke('Echo').then(() => order.push('answer'));
      expect(order).toEqual(['event 1', 'event 2', 'answer']);

      server.current.push('UserUpdatedEvent', user(3));
      for (const frame of frames.splice(0)) frame();
      await settle();
      expect(order).toEqual(['event 1', 'event 2', 'answer', 'event 3']);
    } finally {
      delete globals.requestAnimationFrame;
      delete globals.cancelAnimationFrame;
    }
  });

  it('posts nothing on the channel for events and answers only the leading tab wants', async () => {
    const [a, b] = await openStarted(2);
    const seenByA: unknown[] = [];
    a.shared.hub.on('UserUpdatedEvent', (payload) => seenByA.push(payload));
    await settle();
    const before = bus.posted.length;

    server.current.push('UserUpdatedEvent', user(1));
    await expect(a.shared.hub.invoke('Echo', 1)).resolves.toEqual({ echo: [1] });
    await settle();
    expect(seenByA).toEqual([user(1)]);
    expect(bus.posted.slice(before)).toEqual([]);

    // Once another tab listens, the events go on the channel.
    const seenByB: unknown[] = [];
    b.shared.hub.on('UserUpdatedEvent', (payload) => seenByB.push(payload));
    await settle();
    server.current.push('UserUpdatedEvent', user(2));
    await settle();
    expect(seenByA).toEqual([user(1), user(2)]);
    expect(seenByB).toEqual([user(2)]);
    expect(bus.posted.map((p) => (p.data as { type: string }).type)).toContain('events');
  });

  it("a follower's unsubscribe releases only its hold; the last one unsubscribes on the server", async () => {
    const [a, b, c] = await openStarted(3);
    const subs = [a, b, c].map((t) => t.shared.subscriptions.subscribeToUserPermissionEvents([]));
    await settle();
    expect(server.live()).toHaveLength(1);

    await subs[1].unsubscribe();
    await settle();
    expect(subs[1].getSnapshot().state).toBe(SubscriptionState.None);
    expect(b.shared.subscriptions.list()).toEqual([]);
    expect(server.live()).toHaveLength(1);
    expect(subs[0].getSnapshot().state).toBe(SubscriptionState.Subscribed);

    await subs[0].unsubscribe();
    await settle();
    expect(server.live()).toHaveLength(1);

    await c.shared.subscriptions.unsubscribe(subs[2]);
    await settle();
    expect(server.live()).toEqual([]);
    expect(server.current.invocations.filter((i) => i.method === HubMethod.Unsubscribe)).toHaveLength(1);
  });

  it('a stopped tab lets go of its holds and events; the connection stops when no tab wants it', async () => {
    const [a, b] = await openStarted(2);
    const heard: unknown[] = [];
    b.shared.hub.on('UserUpdatedEvent', (payload) => heard.push(payload));
    const mine = b.shared.subscriptions.subscribeToUserEvents(['Updated'], [5]);
    await settle();
    expect(server.live()).toHaveLength(1);

    await b.shared.hub.stop();
    await settle();
    expect(b.shared.hub.state).toBe(ConnectionState.Disconnected);
    expect(mine.getSnapshot().state).toBe(SubscriptionState.None);
    expect(server.live()).toEqual([]);
    expect(a.shared.hub.state).toBe(ConnectionState.Connected);
    server.current.push('UserUpdatedEvent', user(5));
    await settle();
    expect(heard).toEqual([]);

    // Started again, it hands its holds and handlers back.
    expect(await b.shared.hub.start()).toBe(ConnectionState.Connected);
    await settle();
    expect(mine.getSnapshot().state).toBe(SubscriptionState.Subscribed);
    server.current.push('UserUpdatedEvent', user(5));
    await settle();
    expect(heard).toEqual([user(5)]);

    await a.shared.hub.stop();
    await settle();
    expect(server.current.stops).toBe(0);
    await b.shared.hub.stop();
    await settle();
    expect(server.current.stops).toBe(1);
    expect(a.shared.isLeader()).toBe(true);
  });

  it('forwards invoke from a follower, with the result or the error message', async () => {
    const [, b] = await openStarted(2);
    await expect(b.shared.hub.invoke('Echo', 1, 'two')).resolves.toEqual({ echo: [1, 'two'] });

    const failing = b.shared.hub.invoke('Fail');
    await settle();
    server.current.pendingOf('Fail')[0].reject(new Error('boom'));
    await expect(failing).rejects.toThrow('boom');

    await b.shared.hub.stop();
    await expect(b.shared.hub.invoke('Echo')).rejects.toBeInstanceOf(NotConnectedError);
  });

  it('reconnect() from a follower reaches the real client after the retries ran out', async () => {
    const [a, b] = await openStarted(2, NAME, { retryDelays: [] });
    server.current.drop();
    await settle();
    expect(b.shared.hub.getSnapshot()).toMatchObject({
      state: ConnectionState.Disconnected,
      error: expect.objectContaining({ message: expect.stringContaining('1006') }),
    });
    expect(a.shared.hub.state).toBe(ConnectionState.Disconnected);

    expect(await b.shared.hub.reconnect()).toBe(ConnectionState.Connected);
    await settle();
    expect(server.current.starts).toBe(2);
    expect(server.connections).toHaveLength(1);
    expect(a.shared.hub.state).toBe(ConnectionState.Connected);
    expect(b.shared.hub.connectionId).toBe(server.current.connectionId);
  });
});

describe('hand-over', () => {
  /** Three started tabs with subscriptions and handlers in the followers. */
  async function busyTabs() {
    const [a, b, c] = await openStarted(3);
    const users = [a, b, c].map((t) => t.shared.subscriptions.subscribeToUserEvents(['Updated'], []));
    const permissions = c.shared.subscriptions.subscribeToUserPermissionEvents([]);
    const heard: unknown[] = [];
    c.shared.hub.on('UserUpdatedEvent', (payload) => heard.push(payload));
    await settle();
    expect(server.live()).toHaveLength(2);
    return { a, b, c, users, permissions, heard, first: server.current };
  }

  /** Checks that `b` took over and everything is back on a new connection. */
  async function expectTakenOverBy(b: Tab, c: Tab, first: FakeHubConnection, heard: unknown[]) {
    expect(b.shared.isLeader()).toBe(true);
    expect(c.shared.isLeader()).toBe(false);
    expect(hubsMade).toBe(2);
    const second = server.current;
    expect(second).not.toBe(first);
    expect(second.isConnected).toBe(true);
    for (const tab of [b, c]) {
      expect(tab.shared.hub.state).toBe(ConnectionState.Connected);
      expect(tab.shared.hub.connectionId).toBe(second.connectionId);
      expect(tab.shared.hub.connectionId).not.toBe(first.connectionId);
      // As after a dropped connection: Reconnecting, then Connected.
      expect(tab.states.slice(-2)).toEqual([ConnectionState.Reconnecting, ConnectionState.Connected]);
    }
    expect(
      server
        .live()
        .map((s) => s.method)
        .sort(),
    ).toEqual([HubMethod.SubscribeToUserEvents, HubMethod.SubscribeToUserPermissionEvents]);
    second.push('UserUpdatedEvent', user(9));
    await settle();
    expect(heard).toEqual([user(9)]);
  }

  it('when the leading tab leaves, the next one leads, connects and subscribes everything again', async () => {
    const { a, b, c, users, permissions, heard, first } = await busyTabs();
    const subscriptionStates: SubscriptionState[] = [];
    users[2].subscribe((s) => subscriptionStates.push(s.state));
    const leadership: boolean[] = [];
    b.shared.onLeaderChange((leader) => leadership.push(leader));

    await a.shared.dispose();
    await settle();

    expect(first.stops).toBe(1);
    await expectTakenOverBy(b, c, first, heard);
    expect(leadership).toEqual([true]);
    expect(users[1].getSnapshot()).toMatchObject({ state: SubscriptionState.Subscribed });
    expect(users[2].getSnapshot().subscriptionId).toBe(users[1].getSnapshot().subscriptionId);
    expect(permissions.getSnapshot().state).toBe(SubscriptionState.Subscribed);
    expect(subscriptionStates).toEqual([SubscriptionState.NetworkError, SubscriptionState.Subscribing, SubscriptionState.Subscribed]);
  });

  it('when the leading tab dies without a word, the next one takes over the same way', async () => {
    const { a, b, c, heard, first } = await busyTabs();
    a.crash();
    await settle();
    await expectTakenOverBy(b, c, first, heard);
  });

  it('a follower that dies without a word loses its holds', async () => {
    const [a, b] = await openStarted(2);
    b.shared.subscriptions.subscribeToUserEvents(['Deleted'], [4]);
    a.shared.subscriptions.subscribeToUserEvents(['Updated'], [4]);
    await settle();
    expect(server.live()).toHaveLength(2);

    b.crash();
    await settle();
    expect(server.live()).toEqual([expect.objectContaining({ args: [['Updated'], [4]] })]);
    expect(a.shared.hub.state).toBe(ConnectionState.Connected);
  });

  it('the connection stops when the only tab that wanted it dies', async () => {
    openTab();
    const b = openTab();
    await settle();
    await b.shared.hub.start();
    expect(server.current.isConnected).toBe(true);
    b.crash();
    await settle();
    expect(server.current.isConnected).toBe(false);
  });

  it('a tab that joins sees the current connection at once when it starts', async () => {
    await openStarted(1);
    const late = openTab();
    await settle();
    expect(late.shared.hub.state).toBe(ConnectionState.Disconnected);
    expect(await late.shared.hub.start()).toBe(ConnectionState.Connected);
    expect(late.shared.hub.connectionId).toBe(server.current.connectionId);
    // It knew the leader's connection before it started: no Connecting on the way.
    expect(late.states).toEqual([ConnectionState.Connected]);
    expect(hubsMade).toBe(1);
  });
});

describe('apart', () => {
  it('without locks or a channel, a tab leads alone', async () => {
    const made = [0, 1].map(() => createSharedHub({ name: NAME, locks: null, channel: null, logger, createHub: () => server.createHub() }));
    expect(made.map((s) => s.isLeader())).toEqual([true, true]);
    const heard: unknown[] = [];
    made[0].hub.on('UserUpdatedEvent', (payload) => heard.push(payload));
    expect(await made[0].hub.start()).toBe(ConnectionState.Connected);
    const sub = made[0].subscriptions.subscribeToUserEvents(['Updated'], [1]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sub.getSnapshot().state).toBe(SubscriptionState.Subscribed);
    server.connections[0].push('UserUpdatedEvent', user(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual([user(1)]);
    expect(server.connections).toHaveLength(2);
    await made[0].dispose();
    await made[1].dispose();
    expect(server.connections[0].isConnected).toBe(false);
  });

  it('tabs of different names keep their own connections', async () => {
    await openStarted(2, NAME);
    await openStarted(1, `${NAME}:delegated:1`);
    expect(hubsMade).toBe(2);
    expect(server.connections.map((c) => c.isConnected)).toEqual([true, true]);
  });
});

describe('messages', () => {
  it('ignores malformed messages, other versions and leader messages from a tab that does not lead', async () => {
    const [a, b] = await openStarted(2);
    const sub = b.shared.subscriptions.subscribeToUserEvents(['Updated'], [1]);
    const seen: unknown[] = [];
    b.shared.hub.on('UserUpdatedEvent', (payload) => seen.push(payload));
    await settle();
    const invocations = server.current.invocations.length;
    const rogue = bus.forTab().open(NAME);
    const valid = { state: 'Disconnected', connectionId: null, error: null, retryCount: 0 };
    for (const data of [
      null,
      'hello',
      [1, 2],
      { v: 1, from: 'x', type: 'hold', holdId: '1', method: HubMethod.SubscribeToUserEvents, args: [['Updated'], [2]] },
      { v: 2, type: 'hold', holdId: '1', method: HubMethod.SubscribeToUserEvents, args: [['Updated'], [2]] },
      { v: 2, from: 'x', type: 'hold', holdId: '1', method: HubMethod.Unsubscribe, args: ['sub-1'] },
      { v: 2, from: 'x', type: 'hold', holdId: '1', method: HubMethod.SubscribeToUserEvents, args: [['Bogus'], [2]] },
      { v: 2, from: 'x', type: 'hold', holdId: 1, method: HubMethod.SubscribeToUserEvents, args: [['Updated'], [2]] },
      { v: 2, from: 'x', type: 'hello', started: true, holds: [{ holdId: '1' }], listens: [] },
      { v: 2, from: 'x', type: 'invoke', id: 7, method: 'Echo', args: [] },
      { v: 2, from: 'x', type: 'format-disk' },
      { v: 2, from: a.shared.tabId, type: 'connection', snapshot: { ...valid, state: 'Weird' } },
      { v: 2, from: a.shared.tabId, type: 'connection', snapshot: valid, to: 42 },
      { v: 2, from: 'x', type: 'connection', snapshot: valid },
      { v: 2, from: a.shared.tabId, type: 'events', events: [{ method: 'userupdatedevent' }] },
      { v: 2, from: a.shared.tabId, type: 'events', events: { method: 'userupdatedevent', args: [user(1)] } },
      { v: 1, from: a.shared.tabId, type: 'events', events: [{ method: 'userupdatedevent', args: [user(1)] }] },
      { v: 2, from: 'x', type: 'events', events: [{ method: 'userupdatedevent', args: [user(1)] }] },
      { v: 2, from: 'x', type: 'subscription', snapshot: { ...sub.getSnapshot(), state: 'Error', error: 'Failed to subscribe' } },
    ]) {
      rogue.postMessage(data);
    }
    await settle();

    expect(server.current.invocations).toHaveLength(invocations);
    expect(b.shared.hub.state).toBe(ConnectionState.Connected);
    expect(sub.getSnapshot().state).toBe(SubscriptionState.Subscribed);
    expect(server.live()).toHaveLength(1);
    expect(seen).toEqual([]);
  });
});

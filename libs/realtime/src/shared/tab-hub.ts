import { LogLevel, type ILogger } from '@microsoft/signalr';
import { ConnectionState, HubMethod, NETWORK_ERROR_MESSAGE, SubscriptionState } from '../constants';
import { NotConnectedError, type ConnectionSnapshot, type HubClient } from '../hub-client';
import { Listeners } from '../listeners';
import { createHold } from '../hold';
import type { Subscription, SubscriptionManager, SubscriptionSnapshot } from '../subscriptions';
import { permissionEventArgs, subscriptionKey, userEventArgs } from './keys';
import { fromWireError, type HoldRequest, type LeaderMessage, type SubscribeMethod, type TabRequest } from './protocol';

/** What a tab's side of a shared hub needs. */
export interface TabHubOptions {
  tabId: string;
  /** Delivers a request to the leading tab (whichever it is, this one included). */
  send(request: TabRequest): void;
  logger: ILogger;
}

/** A tab's side of a shared hub: the facades its code uses, fed by the leading tab's messages. */
export interface TabHub {
  hub: HubClient;
  subscriptions: SubscriptionManager;
  /** Handles a message of the tab `from`. */
  receive(from: string, message: LeaderMessage): void;
  /** Tells the leading tab (if any already) this tab's state, to learn which tab leads. */
  hello(): void;
  /** Leaves for good: stops, releases every hold and says goodbye to the leading tab. */
  leave(): Promise<void>;
}

/** Why a tab shows `Reconnecting` while another tab takes over the connection. */
export class HubHandOverError extends Error {
  constructor() {
    super('The tab that held the hub connection went away; another tab takes it over.');
    this.name = 'HubHandOverError';
  }
}

interface Entry {
  key: string;
  method: SubscribeMethod;
  args: unknown[];
  holds: number;
  snapshot: SubscriptionSnapshot;
  listeners: Listeners<SubscriptionSnapshot>;
}

/** A request waiting for the leading tab's answer. */
interface Pending {
  message: Extract<TabRequest, { id: string }>;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

const disconnected: ConnectionSnapshot = { state: ConnectionState.Disconnected, connectionId: null, error: null, retryCount: 0 };
const cleared = { state: SubscriptionState.None, error: null, subscriptionId: null, errors: [] } as const;

/**
 * A tab's {@link HubClient} and {@link SubscriptionManager} over the leading tab's real ones. Every request goes to
 * the leading tab; connection snapshots, subscription snapshots and pushed events come back from it.
 *
 * While stopped (before `start()`, after `stop()`) the tab shows `Disconnected`, keeps its holds and handlers to
 * itself (every subscription `None`) and receives no events; `start()` hands them all to the leading tab again.
 * When another tab takes the lead, the tab sends its whole state again and shows `Reconnecting` (its subscriptions
 * `NetworkError`) until the new leader's connection is up.
 */
export function createTabHub(options: TabHubOptions): TabHub {
  const { tabId, send, logger } = options;
  const hubListeners = new Listeners<ConnectionSnapshot>();
  const allSubscriptions = new Listeners<SubscriptionSnapshot>();
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const entries = new Map<string, Entry>();
  const holds = new Map<string, HoldRequest>();
  const pending = new Map<string, Pending>();
  let snapshot = disconnected;
  /** The leading tab's last connection snapshot. */
  let leaderSnapshot: ConnectionSnapshot | null = null;
  let leaderId: string | null = null;
  /** Whether this tab wants the connection. */
  let active = false;
  /** Whether the connection moved to another tab and is not up there yet. */
  let handingOver = false;
  let counter = 0;
  const nextId = () => `${++counter}`;

  function setSnapshot(next: ConnectionSnapshot): void {
    const same =
      next.state === snapshot.state &&
      next.connectionId === snapshot.connectionId &&
      next.retryCount === snapshot.retryCount &&
      next.error?.message === snapshot.error?.message;
    if (same) return;
    snapshot = next;
    hubListeners.emit(snapshot);
  }

  /** What this tab shows of the leader's connection while it wants it. */
  function present(): void {
    if (!active) return setSnapshot(disconnected);
    const leader = leaderSnapshot;
    if (leader && (leader.state === ConnectionState.Connected || (leader.state === ConnectionState.Disconnected && leader.error))) {
      handingOver = false;
      return setSnapshot(leader);
    }
    if (leader?.state === ConnectionState.Reconnecting) return setSnapshot(leader);
    // Not up yet: a hand-over in progress, or a start the leader has not acted on yet.
    if (handingOver) {
      if (snapshot.state !== ConnectionState.Reconnecting) {
        setSnapshot({ state: ConnectionState.Reconnecting, connectionId: null, error: new HubHandOverError(), retryCount: 0 });
      }
      return;
    }
    setSnapshot({ state: ConnectionState.Connecting, connectionId: null, error: null, retryCount: 0 });
  }

  function update(entry: Entry, patch: Partial<SubscriptionSnapshot>): void {
    entry.snapshot = { ...entry.snapshot, ...patch };
    entry.listeners.emit(entry.snapshot);
    allSubscriptions.emit(entry.snapshot);
  }

  const listened = () => [...handlers.keys()];

  function hello(): void {
    send(
      active
        ? { type: 'hello', started: true, holds: [...holds.values()], listens: listened() }
        : { type: 'hello', started: false, holds: [], listens: [] },
    );
  }

  function request<T>(make: (id: string) => Pending['message']): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const message = make(nextId());
      pending.set(message.id, { message, resolve: resolve as (value: unknown) => void, reject });
      send(message);
    });
  }

  function activate(): void {
    if (active) return;
    active = true;
    present();
    hello();
  }

  /** Stops wanting the connection: subscriptions `None`, waiting starts resolve `Disconnected`. */
  function deactivate(): void {
    active = false;
    handingOver = false;
    setSnapshot(disconnected);
    for (const [id, { message, resolve, reject }] of pending) {
      if (message.type === 'stop') continue;
      pending.delete(id);
      if (message.type === 'invoke') reject(new NotConnectedError(message.method));
      else resolve(ConnectionState.Disconnected);
    }
    for (const entry of entries.values()) if (entry.snapshot.state !== SubscriptionState.None) update(entry, cleared);
  }

  /** The connection moves to another tab: `Reconnecting` until it is up there, subscriptions `NetworkError`. */
  function handOver(): void {
    leaderSnapshot = null;
    if (!active) return;
    handingOver = true;
    present();
    for (const entry of entries.values()) {
      const s = entry.snapshot.state;
      if (s === SubscriptionState.Subscribed || s === SubscriptionState.Subscribing || s === SubscriptionState.None) {
        update(entry, { state: SubscriptionState.NetworkError, error: NETWORK_ERROR_MESSAGE, subscriptionId: null });
      }
    }
  }

  function leaderChanged(previous: string | null): void {
    leaderSnapshot = null;
    hello();
    if (previous !== null) handOver();
    // Requests the old leader will never answer: the new one takes those that can be asked again.
    for (const [id, { message, resolve, reject }] of pending) {
      if (message.type === 'start' || message.type === 'reconnect') {
        send(message);
        continue;
      }
      pending.delete(id);
      if (message.type === 'invoke') reject(new HubHandOverError());
      else resolve(undefined);
    }
  }

  function answered(message: Extract<LeaderMessage, { type: 'answer' }>): void {
    const p = pending.get(message.id);
    if (!p) return;
    pending.delete(message.id);
    if (message.ok) p.resolve(message.value);
    else if (p.message.type === 'invoke') p.reject(fromWireError(message.error));
    else p.resolve(p.message.type === 'stop' ? undefined : snapshot.state);
  }

  function dispatch(method: string, args: unknown[]): void {
    for (const handler of [...(handlers.get(method.toLowerCase()) ?? [])]) {
      try {
        handler(...args);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  function receive(from: string, message: LeaderMessage): void {
    if ('to' in message && message.to !== undefined && message.to !== tabId) return;
    if (message.type === 'leader') {
      if (from === leaderId) return;
      const previous = leaderId;
      leaderId = from;
      logger.log(LogLevel.Debug, `Shared hub: tab ${from} leads.`);
      return leaderChanged(previous);
    }
    if (from !== leaderId) return;
    switch (message.type) {
      case 'leaving':
        return handOver();
      case 'connection': {
        const { error, ...rest } = message.snapshot;
        leaderSnapshot = { ...rest, error: error ? fromWireError(error) : null };
        return present();
      }
      case 'subscription': {
        const entry = entries.get(message.snapshot.key);
        if (!active || !entry) return;
        const { state, error, subscriptionId, errors } = message.snapshot;
        const was = entry.snapshot;
        if (was.state === state && was.error === error && was.subscriptionId === subscriptionId && was.errors.length === errors.length)
          return;
        return update(entry, { state, error, subscriptionId, errors });
      }
      case 'event':
        if (active) dispatch(message.method, message.args);
        return;
      case 'events':
        for (const event of message.events) {
          if (!active) return;
          dispatch(event.method, event.args);
        }
        return;
      case 'answer':
        return answered(message);
    }
  }

  const hub: HubClient = {
    get state() {
      return snapshot.state;
    },
    get connectionId() {
      return snapshot.connectionId;
    },
    getSnapshot: () => snapshot,
    subscribe: (listener) => hubListeners.add(listener),
    async start() {
      activate();
      if (snapshot.state === ConnectionState.Connected) return ConnectionState.Connected;
      return request<ConnectionState>((id) => ({ type: 'start', id }));
    },
    async reconnect() {
      activate();
      if (snapshot.state === ConnectionState.Connected) return ConnectionState.Connected;
      return request<ConnectionState>((id) => ({ type: 'reconnect', id }));
    },
    async stop() {
      if (!active) return;
      deactivate();
      await request<void>((id) => ({ type: 'stop', id }));
    },
    invoke<T>(method: string, ...args: unknown[]): Promise<T> {
      if (snapshot.state !== ConnectionState.Connected) return Promise.reject(new NotConnectedError(method));
      return request<T>((id) => ({ type: 'invoke', id, method, args }));
    },
    on(method, handler) {
      const name = method.toLowerCase();
      const wrapped = (...args: unknown[]) => handler(...args);
      let set = handlers.get(name);
      if (!set) {
        handlers.set(name, (set = new Set()));
        if (active) send({ type: 'listen', method: name });
      }
      set.add(wrapped);
      return () => {
        const current = handlers.get(name);
        if (!current?.delete(wrapped) || current.size > 0) return;
        handlers.delete(name);
        if (active) send({ type: 'unlisten', method: name });
      };
    },
  };

  function hold(method: SubscribeMethod, args: unknown[]): Subscription {
    const key = subscriptionKey(method, args);
    let entry = entries.get(key);
    if (!entry) {
      entry = { key, method, args, holds: 0, listeners: new Listeners(), snapshot: { key, method, args, ...cleared } };
      entries.set(key, entry);
    }
    entry.holds++;
    const held = entry;
    const holdId = nextId();
    const requestOf: HoldRequest = { holdId, method, args };
    holds.set(holdId, requestOf);
    if (active) send({ type: 'hold', ...requestOf });
    return createHold(held, cleared, () => {
      holds.delete(holdId);
      if (active) send({ type: 'release', holdId });
      held.holds--;
      if (held.holds > 0) return;
      entries.delete(key);
      update(held, cleared);
    });
  }

  const subscriptions: SubscriptionManager = {
    subscribeToUserEvents: (kinds, userIds) => hold(HubMethod.SubscribeToUserEvents, userEventArgs(kinds, userIds)),
    subscribeToUserPermissionEvents: (userIds) => hold(HubMethod.SubscribeToUserPermissionEvents, permissionEventArgs(userIds)),
    unsubscribe: (subscription) => subscription.unsubscribe(),
    list: () => [...entries.values()].map((e) => e.snapshot),
    subscribe: (listener) => allSubscriptions.add(listener),
    async dispose() {
      for (const [holdId] of holds) if (active) send({ type: 'release', holdId });
      holds.clear();
      const all = [...entries.values()];
      entries.clear();
      for (const entry of all) update(entry, cleared);
    },
  };

  return {
    hub,
    subscriptions,
    receive,
    hello,
    async leave() {
      await subscriptions.dispose();
      if (active) deactivate();
      send({ type: 'bye' });
      for (const [id, p] of pending) {
        pending.delete(id);
        if (p.message.type === 'stop') p.resolve(undefined);
      }
      handlers.clear();
    },
  };
}

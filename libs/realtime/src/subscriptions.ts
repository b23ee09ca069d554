import { NullLogger, LogLevel, type ILogger } from '@microsoft/signalr';
import type { UserEventKind } from '@brokerfront/identity-api';
import { ConnectionState, HubMethod, NETWORK_ERROR_MESSAGE, SUBSCRIBE_FAILED_MESSAGE, SubscriptionState } from './constants';
import type { HubClient } from './hub-client';
import { createHold } from './hold';
import { Listeners } from './listeners';

/** The answer of the subscribe methods (SPEC §7). */
export interface HubAnswer<T = unknown> {
  Status: number;
  Data: T;
  Errors?: Array<{ Code: string; Data: unknown }>;
}

/** One subscription's state. */
export interface SubscriptionSnapshot {
  /** Identifies the request: equal requests share one subscription. */
  key: string;
  method: HubMethod;
  args: readonly unknown[];
  state: SubscriptionState;
  /** `Failed to subscribe` or `Network error` (SPEC §8), null otherwise. */
  error: string | null;
  /** The server's subscription id while subscribed. */
  subscriptionId: string | null;
  /** The service's errors when it refused the subscription. */
  errors: ReadonlyArray<{ Code: string; Data: unknown }>;
}

/** A caller's hold on a subscription. */
export interface Subscription {
  readonly key: string;
  /** The shared subscription's current state (`None` once this hold is released). */
  getSnapshot(): SubscriptionSnapshot;
  /** Calls `listener` at each change of the subscription; returns the function that removes it. */
  subscribe(listener: (snapshot: SubscriptionSnapshot) => void): () => void;
  /** Releases this hold; the last hold released invokes `Unsubscribe` with the subscription id. */
  unsubscribe(): Promise<void>;
}

/** Subscriptions of one hub client, kept alive across reconnects. */
export interface SubscriptionManager {
  /** Subscribes to user events of `kinds` for `userIds` (empty: every user the caller may read). */
  subscribeToUserEvents(kinds: readonly UserEventKind[], userIds: readonly number[]): Subscription;
  /** Subscribes to permission events of `userIds` (empty: every user the caller may read). */
  subscribeToUserPermissionEvents(userIds: readonly number[]): Subscription;
  /** Releases a hold (same as `subscription.unsubscribe()`). */
  unsubscribe(subscription: Subscription): Promise<void>;
  /** Every live subscription. */
  list(): SubscriptionSnapshot[];
  /** Calls `listener` at each change of any subscription; returns the function that removes it. */
  subscribe(listener: (snapshot: SubscriptionSnapshot) => void): () => void;
  /** Releases every subscription and stops following the client. */
  dispose(): Promise<void>;
}

/** Options of {@link createSubscriptionManager}. */
export interface SubscriptionManagerOptions {
  logger?: ILogger;
}

interface Entry {
  key: string;
  method: HubMethod;
  args: unknown[];
  holds: number;
  snapshot: SubscriptionSnapshot;
  /** Bumped at each attempt and at each loss: an answer for an older attempt is stale. */
  attempt: number;
  listeners: Listeners<SubscriptionSnapshot>;
}

const isSuccess = (answer: unknown): answer is HubAnswer<string> =>
  typeof answer === 'object' && answer !== null && (answer as HubAnswer).Status === 200 && typeof (answer as HubAnswer).Data === 'string';

/** Sorted, de-duplicated ids: equal requests get equal keys. */
const normalizeIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Keeps hub subscriptions of a {@link HubClient} (SPEC §4, §7):
 * - `None` → `Subscribing` → `Subscribed` (Status 200, the id in Data) or `Error` ('Failed to subscribe');
 * - when the connection drops, every subscribed (or subscribing) one becomes `NetworkError`
 *   ('Network error'); when it is back (a new connection id: the server forgot them) each is
 *   subscribed again;
 * - equal requests share one server subscription (held by count), an answer that arrives for an
 *   attempt that is no longer current is never applied, and a subscription released while its
 *   answer is on the way is unsubscribed as soon as the id arrives: never a duplicate.
 */
export function createSubscriptionManager(client: HubClient, options: SubscriptionManagerOptions = {}): SubscriptionManager {
  const logger = options.logger ?? NullLogger.instance;
  const entries = new Map<string, Entry>();
  const all = new Listeners<SubscriptionSnapshot>();

  function update(entry: Entry, patch: Partial<SubscriptionSnapshot>): void {
    entry.snapshot = { ...entry.snapshot, ...patch };
    entry.listeners.emit(entry.snapshot);
    all.emit(entry.snapshot);
  }

  function released(entry: Entry): boolean {
    return entries.get(entry.key) !== entry;
  }

  async function send(entry: Entry): Promise<void> {
    const attempt = ++entry.attempt;
    const connectionId = client.connectionId;
    update(entry, { state: SubscriptionState.Subscribing, error: null, subscriptionId: null, errors: [] });
    let answer: unknown;
    try {
      answer = await client.invoke(entry.method, ...entry.args);
    } catch (e) {
      if (released(entry) || attempt !== entry.attempt) return;
      const lost = client.state !== ConnectionState.Connected || client.connectionId !== connectionId;
      logger.log(lost ? LogLevel.Information : LogLevel.Warning, `${entry.method} failed: ${e instanceof Error ? e.message : String(e)}`);
      update(
        entry,
        lost
          ? { state: SubscriptionState.NetworkError, error: NETWORK_ERROR_MESSAGE }
          : { state: SubscriptionState.Error, error: SUBSCRIBE_FAILED_MESSAGE, errors: [{ Code: 'hub_error', Data: String(e) }] },
      );
      return;
    }
    const current = client.state === ConnectionState.Connected && client.connectionId === connectionId;
    if (released(entry)) {
      // Released while the answer was on the way: give the server subscription back at once.
      if (isSuccess(answer) && current) await release(answer.Data);
      return;
    }
    if (attempt !== entry.attempt) return;
    if (isSuccess(answer)) {
      update(entry, { state: SubscriptionState.Subscribed, error: null, subscriptionId: answer.Data });
    } else {
      const errors = (answer as Partial<HubAnswer> | null)?.Errors ?? [];
      logger.log(LogLevel.Warning, `${entry.method} refused: ${JSON.stringify(answer)}`);
      update(entry, { state: SubscriptionState.Error, error: SUBSCRIBE_FAILED_MESSAGE, errors });
    }
  }

  async function release(subscriptionId: string): Promise<void> {
    try {
      await client.invoke(HubMethod.Unsubscribe, subscriptionId);
    } catch (e) {
      // The connection went away: the server forgot the subscription with it.
      logger.log(LogLevel.Information, `Unsubscribe failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /** Brings a wanted subscription in line with the connection. */
  function activate(entry: Entry): void {
    const state = client.state;
    if (state === ConnectionState.Connected) void send(entry);
    else if (state === ConnectionState.Reconnecting) update(entry, { state: SubscriptionState.NetworkError, error: NETWORK_ERROR_MESSAGE });
  }

  const stopFollowing = client.subscribe(({ state }) => {
    for (const entry of [...entries.values()]) {
      const s = entry.snapshot.state;
      if (state === ConnectionState.Connected) {
        if (s === SubscriptionState.None || s === SubscriptionState.NetworkError) void send(entry);
      } else if (state === ConnectionState.Reconnecting) {
        if (s === SubscriptionState.Subscribed || s === SubscriptionState.Subscribing || s === SubscriptionState.None) {
          entry.attempt++;
          update(entry, { state: SubscriptionState.NetworkError, error: NETWORK_ERROR_MESSAGE, subscriptionId: null });
        }
      } else if (s === SubscriptionState.Subscribed || s === SubscriptionState.Subscribing) {
        // Stopped on purpose: nothing is wrong, the subscription waits for the next start. (After the
        // retries ran out the client is Disconnected too, but its subscriptions are NetworkError already.)
        entry.attempt++;
        update(entry, { state: SubscriptionState.None, error: null, subscriptionId: null });
      }
    }
  });

  /** Forgets an entry (its subscription state back to None) and releases its server subscription when it has one. */
  async function drop(entry: Entry): Promise<void> {
    entries.delete(entry.key);
    entry.attempt++;
    const { state, subscriptionId } = entry.snapshot;
    update(entry, { state: SubscriptionState.None, error: null, subscriptionId: null });
    if (state === SubscriptionState.Subscribed && subscriptionId && client.state === ConnectionState.Connected) {
      await release(subscriptionId);
    }
  }

  function hold(method: HubMethod, args: unknown[]): Subscription {
    const key = `${method}:${JSON.stringify(args)}`;
    let entry = entries.get(key);
    if (!entry) {
      entry = {
        key,
        method,
        args,
        holds: 0,
        attempt: 0,
        listeners: new Listeners(),
        snapshot: { key, method, args, state: SubscriptionState.None, error: null, subscriptionId: null, errors: [] },
      };
      entries.set(key, entry);
      activate(entry);
    } else if (entry.snapshot.state === SubscriptionState.Error) {
      // Asking again for a refused subscription tries again.
      activate(entry);
    }
    entry.holds++;
    const held = entry;
    const subscription = createHold(held, { state: SubscriptionState.None, error: null, subscriptionId: null }, async () => {
      held.holds--;
      if (held.holds > 0) return;
      await drop(held);
    });
    return subscription;
  }

  return {
    subscribeToUserEvents: (kinds, userIds) => hold(HubMethod.SubscribeToUserEvents, [[...new Set(kinds)].sort(), normalizeIds(userIds)]),
    subscribeToUserPermissionEvents: (userIds) => hold(HubMethod.SubscribeToUserPermissionEvents, [normalizeIds(userIds)]),
    unsubscribe: (subscription) => subscription.unsubscribe(),
    list: () => [...entries.values()].map((e) => e.snapshot),
    subscribe: (listener) => all.add(listener),
    async dispose() {
      stopFollowing();
      const pending = [...entries.values()].map(drop);
      await Promise.all(pending);
    },
  };
}

import { LogLevel, NullLogger, type ILogger } from '@microsoft/signalr';
import { createBatcher } from './batcher';
import type { HubClient } from './hub-client';
import { Listeners } from './listeners';
import { createLeaderCore, type LeaderCore } from './shared/leader-core';
import { browserChannel, browserLocks, randomTabId, type BroadcastChannelLike, type LockManagerLike } from './shared/platform';
import { envelope, parseEnvelope, type LeaderMessage, type RelayedEvent, type TabRequest } from './shared/protocol';
import { relaySchedule } from './shared/relay';
import { createTabHub } from './shared/tab-hub';
import { createSubscriptionManager, type SubscriptionManager } from './subscriptions';

/** Options of {@link createSharedHub}. */
export interface SharedHubOptions {
  /**
   * Tabs of one browser profile with the same name share one connection, e.g. `brokerfront-hub:<origin>:<userId>`;
   * give a tab a name of its own (e.g. with a random part) to keep it apart. Also the name of the lock and the channel.
   */
  name: string;
  /** Makes the real hub client; called only in the tab that leads, each time this tab takes the lead. */
  createHub(): HubClient;
  /** The Web Locks API; `navigator.locks` by default. Without it (null, or none in the runtime) this tab leads alone. */
  locks?: LockManagerLike | null;
  /** Opens a channel to the other tabs; `BroadcastChannel` by default. Without it this tab leads alone. */
  channel?: ((name: string) => BroadcastChannelLike) | null;
  /** Receives the shared hub's and the real client's log messages; nothing is logged by default. */
  logger?: ILogger;
  /** This tab's id, unique in the browser; a random UUID by default. */
  tabId?: string;
}

/** One hub connection for all tabs of one name (see {@link createSharedHub}). */
export interface SharedHub {
  /** This tab's client of the shared connection (the leading tab's real one, mirrored). */
  readonly hub: HubClient;
  /** This tab's subscriptions; equal requests of all tabs share one server subscription. */
  readonly subscriptions: SubscriptionManager;
  /** This tab's id. */
  readonly tabId: string;
  /** Whether this tab holds the real connection now. */
  isLeader(): boolean;
  /** Calls `listener` when this tab takes or gives up the lead; returns the function that removes it. */
  onLeaderChange(listener: (leader: boolean) => void): () => void;
  /** Leaves: releases this tab's holds, and if it leads, stops the real connection and hands the lead to another tab. */
  dispose(): Promise<void>;
}

/** A promise with its resolver. */
function later(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * Shares one hub connection between the tabs of a browser profile that use the same `name`: one tab leads (it holds
 * the Web Lock `name`), makes the real client with `createHub` and a subscription manager over it, and serves the
 * other tabs over a `BroadcastChannel`; each tab gets a {@link HubClient} and a {@link SubscriptionManager} of its own
 * with the usual behaviour, so code written for `createHubClient` and `createSubscriptionManager` works unchanged.
 *
 * - The real connection runs while some tab has started its client and not stopped it; each tab gets the events of
 *   the methods it has handlers for, and its subscriptions' states.
 * - Each tab holds a lock of its own (`<name>:tab:<tabId>`) while it lives: the leading tab asks for it to learn when
 *   a tab is gone without a word (closed, crashed) and releases its holds then.
 * - When the leading tab goes away, the browser gives the lock to the next tab in line; it makes a new client, starts
 *   it if some tab wants the connection and takes every tab's subscriptions over. Meanwhile the tabs show
 *   `Reconnecting`, then `Connected` with a new connection id, as after a dropped connection: code that catches up
 *   after a reconnect catches up after a hand-over too.
 * - Without Web Locks or `BroadcastChannel` (Node, old browsers) the tab leads alone, with the same API.
 */
export function createSharedHub(options: SharedHubOptions): SharedHub {
  const { name } = options;
  const logger = options.logger ?? NullLogger.instance;
  const tabId = options.tabId ?? randomTabId();
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const openChannel = options.channel === undefined ? browserChannel() : options.channel;
  const leaderListeners = new Listeners<boolean>();
  /** The real connection's side, while this tab leads. */
  let core: LeaderCore | null = null;
  let channel: BroadcastChannelLike | null = null;
  let disposed = false;
  /** Resolved when this tab gives up the lead. */
  let resign = later();
  /** Settles when this tab's lead request is done (the lock released, or never taken). */
  let leading: Promise<void> = Promise.resolve();
  /** Resolved when this tab goes away: releases its tab lock. */
  const alive = later();

  const post = (message: TabRequest | LeaderMessage) => {
    try {
      channel?.postMessage(envelope(tabId, message));
    } catch (e) {
      logger.log(LogLevel.Warning, `Shared hub: a message could not be sent: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  /** To the leading tab: this tab's core, or the channel. */
  const toLeader = (request: TabRequest) => {
    if (core) queueMicrotask(() => core?.receive(tabId, request));
    else post(request);
  };
  /** Pushed events on their way to the other tabs: posted together, one message per `relaySchedule`. */
  const relay = createBatcher<RelayedEvent>((events) => post({ type: 'events', events }), { schedule: relaySchedule });
  /**
   * From this tab's core to every tab, this one included (a channel does not deliver to its sender). Events reach the
   * other tabs in batches; any other message first posts the events before it, so every tab sees them all in order.
   * A message addressed to this tab is not posted.
   */
  const toTabs = (message: LeaderMessage) => {
    const forThisTab = 'to' in message && message.to === tabId;
    if (!forThisTab && message.type === 'event') {
      relay.push({ method: message.method, args: message.args });
    } else if (!forThisTab) {
      relay.flush();
      post(message);
    }
    queueMicrotask(() => tab.receive(tabId, message));
  };

  const tab = createTabHub({ tabId, send: toLeader, logger });

  function onMessage(event: { data: unknown }): void {
    const received = parseEnvelope(event.data);
    if (!received) {
      logger.log(LogLevel.Debug, 'Shared hub: ignored a message that is not one of ours.');
      return;
    }
    if (received.from === tabId) return;
    if (received.toLeader) core?.receive(received.from, received.message);
    else tab.receive(received.from, received.message);
  }

  /** Takes the lead: makes the real client and serves every tab until this tab gives up the lead. */
  async function lead(): Promise<void> {
    if (disposed) return;
    let hub: HubClient;
    try {
      hub = options.createHub();
    } catch (e) {
      logger.log(LogLevel.Error, `Shared hub: the hub client could not be made: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    const taken = createLeaderCore({
      tabId,
      hub,
      subscriptions: createSubscriptionManager(hub, { logger }),
      post: toTabs,
      watchTab: locks ? (id, gone) => void locks.request(`${name}:tab:${id}`, gone) : undefined,
      logger,
    });
    core = taken;
    logger.log(LogLevel.Information, `Shared hub: tab ${tabId} leads.`);
    leaderListeners.emit(true);
    taken.announce();
    await resign.promise;
    await taken.dispose();
  }

  function leadAlone(): void {
    resign = later();
    leading = lead();
  }

  /** Joins the tabs of `name`: holds this tab's lock, listens to the channel and waits in line for the lead. */
  async function join(sharedLocks: LockManagerLike, open: (name: string) => BroadcastChannelLike): Promise<void> {
    const held = later();
    sharedLocks
      .request(`${name}:tab:${tabId}`, () => {
        held.resolve();
        return alive.promise;
      })
      .catch((e: unknown) => {
        logger.log(LogLevel.Warning, `Shared hub: no tab lock, this tab leads alone: ${e instanceof Error ? e.message : String(e)}`);
        if (!disposed && !core) leadAlone();
      });
    await held.promise;
    if (disposed) return;
    channel = open(name);
    channel.addEventListener('message', onMessage);
    tab.hello();
    leading = sharedLocks.request(name, lead).catch((e: unknown) => {
      logger.log(LogLevel.Warning, `Shared hub: the lead lock failed: ${e instanceof Error ? e.message : String(e)}`);
    });
  }

  if (locks && openChannel) void join(locks, openChannel);
  else leadAlone();

  return {
    hub: tab.hub,
    subscriptions: tab.subscriptions,
    tabId,
    isLeader: () => core !== null,
    onLeaderChange: (listener) => leaderListeners.add(listener),
    async dispose() {
      if (disposed) return;
      disposed = true;
      await tab.leave();
      if (core) {
        core = null;
        leaderListeners.emit(false);
        resign.resolve();
        await leading;
      }
      alive.resolve();
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      channel = null;
    },
  };
}

import type { UserEventKind } from '@brokerfront/identity-api';
import { LogLevel, type ILogger } from '@microsoft/signalr';
import { ConnectionState, HubMethod } from '../constants';
import type { HubClient } from '../hub-client';
import type { Subscription, SubscriptionManager } from '../subscriptions';
import { toWireError, toWireSnapshot, type HoldRequest, type LeaderMessage, type TabRequest } from './protocol';

/** What the leading tab's core needs. */
export interface LeaderCoreOptions {
  /** The leading tab. */
  tabId: string;
  /** The real hub client, made in the leading tab. */
  hub: HubClient;
  /** The real subscription manager over `hub`. */
  subscriptions: SubscriptionManager;
  /** Delivers a message to every tab, the leading one included. */
  post(message: LeaderMessage): void;
  /** Calls `gone` once the tab `tabId` is gone (closed, crashed or disposed); by default tabs are never watched. */
  watchTab?(tabId: string, gone: () => void): void;
  logger: ILogger;
}

/** The real connection and subscriptions, kept by the leading tab for every tab. */
export interface LeaderCore {
  /** Handles a request of the tab `from`. */
  receive(from: string, request: TabRequest): void;
  /** Tells every tab that this tab leads now. */
  announce(): void;
  /** Stops relaying, stops the real connection and releases its subscriptions (the server forgets them with it). */
  dispose(): Promise<void>;
}

/** What the leading tab keeps of one tab. */
interface TabState {
  /** Whether the tab wants the connection (it called `start()` and not `stop()` since). */
  started: boolean;
  /** The tab's holds, each a hold on the real manager. */
  holds: Map<string, Subscription>;
  /** Methods (lower case) the tab has handlers for. */
  listens: Set<string>;
}

/**
 * The leading tab's side of a shared hub: it keeps, per tab, the holds (each one a hold on the real subscription
 * manager, so equal requests of several tabs share one server subscription), the methods it listens to and whether
 * it wants the connection. The real connection runs while some tab wants it. Connection and subscription changes,
 * and every pushed event of a method some tab listens to, are posted to all tabs.
 */
export function createLeaderCore(options: LeaderCoreOptions): LeaderCore {
  const { hub, subscriptions, logger } = options;
  const tabs = new Map<string, TabState>();
  const relays = new Map<string, () => void>();
  /** Methods (lower case) some tab other than the leading one listens to. */
  const othersListen = new Set<string>();
  let disposed = false;

  const post = (message: LeaderMessage) => {
    if (!disposed) options.post(message);
  };
  const answer = (to: string, id: string, work: () => Promise<unknown>) => {
    work().then(
      (value) => post({ type: 'answer', id, to, ok: true, value }),
      (error: unknown) => post({ type: 'answer', id, to, ok: false, error: toWireError(error) }),
    );
  };

  const offHub = hub.subscribe((snapshot) => post({ type: 'connection', snapshot: toWireSnapshot(snapshot) }));
  const offSubscriptions = subscriptions.subscribe((snapshot) => post({ type: 'subscription', snapshot }));

  function tabOf(id: string): TabState {
    let tab = tabs.get(id);
    if (!tab) {
      tab = { started: false, holds: new Map(), listens: new Set() };
      tabs.set(id, tab);
      if (id !== options.tabId) options.watchTab?.(id, () => drop(id, 'is gone'));
    }
    return tab;
  }

  function hold(from: string, tab: TabState, request: HoldRequest): void {
    if (tab.holds.has(request.holdId)) return;
    const { method, args } = request;
    const subscription =
      method === HubMethod.SubscribeToUserEvents
        ? subscriptions.subscribeToUserEvents(args[0] as UserEventKind[], args[1] as number[])
        : subscriptions.subscribeToUserPermissionEvents(args[0] as number[]);
    tab.holds.set(request.holdId, subscription);
    post({ type: 'subscription', snapshot: subscription.getSnapshot(), to: from });
  }

  function release(tab: TabState, holdId: string): void {
    const subscription = tab.holds.get(holdId);
    if (!subscription) return;
    tab.holds.delete(holdId);
    void subscription.unsubscribe();
  }

  /**
   * Relays exactly the methods some tab listens to. An event of a method only the leading tab listens to is
   * addressed to it alone (the other tabs need not even receive it).
   */
  function syncRelays(): void {
    const wanted = new Set<string>();
    othersListen.clear();
    for (const [id, tab] of tabs) {
      for (const method of tab.listens) {
        wanted.add(method);
        if (id !== options.tabId) othersListen.add(method);
      }
    }
    for (const [method, off] of relays) {
      if (wanted.has(method)) continue;
      off();
      relays.delete(method);
    }
    for (const method of wanted) {
      if (relays.has(method)) continue;
      relays.set(
        method,
        hub.on(method, (...args: unknown[]) =>
          post(othersListen.has(method) ? { type: 'event', method, args } : { type: 'event', method, args, to: options.tabId }),
        ),
      );
    }
  }

  /** Starts the real connection when a tab wants it; stops it when none does any more. */
  function want(tab: TabState, started: boolean): Promise<void> {
    const before = tab.started;
    tab.started = started;
    if (started && !before) void hub.start();
    if (!started && before && ![...tabs.values()].some((t) => t.started) && hub.state !== ConnectionState.Disconnected) return hub.stop();
    return Promise.resolve();
  }

  function leave(tab: TabState): Promise<void> {
    for (const holdId of [...tab.holds.keys()]) release(tab, holdId);
    tab.listens.clear();
    syncRelays();
    return want(tab, false);
  }

  function drop(id: string, why: string): void {
    const tab = tabs.get(id);
    if (!tab || disposed) return;
    logger.log(LogLevel.Debug, `Shared hub: tab ${id} ${why}.`);
    void leave(tab);
    tabs.delete(id);
  }

  function hello(from: string, tab: TabState, request: Extract<TabRequest, { type: 'hello' }>): void {
    post({ type: 'leader', to: from });
    const wanted = new Map(request.holds.map((h) => [h.holdId, h]));
    for (const holdId of [...tab.holds.keys()]) if (!wanted.has(holdId)) release(tab, holdId);
    tab.listens = new Set(request.listens.map((m) => m.toLowerCase()));
    syncRelays();
    void want(tab, request.started);
    post({ type: 'connection', snapshot: toWireSnapshot(hub.getSnapshot()), to: from });
    for (const h of wanted.values()) {
      const held = tab.holds.get(h.holdId);
      if (held) post({ type: 'subscription', snapshot: held.getSnapshot(), to: from });
      else hold(from, tab, h);
    }
  }

  return {
    receive(from, request) {
      if (disposed) return;
      if (request.type === 'bye') return drop(from, 'left');
      const tab = tabOf(from);
      switch (request.type) {
        case 'hello':
          return hello(from, tab, request);
        case 'hold':
          return hold(from, tab, request);
        case 'release':
          return release(tab, request.holdId);
        case 'listen':
          tab.listens.add(request.method.toLowerCase());
          return syncRelays();
        case 'unlisten':
          tab.listens.delete(request.method.toLowerCase());
          return syncRelays();
        case 'start':
          void want(tab, true);
          return answer(from, request.id, () => hub.start());
        case 'reconnect':
          void want(tab, true);
          return answer(from, request.id, () => hub.reconnect());
        case 'stop':
          return answer(from, request.id, () => leave(tab));
        case 'invoke':
          return answer(from, request.id, () => hub.invoke(request.method, ...request.args));
      }
    },
    announce: () => post({ type: 'leader' }),
    async dispose() {
      if (disposed) return;
      post({ type: 'leaving' });
      disposed = true;
      offHub();
      offSubscriptions();
      for (const off of relays.values()) off();
      relays.clear();
      tabs.clear();
      // Stopping first: the manager then sees a stopped client and invokes no Unsubscribe on a closing connection.
      const stopped = hub.stop();
      await subscriptions.dispose();
      await stopped;
    },
  };
}

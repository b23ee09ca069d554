import { ConnectionState, RECOVERY_INTERVAL_MS, RECOVERY_JITTER } from './constants';
import type { ConnectionSnapshot, HubClient } from './hub-client';
import type { Timers } from './types';

/** Registers a callback for a moment of the page's life; returns the function that removes it. */
export type PageSignal = (callback: () => void) => () => void;

/** Options of {@link keepReconnecting}. */
export interface RecoveryOptions {
  /** Milliseconds between two rounds of attempts once the retry schedule ran out; {@link RECOVERY_INTERVAL_MS} by default. */
  intervalMs?: number;
  /** Share of the interval drawn at random either way; {@link RECOVERY_JITTER} by default (0 for none). */
  jitter?: number;
  /** A number in [0, 1); `Math.random` by default. */
  random?: () => number;
  /** Timer functions for the slow schedule; the global ones by default. */
  timers?: Timers;
  /** When the browser reports it is online again; the window's `online` event by default (nothing where there is no window). */
  onOnline?: PageSignal;
  /** When the page becomes visible; the document's `visibilitychange` to `visible` by default (nothing without a document). */
  onVisible?: PageSignal;
}

/** The running recovery of a hub client (see {@link keepReconnecting}). */
export interface Recovery {
  /** Tries again now (the "Reconnect" button): the client's `reconnect()`. */
  reconnectNow(): Promise<ConnectionState>;
  /** Stops following the client and the page (the client itself is left as it is). */
  stop(): void;
}

const systemTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The window's `online` event, where there is a window. */
const browserOnline: PageSignal = (callback) => {
  const target = (globalThis as { window?: Pick<Window, 'addEventListener' | 'removeEventListener'> }).window;
  if (!target?.addEventListener) return () => undefined;
  target.addEventListener('online', callback);
  return () => target.removeEventListener('online', callback);
};

/** The document becoming visible, where there is a document. */
const browserVisible: PageSignal = (callback) => {
  const doc = (globalThis as { document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'> }).document;
  if (!doc?.addEventListener) return () => undefined;
  const listener = () => {
    if (doc.visibilityState === 'visible') callback();
  };
  doc.addEventListener('visibilitychange', listener);
  return () => doc.removeEventListener('visibilitychange', listener);
};

/** Whether the client stopped retrying after a failure (not after `stop()`, which leaves no error). */
export function hasGivenUp(snapshot: Pick<ConnectionSnapshot, 'state' | 'error'>): boolean {
  return snapshot.state === ConnectionState.Disconnected && snapshot.error !== null;
}

/**
 * Keeps a hub client coming back after its retry schedule ran out (SPEC §9's delays stay the automatic retries):
 * - when the browser reports it is online again, or the page becomes visible, a client that is waiting between
 *   two attempts tries at once, and one that gave up starts a new round;
 * - while it has given up, a new round starts every {@link RECOVERY_INTERVAL_MS} (± {@link RECOVERY_JITTER});
 * - `reconnectNow()` is the user's "Reconnect".
 * A client stopped on purpose (`stop()`: signed out) is left alone. Every effect is injected; in Node without a
 * window only the slow schedule and `reconnectNow()` act.
 */
export function keepReconnecting(
  client: Pick<HubClient, 'getSnapshot' | 'subscribe' | 'reconnect'>,
  options: RecoveryOptions = {},
): Recovery {
  const timers = options.timers ?? systemTimers;
  const interval = options.intervalMs ?? RECOVERY_INTERVAL_MS;
  const jitter = options.jitter ?? RECOVERY_JITTER;
  const random = options.random ?? Math.random;
  let timer: { handle: unknown } | null = null;
  let stopped = false;

  const cancel = () => {
    if (timer) timers.clearTimeout(timer.handle);
    timer = null;
  };

  /** Plans the next round while the client has given up (one plan at a time). */
  const plan = (snapshot: ConnectionSnapshot) => {
    if (!hasGivenUp(snapshot)) {
      cancel();
      return;
    }
    if (timer) return;
    const wait = Math.max(0, Math.round(interval * (1 + jitter * (2 * random() - 1))));
    const planned: { handle: unknown } = { handle: null };
    planned.handle = timers.setTimeout(() => {
      if (timer !== planned) return;
      timer = null;
      if (!stopped && hasGivenUp(client.getSnapshot())) void client.reconnect();
    }, wait);
    timer = planned;
  };

  /** The page says the network may be back: try now unless connected, connecting or stopped on purpose. */
  const nudge = () => {
    if (stopped) return;
    const snapshot = client.getSnapshot();
    if (snapshot.state === ConnectionState.Reconnecting || hasGivenUp(snapshot)) void client.reconnect();
  };

  const removers = [client.subscribe(plan), (options.onOnline ?? browserOnline)(nudge), (options.onVisible ?? browserVisible)(nudge)];
  plan(client.getSnapshot());

  return {
    reconnectNow: () => client.reconnect(),
    stop() {
      stopped = true;
      cancel();
      for (const remove of removers) remove();
    },
  };
}

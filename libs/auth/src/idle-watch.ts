import { createDomActivitySource, createVisibilitySource, type ActivitySource } from './activity';
import { browserStorage, systemClock, systemTimers } from './defaults';
import { Subscribable } from './subscribable';
import type { Clock, StorageLike, Timers } from './types';

/** Idle detection after 1 s without activity (SPEC §9). */
export const IDLE_AFTER_MS = 1000;
/** Inactivity before the countdown starts: 10 minutes (SPEC §9). */
export const INACTIVITY_MS = 10 * 60 * 1000;
/** Length of the logout countdown: 300 s (SPEC §9). */
export const COUNTDOWN_MS = 300 * 1000;
/** Shared storage key of the last activity time. */
export const IDLE_STORAGE_KEY = 'brokerfront.idle';

/**
 * `stopped`: not watching; `active`: activity within the last second; `idle`: no activity for a
 * second or more; `countdown`: the inactivity time is over and logout is `secondsLeft` away;
 * `timedOut`: the countdown ran out.
 */
export type IdlePhase = 'stopped' | 'active' | 'idle' | 'countdown' | 'timedOut';

/** State of the idle watch (a new object on every change). */
export interface IdleState {
  phase: IdlePhase;
  /** Seconds until logout while counting down, otherwise `null`. */
  secondsLeft: number | null;
}

/** Options of `createIdleWatch`; every effect has a browser default. */
export interface IdleWatchOptions {
  clock?: Clock;
  timers?: Timers;
  /** Storage shared by the tabs (`localStorage` by default). */
  storage?: StorageLike;
  /** User activity; mouse move, resize and key press on `window` by default. */
  activity?: ActivitySource;
  /** Signals to re-check at once (page visible again); `visibilitychange` by default. */
  wake?: ActivitySource;
  storageKey?: string;
  idleAfterMs?: number;
  inactivityMs?: number;
  countdownMs?: number;
  /** How often the state is recomputed (ms, default 1000). */
  tickMs?: number;
}

/** Watches for inactivity shared by all tabs and counts down to logout. */
export interface IdleWatch {
  getState(): IdleState;
  subscribe(listener: (state: IdleState) => void): () => void;
  /** Called once when the countdown runs out; returns the unsubscribe. */
  onTimeout(listener: () => void): () => void;
  /** Starts watching (joins the other tabs' shared activity time when it is still running). */
  start(options?: { reset?: boolean }): void;
  /** Stops watching. */
  stop(): void;
  /** "Stay signed in": counts as activity in every tab and ends the countdown. */
  stay(): void;
  /**
   * The user's `InactivityLogoutMinutes`, which may only shorten the inactivity time: a value above the default
   * (10 minutes, SPEC §9) counts as the default; `null`, `undefined`, 0, a negative value or one that is not a
   * finite number restores the default.
   */
  setInactivityMinutes(minutes: number | null | undefined): void;
}

/**
 * The inactivity time of a user's `InactivityLogoutMinutes`: a per-user value may only shorten the default, so a
 * longer one is cut to it, and no usable value (missing, 0, negative, not finite) gives the default.
 */
function userInactivityMs(minutes: number | null | undefined, defaultMs: number): number {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0) return defaultMs;
  return Math.min(minutes * 60_000, defaultMs);
}

const STOPPED: IdleState = Object.freeze({ phase: 'stopped', secondsLeft: null });

/**
 * Creates an idle watch. Every tab writes its last activity time to shared storage and computes the
 * countdown from that wall-clock time, so all tabs show the same countdown, a tab that opens late
 * joins it, and a tab that wakes from sleep (or was throttled) sees the right state at its next tick.
 */
export function createIdleWatch(options: IdleWatchOptions = {}): IdleWatch {
  const clock = options.clock ?? systemClock;
  const timers = options.timers ?? systemTimers;
  const storage = options.storage ?? browserStorage('localStorage');
  const activity = options.activity ?? createDomActivitySource();
  const wake = options.wake ?? createVisibilitySource();
  const key = options.storageKey ?? IDLE_STORAGE_KEY;
  const idleAfterMs = options.idleAfterMs ?? IDLE_AFTER_MS;
  const defaultInactivityMs = options.inactivityMs ?? INACTIVITY_MS;
  const countdownMs = options.countdownMs ?? COUNTDOWN_MS;
  const tickMs = options.tickMs ?? 1000;

  let inactivityMs = defaultInactivityMs;
  let state: IdleState = STOPPED;
  let running = false;
  let timer: unknown = null;
  let localLast = 0;
  let written = 0;
  let detach: (() => void)[] = [];
  const listeners = new Subscribable<(state: IdleState) => void>();
  const timeoutListeners = new Subscribable<() => void>();

  const readShared = (): number => {
    try {
      const raw = storage.getItem(key);
      if (!raw) return 0;
      const value = (JSON.parse(raw) as { lastActivity?: unknown }).lastActivity;
      return typeof value === 'number' && Number.isFinite(value) ? value : 0;
    } catch {
      return 0;
    }
  };
  const writeShared = (at: number) => {
    written = at;
    try {
      // Never move the shared time backwards (another tab may have written a later one).
      if (readShared() < at) storage.setItem(key, JSON.stringify({ lastActivity: at }));
    } catch {
      // Storage blocked: this tab still works on its own time.
    }
  };
  const lastActivity = () => Math.max(readShared(), localLast);

  const setState = (next: IdleState) => {
    if (next.phase === state.phase && next.secondsLeft === state.secondsLeft) return;
    state = next;
    listeners.emit(next);
  };

  const schedule = () => {
    timer = running ? timers.setTimeout(tick, tickMs) : null;
  };

  const detachAll = () => {
    for (const off of detach) off();
    detach = [];
  };

  function tick(): void {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    if (!running) return;
    const now = clock.now();
    if (localLast > written && state.phase !== 'countdown') writeShared(localLast);
    const last = lastActivity();
    const countdownAt = last + inactivityMs;
    const deadline = countdownAt + countdownMs;
    if (now >= deadline) {
      running = false;
      detachAll();
      setState({ phase: 'timedOut', secondsLeft: 0 });
      timeoutListeners.emit();
      return;
    }
    if (now >= countdownAt) setState({ phase: 'countdown', secondsLeft: Math.ceil((deadline - now) / 1000) });
    else setState({ phase: now - last >= idleAfterMs ? 'idle' : 'active', secondsLeft: null });
    schedule();
  }

  const onActivity = () => {
    if (!running || state.phase === 'countdown') return;
    const now = clock.now();
    localLast = now;
    if (now - written >= idleAfterMs) writeShared(now);
    if (state.phase === 'idle') setState({ phase: 'active', secondsLeft: null });
  };

  return {
    getState: () => state,
    subscribe: (listener) => listeners.subscribe(listener),
    onTimeout: (listener) => timeoutListeners.subscribe(listener),
    start({ reset = false } = {}) {
      if (running) return;
      running = true;
      const now = clock.now();
      const shared = readShared();
      // A fresh session, or a shared time whose countdown already ran out (the browser was closed),
      // starts from now; otherwise this tab joins the running shared time.
      if (reset || shared === 0 || now >= shared + inactivityMs + countdownMs) {
        localLast = now;
        writeShared(now);
      } else {
        localLast = 0;
        written = shared;
      }
      detach = [activity.subscribe(onActivity), wake.subscribe(() => tick())];
      tick();
    },
    stop() {
      running = false;
      detachAll();
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      setState(STOPPED);
    },
    stay() {
      if (!running) return;
      const now = clock.now();
      localLast = now;
      writeShared(now);
      tick();
    },
    setInactivityMinutes(minutes) {
      inactivityMs = userInactivityMs(minutes, defaultInactivityMs);
      if (running) tick();
    },
  };
}

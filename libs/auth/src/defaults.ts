import type { Clock, Logger, StorageLike, Timers } from './types';

/** The system clock. */
export const systemClock: Clock = { now: () => Date.now() };

/** The global timer functions. */
export const systemTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A logger that drops everything. */
export const nullLogger: Logger = { debug: () => undefined, warn: () => undefined, error: () => undefined };

/** A `Storage` that keeps nothing (used when the browser's storage is unavailable). */
export const nullStorage: StorageLike = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** `window.localStorage` / `sessionStorage` when reachable (access may throw in private modes). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): StorageLike {
  try {
    const storage = (globalThis as unknown as Record<string, StorageLike | undefined>)[kind];
    return storage ?? nullStorage;
  } catch {
    return nullStorage;
  }
}

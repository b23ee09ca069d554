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

/**
 * A `Storage` kept in memory, for as long as the page (or the Node process) lives: the stand-in when the platform
 * has no `localStorage`/`sessionStorage` (Node, a worker) or refuses access to it (some private modes). The
 * session then lives in this one context only, but it lives: a refresh still finds the tokens it replaces.
 */
export function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** `window.localStorage` / `sessionStorage` when reachable (access may throw in private modes), else {@link memoryStorage}. */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): StorageLike {
  try {
    const storage = (globalThis as unknown as Record<string, StorageLike | undefined>)[kind];
    return storage ?? memoryStorage();
  } catch {
    return memoryStorage();
  }
}

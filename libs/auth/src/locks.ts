import type { LockManagerLike } from './types';

/**
 * An in-tab lock manager: callbacks asking for the same name run one after the other.
 * Used where `navigator.locks` is missing (it then serialises only within one tab).
 */
export function createInTabLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T> | T): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(() => callback());
      const tail = run.then(
        () => undefined,
        () => undefined,
      );
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return run;
    },
  };
}

/** `navigator.locks` when the browser has it, otherwise an in-tab lock manager. */
export function browserLocks(): LockManagerLike {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  if (nav?.locks && typeof nav.locks.request === 'function') {
    const locks = nav.locks;
    return { request: (name, callback) => locks.request(name, () => callback()) };
  }
  return createInTabLocks();
}

import type { LockManagerLike } from '../shared/platform';

interface Waiter {
  owner: FakeTabLocks;
  callback: () => unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** One tab's view of a {@link FakeLockManager}: a `LockManagerLike`, and `crash()` to end the tab. */
export interface FakeTabLocks extends LockManagerLike {
  /** Ends the tab as the browser does when it closes or crashes: its locks are released, its requests dropped. */
  crash(): void;
}

/**
 * An in-memory Web Locks manager shared by several fake tabs: requests for one name are granted one at a time in
 * the order they were made (asynchronously, as the browser does), and a lock is released when its callback's
 * promise settles or when its tab crashes.
 */
export class FakeLockManager {
  private readonly queues = new Map<string, Waiter[]>();

  /** A tab's lock manager. */
  forTab(): FakeTabLocks {
    const tab: FakeTabLocks = {
      request: <T>(name: string, callback: () => Promise<T> | T) =>
        new Promise<T>((resolve, reject) =>
          this.enqueue(name, { owner: tab, callback, resolve: resolve as (value: unknown) => void, reject }),
        ),
      crash: () => this.crash(tab),
    };
    return tab;
  }

  /** Whether the lock `name` is held. */
  isHeld(name: string): boolean {
    return (this.queues.get(name)?.length ?? 0) > 0;
  }

  /** Requests waiting for `name` behind its holder. */
  waiting(name: string): number {
    return Math.max(0, (this.queues.get(name)?.length ?? 0) - 1);
  }

  private enqueue(name: string, waiter: Waiter): void {
    const queue = this.queues.get(name) ?? [];
    this.queues.set(name, queue);
    queue.push(waiter);
    if (queue.length === 1) this.grant(name);
  }

  private grant(name: string): void {
    const head = this.queues.get(name)?.[0];
    if (!head) return;
    queueMicrotask(() => {
      if (this.queues.get(name)?.[0] !== head) return;
      Promise.resolve()
        .then(() => head.callback())
        .then(
          (value) => {
            this.release(name, head);
            head.resolve(value);
          },
          (error: unknown) => {
            this.release(name, head);
            head.reject(error);
          },
        );
    });
  }

  private release(name: string, waiter: Waiter): void {
    const queue = this.queues.get(name);
    const index = queue?.indexOf(waiter) ?? -1;
    if (!queue || index < 0) return;
    queue.splice(index, 1);
    if (queue.length === 0) this.queues.delete(name);
    else if (index === 0) this.grant(name);
  }

  private crash(owner: FakeTabLocks): void {
    for (const [name, queue] of [...this.queues]) {
      for (const waiter of queue.filter((w) => w.owner === owner)) this.release(name, waiter);
    }
  }
}

/** Runs async critical sections one after another (writes check the cache, then commit, then update it). */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs `fn` once every earlier section has finished; its result or error is passed through. */
  run<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.tail.then(fn, fn);
    this.tail = next.catch(() => undefined);
    return next;
  }
}

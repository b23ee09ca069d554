/** Runs a flush later: in a microtask by default. */
export type Schedule = (flush: () => void) => void;

/** Options of {@link createBatcher}. */
export interface BatcherOptions {
  /**
   * When to deliver what arrived since the last delivery. Default: a microtask, so the records of one
   * message (or of messages read in one go) are one batch. A browser may pass a later point (a timer)
   * so that a busy page takes a burst in fewer, larger batches.
   */
  schedule?: Schedule;
}

/** Gathers items and delivers them in batches: one call of `deliver` per burst. */
export interface Batcher<T> {
  /** Adds an item; the first one after a delivery schedules the next. */
  push(item: T): void;
  /** Delivers what is pending now. */
  flush(): void;
  /** Drops what is pending and delivers nothing more. */
  dispose(): void;
}

const microtask: Schedule = (flush) => queueMicrotask(flush);

/**
 * Makes a {@link Batcher}: items pushed before the scheduled flush are delivered together, in order.
 * A `deliver` that throws loses nothing queued after it: later items start a new batch.
 */
export function createBatcher<T>(deliver: (batch: T[]) => void, options: BatcherOptions = {}): Batcher<T> {
  const schedule = options.schedule ?? microtask;
  let pending: T[] = [];
  let scheduled = false;
  let disposed = false;
  const flush = () => {
    scheduled = false;
    if (disposed || pending.length === 0) return;
    const batch = pending;
    pending = [];
    deliver(batch);
  };
  return {
    push(item) {
      if (disposed) return;
      pending.push(item);
      if (!scheduled) {
        scheduled = true;
        schedule(flush);
      }
    },
    flush,
    dispose() {
      disposed = true;
      pending = [];
    },
  };
}

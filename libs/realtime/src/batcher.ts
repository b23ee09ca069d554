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

/** The longest a batch waits for an animation frame: a hidden tab draws none, and must still apply what arrives. */
export const FRAME_FALLBACK_MS = 100;

/**
 * One delivery per animation frame: what arrives between two frames is delivered together, just before the next one is
 * drawn (or after {@link FRAME_FALLBACK_MS} when no frame comes: a hidden tab). Where there are no animation frames
 * (Node), a microtask. For consumers that update a screen: a burst of pushed messages costs one update per frame
 * instead of one per message.
 */
export const animationFrameSchedule: Schedule = (flush) => {
  if (typeof globalThis.requestAnimationFrame !== 'function') {
    queueMicrotask(flush);
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    globalThis.cancelAnimationFrame?.(frame);
    globalThis.clearTimeout(timer);
    flush();
  };
  const frame = globalThis.requestAnimationFrame(once);
  const timer = globalThis.setTimeout(once, FRAME_FALLBACK_MS);
};

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

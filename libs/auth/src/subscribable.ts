/**
 * A set of listeners that attaches to its source when the first listener subscribes and
 * detaches when the last one leaves. `onSubscribe` returns the cleanup of the attachment.
 */
export class Subscribable<TListener extends (...args: never[]) => void> {
  protected readonly listeners = new Set<TListener>();
  private cleanup: (() => void) | undefined;

  constructor(private readonly attach?: (emit: TListener) => () => void) {}

  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: TListener): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1 && this.attach) {
      this.cleanup = this.attach(((...args: Parameters<TListener>) => this.emit(...args)) as TListener);
    }
    return () => {
      if (!this.listeners.delete(listener)) return;
      if (this.listeners.size === 0 && this.cleanup) {
        const cleanup = this.cleanup;
        this.cleanup = undefined;
        cleanup();
      }
    };
  }

  /** True while at least one listener is subscribed. */
  hasListeners(): boolean {
    return this.listeners.size > 0;
  }

  /** Calls every listener; a listener that throws does not stop the others. */
  emit(...args: Parameters<TListener>): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(...args);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}

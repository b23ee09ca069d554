/** A set of listeners; `add` returns the function that removes the listener. */
export class Listeners<T> {
  private readonly set = new Set<(value: T) => void>();

  add(listener: (value: T) => void): () => void {
    this.set.add(listener);
    return () => {
      this.set.delete(listener);
    };
  }

  get size(): number {
    return this.set.size;
  }

  /** Calls every listener; one that throws does not stop the others (its error is rethrown later). */
  emit(value: T): void {
    for (const listener of [...this.set]) {
      try {
        listener(value);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}

import type { FullNameRecord } from '../entities/results';

/** The name shown when a full name cannot be found. */
export const UNKNOWN_FULL_NAME = 'Unknown';

/** Options of {@link createFullNameLookup}. */
export interface FullNameLookupOptions {
  /** One batched call (`GetFullNameOfUsers`). */
  load: (userIds: number[]) => Promise<FullNameRecord[]>;
  /** Runs the batch; defaults to `setTimeout(fn, 0)` so that ids asked in the same tick share one call. */
  schedule?: (flush: () => void) => void;
}

/** Full names by user id, batched and cached. */
export interface FullNameLookup {
  /** The full name of a user; `Unknown` on failure or when the service does not know the id. */
  get(userId: number): Promise<string>;
  /** The cached name, if any. */
  peek(userId: number): string | undefined;
  /** Stores a known name (e.g. from a pushed user event). */
  set(userId: number, fullName: string): void;
  /** Forgets one name, or every name. */
  invalidate(userId?: number): void;
}

/**
 * Batches full-name requests made in the same tick into one `GetFullNameOfUsers` call and caches
 * the names found per user id. Failures and missing ids resolve to `Unknown` and are not cached,
 * so a later request asks again.
 */
export function createFullNameLookup(options: FullNameLookupOptions): FullNameLookup {
  const schedule = options.schedule ?? ((flush) => void setTimeout(flush, 0));
  const cache = new Map<number, string>();
  const inFlight = new Map<number, Promise<string>>();
  let pending: Map<number, (name: string) => void> | null = null;

  async function flush(batch: Map<number, (name: string) => void>) {
    const ids = [...batch.keys()];
    let names = new Map<number, string>();
    try {
      const records = await options.load(ids);
      names = new Map((records ?? []).map((r) => [r.UserId, r.FullName] as const));
    } catch {
      // Every id of the batch shows Unknown.
    }
    for (const [userId, resolve] of batch) {
      const name = names.get(userId);
      if (typeof name === 'string' && name !== '') cache.set(userId, name);
      inFlight.delete(userId);
      resolve(typeof name === 'string' && name !== '' ? name : UNKNOWN_FULL_NAME);
    }
  }

  return {
    get(userId) {
      const cached = cache.get(userId);
      if (cached !== undefined) return Promise.resolve(cached);
      const running = inFlight.get(userId);
      if (running) return running;
      if (!pending) {
        const batch = new Map<number, (name: string) => void>();
        pending = batch;
        schedule(() => {
          if (pending === batch) pending = null;
          void flush(batch);
        });
      }
      const batch = pending;
      const promise = new Promise<string>((resolve) => batch.set(userId, resolve));
      inFlight.set(userId, promise);
      return promise;
    },
    peek: (userId) => cache.get(userId),
    set: (userId, fullName) => void cache.set(userId, fullName),
    invalidate: (userId) => (userId === undefined ? cache.clear() : void cache.delete(userId)),
  };
}

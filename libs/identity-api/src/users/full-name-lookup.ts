import type { FullNameRecord } from '../entities/results';

/** The name shown when a full name cannot be found. */
export const UNKNOWN_FULL_NAME = 'Unknown';

/** Options of {@link createFullNameBatcher} and {@link createFullNameLookup}. */
export interface FullNameLookupOptions {
  /** One batched call (`GetFullNameOfUsers`). */
  load: (userIds: number[]) => Promise<FullNameRecord[]>;
  /** Runs the batch; defaults to `setTimeout(fn, 0)` so that ids asked in the same tick share one call. */
  schedule?: (flush: () => void) => void;
}

/**
 * Asks the service for full names, the asks of one tick in one call, and remembers nothing: each ask is
 * answered from the service. For a caller that keeps the names in a cache of its own (the Redux endpoint
 * `getFullName` keeps them in RTK Query's, patched by pushed updates and cleared at sign-out).
 */
export interface FullNameBatcher {
  /**
   * The full name of a user, from the service; `Unknown` on failure or when the service does not know the id.
   * Asks for the same id in one tick share one answer.
   */
  load(userId: number): Promise<string>;
}

/** Full names by user id, batched and cached: for callers without a cache of their own. */
export interface FullNameLookup {
  /** The full name of a user; `Unknown` on failure or when the service does not know the id. */
  get(userId: number): Promise<string>;
  /** The cached name, if any. */
  peek(userId: number): string | undefined;
  /** Stores a known name (e.g. from a pushed user event). */
  set(userId: number, fullName: string): void;
  /** Forgets one name, or every name (e.g. at sign-out). */
  invalidate(userId?: number): void;
}

/** A name the service gave, or null when it gave none. */
const known = (name: string | undefined): string | null => (typeof name === 'string' && name !== '' ? name : null);

/**
 * Batches full-name requests made in the same tick into one `GetFullNameOfUsers` call. Failures and
 * missing ids resolve to `Unknown`.
 *
 * @example
 * const names = createFullNameBatcher({ load: (ids) => users.getFullNameOfUsers(ids) });
 * const [a, b] = await Promise.all([names.load(7), names.load(9)]); // one call
 */
export function createFullNameBatcher(options: FullNameLookupOptions): FullNameBatcher {
  const schedule = options.schedule ?? ((flush) => void setTimeout(flush, 0));
  /** The asks of the tick not yet sent: each id's answer, and how to give it. */
  type Batch = Map<number, { promise: Promise<string>; resolve: (name: string) => void }>;
  let pending: Batch | null = null;

  async function flush(batch: Batch) {
    let names = new Map<number, string>();
    try {
      const records = await options.load([...batch.keys()]);
      names = new Map((records ?? []).map((r) => [r.UserId, r.FullName] as const));
    } catch {
      // Every id of the batch shows Unknown.
    }
    for (const [userId, { resolve }] of batch) resolve(known(names.get(userId)) ?? UNKNOWN_FULL_NAME);
  }

  return {
    load(userId) {
      if (!pending) {
        const batch: Batch = new Map();
        pending = batch;
        schedule(() => {
          if (pending === batch) pending = null;
          void flush(batch);
        });
      }
      const asked = pending.get(userId);
      if (asked) return asked.promise;
      let resolve!: (name: string) => void;
      const promise = new Promise<string>((r) => (resolve = r));
      pending.set(userId, { promise, resolve });
      return promise;
    },
  };
}

/**
 * Full names through a {@link createFullNameBatcher}, cached per user id. Failures and missing ids resolve
 * to `Unknown` and are not cached, so a later request asks again.
 *
 * @example
 * const names = createFullNameLookup({ load: (ids) => users.getFullNameOfUsers(ids) });
 * label.textContent = await names.get(user.AccountManagerId);
 * session.on('logout', () => names.invalidate());
 */
export function createFullNameLookup(options: FullNameLookupOptions): FullNameLookup {
  const batcher = createFullNameBatcher({
    ...options,
    load: async (ids) => {
      const records = await options.load(ids);
      for (const r of records ?? []) {
        const name = known(r.FullName);
        if (name !== null) cache.set(r.UserId, name);
      }
      return records;
    },
  });
  const cache = new Map<number, string>();
  const inFlight = new Map<number, Promise<string>>();

  return {
    get(userId) {
      const cached = cache.get(userId);
      if (cached !== undefined) return Promise.resolve(cached);
      const running = inFlight.get(userId);
      if (running) return running;
      const promise = batcher.load(userId).finally(() => inFlight.delete(userId));
      inFlight.set(userId, promise);
      return promise;
    },
    peek: (userId) => cache.get(userId),
    set: (userId, fullName) => void cache.set(userId, fullName),
    invalidate: (userId) => (userId === undefined ? cache.clear() : void cache.delete(userId)),
  };
}

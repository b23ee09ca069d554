/** The local-storage key of the chosen interface language (SPEC §4). */
export const CHOSEN_LANGUAGE_KEY = 'brokerfront.language';

/** Remembers the language a visitor chose, across visits. */
export interface LanguageStore {
  /** The stored prefix, or null when none (or storage is unavailable). */
  get(): string | null;
  set(prefix: string): void;
  clear(): void;
}

/**
 * A language store over a Storage (default `window.localStorage`). Storage failures (private
 * mode, quota) are swallowed: the visitor then simply gets the default language next time.
 */
export function createLanguageStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = typeof localStorage === 'undefined' ? undefined : localStorage,
  key: string = CHOSEN_LANGUAGE_KEY,
): LanguageStore {
  return {
    get() {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(prefix) {
      try {
        storage?.setItem(key, prefix);
      } catch {
        // Storage refused: the choice lasts for this page only.
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing stored that could be cleared.
      }
    },
  };
}

/** A language store in memory (tests, server rendering). */
export function createMemoryLanguageStore(initial: string | null = null): LanguageStore {
  let value = initial;
  return {
    get: () => value,
    set: (prefix) => {
      value = prefix;
    },
    clear: () => {
      value = null;
    },
  };
}

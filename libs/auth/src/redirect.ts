import { browserStorage } from './defaults';
import type { StorageLike } from './types';

/** Storage key of the remembered redirect URL. */
export const REDIRECT_STORAGE_KEY = 'brokerfront.redirectUrl';

/** Remembers where to go after sign-in: set once, cleared when read (SPEC §4). */
export interface RedirectMemory {
  /** Remembers `url` unless one is already remembered (the first protected page wins). */
  remember(url: string): void;
  /** The remembered URL, cleared by reading it; `null` when none. */
  take(): string | null;
  /** The remembered URL without clearing it. */
  peek(): string | null;
  clear(): void;
}

/**
 * Creates the redirect-URL memory over a storage (`sessionStorage` by default, so it survives a
 * reload of the sign-in page but not the tab).
 */
export function createRedirectMemory(storage: StorageLike = browserStorage('sessionStorage'), key = REDIRECT_STORAGE_KEY): RedirectMemory {
  // Used only when the storage throws (blocked storage): the URL then lives as long as the page.
  let memory: string | null = null;
  const read = (): string | null => {
    try {
      return storage.getItem(key);
    } catch {
      return memory;
    }
  };
  const clear = () => {
    memory = null;
    try {
      storage.removeItem(key);
    } catch {
      // Ignored: nothing stored.
    }
  };
  return {
    remember(url) {
      if (read() !== null) return;
      try {
        storage.setItem(key, url);
      } catch {
        memory = url;
      }
    },
    take() {
      const url = read();
      clear();
      return url;
    },
    peek: read,
    clear,
  };
}

/** Tracks the current and the previous URL across navigations (SPEC §4). */
export interface UrlHistory {
  /** Records a navigation; the same URL twice in a row is one navigation. */
  navigated(url: string): void;
  readonly current: string | null;
  readonly previous: string | null;
}

/** Creates a previous-URL tracker. */
export function createUrlHistory(): UrlHistory {
  let current: string | null = null;
  let previous: string | null = null;
  return {
    navigated(url) {
      if (url === current) return;
      previous = current;
      current = url;
    },
    get current() {
      return current;
    },
    get previous() {
      return previous;
    },
  };
}

/**
 * Accepts only same-site paths as redirect targets (`/x`, not `//host` or `https://…`), so a
 * crafted link cannot send a signed-in user elsewhere.
 */
export function safeRedirectPath(url: string | null | undefined, fallback = '/'): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return fallback;
  return url;
}

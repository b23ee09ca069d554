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

/** `true` when `text` has a control character (C0, DEL or C1): browsers strip or rewrite them in URLs. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** The path, query and hash of an absolute URL of `origin`, or `null` (another origin, or not a URL). */
function sameOriginPath(url: string, origin: string | undefined): string | null {
  if (!origin) return null;
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(origin).origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * Accepts only same-site paths as redirect targets, so a crafted link cannot send a signed-in user
 * elsewhere, and never throws. Refused (→ `fallback`): anything but a string; control characters
 * (tab, CR, LF, NUL…, which browsers strip, turning `/\t/evil` into `//evil`); backslashes (read as
 * `/` by browsers); protocol-relative `//host`; absolute URLs, unless `origin` is given and the URL
 * belongs to it (then its path, query and hash are returned).
 */
export function safeRedirectPath(url: string | null | undefined, fallback = '/', origin?: string): string {
  if (typeof url !== 'string' || url === '' || hasControlCharacter(url) || url.includes('\\')) return fallback;
  if (url.startsWith('/')) return url.startsWith('//') ? fallback : url;
  const path = sameOriginPath(url, origin);
  return path !== null && path.startsWith('/') && !path.startsWith('//') ? path : fallback;
}

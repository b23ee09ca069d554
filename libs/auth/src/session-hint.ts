import { browserStorage } from './defaults';
import { parseSessionMarker, SESSION_STORAGE_KEY } from './session-keys';
import type { StorageLike } from './types';

/** Where {@link mayHaveSession} looks; the browser's storages and the session's default key by default. */
export interface SessionHintOptions {
  localStorage?: StorageLike;
  sessionStorage?: StorageLike;
  /** The session's storage key (`SessionOptions.storageKey`); `currentUser` by default. */
  storageKey?: string;
}

/** The `localStorage` keys whose change may mean that a session started in another tab (for `storage` events). */
export function sessionHintKeys(storageKey = SESSION_STORAGE_KEY): string[] {
  return [storageKey, `${storageKey}.session`];
}

/**
 * Whether this tab may have a session to start, read synchronously from storage without starting one: a session
 * kept in this browser (remembered) or in this tab (including a delegated one), or a sign-in of this browser that
 * was not signed out (another open tab may hand its session over). `false` means a visitor who is certainly signed
 * out, so a page may put off loading the session until it is needed. Unreadable storage counts as "may have".
 */
export function mayHaveSession(options: SessionHintOptions = {}): boolean {
  const key = options.storageKey ?? SESSION_STORAGE_KEY;
  const local = options.localStorage ?? browserStorage('localStorage');
  const tab = options.sessionStorage ?? browserStorage('sessionStorage');
  try {
    if (local.getItem(key) !== null || tab.getItem(key) !== null || tab.getItem(`${key}.delegated`) !== null) return true;
    const marker = parseSessionMarker(local.getItem(`${key}.session`));
    return marker !== null && marker.signedOutAt === null;
  } catch {
    return true;
  }
}

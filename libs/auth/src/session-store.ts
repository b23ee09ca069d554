import { readExpiry } from './token';
import type { Logger, SessionData, StorageLike } from './types';

/** Storage key of the session data (SPEC §9). */
export const SESSION_STORAGE_KEY = 'currentUser';

/** Session data together with where it is kept. */
export interface StoredSession {
  data: SessionData;
  /** `true` when kept in long-term storage ("remember me"), `false` when only for the tab. */
  persistent: boolean;
}

/** Checks the shape of session data; a token without a readable expiry is rejected. */
export function parseSessionData(value: unknown): SessionData | null {
  if (value === null || typeof value !== 'object') return null;
  const { token, refresh_token } = value as Record<string, unknown>;
  if (typeof token !== 'string' || typeof refresh_token !== 'string') return null;
  const tokenExp = readExpiry(token);
  if (tokenExp === null) return null;
  return { token, refresh_token, tokenExp };
}

/**
 * Reads and writes the session data in long-term (`localStorage`) or per-tab (`sessionStorage`)
 * storage. Corrupted JSON, a malformed token or a throwing storage count as "no session".
 */
export class SessionStore {
  constructor(
    private readonly local: StorageLike,
    private readonly perTab: StorageLike,
    private readonly logger: Logger,
    private readonly key = SESSION_STORAGE_KEY,
  ) {}

  /** The stored session; long-term storage wins over per-tab storage. */
  read(): StoredSession | null {
    const persistent = this.readFrom(this.local);
    if (persistent) return { data: persistent, persistent: true };
    const tabOnly = this.readFrom(this.perTab);
    return tabOnly ? { data: tabOnly, persistent: false } : null;
  }

  /** Stores the session in the storage its persistence choice names and removes it from the other. */
  write(session: StoredSession): void {
    const [target, other] = session.persistent ? [this.local, this.perTab] : [this.perTab, this.local];
    this.safely(() => target.setItem(this.key, JSON.stringify(session.data)));
    this.safely(() => other.removeItem(this.key));
  }

  /** Removes the session from both storages. */
  clear(): void {
    this.safely(() => this.local.removeItem(this.key));
    this.safely(() => this.perTab.removeItem(this.key));
  }

  /** Writes only the per-tab copy (a tab-only session handed over by another tab). */
  writePerTab(data: SessionData): void {
    this.safely(() => this.perTab.setItem(this.key, JSON.stringify(data)));
  }

  /** Removes only the per-tab copy (used when another tab logs out). */
  clearPerTab(): void {
    this.safely(() => this.perTab.removeItem(this.key));
  }

  private readFrom(storage: StorageLike): SessionData | null {
    let raw: string | null;
    try {
      raw = storage.getItem(this.key);
    } catch (error) {
      this.logger.warn('Session storage is not readable.', error);
      return null;
    }
    if (raw === null) return null;
    try {
      const data = parseSessionData(JSON.parse(raw));
      if (data) return data;
    } catch {
      // Falls through: corrupted JSON.
    }
    this.logger.warn('Stored session data is unreadable and was removed.');
    this.safely(() => storage.removeItem(this.key));
    return null;
  }

  private safely(action: () => void): void {
    try {
      action();
    } catch (error) {
      this.logger.warn('Session storage is not writable.', error);
    }
  }
}

import { readExpiry } from './token';
import type { Logger, SessionData, StorageLike } from './types';

import { SESSION_STORAGE_KEY } from './session-keys';

export { SESSION_STORAGE_KEY };

/** Session data together with where it is kept. */
export interface StoredSession {
  data: SessionData;
  /** `true` when kept in long-term storage ("remember me"), `false` when only for the tab. */
  persistent: boolean;
  /**
   * Id of the sign-in this data belongs to (kept beside the data under `{key}.sid`; not secret). `null`
   * for data stored before session ids existed.
   */
  sid?: string | null;
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

  private get sidKey(): string {
    return `${this.key}.sid`;
  }

  /** The stored session; long-term storage wins over per-tab storage. */
  read(): StoredSession | null {
    const persistent = this.readFrom(this.local);
    if (persistent) return { data: persistent, persistent: true, sid: this.readSid(this.local) };
    const tabOnly = this.readFrom(this.perTab);
    return tabOnly ? { data: tabOnly, persistent: false, sid: this.readSid(this.perTab) } : null;
  }

  /** Stores the session in the storage its persistence choice names and removes it from the other. */
  write(session: StoredSession): void {
    const [target, other] = session.persistent ? [this.local, this.perTab] : [this.perTab, this.local];
    this.writeTo(target, session.data, session.sid ?? null);
    this.safely(() => other.removeItem(this.key));
    this.safely(() => other.removeItem(this.sidKey));
  }

  /** Removes the session from both storages. */
  clear(): void {
    this.clearPerTab();
    this.safely(() => this.local.removeItem(this.key));
    this.safely(() => this.local.removeItem(this.sidKey));
  }

  /** Writes only the per-tab copy (a tab-only session handed over by another tab). */
  writePerTab(data: SessionData, sid: string | null = null): void {
    this.writeTo(this.perTab, data, sid);
  }

  /** Removes only the per-tab copy (used when another tab logs out). */
  clearPerTab(): void {
    this.safely(() => this.perTab.removeItem(this.key));
    this.safely(() => this.perTab.removeItem(this.sidKey));
  }

  private writeTo(storage: StorageLike, data: SessionData, sid: string | null): void {
    this.safely(() => storage.setItem(this.key, JSON.stringify(data)));
    this.safely(() => (sid ? storage.setItem(this.sidKey, sid) : storage.removeItem(this.sidKey)));
  }

  private readSid(storage: StorageLike): string | null {
    try {
      return storage.getItem(this.sidKey) || null;
    } catch {
      return null;
    }
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

import { fingerprint } from './fingerprint';
import { parseSessionMarker, type SessionMarker } from './session-keys';
import type { Logger, StorageLike } from './types';

/**
 * What every tab of the browser may know about the current sign-in, kept in `localStorage` under
 * `{key}.session`. It holds no secret: a session id, a one-way fingerprint of the newest refresh token
 * and when the session was signed out.
 */
export type { SessionMarker };

/** How a tab's own tokens stand against the shared marker. */
export type MarkerVerdict =
  /** No marker, or the tab's tokens are the newest: use them. */
  | 'current'
  /** Same sign-in, but another tab already rotated the refresh token: ask the others, never replay it. */
  | 'rotated'
  /** The sign-in was signed out (or replaced by a newer one): never use these tokens again. */
  | 'ended';

/** Reads and writes the shared {@link SessionMarker}; a missing or throwing storage reads as "no marker". */
export class SessionMarkerStore {
  constructor(
    private readonly local: StorageLike,
    private readonly logger: Logger,
    private readonly key: string,
  ) {}

  /** The marker, or `null` when there is none or it is unreadable. */
  read(): SessionMarker | null {
    try {
      return parseSessionMarker(this.local.getItem(this.key));
    } catch {
      return null;
    }
  }

  /** Records the newest tokens of a sign-in. */
  signedIn(sid: string, refreshToken: string): void {
    this.write({ sid, current: fingerprint(refreshToken), signedOutAt: null });
  }

  /** Records that a sign-in ended (every tab holding its tokens must drop them). */
  signedOut(sid: string, at: number): void {
    this.write({ sid, current: null, signedOutAt: at });
  }

  /**
   * Judges a tab's tokens: `ended` when the marker names another sign-in or this one was signed out,
   * `rotated` when the refresh token is not the newest of its sign-in, `current` otherwise (also when
   * there is no marker or the tab's sign-in has no id, as for data stored by older versions).
   */
  verdict(sid: string | null, refreshToken: string): MarkerVerdict {
    const marker = this.read();
    if (!marker) return 'current';
    if (!sid) return marker.signedOutAt !== null ? 'ended' : 'current';
    if (marker.sid !== sid || marker.signedOutAt !== null) return 'ended';
    return marker.current !== null && marker.current !== fingerprint(refreshToken) ? 'rotated' : 'current';
  }

  /** `true` when tokens of sign-in `sid` may be taken from another tab (that sign-in is the newest and not signed out). */
  accepts(sid: string | null | undefined): boolean {
    const marker = this.read();
    if (!marker) return true;
    return marker.signedOutAt === null && (!sid || marker.sid === sid);
  }

  private write(marker: SessionMarker): void {
    try {
      this.local.setItem(this.key, JSON.stringify(marker));
    } catch (error) {
      this.logger.warn('Could not record the session in shared storage.', error);
    }
  }
}

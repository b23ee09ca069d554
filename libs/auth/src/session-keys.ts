/** Storage key of the session data (SPEC §9). */
export const SESSION_STORAGE_KEY = 'currentUser';

/** What every tab may know about the current sign-in (see `SessionMarkerStore`): no secret in it. */
export interface SessionMarker {
  /** Id of the newest sign-in of this browser. */
  sid: string;
  /** Fingerprint of the newest refresh token of that sign-in (`null` once signed out). */
  current: string | null;
  /** When that sign-in was signed out (ms since the epoch), or `null` while it lasts. */
  signedOutAt: number | null;
}

/** Reads a stored marker; `null` when it is missing or not a marker. May throw (unreadable JSON). */
export function parseSessionMarker(raw: string | null): SessionMarker | null {
  if (!raw) return null;
  const value = JSON.parse(raw) as Partial<SessionMarker>;
  if (typeof value.sid !== 'string') return null;
  return {
    sid: value.sid,
    current: typeof value.current === 'string' ? value.current : null,
    signedOutAt: typeof value.signedOutAt === 'number' ? value.signedOutAt : null,
  };
}

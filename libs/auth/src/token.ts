import { jwtDecode } from 'jwt-decode';
import type { TokenClaims, TokenState } from './types';

/** Reads the claims of a JWT, or `null` when it is not a readable JWT. Never throws. */
export function readClaims(token: string | null | undefined): TokenClaims | null {
  if (typeof token !== 'string' || token === '') return null;
  try {
    const claims = jwtDecode<TokenClaims>(token);
    return claims !== null && typeof claims === 'object' ? claims : null;
  } catch {
    return null;
  }
}

/** The token's own expiry (`exp`, seconds since the epoch), or `null` when missing or unreadable. */
export function readExpiry(token: string | null | undefined): number | null {
  const exp = readClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}

/**
 * Token state of SPEC §4: `none` without a readable token, `expired` when the current time in
 * seconds is at or past the expiry read from the token, `active` otherwise.
 */
export function tokenState(token: string | null | undefined, nowMs: number): TokenState {
  const exp = readExpiry(token);
  if (exp === null) return 'none';
  return Math.floor(nowMs / 1000) >= exp ? 'expired' : 'active';
}

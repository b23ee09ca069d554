/** Where the identity service lives (SPEC §3 "service host pieces"). */
export interface IdentityEndpoint {
  protocol: string;
  host: string;
  port?: number | string | null;
  root: string;
}

/** How the site signs in (SPEC §3 "connect settings"). `grant_type` is the password grant. */
export interface ConnectSettings {
  client_id: string;
  client_secret: string;
  scope: string;
  grant_type: string;
  /** Root of the token endpoint; defaults to the endpoint's root. */
  root?: string;
}

/** What is stored under the key `currentUser` (SPEC §3 "Session data"). */
export interface SessionData {
  token: string;
  refresh_token: string;
  /** Expiry of the access token, seconds since the epoch. */
  tokenExp: number;
}

/** Result of a login, auto-login or refresh (SPEC §3 "Login result" and "Lockout result"). */
export interface LoginResult {
  success: boolean;
  message: string;
  token: string | null;
  /** The service's error code when the attempt failed. */
  errorCode?: string;
  /** When the account lock ends (only for `locked_out`). */
  lockedUntil?: Date;
}

/** Token state of SPEC §4. */
export type TokenState = 'none' | 'active' | 'expired';

/** Claims of the access token that the site reads. Other claims are kept as they are. */
export interface TokenClaims {
  sub?: string;
  email?: string;
  name?: string;
  user_type?: string;
  /**
   * The acting party of a delegated session (RFC 8693 `act`): the employee who opened this session on the
   * user's behalf ("Log in as client"). Absent in the user's own sessions.
   */
  act?: ActorClaim;
  exp?: number;
  iat?: number;
  [claim: string]: unknown;
}

/** The `act` claim of a delegated session: who acts on the user's behalf. */
export interface ActorClaim {
  sub?: string;
  name?: string;
  [claim: string]: unknown;
}

/** Wall clock in milliseconds since the epoch. */
export interface Clock {
  now(): number;
}

/** Timer functions; the browser's by default. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Minimal logger; nothing is logged by default. */
export interface Logger {
  debug(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** The part of the Web Storage API the library uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The `fetch` function (or a compatible one). */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** The part of `navigator.locks` the library uses. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T> | T): Promise<T>;
}

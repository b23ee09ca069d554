import { browserStorage, nullLogger, systemClock, systemTimers } from './defaults';
import { fingerprint } from './fingerprint';
import { browserLocks } from './locks';
import {
  LOGIN_FALLBACK_MESSAGE,
  NOT_LOGGED_IN_MESSAGE,
  RECONNECTING_ERROR,
  RECONNECTING_MESSAGE,
  SWITCH_DECLINED_ERROR,
  SWITCH_DECLINED_MESSAGE,
  loginErrorMessage,
} from './login-messages';
import { SessionMarkerStore } from './session-marker';
import { SESSION_STORAGE_KEY, SessionStore, parseSessionData, type StoredSession } from './session-store';
import { Subscribable } from './subscribable';
import { createBrowserTabChannel, type TabChannel, type TabMessage } from './tab-channel';
import { readClaims, readExpiry, tokenState } from './token';
import { TokenClient, isSessionEnding, type TokenResponse } from './token-client';
import type {
  Clock,
  ConnectSettings,
  FetchLike,
  IdentityEndpoint,
  LockManagerLike,
  Logger,
  LoginResult,
  SessionData,
  StorageLike,
  Timers,
  TokenClaims,
  TokenState,
} from './types';

/** Where the session is: `starting` until the stored session (or another tab's) is known. */
export type SessionStatus = 'starting' | 'loggedOut' | 'loggedIn';

/**
 * Whether the session can reach the token endpoint: `retrying` while a refresh failed for a transient
 * reason (network, timeout, 5xx, 429…) and is being retried; the session is kept meanwhile.
 */
export type SessionConnectivity = 'ok' | 'retrying';

/** Observable state of a session. A new object is made on every change. */
export interface SessionState {
  status: SessionStatus;
  /** The access token (possibly expired; use `getAccessToken()` to call APIs). */
  token: string | null;
  /** Expiry of the access token in seconds since the epoch. */
  tokenExp: number | null;
  /** Claims of the access token (`sub`, `email`, `name`, `user_type`, …). */
  claims: TokenClaims | null;
  /** `true` when the session is remembered in long-term storage. */
  persistent: boolean;
  /** `retrying` while a refresh is retried after a transient failure ("Reconnecting…"); `ok` otherwise. */
  connectivity: SessionConnectivity;
  /**
   * `true` for a delegated session (an auto-login whose token names an acting employee, the `act` claim):
   * it lives in this tab only, is never remembered, and neither joins nor disturbs the other tabs' session.
   */
  delegated: boolean;
}

/** Why a session ended. */
/**
 * Why a session ended: `deactivated` when the service refused the session because the account was blocked or archived
 * (it does not say which; a pushed update that arrives in time says `blocked` or `archived`).
 */
export type LogoutReason = 'user' | 'idle' | 'refreshFailed' | 'deactivated' | 'blocked' | 'archived' | (string & {});

/** How a session began in this tab. */
export type LoginSource = 'password' | 'autoLogin' | 'restored' | 'otherTab';

/** Events of a session; each `on()` returns its unsubscribe. */
export interface SessionEvents {
  login: (event: { source: LoginSource; claims: TokenClaims | null; persistent: boolean }) => void;
  logout: (event: { reason: LogoutReason; message?: string; fromOtherTab: boolean }) => void;
  refreshed: (event: { fromOtherTab: boolean }) => void;
  refreshFailed: (event: { result: LoginResult }) => void;
  /** A refresh failed for a transient reason; the next attempt starts after `delayMs`. */
  refreshRetrying: (event: { attempt: number; delayMs: number; error: string }) => void;
}

/** The two users an auto-login would switch between (claims of their access tokens). */
export interface AccountSwitch {
  current: TokenClaims | null;
  next: TokenClaims | null;
}

/** Options of `autoLogin`. */
export interface AutoLoginOptions {
  rememberMe?: boolean;
  /**
   * Asked when another user is signed in: `true` signs that user out (everywhere, revoking their
   * tokens) and continues as the new one. Without it, or on `false`, the new tokens are revoked and the
   * result fails with `errorCode: 'switch_declined'`. The same user signing in again is never asked.
   */
  confirmSwitch?: (accounts: AccountSwitch) => boolean | Promise<boolean>;
}

/** Credentials of the sign-in form. */
export interface Credentials {
  email: string;
  password: string;
  /** Keep the session in long-term storage (otherwise only for this tab). */
  rememberMe?: boolean;
}

/** Options of `createSession`. Every effect has a browser default. */
export interface SessionOptions {
  endpoint: IdentityEndpoint;
  connect: ConnectSettings;
  fetch?: FetchLike;
  clock?: Clock;
  timers?: Timers;
  localStorage?: StorageLike;
  sessionStorage?: StorageLike;
  /** Cross-tab channel; `BroadcastChannel` (or `storage` events) by default. */
  channel?: TabChannel;
  /** Web Locks; `navigator.locks` (or an in-tab lock) by default. */
  locks?: LockManagerLike;
  logger?: Logger;
  /** Storage key of the session data; `currentUser` by default. */
  storageKey?: string;
  /** How long a new tab waits for an open tab to hand over a tab-only session (ms, default 100). */
  startupTimeoutMs?: number;
  /** How long to wait for tokens another tab already refreshed (ms, default 3000). */
  rotationWaitMs?: number;
  /** Treat the token as expired this many seconds before its `exp` (default 0). */
  expiryLeewaySeconds?: number;
  /** Name of the Web Lock that makes refresh single-flight across tabs. */
  lockName?: string;
  /** Random numbers in [0, 1) for the retry jitter and session ids; `Math.random` by default. */
  random?: () => number;
  /** Abort a token-endpoint request after this many ms (default 15 000). */
  requestTimeoutMs?: number;
  /** First retry delay cap after a transient refresh failure (ms, default 1 000; doubles each attempt). */
  retryBaseMs?: number;
  /** Largest retry delay cap (ms, default 30 000). Delays are drawn uniformly below the cap ("full jitter"). */
  retryMaxMs?: number;
  /**
   * How long `getAccessToken()` waits for a refresh that is being retried before it rejects with a
   * transient `SessionError` (`transient: true`); the retries go on (ms, default 30 000).
   */
  refreshWaitMs?: number;
  /** How long sign-out waits for the revocation call (ms, default 3 000); the session is cleared anyway. */
  revocationTimeoutMs?: number;
}

/**
 * A failed `getAccessToken()`: the message is the error text; `result` is the failed login result.
 * `transient` is `true` when the session is kept and being reconnected (try again later).
 */
export class SessionError extends Error {
  readonly transient: boolean;

  constructor(
    message: string,
    readonly result: LoginResult = { success: false, message, token: null },
  ) {
    super(message);
    this.name = 'SessionError';
    this.transient = result.errorCode === RECONNECTING_ERROR;
  }
}

/** The sign-in session of SPEC §4: login, auto-login, refresh, logout, shared between tabs. */
export interface Session {
  /** Current state (stable object until the next change; fit for `useSyncExternalStore`). */
  getState(): SessionState;
  /** Calls `listener` after each state change; returns the unsubscribe. */
  subscribe(listener: (state: SessionState) => void): () => void;
  /** Listens to a session event; returns the unsubscribe. */
  on<K extends keyof SessionEvents>(event: K, listener: SessionEvents[K]): () => void;
  /**
   * Reads the stored session, joins the other tabs and settles `starting` into `loggedIn` or
   * `loggedOut`. Idempotent; resolves with the settled state.
   */
  start(): Promise<SessionState>;
  /** Leaves the other tabs and cancels timers (the stored session stays). */
  stop(): void;
  /** Password login; never throws. */
  login(credentials: Credentials): Promise<LoginResult>;
  /**
   * Login with an auto-login token (grant `auto_login_token`); one request per token at a time; never
   * throws. Never replaces another signed-in user silently (see `confirmSwitch`). A token naming an acting
   * employee (the `act` claim: "Log in as client") opens a delegated session in this tab only: the other
   * tabs keep their session, nothing is remembered, and closing the tab ends it.
   */
  autoLogin(token: string, options?: AutoLoginOptions): Promise<LoginResult>;
  /**
   * Refreshes the tokens now: single-flight in this tab and, through a Web Lock, across tabs. Transient
   * failures are retried with backoff; resolves once the refresh succeeded or the session ended.
   */
  refresh(): Promise<LoginResult>;
  /**
   * Ends the session here and in every other tab: the refresh token is revoked on the server
   * (request sent first, not awaited for the local sign-out), storage is cleared and the other tabs
   * are told.
   */
  logout(reason?: LogoutReason, message?: string): void;
  /**
   * `logout()`, resolving when the revocation call settled or timed out (`revocationTimeoutMs`); never
   * rejects. The session is already ended locally when it returns.
   */
  signOut(reason?: LogoutReason, message?: string): Promise<void>;
  /**
   * A valid access token: refreshed first when expired (one refresh shared by every caller).
   * Rejects with `SessionError('Not logged in.')` without a session, with the refresh error text when
   * the server ended the session, or with a transient `SessionError` while reconnecting takes long.
   */
  getAccessToken(): Promise<string>;
  /** Token state of SPEC §4 at the current time. */
  getTokenState(): TokenState;
}

/** What one refresh attempt came to: an outcome, or a transient failure to retry. */
type RefreshAttempt = { kind: 'done'; result: LoginResult } | { kind: 'transient'; error: string };

interface RotationRecord {
  consumed: string;
  outcome: 'refreshed' | 'failed';
  message?: string;
  at: number;
}

const LOGGED_OUT: SessionState = Object.freeze({
  status: 'loggedOut',
  token: null,
  tokenExp: null,
  claims: null,
  persistent: false,
  connectivity: 'ok',
  delegated: false,
});
const STARTING: SessionState = Object.freeze({ ...LOGGED_OUT, status: 'starting' });

function failed(message: string, errorCode?: string, lockedUntil?: Date): LoginResult {
  return { success: false, message, token: null, ...(errorCode ? { errorCode } : {}), ...(lockedUntil ? { lockedUntil } : {}) };
}

function succeeded(token: string): LoginResult {
  return { success: true, message: '', token };
}

const done = (result: LoginResult): RefreshAttempt => ({ kind: 'done', result });

/** `true` when two sets of claims name the same user. */
function sameUser(a: TokenClaims | null, b: TokenClaims | null): boolean {
  return !!a && !!b && (a.sub !== undefined ? a.sub === b.sub : a.email !== undefined && a.email === b.email);
}

/** The shortest pause between two refresh attempts (ms), so that a failing service is never hammered. */
export const MIN_RETRY_DELAY_MS = 100;

/**
 * Delay before retry `attempt` (0-based): uniform in [0, min(maxMs, baseMs * 2^attempt)) ("full
 * jitter", so that tabs and browsers do not retry in step), but at least {@link MIN_RETRY_DELAY_MS}.
 */
export function retryDelay(attempt: number, random: () => number, baseMs = 1000, maxMs = 30_000): number {
  const cap = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.max(Math.min(MIN_RETRY_DELAY_MS, cap), Math.floor(Math.max(0, Math.min(1, random())) * cap));
}

class BrowserSession implements Session {
  private readonly clock: Clock;
  private readonly timers: Timers;
  private readonly local: StorageLike;
  private readonly channel: TabChannel;
  private readonly locks: LockManagerLike;
  private readonly logger: Logger;
  private readonly store: SessionStore;
  private readonly client: TokenClient;
  private readonly rotationKey: string;
  private readonly lockName: string;
  private readonly startupTimeoutMs: number;
  private readonly rotationWaitMs: number;
  private readonly leeway: number;
  private readonly marker: SessionMarkerStore;
  private readonly random: () => number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly refreshWaitMs: number;
  private readonly revocationTimeoutMs: number;
  /** Per-tab storage, where a delegated session lives. */
  private readonly tab: StorageLike;
  private readonly delegatedKey: string;

  private state: SessionState = STARTING;
  /** This tab holds a delegated session (see {@link SessionState.delegated}); it has left the shared one. */
  private delegated = false;
  private data: SessionData | null = null;
  /** Id of this tab's sign-in (shared by every tab holding the same session). */
  private sid: string | null = null;
  /** Backoff pauses to cut short when the tokens change or the session ends. */
  private readonly wakeups = new Set<() => void>();
  /** Set by `stop()`: retries end. */
  private halted = false;
  /** Changes on every login and logout, so that answers arriving late are recognised. */
  private generation = 0;
  private started: Promise<SessionState> | null = null;
  private settle: (() => void) | null = null;
  private startupTimer: unknown = null;
  private detachChannel: (() => void) | null = null;
  private refreshing: Promise<LoginResult> | null = null;
  private readonly autoLogins = new Map<string, Promise<LoginResult>>();
  private readonly rotationWaiters = new Set<(data: SessionData | null) => void>();

  private readonly stateListeners = new Subscribable<(state: SessionState) => void>();
  private readonly events: { [K in keyof SessionEvents]: Subscribable<SessionEvents[K]> } = {
    login: new Subscribable(),
    logout: new Subscribable(),
    refreshed: new Subscribable(),
    refreshFailed: new Subscribable(),
    refreshRetrying: new Subscribable(),
  };

  constructor(options: SessionOptions) {
    this.clock = options.clock ?? systemClock;
    this.timers = options.timers ?? systemTimers;
    this.local = options.localStorage ?? browserStorage('localStorage');
    this.logger = options.logger ?? nullLogger;
    this.channel = options.channel ?? createBrowserTabChannel();
    this.locks = options.locks ?? browserLocks();
    const key = options.storageKey ?? SESSION_STORAGE_KEY;
    this.tab = options.sessionStorage ?? browserStorage('sessionStorage');
    this.delegatedKey = `${key}.delegated`;
    this.store = new SessionStore(this.local, this.tab, this.logger, key);
    const fetchFn = options.fetch ?? ((input: string, init?: RequestInit) => globalThis.fetch(input, init));
    this.client = new TokenClient(fetchFn, options.endpoint, options.connect, { timers: this.timers, timeoutMs: options.requestTimeoutMs });
    this.marker = new SessionMarkerStore(this.local, this.logger, `${key}.session`);
    this.random = options.random ?? Math.random;
    this.retryBaseMs = options.retryBaseMs ?? 1000;
    this.retryMaxMs = options.retryMaxMs ?? 30_000;
    this.refreshWaitMs = options.refreshWaitMs ?? 30_000;
    this.revocationTimeoutMs = options.revocationTimeoutMs ?? 3000;
    this.rotationKey = `${key}.rotation`;
    this.lockName = options.lockName ?? `brokerfront-auth:${key}:refresh`;
    this.startupTimeoutMs = options.startupTimeoutMs ?? 100;
    this.rotationWaitMs = options.rotationWaitMs ?? 3000;
    this.leeway = options.expiryLeewaySeconds ?? 0;
  }

  getState(): SessionState {
    return this.state;
  }

  subscribe(listener: (state: SessionState) => void): () => void {
    return this.stateListeners.subscribe(listener);
  }

  on<K extends keyof SessionEvents>(event: K, listener: SessionEvents[K]): () => void {
    return (this.events[event] as Subscribable<SessionEvents[K]>).subscribe(listener);
  }

  start(): Promise<SessionState> {
    if (this.started) return this.started;
    this.halted = false;
    const delegated = this.readDelegated();
    if (delegated) {
      // A delegated session reloaded in its tab: it stays apart from the other tabs.
      this.delegated = true;
      this.enter({ data: delegated, persistent: false }, 'restored');
      this.started = Promise.resolve(this.state);
      return this.started;
    }
    this.detachChannel = this.channel.subscribe((message) => this.onMessage(message));
    const stored = this.readUsableStored();
    if (stored) {
      this.sid = stored.sid ?? null;
      this.enter(stored, 'restored');
      this.started = Promise.resolve(this.state);
      return this.started;
    }
    if (this.startupTimeoutMs <= 0) {
      this.setState(LOGGED_OUT);
      this.started = Promise.resolve(this.state);
      return this.started;
    }
    this.started = new Promise<SessionState>((resolve) => {
      this.settle = () => {
        this.settle = null;
        if (this.startupTimer !== null) this.timers.clearTimeout(this.startupTimer);
        this.startupTimer = null;
        resolve(this.state);
      };
      this.startupTimer = this.timers.setTimeout(() => {
        this.startupTimer = null;
        if (this.state.status === 'starting') this.setState(LOGGED_OUT);
        this.settle?.();
      }, this.startupTimeoutMs);
    });
    this.channel.post({ type: 'session-request' });
    return this.started;
  }

  stop(): void {
    this.detachChannel?.();
    this.detachChannel = null;
    if (this.startupTimer !== null) this.timers.clearTimeout(this.startupTimer);
    this.startupTimer = null;
    if (this.state.status === 'starting') this.setState(LOGGED_OUT);
    this.settle?.();
    for (const waiter of [...this.rotationWaiters]) waiter(null);
    this.halted = true;
    this.wake();
    this.started = null;
  }

  async login({ email, password, rememberMe = false }: Credentials): Promise<LoginResult> {
    return this.acceptLogin(await this.client.passwordLogin(email, password), rememberMe, 'password');
  }

  autoLogin(token: string, { rememberMe = false, confirmSwitch }: AutoLoginOptions = {}): Promise<LoginResult> {
    // Auto-login tokens are single use: the same token asked twice at once makes one request.
    const pending = this.autoLogins.get(token);
    if (pending) return pending;
    const attempt = this.client
      .autoLogin(token)
      .then((response) => this.acceptAutoLogin(response, rememberMe, confirmSwitch))
      .finally(() => this.autoLogins.delete(token));
    this.autoLogins.set(token, attempt);
    return attempt;
  }

  refresh(): Promise<LoginResult> {
    if (!this.refreshing) {
      this.refreshing = this.refreshWithRetry().finally(() => {
        this.refreshing = null;
      });
    }
    return this.refreshing;
  }

  logout(reason: LogoutReason = 'user', message?: string): void {
    void this.signOut(reason, message);
  }

  signOut(reason: LogoutReason = 'user', message?: string): Promise<void> {
    // The revocation request leaves first; the local sign-out does not wait for its answer.
    const revoked =
      this.data && reason !== 'refreshFailed' && reason !== 'deactivated' ? this.revokeQuietly(this.data.refresh_token) : Promise.resolve();
    if (this.delegated) {
      // Only this tab's delegated session ends; the shared session of the other tabs is not touched.
      this.clearDelegated();
      this.leave(reason, message, false);
      return revoked;
    }
    this.marker.signedOut(this.sid ?? this.marker.read()?.sid ?? this.newSid(), this.clock.now());
    this.store.clear();
    this.channel.post({ type: 'logout', reason, ...(message !== undefined ? { message } : {}) });
    this.leave(reason, message, false);
    return revoked;
  }

  async getAccessToken(): Promise<string> {
    if (this.state.status === 'starting') await this.start();
    const data = this.data;
    if (this.state.status !== 'loggedIn' || !data) throw new SessionError(NOT_LOGGED_IN_MESSAGE);
    if (this.isActive(data.token)) return data.token;
    const result = await this.awaitRefresh();
    if (result.success && result.token) return result.token;
    throw new SessionError(result.message, result);
  }

  getTokenState(): TokenState {
    return this.data ? tokenState(this.data.token, this.clock.now()) : 'none';
  }

  // ---- internals -------------------------------------------------------------------------

  private isActive(token: string): boolean {
    const exp = readExpiry(token);
    return exp !== null && Math.floor(this.clock.now() / 1000) < exp - this.leeway;
  }

  private acceptLogin(response: TokenResponse, persistent: boolean, source: LoginSource): LoginResult {
    if (!response.ok) {
      const code = response.error;
      return failed(loginErrorMessage(code), code, code === 'locked_out' ? response.lockedUntil : undefined);
    }
    const data = parseSessionData({ token: response.access_token, refresh_token: response.refresh_token });
    if (!data) {
      this.logger.error('The token endpoint answered with an unreadable access token.');
      return failed(LOGIN_FALLBACK_MESSAGE, 'invalid_token');
    }
    this.generation += 1;
    const sid = this.newSid();
    this.sid = sid;
    // The shared marker first: other tabs accept the broadcast tokens only for the newest sign-in.
    this.marker.signedIn(sid, data.refresh_token);
    this.store.write({ data, persistent, sid });
    this.channel.post({ type: 'login', data, persistent, sid });
    this.enter({ data, persistent }, source);
    return succeeded(data.token);
  }

  /**
   * An auto-login answer: another signed-in user is replaced only when the switch is confirmed, whether the link
   * is the user's own or delegated ("Log in as client") and whether this tab's session is a normal or a delegated
   * one. Not asked: the same user again, and the employee whose own session opens a link they act in.
   */
  private async acceptAutoLogin(
    response: TokenResponse,
    persistent: boolean,
    confirmSwitch: AutoLoginOptions['confirmSwitch'],
  ): Promise<LoginResult> {
    // A session still arriving (from storage or another tab) is the one the question is about.
    if (response.ok && this.state.status === 'starting') await this.start();
    const next = response.ok ? readClaims(response.access_token) : null;
    const current = this.state.status === 'loggedIn' ? this.state.claims : null;
    if (response.ok && next?.act && (!current || sameUser(current, next) || sameUser(current, next.act))) {
      return this.acceptDelegated(response);
    }
    if (!response.ok || this.state.status !== 'loggedIn') return this.acceptLogin(response, persistent, 'autoLogin');
    const accounts: AccountSwitch = { current, next };
    if (!sameUser(accounts.current, accounts.next)) {
      let confirmed = false;
      try {
        confirmed = confirmSwitch ? await confirmSwitch(accounts) : false;
      } catch (error) {
        this.logger.warn('The account switch could not be confirmed.', error);
      }
      if (!confirmed) {
        void this.revokeQuietly(response.refresh_token);
        return failed(SWITCH_DECLINED_MESSAGE, SWITCH_DECLINED_ERROR);
      }
      this.logout('user');
      if (next?.act) return this.acceptDelegated(response);
    } else if (this.data) {
      // The same user again: the new sign-in replaces the old one, whose refresh token is retired.
      void this.revokeQuietly(this.data.refresh_token);
    }
    return this.acceptLogin(response, persistent, 'autoLogin');
  }

  /**
   * A delegated sign-in (the token names an acting employee): this tab leaves the shared session without
   * signing it out (the other tabs keep it), and holds the new one in per-tab storage only, apart from the
   * cross-tab channel, the shared marker and the refresh lock.
   */
  private acceptDelegated(response: Extract<TokenResponse, { ok: true }>): LoginResult {
    const data = parseSessionData({ token: response.access_token, refresh_token: response.refresh_token });
    if (!data) {
      this.logger.error('The token endpoint answered with an unreadable access token.');
      return failed(LOGIN_FALLBACK_MESSAGE, 'invalid_token');
    }
    const wasDelegated = this.delegated;
    // A delegated session replaced by another is over; the shared session's per-tab copy is dropped (not signed out).
    if (wasDelegated && this.data) void this.revokeQuietly(this.data.refresh_token);
    if (this.state.status === 'loggedIn') this.leave('switched', undefined, false);
    if (!wasDelegated) this.store.clearPerTab();
    this.detachChannel?.();
    this.detachChannel = null;
    this.delegated = true;
    this.generation += 1;
    this.writeDelegated(data);
    this.enter({ data, persistent: false }, 'autoLogin');
    return succeeded(data.token);
  }

  private readDelegated(): SessionData | null {
    try {
      const raw = this.tab.getItem(this.delegatedKey);
      return raw ? parseSessionData(JSON.parse(raw)) : null;
    } catch {
      return null;
    }
  }

  private writeDelegated(data: SessionData): void {
    try {
      this.tab.setItem(this.delegatedKey, JSON.stringify({ token: data.token, refresh_token: data.refresh_token }));
    } catch (error) {
      this.logger.warn('Could not keep the delegated session in this tab.', error);
    }
  }

  private clearDelegated(): void {
    try {
      this.tab.removeItem(this.delegatedKey);
    } catch (error) {
      this.logger.warn('Could not clear the delegated session.', error);
    }
  }

  /** One refresh of a delegated session: no lock, no shared records, nothing told to the other tabs. */
  private async refreshDelegated(had: SessionData): Promise<RefreshAttempt> {
    const generation = this.generation;
    const response = await this.client.refresh(had.refresh_token);
    if (generation !== this.generation || this.state.status !== 'loggedIn') return done(failed(NOT_LOGGED_IN_MESSAGE));
    if (!response.ok) {
      if (!isSessionEnding(response)) return { kind: 'transient', error: response.error };
      return done(this.failRefresh(response.error_description || response.error || LOGIN_FALLBACK_MESSAGE, true, response.error));
    }
    const data = parseSessionData({ token: response.access_token, refresh_token: response.refresh_token });
    if (!data) return done(this.failRefresh(LOGIN_FALLBACK_MESSAGE, true, 'invalid_token'));
    this.writeDelegated(data);
    this.enter({ data, persistent: false }, null);
    this.events.refreshed.emit({ fromOtherTab: false });
    return done(succeeded(data.token));
  }

  /** Revokes a refresh token on the server; waits at most the revocation timeout; never rejects. */
  private revokeQuietly(refreshToken: string): Promise<void> {
    return this.client.revoke(refreshToken, this.revocationTimeoutMs).then(
      (ok) => {
        if (!ok) this.logger.warn('The refresh token could not be revoked on the server.');
      },
      (error: unknown) => this.logger.warn('The refresh token could not be revoked on the server.', error),
    );
  }

  /** A new random session id. */
  private newSid(): string {
    const part = () => Math.floor(this.random() * 0x100000000).toString(36);
    return `${this.clock.now().toString(36)}-${part()}${part()}`;
  }

  /**
   * The stored session, when this tab may use it: a tab-only copy whose sign-in was signed out,
   * replaced, or whose refresh token another tab already rotated (a tab restored from discard) is
   * dropped, and the tab asks the open tabs for the current session instead.
   */
  private readUsableStored(): StoredSession | null {
    const stored = this.store.read();
    if (!stored) return null;
    const verdict = this.marker.verdict(stored.sid ?? null, stored.data.refresh_token);
    if (verdict === 'current') return stored;
    this.logger.debug(`The stored session is ${verdict}; asking the other tabs for the current one.`);
    if (stored.persistent) {
      if (verdict === 'ended') this.store.clear();
      return verdict === 'ended' ? null : stored;
    }
    this.store.clearPerTab();
    return null;
  }

  /** Makes `stored` the session of this tab and tells listeners. */
  private enter(stored: StoredSession, source: LoginSource | null): void {
    const before = this.state;
    this.data = stored.data;
    const claims = readClaims(stored.data.token);
    const connectivity = before.status === 'loggedIn' ? before.connectivity : 'ok';
    this.setState({
      status: 'loggedIn',
      token: stored.data.token,
      tokenExp: stored.data.tokenExp,
      claims,
      persistent: stored.persistent,
      connectivity,
      delegated: this.delegated,
    });
    this.settle?.();
    for (const waiter of [...this.rotationWaiters]) waiter(stored.data);
    this.wake();
    const sameUser = before.status === 'loggedIn' && before.claims?.sub === claims?.sub;
    if (source && !sameUser) this.events.login.emit({ source, claims, persistent: stored.persistent });
  }

  /** Ends the session in this tab (storage already handled by the caller). */
  private leave(reason: LogoutReason, message: string | undefined, fromOtherTab: boolean): void {
    const wasIn = this.state.status !== 'loggedOut';
    this.generation += 1;
    this.data = null;
    this.sid = null;
    if (this.delegated) {
      // The delegated session is over: this tab may join the shared session again (a later sign-in).
      this.delegated = false;
      if (!this.detachChannel && this.started) this.detachChannel = this.channel.subscribe((message) => this.onMessage(message));
    }
    this.setState(LOGGED_OUT);
    this.settle?.();
    for (const waiter of [...this.rotationWaiters]) waiter(null);
    this.wake();
    if (wasIn) this.events.logout.emit({ reason, fromOtherTab, ...(message !== undefined ? { message } : {}) });
  }

  private setState(next: SessionState): void {
    const prev = this.state;
    if (
      prev.status === next.status &&
      prev.token === next.token &&
      prev.persistent === next.persistent &&
      prev.connectivity === next.connectivity &&
      prev.delegated === next.delegated
    ) {
      return;
    }
    this.state = next;
    this.stateListeners.emit(next);
  }

  private onMessage(message: TabMessage): void {
    switch (message.type) {
      case 'login':
      case 'refresh':
      case 'session': {
        const data = parseSessionData(message.data);
        if (!data || !this.acceptsTokens(message)) return;
        if (this.data && this.data.token === data.token && this.data.refresh_token === data.refresh_token) return;
        const persistent = message.persistent === true;
        const sid = message.sid ?? null;
        const wasIn = this.state.status === 'loggedIn';
        // The sender already wrote long-term storage; this tab keeps only its own per-tab copy in step.
        if (persistent) this.store.clearPerTab();
        else this.store.writePerTab(data, sid);
        if (message.type === 'login') this.generation += 1;
        this.sid = sid;
        this.enter({ data, persistent }, 'otherTab');
        if (message.type === 'refresh' && wasIn) this.events.refreshed.emit({ fromOtherTab: true });
        return;
      }
      case 'logout':
        this.store.clearPerTab();
        if (this.state.status !== 'loggedOut') this.leave(message.reason, message.message, true);
        return;
      case 'session-request':
        if (this.state.status === 'loggedIn' && this.data && this.marker.accepts(this.sid)) {
          this.channel.post({ type: 'session', data: this.data, persistent: this.state.persistent, sid: this.sid });
        }
        return;
    }
  }

  /**
   * Whether tokens broadcast by another tab may be taken. Only for the newest sign-in that is not
   * signed out (the shared marker), so a stale or restored tab can never sign the others in; and
   * `login` from any tab, `refresh` only for the same sign-in, `session` only when this tab asked.
   */
  private acceptsTokens(message: Extract<TabMessage, { data: SessionData }>): boolean {
    if (!this.marker.accepts(message.sid)) return false;
    switch (message.type) {
      case 'login':
        return true;
      case 'refresh':
        return this.state.status === 'loggedIn' && (!this.sid || !message.sid || this.sid === message.sid);
      case 'session':
        return this.state.status === 'starting' || this.rotationWaiters.size > 0;
    }
  }

  /** Ends pending backoff pauses (the tokens changed or the session ended). */
  private wake(): void {
    for (const wakeup of [...this.wakeups]) wakeup();
  }

  /** Waits `ms`, or less when {@link wake} is called. */
  private pause(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const finish = () => {
        this.wakeups.delete(finish);
        this.timers.clearTimeout(timer);
        resolve();
      };
      const timer = this.timers.setTimeout(finish, ms);
      this.wakeups.add(finish);
    });
  }

  /** Sets the connectivity of a signed-in state. */
  private setConnectivity(connectivity: SessionConnectivity): void {
    if (this.state.status === 'loggedIn' && this.state.connectivity !== connectivity) this.setState({ ...this.state, connectivity });
  }

  /**
   * The refresh with its retries: a transient failure keeps the session, shows `retrying` and tries
   * again after a jittered, doubling delay, until the refresh succeeds, the server ends the session,
   * another tab brings new tokens, or the session ends.
   */
  private async refreshWithRetry(): Promise<LoginResult> {
    const generation = this.generation;
    for (let attempt = 0; ; attempt += 1) {
      const tried = this.data;
      const outcome = await this.refreshUnderLock();
      if (outcome.kind === 'done') {
        this.setConnectivity('ok');
        return outcome.result;
      }
      if (generation !== this.generation || this.state.status !== 'loggedIn') return failed(NOT_LOGGED_IN_MESSAGE);
      const delayMs = retryDelay(attempt, this.random, this.retryBaseMs, this.retryMaxMs);
      this.setConnectivity('retrying');
      this.logger.warn(`Token refresh failed (${outcome.error}); retrying in ${delayMs} ms.`);
      this.events.refreshRetrying.emit({ attempt: attempt + 1, delayMs, error: outcome.error });
      await this.pause(delayMs);
      if (this.halted) return failed(RECONNECTING_MESSAGE, RECONNECTING_ERROR);
      if (generation !== this.generation || this.state.status !== 'loggedIn' || !this.data) return failed(NOT_LOGGED_IN_MESSAGE);
      if (this.data !== tried && this.isActive(this.data.token)) {
        // Another tab refreshed meanwhile.
        this.setConnectivity('ok');
        return succeeded(this.data.token);
      }
    }
  }

  /** The running refresh, or a transient failure once it has been retried for longer than `refreshWaitMs`. */
  private awaitRefresh(): Promise<LoginResult> {
    const refresh = this.refresh();
    return new Promise<LoginResult>((resolve) => {
      const timer = this.timers.setTimeout(() => resolve(failed(RECONNECTING_MESSAGE, RECONNECTING_ERROR)), this.refreshWaitMs);
      void refresh.then((result) => {
        this.timers.clearTimeout(timer);
        resolve(result);
      });
    });
  }

  /** Ends the session in this tab only (its tokens cannot be used; the other tabs are not concerned). */
  private endHere(message: string | undefined): LoginResult {
    this.store.clearPerTab();
    if (this.state.status !== 'loggedOut') this.leave('otherTab', message, true);
    return failed(message ?? NOT_LOGGED_IN_MESSAGE);
  }

  /** One refresh attempt under the cross-tab lock. */
  private async refreshUnderLock(): Promise<RefreshAttempt> {
    const had = this.data;
    const sid = this.sid;
    if (this.state.status !== 'loggedIn' || !had) return done(failed(NOT_LOGGED_IN_MESSAGE));
    if (this.delegated) return this.refreshDelegated(had);
    return this.locks.request(this.lockName, async (): Promise<RefreshAttempt> => {
      if (this.data !== had) {
        // The tokens changed (or the session ended) while this tab waited for the lock.
        return done(this.data && this.state.status === 'loggedIn' ? succeeded(this.data.token) : failed(NOT_LOGGED_IN_MESSAGE));
      }
      const stored = this.store.read();
      const mark = fingerprint(had.refresh_token);
      const record = this.readRotation();
      if (record?.consumed === mark && record.outcome === 'failed')
        return done(this.failRefresh(record.message ?? LOGIN_FALLBACK_MESSAGE, false));
      const verdict = this.marker.verdict(sid, had.refresh_token);
      if (!stored || verdict === 'ended') {
        // Signed out (or replaced) in another tab: drop the tokens, never replay them, tell nobody.
        return done(this.endHere(undefined));
      }
      if (stored.data.refresh_token !== had.refresh_token) {
        // Someone else already refreshed: adopt their tokens.
        if (stored.sid) this.sid = stored.sid;
        this.enter(stored, 'otherTab');
        return done(succeeded(stored.data.token));
      }
      if (verdict === 'rotated' || record?.consumed === mark) {
        // Another tab already used this refresh token: ask for the tokens it got instead of replaying it.
        return done(await this.awaitRotated(had));
      }
      const generation = this.generation;
      const response = await this.client.refresh(had.refresh_token);
      if (generation !== this.generation || this.state.status !== 'loggedIn') {
        // Logged out (or in as someone else) while the request was under way.
        return done(failed(NOT_LOGGED_IN_MESSAGE));
      }
      if (!response.ok) {
        if (!isSessionEnding(response)) return { kind: 'transient', error: response.error };
        const message = response.error_description || response.error || LOGIN_FALLBACK_MESSAGE;
        this.writeRotation({ consumed: mark, outcome: 'failed', message, at: this.clock.now() });
        return done(this.failRefresh(message, true, response.error));
      }
      const data = parseSessionData({ token: response.access_token, refresh_token: response.refresh_token });
      if (!data) {
        this.writeRotation({ consumed: mark, outcome: 'failed', message: LOGIN_FALLBACK_MESSAGE, at: this.clock.now() });
        return done(this.failRefresh(LOGIN_FALLBACK_MESSAGE, true, 'invalid_token'));
      }
      this.writeRotation({ consumed: mark, outcome: 'refreshed', at: this.clock.now() });
      const persistent = stored.persistent;
      const nextSid = sid ?? this.newSid();
      this.sid = nextSid;
      this.marker.signedIn(nextSid, data.refresh_token);
      this.store.write({ data, persistent, sid: nextSid });
      this.channel.post({ type: 'refresh', data, persistent, sid: nextSid });
      this.enter({ data, persistent }, null);
      this.events.refreshed.emit({ fromOtherTab: false });
      return done(succeeded(data.token));
    });
  }

  /** Another tab used our refresh token: wait for the tokens it got (they arrive over the channel). */
  private awaitRotated(had: SessionData): Promise<LoginResult> {
    if (this.data && this.data.refresh_token !== had.refresh_token) {
      return Promise.resolve(succeeded(this.data.token));
    }
    return new Promise<LoginResult>((resolve) => {
      const finish = (data: SessionData | null) => {
        if (data && data.refresh_token === had.refresh_token) return;
        this.rotationWaiters.delete(finish);
        this.timers.clearTimeout(timer);
        resolve(data ? succeeded(data.token) : failed(NOT_LOGGED_IN_MESSAGE));
      };
      const timer = this.timers.setTimeout(() => {
        this.rotationWaiters.delete(finish);
        // Replaying the used token would make the server revoke the session of every tab: end it here only.
        resolve(this.endHere('The session was renewed in another tab that could not be reached.'));
      }, this.rotationWaitMs);
      this.rotationWaiters.add(finish);
      this.channel.post({ type: 'session-request' });
    });
  }

  private failRefresh(message: string, tellOthers: boolean, errorCode?: string): LoginResult {
    const result = failed(message, errorCode);
    this.events.refreshFailed.emit({ result });
    const reason: LogoutReason = errorCode === 'user_deactivated' ? 'deactivated' : 'refreshFailed';
    if (tellOthers || this.delegated) this.logout(reason, message);
    else {
      this.store.clear();
      this.leave(reason, message, false);
    }
    return result;
  }

  private readRotation(): RotationRecord | null {
    try {
      const raw = this.local.getItem(this.rotationKey);
      if (!raw) return null;
      const value = JSON.parse(raw) as Partial<RotationRecord>;
      return typeof value.consumed === 'string' && (value.outcome === 'refreshed' || value.outcome === 'failed')
        ? (value as RotationRecord)
        : null;
    } catch {
      return null;
    }
  }

  private writeRotation(record: RotationRecord): void {
    try {
      this.local.setItem(this.rotationKey, JSON.stringify(record));
    } catch (error) {
      this.logger.warn('Could not record the refresh in shared storage.', error);
    }
  }
}

/** Creates a session. Call `start()` once (the React provider and `getAccessToken()` do it for you). */
export function createSession(options: SessionOptions): Session {
  return new BrowserSession(options);
}

/**
 * Resolves with the session state once it is no longer `starting`, or after `waitMs` (the guard's
 * start-up wait, 150 ms by default, SPEC §9) with whatever state it has then. Starts the session.
 */
export function waitForSession(session: Session, waitMs = 150, timers: Timers = systemTimers): Promise<SessionState> {
  void session.start();
  if (session.getState().status !== 'starting') return Promise.resolve(session.getState());
  return new Promise<SessionState>((resolve) => {
    const done = () => {
      off();
      timers.clearTimeout(timer);
      resolve(session.getState());
    };
    const off = session.subscribe((state) => {
      if (state.status !== 'starting') done();
    });
    const timer = timers.setTimeout(done, waitMs);
  });
}

import { browserStorage, nullLogger, systemClock, systemTimers } from './defaults';
import { fingerprint } from './fingerprint';
import { browserLocks } from './locks';
import { LOGIN_FALLBACK_MESSAGE, NOT_LOGGED_IN_MESSAGE, loginErrorMessage } from './login-messages';
import { SESSION_STORAGE_KEY, SessionStore, parseSessionData, type StoredSession } from './session-store';
import { Subscribable } from './subscribable';
import { createBrowserTabChannel, type TabChannel, type TabMessage } from './tab-channel';
import { readClaims, readExpiry, tokenState } from './token';
import { TokenClient, type TokenResponse } from './token-client';
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
}

/** Why a session ended. */
export type LogoutReason = 'user' | 'idle' | 'refreshFailed' | 'blocked' | 'archived' | (string & {});

/** How a session began in this tab. */
export type LoginSource = 'password' | 'autoLogin' | 'restored' | 'otherTab';

/** Events of a session; each `on()` returns its unsubscribe. */
export interface SessionEvents {
  login: (event: { source: LoginSource; claims: TokenClaims | null; persistent: boolean }) => void;
  logout: (event: { reason: LogoutReason; message?: string; fromOtherTab: boolean }) => void;
  refreshed: (event: { fromOtherTab: boolean }) => void;
  refreshFailed: (event: { result: LoginResult }) => void;
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
}

/** A failed `getAccessToken()`: the message is the error text; `result` is the failed login result. */
export class SessionError extends Error {
  constructor(
    message: string,
    readonly result: LoginResult = { success: false, message, token: null },
  ) {
    super(message);
    this.name = 'SessionError';
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
  /** Login with an auto-login token (grant `auto_login_token`); one request per token at a time; never throws. */
  autoLogin(token: string, options?: { rememberMe?: boolean }): Promise<LoginResult>;
  /** Refreshes the tokens now: single-flight in this tab and, through a Web Lock, across tabs. */
  refresh(): Promise<LoginResult>;
  /** Ends the session here and in every other tab. */
  logout(reason?: LogoutReason, message?: string): void;
  /**
   * A valid access token: refreshed first when expired (one refresh shared by every caller).
   * Rejects with `SessionError('Not logged in.')` without a session, or with the refresh error text.
   */
  getAccessToken(): Promise<string>;
  /** Token state of SPEC §4 at the current time. */
  getTokenState(): TokenState;
}

interface RotationRecord {
  consumed: string;
  outcome: 'refreshed' | 'failed';
  message?: string;
  at: number;
}

const LOGGED_OUT: SessionState = Object.freeze({ status: 'loggedOut', token: null, tokenExp: null, claims: null, persistent: false });
const STARTING: SessionState = Object.freeze({ ...LOGGED_OUT, status: 'starting' });

function failed(message: string, errorCode?: string, lockedUntil?: Date): LoginResult {
  return { success: false, message, token: null, ...(errorCode ? { errorCode } : {}), ...(lockedUntil ? { lockedUntil } : {}) };
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

  private state: SessionState = STARTING;
  private data: SessionData | null = null;
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
  };

  constructor(options: SessionOptions) {
    this.clock = options.clock ?? systemClock;
    this.timers = options.timers ?? systemTimers;
    this.local = options.localStorage ?? browserStorage('localStorage');
    this.logger = options.logger ?? nullLogger;
    this.channel = options.channel ?? createBrowserTabChannel();
    this.locks = options.locks ?? browserLocks();
    const key = options.storageKey ?? SESSION_STORAGE_KEY;
    this.store = new SessionStore(this.local, options.sessionStorage ?? browserStorage('sessionStorage'), this.logger, key);
    const fetchFn = options.fetch ?? ((input: string, init?: RequestInit) => globalThis.fetch(input, init));
    this.client = new TokenClient(fetchFn, options.endpoint, options.connect);
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
    this.detachChannel = this.channel.subscribe((message) => this.onMessage(message));
    const stored = this.store.read();
    if (stored) {
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
    this.started = null;
  }

  async login({ email, password, rememberMe = false }: Credentials): Promise<LoginResult> {
    return this.acceptLogin(await this.client.passwordLogin(email, password), rememberMe, 'password');
  }

  autoLogin(token: string, { rememberMe = false }: { rememberMe?: boolean } = {}): Promise<LoginResult> {
    // Auto-login tokens are single use: the same token asked twice at once makes one request.
    const pending = this.autoLogins.get(token);
    if (pending) return pending;
    const attempt = this.client
      .autoLogin(token)
      .then((response) => this.acceptLogin(response, rememberMe, 'autoLogin'))
      .finally(() => this.autoLogins.delete(token));
    this.autoLogins.set(token, attempt);
    return attempt;
  }

  refresh(): Promise<LoginResult> {
    if (!this.refreshing) {
      this.refreshing = this.refreshUnderLock().finally(() => {
        this.refreshing = null;
      });
    }
    return this.refreshing;
  }

  logout(reason: LogoutReason = 'user', message?: string): void {
    this.store.clear();
    this.channel.post({ type: 'logout', reason, ...(message !== undefined ? { message } : {}) });
    this.leave(reason, message, false);
  }

  async getAccessToken(): Promise<string> {
    if (this.state.status === 'starting') await this.start();
    const data = this.data;
    if (this.state.status !== 'loggedIn' || !data) throw new SessionError(NOT_LOGGED_IN_MESSAGE);
    if (this.isActive(data.token)) return data.token;
    const result = await this.refresh();
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
    this.store.write({ data, persistent });
    this.channel.post({ type: 'login', data, persistent });
    this.enter({ data, persistent }, source);
    return { success: true, message: '', token: data.token };
  }

  /** Makes `stored` the session of this tab and tells listeners. */
  private enter(stored: StoredSession, source: LoginSource | null): void {
    const before = this.state;
    this.data = stored.data;
    const claims = readClaims(stored.data.token);
    this.setState({ status: 'loggedIn', token: stored.data.token, tokenExp: stored.data.tokenExp, claims, persistent: stored.persistent });
    this.settle?.();
    for (const waiter of [...this.rotationWaiters]) waiter(stored.data);
    const sameUser = before.status === 'loggedIn' && before.claims?.sub === claims?.sub;
    if (source && !sameUser) this.events.login.emit({ source, claims, persistent: stored.persistent });
  }

  /** Ends the session in this tab (storage already handled by the caller). */
  private leave(reason: LogoutReason, message: string | undefined, fromOtherTab: boolean): void {
    const wasIn = this.state.status !== 'loggedOut';
    this.generation += 1;
    this.data = null;
    this.setState(LOGGED_OUT);
    this.settle?.();
    for (const waiter of [...this.rotationWaiters]) waiter(null);
    if (wasIn) this.events.logout.emit({ reason, fromOtherTab, ...(message !== undefined ? { message } : {}) });
  }

  private setState(next: SessionState): void {
    const prev = this.state;
    if (prev.status === next.status && prev.token === next.token && prev.persistent === next.persistent) {
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
        if (!data) return;
        const persistent = message.persistent === true;
        if (message.type === 'session' && this.state.status === 'loggedIn' && this.rotationWaiters.size === 0) return;
        if (this.data && this.data.token === data.token && this.data.refresh_token === data.refresh_token) return;
        const wasIn = this.state.status === 'loggedIn';
        // The sender already wrote long-term storage; this tab keeps only its own per-tab copy in step.
        if (persistent) this.store.clearPerTab();
        else this.store.writePerTab(data);
        if (message.type === 'login') this.generation += 1;
        this.enter({ data, persistent }, 'otherTab');
        if (message.type === 'refresh' && wasIn) this.events.refreshed.emit({ fromOtherTab: true });
        return;
      }
      case 'logout':
        this.store.clearPerTab();
        if (this.state.status !== 'loggedOut') this.leave(message.reason, message.message, true);
        return;
      case 'session-request':
        if (this.state.status === 'loggedIn' && this.data) {
          this.channel.post({ type: 'session', data: this.data, persistent: this.state.persistent });
        }
        return;
    }
  }

  private async refreshUnderLock(): Promise<LoginResult> {
    const had = this.data;
    if (this.state.status !== 'loggedIn' || !had) return failed(NOT_LOGGED_IN_MESSAGE);
    return this.locks.request(this.lockName, async () => {
      const stored = this.store.read();
      if (!stored) {
        // The session ended in another tab while this one waited for the lock.
        if (this.state.status !== 'loggedOut') this.leave('otherTab', undefined, true);
        return failed(NOT_LOGGED_IN_MESSAGE);
      }
      if (stored.data.refresh_token !== had.refresh_token) {
        // Someone else already refreshed: use their tokens.
        if (this.data?.refresh_token !== stored.data.refresh_token) this.enter(stored, 'otherTab');
        return { success: true, message: '', token: stored.data.token };
      }
      const mark = fingerprint(had.refresh_token);
      const record = this.readRotation();
      if (record?.consumed === mark) {
        return record.outcome === 'failed' ? this.failRefresh(record.message ?? LOGIN_FALLBACK_MESSAGE, false) : this.awaitRotated(had);
      }
      const generation = this.generation;
      const response = await this.client.refresh(had.refresh_token);
      if (generation !== this.generation || this.state.status !== 'loggedIn') {
        // Logged out (or in as someone else) while the request was under way.
        return failed(NOT_LOGGED_IN_MESSAGE);
      }
      if (!response.ok) {
        const message = response.error_description || response.error || LOGIN_FALLBACK_MESSAGE;
        this.writeRotation({ consumed: mark, outcome: 'failed', message, at: this.clock.now() });
        return this.failRefresh(message, true, response.error);
      }
      const data = parseSessionData({ token: response.access_token, refresh_token: response.refresh_token });
      if (!data) {
        this.writeRotation({ consumed: mark, outcome: 'failed', message: LOGIN_FALLBACK_MESSAGE, at: this.clock.now() });
        return this.failRefresh(LOGIN_FALLBACK_MESSAGE, true, 'invalid_token');
      }
      this.writeRotation({ consumed: mark, outcome: 'refreshed', at: this.clock.now() });
      const persistent = stored.persistent;
      this.store.write({ data, persistent });
      this.channel.post({ type: 'refresh', data, persistent });
      this.enter({ data, persistent }, null);
      this.events.refreshed.emit({ fromOtherTab: false });
      return { success: true, message: '', token: data.token };
    });
  }

  /** Another tab used our refresh token: wait for the tokens it got (they arrive over the channel). */
  private awaitRotated(had: SessionData): Promise<LoginResult> {
    if (this.data && this.data.refresh_token !== had.refresh_token) {
      return Promise.resolve({ success: true, message: '', token: this.data.token });
    }
    return new Promise<LoginResult>((resolve) => {
      const finish = (data: SessionData | null) => {
        if (data && data.refresh_token === had.refresh_token) return;
        this.rotationWaiters.delete(finish);
        this.timers.clearTimeout(timer);
        resolve(data ? { success: true, message: '', token: data.token } : failed(NOT_LOGGED_IN_MESSAGE));
      };
      const timer = this.timers.setTimeout(() => {
        this.rotationWaiters.delete(finish);
        resolve(this.failRefresh('The session was renewed in another tab that could not be reached.', true));
      }, this.rotationWaitMs);
      this.rotationWaiters.add(finish);
      this.channel.post({ type: 'session-request' });
    });
  }

  private failRefresh(message: string, tellOthers: boolean, errorCode?: string): LoginResult {
    const result = failed(message, errorCode);
    this.events.refreshFailed.emit({ result });
    if (tellOthers) this.logout('refreshFailed', message);
    else {
      this.store.clear();
      this.leave('refreshFailed', message, false);
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

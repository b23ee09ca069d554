/**
 * `@brokerfront/auth` — the sign-in session core: plain TypeScript, every effect injected.
 * React and Redux bindings live in `@brokerfront/auth/react`.
 */
export type {
  ActorClaim,
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
export { systemClock, systemTimers, nullLogger, browserStorage, memoryStorage } from './defaults';
export { Subscribable } from './subscribable';
export { readClaims, readExpiry, tokenState } from './token';
export {
  LOGIN_ERROR_MESSAGES,
  LOGIN_FALLBACK_MESSAGE,
  NOT_LOGGED_IN_MESSAGE,
  RECONNECTING_ERROR,
  RECONNECTING_MESSAGE,
  SWITCH_DECLINED_ERROR,
  SWITCH_DECLINED_MESSAGE,
  loginErrorKey,
  loginErrorMessage,
} from './login-messages';
export { SessionMarkerStore, type MarkerVerdict, type SessionMarker } from './session-marker';
export { mayHaveSession, sessionHintKeys, type SessionHintOptions } from './session-hint';
export { SESSION_STORAGE_KEY, SessionStore, type StoredSession } from './session-store';
export {
  TAB_CHANNEL_NAME,
  createBroadcastTabChannel,
  createBrowserTabChannel,
  createStorageEventTabChannel,
  isolatedTabChannel,
  type BroadcastChannelLike,
  type StorageEventTarget,
  type TabChannel,
  type TabMessage,
} from './tab-channel';
export { browserLocks, createInTabLocks } from './locks';
export {
  DEFAULT_REQUEST_TIMEOUT_MS,
  NO_ANSWER_ERRORS,
  SESSION_ENDING_ERRORS,
  TokenClient,
  isSessionEnding,
  tokenEndpointUrl,
  type TokenClientOptions,
  type TokenResponse,
} from './token-client';
export {
  SessionError,
  createSession,
  waitForSession,
  type AccountSwitch,
  type AutoLoginOptions,
  type Credentials,
  type SessionConnectivity,
  type LoginSource,
  type LogoutReason,
  type Session,
  type SessionEvents,
  type SessionOptions,
  type SessionState,
  type SessionStatus,
} from './session';
export {
  DEFAULT_ACTIVITY_EVENTS,
  createDomActivitySource,
  createVisibilitySource,
  type ActivitySource,
  type EventTargetLike,
} from './activity';
export {
  COUNTDOWN_MS,
  IDLE_AFTER_MS,
  IDLE_STORAGE_KEY,
  INACTIVITY_MS,
  createIdleWatch,
  type IdlePhase,
  type IdleState,
  type IdleWatch,
  type IdleWatchOptions,
} from './idle-watch';
/** The countdown's `m:ss` text; it lives with the other formatting helpers in `@brokerfront/i18n`. */
export { formatCountdown } from '@brokerfront/i18n';
export { connectIdleWatch } from './connect-idle-watch';
export {
  REDIRECT_STORAGE_KEY,
  createRedirectMemory,
  createUrlHistory,
  safeRedirectPath,
  type RedirectMemory,
  type UrlHistory,
} from './redirect';

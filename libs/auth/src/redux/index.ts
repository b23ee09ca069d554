/**
 * `@brokerfront/auth/redux` — Redux Toolkit bindings of the session core: the `auth` slice (a mirror
 * of the session's status, last error, logout reason and idle countdown) and `addAuthListeners`, which
 * feeds it and turns session events into `signedIn` / `signedOut` actions for other listeners.
 */
export {
  authErrorCleared,
  authErrorRaised,
  authSlice,
  authStarted,
  authStopped,
  idleChanged,
  initialAuthState,
  selectAuthError,
  selectAuthStatus,
  selectIdle,
  selectIdleDialogOpen,
  selectIsLoggedIn,
  selectLogoutFromOtherTab,
  selectLogoutReason,
  selectSessionReconnecting,
  sessionChanged,
  signedIn,
  signedOut,
  toAuthError,
  toSessionSnapshot,
  type AuthError,
  type AuthSliceState,
  type SessionSnapshot,
} from './session-slice';
export { addAuthListeners, type AnyStartListening, type AuthListenerOptions } from './listeners';

/**
 * `@brokerfront/auth/react` — React, Redux Toolkit and React Router bindings of the session core.
 */
export { SessionProvider, useIdleWatch, useRedirectMemory, useSession, type SessionProviderProps } from './context';
export {
  useAuthStatus,
  useAutoLogin,
  useCurrentClaims,
  useIdleCountdown,
  useSessionState,
  useSignIn,
  type AutoLoginState,
  type IdleCountdown,
  type SignInState,
} from './hooks';
export {
  GUARD_STARTUP_WAIT_MS,
  RequireAuth,
  RequireGuest,
  requireAuthLoader,
  requireGuestLoader,
  type GuardLoaderOptions,
  type RequireAuthProps,
  type RequireGuestProps,
} from './guards';
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
  selectCurrentAuthUser,
  selectIdle,
  selectIdleDialogOpen,
  selectIsEmployee,
  selectIsLoggedIn,
  selectLogoutReason,
  sessionChanged,
  signOutRequested,
  signedIn,
  signedOut,
  staySignedInRequested,
  toAuthError,
  toSessionSnapshot,
  type AuthError,
  type AuthSliceState,
  type AuthUser,
  type SessionSnapshot,
} from './session-slice';
export { addAuthListeners, type AnyStartListening, type AuthListenerOptions } from './listeners';

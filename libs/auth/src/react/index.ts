/**
 * `@brokerfront/auth/react` — React (and React Router) bindings of the session core: the provider,
 * hooks and route guards. Redux bindings live in `@brokerfront/auth/redux`.
 */
export { SessionProvider, useIdleWatch, useRedirectMemory, useSession, type SessionProviderProps } from './context';
export {
  useAuthStatus,
  useAutoLogin,
  useCurrentClaims,
  useIdleCountdown,
  useSessionConnectivity,
  useSessionState,
  useSignIn,
  useSignOut,
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

import type { RouteObject } from 'react-router-dom';
import { CurrentUserGate } from '../live/current-user-gate';

/** Paths of the account screens, relative to the site root (mounted unprefixed and under `/{lang}/`). */
export const ACCOUNT_PATHS = {
  signIn: 'sign-in',
  autoLogin: 'auto-login',
  home: 'account',
} as const;

/** Shown while a screen's chunk loads on the first visit (nothing visible; the shell stays). */
function ScreenLoading() {
  return <div className="bf-page-loading" aria-busy="true" />;
}

/**
 * The signed-in side's routes, each in its own chunk so the marketing pages never load them:
 * `/sign-in` (logged-out only), `/auto-login?token=…` and `/account` (logged-in only; waits up to
 * 150 ms for session start-up, then sends a visitor to the root and remembers the URL; it opens once
 * the current user is loaded).
 */
export const accountRoutes: RouteObject[] = [
  {
    id: 'account.sign-in',
    path: ACCOUNT_PATHS.signIn,
    HydrateFallback: ScreenLoading,
    lazy: () => import('./sign-in-page').then((m) => ({ Component: m.SignInRoute })),
  },
  {
    id: 'account.auto-login',
    path: ACCOUNT_PATHS.autoLogin,
    HydrateFallback: ScreenLoading,
    lazy: () => import('./auto-login-page').then((m) => ({ Component: m.AutoLoginRoute })),
  },
  {
    id: 'account.home',
    path: ACCOUNT_PATHS.home,
    HydrateFallback: ScreenLoading,
    lazy: () =>
      import('./account-page').then((m) => ({
        Component: () => (
          <CurrentUserGate fallback={<ScreenLoading />}>
            <m.AccountRoute />
          </CurrentUserGate>
        ),
      })),
  },
];

import type { RouteObject } from 'react-router-dom';
import { PageLoading } from '@brokerfront/ui-templates';
import { ROUTE_PATHS } from '../paths';

/**
 * The signed-in side's routes, each in its own chunk so the marketing pages never load them:
 * `/sign-in` (logged-out only), `/auto-login?token=…` and `/account` (logged-in only; waits up to
 * 150 ms for session start-up, then sends a visitor to the root and remembers the URL).
 */
export const accountRoutes: RouteObject[] = [
  {
    id: 'account.sign-in',
    path: ROUTE_PATHS.signIn,
    HydrateFallback: PageLoading,
    lazy: () => import('./sign-in-page').then((m) => ({ Component: m.SignInRoute })),
  },
  {
    id: 'account.auto-login',
    path: ROUTE_PATHS.autoLogin,
    HydrateFallback: PageLoading,
    lazy: () => import('./auto-login-page').then((m) => ({ Component: m.AutoLoginRoute })),
  },
  {
    id: 'account.home',
    path: ROUTE_PATHS.account,
    HydrateFallback: PageLoading,
    // The page is the current user's own screen: it loads the user itself, with loading, error and empty states.
    lazy: () => import('./account-page').then((m) => ({ Component: m.AccountRoute })),
  },
];

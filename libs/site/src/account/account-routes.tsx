import type { RouteObject } from 'react-router-dom';
import { PageLoading } from '@brokerfront/ui-templates';
import { ROUTE_PATHS } from '../paths';

/**
 * The session's entry routes, each in its own chunk so the marketing pages never load them:
 * `/sign-in` (logged-out only) and `/auto-login?token=…`. The signed-in pages are the client area's
 * (see `client/client-routes.tsx`).
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
];

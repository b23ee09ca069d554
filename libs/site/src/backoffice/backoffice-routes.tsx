import type { RouteObject } from 'react-router-dom';
import { PageLoading } from '@brokerfront/ui-templates';
import { ROUTE_PATHS } from '../paths';

/**
 * The back office's routes, each in its own chunk: `/backoffice` (the users list) and
 * `/backoffice/users/:id` (one user). Logged-in only with `users.read`; they open once the current user
 * is loaded. Give them to `createRoutes({ pages })`.
 */
export const backOfficeRoutes: RouteObject[] = [
  {
    id: 'backoffice.users',
    path: ROUTE_PATHS.backOffice,
    HydrateFallback: PageLoading,
    lazy: () => import('./users-page').then((m) => ({ Component: m.UsersRoute })),
  },
  {
    id: 'backoffice.user',
    path: ROUTE_PATHS.backOfficeUser,
    HydrateFallback: PageLoading,
    lazy: () => import('./user-page').then((m) => ({ Component: m.UserRoute })),
  },
];

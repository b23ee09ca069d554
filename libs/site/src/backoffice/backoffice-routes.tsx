import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { PageLoading } from '@brokerfront/ui-templates';
import { useLocalizedPath } from '../i18n/localized-link';
import { pathTo, ROUTE_PATHS } from '../paths';

/** `/backoffice` (the old address of the list) opens `/backoffice/users` with the same query. */
function BackOfficeIndex() {
  const localize = useLocalizedPath();
  const { search } = useLocation();
  return <Navigate to={{ pathname: localize(pathTo('backOfficeUsers')), search }} replace />;
}

/**
 * The back office's routes, each page in its own chunk: `/backoffice/users` (the users workspace),
 * `/backoffice/users/new` (create a client, an employee or an affiliate user), `/backoffice/import`
 * (the import wizard), `/backoffice/groups` (employee groups) and `/backoffice/users/:id` (one user). Signed-in employees with `users.read`
 * (and the page's own permission); they open once the current user is loaded.
 */
export const backOfficeRoutes: RouteObject[] = [
  { id: 'backoffice', path: ROUTE_PATHS.backOffice, Component: BackOfficeIndex },
  {
    id: 'backoffice.users',
    path: ROUTE_PATHS.backOfficeUsers,
    HydrateFallback: PageLoading,
    lazy: () => import('./users-page').then((m) => ({ Component: m.UsersRoute })),
  },
  {
    id: 'backoffice.new-user',
    path: ROUTE_PATHS.backOfficeNewUser,
    HydrateFallback: PageLoading,
    lazy: () => import('./create/create-user-page').then((m) => ({ Component: m.CreateUserRoute })),
  },
  {
    id: 'backoffice.import',
    path: ROUTE_PATHS.backOfficeImport,
    HydrateFallback: PageLoading,
    lazy: () => import('./import/import-page').then((m) => ({ Component: m.ImportUsersRoute })),
  },
  {
    id: 'backoffice.groups',
    path: ROUTE_PATHS.backOfficeGroups,
    HydrateFallback: PageLoading,
    lazy: () => import('./groups/employee-groups-page').then((m) => ({ Component: m.EmployeeGroupsRoute })),
  },
  {
    id: 'backoffice.user',
    path: ROUTE_PATHS.backOfficeUser,
    HydrateFallback: PageLoading,
    lazy: () => import('./user/user-page').then((m) => ({ Component: m.UserRoute })),
  },
];

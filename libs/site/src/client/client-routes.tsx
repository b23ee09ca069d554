import type { RouteObject } from 'react-router-dom';
import { PageLoading } from '@brokerfront/ui-templates';
import { ROUTE_PATHS } from '../paths';
import { backOfficeRoutes } from '../backoffice/backoffice-routes';

/** The route handle of the signed-in layout: the site shell steps aside for the client shell. */
export const CLIENT_LAYOUT_HANDLE = { layout: 'client' } as const;

/** Whether a route's handle asks for the signed-in layout. */
export function isClientLayoutHandle(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { layout?: unknown }).layout === 'client';
}

/**
 * The client area's routes, each page in its own chunk so the marketing pages never load them.
 *
 * - Logged-out pages in the marketing layout: `/sign-up`, `/sign-up/demo`, `/confirm-email?token=…`,
 *   `/forgot-password` and `/reset-password?token=…`.
 * - Signed-in pages in the client shell (its own layout: top bar, side navigation): `/account` (the
 *   dashboard), `/account/accounts`, `/account/withdrawal`, `/account/documents`, `/account/profile`,
 *   `/account/settings` and the back office. The layout route waits for session start-up and sends a
 *   visitor to the root (URL remembered). The dashboard, accounts, withdrawal and documents pages are a
 *   client's own: an employee who opens one is sent to the back office.
 */
export const clientRoutes: RouteObject[] = [
  {
    id: 'client.sign-up',
    path: ROUTE_PATHS.signUp,
    HydrateFallback: PageLoading,
    lazy: () => import('./sign-up-page').then((m) => ({ Component: m.SignUpRoute })),
  },
  {
    id: 'client.sign-up-demo',
    path: ROUTE_PATHS.signUpDemo,
    HydrateFallback: PageLoading,
    lazy: () => import('./sign-up-page').then((m) => ({ Component: m.DemoSignUpRoute })),
  },
  {
    id: 'client.confirm-email',
    path: ROUTE_PATHS.confirmEmail,
    HydrateFallback: PageLoading,
    lazy: () => import('./confirm-email-page').then((m) => ({ Component: m.ConfirmEmailRoute })),
  },
  {
    id: 'client.forgot-password',
    path: ROUTE_PATHS.forgotPassword,
    HydrateFallback: PageLoading,
    lazy: () => import('./password-pages').then((m) => ({ Component: m.ForgotPasswordRoute })),
  },
  {
    id: 'client.reset-password',
    path: ROUTE_PATHS.resetPassword,
    HydrateFallback: PageLoading,
    lazy: () => import('./password-pages').then((m) => ({ Component: m.ResetPasswordRoute })),
  },
  {
    id: 'client',
    handle: CLIENT_LAYOUT_HANDLE,
    HydrateFallback: PageLoading,
    lazy: () => import('./client-shell').then((m) => ({ Component: m.ClientLayoutRoute })),
    children: [
      {
        // A client's own money and documents: an employee is sent to the back office.
        id: 'client.clients-only',
        lazy: () => import('../session/guards').then((m) => ({ Component: m.ClientsOnlyRoute })),
        children: [
          {
            id: 'client.dashboard',
            path: ROUTE_PATHS.account,
            lazy: () => import('./dashboard-page').then((m) => ({ Component: m.DashboardRoute })),
          },
          {
            id: 'client.accounts',
            path: ROUTE_PATHS.accountAccounts,
            lazy: () => import('./accounts-page').then((m) => ({ Component: m.AccountsRoute })),
          },
          {
            id: 'client.withdrawal',
            path: ROUTE_PATHS.accountWithdrawal,
            lazy: () => import('./withdrawal-page').then((m) => ({ Component: m.WithdrawalRoute })),
          },
          {
            id: 'client.documents',
            path: ROUTE_PATHS.accountDocuments,
            lazy: () => import('./documents-page').then((m) => ({ Component: m.DocumentsRoute })),
          },
        ],
      },
      {
        id: 'client.profile',
        path: ROUTE_PATHS.accountProfile,
        lazy: () => import('./profile-page').then((m) => ({ Component: m.ProfileRoute })),
      },
      {
        id: 'client.settings',
        path: ROUTE_PATHS.accountSettings,
        lazy: () => import('./settings-page').then((m) => ({ Component: m.SettingsRoute })),
      },
      ...backOfficeRoutes,
    ],
  },
];

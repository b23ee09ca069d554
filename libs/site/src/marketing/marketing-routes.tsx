import type { RouteObject } from 'react-router-dom';
import { PageLoading } from '@brokerfront/ui-templates';
import { MARKETING_PATHS } from './marketing-pages';

/**
 * The routes of the content pages, each loaded on first visit (its own chunk). Paths are relative
 * to the shell, so they work unprefixed and under `/{lang}/`. A page whose configuration flag is
 * off renders the 404 page (see `isMarketingPageEnabled`).
 */
export const marketingRoutes: RouteObject[] = [
  {
    id: 'marketing.trading',
    path: MARKETING_PATHS.trading,
    HydrateFallback: PageLoading,
    lazy: () =>
      import('./routes/trading-route').then((m) => ({
        Component: m.TradingRoute,
      })),
  },
  {
    id: 'marketing.withdrawal',
    path: MARKETING_PATHS.withdrawal,
    HydrateFallback: PageLoading,
    lazy: () =>
      import('./routes/withdrawal-route').then((m) => ({
        Component: m.WithdrawalRoute,
      })),
  },
  {
    id: 'marketing.spreads',
    path: MARKETING_PATHS.spreads,
    HydrateFallback: PageLoading,
    lazy: () =>
      import('./routes/spreads-route').then((m) => ({
        Component: m.SpreadsRoute,
      })),
  },
  {
    id: 'marketing.faq',
    path: MARKETING_PATHS.faq,
    HydrateFallback: PageLoading,
    lazy: () => import('./routes/faq-route').then((m) => ({ Component: m.FaqRoute })),
  },
  {
    id: 'marketing.contact',
    path: MARKETING_PATHS.contact,
    HydrateFallback: PageLoading,
    lazy: () =>
      import('./routes/contact-route').then((m) => ({
        Component: m.ContactRoute,
      })),
  },
  {
    id: 'marketing.about',
    path: MARKETING_PATHS.about,
    HydrateFallback: PageLoading,
    lazy: () => import('./routes/about-route').then((m) => ({ Component: m.AboutRoute })),
  },
  {
    id: 'marketing.legal',
    path: MARKETING_PATHS.legal,
    HydrateFallback: PageLoading,
    lazy: () => import('./routes/legal-route').then((m) => ({ Component: m.LegalRoute })),
  },
];

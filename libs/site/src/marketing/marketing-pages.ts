import type { AppConfig } from '@brokerfront/config';
import { ROUTE_PATHS } from '../paths';

/** The configuration-driven content pages of the marketing site. */
export type MarketingPageId = 'trading' | 'withdrawal' | 'spreads' | 'faq' | 'contact' | 'about' | 'legal';

/** Route paths of the content pages, relative to the site root (and to `/{lang}/`), from the path table. */
export const MARKETING_PATHS = {
  trading: ROUTE_PATHS.trading,
  withdrawal: ROUTE_PATHS.withdrawal,
  spreads: ROUTE_PATHS.spreads,
  faq: ROUTE_PATHS.faq,
  contact: ROUTE_PATHS.contact,
  about: ROUTE_PATHS.about,
  legal: ROUTE_PATHS.legal,
} as const satisfies Record<MarketingPageId, string>;

/**
 * Whether a page is offered by this configuration (SPEC §3): trading pages with `hasTradingMenu`,
 * withdrawal with `hasWithdrawalMenu`, spreads when `spreadsAndCommissions` has rows, contact with
 * `showContact`, legal when `documents` has entries; FAQ and about always.
 */
export function isMarketingPageEnabled(page: MarketingPageId, app: AppConfig): boolean {
  switch (page) {
    case 'trading':
      return app.hasTradingMenu === true;
    case 'withdrawal':
      return app.hasWithdrawalMenu === true;
    case 'spreads':
      return Array.isArray(app.spreadsAndCommissions) && app.spreadsAndCommissions.length > 0;
    case 'contact':
      return app.showContact === true;
    case 'legal':
      return Array.isArray(app.documents) && app.documents.length > 0;
    case 'faq':
    case 'about':
      return true;
  }
}

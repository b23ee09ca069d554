import type { AppConfig } from '@brokerfront/config';
import { ASSET_CLASSES } from '@brokerfront/ui-templates';
import { tradingPath } from '../paths';
import { isMarketingPageEnabled, type MarketingPageId } from './marketing-pages';

/** One header entry for a content page. */
export interface MarketingNavItem {
  /** Unprefixed path of the page from the site root ('/trading/forex'); localise it for `/{lang}/`. */
  to: string;
  /** Translation key of the label, with its namespace ('pages:nav.forex'). */
  labelKey: string;
  /** Entries of one group belong in one sub-menu; its label key is `pages:nav.<group>`. */
  group?: 'trading';
}

const page = (id: Exclude<MarketingPageId, 'trading'>): MarketingNavItem => ({
  to: `/${id}`,
  labelKey: `pages:nav.${id}`,
});

/**
 * The header entries of the content pages this configuration offers, in menu order: the trading
 * pages (one per asset class, grouped), spreads and commissions, withdrawals, FAQ, about us, legal
 * documents, contact. A page whose flag is off is left out.
 */
export function marketingNavigation(app: AppConfig): MarketingNavItem[] {
  const items: MarketingNavItem[] = [];
  if (isMarketingPageEnabled('trading', app)) {
    for (const assetClass of ASSET_CLASSES) {
      items.push({
        to: `/${tradingPath(assetClass)}`,
        labelKey: `pages:nav.${assetClass}`,
        group: 'trading',
      });
    }
  }
  for (const id of ['spreads', 'withdrawal', 'faq', 'about', 'legal', 'contact'] as const) {
    if (isMarketingPageEnabled(id, app)) items.push(page(id));
  }
  return items;
}

import { useAppConfig } from '@brokerfront/config/react';
import { usePagesTranslation } from '../use-pages-translation';
import { SpreadsPage } from '@brokerfront/ui-templates';
import { isMarketingPageEnabled } from '../marketing-pages';
import { MarketingPage } from '../marketing-page';

/** `spreads`: the spreads and commissions table when `spreadsAndCommissions` has rows; 404 otherwise. */
export function SpreadsRoute() {
  const app = useAppConfig();
  const { t } = usePagesTranslation();
  return (
    <MarketingPage enabled={isMarketingPageEnabled('spreads', app)} title={t('spreads.title')}>
      <SpreadsPage rows={app.spreadsAndCommissions} />
    </MarketingPage>
  );
}

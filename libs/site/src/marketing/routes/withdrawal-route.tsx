import { useAppConfig } from '@brokerfront/config/react';
import { usePagesTranslation } from '../use-pages-translation';
import { WithdrawalPage } from '@brokerfront/ui-templates';
import { isMarketingPageEnabled } from '../marketing-pages';
import { MarketingPage } from '../marketing-page';

/** `withdrawal`: withdrawal information when `hasWithdrawalMenu`; 404 otherwise. */
export function WithdrawalRoute() {
  const app = useAppConfig();
  const { t } = usePagesTranslation();
  return (
    <MarketingPage enabled={isMarketingPageEnabled('withdrawal', app)} title={t('withdrawal.title')}>
      <WithdrawalPage />
    </MarketingPage>
  );
}

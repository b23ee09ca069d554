import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { WithdrawalPage } from '@brokerfront/ui-templates';
import { isMarketingPageEnabled } from '../marketing-pages';
import { MarketingPage } from '../marketing-page';

/** `withdrawal`: withdrawal information when `hasWithdrawalMenu`; 404 otherwise. */
export function WithdrawalRoute() {
  const app = useAppConfig();
  const { t } = useTranslation('pages');
  return (
    <MarketingPage
      enabled={isMarketingPageEnabled('withdrawal', app)}
      title={t('withdrawal.title')}
    >
      <WithdrawalPage />
    </MarketingPage>
  );
}

import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { FaqPage } from '@brokerfront/ui-templates';
import { MarketingPage } from '../marketing-page';

/** `faq`: the questions, in tabs when `faqHasTabs`. */
export function FaqRoute() {
  const app = useAppConfig();
  const { t } = useTranslation('pages');
  return (
    <MarketingPage title={t('faq.title')}>
      <FaqPage hasTabs={app.faqHasTabs} />
    </MarketingPage>
  );
}

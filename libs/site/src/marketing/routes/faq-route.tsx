import { useAppConfig } from '@brokerfront/config/react';
import { usePagesTranslation } from '../use-pages-translation';
import { FaqPage } from '@brokerfront/ui-templates';
import { MarketingPage } from '../marketing-page';

/** `faq`: the questions, in tabs when `faqHasTabs`. */
export function FaqRoute() {
  const app = useAppConfig();
  const { t } = usePagesTranslation();
  return (
    <MarketingPage title={t('faq.title')}>
      <FaqPage hasTabs={app.faqHasTabs} />
    </MarketingPage>
  );
}

import { useAppConfig } from '@brokerfront/config/react';
import { usePagesTranslation } from '../use-pages-translation';
import { LegalPage } from '@brokerfront/ui-templates';
import { isMarketingPageEnabled } from '../marketing-pages';
import { MarketingPage } from '../marketing-page';

/** `legal`: the documents of the configuration, each under `uploadsDir`; 404 when there are none. */
export function LegalRoute() {
  const app = useAppConfig();
  const { t } = usePagesTranslation();
  return (
    <MarketingPage enabled={isMarketingPageEnabled('legal', app)} title={t('legal.title')}>
      <LegalPage documents={app.documents} uploadsDir={app.uploadsDir} />
    </MarketingPage>
  );
}

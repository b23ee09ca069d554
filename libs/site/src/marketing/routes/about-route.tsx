import { useAppConfig } from '@brokerfront/config/react';
import { usePagesTranslation } from '../use-pages-translation';
import { AboutPage } from '@brokerfront/ui-templates';
import { MarketingPage } from '../marketing-page';

/** `about`: the company with its establishment year (default 2005) and years from–to. */
export function AboutRoute() {
  const app = useAppConfig();
  const { t } = usePagesTranslation();
  return (
    <MarketingPage title={t('about.title')}>
      <AboutPage brandName={app.name} establishmentYear={app.establishmentYear} establishmentFromTo={app.establishmentFromTo} />
    </MarketingPage>
  );
}

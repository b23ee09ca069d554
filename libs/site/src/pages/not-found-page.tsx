import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { NotFound } from '@brokerfront/ui-templates';
import { useTemplate } from '../app/site-context';
import { DocumentHead } from '../head/document-head';

/** The 404 page in the current template. */
export function NotFoundPage() {
  const app = useAppConfig();
  const template = useTemplate();
  const { t } = useTranslation('marketing');
  return (
    <>
      <DocumentHead title={t('notFound.title')} appName={app.name} description={app.description} origin={app.origin} path="404" />
      <NotFound template={template} homeHref="/" />
    </>
  );
}

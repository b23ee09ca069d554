import { useTranslation } from '@brokerfront/i18n/react';
import { NotFound } from '@brokerfront/ui-templates';
import { useTemplate } from '../app/site-context';
import { PageHead } from '../head/page-head';

/** The 404 page in the current template, kept out of search engines. */
export function NotFoundPage() {
  const template = useTemplate();
  const { t } = useTranslation('marketing');
  return (
    <>
      <PageHead title={t('notFound.title')} noindex />
      <NotFound template={template} homeHref="/" />
    </>
  );
}

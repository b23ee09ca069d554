import { useTranslation } from '@brokerfront/i18n/react';
import { PageLoading } from '@brokerfront/ui-templates';

/** Shown while a language's posts load (their module is fetched on first visit). */
export function BlogLoading() {
  const { t } = useTranslation('blog');
  return <PageLoading label={t('loading')} />;
}

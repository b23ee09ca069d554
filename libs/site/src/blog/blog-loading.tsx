import { useTranslation } from '@brokerfront/i18n/react';

/** Shown while a language's posts load (their module is fetched on first visit). */
export function BlogLoading() {
  const { t } = useTranslation('blog');
  return (
    <p className="bf-container bf-blog__loading" role="status">
      {t('loading')}
    </p>
  );
}

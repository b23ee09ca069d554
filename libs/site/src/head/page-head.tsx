import { useLocation } from 'react-router-dom';
import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { DocumentHead } from './document-head';

export interface PageHeadProps {
  /** The page's own title, already translated: `t('pages.blog.title')`. */
  title: string;
  /** The page's description, already translated; default the site description of the language. */
  description?: string;
}

/**
 * Title ('{page title} | {app name}'), description, social meta and canonical address of the page
 * shown, in the current language (SPEC §2). The site description comes from `site:meta.description`
 * when a brand translates it (apps/templateN/src/i18n/<lang>.json), else from AppConfig.description.
 * hreflang alternates and og:locale are added by the language route around every page.
 */
export function PageHead({ title, description }: PageHeadProps) {
  const app = useAppConfig();
  const { t, i18n } = useTranslation('site');
  const { pathname } = useLocation();
  const siteDescription = i18n.exists('site:meta.description') ? t('meta.description') : app.description;
  return (
    <DocumentHead
      title={title}
      appName={app.name}
      description={description ?? siteDescription}
      origin={app.origin}
      path={pathname.replace(/^\//, '')}
    />
  );
}

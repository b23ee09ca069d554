import { useLocation } from 'react-router-dom';
import { useAppConfig } from '@brokerfront/config/react';
import { splitLanguagePath } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import { DocumentHead } from './document-head';
import { canonicalPath } from './site-url';

/**
 * The page's own address (canonical): the address shown without a trailing slash, and without the prefix of the
 * default language on a multi-language site (`/en/faq` is `/faq`, as its hreflang alternates and the sitemap say).
 */
export function useCanonicalPath(): string {
  const { pathname } = useLocation();
  const { languages, defaultLanguage } = useAppConfig();
  const { language, rest } = splitLanguagePath(canonicalPath(pathname), { languages, defaultLanguage });
  return language?.prefix === defaultLanguage.prefix ? canonicalPath(rest) : canonicalPath(pathname);
}

/**
 * The site description in the current language: `site:meta.description` when a brand translates it
 * (apps/templateN/src/i18n/<lang>.json), else AppConfig.description.
 */
export function useSiteDescription(): string {
  const app = useAppConfig();
  const { t, i18n } = useTranslation('site');
  return i18n.exists('site:meta.description') ? t('meta.description') : app.description;
}

export interface PageHeadProps {
  /** The page's own title, already translated: `t('pages.blog.title')`. */
  title: string;
  /** The page's description, already translated; default the site description of the language. */
  description?: string;
  /** Keeps the page out of search engines (`robots` noindex, no canonical address). */
  noindex?: boolean;
}

/**
 * Title ('{page title} | {app name}'), description, social meta and canonical address of the page
 * shown, in the current language (SPEC §2). The description defaults to {@link useSiteDescription}.
 * hreflang alternates and og:locale are added by the language route around every page.
 */
export function PageHead({ title, description, noindex }: PageHeadProps) {
  const app = useAppConfig();
  const siteDescription = useSiteDescription();
  const path = useCanonicalPath();
  return (
    <DocumentHead
      title={title}
      appName={app.name}
      description={description ?? siteDescription}
      origin={app.origin}
      path={path}
      noindex={noindex}
    />
  );
}

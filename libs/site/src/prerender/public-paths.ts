import { BLOG_SLUGS } from '@brokerfront/blog-content/loader';
import type { AppConfig } from '@brokerfront/config';
import { languageAlternates, type LanguageAlternate } from '@brokerfront/i18n';
import { marketingNavigation } from '../marketing/navigation';
import { pathTo } from '../paths';

/** One public page of a site: its address and the language it is shown in. */
export interface PublicPage {
  /** Address below the site root, e.g. `/`, `/faq`, `/de/blog/forex-basics`. */
  path: string;
  /** The page's language prefix. */
  language: string;
  /**
   * Whether the address is the page's own in its language, listed in the sitemap: the default language's page
   * is the unprefixed address, so its prefixed twin (`/en/faq` when English is the default) is not.
   */
  listed: boolean;
  /** The same page in every language plus `x-default`, as its `<link rel="alternate" hreflang>` say (absolute). */
  alternates: LanguageAlternate[];
}

/** The unprefixed addresses of the public pages this configuration offers (home first). */
export function publicRoutePaths(app: AppConfig): string[] {
  const blog = pathTo('blog');
  const pages = ['/', ...marketingNavigation(app).map((item) => item.to), blog, ...BLOG_SLUGS.map((slug) => `${blog}/${slug}`)];
  return [...new Set(pages)];
}

/**
 * Every public page in every configured language: on a multi-language site each page under each language's
 * prefix, and unprefixed in the default language; on a one-language site unprefixed only (SPEC §2, §4).
 */
export function publicPages(app: AppConfig): PublicPage[] {
  const settings = { languages: app.languages, defaultLanguage: app.defaultLanguage };
  const multi = app.languages.length > 1;
  const pages: PublicPage[] = [];
  for (const route of publicRoutePaths(app)) {
    const alternates = languageAlternates(route, app.origin, settings);
    pages.push({ path: route, language: app.defaultLanguage.prefix, listed: true, alternates });
    if (!multi) continue;
    for (const { prefix } of app.languages) {
      const path = route === '/' ? `/${prefix}` : `/${prefix}${route}`;
      pages.push({ path, language: prefix, listed: prefix !== app.defaultLanguage.prefix, alternates });
    }
  }
  return pages;
}

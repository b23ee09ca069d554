import { BLOG_SLUGS } from '@brokerfront/blog-content/loader';
import type { AppConfig } from '@brokerfront/config';
import { marketingNavigation } from '../marketing/navigation';
import { pathTo } from '../paths';

/** One public page of a site: its address and the language it is shown in. */
export interface PublicPage {
  /** Address below the site root, e.g. `/`, `/faq`, `/de/blog/forex-basics`. */
  path: string;
  /** The page's language prefix. */
  language: string;
  /** The same page in each language, by prefix (hreflang alternates in the sitemap). */
  alternates: Record<string, string>;
}

/** The unprefixed addresses of the public pages this configuration offers (home first, 404 last). */
export function publicRoutePaths(app: AppConfig): string[] {
  const pages = [
    '/',
    ...marketingNavigation(app).map((item) => item.to),
    pathTo('blog'),
    ...BLOG_SLUGS.map((slug) => `${pathTo('blog')}/${slug}`),
  ];
  return [...new Set(pages)];
}

/**
 * Every public page in every configured language: on a multi-language site each page under each language's
 * prefix, and unprefixed in the default language; on a one-language site unprefixed only (SPEC §2, §4).
 */
export function publicPages(app: AppConfig): PublicPage[] {
  const multi = app.languages.length > 1;
  const prefixes = app.languages.map((l) => l.prefix);
  const pages: PublicPage[] = [];
  for (const route of publicRoutePaths(app)) {
    const localized = (prefix: string) => (route === '/' ? `/${prefix}` : `/${prefix}${route}`);
    const alternates: Record<string, string> = multi ? Object.fromEntries(prefixes.map((p) => [p, localized(p)])) : {};
    pages.push({ path: route, language: app.defaultLanguage.prefix, alternates });
    if (multi) for (const prefix of prefixes) pages.push({ path: localized(prefix), language: prefix, alternates });
  }
  return pages;
}

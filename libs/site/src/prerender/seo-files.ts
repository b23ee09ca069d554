import type { AppConfig } from '@brokerfront/config';
import { ROUTE_PATHS } from '../paths';
import type { PublicPage } from './public-paths';

/** The signed-in and account addresses, kept out of search engines (each also carries `noindex`). */
const PRIVATE_SECTIONS = [ROUTE_PATHS.account, ROUTE_PATHS.backOffice];

const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** An address of the site: the origin (with its trailing slash) and a path below it. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path.replace(/^\//, ''), origin.endsWith('/') ? origin : `${origin}/`).toString();
}

/**
 * `robots.txt`: everything public may be crawled, the signed-in sections (in every language) may not, and the
 * sitemap's address.
 */
export function robotsTxt(app: Pick<AppConfig, 'origin' | 'languages'>): string {
  const prefixes = app.languages.length > 1 ? ['', ...app.languages.map((l) => `/${l.prefix}`)] : [''];
  const lines = ['User-agent: *', 'Allow: /'];
  for (const prefix of prefixes) for (const section of PRIVATE_SECTIONS) lines.push(`Disallow: ${prefix}/${section}`);
  lines.push('', `Sitemap: ${absoluteUrl(app.origin, 'sitemap.xml')}`, '');
  return lines.join('\n');
}

/**
 * `sitemap.xml`: every public page's own address (the not-found page excepted) in every language, each with the
 * same hreflang alternates its `<link rel="alternate">` carry (sitemaps.org with the xhtml:link extension).
 */
export function sitemapXml(app: Pick<AppConfig, 'origin'>, pages: readonly PublicPage[]): string {
  const entries = pages
    .filter((page) => page.listed)
    .map((page) => {
      const alternates = page.alternates.map(
        ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${xmlEscape(hreflang)}" href="${xmlEscape(href)}"/>`,
      );
      return [`  <url>`, `    <loc>${xmlEscape(absoluteUrl(app.origin, page.path))}</loc>`, ...alternates, `  </url>`].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The address of a page as the sitemap and the prerendered HTML give it: without a trailing slash ('/de/faq/',
 * how a static server may answer for `de/faq/index.html`, is '/de/faq'), so that the canonical address stays
 * one and the same however the page was reached.
 */
export function canonicalPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * The absolute address of a path of the site: `siteUrl('https://broker.example/', '/de/blog')` →
 * `https://broker.example/de/blog`. The path is taken below the origin (a leading slash does not
 * leave a site served from a sub-folder), and an absolute address is kept as it is.
 */
export function siteUrl(origin: string, path = ''): string {
  const base = origin.endsWith('/') ? origin : `${origin}/`;
  return new URL(path.replace(/^\/+/, ''), base).toString();
}

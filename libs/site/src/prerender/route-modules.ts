/**
 * The module of each lazily loaded public route, by route id: its path below the site library's source folder,
 * without extension. The prerenderer names the matched routes of each page it writes, and the build tool
 * (`tools/prerender`) preloads the client chunks of those modules only, so a page fetches its own code at once
 * and no other page's. A route missing here still works; its chunk is then fetched after the entry script runs.
 */
export const PUBLIC_ROUTE_MODULES: Readonly<Record<string, string>> = {
  'marketing.trading': 'marketing/routes/trading-route',
  'marketing.withdrawal': 'marketing/routes/withdrawal-route',
  'marketing.spreads': 'marketing/routes/spreads-route',
  'marketing.faq': 'marketing/routes/faq-route',
  'marketing.contact': 'marketing/routes/contact-route',
  'marketing.about': 'marketing/routes/about-route',
  'marketing.legal': 'marketing/routes/legal-route',
  'blog.list': 'blog/blog-list-route',
  'blog.article': 'blog/blog-article-route',
};

/**
 * The modules of the lazily loaded public routes among `routeIds` (a page's matched routes), in order; a route
 * under the language prefix (id `….lang`) has the module of its unprefixed twin.
 */
export function publicRouteModules(routeIds: readonly string[]): string[] {
  return routeIds.flatMap((id) => {
    const module = PUBLIC_ROUTE_MODULES[id.replace(/\.lang$/, '')];
    return module ? [module] : [];
  });
}

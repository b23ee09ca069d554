/**
 * `@brokerfront/site/prerender`: renders a site's public pages to HTML at build (and re-renders them after a
 * deploy-time change of the configuration or a translation), with `robots.txt` and `sitemap.xml`. An app's
 * server entry binds it to its template; `tools/prerender` runs it over the built app.
 */
import { parseSiteConfiguration } from '@brokerfront/config';
import type { TranslationFile } from '@brokerfront/i18n';
import type { TemplateId } from '@brokerfront/ui-templates';
import type { CreateRoutesOptions } from '../app/routes';
import { renderPage, type RenderedPage } from './render-page';
import { publicPages, type PublicPage } from './public-paths';
import { robotsTxt, sitemapXml } from './seo-files';

export type { RenderedPage } from './render-page';
// What `startSite` takes as `pageData` (the data a prerendered page carries).
export type { PageData } from './page-data';
export { publicPages, type PublicPage } from './public-paths';
export type { CreateRoutesOptions } from '../app/routes';

/** What an app's server entry exports (see {@link createPrerenderer}). */
export interface Prerenderer {
  template: TemplateId;
  /** Every public page of the configuration, in every language (404 excepted). */
  pages(configuration: unknown): PublicPage[];
  /** One page as HTML parts. */
  render(path: string, configuration: unknown, translations: Readonly<Record<string, TranslationFile>>): Promise<RenderedPage>;
  /** `robots.txt` and `sitemap.xml` of the configuration. */
  seoFiles(configuration: unknown): { robots: string; sitemap: string };
}

function appOf(configuration: unknown) {
  const parsed = parseSiteConfiguration(configuration);
  if (!parsed.ok) throw new Error(`Invalid configuration:\n${parsed.problems.map((p) => `  - ${p.message}`).join('\n')}`);
  return parsed.config.appConfig;
}

/** The prerenderer of an app: `export default createPrerenderer({ template: 'template1' })` in its `src/server.tsx`. */
export function createPrerenderer({ template, routes }: { template: TemplateId; routes?: CreateRoutesOptions }): Prerenderer {
  return {
    template,
    pages: (configuration) => publicPages(appOf(configuration)),
    render: (path, configuration, translations) => renderPage({ template, path, configuration, translations, routes }),
    seoFiles: (configuration) => {
      const app = appOf(configuration);
      return { robots: robotsTxt(app), sitemap: sitemapXml(app, publicPages(app)) };
    },
  };
}

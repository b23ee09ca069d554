import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { parseSiteConfiguration, type SiteConfiguration } from '@brokerfront/config';
import { createI18n, createLanguageStore, DEFAULT_NAMESPACE, splitLanguagePath, type I18n, type TranslationFile } from '@brokerfront/i18n';
import { languageTag, resolveTheme, type ResolvedTheme, type TemplateId } from '@brokerfront/ui-templates';
import { SiteApp } from '../app/site-app';
import { createRoutes, type CreateRoutesOptions } from '../app/routes';
import { ROUTE_PATHS } from '../paths';
import { defaultUserSettings } from '../settings/settings-model';
import { prepareRoutes } from './prepare-routes';
import { publicRouteModules } from './route-modules';
import { appConfigFingerprint, NAMESPACES_CARRIED_IN_PART, serializePageData, type PageData } from './page-data';
import { brandHead, brandHeadHtml } from '../theme/brand-theme';

/** Input of {@link renderPage}. */
export interface RenderPageInput {
  template: TemplateId;
  /** Address of the page below the site root, e.g. `/ita/blog/forex-basics`. */
  path: string;
  /** `assets/config/configuration.json` as served (unparsed). */
  configuration: unknown;
  /** Merged translation files by language prefix (`assets/i18n/{prefix}.json`); at least the page's and the default. */
  translations: Readonly<Record<string, TranslationFile>>;
  /** What the app adds to the route table (as given to `startSite`). */
  routes?: CreateRoutesOptions;
}

/** A rendered page: the markup of the root element, the head elements, and the data for hydration. */
export interface RenderedPage {
  /** 200, or 404 for the not-found page (also for an unknown address). */
  status: 200 | 404;
  /** `<html lang>`: the language tag of the page. */
  lang: string;
  /**
   * `<html data-theme>`: the theme the page is drawn in (the default one; the browser applies a stored choice
   * after the hydration), so that the hydration finds the document as it leaves it and restyles nothing.
   */
  theme: ResolvedTheme;
  /** Prefix of the page's language. */
  language: string;
  /** Markup of the root element's children. */
  body: string;
  /**
   * The page's `<title>`, meta, link and structured-data elements, and the brand theme's style sheet and favicon
   * (`<style id="bf-brand-theme">`, `<link rel="icon">`), for `<head>`.
   */
  head: string;
  /** Content of the `<script type="application/json" id="brokerfront-page">` element. */
  pageData: string;
  /**
   * The modules of the page's lazily loaded routes (below the site library's source folder, without extension,
   * e.g. `marketing/routes/contact-route`): the build preloads their chunks in this page's HTML.
   */
  modules: string[];
}

const HOISTED = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/** The namespaces the render read (react-i18next reports each `useTranslation`'s), and the default one. */
function usedNamespaces(i18n: I18n): Set<string> {
  const reported = (i18n as I18n & { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces;
  return new Set([DEFAULT_NAMESPACE, ...(reported?.getUsedNamespaces() ?? [])]);
}

type GetResource = (language: string, namespace: string, key?: string | string[], options?: { keySeparator?: string | false }) => unknown;

/** A text the render read: its language, namespace and key path. */
interface TextRead {
  language: string;
  namespace: string;
  path: string[];
}

/**
 * Records every text a render reads through `i18n` (each lookup of i18next's resource store that finds one, plural
 * and context forms and nested `$t()` included).
 */
function recordTextReads(i18n: I18n): TextRead[] {
  const reads: TextRead[] = [];
  // i18next's typings leave the resource store's lookup out; it is the one every translation goes through.
  const store = i18n.services.resourceStore as unknown as { getResource: GetResource };
  const getResource = store.getResource.bind(store);
  store.getResource = (language, namespace, key, options = {}) => {
    const value: unknown = getResource(language, namespace, key, options);
    if (value != null && typeof key === 'string' && key !== '') {
      const separator = options.keySeparator ?? i18n.options.keySeparator ?? '.';
      reads.push({ language, namespace, path: separator ? key.split(separator) : [key] });
    }
    return value;
  };
  return reads;
}

/**
 * Copies the section a key path lies in (its first part: in `pages`, one content page's texts, or the navigation's)
 * from one namespace to another; a key i18next found under its whole dotted name is copied as such.
 */
function copySection(from: Record<string, unknown>, to: Record<string, unknown>, path: string[]): void {
  const section = path[0] as string;
  if (section in from) to[section] = from[section];
  else if (path.join('.') in from) to[path.join('.')] = from[path.join('.')];
}

/**
 * The part of each translation file a page carries: the namespaces it shows (the signed-in pages' load with the
 * signed-in side), those of {@link NAMESPACES_CARRIED_IN_PART} with only the sections the render read from (all the
 * texts of the page, its form's errors included, not those of the other pages).
 */
function carried(files: Record<string, TranslationFile>, namespaces: Set<string>, reads: TextRead[]): Record<string, TranslationFile> {
  return Object.fromEntries(
    Object.entries(files).map(([prefix, file]) => {
      const kept: TranslationFile = {};
      for (const [namespace, texts] of Object.entries(file)) {
        if (!namespaces.has(namespace)) continue;
        if (!NAMESPACES_CARRIED_IN_PART.has(namespace)) {
          kept[namespace] = texts;
          continue;
        }
        const part: Record<string, unknown> = {};
        for (const read of reads) if (read.language === prefix && read.namespace === namespace) copySection(texts, part, read.path);
        kept[namespace] = part as TranslationFile[string];
      }
      return [prefix, kept];
    }),
  );
}

/** The page language: the URL's prefix on a multi-language site, else the default language. */
function pageLanguage(config: SiteConfiguration, path: string): string {
  const { languages, defaultLanguage } = config.appConfig;
  return splitLanguagePath(path, { languages, defaultLanguage }).language?.prefix ?? defaultLanguage.prefix;
}

/**
 * Renders one public page to HTML the way the browser's first render draws it: the configuration and the
 * page language's texts as given, a visitor not signed in (the signed-in side loads in the browser after), the
 * default settings. Throws when the
 * configuration is invalid (naming each wrong field) — a site that cannot start is not prerendered.
 */
export async function renderPage({
  template,
  path,
  configuration,
  translations,
  routes: routeOptions,
}: RenderPageInput): Promise<RenderedPage> {
  const parsed = parseSiteConfiguration(configuration);
  if (!parsed.ok) throw new Error(`Invalid configuration: ${parsed.problems.map((p) => p.message).join('; ')}`);
  const config = parsed.config;
  const { languages, defaultLanguage } = config.appConfig;
  const language = pageLanguage(config, path);
  const used: Record<string, TranslationFile> = {};
  for (const prefix of new Set([language, defaultLanguage.prefix])) {
    const file = translations[prefix];
    if (!file) throw new Error(`No translations for "${prefix}" to render ${path}.`);
    used[prefix] = file;
  }
  const i18n = await createI18n({ languages, defaultLanguage, language, resources: used, logger: { warn: () => undefined } });
  const reads = recordTextReads(i18n);
  const routes: RouteObject[] = createRoutes(routeOptions);
  await prepareRoutes(routes, path, { template, app: config.appConfig, language });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid/')));
  if (context instanceof Response) throw new Error(`${path} redirects (${context.status}); only pages are prerendered.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <SiteApp
      config={config}
      template={template}
      i18n={i18n}
      languageStore={createLanguageStore()}
      routerElement={<StaticRouterProvider router={router} context={context} hydrate={false} />}
    />,
  );
  const leaf = context.matches.at(-1)?.route.path;
  const notFound = leaf === '*' || leaf === ROUTE_PATHS.notFound;
  const hoisted = HOISTED.exec(markup)?.[0] ?? '';
  const head = hoisted + brandHeadHtml(await brandHead(config, template));
  const data: PageData = {
    v: 2,
    appConfigHash: appConfigFingerprint(configuration),
    config,
    language,
    translations: carried(used, usedNamespaces(i18n), reads),
  };
  return {
    status: notFound ? 404 : 200,
    lang: languageTag(language),
    theme: resolveTheme(defaultUserSettings.Shell.Theme, false),
    language,
    body: markup.slice(hoisted.length),
    head,
    pageData: serializePageData(data),
    modules: publicRouteModules(context.matches.map((match) => match.route.id)),
  };
}

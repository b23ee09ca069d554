/**
 * @jest-environment node
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RouteObject } from 'react-router-dom';
import type { createRoutes as CreateRoutes } from '../app/routes';
import { clearBlogCache, peekBlogPosts } from '@brokerfront/blog-content/loader';
import { parseSiteConfiguration } from '@brokerfront/config';
import { minimalConfiguration, SIX_LANGUAGES } from '@brokerfront/config/testing';
import type { TranslationFile } from '@brokerfront/i18n';
import { buildLanguageFile } from '@brokerfront/i18n/node';
import { createPrerenderer } from './index';
import { renderPage } from './render-page';
import { PUBLIC_ROUTE_MODULES } from './route-modules';
import { appConfigFingerprint, PAGE_DATA_ID, readPageData } from './page-data';

const workspace = resolve(__dirname, '../../../..');
const translations: Record<string, TranslationFile> = Object.fromEntries(
  ['en', 'de', 'swe'].map((prefix) => [prefix, buildLanguageFile(workspace, prefix)]),
);

type Configuration = ReturnType<typeof minimalConfiguration> & { appConfig: Record<string, unknown> };

/** The minimal configuration file with English (default), German and Swedish. */
function configuration(app: Record<string, unknown> = {}): Configuration {
  const file = minimalConfiguration() as Configuration;
  Object.assign(file.appConfig, { languages: SIX_LANGUAGES.slice(0, 3), rightsYear: 2026 }, app);
  return file;
}

const render = (path: string, config: unknown = configuration(), texts = translations) =>
  renderPage({ template: 'template1', path, configuration: config, translations: texts });

const h1 = (markup: string) => /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(markup)?.[1];
const titleOf = (head: string) => /<title>([^<]*)<\/title>/.exec(head)?.[1];
const decode = (text: string | undefined) => text?.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

describe('renderPage', () => {
  it('renders the home page in the default language: title, heading, status 200', async () => {
    const page = await render('/');
    expect([page.status, page.lang, page.language]).toEqual([200, 'en', 'en']);
    expect(titleOf(page.head)).toBe('Home | Example Broker');
    expect(decode(h1(page.body))).toBe("Trade the world's markets from one account");
    expect(page.body).toContain('Example Broker');
    // The document's theme is the one the page is drawn in, so the hydration restyles nothing.
    expect(page.theme).toBe('light');
    expect(page.body).toMatch(/class="bf-site[^"]*"[^>]*data-theme="light"/);
  });

  it('renders a prefixed page in the language of its prefix, with its language tag', async () => {
    const german = await render('/de');
    expect([german.status, german.lang, german.language]).toEqual([200, 'de', 'de']);
    expect(titleOf(german.head)).toBe('Startseite | Example Broker');
    expect(h1(german.body)).toBe('Die Märkte der Welt über ein einziges Konto handeln');
    const swedish = await render('/swe/faq');
    expect([swedish.status, swedish.lang, swedish.language]).toEqual([200, 'sv', 'swe']);
  });

  it('renders an unprefixed page in the default language whatever the default is', async () => {
    const config = configuration({ defaultLanguage: SIX_LANGUAGES[1] });
    const page = await render('/', config);
    expect([page.lang, page.language]).toEqual(['de', 'de']);
    expect(h1(page.body)).toBe('Die Märkte der Welt über ein einziges Konto handeln');
  });

  it('gives the not-found page status 404, also in a language and for an unknown address below a prefix', async () => {
    const page = await render('/404');
    expect(page.status).toBe(404);
    expect(titleOf(page.head)).toBe('Page not found | Example Broker');
    expect(h1(page.body)).toBe('Page not found');
    const german = await render('/de/404');
    expect([german.status, german.lang]).toEqual([404, 'de']);
    expect(h1(german.body)).toBe('Seite nicht gefunden');
    expect((await render('/de/no-such-page')).status).toBe(404);
  });

  it("renders a blog article complete, with the posts of the page's language loaded before the render", async () => {
    clearBlogCache();
    const page = await render('/blog/forex-basics');
    expect(page.status).toBe(200);
    expect(h1(page.body)).toBe('Forex Basics: Pairs, Pips, Lots and Leverage');
    expect(titleOf(page.head)).toBe('Forex Basics: Pairs, Pips, Lots and Leverage | Example Broker');
    expect(page.head).toContain('<meta property="og:type" content="article"/>');
    expect(page.body).toContain('Currency pairs');
    clearBlogCache();
    const german = await render('/de/blog/forex-basics');
    expect(h1(german.body)).toBe('Forex-Grundlagen: Währungspaare, Pips, Lots und Hebel');
    expect(peekBlogPosts(1, 'de')).toBeDefined();
  });

  it('renders the blog list with every article', async () => {
    clearBlogCache();
    const page = await render('/blog');
    expect(page.status).toBe(200);
    for (const slug of ['market-overview', 'a-beginners-guide', 'forex-basics', 'online-trading-101'])
      expect(page.body).toContain(`href="/blog/${slug}"`);
  });

  it('carries the brand theme: its style sheet and favicon in head, its logo with its text alternative in the header', async () => {
    const file = {
      ...configuration(),
      theme: { primary: '#0a7d4f', favicon: 'assets/images/icon.svg', logo: { src: 'assets/images/logo.svg', alt: 'Example Broker logo' } },
    };
    const page = await render('/', file);
    expect(page.head).toMatch(/<style id="bf-brand-theme" data-key="[0-9a-f]+">[^<]*--bf-color-primary:#0a7d4f;/);
    expect(page.head).toContain('<link rel="icon" href="/assets/images/icon.svg">');
    expect(page.body).toContain('<img class="bf-brand__logo" src="/assets/images/logo.svg" alt="Example Broker logo"');
    const plain = await render('/');
    expect(plain.head).toMatch(/<style id="bf-brand-theme" data-key="[0-9a-f]+"><\/style>/);
    expect(plain.head).not.toContain('rel="icon"');
    expect(plain.body).not.toContain('bf-brand__logo');
  });

  it('cuts the title, meta and link elements into head; the body starts with the page markup', async () => {
    const page = await render('/de/faq');
    expect(page.head).toMatch(/^<(title|meta|link)\b/);
    expect(page.head).toContain('<title>');
    expect(page.head).toContain('<meta name="description" content="Trade with us."/>');
    expect(page.head).toContain('<link rel="canonical" href="https://broker.example/de/faq"/>');
    expect(page.head).toContain('<link rel="alternate" hrefLang="de" href="https://broker.example/de/faq"/>');
    expect(page.head).toContain('<meta property="og:url" content="https://broker.example/de/faq"/>');
    expect(page.head).not.toMatch(/<(?!title|meta|link|style|\/title|\/style)/);
    expect(page.body).toMatch(/^(<noscript>[\s\S]*?<\/noscript>)?<div\b/);
    expect(page.body).not.toMatch(/<title>|<meta |<link rel="canonical"/);
    expect(page.head + page.body).not.toContain('prerender.invalid');
  });

  it("carries the configuration's fingerprint and the checked configuration, the page language and only the texts it used", async () => {
    const config = configuration();
    const page = await render('/swe/faq', config);
    const doc = { getElementById: (id: string) => (id === PAGE_DATA_ID ? { textContent: page.pageData } : null) };
    const data = readPageData(doc as unknown as Pick<Document, 'getElementById'>);
    const parsed = parseSiteConfiguration(config);
    const shown = Object.keys(data?.translations['swe'] ?? {});
    // Whole namespaces, but of the content pages' texts (`pages`) only the FAQ's and the navigation's.
    const carried = (file: (typeof translations)['en']) =>
      Object.fromEntries(
        shown.map((ns) => [
          ns,
          ns === 'pages'
            ? { nav: (file['pages'] as Record<string, unknown>)['nav'], faq: (file['pages'] as Record<string, unknown>)['faq'] }
            : file[ns],
        ]),
      );
    expect(parsed.ok && data).toEqual({
      v: 2,
      appConfigHash: appConfigFingerprint(config),
      config: parsed.ok && parsed.config,
      language: 'swe',
      // The default language's texts were not read (Swedish has them all): its content section stays empty.
      translations: { swe: carried(translations.swe), en: { ...carried(translations.en), pages: {} } },
    });
    // The namespaces of the public page (the layout's, the FAQ's), not those of the signed-in pages.
    expect(shown).toEqual(expect.arrayContaining(['common', 'marketing', 'pages']));
    for (const signedIn of ['backoffice', 'client', 'account']) expect(shown).not.toContain(signedIn);
    expect(page.pageData).not.toMatch(/[<>&]/);
  });

  it("carries a content page's whole section (its form's messages too), which the browser shows after the render", async () => {
    const page = await render('/contact');
    const data = JSON.parse(page.pageData) as { translations: Record<string, Record<string, Record<string, unknown>>> };
    const pages = translations.en['pages'] as Record<string, unknown>;
    expect(data.translations['en']?.['pages']).toEqual({ nav: pages['nav'], contact: pages['contact'] });
    expect(Object.keys((pages['contact'] as Record<string, unknown>)['errors'] as object).length).toBeGreaterThan(0);
  });

  it("names the modules of the page's lazily loaded routes (the build preloads their chunks), none for the home page", async () => {
    expect((await render('/')).modules).toEqual([]);
    expect((await render('/de/faq')).modules).toEqual(['marketing/routes/faq-route']);
    expect((await render('/contact')).modules).toEqual(['marketing/routes/contact-route']);
    expect((await render('/swe/blog/forex-basics')).modules).toEqual(['blog/blog-article-route']);
    expect((await render('/blog')).modules).toEqual(['blog/blog-list-route']);
  });

  it('knows the module of every lazily loaded public route, and each module exists', () => {
    const lazyPublic: string[] = [];
    const visit = (routes: RouteObject[]) => {
      for (const route of routes) {
        if (typeof route.lazy === 'function' && route.id && /^(marketing|blog)\./.test(route.id)) lazyPublic.push(route.id);
        visit(route.children ?? []);
      }
    };
    // A fresh route table: a render loads the lazy routes it matches into the shared route objects.
    jest.isolateModules(() => visit((require('../app/routes') as { createRoutes: typeof CreateRoutes }).createRoutes()));
    const unprefixed = [...new Set(lazyPublic.map((id) => id.replace(/\.lang$/, '')))];
    expect(unprefixed.length).toBeGreaterThanOrEqual(9);
    expect(Object.keys(PUBLIC_ROUTE_MODULES).sort()).toEqual(unprefixed.sort());
    for (const module of Object.values(PUBLIC_ROUTE_MODULES)) expect(existsSync(resolve(__dirname, '..', `${module}.tsx`))).toBe(true);
  });

  it('throws for an invalid configuration, naming each wrong field', async () => {
    const config = configuration({ hasTradingMenu: 'yes', name: 42 });
    await expect(render('/', config)).rejects.toThrow(
      /^Invalid configuration: .*appConfig\.hasTradingMenu.*appConfig\.name|appConfig\.name.*appConfig\.hasTradingMenu/,
    );
    await expect(render('/', { appConfig: {} })).rejects.toThrow(/appConfig\.origin/);
  });

  it('throws when the texts of the page language or of the default language are missing', async () => {
    await expect(render('/de', configuration(), { en: translations.en })).rejects.toThrow('No translations for "de" to render /de.');
    await expect(render('/de', configuration(), { de: translations.de })).rejects.toThrow('No translations for "en" to render /de.');
  });

  it('renders a one-language site unprefixed', async () => {
    const config = configuration({ languages: [SIX_LANGUAGES[0]] });
    const page = await render('/faq', config, { en: translations.en });
    expect([page.status, page.lang]).toEqual([200, 'en']);
    expect(page.head).toContain('<link rel="canonical" href="https://broker.example/faq"/>');
    expect(page.head).not.toContain('hrefLang');
  });
});

describe('createPrerenderer', () => {
  const prerenderer = createPrerenderer({ template: 'template1' });

  it('lists the pages, renders them and writes the SEO files of a configuration', async () => {
    const config = configuration({ showContact: true });
    expect(prerenderer.template).toBe('template1');
    const pages = prerenderer.pages(config);
    expect(pages.map((p) => p.path)).toContain('/swe/contact');
    const page = await prerenderer.render('/de/contact', config, translations);
    expect([page.status, page.lang]).toEqual([200, 'de']);
    const { robots, sitemap } = prerenderer.seoFiles(config);
    expect(robots).toContain('Disallow: /de/account');
    expect(sitemap).toContain('<loc>https://broker.example/swe/contact</loc>');
  });

  it('refuses an invalid configuration, naming the field', () => {
    expect(() => prerenderer.pages(configuration({ showContact: 'yes' }))).toThrow(/appConfig\.showContact/);
    expect(() => prerenderer.seoFiles(configuration({ origin: 42 }))).toThrow(/appConfig\.origin/);
  });
});

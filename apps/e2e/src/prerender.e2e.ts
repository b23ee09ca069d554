import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Page } from 'playwright-core';
import { blogCollections, type BlogLanguage, type BlogTemplateId } from '@brokerfront/blog-content';
import { dismissHomePopup, hasHomePopup, openPage, useBrowserContexts } from '../support/browser';
import { siteUrl, templates, workspaceRoot, type TemplateName } from '../support/environment';
import { userName } from '../support/signed-in';

/**
 * The prerendered public site: every template's home, an article and its contact page (the about page where
 * the configuration has no contact page) as served before any script runs and with JavaScript disabled, in
 * the default language and in another one; the hydration of those pages (no node replaced, no warning, the
 * markup left as served) and their interactive parts after it; robots.txt and sitemap.xml; the signed-in
 * flow from a prerendered page; and the re-render of a built app after a configuration change.
 */

const newContext = useBrowserContexts();

const ARTICLE = 'forex-basics';
const CLIENT = { email: 'client@example.com', password: 'Client1', name: 'Chris Client' };

/** `<html lang>` / hreflang of each configuration language prefix. */
const LANGUAGE_TAGS: Readonly<Record<string, string>> = { en: 'en', de: 'de', swe: 'sv', esp: 'es', svn: 'sl', ita: 'it' };

interface SiteConfig {
  name: string;
  showContact: boolean;
  faqHasTabs: boolean;
  defaultLanguage: string;
  languages: string[];
}

/** The app's configuration as built (the copy served here differs only in its origin). */
function siteConfig(template: TemplateName): SiteConfig {
  const file = path.join(workspaceRoot, 'apps', template, 'public/assets/config/configuration.json');
  const app = JSON.parse(fs.readFileSync(file, 'utf8')).appConfig;
  return {
    name: app.name,
    showContact: app.showContact === true,
    faqHasTabs: app.faqHasTabs === true,
    defaultLanguage: app.defaultLanguage.prefix,
    languages: app.languages.map((l: { prefix: string }) => l.prefix),
  };
}

type Texts = { [key: string]: string | Texts };

const textFiles = new Map<string, Texts>();

/** A text of the app's translation file as served (`assets/i18n/<lang>.json`), with `{{name}}` filled in. */
function text(template: TemplateName, language: string, key: string): string {
  const file = path.join(workspaceRoot, 'tmp/e2e-sites', template, 'assets/i18n', `${language}.json`);
  let texts = textFiles.get(file);
  if (!texts) {
    texts = JSON.parse(fs.readFileSync(file, 'utf8')) as Texts;
    textFiles.set(file, texts);
  }
  const value = key
    .split('.')
    .reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);
  if (typeof value !== 'string') throw new Error(`${template}: no text ${key} in ${language}.json`);
  return value.replace(/\{\{name\}\}/g, siteConfig(template).name);
}

/** `&amp;`, `&#x27;`… of served HTML as characters. */
function decodeEntities(html: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return named[entity.toLowerCase()] ?? all;
  });
}

/** The text of some HTML: tags and comments dropped, entities decoded, white space collapsed. */
function plainText(html: string): string {
  const withoutMarkup = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(withoutMarkup).replace(/\s+/g, ' ').trim();
}

/** The value of an attribute in one start tag. */
const attribute = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return value === undefined ? undefined : decodeEntities(value);
};

/** Every start tag of an element with the given attribute value (`<link rel="canonical" …>`). */
const tagsWith = (html: string, element: string, name: string, value: string) =>
  (html.match(new RegExp(`<${element}\\b[^>]*>`, 'gi')) ?? []).filter((tag) => attribute(tag, name)?.toLowerCase() === value);

/** What a page must show, from the translation files and the blog content. */
interface ExpectedPage {
  kind: 'home' | 'article' | 'contact' | 'about';
  language: string;
  /** Address below the site root, e.g. `/`, `/ita/contact`. */
  path: string;
  title: string;
  heading: string;
  /** A piece of its body text. */
  body: string;
}

/** The page of a kind in a language: unprefixed in the default language, under the language's prefix otherwise. */
function expectedPage(template: TemplateName, kind: ExpectedPage['kind'], language: string): ExpectedPage {
  const site = siteConfig(template);
  const prefix = language === site.defaultLanguage ? '' : `/${language}`;
  const t = (key: string) => text(template, language, key);
  switch (kind) {
    case 'home':
      return {
        kind,
        language,
        path: prefix || '/',
        title: t('marketing.home.title'),
        heading: t('marketing.home.hero.title'),
        body: t('marketing.home.hero.lead'),
      };
    case 'article': {
      const templateId = Number(template.replace('template', '')) as BlogTemplateId;
      const post = blogCollections[language as BlogLanguage][templateId]?.find((p) => p.slug === ARTICLE);
      if (!post) throw new Error(`${template} has no ${ARTICLE} in ${language}`);
      const firstParagraph = /<p>([\s\S]*?)<\/p>/.exec(post.body)?.[1] ?? '';
      return { kind, language, path: `${prefix}/blog/${ARTICLE}`, title: post.title, heading: post.title, body: plainText(firstParagraph) };
    }
    case 'contact':
    case 'about':
      return {
        kind,
        language,
        path: `${prefix}/${kind}`,
        title: t(`pages.${kind}.title`),
        heading: t(`pages.${kind}.title`),
        body: t(`pages.${kind}.lead`),
      };
  }
}

/** The third page checked: contact, or about on a site whose configuration has no contact page. */
const contactOrAbout = (template: TemplateName): 'contact' | 'about' => (siteConfig(template).showContact ? 'contact' : 'about');

/** The languages checked: the default one, and the last other one of a multi-language site. */
function languagesOf(template: TemplateName): string[] {
  const { defaultLanguage, languages } = siteConfig(template);
  const others = languages.filter((l) => l !== defaultLanguage);
  return others.length > 0 ? [defaultLanguage, others[others.length - 1]] : [defaultLanguage];
}

function checkedPages(template: TemplateName): ExpectedPage[] {
  return languagesOf(template).flatMap((language) =>
    (['home', 'article', contactOrAbout(template)] as const).map((kind) => expectedPage(template, kind, language)),
  );
}

/** The JSON-LD nodes of a page (a node, a list of nodes or an `@graph`). */
function structuredData(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)];
  return blocks.flatMap(([, json]) => {
    const data = JSON.parse(json) as Record<string, unknown> | Record<string, unknown>[];
    const nodes = Array.isArray(data) ? data : [data];
    return nodes.flatMap((node) => (Array.isArray(node['@graph']) ? (node['@graph'] as Record<string, unknown>[]) : [node]));
  });
}

/** The markup of the root element in a whole served document. */
function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</body>');
  return start < 0 || end < start ? '' : html.slice(start, end);
}

/** Where two strings first differ, with some context, or null when they are equal. */
function firstDifference(actual: string, expected: string): string | null {
  if (actual === expected) return null;
  let i = 0;
  while (i < actual.length && i < expected.length && actual[i] === expected[i]) i += 1;
  const around = (s: string) => s.slice(Math.max(0, i - 200), i + 200);
  return `differs at ${i} of ${actual.length}/${expected.length}:\n  after hydration: …${around(actual)}…\n  as served:       …${around(expected)}…`;
}

/**
 * Counts, from before the document is parsed, the nodes removed from under #root (a hydration removes none; a
 * fresh render replaces the root's children) and the layout shifts.
 */
function watchDom(): void {
  const w = window as unknown as { __removed: string[]; __shift: number };
  w.__removed = [];
  w.__shift = 0;
  new MutationObserver((records) => {
    const root = document.getElementById('root');
    for (const record of records) {
      if (!root || !(record.target === root || root.contains(record.target))) continue;
      for (const node of Array.from(record.removedNodes)) {
        const where =
          record.target instanceof Element ? `${record.target.tagName.toLowerCase()}.${record.target.className}` : record.target.nodeName;
        w.__removed.push(`${node.nodeName} from ${where}`);
      }
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) w.__shift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Waits until the page is hydrated: `<html data-hydrated>` is set by the app once the whole tree has hydrated (the
 * prerendered page's routes are loaded before hydration, so nothing suspends); then a short settle for what follows
 * it (stored settings, the session's start).
 */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] !== undefined);
  await page.waitForTimeout(300);
}

/** The page's one visible main heading and a piece of its body text (CSS queries: role queries are slow on these pages). */
async function expectShown(page: Page, expected: ExpectedPage): Promise<void> {
  await page.locator('main h1').filter({ hasText: expected.heading }).first().waitFor();
  const headings = (await page.locator('main h1').allTextContents()).map((heading) => heading.replace(/\s+/g, ' ').trim());
  expect({ path: expected.path, headings }).toEqual({ path: expected.path, headings: [expected.heading] });
  await page.locator('main').getByText(expected.body).first().waitFor();
}

const origin = (template: TemplateName) => siteUrl(template, '');

describe.each(templates.map((t) => t.id))('%s prerendered', (template) => {
  const site = siteConfig(template);
  const multiLanguage = site.languages.length > 1;

  it('serves the home, an article and the contact page as HTML with their content, before any script runs', async () => {
    const pages = checkedPages(template);
    expect(pages.length).toBe(multiLanguage ? 6 : 3);
    for (const expected of pages) {
      const url = siteUrl(template, expected.path);
      const response = await fetch(url);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      const where = `${template} ${expected.path}`;
      expect({ where, lang: attribute(/<html\b[^>]*>/i.exec(html)?.[0] ?? '', 'lang') }).toEqual({
        where,
        lang: LANGUAGE_TAGS[expected.language],
      });
      const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decodeEntities(m[1]));
      expect({ where, titles }).toEqual({ where, titles: [`${expected.title} | ${site.name}`] });
      const root = rootMarkup(html);
      const headings = [...root.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => plainText(m[1]));
      expect({ where, headings }).toEqual({ where, headings: [expected.heading] });
      expect(plainText(root)).toContain(expected.body);
      const canonical = tagsWith(html, 'link', 'rel', 'canonical').map((tag) => attribute(tag, 'href'));
      expect({ where, canonical }).toEqual({ where, canonical: [url] });
      if (multiLanguage) {
        const alternates = tagsWith(html, 'link', 'rel', 'alternate').map((tag) => attribute(tag, 'hreflang'));
        expect(alternates).toEqual(expect.arrayContaining(site.languages.map((l) => LANGUAGE_TAGS[l])));
      }
      const pageData = /<script type="application\/json" id="brokerfront-page">([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(pageData).toBeDefined();
      const data = JSON.parse(pageData ?? '{}') as { v: number; language: string; translations: Record<string, unknown> };
      expect({ where, v: data.v, language: data.language }).toEqual({ where, v: 2, language: expected.language });
      expect(Object.keys(data.translations)).toContain(expected.language);
      // The page carries the texts it shows, not those of the signed-in pages (they load with the signed-in side).
      const carried = Object.keys((data.translations[expected.language] ?? {}) as object);
      expect({ where, carried }).toEqual({ where, carried: expect.arrayContaining(['common', 'marketing']) });
      for (const signedIn of ['backoffice', 'client', 'account'])
        expect({ where, carried }).not.toEqual({ where, carried: expect.arrayContaining([signedIn]) });
      // Its starter loads its own route's code, and no other page's; nothing of the code is fetched from the HTML.
      expect({ where, preloads: tagsWith(html, 'link', 'rel', 'modulepreload') }).toEqual({ where, preloads: [] });
      const starters = tagsWith(html, 'script', 'type', 'module');
      expect({ where, starters: starters.map((tag) => attribute(tag, 'src')) }).toEqual({
        where,
        starters: [expect.stringMatching(/^\/assets\/start-[\w-]{8}\.js$/)],
      });
      const routeChunks = (attribute(starters[0] ?? '', 'data-modules') ?? '')
        .split(' ')
        .map((href) => /\/assets\/([a-z-]+-route)-[\w-]+\.js$/.exec(href)?.[1])
        .filter(Boolean);
      const ownRoute = { home: [], article: ['blog-article-route'], contact: ['contact-route'], about: ['about-route'] }[expected.kind];
      expect({ where, routeChunks }).toEqual({ where, routeChunks: ownRoute });
      const nodes = structuredData(html);
      if (expected.kind === 'home') expect(nodes).toContainEqual(expect.objectContaining({ '@type': 'Organization', name: site.name }));
      if (expected.kind === 'article')
        expect(nodes).toContainEqual(expect.objectContaining({ '@type': 'Article', headline: expected.title }));
    }
  });

  it('shows the same pages with JavaScript disabled, and the header navigation works', async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const expected of checkedPages(template)) {
      await page.goto(siteUrl(template, expected.path));
      await expectShown(page, expected);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(LANGUAGE_TAGS[expected.language]);
    }
    for (const language of languagesOf(template)) {
      const home = expectedPage(template, 'home', language);
      const target = expectedPage(template, contactOrAbout(template), language);
      await page.goto(siteUrl(template, home.path));
      // Every address the header links to (the language switcher aside, an interactive part) has a link that is
      // visible, or shows when the pointer rests on (or the keyboard focus enters) its drop-down menu.
      const visibleLinks = () =>
        page
          .locator('header a:not(.bf-language a)')
          .evaluateAll((anchors) =>
            anchors.map((a) => ({ href: a.getAttribute('href') ?? '', visible: a.checkVisibility({ visibilityProperty: true }) })),
          );
      const links = await visibleLinks();
      const menus = await page.locator('header button[aria-expanded]:not(.bf-language button)').filter({ visible: true }).all();
      for (const button of menus) {
        await button.hover();
        links.push(...(await visibleLinks()));
      }
      await page.mouse.move(0, 0);
      const hidden = [...new Set(links.map((l) => l.href))].filter((href) => !links.some((l) => l.href === href && l.visible));
      expect({ path: home.path, hidden }).toEqual({ path: home.path, hidden: [] });
      const targetLink = page.locator(`header a[href="${target.path}"]`).filter({ visible: true });
      for (const button of menus) {
        if ((await targetLink.count()) > 0) break;
        await button.hover();
      }
      await targetLink.first().click();
      await page.waitForURL((url) => url.pathname === target.path);
      await expectShown(page, target);
    }
  });

  it('hydrates the prerendered pages without replacing a node, without a warning, and leaves their markup as served', async () => {
    const [defaultLanguage, otherLanguage] = languagesOf(template);
    const pages = [
      expectedPage(template, 'home', defaultLanguage),
      expectedPage(template, 'article', defaultLanguage),
      expectedPage(template, contactOrAbout(template), defaultLanguage),
      ...(otherLanguage ? [expectedPage(template, 'home', otherLanguage), expectedPage(template, 'article', otherLanguage)] : []),
    ];
    const context = await newContext();
    await context.addInitScript(watchDom);
    const { page, problems } = await openPage(context);
    page.on('console', (message) => {
      if (message.type() === 'warning') problems.push(`console warning: ${message.text()}`);
    });
    let popupDismissed = false;
    for (const expected of pages) {
      const url = siteUrl(template, expected.path);
      const served = await (await fetch(url)).text();
      const where = `${template} ${expected.path}`;
      const problemsBefore = problems.length;
      await page.goto(url);
      await waitForHydration(page);
      const { removed, shift } = await page.evaluate(() => {
        const w = window as unknown as { __removed: string[]; __shift: number };
        return { removed: w.__removed, shift: w.__shift };
      });
      expect({ where, removed }).toEqual({ where, removed: [] });
      expect({ where, shift: shift <= 0.02 }).toEqual({ where, shift: true });
      // The home popup opens after hydration (once a browser session): closed, the page is as served again.
      if (expected.kind === 'home' && hasHomePopup(template) && !popupDismissed) {
        await dismissHomePopup(page, template);
        popupDismissed = true;
      }
      const markup = await page.evaluate((html) => {
        const parsed = new DOMParser().parseFromString(html, 'text/html');
        // The one change the hydration makes on purpose: a form's fields and button, disabled until the page's code runs.
        for (const control of parsed.querySelectorAll('#root form [disabled]')) control.removeAttribute('disabled');
        return { served: parsed.getElementById('root')?.innerHTML ?? '', now: document.getElementById('root')?.innerHTML ?? '' };
      }, served);
      expect(markup.served.length).toBeGreaterThan(1000);
      expect({ where, difference: firstDifference(markup.now, markup.served) }).toEqual({ where, difference: null });
      await expectShown(page, expected);
      expect({ where, problems: problems.slice(problemsBefore) }).toEqual({ where, problems: [] });
    }
  });

  it('makes the interactive parts work after hydration: theme, language switcher, contact form, FAQ tabs', async () => {
    const [defaultLanguage, otherLanguage] = languagesOf(template);
    const context = await newContext();
    const { page, problems } = await openPage(context);
    const home = expectedPage(template, 'home', defaultLanguage);
    await page.goto(siteUrl(template, home.path));
    await waitForHydration(page);
    await dismissHomePopup(page, template);
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('light');
    const theme = page
      .getByRole('banner')
      .getByRole('group', { name: text(template, defaultLanguage, 'marketing.theme.label') })
      .filter({ visible: true })
      .first();
    await theme.getByRole('button', { name: text(template, defaultLanguage, 'marketing.theme.Dark') }).click();
    await page.waitForFunction(() => document.documentElement.dataset['theme'] === 'dark');
    await expect(
      theme.getByRole('button', { name: text(template, defaultLanguage, 'marketing.theme.Dark') }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');

    if (otherLanguage) {
      const switcher = page.getByRole('banner').locator('.bf-language').filter({ visible: true }).first();
      const button = switcher.locator('button[aria-controls]');
      if ((await button.count()) > 0) await button.click();
      await switcher.locator(`a[hreflang="${LANGUAGE_TAGS[otherLanguage]}"]`).click();
      const translated = expectedPage(template, 'home', otherLanguage);
      await page.waitForURL((url) => url.pathname === translated.path);
      await expectShown(page, translated);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(LANGUAGE_TAGS[otherLanguage]);
    }

    if (site.showContact) {
      const language = otherLanguage ?? defaultLanguage;
      const contact = expectedPage(template, 'contact', language);
      await page.goto(siteUrl(template, contact.path));
      await waitForHydration(page);
      await page.getByRole('button', { name: text(template, language, 'pages.contact.form.submit') }).click();
      await page
        .getByText(text(template, language, 'pages.contact.errors.summary'))
        .first()
        .waitFor();
      await page
        .getByText(text(template, language, 'pages.contact.errors.nameRequired'))
        .first()
        .waitFor();
      await page
        .getByText(text(template, language, 'pages.contact.errors.emailRequired'))
        .first()
        .waitFor();
    }

    if (site.faqHasTabs) {
      const language = otherLanguage ?? defaultLanguage;
      const prefix = language === site.defaultLanguage ? '' : `/${language}`;
      await page.goto(siteUrl(template, `${prefix}/faq`));
      await waitForHydration(page);
      const tab = page.getByRole('main').getByRole('tab', { name: text(template, language, 'pages.faq.funding.title') });
      const question = text(template, language, 'pages.faq.funding.deposit.q');
      await expect(page.getByText(question).first().isVisible()).resolves.toBe(false);
      await tab.click();
      await expect(tab.getAttribute('aria-selected')).resolves.toBe('true');
      await page.getByText(question).first().waitFor();
    }
    expect(problems).toEqual([]);
  });

  it('serves robots.txt and sitemap.xml naming every public page (with its language alternates)', async () => {
    const robots = await fetch(siteUrl(template, 'robots.txt'));
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const rules = (await robots.text()).split('\n').map((line) => line.trim());
    expect(rules).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /account',
        'Disallow: /backoffice',
        `Sitemap: ${siteUrl(template, 'sitemap.xml')}`,
      ]),
    );
    if (multiLanguage) {
      for (const language of site.languages)
        expect(rules).toEqual(expect.arrayContaining([`Disallow: /${language}/account`, `Disallow: /${language}/backoffice`]));
    }

    const response = await fetch(siteUrl(template, 'sitemap.xml'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^(application|text)\/xml/);
    const sitemap = await response.text();
    expect(sitemap.startsWith('<?xml')).toBe(true);
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
      loc: decodeEntities(/<loc>([^<]*)<\/loc>/.exec(entry)?.[1] ?? ''),
      alternates: Object.fromEntries(
        tagsWith(entry, 'xhtml:link', 'rel', 'alternate').map((tag) => [attribute(tag, 'hreflang'), attribute(tag, 'href')]),
      ),
    }));
    const locs = entries.map((e) => e.loc);
    expect(locs).toEqual(expect.arrayContaining([origin(template), siteUrl(template, `blog/${ARTICLE}`)]));
    expect(locs.filter((loc) => /\/(account|backoffice|sign-in|404)\b/.test(loc))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.includes(siteUrl(template, 'contact'))).toBe(site.showContact);
    if (multiLanguage) {
      // The article in each language: the default language's unprefixed, as the pages' own hreflang links name it.
      const articleIn = (language: string) =>
        siteUrl(template, language === site.defaultLanguage ? `blog/${ARTICLE}` : `${language}/blog/${ARTICLE}`);
      for (const language of site.languages) expect(locs).toContain(articleIn(language));
      const article = entries.find((e) => e.loc === articleIn(site.defaultLanguage));
      const wanted = Object.fromEntries(site.languages.map((language) => [LANGUAGE_TAGS[language], articleIn(language)]));
      expect(article?.alternates).toEqual(expect.objectContaining(wanted));
    } else {
      expect(entries.every((e) => Object.keys(e.alternates).length === 0)).toBe(true);
    }

    // Every address of the sitemap is a prerendered page that names itself canonical, with the same alternates.
    for (const entry of entries) {
      const page = await fetch(entry.loc);
      const html = await page.text();
      const canonical = tagsWith(html, 'link', 'rel', 'canonical').map((tag) => attribute(tag, 'href'));
      const alternates = Object.fromEntries(
        tagsWith(html, 'link', 'rel', 'alternate').map((tag) => [attribute(tag, 'hreflang'), attribute(tag, 'href')]),
      );
      expect({ loc: entry.loc, status: page.status, prerendered: html.includes('id="brokerfront-page"'), canonical, alternates }).toEqual({
        loc: entry.loc,
        status: 200,
        prerendered: true,
        canonical: [entry.loc],
        alternates: entry.alternates,
      });
    }
  });
});

describe('template1 signed in from a prerendered page', () => {
  it('signs in from the prerendered home, opens the account, and comes back to the home page signed in', async () => {
    const context = await newContext();
    const { page, problems } = await openPage(context);
    const home = expectedPage('template1', 'home', 'en');
    const banner = page.getByRole('banner');
    const logIn = banner.getByRole('link', { name: text('template1', 'en', 'marketing.actions.login') }).filter({ visible: true });
    await page.goto(siteUrl('template1'));
    await waitForHydration(page);
    await logIn.first().click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await page.getByLabel('Email').fill(CLIENT.email);
    await page.getByLabel('Password').fill(CLIENT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('heading', { name: `Welcome, ${CLIENT.name}` }).waitFor();
    // A signed-in page is kept out of search engines.
    await expect(page.locator('meta[name="robots"]').first().getAttribute('content')).resolves.toMatch(/noindex/);

    await banner.locator('a[href="/"]').filter({ visible: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectShown(page, home);
    await userName(page, CLIENT.name).waitFor();
    await expect(logIn.count()).resolves.toBe(0);

    // Loaded afresh, the prerendered home hydrates for a visitor, then shows the signed-in user.
    await page.reload();
    await expectShown(page, home);
    await userName(page, CLIENT.name).waitFor();
    await expect(logIn.count()).resolves.toBe(0);
    await page.getByRole('link', { name: CLIENT.name }).filter({ visible: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('heading', { name: `Welcome, ${CLIENT.name}` }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('re-rendering a built app after a configuration change', () => {
  const built = path.join(workspaceRoot, 'dist/apps/template1');
  let copy = '';

  afterEach(() => {
    if (copy) fs.rmSync(path.dirname(copy), { recursive: true, force: true });
  });

  /** Content hash of every file of a folder with one of the extensions, by path below it. */
  function hashes(dir: string, extensions: readonly string[]): Record<string, string> {
    const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((file) => extensions.includes(path.extname(file))).sort();
    return Object.fromEntries(
      files.map((file) => [
        file,
        createHash('sha256')
          .update(fs.readFileSync(path.join(dir, file)))
          .digest('hex'),
      ]),
    );
  }

  it('changes the HTML from the configuration with the one command, without rebuilding the JavaScript', () => {
    copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'brokerfront-rerender-')), 'template1');
    fs.cpSync(built, copy, { recursive: true });
    const read = (file: string) => fs.readFileSync(path.join(copy, file), 'utf8');
    const config = JSON.parse(read('assets/config/configuration.json'));
    const oldName = config.appConfig.name as string;
    expect(read('index.html')).toContain(`<title>Home | ${oldName}</title>`);
    expect(read('index.html')).toContain(`<span class="bf-brand__name">${oldName}</span>`);
    expect(read('index.html')).toContain('href="/contact"');
    expect(fs.existsSync(path.join(copy, 'contact/index.html'))).toBe(true);
    const scriptsBefore = hashes(copy, ['.js', '.css']);
    expect(Object.keys(scriptsBefore).length).toBeGreaterThan(10);
    const shellBefore = read('spa.html');

    const newName = 'Harbourline Markets';
    config.appConfig.name = newName;
    config.appConfig.showContact = false;
    fs.writeFileSync(path.join(copy, 'assets/config/configuration.json'), `${JSON.stringify(config, null, 2)}\n`);
    execFileSync(process.execPath, [path.join(workspaceRoot, 'tools/prerender/prerender.mjs'), 'template1', '--dist', copy], {
      cwd: workspaceRoot,
      stdio: 'pipe',
    });

    const homeHtml = read('index.html');
    expect(homeHtml).toContain(`<title>Home | ${newName}</title>`);
    expect(homeHtml).toContain(`<span class="bf-brand__name">${newName}</span>`);
    expect(homeHtml).not.toContain(`<span class="bf-brand__name">${oldName}</span>`);
    expect(homeHtml).not.toContain('href="/contact"');
    expect(read(`blog/${ARTICLE}/index.html`)).toContain(`| ${newName}</title>`);
    expect(read('faq/index.html')).not.toContain('href="/contact"');
    const pageData = JSON.parse(/<script type="application\/json" id="brokerfront-page">([\s\S]*?)<\/script>/.exec(homeHtml)?.[1] ?? '{}');
    expect(pageData.config.appConfig).toEqual(expect.objectContaining({ name: newName, showContact: false }));
    expect(read('sitemap.xml')).not.toMatch(/\/contact<\/loc>/);
    expect(read('sitemap.xml')).toMatch(/\/faq<\/loc>/);
    // The JavaScript and styles are the build's, byte for byte; the app shell too.
    expect(hashes(copy, ['.js', '.css'])).toEqual(scriptsBefore);
    expect(read('spa.html')).toBe(shellBefore);
    // A page the configuration no longer offers is not served from an old file.
    expect(fs.existsSync(path.join(copy, 'contact/index.html'))).toBe(false);
  });
});

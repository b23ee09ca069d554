/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildLanguageFile } from '@brokerfront/i18n/node';
import { renderPage, type RenderedPage } from '../prerender/render-page';

jest.setTimeout(60_000);

const workspace = resolve(__dirname, '../../../..');
const appDir = resolve(workspace, 'apps/template2');
const translations = Object.fromEntries(['en', 'de'].map((p) => [p, buildLanguageFile(workspace, p, appDir)]));

/** Template 2's configuration (six languages, contact details) at https://alpenfels.example/, with `overrides`. */
function configuration(overrides: Record<string, unknown> = {}) {
  const file = JSON.parse(readFileSync(resolve(appDir, 'public/assets/config/configuration.json'), 'utf8')) as {
    appConfig: Record<string, unknown>;
  };
  Object.assign(file.appConfig, { origin: 'https://alpenfels.example/' }, overrides);
  return file;
}

const render = (path: string, overrides?: Record<string, unknown>) =>
  renderPage({ template: 'template2', path, configuration: configuration(overrides), translations });

const unescape = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#x27|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[e] ?? '',
  );

/** The content of `<meta {attribute}="{key}">` in the page's head (every one). */
function metas(page: RenderedPage, attribute: 'name' | 'property', key: string): string[] {
  const tags = page.head.match(/<meta [^>]*>/g) ?? [];
  return tags.filter((tag) => tag.includes(`${attribute}="${key}"`)).map((tag) => unescape(/content="([^"]*)"/.exec(tag)?.[1] ?? ''));
}
const meta = (page: RenderedPage, attribute: 'name' | 'property', key: string) => metas(page, attribute, key)[0];
const canonical = (page: RenderedPage) => /<link rel="canonical" href="([^"]*)"/.exec(page.head)?.[1];
const title = (page: RenderedPage) => unescape(/<title>([^<]*)<\/title>/.exec(page.head)?.[1] ?? '');

/** The JSON-LD blocks of the page's body, parsed. */
function structuredData(page: RenderedPage): Record<string, unknown>[] {
  return [...page.body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, json]) => JSON.parse(json) as Record<string, unknown>,
  );
}

describe('prerendered head of the home page', () => {
  it('has the title, description, canonical address and social meta in the language of the address', async () => {
    const page = await render('/de');
    const description = 'Multi-Asset-Online-Trading für Europa: Devisen, Aktien, Indizes, Rohstoffe und Kryptowährungen.';
    expect(page.lang).toBe('de');
    expect(title(page)).toBe('Startseite | Alpenfels Trading');
    expect(meta(page, 'name', 'description')).toBe(description);
    expect(canonical(page)).toBe('https://alpenfels.example/de');
    expect(meta(page, 'property', 'og:url')).toBe('https://alpenfels.example/de');
    expect(meta(page, 'property', 'og:title')).toBe('Startseite | Alpenfels Trading');
    expect(meta(page, 'property', 'og:description')).toBe(description);
    expect(meta(page, 'property', 'og:type')).toBe('website');
    expect(meta(page, 'property', 'og:locale')).toBe('de');
    expect(meta(page, 'name', 'twitter:card')).toBe('summary');
    expect(page.head).toContain('<link rel="alternate" hrefLang="x-default" href="https://alpenfels.example/"/>');
    expect(metas(page, 'name', 'robots')).toEqual([]);
  });

  it("carries the brand's schema.org Organization with the contact details of the configuration", async () => {
    const english = await render('/');
    expect(canonical(english)).toBe('https://alpenfels.example/');
    expect(structuredData(english)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': 'https://alpenfels.example/#organization',
        name: 'Alpenfels Trading',
        url: 'https://alpenfels.example/',
        description: 'Multi-asset online trading for Europe: forex, shares, indices, commodities and cryptocurrencies.',
        email: 'service@alpenfels-trading.example',
        telephone: '+43 1 234 56 78',
        address: 'Kärntner Ring 5, 1010 Wien, Austria',
      },
    ]);
    const [german] = structuredData(await render('/de'));
    expect(german.description).toBe('Multi-Asset-Online-Trading für Europa: Devisen, Aktien, Indizes, Rohstoffe und Kryptowährungen.');
  });

  it('keeps the JSON-LD inside its element whatever the configuration says', async () => {
    const name = 'Evil </script><script>alert(1)</script> & Co';
    const page = await render('/', { name });
    const blocks = page.body.match(/<script\b[^>]*>/g) ?? [];
    expect(blocks.filter((tag) => tag.includes('application/ld+json'))).toHaveLength(1);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(structuredData(page)[0]).toMatchObject({ name });
  });
});

describe('prerendered head of an article', () => {
  it('shows the thumbnail as an absolute og:image and twitter:image on a large card, as an article with its date', async () => {
    const page = await render('/de/blog/forex-basics');
    const image = 'https://alpenfels.example/assets/images/blog/post-3/thumb.jpg';
    const heading = title(page).replace(/ \| Alpenfels Trading$/, '');
    expect(title(page)).toMatch(/^Forex-Grundlagen.* \| Alpenfels Trading$/);
    expect(canonical(page)).toBe('https://alpenfels.example/de/blog/forex-basics');
    expect(meta(page, 'property', 'og:type')).toBe('article');
    expect(meta(page, 'property', 'og:image')).toBe(image);
    expect(meta(page, 'name', 'twitter:image')).toBe(image);
    expect(meta(page, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(page, 'property', 'article:published_time')).toBe('2023-09-17');
    expect(meta(page, 'property', 'og:image:alt')).toBe(heading);
    const description = meta(page, 'name', 'description');
    expect(description).toMatch(/Devisenhandels/);
    expect(page.head).toContain('<link rel="alternate" hrefLang="de" href="https://alpenfels.example/de/blog/forex-basics"/>');

    const [article] = structuredData(page);
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: heading,
      description,
      image: { '@type': 'ImageObject', url: image, width: 600, height: 340 },
      datePublished: '2023-09-17',
      inLanguage: 'de',
      author: { '@type': 'Organization', name: 'Alpenfels Trading', url: 'https://alpenfels.example/' },
      publisher: { '@type': 'Organization', name: 'Alpenfels Trading', url: 'https://alpenfels.example/' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://alpenfels.example/de/blog/forex-basics' },
    });
  });
});

describe('prerendered head of the not-found page', () => {
  it('is kept out of search engines and has no canonical address', async () => {
    const page = await render('/404');
    expect(page.status).toBe(404);
    expect(title(page)).toBe('Page not found | Alpenfels Trading');
    expect(metas(page, 'name', 'robots')).toEqual(['noindex']);
    expect(canonical(page)).toBeUndefined();
    expect(structuredData(page)).toEqual([]);
  });
});

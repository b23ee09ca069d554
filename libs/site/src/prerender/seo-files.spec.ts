import { makeTestConfiguration, SIX_LANGUAGES } from '@brokerfront/config/testing';
import { publicPages } from './public-paths';
import { absoluteUrl, robotsTxt, sitemapXml } from './seo-files';

const app = (overrides: Parameters<typeof makeTestConfiguration>[0] = {}) => makeTestConfiguration(overrides).appConfig;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** Parses a sitemap as XML, failing on a parse error. */
function parseXml(xml: string): XMLDocument {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

/** Each `<url>` as its `<loc>` and its alternates (hreflang → href). */
function urlsOf(doc: XMLDocument) {
  return [...doc.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent,
    alternates: [...url.getElementsByTagNameNS(XHTML_NS, 'link')].map((link) => [
      link.getAttribute('rel'),
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  }));
}

describe('absoluteUrl', () => {
  it('joins the origin and a path, with or without slashes', () => {
    expect(absoluteUrl('https://broker.example/', '/de/faq')).toBe('https://broker.example/de/faq');
    expect(absoluteUrl('https://broker.example', 'sitemap.xml')).toBe('https://broker.example/sitemap.xml');
    expect(absoluteUrl('https://broker.example/site/', '/')).toBe('https://broker.example/site/');
    expect(absoluteUrl('https://broker.example/site/', '/blog')).toBe('https://broker.example/site/blog');
  });
});

describe('robotsTxt', () => {
  it('on a one-language site: allows everything but the signed-in sections, and names the sitemap', () => {
    expect(robotsTxt(app())).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /account',
        'Disallow: /backoffice',
        '',
        'Sitemap: https://broker.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('on a multi-language site: disallows the signed-in sections under every language prefix too', () => {
    const robots = robotsTxt(app({ languages: SIX_LANGUAGES.slice(0, 3) }));
    const disallowed = robots
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    expect(disallowed).toEqual([
      '/account',
      '/backoffice',
      '/en/account',
      '/en/backoffice',
      '/de/account',
      '/de/backoffice',
      '/swe/account',
      '/swe/backoffice',
    ]);
    expect(robots).toMatch(/\nSitemap: https:\/\/broker\.example\/sitemap\.xml\n$/);
  });

  it('gives the sitemap as an absolute address below the origin', () => {
    expect(robotsTxt(app({ origin: 'https://www.broker.example/eu' }))).toContain('Sitemap: https://www.broker.example/eu/sitemap.xml');
  });
});

describe('sitemapXml', () => {
  it('on a one-language site: one well-formed <url> per page, absolute, without alternates', () => {
    const a = app();
    const pages = publicPages(a);
    const xml = sitemapXml(a, pages);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const doc = parseXml(xml);
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
    expect(urlsOf(doc)).toEqual(pages.map((p) => ({ loc: absoluteUrl('https://broker.example/', p.path), alternates: [] })));
    expect(urlsOf(doc)[0].loc).toBe('https://broker.example/');
  });

  it('on a multi-language site: every listed page in every language, with the hreflang alternates the pages carry', () => {
    const a = app({ languages: SIX_LANGUAGES });
    const pages = publicPages(a);
    const urls = urlsOf(parseXml(sitemapXml(a, pages)));
    expect(urls).toHaveLength(pages.filter((p) => p.listed).length);
    expect(urls.map((u) => u.loc)).not.toContain('https://broker.example/en/blog/forex-basics');
    const article = urls.find((u) => u.loc === 'https://broker.example/swe/blog/forex-basics');
    expect(article?.alternates).toEqual([
      ['alternate', 'en', 'https://broker.example/blog/forex-basics'],
      ['alternate', 'de', 'https://broker.example/de/blog/forex-basics'],
      ['alternate', 'sv', 'https://broker.example/swe/blog/forex-basics'],
      ['alternate', 'es', 'https://broker.example/esp/blog/forex-basics'],
      ['alternate', 'sl', 'https://broker.example/svn/blog/forex-basics'],
      ['alternate', 'it', 'https://broker.example/ita/blog/forex-basics'],
      ['alternate', 'x-default', 'https://broker.example/blog/forex-basics'],
    ]);
    expect(urls.find((u) => u.loc === 'https://broker.example/')?.alternates.map(([, lang, href]) => `${lang} ${href}`)).toContain(
      'it https://broker.example/ita',
    );
  });

  it('escapes & and other markup characters in addresses', () => {
    const xml = sitemapXml({ origin: 'https://broker.example/' }, [
      {
        path: '/search?q=a&b=<c>',
        language: 'en',
        listed: true,
        alternates: [{ hreflang: 'en', href: "https://broker.example/en/it's&more" }],
      },
    ]);
    expect(xml).toContain('&amp;');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|apos;|quot;)/);
    const [url] = urlsOf(parseXml(xml));
    expect(url.loc).toBe(new URL('search?q=a&b=<c>', 'https://broker.example/').toString());
    expect(url.loc).toContain('q=a&b=');
    expect(url.alternates).toEqual([['alternate', 'en', new URL("en/it's&more", 'https://broker.example/').toString()]]);
  });

  it('lists no page for no pages, still well-formed', () => {
    expect(urlsOf(parseXml(sitemapXml(app(), [])))).toEqual([]);
  });
});

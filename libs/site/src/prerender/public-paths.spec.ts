/**
 * @jest-environment node
 */
import { makeTestConfiguration, SIX_LANGUAGES } from '@brokerfront/config/testing';
import { publicPages, publicRoutePaths } from './public-paths';

const app = (overrides: Parameters<typeof makeTestConfiguration>[0] = {}) => makeTestConfiguration(overrides).appConfig;

/** Every configuration-driven page on. */
const EVERYTHING = {
  hasTradingMenu: true,
  hasWithdrawalMenu: true,
  showContact: true,
  spreadsAndCommissions: [{ instrument: 'Gold', assetClass: 'commodities', spread: '0.3', commission: 'none' }],
  documents: [{ name: 'Terms', fileName: 'terms.pdf' }],
};

const BLOG = ['/blog', '/blog/market-overview', '/blog/a-beginners-guide', '/blog/forex-basics', '/blog/online-trading-101'];

describe('publicRoutePaths', () => {
  it('lists home, every page the configuration offers, the blog list and its four articles', () => {
    expect(publicRoutePaths(app(EVERYTHING))).toEqual([
      '/',
      '/trading/forex',
      '/trading/stocks',
      '/trading/indices',
      '/trading/commodities',
      '/trading/crypto',
      '/spreads',
      '/withdrawal',
      '/faq',
      '/about',
      '/legal',
      '/contact',
      ...BLOG,
    ]);
  });

  it('leaves out the pages whose flag is off, keeping home, FAQ, about and the blog', () => {
    expect(publicRoutePaths(app())).toEqual(['/', '/faq', '/about', ...BLOG]);
  });

  it.each([
    [
      'hasTradingMenu',
      { hasTradingMenu: false },
      ['/trading/forex', '/trading/stocks', '/trading/indices', '/trading/commodities', '/trading/crypto'],
    ],
    ['spreadsAndCommissions', { spreadsAndCommissions: [] }, ['/spreads']],
    ['hasWithdrawalMenu', { hasWithdrawalMenu: false }, ['/withdrawal']],
    ['documents', { documents: [] }, ['/legal']],
    ['showContact', { showContact: false }, ['/contact']],
  ])('drops the pages of %s when it is off', (_, off, gone) => {
    const all = publicRoutePaths(app(EVERYTHING));
    const fewer = publicRoutePaths(app({ ...EVERYTHING, ...off }));
    expect(all.filter((path) => !fewer.includes(path))).toEqual(gone);
    expect(fewer).toEqual(all.filter((path) => !gone.includes(path)));
  });

  it('never lists a signed-in page or the not-found page', () => {
    const paths = publicRoutePaths(app(EVERYTHING));
    expect(paths.filter((p) => /account|backoffice|sign-in|sign-up|404/.test(p))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('publicPages', () => {
  it('on a one-language site: every page once, unprefixed, in that language, listed, without alternates', () => {
    const pages = publicPages(app({ showContact: true }));
    expect(pages).toEqual(
      publicRoutePaths(app({ showContact: true })).map((path) => ({ path, language: 'en', listed: true, alternates: [] })),
    );
    expect(pages.map((p) => p.path)).toContain('/contact');
  });

  it('on a multi-language site: each page unprefixed in the default language and under every prefix', () => {
    const languages = SIX_LANGUAGES.slice(0, 3);
    const pages = publicPages(app({ languages, defaultLanguage: SIX_LANGUAGES[1] }));
    const routes = publicRoutePaths(app({ languages }));
    expect(pages).toHaveLength(routes.length * 4);
    // As the pages' own hreflang links say: the default language unprefixed, the others prefixed, x-default unprefixed.
    const home = [
      { hreflang: 'en', href: 'https://broker.example/en' },
      { hreflang: 'de', href: 'https://broker.example/' },
      { hreflang: 'sv', href: 'https://broker.example/swe' },
      { hreflang: 'x-default', href: 'https://broker.example/' },
    ];
    expect(pages.slice(0, 4)).toEqual([
      { path: '/', language: 'de', listed: true, alternates: home },
      { path: '/en', language: 'en', listed: true, alternates: home },
      { path: '/de', language: 'de', listed: false, alternates: home },
      { path: '/swe', language: 'swe', listed: true, alternates: home },
    ]);
    const article = pages.filter((p) => p.path.endsWith('/blog/forex-basics'));
    expect(article.map((p) => [p.path, p.language, p.listed])).toEqual([
      ['/blog/forex-basics', 'de', true],
      ['/en/blog/forex-basics', 'en', true],
      ['/de/blog/forex-basics', 'de', false],
      ['/swe/blog/forex-basics', 'swe', true],
    ]);
    for (const page of article)
      expect(page.alternates.map((a) => `${a.hreflang} ${a.href}`)).toEqual([
        'en https://broker.example/en/blog/forex-basics',
        'de https://broker.example/blog/forex-basics',
        'sv https://broker.example/swe/blog/forex-basics',
        'x-default https://broker.example/blog/forex-basics',
      ]);
  });

  it('gives every address once, and each prefixed page in the language of its prefix', () => {
    const pages = publicPages(app({ ...EVERYTHING, languages: SIX_LANGUAGES }));
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    for (const page of pages) {
      const prefix = /^\/([^/]+)/.exec(page.path)?.[1];
      const prefixed = SIX_LANGUAGES.some((l) => l.prefix === prefix);
      expect(page.language).toBe(prefixed ? prefix : 'en');
      expect(page.alternates).toHaveLength(SIX_LANGUAGES.length + 1);
      // A listed page is named by its own alternates, so the sitemap and the page's hreflang links agree.
      if (page.listed)
        expect(page.alternates.map((a) => a.href)).toContain(new URL(page.path.slice(1), 'https://broker.example/').toString());
    }
    expect(pages.filter((p) => p.language === 'ita').map((p) => p.path)).toContain('/ita/contact');
  });

  it('leaves out a page whose flag is off in every language', () => {
    const pages = publicPages(app({ ...EVERYTHING, showContact: false, languages: SIX_LANGUAGES }));
    expect(pages.filter((p) => p.path.endsWith('/contact'))).toEqual([]);
  });
});

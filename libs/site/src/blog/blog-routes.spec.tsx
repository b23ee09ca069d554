import '@testing-library/jest-dom';
import { resolve } from 'node:path';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { makeTestConfiguration, SIX_LANGUAGES } from '@brokerfront/config/testing';
import { CHOSEN_LANGUAGE_KEY, type TranslationFile } from '@brokerfront/i18n';
import { buildLanguageFile } from '@brokerfront/i18n/node';
import { BLOG_SLUGS, getBlogPost, getBlogPosts, type BlogLanguage, type BlogTemplateId } from '@brokerfront/blog-content';
import type { TemplateId } from '@brokerfront/ui-templates';
import { SiteApp } from '../app/site-app';
import { makeStore } from '../app/store';
import { createRoutes } from '../app/routes';
import { startSiteI18n } from '../i18n/site-i18n';
import { blogRoutes } from './blog-routes';
import { blogNavigation } from './navigation';
import { installNavigationRequest } from '../testing/navigation-request';
import { runtimeOf } from '../runtime/testing';

jest.setTimeout(60_000);
// Route modules load on first visit; give them room on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

const workspace = resolve(__dirname, '../../../..');
const resources: Record<string, TranslationFile> = Object.fromEntries(
  SIX_LANGUAGES.map((l) => [l.prefix, buildLanguageFile(workspace, l.prefix)]),
);

type Languages = readonly { id: number; prefix: string; name: string }[];
const ENGLISH_ONLY: Languages = [SIX_LANGUAGES[0]];
const THREE: Languages = SIX_LANGUAGES.slice(0, 3);

/** A bare shell, so these tests do not depend on the template layouts. */
function TestShell() {
  return (
    <main>
      <Outlet />
      <ScrollRestoration />
    </main>
  );
}

interface SiteOptions {
  languages?: Languages;
  defaultLanguage?: Languages[number];
  template?: TemplateId;
}

async function renderSite(path: string, { languages = THREE, defaultLanguage = languages[0], template = 'template1' }: SiteOptions = {}) {
  const config = makeTestConfiguration({ languages, defaultLanguage });
  const logger = { warn: jest.fn() };
  const { i18n, languageStore } = await startSiteI18n(config.appConfig, {
    resources,
    storage: localStorage,
    pathname: path,
    logger,
  });
  const router = createMemoryRouter(createRoutes({ shell: <TestShell /> }), {
    initialEntries: [path],
  });
  render(
    <SiteApp
      config={config}
      template={template}
      runtime={runtimeOf({ store: makeStore() })}
      router={router}
      i18n={i18n}
      languageStore={languageStore}
    />,
  );
  return { router, logger };
}

const pathOf = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

type TestRouter = Awaited<ReturnType<typeof renderSite>>['router'];

/** Follows a link and waits until the router has arrived at `path`. */
async function follow(router: TestRouter, link: HTMLElement, path: string) {
  await userEvent.click(link);
  await waitFor(() => expect(pathOf(router)).toBe(path));
}
const posts = (template: BlogTemplateId, language: BlogLanguage) => getBlogPosts(template, language);
function postOf(template: BlogTemplateId, language: BlogLanguage, slug: string) {
  const post = getBlogPost(template, language, slug);
  if (!post) throw new Error(`No post ${slug} in ${language} for template ${template}`);
  return post;
}
const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

beforeAll(() => {
  // jsdom does not scroll; ScrollRestoration calls it on every navigation.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  installNavigationRequest();
});

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
});

describe('route table', () => {
  it('holds the blog routes in the shell, unprefixed and under /:lang', () => {
    const [root] = createRoutes();
    const ids = (root.children ?? []).flatMap((branch) => (branch.children ?? []).map((route: RouteObject) => route.id));
    expect(ids).toEqual(expect.arrayContaining(['blog.list', 'blog.article', 'blog.list.lang', 'blog.article.lang']));
    expect(blogRoutes.map((route) => [route.path, typeof route.lazy])).toEqual([
      ['blog', 'function'],
      ['blog/:slug', 'function'],
    ]);
  });
});

describe('blog list', () => {
  it('lists the four articles with links to their pages and sets the page title', async () => {
    await renderSite('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Articles' });
    const english = posts(1, 'en');
    for (const post of english) expect(within(list).getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
    expect(list.querySelector('img')).toHaveAttribute('src', '/assets/images/blog/post-1/thumb.jpg');
    await waitFor(() => expect(document.title).toBe('Blog | Example Broker'));
    expect(meta('meta[name="description"]')).toBe('Articles on markets, forex and trading basics from Example Broker.');
  });

  it('opens an article from the list', async () => {
    const { router } = await renderSite('/blog');
    const english = posts(1, 'en');
    await follow(router, await screen.findByRole('link', { name: english[2].title }), '/blog/forex-basics');
    expect(await screen.findByRole('heading', { level: 1, name: english[2].title })).toBeInTheDocument();
  });
});

describe('blog article', () => {
  it.each(BLOG_SLUGS)('shows %s with its title, summary description and article meta', async (slug) => {
    await renderSite(`/blog/${slug}`);
    const post = postOf(1, 'en', slug);
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${post.title} | Example Broker`));
    expect(meta('meta[name="description"]')).toBe(post.summary);
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:image"]')).toBe(`https://broker.example/assets/images/blog/post-${post.id}/thumb.jpg`);
    expect(meta('meta[property="og:url"]')).toBe(`https://broker.example/blog/${slug}`);
    expect(meta('meta[property="og:title"]')).toBe(`${post.title} | Example Broker`);
  });

  it('shows the 404 page for an unknown slug, with and without a prefix', async () => {
    await renderSite('/blog/no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    document.body.innerHTML = '';
    await renderSite('/de/blog/no-such-article');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Seite nicht gefunden',
      }),
    ).toBeInTheDocument();
  });

  it('moves to the previous and next article', async () => {
    const { router } = await renderSite('/blog/a-beginners-guide');
    const english = posts(1, 'en');
    await screen.findByRole('heading', { level: 1, name: english[1].title });
    const nav = screen.getByRole('navigation', { name: 'More articles' });
    expect(
      within(nav).getByRole('link', {
        name: `Previous article ${english[0].title}`,
      }),
    ).toHaveAttribute('href', '/blog/market-overview');
    await follow(
      router,
      within(nav).getByRole('link', {
        name: `Next article ${english[2].title}`,
      }),
      '/blog/forex-basics',
    );
    expect(await screen.findByRole('heading', { level: 1, name: english[2].title })).toBeInTheDocument();
    await follow(router, screen.getByRole('link', { name: `Next article ${english[3].title}` }), '/blog/online-trading-101');
    expect(await screen.findByRole('heading', { level: 1, name: english[3].title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Next article/ })).toBeNull();
    await follow(
      router,
      within(screen.getByRole('navigation', { name: 'More articles' })).getByRole('link', { name: 'Back to the blog' }),
      '/blog',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });
});

describe('blog language', () => {
  it('follows the /de/ prefix on a multi-language site, and keeps the prefix in its links', async () => {
    const { router } = await renderSite('/de/blog');
    const german = posts(1, 'de');
    expect(await screen.findByRole('region', { name: 'Artikel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: german[0].title })).toHaveAttribute('href', '/de/blog/market-overview');
    await follow(router, screen.getByRole('link', { name: german[1].title }), '/de/blog/a-beginners-guide');
    expect(await screen.findByRole('heading', { level: 1, name: german[1].title })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Weitere Artikel' });
    expect(
      within(nav).getByRole('link', {
        name: `Nächster Artikel ${german[2].title}`,
      }),
    ).toHaveAttribute('href', '/de/blog/forex-basics');
    expect(meta('meta[property="og:url"]')).toBe('https://broker.example/de/blog/a-beginners-guide');
  });

  it('follows the stored choice without a prefix', async () => {
    localStorage.setItem(CHOSEN_LANGUAGE_KEY, 'swe');
    await renderSite('/blog/forex-basics');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: postOf(1, 'swe', 'forex-basics').title,
      }),
    ).toBeInTheDocument();
  });

  it('uses the default language on a single-language site, whatever was chosen', async () => {
    localStorage.setItem(CHOSEN_LANGUAGE_KEY, 'swe');
    const german = SIX_LANGUAGES[1];
    await renderSite('/blog', { languages: [german], defaultLanguage: german });
    expect(await screen.findByRole('link', { name: posts(1, 'de')[0].title })).toBeInTheDocument();
  });

  it('sends a prefix on a single-language site to /404', async () => {
    const { router } = await renderSite('/de/blog', {
      languages: ENGLISH_ONLY,
    });
    await waitFor(() => expect(pathOf(router)).toBe('/404'));
  });

  it.each(['svn', 'ita'] as const)('shows template 2 in %s', async (language) => {
    const { router } = await renderSite(`/${language}/blog/online-trading-101`, { languages: SIX_LANGUAGES, template: 'template2' });
    const post = postOf(2, language, 'online-trading-101');
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: new RegExp(posts(2, language)[2].title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      }),
    ).toHaveAttribute('href', `/${language}/blog/forex-basics`);
    expect(pathOf(router)).toBe(`/${language}/blog/online-trading-101`);
  });

  it('falls back to English where the template has no posts in the chosen language', async () => {
    await renderSite('/ita/blog', {
      languages: SIX_LANGUAGES,
      template: 'template3',
    });
    expect(await screen.findByRole('link', { name: posts(3, 'en')[0].title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });
});

describe('blogNavigation', () => {
  it('offers the blog in the header, with a translated label', () => {
    expect(blogNavigation).toEqual([{ to: '/blog', labelKey: 'blog:title' }]);
    expect(resources['swe']['blog']).toMatchObject({ title: 'Blogg' });
  });
});

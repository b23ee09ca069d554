import { createInstance, type i18n as I18n } from 'i18next';
import { BLOG_NAMESPACE, blogTranslations } from '@brokerfront/blog-content/i18n';
import { StrictMode, type ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { BLOG_LANGUAGES, adjacentBlogPosts, getBlogPosts, type BlogTemplateId } from '@brokerfront/blog-content';
import { TEMPLATE_IDS, type TemplateId } from '../templates/template-id';
import type { LinkComponentProps } from '../components/link';
import { BlogArticlePage } from './blog-article-page';
import { BlogListPage } from './blog-list-page';
import { blogAssetUrl, blogIsoDate, withAssetBase } from './blog-format';

/**
 * An initialised i18next instance holding the `blog` namespace of every language, for stories and
 * tests (the site loads the merged translation files instead).
 */
function createBlogI18n(language = 'en'): I18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    ns: [BLOG_NAMESPACE],
    defaultNS: BLOG_NAMESPACE,
    resources: Object.fromEntries(Object.entries(blogTranslations).map(([lang, texts]) => [lang, { [BLOG_NAMESPACE]: texts }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

function renderIn(language: string, ui: ReactElement) {
  return render(
    <StrictMode>
      <I18nextProvider i18n={createBlogI18n(language)}>{ui}</I18nextProvider>
    </StrictMode>,
  );
}

const templateNumber = (template: TemplateId) => Number(template.slice(-1)) as BlogTemplateId;
const english = getBlogPosts(1, 'en');

describe('BlogListPage', () => {
  it.each(TEMPLATE_IDS)('in %s shows a card per article: thumbnail, title link, summary, date and reading time', (template) => {
    renderIn('en', <BlogListPage template={template} posts={getBlogPosts(templateNumber(template), 'en')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Articles' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(4);
    const first = cards[0];
    const link = within(first).getByRole('link', {
      name: getBlogPosts(templateNumber(template), 'en')[0].title,
    });
    expect(link).toHaveAttribute('href', 'blog/market-overview');
    expect(within(first).getByRole('heading', { level: 2 })).toContainElement(link);
    const image = first.querySelector('img');
    expect(image).toHaveAttribute('src', 'assets/images/blog/post-1/thumb.jpg');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '340');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('alt', '');
    expect(within(first).getByText(english[0].summary)).toBeInTheDocument();
    expect(within(first).getByText('17/09/2023')).toHaveAttribute('dateTime', '2023-09-17');
    expect(within(first).getByText(`${english[0].readingMinutes} min read`)).toBeInTheDocument();
    expect(first.closest('.bf-blog')).toHaveClass(`bf-blog--${template}`);
  });

  it.each(BLOG_LANGUAGES)('speaks %s and lists that language’s articles', (language) => {
    const posts = getBlogPosts(2, language);
    renderIn(language, <BlogListPage template="template2" posts={posts} />);
    for (const post of posts) expect(screen.getByRole('link', { name: post.title })).toBeInTheDocument();
    const minutes = createBlogI18n(language).t('minRead', {
      count: posts[0].readingMinutes,
    });
    expect(screen.getAllByText(minutes).length).toBeGreaterThan(0);
    if (language !== 'en') expect(screen.queryByText(/min read/)).toBeNull();
  });

  it('shows the texts of the chosen language', () => {
    renderIn('ita', <BlogListPage template="template2" posts={getBlogPosts(2, 'ita')} />);
    expect(screen.getByRole('region', { name: 'Articoli' })).toBeInTheDocument();
    expect(screen.getAllByText(/min di lettura$/)).toHaveLength(4);
  });

  it('says so when there are no articles', () => {
    renderIn('de', <BlogListPage template="template1" posts={[]} />);
    expect(screen.getByText('Noch gibt es keine Artikel. Schauen Sie bald wieder vorbei.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('draws links with the given link component and addresses, and prefixes image paths', () => {
    const RouterLink = ({ href, children, ...rest }: LinkComponentProps) => (
      <a {...rest} href={href} data-router="yes">
        {children}
      </a>
    );
    renderIn(
      'en',
      <BlogListPage
        template="template3"
        posts={english}
        linkComponent={RouterLink}
        articleHref={(slug) => `/de/blog/${slug}`}
        assetBase="/"
      />,
    );
    const link = screen.getByRole('link', { name: english[2].title });
    expect(link).toHaveAttribute('href', '/de/blog/forex-basics');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(document.querySelector('img')).toHaveAttribute('src', '/assets/images/blog/post-1/thumb.jpg');
  });
});

describe('BlogArticlePage', () => {
  const post = english[1];
  const { previous, next } = adjacentBlogPosts(english, post.slug);

  it.each(TEMPLATE_IDS)('in %s shows title, date, reading time, body and a labelled previous/next navigation', (template) => {
    renderIn('en', <BlogArticlePage template={template} post={post} previous={previous} next={next} />);
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: post.title });
    expect(within(article).getByText('14/07/2023')).toHaveAttribute('dateTime', '2023-07-14');
    expect(within(article).getByText(`${post.readingMinutes} min read`)).toBeInTheDocument();
    expect(within(article).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
    expect(article.querySelector('.blog-risk')).not.toBeNull();
    const nav = screen.getByRole('navigation', { name: 'More articles' });
    expect(
      within(nav).getByRole('link', {
        name: `Previous article ${english[0].title}`,
      }),
    ).toHaveAttribute('href', 'blog/market-overview');
    expect(
      within(nav).getByRole('link', {
        name: `Next article ${english[2].title}`,
      }),
    ).toHaveAttribute('href', 'blog/forex-basics');
    expect(within(nav).getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', 'blog');
  });

  it('renders the body HTML with its sized, lazy images', () => {
    renderIn('en', <BlogArticlePage template="template1" post={english[0]} />);
    const images = [...document.querySelectorAll('.bf-blog-body img')];
    expect(images.length).toBe(english[0].images.length);
    for (const image of images) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image.getAttribute('alt')).not.toBe('');
    }
  });

  it('leaves out what does not exist: no previous on the first article, no next on the last', () => {
    const { unmount } = renderIn('en', <BlogArticlePage template="template1" post={english[0]} next={english[1]} />);
    expect(screen.queryByRole('link', { name: /^Previous article/ })).toBeNull();
    expect(screen.getByRole('link', { name: /^Next article/ })).toBeInTheDocument();
    unmount();
    renderIn('en', <BlogArticlePage template="template1" post={english[3]} previous={english[2]} />);
    expect(screen.queryByRole('link', { name: /^Next article/ })).toBeNull();
    expect(screen.getByRole('link', { name: /^Previous article/ })).toBeInTheDocument();
  });

  it.each(BLOG_LANGUAGES)('speaks %s', (language) => {
    const posts = getBlogPosts(2, language);
    const neighbours = adjacentBlogPosts(posts, posts[1].slug);
    renderIn(language, <BlogArticlePage template="template2" post={posts[1]} {...neighbours} />);
    expect(screen.getByRole('heading', { level: 1, name: posts[1].title })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', {
      name: createBlogI18n(language).t('articleNavigation'),
    });
    expect(within(nav).getAllByRole('link')).toHaveLength(3);
  });

  it('uses the given addresses, link component and image prefix', () => {
    const seen: string[] = [];
    const RouterLink = ({ href, children, ...rest }: LinkComponentProps) => {
      seen.push(href);
      return (
        <a {...rest} href={href}>
          {children}
        </a>
      );
    };
    renderIn(
      'en',
      <BlogArticlePage
        template="template4"
        post={english[0]}
        next={english[1]}
        blogHref="/ita/blog"
        articleHref={(slug) => `/ita/blog/${slug}`}
        assetBase="/"
        linkComponent={RouterLink}
      />,
    );
    expect(seen).toEqual(expect.arrayContaining(['/ita/blog', '/ita/blog/a-beginners-guide']));
    for (const image of document.querySelectorAll('img')) expect(image.getAttribute('src')).toMatch(/^\/assets\/images\/blog\/post-1\//);
  });
});

describe('blog formatting helpers', () => {
  it('turns day/month/year into an ISO date', () => {
    expect(blogIsoDate('08/08/2023')).toBe('2023-08-08');
    expect(blogIsoDate('2023-08-08')).toBeUndefined();
  });

  it('prefixes relative content paths only', () => {
    expect(blogAssetUrl('assets/images/blog/post-1/thumb.jpg', '/')).toBe('/assets/images/blog/post-1/thumb.jpg');
    expect(blogAssetUrl('assets/a.jpg', '/static')).toBe('/static/assets/a.jpg');
    expect(blogAssetUrl('/assets/a.jpg', '/static')).toBe('/assets/a.jpg');
    expect(blogAssetUrl('https://cdn.example/a.jpg', '/')).toBe('https://cdn.example/a.jpg');
    expect(blogAssetUrl('assets/a.jpg')).toBe('assets/a.jpg');
    expect(withAssetBase('<p>x</p><img src="assets/a.jpg" alt="a" width="1" height="1">', '/')).toBe(
      '<p>x</p><img src="/assets/a.jpg" alt="a" width="1" height="1">',
    );
  });
});

import { createInstance, type i18n as I18n } from 'i18next';
import { BLOG_NAMESPACE, blogTranslations } from '@brokerfront/blog-content/i18n';
import { StrictMode, type ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { BLOG_LANGUAGES, adjacentBlogPosts, blogImages, getBlogPosts, type BlogTemplateId } from '@brokerfront/blog-content';
import { TEMPLATE_IDS, type TemplateId } from '../templates/template-id';
import type { LinkComponentProps } from '../components/link';
import { BlogArticlePage } from './blog-article-page';
import { BlogListPage } from './blog-list-page';
import { blogAssetUrl, blogIsoDate, withAssetBase } from './blog-format';
import { blogBodyHtml, blogImageSrcSet } from './blog-images';

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

/** The candidates of a `srcset`: address and width. */
function candidates(srcSet: string | null): { url: string; width: number }[] {
  return (srcSet ?? '').split(', ').map((candidate) => {
    const [url, descriptor] = candidate.split(' ');
    return { url, width: Number(descriptor.replace(/w$/, '')) };
  });
}

/** Every `srcset` candidate of the rendered page is a file of the content lib, as wide as it says, in the shape of the `src`. */
function expectCopiesOfTheContent(container: ParentNode, assetBase: string) {
  const images = [...container.querySelectorAll('img[srcset]')];
  for (const image of images) {
    const main = blogImages[(image.getAttribute('src') ?? '').slice(assetBase.length)];
    expect(main).toBeDefined();
    const listed = candidates(image.getAttribute('srcset'));
    expect(listed.length).toBeGreaterThanOrEqual(2);
    for (const { url, width } of listed) {
      expect(url.startsWith(assetBase)).toBe(true);
      const file = blogImages[url.slice(assetBase.length)];
      expect(file).toBeDefined();
      expect(file.width).toBe(width);
      expect(file.width / file.height).toBeCloseTo(main.width / main.height, 10);
    }
    // A width for every screen: the last entry has no media condition.
    expect((image.getAttribute('sizes') ?? '(').split(', ').at(-1)).not.toMatch(/^\(/);
  }
  return images.length;
}

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
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute(
      'srcset',
      'assets/images/blog/post-1/thumb-360w.jpg 360w, assets/images/blog/post-1/thumb.jpg 600w, assets/images/blog/post-1/thumb-720w.jpg 720w',
    );
    expect(image).toHaveAttribute('sizes');
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

  it.each(TEMPLATE_IDS)('in %s fetches the first thumbnail at once with high priority and the others lazily', (template) => {
    renderIn('en', <BlogListPage template={template} posts={getBlogPosts(templateNumber(template), 'en')} />);
    const [first, ...rest] = [...document.querySelectorAll('img')];
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    expect(rest).toHaveLength(3);
    for (const image of rest) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
    for (const image of [first, ...rest]) expect(image).toHaveAttribute('decoding', 'async');
  });

  it('sizes the thumbnails by the template’s grid, template 3’s featured first card apart', () => {
    const sizes = (template: TemplateId) => {
      const { unmount } = renderIn('en', <BlogListPage template={template} posts={english} />);
      const values = [...document.querySelectorAll('img')].map((image) => image.getAttribute('sizes'));
      unmount();
      return values;
    };
    const [t1, t2, t3, t4] = TEMPLATE_IDS.map(sizes);
    expect(t1).toEqual(t4);
    expect(new Set(t1).size).toBe(1);
    expect(t2[0]).not.toBe(t1[0]);
    expect(t3[0]).not.toBe(t3[1]);
    expect(new Set(t3.slice(1)).size).toBe(1);
    for (const value of [...t1, ...t2, ...t3]) expect(value).toMatch(/, 92vw$/);
  });

  it.each(TEMPLATE_IDS)('in %s offers only copies the content lib has, in every language', (template) => {
    for (const language of BLOG_LANGUAGES) {
      const posts = getBlogPosts(templateNumber(template), language);
      if (posts.length === 0) continue;
      const { container, unmount } = renderIn(language, <BlogListPage template={template} posts={posts} assetBase="/" />);
      expect(expectCopiesOfTheContent(container, '/')).toBe(posts.length);
      unmount();
    }
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

  it('renders the body HTML with its sized, lazy, responsive images', () => {
    renderIn('en', <BlogArticlePage template="template1" post={english[0]} />);
    const images = [...document.querySelectorAll('.bf-blog-body img')];
    expect(images.length).toBe(english[0].images.length);
    for (const image of images) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
      expect(image).toHaveAttribute('srcset');
      expect(image).toHaveAttribute('sizes', '(min-width: 48rem) 44rem, 92vw');
      expect(image.getAttribute('alt')).not.toBe('');
    }
  });

  it('fetches the lead picture at once with high priority, sized and responsive', () => {
    renderIn('en', <BlogArticlePage template="template2" post={post} assetBase="/" />);
    const cover = document.querySelector('.bf-blog-article__cover');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).not.toHaveAttribute('loading');
    expect(cover).toHaveAttribute('width', '600');
    expect(cover).toHaveAttribute('height', '340');
    expect(cover).toHaveAttribute(
      'srcset',
      '/assets/images/blog/post-2/thumb-360w.jpg 360w, /assets/images/blog/post-2/thumb.jpg 600w, /assets/images/blog/post-2/thumb-720w.jpg 720w',
    );
    expect(cover).toHaveAttribute('sizes', '(min-width: 48rem) 44rem, 92vw');
  });

  it('sizes a picture beside a highlighted text by half the column', () => {
    renderIn('en', <BlogArticlePage template="template1" post={post} />);
    const beside = document.querySelector('.blog-highlight img');
    expect(beside).not.toBeNull();
    expect(beside).toHaveAttribute('sizes', '(min-width: 48rem) 19.75rem, calc(92vw - 3rem)');
    expect(document.querySelector('.blog-figure img')).toHaveAttribute('sizes', '(min-width: 48rem) 44rem, 92vw');
  });

  it.each(TEMPLATE_IDS)('in %s offers only copies the content lib has, for every article and language', (template) => {
    for (const language of BLOG_LANGUAGES) {
      for (const article of getBlogPosts(templateNumber(template), language)) {
        const { container, unmount } = renderIn(language, <BlogArticlePage template={template} post={article} assetBase="/" />);
        expect(expectCopiesOfTheContent(container, '/')).toBe(1 + article.images.length);
        unmount();
      }
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

  it('lists the copies of the content lib’s pictures only', () => {
    expect(blogImageSrcSet('assets/images/blog/post-3/image-2.jpg', '/')).toBe(
      '/assets/images/blog/post-3/image-2-600w.jpg 600w, /assets/images/blog/post-3/image-2-800w.jpg 800w, /assets/images/blog/post-3/image-2.jpg 1200w',
    );
    expect(blogImageSrcSet('assets/images/blog/post-1/thumb.jpg')).toBe(
      'assets/images/blog/post-1/thumb-360w.jpg 360w, assets/images/blog/post-1/thumb.jpg 600w, assets/images/blog/post-1/thumb-720w.jpg 720w',
    );
    expect(blogImageSrcSet('assets/uploads/cover.jpg', '/')).toBeUndefined();
    expect(blogImageSrcSet('https://cdn.example/assets/images/blog/post-1/thumb.jpg')).toBeUndefined();
  });

  it('makes the body’s pictures responsive and prefixes their paths, leaving other images as they are', () => {
    const body =
      '<figure class="blog-figure"><img src="assets/images/blog/post-1/image-1.jpg" alt="a" width="1200" height="630" loading="lazy"></figure>' +
      '<div class="blog-highlight"><img src="assets/images/blog/post-1/image-2.jpg" alt="b" width="1200" height="630" loading="lazy"><p class="blog-highlight__text">x</p></div>' +
      '<p><img src="assets/other.png" alt="c" width="10" height="10" decoding="sync"></p>';
    expect(blogBodyHtml(body, 'template3', '/')).toBe(
      '<figure class="blog-figure"><img decoding="async" srcset="/assets/images/blog/post-1/image-1-600w.jpg 600w, /assets/images/blog/post-1/image-1-800w.jpg 800w, /assets/images/blog/post-1/image-1.jpg 1200w" sizes="(min-width: 65rem) 42rem, (min-width: 64rem) calc(100vw - 23rem), (min-width: 48rem) 44rem, 92vw" src="/assets/images/blog/post-1/image-1.jpg" alt="a" width="1200" height="630" loading="lazy"></figure>' +
        '<div class="blog-highlight"><img decoding="async" srcset="/assets/images/blog/post-1/image-2-600w.jpg 600w, /assets/images/blog/post-1/image-2-800w.jpg 800w, /assets/images/blog/post-1/image-2.jpg 1200w" sizes="(min-width: 64rem) 18.75rem, (min-width: 48rem) 19.75rem, calc(92vw - 3rem)" src="/assets/images/blog/post-1/image-2.jpg" alt="b" width="1200" height="630" loading="lazy"><p class="blog-highlight__text">x</p></div>' +
        '<p><img src="/assets/other.png" alt="c" width="10" height="10" decoding="sync"></p>',
    );
    expect(blogBodyHtml('<p>no pictures</p>', 'template1')).toBe('<p>no pictures</p>');
  });
});

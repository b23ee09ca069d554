/** @jest-environment node */
import {
  BLOG_LANGUAGES,
  BLOG_SLUGS,
  Blogs,
  BlogsDE,
  BlogsESP,
  BlogsITA,
  BlogsSVN,
  BlogsSWE,
  blogCollections,
  blogLanguages,
  countWords,
  getBlogPost,
  getBlogPosts,
  templateVariants,
} from './index';
import type { BlogLanguage, BlogTemplateId } from './index';

const EXPECTED_TEMPLATES: Record<BlogLanguage, BlogTemplateId[]> = {
  en: [1, 2, 3, 4],
  de: [1, 2, 3, 4],
  swe: [1, 2, 3, 4],
  esp: [1, 2, 3, 4],
  svn: [2],
  ita: [2],
};

const EXPECTED_DATES: Record<number, string> = {
  1: '17/09/2023',
  2: '14/07/2023',
  3: '17/09/2023',
  4: '08/08/2023',
};

const pairs = BLOG_LANGUAGES.flatMap((language) => EXPECTED_TEMPLATES[language].map((template) => [template, language] as const));

describe('collections', () => {
  it('has six content languages', () => {
    expect(BLOG_LANGUAGES).toEqual(['en', 'de', 'swe', 'esp', 'svn', 'ita']);
    expect(Object.keys(blogCollections).sort()).toEqual([...BLOG_LANGUAGES].sort());
  });

  it('exports one collection per language under the product names', () => {
    expect(blogCollections).toEqual({
      en: Blogs,
      de: BlogsDE,
      swe: BlogsSWE,
      esp: BlogsESP,
      svn: BlogsSVN,
      ita: BlogsITA,
    });
  });

  it.each(BLOG_LANGUAGES)('gives %s to exactly the expected templates', (language) => {
    expect(Object.keys(blogCollections[language]).map(Number)).toEqual(EXPECTED_TEMPLATES[language]);
  });

  it('keeps Slovenian and Italian to template 2', () => {
    for (const template of [1, 3, 4] as const) {
      expect(getBlogPosts(template, 'svn')).toEqual([]);
      expect(getBlogPosts(template, 'ita')).toEqual([]);
      expect(getBlogPost(template, 'svn', 'forex-basics')).toBeUndefined();
      expect(blogLanguages(template)).toEqual(['en', 'de', 'swe', 'esp']);
    }
    expect(blogLanguages(2)).toEqual(['en', 'de', 'swe', 'esp', 'svn', 'ita']);
  });

  it.each(pairs)('template %i in %s has the four posts with ids 1 to 4 in order', (template, language) => {
    const posts = getBlogPosts(template, language);
    expect(posts).toHaveLength(4);
    expect(posts.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(posts.map((p) => p.slug)).toEqual(BLOG_SLUGS);
    for (const post of posts) expect(post.language).toBe(language);
  });

  it.each(pairs)('template %i in %s resolves every slug', (template, language) => {
    for (const slug of BLOG_SLUGS) {
      const post = getBlogPost(template, language, slug);
      expect(post?.slug).toBe(slug);
      expect(post?.title.trim()).not.toBe('');
      expect(post?.summary.trim()).not.toBe('');
    }
  });

  it('returns undefined for an unknown slug', () => {
    expect(getBlogPost(1, 'en', 'no-such-post')).toBeUndefined();
    expect(getBlogPost(1, 'en', '')).toBeUndefined();
  });

  it.each(pairs)('template %i in %s carries the fixed dates', (template, language) => {
    for (const post of getBlogPosts(template, language)) expect(post.date).toBe(EXPECTED_DATES[post.id]);
  });

  it.each(pairs)('template %i in %s derives thumbnail, image sizes and reading time', (template, language) => {
    for (const post of getBlogPosts(template, language)) {
      expect(post.thumbnail).toBe(`assets/images/blog/post-${post.id}/thumb.jpg`);
      expect(post.thumbnailSize).toEqual({ width: 600, height: 340 });
      for (const image of post.images) {
        expect(image.src).toMatch(new RegExp(`^assets/images/blog/post-${post.id}/image-[12]\\.jpg$`));
        expect(image).toEqual({ src: image.src, width: 1200, height: 630 });
      }
      expect(post.images.length).toBeLessThanOrEqual(2);
      expect(post.readingMinutes).toBe(Math.max(1, Math.ceil(countWords(post.body) / 200)));
    }
  });

  it('freezes collections and posts', () => {
    expect(Object.isFrozen(getBlogPosts(1, 'en'))).toBe(true);
    expect(Object.isFrozen(getBlogPosts(1, 'en')[0])).toBe(true);
  });
});

describe('template variants', () => {
  it('lets template 3 word "Online Trading 101" differently while sharing the body', () => {
    const shared = getBlogPost(1, 'en', 'online-trading-101');
    const own = getBlogPost(3, 'en', 'online-trading-101');
    expect(own?.title).toBe(templateVariants[3]?.en?.['online-trading-101']?.title);
    expect(own?.title).not.toBe(shared?.title);
    expect(own?.summary).not.toBe(shared?.summary);
    expect(own?.body).toBe(shared?.body);
    expect(getBlogPost(3, 'de', 'online-trading-101')?.title).not.toBe(getBlogPost(1, 'de', 'online-trading-101')?.title);
  });

  it('leaves the other templates identical', () => {
    for (const template of [2, 4] as const) expect(getBlogPosts(template, 'en')).toEqual(getBlogPosts(1, 'en'));
    expect(getBlogPost(3, 'en', 'market-overview')).toEqual(getBlogPost(1, 'en', 'market-overview'));
  });

  it('only refers to templates and languages that exist', () => {
    for (const [template, languages] of Object.entries(templateVariants)) {
      for (const [language, slugs] of Object.entries(languages ?? {})) {
        expect(EXPECTED_TEMPLATES[language as BlogLanguage]).toContain(Number(template));
        for (const slug of Object.keys(slugs ?? {})) expect(BLOG_SLUGS).toContain(slug);
      }
    }
  });
});

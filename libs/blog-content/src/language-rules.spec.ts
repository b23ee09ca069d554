/** @jest-environment node */
import { BLOG_LANGUAGES, BLOG_SLUGS, countWords, getBlogPost, getBlogPosts } from './index';
import type { BlogLanguage, BlogPost, BlogSlug } from './index';

/** Template 2 is the one template with all six languages. */
const all = (language: BlogLanguage) => getBlogPosts(2, language);
const english = (slug: BlogSlug) => getBlogPost(2, 'en', slug) as BlogPost;
const count = (html: string, tag: string) => (html.match(new RegExp(`<${tag}[\\s>]`, 'g')) ?? []).length;
const translations = BLOG_LANGUAGES.filter((l) => l !== 'en');

describe('English posts', () => {
  it.each(BLOG_SLUGS)('%s is a full article of at least 500 words', (slug) => {
    expect(countWords(english(slug).body)).toBeGreaterThanOrEqual(500);
  });

  it.each(BLOG_SLUGS)('%s has headings, paragraphs and full-width images', (slug) => {
    const body = english(slug).body;
    expect(count(body, 'h2')).toBeGreaterThanOrEqual(4);
    expect(count(body, 'p')).toBeGreaterThanOrEqual(6);
    expect(
      english(slug)
        .images.map((i) => i.src)
        .sort(),
    ).toEqual([`assets/images/blog/post-${english(slug).id}/image-1.jpg`, `assets/images/blog/post-${english(slug).id}/image-2.jpg`]);
  });

  it('puts a highlighted text block beside an image in some posts', () => {
    const withHighlight = BLOG_SLUGS.filter((slug) =>
      /<div class="blog-highlight"><img [^>]+><p class="blog-highlight__text">/.test(english(slug).body),
    );
    expect(withHighlight.length).toBeGreaterThanOrEqual(1);
  });
});

describe.each(BLOG_LANGUAGES)('every %s post', (language) => {
  it('ends with a risk warning that many retail traders lose money', () => {
    for (const post of all(language)) {
      const last = post.body.trim().split('\n').pop() ?? '';
      expect(last).toMatch(/^<p class="blog-risk">.+<\/p>$/);
      expect(last).not.toMatch(/\d+\s?(%|per ?cent|Prozent|procent|por ciento|odstot|per cento)/i);
    }
  });
});

describe.each(translations)('%s translation', (language) => {
  it('translates every summary and body', () => {
    for (const post of all(language)) {
      const en = english(post.slug);
      expect(post.summary).not.toBe(en.summary);
      expect(post.body).not.toBe(en.body);
    }
  });

  it('is a full translation: same sections and similar length as the English post', () => {
    for (const post of all(language)) {
      if (language === 'esp' && post.slug === 'online-trading-101') continue; // a post of its own, below
      const en = english(post.slug);
      expect(count(post.body, 'h2')).toBe(count(en.body, 'h2'));
      expect(count(post.body, 'h3')).toBe(count(en.body, 'h3'));
      expect(count(post.body, 'li')).toBe(count(en.body, 'li'));
      expect(countWords(post.body)).toBeGreaterThan(countWords(en.body) * 0.7);
    }
  });
});

describe('language-specific rules', () => {
  it('omits the inline images of posts 2 and 4 in Swedish and keeps the others', () => {
    for (const post of all('swe')) {
      if (post.id === 2 || post.id === 4) {
        expect(post.images).toEqual([]);
        expect(post.body).not.toMatch(/<img/);
      } else {
        expect(post.images.map((i) => i.src)).toEqual(english(post.slug).images.map((i) => i.src));
      }
    }
  });

  it('keeps every English image in German', () => {
    for (const post of all('de')) expect(post.images.map((i) => i.src)).toEqual(english(post.slug).images.map((i) => i.src));
  });

  it.each(['esp', 'svn', 'ita'] as const)('uses in %s only images of the same post, each at most once', (language) => {
    for (const post of all(language)) {
      const sources = post.images.map((i) => i.src);
      expect(new Set(sources).size).toBe(sources.length);
      for (const src of sources) expect(src).toMatch(new RegExp(`^assets/images/blog/post-${post.id}/image-[12]\\.jpg$`));
    }
  });

  it('omits the inline images in some language variants only', () => {
    const withoutImages = BLOG_LANGUAGES.flatMap((language) => all(language).filter((post) => post.images.length === 0));
    expect(withoutImages.length).toBeGreaterThanOrEqual(2);
    expect(withoutImages.every((post) => post.language !== 'en')).toBe(true);
  });

  it('keeps some Italian titles in English and translates the rest', () => {
    const same = all('ita').filter((post) => post.title === english(post.slug).title);
    expect(same.length).toBeGreaterThanOrEqual(1);
    expect(same.length).toBeLessThan(4);
  });

  it('translates every title in German, Swedish, Spanish and Slovenian', () => {
    for (const language of ['de', 'swe', 'esp', 'svn'] as const) {
      for (const post of all(language)) expect(post.title).not.toBe(english(post.slug).title);
    }
  });

  it('makes Spanish post 4 about trading psychology and trading plans', () => {
    const post = getBlogPost(1, 'esp', 'online-trading-101') as BlogPost;
    expect(`${post.title} ${post.summary}`).toMatch(/psicolog/i);
    expect(post.body).toMatch(/plan de trading/i);
    expect(countWords(post.body)).toBeGreaterThanOrEqual(500);
  });
});

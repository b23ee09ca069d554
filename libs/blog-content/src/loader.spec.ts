/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { BLOG_TEMPLATES } from './build';
import { BLOG_LANGUAGES, resolveBlogLanguage } from './language';
import { BLOG_SLUGS, adjacentBlogPosts, clearBlogCache, loadBlogPost, loadBlogPosts, peekBlogPosts } from './loader-entry';
import { getBlogPost, getBlogPosts } from './index';

beforeEach(() => clearBlogCache());

describe('loadBlogPosts', () => {
  const cases = BLOG_TEMPLATES.flatMap((template) => BLOG_LANGUAGES.map((language) => [template, language] as const));

  it.each(cases)('template %s in %s gives the same posts as the synchronous API', async (template, language) => {
    await expect(loadBlogPosts(template, language)).resolves.toEqual(getBlogPosts(template, language));
  });

  it('resolves every template × language × slug', async () => {
    for (const template of BLOG_TEMPLATES) {
      for (const language of BLOG_LANGUAGES) {
        const expected = getBlogPosts(template, language).length > 0;
        for (const slug of BLOG_SLUGS) {
          const post = await loadBlogPost(template, language, slug);
          expect(post === undefined ? 'missing' : post.slug).toBe(expected ? slug : 'missing');
          if (post) expect(post).toEqual(getBlogPost(template, language, slug));
        }
      }
    }
  });

  it('has Slovenian and Italian for template 2 only', async () => {
    await expect(loadBlogPosts(2, 'svn')).resolves.toHaveLength(4);
    await expect(loadBlogPosts(2, 'ita')).resolves.toHaveLength(4);
    for (const template of [1, 3, 4] as const) {
      await expect(loadBlogPosts(template, 'svn')).resolves.toEqual([]);
      await expect(loadBlogPosts(template, 'ita')).resolves.toEqual([]);
    }
  });

  it('returns one promise per template and language, so render can read it', () => {
    const first = loadBlogPosts(2, 'ita');
    expect(loadBlogPosts(2, 'ita')).toBe(first);
    expect(loadBlogPosts(3, 'ita')).not.toBe(first);
    expect(loadBlogPosts(2, 'de')).not.toBe(first);
  });

  it('peeks at loaded posts without loading', async () => {
    expect(peekBlogPosts(2, 'svn')).toBeUndefined();
    const posts = await loadBlogPosts(2, 'svn');
    expect(peekBlogPosts(2, 'svn')).toBe(posts);
    expect(peekBlogPosts(1, 'svn')).toEqual([]);
    clearBlogCache();
    expect(peekBlogPosts(2, 'svn')).toBeUndefined();
  });

  it('gives undefined for an unknown slug', async () => {
    await expect(loadBlogPost(2, 'ita', 'no-such-post')).resolves.toBe(undefined);
  });

  it('works with the language the blog-language rule picks', async () => {
    const language = resolveBlogLanguage({
      configuredLanguages: ['en', 'de'],
      chosenLanguage: 'de',
      defaultLanguage: 'en',
      template: 1,
    });
    const posts = await loadBlogPosts(1, language);
    expect(posts.map((post) => post.language)).toEqual(Array(4).fill('de'));
  });
});

describe('adjacentBlogPosts', () => {
  const posts = getBlogPosts(1, 'en');

  it('links each article to the one before and after it in list order', () => {
    expect(adjacentBlogPosts(posts, 'market-overview')).toEqual({
      previous: undefined,
      next: posts[1],
    });
    expect(adjacentBlogPosts(posts, 'forex-basics')).toEqual({
      previous: posts[1],
      next: posts[3],
    });
    expect(adjacentBlogPosts(posts, 'online-trading-101')).toEqual({
      previous: posts[2],
      next: undefined,
    });
  });

  it('has no neighbours for an unknown slug', () => {
    expect(adjacentBlogPosts(posts, 'no-such-post')).toEqual({});
  });
});

describe('the loader entry', () => {
  /** Files reached from `file` through static imports (dynamic `import()` excluded). */
  function staticImports(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gms)) {
      if (/^import\s+type\s/.test(match[0]) || /^export\s+type\s/.test(match[0])) continue;
      const target = resolve(dirname(file), match[1]);
      const candidates = [`${target}.ts`, join(target, 'index.ts'), target];
      const found = candidates.find((c) => {
        try {
          readFileSync(c);
          return true;
        } catch {
          return false;
        }
      });
      if (found) staticImports(found, seen);
    }
    return seen;
  }

  it('bundles no post text: each language is reached only through import()', () => {
    const reached = [...staticImports(join(__dirname, 'loader-entry.ts'))].map((file) => relative(__dirname, file));
    expect(reached).toContain('loader.ts');
    expect(reached.filter((file) => file.startsWith('content'))).toEqual([]);
    expect(reached).not.toContain('collections.ts');
  });
});

/**
 * Per-language loading of the blog: each language's posts are a separate module fetched on first
 * use, so a visitor's bundle carries only the language the blog is shown in.
 */
import { buildCollection, templateHasLanguage } from './build';
import type { BlogLanguage, BlogPost, BlogPostSource, BlogTemplateId } from './model';

type SourceModule = { sources: readonly BlogPostSource[] };

/** One dynamic import per language: each becomes its own chunk in an app build. */
const languageModules: Readonly<Record<BlogLanguage, () => Promise<SourceModule>>> = {
  en: () => import('./content/en/index'),
  de: () => import('./content/de/index'),
  swe: () => import('./content/swe/index'),
  esp: () => import('./content/esp/index'),
  svn: () => import('./content/svn/index'),
  ita: () => import('./content/ita/index'),
};

const EMPTY: Promise<readonly BlogPost[]> = Promise.resolve(Object.freeze([]));
const cache = new Map<string, Promise<readonly BlogPost[]>>();
const loaded = new Map<string, readonly BlogPost[]>();

/**
 * The posts of a template in a language, in id order, loading that language's module on first
 * call. Resolves to an empty list when the template has no blog in that language (resolve the
 * language with `resolveBlogLanguage` first). Calls with the same template and language return
 * the same promise, so React's `use()` can read it during render; a failed load is forgotten so
 * that the next call tries again.
 */
export function loadBlogPosts(template: BlogTemplateId, language: BlogLanguage): Promise<readonly BlogPost[]> {
  const load = languageModules[language] as (() => Promise<SourceModule>) | undefined;
  if (!load || !templateHasLanguage(template, language)) return EMPTY;
  const key = `${template}:${language}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const promise = load().then(({ sources }) => {
    const posts = buildCollection(template, language, sources);
    loaded.set(key, posts);
    return posts;
  });
  promise.catch(() => cache.delete(key));
  cache.set(key, promise);
  return promise;
}

/**
 * The posts of a template in a language if they are already loaded (or the template has none in
 * that language: then an empty list), else undefined. Lets a page render at once on a revisit and
 * start `loadBlogPosts` otherwise.
 */
export function peekBlogPosts(template: BlogTemplateId, language: BlogLanguage): readonly BlogPost[] | undefined {
  if (!(language in languageModules) || !templateHasLanguage(template, language)) return [];
  return loaded.get(`${template}:${language}`);
}

/** One post by slug, loaded like `loadBlogPosts`; undefined for an unknown slug. */
export async function loadBlogPost(template: BlogTemplateId, language: BlogLanguage, slug: string): Promise<BlogPost | undefined> {
  const posts = await loadBlogPosts(template, language);
  return posts.find((post) => post.slug === slug);
}

/** Forgets every loaded language (tests). */
export function clearBlogCache(): void {
  cache.clear();
  loaded.clear();
}

/**
 * @brokerfront/blog-content: the bundled blog. Four posts in each of six languages, collected per
 * template, with their images, and the texts of the blog pages (namespace `blog`). The
 * synchronous API below bundles every language; apps use `@brokerfront/blog-content/loader`,
 * which loads one language at a time.
 */
import { blogCollections } from './collections';
import type { BlogLanguage, BlogPost, BlogTemplateId } from './model';

export type { BlogImage, BlogImageInfo, BlogLanguage, BlogPost, BlogPostSource, BlogSlug, BlogTemplateId } from './model';
export {
  BLOG_TEMPLATES,
  Blogs,
  BlogsDE,
  BlogsESP,
  BlogsITA,
  BlogsSVN,
  BlogsSWE,
  blogCollections,
  templateHasLanguage,
  templateVariants,
  toBlogPost,
} from './collections';
export type { BlogCollections, BlogVariant, EveryTemplateCollections, Template2Collections } from './collections';
export { BLOG_LANGUAGES, FALLBACK_BLOG_LANGUAGE, blogLanguages, resolveBlogLanguage, toBlogLanguage } from './language';
export type { LanguageRef, ResolveBlogLanguageInput } from './language';
export {
  BLOG_ALLOWED_CLASSES,
  BLOG_ALLOWED_TAGS,
  BLOG_IMAGE_PATTERN,
  bodyImageSources,
  countWords,
  isUnsafeUrl,
  sanitizeCheck,
} from './sanitation';
export type { SanitationIssue } from './sanitation';
export { blogImages } from './image-manifest';
export { blogDateToIso, parseBlogDate, type BlogDateParts } from './dates';
export { BLOG_SLUGS, isBlogSlug } from './slugs';
export { adjacentBlogPosts, type BlogNeighbours } from './neighbours';
export { clearBlogCache, loadBlogPost, loadBlogPosts, peekBlogPosts } from './loader';
// `./i18n/index`, not `./i18n`: in `dist/`, `./i18n` would resolve to the `i18n` entry's bundle (`dist/i18n.js`) before
// its declarations (`dist/i18n/index.d.ts`), and the published types would lose these exports.
export { BLOG_NAMESPACE, blogTranslations } from './i18n/index';
export type { BlogTexts } from './i18n/index';

/**
 * The posts of a template in a language, in id order; empty when the template has no blog in that
 * language (use `resolveBlogLanguage` first to pick a language that has one).
 */
export function getBlogPosts(template: BlogTemplateId, language: BlogLanguage): readonly BlogPost[] {
  return blogCollections[language]?.[template] ?? [];
}

/** One post by slug, or undefined for an unknown slug, language or template. */
export function getBlogPost(template: BlogTemplateId, language: BlogLanguage, slug: string): BlogPost | undefined {
  return getBlogPosts(template, language).find((post) => post.slug === slug);
}

/**
 * @brokerfront/blog-content: the bundled blog. Four posts in each of six languages, collected per
 * template, with their images. Everything is static: no calls.
 */
import { blogCollections } from './collections';
import type { BlogLanguage, BlogPost, BlogSlug, BlogTemplateId } from './model';

export type {
  BlogImage,
  BlogImageInfo,
  BlogLanguage,
  BlogPost,
  BlogPostSource,
  BlogSlug,
  BlogTemplateId,
} from './model';
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
export type {
  BlogCollections,
  BlogVariant,
  EveryTemplateCollections,
  Template2Collections,
} from './collections';
export {
  BLOG_LANGUAGES,
  FALLBACK_BLOG_LANGUAGE,
  blogLanguages,
  resolveBlogLanguage,
  toBlogLanguage,
} from './language';
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
export { blogDateToIso, parseBlogDate } from './dates';

/** The slugs in post-id order (SPEC §2). */
export const BLOG_SLUGS: readonly BlogSlug[] = [
  'market-overview',
  'a-beginners-guide',
  'forex-basics',
  'online-trading-101',
];

/**
 * The posts of a template in a language, in id order; empty when the template has no blog in that
 * language (use `resolveBlogLanguage` first to pick a language that has one).
 */
export function getBlogPosts(
  template: BlogTemplateId,
  language: BlogLanguage,
): readonly BlogPost[] {
  return blogCollections[language]?.[template] ?? [];
}

/** One post by slug, or undefined for an unknown slug, language or template. */
export function getBlogPost(
  template: BlogTemplateId,
  language: BlogLanguage,
  slug: string,
): BlogPost | undefined {
  return getBlogPosts(template, language).find((post) => post.slug === slug);
}

/** Whether a string is one of the four slugs. */
export function isBlogSlug(value: string): value is BlogSlug {
  return (BLOG_SLUGS as readonly string[]).includes(value);
}

/**
 * @brokerfront/blog-content/loader: the blog for apps. Loads one language's posts at a time
 * (`loadBlogPosts`) and resolves the blog language, without bundling any post text up front.
 */
export type { BlogImage, BlogLanguage, BlogPost, BlogSlug, BlogTemplateId } from './model';
export { BLOG_TEMPLATES, templateHasLanguage } from './build';
export { BLOG_LANGUAGES, FALLBACK_BLOG_LANGUAGE, blogLanguages, resolveBlogLanguage, toBlogLanguage } from './language';
export type { LanguageRef, ResolveBlogLanguageInput } from './language';
export { blogDateToIso, parseBlogDate, type BlogDateParts } from './dates';
export { BLOG_SLUGS, isBlogSlug } from './slugs';
export { adjacentBlogPosts, type BlogNeighbours } from './neighbours';
export { clearBlogCache, loadBlogPost, loadBlogPosts, peekBlogPosts } from './loader';

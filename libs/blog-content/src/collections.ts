import { BLOG_TEMPLATES, buildCollection, templateHasLanguage } from './build';
import { blogSources } from './content';
import type { BlogLanguage, BlogPost, BlogTemplateId } from './model';

export { BLOG_TEMPLATES, buildCollection, templateHasLanguage, templateVariants, toBlogPost } from './build';
export type { BlogVariant } from './build';

/** Per-template collections of one language; templates without that language have no entry. */
export type BlogCollections = Readonly<Partial<Record<BlogTemplateId, readonly BlogPost[]>>>;

function collectionsFor(language: BlogLanguage): BlogCollections {
  const out: Partial<Record<BlogTemplateId, readonly BlogPost[]>> = {};
  for (const template of BLOG_TEMPLATES) {
    if (templateHasLanguage(template, language)) out[template] = buildCollection(template, language, blogSources[language]);
  }
  return Object.freeze(out);
}

/** Collections of a language that every template has. */
export type EveryTemplateCollections = Readonly<Record<BlogTemplateId, readonly BlogPost[]>>;
/** Collections of a language that only template 2 has. */
export type Template2Collections = Readonly<Record<2, readonly BlogPost[]>>;

/** English posts per template. */
export const Blogs = collectionsFor('en') as EveryTemplateCollections;
/** German posts per template. */
export const BlogsDE = collectionsFor('de') as EveryTemplateCollections;
/** Swedish posts per template. */
export const BlogsSWE = collectionsFor('swe') as EveryTemplateCollections;
/** Spanish posts per template. */
export const BlogsESP = collectionsFor('esp') as EveryTemplateCollections;
/** Slovenian posts: template 2 only. */
export const BlogsSVN = collectionsFor('svn') as Template2Collections;
/** Italian posts: template 2 only. */
export const BlogsITA = collectionsFor('ita') as Template2Collections;

/** All collections by language. */
export const blogCollections: Readonly<Record<BlogLanguage, BlogCollections>> = {
  en: Blogs,
  de: BlogsDE,
  swe: BlogsSWE,
  esp: BlogsESP,
  svn: BlogsSVN,
  ita: BlogsITA,
};

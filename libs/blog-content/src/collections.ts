import { blogSources } from './content';
import { blogImages } from './image-manifest';
import type {
  BlogImage,
  BlogLanguage,
  BlogPost,
  BlogPostSource,
  BlogSlug,
  BlogTemplateId,
} from './model';
import { bodyImageSources, countWords } from './sanitation';

/** Template ids in order. */
export const BLOG_TEMPLATES: readonly BlogTemplateId[] = [1, 2, 3, 4];

/** Languages every template has. */
const COMMON_LANGUAGES: readonly BlogLanguage[] = ['en', 'de', 'swe', 'esp'];

/** Languages that exist only for some templates: Slovenian and Italian for template 2 (SPEC §1). */
const TEMPLATE_ONLY_LANGUAGES: Readonly<
  Partial<Record<BlogLanguage, readonly BlogTemplateId[]>>
> = {
  svn: [2],
  ita: [2],
};

/** Changes one template makes to a post of one language. */
export type BlogVariant = Partial<
  Pick<BlogPostSource, 'title' | 'summary' | 'body'>
>;

/**
 * Per-template differences. A template shows the shared post unless it lists changes here.
 * Template 3 (a compact, checklist-style brand) gives the English and German "Online Trading 101"
 * a title and summary of its own.
 */
export const templateVariants: Readonly<
  Partial<
    Record<
      BlogTemplateId,
      Partial<Record<BlogLanguage, Partial<Record<BlogSlug, BlogVariant>>>>
    >
  >
> = {
  3: {
    en: {
      'online-trading-101': {
        title: 'Online Trading 101: Your Checklist Before the First Trade',
        summary:
          'Platform, orders, costs, risk and discipline: the five things to check before you place a trade, explained in plain language.',
      },
    },
    de: {
      'online-trading-101': {
        title: 'Online-Trading 101: Ihre Checkliste vor dem ersten Trade',
        summary:
          'Plattform, Orders, Kosten, Risiko und Disziplin: die fünf Punkte, die Sie vor einem Trade prüfen sollten, verständlich erklärt.',
      },
    },
  },
};

function imageSize(src: string): { width: number; height: number } {
  const info = blogImages[src];
  if (!info) throw new Error(`Blog image missing from the manifest: ${src}`);
  return { width: info.width, height: info.height };
}

/** Derives the shown post from its source: thumbnail, image sizes and reading time. */
export function toBlogPost(
  source: BlogPostSource,
  language: BlogLanguage,
): BlogPost {
  const thumbnail = `assets/images/blog/post-${source.id}/thumb.jpg`;
  const images: BlogImage[] = bodyImageSources(source.body).map((src) => ({
    src,
    ...imageSize(src),
  }));
  return {
    ...source,
    language,
    thumbnail,
    thumbnailSize: imageSize(thumbnail),
    images,
    readingMinutes: Math.max(1, Math.ceil(countWords(source.body) / 200)),
  };
}

/** Whether a template has a blog in a language (before checking that posts exist). */
export function templateHasLanguage(
  template: BlogTemplateId,
  language: BlogLanguage,
): boolean {
  const only = TEMPLATE_ONLY_LANGUAGES[language];
  return only ? only.includes(template) : COMMON_LANGUAGES.includes(language);
}

function buildCollection(
  template: BlogTemplateId,
  language: BlogLanguage,
): readonly BlogPost[] {
  const sources = blogSources[language];
  const variants = templateVariants[template]?.[language] ?? {};
  return Object.freeze(
    [...sources]
      .sort((a, b) => a.id - b.id)
      .map((source) =>
        Object.freeze(
          toBlogPost({ ...source, ...variants[source.slug] }, language),
        ),
      ),
  );
}

/** Per-template collections of one language; templates without that language have no entry. */
export type BlogCollections = Readonly<
  Partial<Record<BlogTemplateId, readonly BlogPost[]>>
>;

function collectionsFor(language: BlogLanguage): BlogCollections {
  const out: Partial<Record<BlogTemplateId, readonly BlogPost[]>> = {};
  for (const template of BLOG_TEMPLATES) {
    if (templateHasLanguage(template, language))
      out[template] = buildCollection(template, language);
  }
  return Object.freeze(out);
}

/** Collections of a language that every template has. */
export type EveryTemplateCollections = Readonly<
  Record<BlogTemplateId, readonly BlogPost[]>
>;
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
export const blogCollections: Readonly<Record<BlogLanguage, BlogCollections>> =
  {
    en: Blogs,
    de: BlogsDE,
    swe: BlogsSWE,
    esp: BlogsESP,
    svn: BlogsSVN,
    ita: BlogsITA,
  };

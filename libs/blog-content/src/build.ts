/**
 * Building template collections from post sources. This module holds no post text itself, so the
 * per-language loader can build one language without bundling the others.
 */
import { blogImages } from './image-manifest';
import type { BlogImage, BlogLanguage, BlogPost, BlogPostSource, BlogSlug, BlogTemplateId } from './model';
import { bodyImageSources, countWords } from './sanitation';

/** Template ids in order. */
export const BLOG_TEMPLATES: readonly BlogTemplateId[] = [1, 2, 3, 4];

/** Languages every template has. */
const COMMON_LANGUAGES: readonly BlogLanguage[] = ['en', 'de', 'swe', 'esp'];

/** Languages that exist only for some templates: Slovenian and Italian for template 2 (SPEC §1). */
const TEMPLATE_ONLY_LANGUAGES: Readonly<Partial<Record<BlogLanguage, readonly BlogTemplateId[]>>> = {
  svn: [2],
  ita: [2],
};

/** Changes one template makes to a post of one language. */
export type BlogVariant = Partial<Pick<BlogPostSource, 'title' | 'summary' | 'body'>>;

/**
 * Per-template differences. A template shows the shared post unless it lists changes here.
 * Template 3 (a compact, checklist-style brand) gives the English and German "Online Trading 101"
 * a title and summary of its own.
 */
export const templateVariants: Readonly<
  Partial<Record<BlogTemplateId, Partial<Record<BlogLanguage, Partial<Record<BlogSlug, BlogVariant>>>>>>
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
export function toBlogPost(source: BlogPostSource, language: BlogLanguage): BlogPost {
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
export function templateHasLanguage(template: BlogTemplateId, language: BlogLanguage): boolean {
  const only = TEMPLATE_ONLY_LANGUAGES[language];
  return only ? only.includes(template) : COMMON_LANGUAGES.includes(language);
}

/**
 * The posts of one template in one language, in id order, from that language's sources with the
 * template's variants applied. Frozen.
 */
export function buildCollection(template: BlogTemplateId, language: BlogLanguage, sources: readonly BlogPostSource[]): readonly BlogPost[] {
  const variants = templateVariants[template]?.[language] ?? {};
  return Object.freeze(
    [...sources].sort((a, b) => a.id - b.id).map((source) => Object.freeze(toBlogPost({ ...source, ...variants[source.slug] }, language))),
  );
}

/** Content languages of the bundled blog (SPEC §1): Slovenian and Italian exist for template 2 only. */
export type BlogLanguage = 'en' | 'de' | 'swe' | 'esp' | 'svn' | 'ita';

/** The four slugs, identical in every language (SPEC §2). */
export type BlogSlug = 'market-overview' | 'a-beginners-guide' | 'forex-basics' | 'online-trading-101';

/**
 * One article in one language, as written by an author. Bodies are HTML limited to the
 * allowed tags of `sanitation.ts`; images are referenced as
 * `assets/images/blog/post-{n}/image-{k}.jpg` (k = 1 or 2).
 */
export interface BlogPostSource {
  /** 1 to 4. */
  id: 1 | 2 | 3 | 4;
  slug: BlogSlug;
  title: string;
  /** One or two sentences shown in the list. */
  summary: string;
  /** Day/month/year text: '17/09/2023'. */
  date: string;
  /** Article body as HTML. */
  body: string;
}

/** The four page templates of the product (SPEC §9: template count 4). */
export type BlogTemplateId = 1 | 2 | 3 | 4;

/** Pixel size and file size of a bundled image, as recorded in the image manifest. */
export interface BlogImageInfo {
  width: number;
  height: number;
  bytes: number;
}

/** An image used by a post, with its intrinsic size so that pages reserve the space before it loads. */
export interface BlogImage {
  /** Public path relative to the site root: `assets/images/blog/post-{n}/image-{k}.jpg`. */
  src: string;
  width: number;
  height: number;
}

/** A post as a template shows it: the source plus everything derived from it. */
export interface BlogPost extends BlogPostSource {
  language: BlogLanguage;
  /** `assets/images/blog/post-{n}/thumb.jpg`. */
  thumbnail: string;
  /** Size of the thumbnail. */
  thumbnailSize: { width: number; height: number };
  /** Images of the body in reading order (none when a language variant omits them). */
  images: readonly BlogImage[];
  /** Words / 200, rounded up, at least 1. */
  readingMinutes: number;
}

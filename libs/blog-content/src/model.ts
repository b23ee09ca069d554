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

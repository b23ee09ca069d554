import type { BlogSlug } from './model';

/** The slugs in post-id order (SPEC §2). */
export const BLOG_SLUGS: readonly BlogSlug[] = ['market-overview', 'a-beginners-guide', 'forex-basics', 'online-trading-101'];

/** Whether a string is one of the four slugs. */
export function isBlogSlug(value: string): value is BlogSlug {
  return (BLOG_SLUGS as readonly string[]).includes(value);
}

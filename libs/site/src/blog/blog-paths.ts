/** Path of the blog below the site root (and below `/{lang}/`). */
export const BLOG_PATH = 'blog';

/**
 * The blog's addresses on the branch of the route table the visitor is on: with the URL's language
 * prefix when there is one (`/ita/blog/forex-basics`), without it otherwise (`/blog/forex-basics`).
 */
export function blogPaths(prefix?: string) {
  const base = prefix ? `/${prefix}/${BLOG_PATH}` : `/${BLOG_PATH}`;
  return {
    list: base,
    article: (slug: string) => `${base}/${slug}`,
  };
}

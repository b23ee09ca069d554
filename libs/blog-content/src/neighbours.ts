/** The articles before and after one article of a list. */
export interface BlogNeighbours<Post> {
  /** The article before it in list order (lower id), if any. */
  previous?: Post;
  /** The article after it in list order (higher id), if any. */
  next?: Post;
}

/**
 * The previous and next article of `slug` in `posts` (list order), for the article page's
 * navigation. Both are undefined for a slug that is not in the list.
 */
export function adjacentBlogPosts<Post extends { slug: string }>(posts: readonly Post[], slug: string): BlogNeighbours<Post> {
  const index = posts.findIndex((post) => post.slug === slug);
  if (index < 0) return {};
  return {
    previous: index > 0 ? posts[index - 1] : undefined,
    next: index < posts.length - 1 ? posts[index + 1] : undefined,
  };
}

/** What a blog card shows: one article of the list (structurally a `BlogPost` of @brokerfront/blog-content). */
export interface BlogCardPost {
  slug: string;
  title: string;
  summary: string;
  /** Day/month/year text as written in the post: '17/09/2023'. */
  date: string;
  /** Path of the thumbnail relative to the site root: 'assets/images/blog/post-1/thumb.jpg'. */
  thumbnail: string;
  thumbnailSize: { width: number; height: number };
  /** Estimated reading time in whole minutes. */
  readingMinutes: number;
}

/** An article as the article page shows it. */
export interface BlogArticle extends BlogCardPost {
  /**
   * Body HTML. It must come from a trusted, sanitised source (the content lib guarantees its
   * allow-list): it is inserted as HTML.
   */
  body: string;
}

/** A neighbouring article in the previous/next navigation. */
export interface BlogArticleLink {
  slug: string;
  title: string;
}

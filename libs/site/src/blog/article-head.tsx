import { useAppConfig } from '@brokerfront/config/react';
import { blogDateToIso, type BlogPost } from '@brokerfront/blog-content/loader';
import { formatDocumentTitle } from '../head/document-head';

/** An absolute URL on the site's origin for a root-relative path. */
function absolute(path: string, origin: string): string {
  return new URL(path.replace(/^\//, ''), origin.endsWith('/') ? origin : `${origin}/`).toString();
}

export interface ArticleHeadProps {
  post: BlogPost;
  /** The article's address on the site ('/ita/blog/forex-basics'). */
  path: string;
}

/**
 * Title ('{article title} | {app name}'), the summary as description, and the social meta of an
 * article: og:type article, og:image from the thumbnail with its size, the publication date and a
 * large-image card. React 19 hoists these elements into <head>.
 */
export function ArticleHead({ post, path }: ArticleHeadProps) {
  const app = useAppConfig();
  const title = formatDocumentTitle(post.title, app.name);
  const url = absolute(path, app.origin);
  const image = absolute(post.thumbnail, app.origin);
  const published = blogDateToIso(post.date);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={post.summary} />
      <meta property="og:site_name" content={app.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={post.summary} />
      <meta property="og:type" content="article" />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(post.thumbnailSize.width)} />
      <meta property="og:image:height" content={String(post.thumbnailSize.height)} />
      {published ? <meta property="article:published_time" content={published} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={post.summary} />
      <meta name="twitter:image" content={image} />
      <link rel="canonical" href={url} />
    </>
  );
}

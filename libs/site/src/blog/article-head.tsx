import { useAppConfig } from '@brokerfront/config/react';
import { blogDateToIso, type BlogPost } from '@brokerfront/blog-content/loader';
import { DocumentHead } from '../head/document-head';
import { articleJsonLd, StructuredData } from '../head/structured-data';

export interface ArticleHeadProps {
  post: BlogPost;
  /** The article's address on the site ('/ita/blog/forex-basics'). */
  path: string;
}

/**
 * Title ('{article title} | {app name}'), the summary as description, canonical address and the social
 * meta of an article — og:type article, the thumbnail (absolute, with its size) as og:image and
 * twitter:image on a large-image card, article:published_time — which React 19 hoists into <head>, and
 * the article's schema.org `Article` as JSON-LD where the component stands.
 */
export function ArticleHead({ post, path }: ArticleHeadProps) {
  const app = useAppConfig();
  const published = blogDateToIso(post.date);
  return (
    <>
      <DocumentHead
        title={post.title}
        appName={app.name}
        description={post.summary}
        origin={app.origin}
        path={path}
        type="article"
        image={{ src: post.thumbnail, width: post.thumbnailSize.width, height: post.thumbnailSize.height, alt: post.title }}
        publishedTime={published}
      />
      <StructuredData data={articleJsonLd({ post, path, published, app })} />
    </>
  );
}

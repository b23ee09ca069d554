import { useParams } from 'react-router-dom';
import { adjacentBlogPosts } from '@brokerfront/blog-content/loader';
import { BlogArticlePage } from '@brokerfront/ui-templates';
import { NotFoundPage } from '../pages/not-found-page';
import { SiteLink } from '../app/site-link';
import { ArticleHead } from './article-head';
import { BlogLoading } from './blog-loading';
import { useCanonicalPath } from '../head/page-head';
import { useBlogPlace, useBlogPosts } from './use-blog';

/** An article page (`/blog/:slug`, `/{lang}/blog/:slug`); an unknown slug shows the 404 page. */
export function BlogArticleRoute() {
  const { slug = '' } = useParams();
  const place = useBlogPlace();
  const posts = useBlogPosts(place);
  const canonical = useCanonicalPath();
  if (!posts) return <BlogLoading />;
  const post = posts.find((p) => p.slug === slug);
  if (!post) return <NotFoundPage />;
  const { previous, next } = adjacentBlogPosts(posts, slug);
  return (
    <>
      <ArticleHead post={post} path={canonical} />
      <BlogArticlePage
        template={place.template}
        post={post}
        previous={previous}
        next={next}
        blogHref={place.paths.list}
        articleHref={place.paths.article}
        assetBase="/"
        linkComponent={SiteLink}
      />
    </>
  );
}

import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { BlogListPage } from '@brokerfront/ui-templates';
import { PageHead } from '../head/page-head';
import { SiteLink } from '../app/site-link';
import { BlogLoading } from './blog-loading';
import { useBlogPlace, useBlogPosts } from './use-blog';

/** The blog list page (`/blog`, `/{lang}/blog`). */
export function BlogListRoute() {
  const app = useAppConfig();
  const { t } = useTranslation('blog');
  const place = useBlogPlace();
  const posts = useBlogPosts(place);
  return (
    <>
      <PageHead title={t('title')} description={t('listDescription', { appName: app.name })} />
      {posts ? (
        <BlogListPage template={place.template} posts={posts} articleHref={place.paths.article} assetBase="/" linkComponent={SiteLink} />
      ) : (
        <BlogLoading />
      )}
    </>
  );
}

import './blog.css';
import { useTranslation } from '@brokerfront/i18n/react';
import { Card } from '../components/card';
import { cx } from '../components/class-names';
import { Link, LinkProvider, type LinkComponent } from '../components/link';
import { PageHeader } from '../components/page-header';
import { Section } from '../components/section';
import type { TemplateId } from '../templates/template-id';
import { blogAssetUrl } from './blog-format';
import { blogCardImageSizes, blogImageSrcSet } from './blog-images';
import { BlogMeta } from './blog-meta';
import type { BlogCardPost } from './types';

export interface BlogListPageProps {
  /** The look: each template shows the list its own way. */
  template: TemplateId;
  /** The articles in list order. */
  posts: readonly BlogCardPost[];
  /** Address of an article; default `blog/{slug}`. The site passes its language-prefixed path. */
  articleHref?: (slug: string) => string;
  /** Prefix of the content's image paths ('/' in the site); default none. */
  assetBase?: string;
  /** Renders the article links (the site's router link); default the surrounding LinkProvider's. */
  linkComponent?: LinkComponent;
}

/** Card variant per template. */
const CARD_VARIANT = {
  template1: 'raised',
  template2: 'outline',
  template3: 'tinted',
  template4: 'raised',
} as const;

/**
 * The blog: a header, then one card per article (thumbnail, title as link, summary, date and
 * reading time), laid out the template's way; a short message when there are no articles.
 *
 * Thumbnails are sized and responsive (`srcset` of the content lib's copies, `sizes` of the card in
 * the template's grid). The first is in the first screen on every device (often its largest
 * element): fetched at once with high priority; the others load lazily.
 */
export function BlogListPage({ template, posts, articleHref = (slug) => `blog/${slug}`, assetBase, linkComponent }: BlogListPageProps) {
  const { t } = useTranslation('blog');
  const page = (
    <div className={cx('bf-blog', `bf-blog--${template}`)} data-template={template}>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Section title={t('listLabel')} hideTitle className="bf-blog__section">
        {posts.length === 0 ? (
          <p className="bf-blog__empty">{t('empty')}</p>
        ) : (
          <ul className="bf-blog__list">
            {posts.map((post, index) => (
              <li key={post.slug} className="bf-blog__item">
                <Card
                  className="bf-blog-card"
                  variant={CARD_VARIANT[template]}
                  headingLevel={2}
                  icon={
                    <img
                      className="bf-blog-card__image"
                      {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
                      decoding="async"
                      srcSet={blogImageSrcSet(post.thumbnail, assetBase)}
                      sizes={blogCardImageSizes(template, index)}
                      src={blogAssetUrl(post.thumbnail, assetBase)}
                      width={post.thumbnailSize.width}
                      height={post.thumbnailSize.height}
                      alt=""
                    />
                  }
                  title={
                    <Link className="bf-blog-card__link" href={articleHref(post.slug)}>
                      {post.title}
                    </Link>
                  }
                >
                  <p className="bf-blog-card__summary">{post.summary}</p>
                  <BlogMeta date={post.date} readingMinutes={post.readingMinutes} />
                </Card>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
  return linkComponent ? <LinkProvider component={linkComponent}>{page}</LinkProvider> : page;
}

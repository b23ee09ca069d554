import './blog.css';
import { useId } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { cx } from '../components/class-names';
import { Link, LinkProvider, type LinkComponent } from '../components/link';
import type { TemplateId } from '../templates/template-id';
import { blogAssetUrl } from './blog-format';
import { blogArticleImageSizes, blogBodyHtml, blogImageSrcSet } from './blog-images';
import { BlogMeta } from './blog-meta';
import type { BlogArticle, BlogArticleLink } from './types';

export interface BlogArticlePageProps {
  /** The look: each template shows the article its own way. */
  template: TemplateId;
  post: BlogArticle;
  /** The article before it in the list, if any. */
  previous?: BlogArticleLink;
  /** The article after it in the list, if any. */
  next?: BlogArticleLink;
  /** Address of the blog list; default `blog`. */
  blogHref?: string;
  /** Address of an article; default `blog/{slug}`. */
  articleHref?: (slug: string) => string;
  /** Prefix of the content's image paths ('/' in the site); default none. */
  assetBase?: string;
  /** Renders the links (the site's router link); default the surrounding LinkProvider's. */
  linkComponent?: LinkComponent;
}

/**
 * One article: title (the page's h1), date and reading time, a lead picture, the body, and a
 * labelled navigation to the previous and next articles and back to the blog. The body is
 * inserted as HTML: pass only sanitised content (the content lib's bodies are).
 *
 * The lead picture is in the first screen (often its largest element): fetched at once with high
 * priority; the body's pictures load lazily. All of them are sized and, for the content lib's
 * pictures, responsive (`srcset` of their copies, `sizes` of the template's column).
 */
export function BlogArticlePage({
  template,
  post,
  previous,
  next,
  blogHref = 'blog',
  articleHref = (slug) => `blog/${slug}`,
  assetBase,
  linkComponent,
}: BlogArticlePageProps) {
  const { t } = useTranslation('blog');
  const titleId = useId();
  const page = (
    <div className={cx('bf-blog', `bf-blog--${template}`)} data-template={template}>
      <article className="bf-blog-article" aria-labelledby={titleId}>
        <header className="bf-blog-article__header">
          <div className="bf-container bf-container--narrow">
            <p className="bf-blog-article__back">
              <Link href={blogHref}>{t('back')}</Link>
            </p>
            <h1 id={titleId} className="bf-blog-article__title">
              {post.title}
            </h1>
            <p className="bf-blog-article__summary">{post.summary}</p>
            <BlogMeta date={post.date} readingMinutes={post.readingMinutes} />
          </div>
        </header>
        <div className="bf-container bf-container--narrow">
          <img
            className="bf-blog-article__cover"
            fetchPriority="high"
            decoding="async"
            srcSet={blogImageSrcSet(post.thumbnail, assetBase)}
            sizes={blogArticleImageSizes(template)}
            src={blogAssetUrl(post.thumbnail, assetBase)}
            width={post.thumbnailSize.width}
            height={post.thumbnailSize.height}
            alt=""
          />
          <div
            className="bf-blog-body"
            dangerouslySetInnerHTML={{
              __html: blogBodyHtml(post.body, template, assetBase),
            }}
          />
        </div>
      </article>
      <nav className="bf-blog-pager" aria-label={t('articleNavigation')}>
        <div className="bf-container bf-container--narrow">
          <ul className="bf-blog-pager__list">
            {previous ? (
              <li className="bf-blog-pager__item bf-blog-pager__item--previous">
                <Link href={articleHref(previous.slug)} rel="prev">
                  <span className="bf-blog-pager__label">{t('previous')}</span>
                  <span className="bf-blog-pager__title">{previous.title}</span>
                </Link>
              </li>
            ) : null}
            {next ? (
              <li className="bf-blog-pager__item bf-blog-pager__item--next">
                <Link href={articleHref(next.slug)} rel="next">
                  <span className="bf-blog-pager__label">{t('next')}</span>
                  <span className="bf-blog-pager__title">{next.title}</span>
                </Link>
              </li>
            ) : null}
            <li className="bf-blog-pager__item bf-blog-pager__item--back">
              <Link href={blogHref}>{t('back')}</Link>
            </li>
          </ul>
        </div>
      </nav>
    </div>
  );
  return linkComponent ? <LinkProvider component={linkComponent}>{page}</LinkProvider> : page;
}

export type { BlogArticle, BlogArticleLink, BlogCardPost } from './types';
export { BlogListPage, type BlogListPageProps } from './blog-list-page';
export { BlogArticlePage, type BlogArticlePageProps } from './blog-article-page';
export { BlogMeta, type BlogMetaProps } from './blog-meta';
export { blogAssetUrl, blogIsoDate, withAssetBase } from './blog-format';
export { BLOG_IMAGE_WIDTHS, blogBodyHtml, blogImageSrcSet } from './blog-images';

import type { RouteObject } from 'react-router-dom';
import { loadBlogPosts, resolveBlogLanguage, type BlogTemplateId } from '@brokerfront/blog-content/loader';
import { BlogLoading } from './blog-loading';
import { ROUTE_PATHS } from '../paths';
import type { PreparingHandle } from '../prerender/prepare-routes';

/** Before a complete first render (prerender, hydration): the posts of the page's blog language are loaded. */
const blogHandle: PreparingHandle = {
  prepare: async ({ template, app, language, params }) => {
    const templateNumber = Number(template.replace('template', '')) as BlogTemplateId;
    const blogLanguage = resolveBlogLanguage({
      configuredLanguages: app.languages,
      chosenLanguage: params['lang'] ?? language,
      defaultLanguage: app.defaultLanguage,
      template: templateNumber,
    });
    await loadBlogPosts(templateNumber, blogLanguage);
  },
};

/**
 * The blog's routes, each loaded on first visit (its own chunk, which then loads only the posts of
 * the language shown; a loading message stands in meanwhile). Paths are relative to the shell, so
 * they work unprefixed and under `/{lang}/`.
 */
export const blogRoutes: RouteObject[] = [
  {
    id: 'blog.list',
    path: ROUTE_PATHS.blog,
    handle: blogHandle,
    HydrateFallback: BlogLoading,
    lazy: () => import('./blog-list-route').then((m) => ({ Component: m.BlogListRoute })),
  },
  {
    id: 'blog.article',
    path: ROUTE_PATHS.blogArticle,
    handle: blogHandle,
    HydrateFallback: BlogLoading,
    lazy: () =>
      import('./blog-article-route').then((m) => ({
        Component: m.BlogArticleRoute,
      })),
  },
];

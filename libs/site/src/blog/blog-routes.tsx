import type { RouteObject } from 'react-router-dom';
import { BlogLoading } from './blog-loading';
import { ROUTE_PATHS } from '../paths';

/**
 * The blog's routes, each loaded on first visit (its own chunk, which then loads only the posts of
 * the language shown; a loading message stands in meanwhile). Paths are relative to the shell, so
 * they work unprefixed and under `/{lang}/`.
 */
export const blogRoutes: RouteObject[] = [
  {
    id: 'blog.list',
    path: ROUTE_PATHS.blog,
    HydrateFallback: BlogLoading,
    lazy: () => import('./blog-list-route').then((m) => ({ Component: m.BlogListRoute })),
  },
  {
    id: 'blog.article',
    path: ROUTE_PATHS.blogArticle,
    HydrateFallback: BlogLoading,
    lazy: () =>
      import('./blog-article-route').then((m) => ({
        Component: m.BlogArticleRoute,
      })),
  },
];

import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { Shell } from '../pages/shell';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { LanguageRoute, NOT_FOUND_PATH } from '../i18n/language-route';
import { accountRoutes } from '../account/account-routes';
import { marketingRoutes } from '../marketing/marketing-routes';
import { blogRoutes } from '../blog/blog-routes';

/** What feature modules add to the route table. */
export interface CreateRoutesOptions {
  /**
   * Page routes of feature modules (marketing pages, blog, sign-in, back office), with paths
   * relative to the site root ('blog', 'blog/:slug', 'sign-in'). Each is mounted twice: unprefixed
   * and under `/:lang`. Give `index: true` to replace the default home page.
   */
  pages?: RouteObject[];
  /** The element holding every page; default the site shell (template layout + scroll restoration). */
  shell?: ReactElement;
}

/** Copies a page route for the `/:lang` branch, keeping explicit route ids unique. */
function forLanguageBranch(route: RouteObject): RouteObject {
  const copy = { ...route, id: route.id ? `${route.id}.lang` : undefined } as RouteObject;
  if (route.children) (copy as { children?: RouteObject[] }).children = route.children.map(forLanguageBranch);
  return copy;
}

/**
 * The root route table (SPEC §2): the empty path loads the shell that holds all pages (the shell
 * restores the scroll position on navigation); a second empty-path entry redirects to the empty
 * path. Pages live both unprefixed (stored or default language) and under `/{lang}/…`, which
 * applies only on multi-language sites with a known prefix; anything else is sent to /404.
 */
export function createRoutes({ pages = [], shell = <Shell /> }: CreateRoutesOptions = {}): RouteObject[] {
  pages = [...pages, ...accountRoutes];
  pages = [...marketingRoutes, ...pages];
  pages = [...pages, ...blogRoutes];
  const home: RouteObject[] = pages.some((page) => page.index) ? [] : [{ index: true, element: <HomePage /> }];
  const unprefixed: RouteObject[] = [
    ...home,
    ...pages,
    { path: NOT_FOUND_PATH.slice(1), element: <NotFoundPage /> },
    { path: '*', element: <NotFoundPage /> },
  ];
  const prefixed: RouteObject[] = [...home, ...pages].map(forLanguageBranch).concat({ path: '*', element: <NotFoundPage /> });
  return [
    {
      path: '',
      element: shell,
      children: [
        { id: 'language', element: <LanguageRoute />, children: unprefixed },
        { id: 'language-prefixed', path: ':lang', element: <LanguageRoute />, children: prefixed },
      ],
    },
    { id: 'root-redirect', path: '', element: <Navigate to="/" replace /> },
  ];
}

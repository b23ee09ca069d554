import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Shell } from '../pages/shell';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { LanguageRoute } from '../i18n/language-route';
import { ROUTE_PATHS } from '../paths';
import { accountRoutes } from '../account/account-routes';
import { clientRoutes } from '../client/client-routes';
import { marketingRoutes } from '../marketing/marketing-routes';
import { blogRoutes } from '../blog/blog-routes';

/** What feature modules add to the route table. */
export interface CreateRoutesOptions {
  /**
   * More page routes (besides the marketing pages, the blog, the account screens and the back
   * office), with paths relative to the site root. Each is mounted twice: unprefixed and under
   * `/:lang`. Give `index: true` to replace the default home page.
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
 * restores the scroll position on navigation). Pages live both unprefixed (stored or default language)
 * and under `/{lang}/…`, which applies only on multi-language sites with a known prefix; anything else
 * is sent to /404. SPEC §2's second empty-path entry (a redirect to the empty path) has no route here:
 * under React Router's ranking it could never match (see docs/architecture.md).
 */
export function createRoutes({ pages = [], shell = <Shell /> }: CreateRoutesOptions = {}): RouteObject[] {
  pages = [...marketingRoutes, ...pages, ...accountRoutes, ...clientRoutes, ...blogRoutes];
  const home: RouteObject[] = pages.some((page) => page.index) ? [] : [{ index: true, element: <HomePage /> }];
  const unprefixed: RouteObject[] = [
    ...home,
    ...pages,
    { path: ROUTE_PATHS.notFound, element: <NotFoundPage /> },
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
  ];
}

import type { ComponentType, ReactElement } from 'react';
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
import { RuntimeIsland } from '../runtime/runtime';

/**
 * A route whose page needs the signed-in side (store, session): its component renders (with its child
 * routes, drawn through its outlet) inside a runtime island, which loads that side first if the page opened on a public address.
 */
export function inRuntimeIsland(route: RouteObject): RouteObject {
  const wrap = (Component: ComponentType): ComponentType =>
    function InRuntimeIsland() {
      return (
        <RuntimeIsland>
          <Component />
        </RuntimeIsland>
      );
    };
  const copy = { ...route } as RouteObject & { Component?: ComponentType | null };
  if (copy.Component) copy.Component = wrap(copy.Component);
  if (copy.element) copy.element = <RuntimeIsland>{copy.element}</RuntimeIsland>;
  const lazy = route.lazy;
  if (typeof lazy === 'function') {
    (copy as { lazy?: unknown }).lazy = async () => {
      const loaded = (await lazy()) as { Component?: ComponentType | null; element?: ReactElement };
      return {
        ...loaded,
        ...(loaded.Component ? { Component: wrap(loaded.Component) } : {}),
        ...(loaded.element ? { element: <RuntimeIsland>{loaded.element}</RuntimeIsland> } : {}),
      };
    };
  }
  // Child routes render inside their parent's element, so inside its island already.
  return copy;
}

/** What feature modules add to the route table. */
export interface CreateRoutesOptions {
  /**
   * More page routes (besides the marketing pages, the blog, the account screens and the back
   * office), with paths relative to the site root. Each is mounted twice: unprefixed and under
   * `/:lang`. Give `index: true` to replace the default home page. They render inside a runtime island (the
   * store and the session are there; the page waits for them), and are not prerendered.
   */
  pages?: RouteObject[];
  /**
   * The element holding every page; default the site shell (template layout + scroll restoration). Another shell
   * renders inside a runtime island, like the added pages.
   */
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
export function createRoutes({ pages = [], shell }: CreateRoutesOptions = {}): RouteObject[] {
  pages = [...marketingRoutes, ...[...pages, ...accountRoutes, ...clientRoutes].map(inRuntimeIsland), ...blogRoutes];
  const layout = shell ? <RuntimeIsland>{shell}</RuntimeIsland> : <Shell />;
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
      element: layout,
      children: [
        { id: 'language', element: <LanguageRoute />, children: unprefixed },
        { id: 'language-prefixed', path: ':lang', element: <LanguageRoute />, children: prefixed },
      ],
    },
  ];
}

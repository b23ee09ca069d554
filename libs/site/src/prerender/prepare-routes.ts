import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import type { AppConfig } from '@brokerfront/config';
import type { TemplateId } from '@brokerfront/ui-templates';

/** What a route's `handle.prepare` is told about the page it is about to render. */
export interface PrepareContext {
  template: TemplateId;
  app: AppConfig;
  /** The page's language prefix. */
  language: string;
  params: Params;
}

/**
 * A route handle that loads what its page needs before a render that must be complete at once: the
 * prerenderer's, and the browser's hydration of that HTML (a page still loading then would not match it).
 */
export interface PreparingHandle {
  prepare?: (context: PrepareContext) => Promise<void>;
}

const preparing = (handle: unknown): handle is Required<PreparingHandle> =>
  typeof handle === 'object' && handle !== null && typeof (handle as PreparingHandle).prepare === 'function';

/**
 * Readies the routes matching `pathname` for a complete first render: loads each matched lazy route and
 * merges its module into the route (so the router needs no loading step), then runs the matched routes'
 * `handle.prepare` (e.g. the blog's posts in the page language).
 */
export async function prepareRoutes(routes: RouteObject[], pathname: string, context: Omit<PrepareContext, 'params'>): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = (await route.lazy()) as Record<string, unknown>;
      // As React Router does: what the route defines itself (its handle, its path…) is kept.
      for (const [key, value] of Object.entries(loaded)) {
        if ((route as Record<string, unknown>)[key] === undefined) (route as Record<string, unknown>)[key] = value;
      }
      delete (route as { lazy?: unknown }).lazy;
    }),
  );
  const params = matches.at(-1)?.params ?? {};
  await Promise.all(matches.map(({ route }) => (preparing(route.handle) ? route.handle.prepare({ ...context, params }) : undefined)));
}

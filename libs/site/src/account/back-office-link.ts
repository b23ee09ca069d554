import { useContext } from 'react';
import { matchRoutes, UNSAFE_DataRouterContext } from 'react-router-dom';

/** Path of the back office, when a brand's site includes it. */
export const BACK_OFFICE_PATH = '/backoffice';

/**
 * The back office's address in the current route table (the given localized path), or `null` when
 * the site has no such page (only the catch-all 404 route would match).
 */
export function useRoutedPath(path: string): string | null {
  const routes = useContext(UNSAFE_DataRouterContext)?.router.routes;
  if (!routes) return null;
  const matches = matchRoutes(routes, path);
  const leaf = matches?.[matches.length - 1]?.route;
  if (!leaf || leaf.path === '*' || leaf.path === undefined) return null;
  return path;
}

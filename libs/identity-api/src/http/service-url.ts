/** Host pieces of a service as the site configuration gives them (`identityConfig` service part). */
export interface ServicePieces {
  /** `http` or `https` (a trailing `:` is accepted). Empty with an empty host: same origin. */
  protocol?: string | null;
  /** Host name; empty for same-origin (relative) URLs. */
  host?: string | null;
  port?: number | string | null;
  /** The service root, e.g. `identity`. */
  root?: string | null;
}

const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '');

/** `{protocol}://{host}[:{port}]`, or `''` (same origin) without a host. */
export function serverUrl(service: ServicePieces): string {
  const host = (service.host ?? '').trim().replace(/\/+$/, '');
  if (!host) return '';
  const protocol = (service.protocol ?? 'https').replace(/:?\/*$/, '') || 'https';
  const port = service.port === null || service.port === undefined || service.port === '' ? '' : `:${service.port}`;
  return `${protocol}://${host}${port}`;
}

/**
 * `{server}/{root}/api/{version}/{path}/` — the URL of a service API path. A query string in `path`
 * stays after the trailing slash: `users/5/SetIsBlocked?isBlocked=true` →
 * `…/api/v1/users/5/SetIsBlocked/?isBlocked=true`.
 */
export function apiUrl(service: ServicePieces, path: string, version = 'v1'): string {
  const [p, query] = splitQuery(path);
  const root = trimSlashes(service.root ?? '');
  const parts = [root, 'api', trimSlashes(version), trimSlashes(p)].filter(Boolean);
  return `${serverUrl(service)}/${parts.join('/')}/${query}`;
}

function splitQuery(path: string): [string, string] {
  const i = path.indexOf('?');
  return i < 0 ? [path, ''] : [path.slice(0, i), path.slice(i)];
}

/** Whether a URL is relative to the page's origin (`/x`, `x`, not `//host` or `scheme:`). */
export function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//');
}

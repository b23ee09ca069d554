import type { AutoLoginResult } from '@brokerfront/identity-api';

/** The sign-in link of an auto-login token on a site: its origin, the `auto-login` page in the interface language. */
export function autoLoginLinkOf(origin: string, localizedPath: string, token: string): string {
  return `${origin}${localizedPath}?token=${encodeURIComponent(token)}`;
}

/** The sites a "Log in as client" link may lead to, and the page it opens. */
export interface AutoLoginSites {
  /** The origin of the page the employee is on (`window.location.origin`). */
  ownOrigin: string;
  /** The configured address of the site (AppConfig `origin`), which may be another host than the back office's. */
  configuredOrigin: string;
  /** The auto-login page in the interface language, e.g. `/de/auto-login`. */
  localizedPath: string;
}

/** The link to give, and why the service's URL was not followed (`foreign`, `malformed`), if it was not. */
export interface AutoLoginLinkChoice {
  link: string;
  /** `missing`: the answer has no URL; `malformed`: not an http(s) address; `foreign`: another site. */
  refused: null | { reason: 'missing' | 'malformed' } | { reason: 'foreign'; origin: string };
}

function originOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The "Log in as client" link of a `CreateAutoLogin` answer (SPEC §3 "Token, URL"). The answer's URL names
 * the site the client signs in on, which may be another host than the back office's (a brand whose back
 * office runs on its own host): the link goes to that origin when it is this site's own or its configured
 * origin. Anything else would hand the single-use token to a host the site does not vouch for, so the link
 * then stays on this page's origin, as it does when the URL is missing or not an http(s) address. Only the
 * origin is taken: the page (in the interface language) and the token are the site's own, never a path or
 * a query of the answer.
 */
export function chooseAutoLoginLink(
  answer: Pick<AutoLoginResult, 'Token'> & { URL?: unknown },
  sites: AutoLoginSites,
): AutoLoginLinkChoice {
  const own = originOf(sites.ownOrigin) ?? sites.ownOrigin;
  const fallback = (refused: AutoLoginLinkChoice['refused']): AutoLoginLinkChoice => ({
    link: autoLoginLinkOf(own, sites.localizedPath, answer.Token),
    refused,
  });
  if (typeof answer.URL !== 'string' || answer.URL.trim() === '') return fallback({ reason: 'missing' });
  const named = originOf(answer.URL.trim());
  if (!named) return fallback({ reason: 'malformed' });
  const allowed = [own, originOf(sites.configuredOrigin)];
  if (!allowed.includes(named)) return fallback({ reason: 'foreign', origin: named });
  return { link: autoLoginLinkOf(named, sites.localizedPath, answer.Token), refused: null };
}

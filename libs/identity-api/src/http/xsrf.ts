/**
 * The anti-forgery double submit: the server issues a token in the `XSRF-TOKEN` cookie and a
 * state-changing request echoes it in the `X-XSRF-TOKEN` header. The envelope HTTP client and the
 * site's contact service both use these names and this reader.
 */

/** Cookie in which the server issues the anti-forgery token. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Header that echoes the anti-forgery token back. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

function documentCookies(): string {
  return typeof document === 'undefined' || typeof document.cookie !== 'string' ? '' : document.cookie;
}

/**
 * Reads and decodes one cookie from a `Cookie`-style list (`a=1; b=2`), by default the page's
 * `document.cookie` (none without a document). `undefined` when the cookie is not there.
 */
export function readDocumentCookie(name: string, cookies: string = documentCookies()): string | undefined {
  for (const part of cookies.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}

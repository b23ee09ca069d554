/**
 * The Content-Security-Policy of a Brokerfront site, from its configuration and the inline styles of its built HTML.
 *
 * Scripts: the site's own files (`'self'`; Google's reCAPTCHA when the configuration has a site key) and exactly one
 * inline script, by its hash: the theme script every page carries in `<head>` (`tools/prerender/theme-script.mjs`),
 * which draws the visitor's theme from the first paint. No other inline script runs, no `eval`: the prerendered
 * pages' JSON data blocks (`application/json`, `application/ld+json`) are not executed and need nothing. Styles: the site's stylesheets, plus exactly the inline `<style>` elements and `style`
 * attributes its HTML carries, by hash (style changes React makes at run time go through the CSSOM, which CSP does not
 * govern). Connections: the site itself (configuration, translations, the contact form's `/email/`), the identity
 * service and the gateway, over HTTP and over WebSocket (the realtime hub).
 */

import { THEME_SCRIPT_HASH } from '../prerender/theme-script.mjs';

/** @typedef {import('./site.mjs').DeployConfiguration} DeployConfiguration */
/** @typedef {import('./site.mjs').HostPieces} HostPieces */

/** Where Google's reCAPTCHA loads its scripts from and frames its widget (Google's CSP guidance for reCAPTCHA). */
export const RECAPTCHA_SCRIPT_SOURCES = Object.freeze(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
export const RECAPTCHA_FRAME_SOURCES = Object.freeze(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);

const DEFAULT_PORTS = /** @type {Record<string, number>} */ ({ http: 80, https: 443, ws: 80, wss: 443 });

/**
 * The origin of a service as a CSP source, in the given scheme (`http`/`https`, or `ws`/`wss` for its WebSockets);
 * the port is left out when it is the scheme's default.
 * @param {HostPieces} service
 * @param {'http' | 'ws'} kind
 */
export function serviceSource({ protocol, host, port }, kind) {
  const scheme = kind === 'ws' ? (protocol === 'https' ? 'wss' : 'ws') : protocol;
  return `${scheme}://${host}${DEFAULT_PORTS[scheme] === port ? '' : `:${port}`}`;
}

/**
 * The origin of an absolute URL as a CSP source (`https://cdn.example`), or null for anything else.
 * @param {string} url
 */
export function originSource(url) {
  try {
    const parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * @typedef {object} PolicyOptions
 * @property {boolean} [https] The site is served over HTTPS: mixed content is upgraded (`upgrade-insecure-requests`).
 */

/**
 * The Content-Security-Policy header value (directives separated by `; `).
 * @param {DeployConfiguration} config
 * @param {{ elements: string[], attributes: string[] }} inlineHashes Hash sources (`'sha256-…'`) of the inline style
 *   elements and style attributes of the site's HTML (`inlineStyleHashes` of `site.mjs`).
 * @param {PolicyOptions} [options]
 * @returns {string}
 */
export function contentSecurityPolicy(config, inlineHashes, options = {}) {
  const unique = (/** @type {string[]} */ list) => [...new Set(list)];
  const recaptcha = config.recaptchaSiteKey !== '';
  const styleSources = [
    "'self'",
    ...inlineHashes.elements,
    // Hashes of style attributes count only with 'unsafe-hashes' (which allows no inline event handler by itself).
    ...(inlineHashes.attributes.length > 0 ? ["'unsafe-hashes'", ...inlineHashes.attributes] : []),
  ];
  const imageOrigins = config.imageUrls.map(originSource).filter((o) => o !== null);
  /** @type {[string, string[]][]} */
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", THEME_SCRIPT_HASH, ...(recaptcha ? RECAPTCHA_SCRIPT_SOURCES : [])]],
    ['style-src', unique(styleSources)],
    // data: the placeholder images of lazy pictures; blob: the preview of an avatar being chosen; the identity
    // service serves the users' avatars.
    ['img-src', unique(["'self'", 'data:', 'blob:', serviceSource(config.identity, 'http'), ...imageOrigins])],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      unique([
        "'self'",
        serviceSource(config.identity, 'http'),
        serviceSource(config.identity, 'ws'),
        serviceSource(config.gateway, 'http'),
        serviceSource(config.gateway, 'ws'),
      ]),
    ],
    ['frame-src', recaptcha ? [...RECAPTCHA_FRAME_SOURCES] : ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  if (options.https) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * A Content-Security-Policy header value as a map of directive → sources (for tests and checks).
 * @param {string} policy
 * @returns {Map<string, string[]>}
 */
export function parsePolicy(policy) {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

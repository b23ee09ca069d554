/**
 * What the deployment kit reads from a built app (`dist/apps/<app>`, prerendered): its configuration, checked for the
 * fields a web server needs; the inline styles of its HTML (for the Content-Security-Policy); and which addresses
 * are the site's signed-in screens (served the app's shell) as opposed to its prerendered public pages.
 *
 * Plain Node (no TypeScript): `@brokerfront/config` is TypeScript compiled only into the apps, so its parser cannot be
 * imported from here; the fields read below are checked here, with errors worded like the config library's.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';

/** Where a built app keeps its configuration. */
export const CONFIGURATION_FILE = 'assets/config/configuration.json';

/**
 * The route paths of the site's signed-in side (the client area, the back office and the session screens): the
 * pages the browser renders from the app's shell (`spa.html`), unprefixed and under each language prefix. They are
 * `ROUTE_PATHS` of `libs/site/src/paths.ts` (a spec checks that every route there is listed here or in
 * {@link PUBLIC_ROUTE_PATHS}); `:name` stands for one path segment.
 */
export const SIGNED_IN_ROUTE_PATHS = Object.freeze([
  'sign-in',
  'sign-up',
  'sign-up/demo',
  'confirm-email',
  'forgot-password',
  'reset-password',
  'auto-login',
  'account',
  'account/accounts',
  'account/withdrawal',
  'account/documents',
  'account/profile',
  'account/settings',
  'backoffice',
  'backoffice/users',
  'backoffice/users/new',
  'backoffice/import',
  'backoffice/groups',
  'backoffice/users/:id',
]);

/**
 * The route paths of the public side: prerendered per language (the files of the build say which ones exist for a
 * configuration), and the 404 page. Listed for the spec that keeps these tables in step with the router.
 */
export const PUBLIC_ROUTE_PATHS = Object.freeze([
  'blog',
  'blog/:slug',
  'trading/:assetClass',
  'withdrawal',
  'spreads',
  'faq',
  'contact',
  'about',
  'legal',
  '404',
]);

/**
 * @typedef {object} HostPieces
 * @property {'http' | 'https'} protocol
 * @property {string} host
 * @property {number} port
 */

/**
 * The parts of a site configuration the web server's configuration depends on.
 * @typedef {object} DeployConfiguration
 * @property {string[]} languages Language prefixes, e.g. `['en', 'de']`.
 * @property {string} defaultLanguage
 * @property {string} recaptchaSiteKey Empty when the contact form has no reCAPTCHA.
 * @property {HostPieces} identity The identity service (sign-in, users API, avatars).
 * @property {HostPieces} gateway The gateway (permissions API, realtime hub): `gatewayConfig`, or the identity service's
 *   protocol, host and port when the configuration names none (as `parseSiteConfiguration` of `@brokerfront/config`).
 * @property {string[]} imageUrls Absolute image addresses named by the configuration (media logos, the theme's logo…).
 */

/** A wrong configuration: `message` names the field, as the site's own error screen would. */
export class ConfigurationError extends Error {
  /**
   * @param {string} field e.g. `identityConfig.service.host`
   * @param {string} expected
   * @param {unknown} found
   */
  constructor(field, expected, found) {
    super(`${field}: expected ${expected}, found ${describe(found)}`);
    this.name = 'ConfigurationError';
    this.field = field;
  }
}

/** @param {unknown} value */
function describe(value) {
  if (value === undefined) return 'nothing (the field is missing)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  return JSON.stringify(value);
}

/** @param {unknown} value */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * @param {unknown} value
 * @param {string} field
 * @returns {HostPieces}
 */
function hostPieces(value, field) {
  if (!isObject(value)) throw new ConfigurationError(field, 'an object with protocol, host and port', value);
  const { protocol, host, port } = /** @type {Record<string, unknown>} */ (value);
  if (protocol !== 'http' && protocol !== 'https') throw new ConfigurationError(`${field}.protocol`, '"http" or "https"', protocol);
  if (typeof host !== 'string' || !/^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/.test(host)) {
    throw new ConfigurationError(`${field}.host`, 'a host name or address, e.g. "api.broker.example"', host);
  }
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigurationError(`${field}.port`, 'a TCP port from 1 to 65535', port);
  }
  return { protocol, host, port };
}

/** Keys whose string values are image addresses (`mediaNews[].image`, `theme.logo.src`, `theme.favicon`…). */
const IMAGE_KEY = /image|logo|icon|src|thumb|avatar|picture|photo/i;

/**
 * Absolute image addresses in a configuration: string values of image-like keys that are `http(s)://` or `//` URLs.
 * @param {unknown} node
 * @param {string} [key]
 * @returns {string[]}
 */
function imageUrlsIn(node, key = '') {
  if (typeof node === 'string') return IMAGE_KEY.test(key) && /^(?:https?:)?\/\//i.test(node.trim()) ? [node.trim()] : [];
  if (Array.isArray(node)) return node.flatMap((item) => imageUrlsIn(item, key));
  if (isObject(node)) return Object.entries(/** @type {object} */ (node)).flatMap(([k, v]) => imageUrlsIn(v, k));
  return [];
}

/**
 * Checks the fields of a parsed `configuration.json` that the web server depends on and returns them.
 * @param {unknown} json
 * @returns {DeployConfiguration}
 * @throws {ConfigurationError} naming the first wrong field.
 */
export function deployConfiguration(json) {
  if (!isObject(json)) throw new ConfigurationError('(the file)', 'a JSON object', json);
  const { appConfig, identityConfig, gatewayConfig } = /** @type {Record<string, unknown>} */ (json);
  if (!isObject(appConfig)) throw new ConfigurationError('appConfig', 'an object', appConfig);
  const app = /** @type {Record<string, unknown>} */ (appConfig);
  if (!Array.isArray(app['languages']) || app['languages'].length === 0) {
    throw new ConfigurationError('appConfig.languages', 'a list of at least one language', app['languages']);
  }
  const languages = app['languages'].map((language, i) => {
    const prefix = isObject(language) ? /** @type {Record<string, unknown>} */ (language)['prefix'] : undefined;
    if (typeof prefix !== 'string' || !/^[a-z][a-z0-9-]*$/i.test(prefix)) {
      throw new ConfigurationError(`appConfig.languages[${i}].prefix`, 'a language prefix such as "de"', prefix);
    }
    return prefix;
  });
  const defaultLanguage = isObject(app['defaultLanguage'])
    ? /** @type {Record<string, unknown>} */ (app['defaultLanguage'])['prefix']
    : undefined;
  if (typeof defaultLanguage !== 'string' || !languages.includes(defaultLanguage)) {
    throw new ConfigurationError(
      'appConfig.defaultLanguage.prefix',
      `one of the configured prefixes (${languages.join(', ')})`,
      defaultLanguage,
    );
  }
  const recaptchaSiteKey = app['recaptchaSiteKey'] ?? '';
  if (typeof recaptchaSiteKey !== 'string')
    throw new ConfigurationError('appConfig.recaptchaSiteKey', 'a text (empty for none)', recaptchaSiteKey);
  if (!isObject(identityConfig)) throw new ConfigurationError('identityConfig', 'an object', identityConfig);
  const identity = hostPieces(/** @type {Record<string, unknown>} */ (identityConfig)['service'], 'identityConfig.service');
  const gateway = gatewayConfig === undefined ? { ...identity } : hostPieces(gatewayConfig, 'gatewayConfig');
  return {
    languages,
    defaultLanguage,
    recaptchaSiteKey: recaptchaSiteKey.trim(),
    identity,
    gateway,
    imageUrls: [...new Set(imageUrlsIn(json))],
  };
}

/**
 * Reads and checks the configuration of a built app.
 * @param {string} dist Folder of the built app.
 * @returns {DeployConfiguration}
 */
export function readDeployConfiguration(dist) {
  const file = path.join(dist, CONFIGURATION_FILE);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: is ${dist} the folder of a built app (dist/apps/<app>)?`);
  let json;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not JSON: ${/** @type {Error} */ (error).message}`);
  }
  try {
    return deployConfiguration(json);
  } catch (error) {
    if (error instanceof ConfigurationError) error.message = `${file}: ${error.message}`;
    throw error;
  }
}

/**
 * The CSP hash source of a text (`'sha256-…'`), as browsers compute it over the UTF-8 bytes.
 * @param {string} text
 */
export const cspHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** `&amp;`, `&quot;`, `&#39;`, `&#x27;`… of an attribute value as characters. */
const NAMED = /** @type {Record<string, string>} */ ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' });
/** @param {string} text */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, entity) => {
    if (entity[0] === '#')
      return String.fromCodePoint(entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10));
    return NAMED[entity.toLowerCase()] ?? all;
  });
}

/**
 * @typedef {object} InlineStyles
 * @property {string[]} elements Distinct texts of inline `<style>` elements.
 * @property {string[]} attributes Distinct values of `style="…"` attributes (entities decoded).
 */

/**
 * The inline styles of some HTML: the text of each `<style>` element (raw text, as the browser hashes it; also those
 * inside `<noscript>`, which apply with scripts off) and the value of each `style` attribute.
 * @param {string} html
 * @returns {InlineStyles}
 */
export function inlineStylesOf(html) {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const elements = [...withoutComments.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((m) => m[1]);
  // Attributes of start tags, outside the raw text of script and style elements.
  const markup = withoutComments.replace(/<(script|style)\b([^>]*)>[\s\S]*?<\/\1\s*>/gi, '<$1$2>');
  const attributes = [];
  for (const [tag] of markup.matchAll(/<[a-z][^\s/>]*(?:\s+[^\s"'=<>`/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/gi)) {
    for (const m of tag.matchAll(/\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi))
      attributes.push(decodeEntities(m[1] ?? m[2] ?? m[3]));
  }
  return { elements: [...new Set(elements)], attributes: [...new Set(attributes)] };
}

/**
 * Every HTML file a built app serves (pages, `spa.html`, `404.html`), relative to it, in a stable order.
 * @param {string} dist
 * @returns {string[]}
 */
export function htmlFiles(dist) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} dir */
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.html')) found.push(path.relative(dist, full));
    }
  };
  visit(dist);
  return found;
}

/**
 * The hash sources of every inline style a built app's HTML carries, sorted: those of `<style>` elements (the brand
 * theme, which the app also writes at run time into pages without it, such as `spa.html`, with the same text; the
 * no-script styles) and those of `style` attributes (the hero's vector image).
 * @param {string} dist
 * @returns {{ elements: string[], attributes: string[] }}
 */
export function inlineStyleHashes(dist) {
  const elements = new Set();
  const attributes = new Set();
  for (const file of htmlFiles(dist)) {
    const styles = inlineStylesOf(fs.readFileSync(path.join(dist, file), 'utf8'));
    for (const text of styles.elements) elements.add(cspHash(text));
    for (const text of styles.attributes) attributes.add(cspHash(text));
  }
  return { elements: [...elements].sort(), attributes: [...attributes].sort() };
}

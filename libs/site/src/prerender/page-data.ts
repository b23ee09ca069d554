import type { SiteConfiguration } from '@brokerfront/config';
import type { TranslationFile } from '@brokerfront/i18n';

/** Id of the `<script type="application/json">` element a prerendered page carries its data in. */
export const PAGE_DATA_ID = 'brokerfront-page';

/**
 * What a prerendered page carries for its hydration: a fingerprint of the site part of the configuration it was
 * rendered from, that configuration as checked, the language of its texts, and those texts (the page language and
 * the fallback language). It is JSON in a non-executable script element, so a strict Content-Security-Policy needs
 * no hash for it.
 */
export interface PageData {
  /** Format version. */
  v: 2;
  /**
   * {@link appConfigFingerprint} of `assets/config/configuration.json` as it was when the page was rendered: the
   * browser hydrates only when the configuration as served has the same one.
   */
  appConfigHash: string;
  /** That configuration as checked and completed (defaults) for the render: the page hydrates with it. */
  config: SiteConfiguration;
  /** Prefix of the page's language (SPEC §4). */
  language: string;
  /**
   * The texts the page was rendered with, by language prefix: the namespaces it used, and of the content pages'
   * namespace (`pages`, every page's texts) only the sections it read from. The rest loads before the first
   * navigation.
   */
  translations: Record<string, TranslationFile>;
}

/**
 * Namespaces a page carries in part, only the sections (top-level keys) its render read from: `pages` holds the texts
 * of every content page, a section each (most of a language file's public part), and a page shows one of them and
 * the navigation's. The browser completes them before the first navigation (`TextsCompletion`).
 */
export const NAMESPACES_CARRIED_IN_PART: ReadonlySet<string> = new Set(['pages']);

/** The page data as the content of a script element: JSON with `<`, `>`, `&` and line separators escaped. */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Reads the page data of a prerendered page, or null (a page rendered in the browser only, or unreadable data). */
export function readPageData(doc: Pick<Document, 'getElementById'> = document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PageData> | null;
    if (
      !data ||
      data.v !== 2 ||
      typeof data.appConfigHash !== 'string' ||
      typeof data.language !== 'string' ||
      !data.config ||
      !data.translations ||
      typeof data.translations !== 'object'
    )
      return null;
    return data as PageData;
  } catch {
    return null;
  }
}

/** Whether two configurations are the same JSON value (key order does not matter). */
export function sameConfiguration(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/**
 * A fingerprint of the site part (`appConfig` and `theme`) of a configuration file's JSON: the same for the same
 * value whatever the order of its keys. The services' part is not in it: a page is drawn from the site part only.
 */
export function appConfigFingerprint(configuration: unknown): string {
  const file = configuration && typeof configuration === 'object' ? (configuration as { appConfig?: unknown; theme?: unknown }) : {};
  return jsonFingerprint({ appConfig: file.appConfig, theme: file.theme });
}

/**
 * A fingerprint of a JSON value, the same whatever the order of its keys: 53 bits of a non-cryptographic hash of
 * its canonical JSON, as hex. It tells versions of a file apart; it protects nothing.
 */
export function jsonFingerprint(value: unknown): string {
  const text = canonicalJson(value);
  // cyrb53 (public domain): two 32-bit multiplicative hashes combined into 53 bits.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

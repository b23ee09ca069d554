import type { SiteConfiguration } from '@brokerfront/config';
import type { TranslationFile } from '@brokerfront/i18n';

/** Id of the `<script type="application/json">` element a prerendered page carries its data in. */
export const PAGE_DATA_ID = 'brokerfront-page';

/**
 * What a prerendered page carries for its hydration: the configuration it was rendered from (as served,
 * unparsed), the language of its texts, and those texts (the page language and the fallback language).
 * It is JSON in a non-executable script element, so a strict Content-Security-Policy needs no hash for it.
 */
export interface PageData {
  /** Format version. */
  v: 1;
  /** `assets/config/configuration.json` as it was when the page was rendered. */
  configuration: unknown;
  /** That configuration as checked and completed (defaults) for the render: the page hydrates with it. */
  config: SiteConfiguration;
  /** Prefix of the page's language (SPEC §4). */
  language: string;
  /** The merged translation files the page was rendered with, by language prefix. */
  translations: Record<string, TranslationFile>;
}

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
      data.v !== 1 ||
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

import type { BackendModule, ReadCallback } from 'i18next';
import type { TranslationFile } from './merge';

/** Where a language's merged translation file lives (SPEC §7: GET assets/i18n/{lang}.json). */
export const defaultLanguageFileUrl = (prefix: string): string => `assets/i18n/${prefix}.json`;

/** Effects and settings of the translation backend. */
export interface FetchBackendOptions {
  fetch?: typeof fetch;
  /** Address of a language's file; default `assets/i18n/{prefix}.json`. */
  url?: (prefix: string) => string;
  logger?: Pick<Console, 'warn'>;
  /** The language texts fall back to, named in the warning. */
  fallbackPrefix?: string;
  /**
   * Files already at hand, by language prefix (e.g. the texts a prerendered page carries, often only the namespaces
   * the page uses, and of some only the texts it shows): a namespace in such a file answers its first read without a
   * fetch; another namespace of that language, or another language, is fetched on first use (the whole language
   * file, once). A later read of a preloaded namespace (i18next reads a namespace again only on
   * `i18n.reloadResources`) answers from the language file: that is how a namespace carried in part is completed.
   */
  preloaded?: Readonly<Record<string, TranslationFile>>;
}

/**
 * An i18next backend that loads one merged file per language (`{ "<namespace>": {…} }`) with an
 * injected `fetch`, once per language, and answers every namespace from it (a namespace of a preloaded file from
 * that file). A missing or broken
 * file never fails: it logs one console warning and answers empty namespaces, so i18next falls
 * back to the default language.
 */
export function createFetchBackend(options: FetchBackendOptions = {}): BackendModule {
  const preloaded = options.preloaded ?? {};
  /** The preloaded namespaces already answered (`language|namespace`): read again, they come from the file. */
  const answered = new Set<string>();
  const files = new Map<string, Promise<TranslationFile>>();
  const url = options.url ?? defaultLanguageFileUrl;
  const logger = options.logger ?? console;

  async function fetchFile(prefix: string): Promise<TranslationFile> {
    const address = url(prefix);
    const fallback = options.fallbackPrefix && options.fallbackPrefix !== prefix ? `; texts fall back to "${options.fallbackPrefix}"` : '';
    const warn = (why: string) => {
      logger.warn(`Translations for "${prefix}" could not be loaded from ${address} (${why})${fallback}.`);
      return {};
    };
    try {
      const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
      const response = await doFetch(address);
      if (!response.ok) return warn(`HTTP ${response.status}`);
      const json: unknown = JSON.parse(await response.text());
      if (json === null || typeof json !== 'object' || Array.isArray(json)) return warn('not an object of namespaces');
      return json as TranslationFile;
    } catch (error) {
      return warn(error instanceof SyntaxError ? `invalid JSON: ${error.message}` : String(error));
    }
  }

  return {
    type: 'backend',
    callbackApi: true,
    init() {
      // Options come through the factory.
    },
    read(language: string, namespace: string, callback: ReadCallback) {
      const atHand = preloaded[language]?.[namespace];
      const key = `${language}|${namespace}`;
      if (atHand !== undefined && !answered.has(key)) {
        answered.add(key);
        void Promise.resolve().then(() => callback(null, atHand));
        return;
      }
      let file = files.get(language);
      if (!file) {
        file = fetchFile(language);
        files.set(language, file);
      }
      file.then(
        (texts) => callback(null, texts[namespace] ?? {}),
        (error: unknown) => callback(error as Error, false),
      );
    },
  };
}

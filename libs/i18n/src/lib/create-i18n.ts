import { createInstance, type i18n as I18n, type InitOptions } from 'i18next';
import { createFetchBackend, type FetchBackendOptions } from './fetch-backend';
import { findLanguage, type Language } from './languages';
import { DEFAULT_NAMESPACE, NAMESPACES } from './namespaces';
import type { TranslationFile } from './merge';

export type { I18n };

/** How to build the site's i18next instance. */
export interface CreateI18nOptions extends Omit<FetchBackendOptions, 'fallbackPrefix'> {
  /** Interface languages of the site (AppConfig.languages). */
  languages: readonly Language[];
  /** The language texts fall back to (AppConfig.defaultLanguage). */
  defaultLanguage: Language;
  /** Prefix of the language to start in; default the default language. */
  language?: string;
  /** Namespaces loaded up front; default every namespace of the product. */
  namespaces?: readonly string[];
  /** Texts given directly, by language prefix: nothing is fetched (stories, tests). */
  resources?: Readonly<Record<string, TranslationFile>>;
}

/**
 * Creates and initialises the site's own i18next instance (never the global one): languages are
 * the configured prefixes, texts come from `assets/i18n/{prefix}.json` (or `resources`), the
 * default language is the fallback, empty texts count as missing, and a missing key logs a warning.
 * Resolves once the start language and the fallback are loaded.
 */
export async function createI18n(options: CreateI18nOptions): Promise<I18n> {
  const logger = options.logger ?? console;
  const fallbackLng = options.defaultLanguage.prefix;
  const start = findLanguage(options.languages, options.language)?.prefix ?? fallbackLng;
  const instance = createInstance();
  const init: InitOptions & { react?: { useSuspense: boolean } } = {
    lng: start,
    fallbackLng,
    supportedLngs: [...new Set([...options.languages.map((l) => l.prefix), fallbackLng])],
    nonExplicitSupportedLngs: false,
    load: 'currentOnly',
    ns: [...(options.namespaces ?? NAMESPACES)],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: false,
    returnNull: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      logger.warn(`Missing translation "${namespace}:${key}" (${[languages].flat().join(', ')}).`);
    },
    react: { useSuspense: false },
  } as InitOptions & { react?: { useSuspense: boolean } };
  if (options.resources) {
    await instance.init({ ...init, resources: options.resources as InitOptions['resources'] });
  } else {
    await instance.use(createFetchBackend({ ...options, fallbackPrefix: fallbackLng })).init(init);
  }
  return instance;
}

import type { AppConfig } from '@brokerfront/config';
import { createI18n, createLanguageStore, resolveLanguage, splitLanguagePath, type I18n, type LanguageStore } from '@brokerfront/i18n';

/** Effects of starting the site's translations, injectable for tests. */
export interface SiteI18nOptions {
  fetch?: typeof fetch;
  /** Where the chosen language persists; default `window.localStorage`. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The path the site opens on; its `/{lang}` prefix, if valid, chooses the start language. */
  pathname?: string;
  logger?: Pick<Console, 'warn'>;
  /** Texts given directly (tests, stories): nothing is fetched. */
  resources?: Parameters<typeof createI18n>[0]['resources'];
  /** Start in this language whatever the path and the stored choice (a prerendered page's language). */
  language?: string;
  /** Files already at hand by prefix (a prerendered page's texts): not fetched; other languages are, when chosen. */
  preloaded?: Parameters<typeof createI18n>[0]['preloaded'];
  /** Namespaces loaded before the first render; default every namespace (a prerendered page: the ones it carries). */
  namespaces?: readonly string[];
}

/** The site's i18next instance and the chosen-language store. */
export interface SiteI18n {
  i18n: I18n;
  languageStore: LanguageStore;
}

/**
 * Starts the translations before the first render, in the language the visitor will see: the
 * `/{lang}` prefix of the opening path, else the stored choice, else the default language.
 */
export async function startSiteI18n(
  app: Pick<AppConfig, 'languages' | 'defaultLanguage'>,
  options: SiteI18nOptions = {},
): Promise<SiteI18n> {
  const settings = { languages: app.languages, defaultLanguage: app.defaultLanguage };
  const languageStore = createLanguageStore(options.storage);
  const routeLanguage = splitLanguagePath(options.pathname ?? '/', settings).language;
  const language = options.language ? { prefix: options.language } : resolveLanguage(settings, routeLanguage?.prefix, languageStore.get());
  const i18n = await createI18n({
    languages: app.languages,
    defaultLanguage: app.defaultLanguage,
    language: language.prefix,
    fetch: options.fetch,
    logger: options.logger,
    resources: options.resources,
    preloaded: options.preloaded,
    namespaces: options.namespaces,
  });
  return { i18n, languageStore };
}

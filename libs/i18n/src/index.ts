/**
 * @brokerfront/i18n — languages, the site's i18next instance, translation loading, language-prefixed
 * paths and formatting helpers. Plain TypeScript; React bindings live in `@brokerfront/i18n/react`.
 */
export {
  findLanguage,
  intlLocaleOf,
  isMultiLanguage,
  languageFromPrefix,
  languageIdFromPrefix,
  localeOf,
  TRANSLATED_LANGUAGE_PREFIXES,
  type Language,
  type TranslatedLanguagePrefix,
} from './lib/languages';
export { DEFAULT_NAMESPACE, NAMESPACES } from './lib/namespaces';
export {
  findTranslationGaps,
  flattenTranslations,
  mergeTranslations,
  type NamespaceTexts,
  type TranslationFile,
  type TranslationGaps,
  type TranslationTree,
} from './lib/merge';
export { CHOSEN_LANGUAGE_KEY, createLanguageStore, createMemoryLanguageStore, type LanguageStore } from './lib/language-store';
export {
  blogLanguage,
  languageAlternates,
  localizePath,
  resolveLanguage,
  splitLanguagePath,
  type LanguageAlternate,
  type LanguageSettings,
  type LocalizePathOptions,
  type SplitPath,
} from './lib/language-routing';
export { createFetchBackend, defaultLanguageFileUrl, type FetchBackendOptions } from './lib/fetch-backend';
export { createI18n, type CreateI18nOptions, type I18n } from './lib/create-i18n';
export * from './lib/format';

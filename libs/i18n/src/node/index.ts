/** Node-side helpers of @brokerfront/i18n: namespace files of the workspace and merged language files. */
export {
  brandOverrideFile,
  buildLanguageFile,
  findNamespaceFiles,
  languageFileSources,
  readTranslationFile,
  type NamespaceFile,
} from './translation-files';

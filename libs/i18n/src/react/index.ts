/**
 * React bindings of @brokerfront/i18n. Components read texts with `useTranslation('<namespace>')`
 * from here (never from react-i18next directly).
 */
export { useTranslation, Trans, I18nextProvider } from 'react-i18next';
export { LanguageProvider, useLanguage, useLanguageStore, type LanguageProviderProps, type LanguageState } from './language-context';

import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { blogLanguage, localizePath, type LanguageSettings } from '../lib/language-routing';
import { findLanguage, isMultiLanguage, localeOf, type Language } from '../lib/languages';
import { createMemoryLanguageStore, type LanguageStore } from '../lib/language-store';

interface LanguageContextValue {
  settings: LanguageSettings;
  store: LanguageStore;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export interface LanguageProviderProps {
  /** The site's i18next instance, from `createI18n`. */
  i18n: I18n;
  /** Interface languages of the site (AppConfig.languages). */
  languages: readonly Language[];
  /** AppConfig.defaultLanguage. */
  defaultLanguage: Language;
  /** Where the chosen language persists; default in memory. */
  store?: LanguageStore;
  /** Keep `<html lang>` in step with the language (default true). */
  manageHtmlLang?: boolean;
  children: ReactNode;
}

function HtmlLang() {
  const { language } = useLanguage();
  useEffect(() => {
    // Only a change is written (a prerendered page carries its language already).
    const lang = localeOf(language.prefix);
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [language.prefix]);
  return null;
}

/**
 * Provides the i18next instance (for `useTranslation`) and the site's languages (for `useLanguage`),
 * and keeps `<html lang>` in step with the current language.
 */
export function LanguageProvider({ i18n, languages, defaultLanguage, store, manageHtmlLang = true, children }: LanguageProviderProps) {
  const fallbackStore = useMemo(() => createMemoryLanguageStore(), []);
  const value = useMemo<LanguageContextValue>(
    () => ({ settings: { languages, defaultLanguage }, store: store ?? fallbackStore }),
    [languages, defaultLanguage, store, fallbackStore],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext.Provider value={value}>
        {manageHtmlLang && <HtmlLang />}
        {children}
      </LanguageContext.Provider>
    </I18nextProvider>
  );
}

/** What `useLanguage` gives. */
export interface LanguageState {
  /** The language the interface is shown in. */
  language: Language;
  languages: readonly Language[];
  defaultLanguage: Language;
  isMultiLanguage: boolean;
  /** The language of the blog (SPEC §4): the chosen one on multi-language sites, else the default. */
  blogLanguage: Language;
  /** Shows the interface in another language and remembers the choice. Unknown prefixes are ignored. */
  changeLanguage(prefix: string): Promise<void>;
  /** A path of this site in the current language (`/de/blog` or `/blog`). */
  localizePath(path: string, prefix?: string): string;
}

/** The current language, the site's languages, and how to change language. Inside a LanguageProvider. */
export function useLanguage(): LanguageState {
  const context = useContext(LanguageContext);
  if (!context) throw new Error('useLanguage must be used inside a <LanguageProvider>.');
  const { i18n } = useTranslation();
  const { settings, store } = context;
  const current = findLanguage(settings.languages, i18n.resolvedLanguage ?? i18n.language) ?? settings.defaultLanguage;
  const changeLanguage = useCallback(
    async (prefix: string) => {
      const target = findLanguage(settings.languages, prefix);
      if (!target) return;
      store.set(target.prefix);
      if (i18n.language !== target.prefix) await i18n.changeLanguage(target.prefix);
    },
    [i18n, settings, store],
  );
  const localize = useCallback(
    (path: string, prefix?: string) => localizePath(path, prefix ?? current.prefix, settings),
    [current.prefix, settings],
  );
  return useMemo(
    () => ({
      language: current,
      languages: settings.languages,
      defaultLanguage: settings.defaultLanguage,
      isMultiLanguage: isMultiLanguage(settings.languages),
      blogLanguage: blogLanguage(settings, current.prefix),
      changeLanguage,
      localizePath: localize,
    }),
    [current, settings, changeLanguage, localize],
  );
}

/** The store of the chosen language, for code that must read or clear it. */
export function useLanguageStore(): LanguageStore {
  const context = useContext(LanguageContext);
  if (!context) throw new Error('useLanguageStore must be used inside a <LanguageProvider>.');
  return context.store;
}

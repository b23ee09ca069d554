import { createInstance, type i18n } from 'i18next';
import { PAGES_NAMESPACE, pagesTranslations, type PagesLanguage } from './index';

/**
 * An initialised i18next instance holding only the `pages` namespace, for stories and tests
 * (the site loads the merged translation files instead).
 */
export function createPagesI18n(language: PagesLanguage = 'en'): i18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    ns: [PAGES_NAMESPACE],
    defaultNS: PAGES_NAMESPACE,
    resources: Object.fromEntries(Object.entries(pagesTranslations).map(([lang, texts]) => [lang, { [PAGES_NAMESPACE]: texts }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

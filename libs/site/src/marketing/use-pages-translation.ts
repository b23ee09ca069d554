import type { i18n as I18n } from 'i18next';
import { useTranslation } from '@brokerfront/i18n/react';
import {
  PAGES_NAMESPACE,
  pagesTranslations,
  type PagesLanguage,
} from '@brokerfront/ui-templates';

const isPagesLanguage = (lang: string): lang is PagesLanguage =>
  Object.hasOwn(pagesTranslations, lang);

/**
 * Makes sure the `pages` namespace is present for the current language (and English as fallback).
 * The merged language file normally brings it, with brand overrides; when it does not, the texts
 * bundled with the content pages are added, so a page never shows raw keys. Existing texts win.
 */
export function ensurePagesTexts(i18n: I18n): void {
  for (const lang of [i18n.language, 'en']) {
    if (
      lang &&
      isPagesLanguage(lang) &&
      !i18n.hasResourceBundle(lang, PAGES_NAMESPACE)
    ) {
      i18n.addResourceBundle(
        lang,
        PAGES_NAMESPACE,
        pagesTranslations[lang],
        true,
        false,
      );
    }
  }
}

/** `useTranslation('pages')` for the content page routes, with the bundled texts as a safety net. */
export function usePagesTranslation() {
  const result = useTranslation(PAGES_NAMESPACE);
  ensurePagesTexts(result.i18n);
  return result;
}

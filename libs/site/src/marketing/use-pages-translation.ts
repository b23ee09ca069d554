import type { i18n as I18n } from 'i18next';
import { useTranslation } from '@brokerfront/i18n/react';
import {
  PAGES_NAMESPACE,
  pagesTranslations,
  type PagesLanguage,
} from '@brokerfront/ui-templates';

const isPagesLanguage = (lang: string): lang is PagesLanguage =>
  Object.hasOwn(pagesTranslations, lang);

const completed = new WeakMap<I18n, Set<string>>();

/**
 * Completes the `pages` namespace for the current language (and English as fallback) with the texts
 * bundled with the content pages. The merged language file normally brings them, with brand
 * overrides; texts already present always win, and any key it lacks is filled in, so a page never
 * shows raw keys. Runs once per language and i18next instance.
 */
export function ensurePagesTexts(i18n: I18n): void {
  const done = completed.get(i18n) ?? new Set<string>();
  completed.set(i18n, done);
  for (const lang of [i18n.language, 'en']) {
    if (!lang || done.has(lang) || !isPagesLanguage(lang)) continue;
    i18n.addResourceBundle(
      lang,
      PAGES_NAMESPACE,
      pagesTranslations[lang],
      true,
      false,
    );
    done.add(lang);
  }
}

/** `useTranslation('pages')` for the content page routes, with the bundled texts as a safety net. */
export function usePagesTranslation() {
  const result = useTranslation(PAGES_NAMESPACE);
  ensurePagesTexts(result.i18n);
  return result;
}

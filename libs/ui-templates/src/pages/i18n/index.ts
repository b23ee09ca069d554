import en from './en.json';
import de from './de.json';
import swe from './swe.json';
import esp from './esp.json';
import svn from './svn.json';
import ita from './ita.json';

/** The i18next namespace of the content pages. */
export const PAGES_NAMESPACE = 'pages';

/** The languages the `pages` texts are written in (the language prefixes of the configuration). */
export const PAGES_LANGUAGES = ['en', 'de', 'swe', 'esp', 'svn', 'ita'] as const;
export type PagesLanguage = (typeof PAGES_LANGUAGES)[number];

/** Texts of the `pages` namespace per language prefix, to merge into the site's translation files. */
export const pagesTranslations: Record<PagesLanguage, typeof en> = {
  en,
  de,
  swe,
  esp,
  svn,
  ita,
};

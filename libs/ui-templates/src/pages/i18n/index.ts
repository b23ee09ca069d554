import en from './en.json';

/** The i18next namespace of the content pages. */
export const PAGES_NAMESPACE = 'pages';

/** The languages the `pages` texts are written in (the language prefixes of the configuration). */
export const PAGES_LANGUAGES = ['en'] as const;
export type PagesLanguage = (typeof PAGES_LANGUAGES)[number];

/** Texts of the `pages` namespace per language prefix, to merge into the site's translation files. */
export const pagesTranslations: Record<PagesLanguage, typeof en> = { en };

import de from './de.json';
import en from './en.json';
import esp from './esp.json';
import ita from './ita.json';
import svn from './svn.json';
import swe from './swe.json';
import type { BlogLanguage } from '../model';

/** The i18next namespace of the blog pages' interface texts. */
export const BLOG_NAMESPACE = 'blog';

/** The interface texts of the blog pages (list and article) in one language. */
export type BlogTexts = typeof en;

/**
 * The `blog` namespace in every language, keyed by configuration prefix, for tests and Storybook.
 * The site serves these files merged per language at `assets/i18n/<lang>.json`.
 *
 * @internal
 */
export const blogTranslations: Readonly<Record<BlogLanguage, BlogTexts>> = {
  en,
  de,
  swe,
  esp,
  svn,
  ita,
};

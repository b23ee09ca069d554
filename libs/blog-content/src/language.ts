import { BLOG_TEMPLATES, templateHasLanguage } from './build';
import type { BlogLanguage, BlogTemplateId } from './model';

/** Content languages in display order. */
export const BLOG_LANGUAGES: readonly BlogLanguage[] = ['en', 'de', 'swe', 'esp', 'svn', 'ita'];

/** The language every template has posts in, used when nothing else applies. */
export const FALLBACK_BLOG_LANGUAGE: BlogLanguage = 'en';

/**
 * Language prefixes and codes a deployment may configure, mapped to blog languages.
 * Both the product's own prefixes (`swe`, `esp`, `svn`, `ita`) and ISO 639 codes are accepted.
 */
const ALIASES: Readonly<Record<string, BlogLanguage>> = {
  en: 'en',
  eng: 'en',
  de: 'de',
  ger: 'de',
  deu: 'de',
  swe: 'swe',
  sv: 'swe',
  se: 'swe',
  esp: 'esp',
  es: 'esp',
  spa: 'esp',
  svn: 'svn',
  sl: 'svn',
  si: 'svn',
  slv: 'svn',
  ita: 'ita',
  it: 'ita',
};

/** A configured language: its prefix, or an object carrying it (`{ id, prefix, name }`). */
export type LanguageRef = string | { prefix: string };

function prefixOf(language: LanguageRef | null | undefined): string | undefined {
  if (language == null) return undefined;
  const prefix = typeof language === 'string' ? language : language.prefix;
  return prefix.trim().toLowerCase() || undefined;
}

/** Maps a configured prefix (`de`, `swe`, `es`, `sl`…) to its blog language, or undefined. */
export function toBlogLanguage(language: LanguageRef | null | undefined): BlogLanguage | undefined {
  const prefix = prefixOf(language);
  return prefix === undefined ? undefined : ALIASES[prefix.split(/[-_]/)[0]];
}

/**
 * Languages in which a template has posts, in display order. Every content language has all four
 * posts (the tests hold it to that), so this depends on the template table only and pulls no post
 * text into a bundle.
 */
export function blogLanguages(template: BlogTemplateId): BlogLanguage[] {
  return BLOG_LANGUAGES.filter((language) => templateHasLanguage(template, language));
}

/** Input of `resolveBlogLanguage`. */
export interface ResolveBlogLanguageInput {
  /** Languages configured for the deployment (`appConfig.languages`). */
  configuredLanguages: readonly LanguageRef[];
  /** The visitor's chosen language (from the URL prefix or local storage), if any. */
  chosenLanguage?: LanguageRef | null;
  /** `appConfig.defaultLanguage`. */
  defaultLanguage: LanguageRef;
  /** The template of the site; defaults to 1. */
  template?: BlogTemplateId;
}

/**
 * The language the blog is shown in (SPEC §4): the chosen language when more than one language is
 * configured and the chosen one is among them, otherwise the default language; English when the
 * template has no posts in that language.
 */
export function resolveBlogLanguage({
  configuredLanguages,
  chosenLanguage,
  defaultLanguage,
  template = BLOG_TEMPLATES[0],
}: ResolveBlogLanguageInput): BlogLanguage {
  const configured = configuredLanguages.map(prefixOf);
  const chosen = prefixOf(chosenLanguage);
  const wanted = configuredLanguages.length > 1 && chosen !== undefined && configured.includes(chosen) ? chosen : prefixOf(defaultLanguage);
  const language = toBlogLanguage(wanted);
  return language && blogLanguages(template).includes(language) ? language : FALLBACK_BLOG_LANGUAGE;
}

import { findLanguage, isMultiLanguage, localeOf, type Language } from './languages';

/** The languages of a site, as configured. */
export interface LanguageSettings {
  languages: readonly Language[];
  defaultLanguage: Language;
}

/** A path split into its language prefix (when it has a valid one) and the rest. */
export interface SplitPath {
  /** The language of the prefix, when the path starts with a prefix that applies on this site. */
  language: Language | undefined;
  /** The first path segment, whether it is a valid prefix or not. */
  firstSegment: string;
  /** The path without the language prefix, always starting with '/'. */
  rest: string;
}

/**
 * Splits `/{lang}/…` (SPEC §2): the prefix applies only when the site has more than one language
 * and the prefix is one of them; otherwise `language` is undefined and `rest` is the whole path.
 */
export function splitLanguagePath(pathname: string, settings: LanguageSettings): SplitPath {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const match = /^\/([^/?#]+)(.*)$/.exec(path);
  const firstSegment = match?.[1] ?? '';
  const language = isMultiLanguage(settings.languages) ? findLanguage(settings.languages, firstSegment) : undefined;
  if (!language) return { language: undefined, firstSegment, rest: path };
  const rest = match?.[2] ?? '';
  return { language, firstSegment, rest: rest.startsWith('/') ? rest : `/${rest}` };
}

/**
 * The interface language: a valid route prefix wins, then the stored choice, then the default.
 * With a single language the default always applies (SPEC §2, §4).
 */
export function resolveLanguage(settings: LanguageSettings, routePrefix?: string | null, storedPrefix?: string | null): Language {
  if (!isMultiLanguage(settings.languages)) return settings.defaultLanguage;
  return (
    findLanguage(settings.languages, routePrefix) ??
    findLanguage(settings.languages, storedPrefix) ??
    findLanguage(settings.languages, settings.defaultLanguage.prefix) ??
    settings.defaultLanguage
  );
}

/** Options of {@link localizePath}. */
export interface LocalizePathOptions {
  /**
   * Prefix the default language too (`/en/blog`). Language switchers use it: following such a link
   * records the choice, where an unprefixed link would keep the previously stored language.
   */
  explicit?: boolean;
}

/**
 * A site path in a language: `/de/blog` for German on a multi-language site, the unprefixed path
 * for the default language (unless `explicit`) and on single-language sites. Query and hash are kept.
 */
export function localizePath(path: string, prefix: string, settings: LanguageSettings, options: LocalizePathOptions = {}): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (
    !isMultiLanguage(settings.languages) ||
    !findLanguage(settings.languages, prefix) ||
    (prefix === settings.defaultLanguage.prefix && !options.explicit)
  ) {
    return clean;
  }
  return clean === '/' ? `/${prefix}` : /^\/[?#]/.test(clean) ? `/${prefix}${clean.slice(1)}` : `/${prefix}${clean}`;
}

/**
 * The language of the blog (SPEC §4): the chosen language when the site has more than one,
 * otherwise the default language.
 */
export function blogLanguage(settings: LanguageSettings, chosenPrefix?: string | null): Language {
  if (!isMultiLanguage(settings.languages)) return settings.defaultLanguage;
  return findLanguage(settings.languages, chosenPrefix) ?? settings.defaultLanguage;
}

/** One `<link rel="alternate" hreflang>` of a page. */
export interface LanguageAlternate {
  hreflang: string;
  href: string;
}

/**
 * The hreflang alternates of a page on a multi-language site: one per language plus `x-default`
 * (the unprefixed address). Empty for single-language sites.
 */
export function languageAlternates(path: string, origin: string, settings: LanguageSettings): LanguageAlternate[] {
  if (!isMultiLanguage(settings.languages)) return [];
  const absolute = (p: string) => new URL(p.replace(/^\//, ''), origin.endsWith('/') ? origin : `${origin}/`).toString();
  const alternates = settings.languages.map((language) => ({
    hreflang: localeOf(language.prefix),
    href: absolute(localizePath(path, language.prefix, settings)),
  }));
  return [...alternates, { hreflang: 'x-default', href: absolute(path) }];
}

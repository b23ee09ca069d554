import { languageIdFromPrefix, type Language } from '@brokerfront/config';

export { languageIdFromPrefix };
export type { Language };

/** Prefixes of the languages the product ships complete translations for. */
export const TRANSLATED_LANGUAGE_PREFIXES = ['en', 'de', 'swe', 'esp', 'svn', 'ita'] as const;

/** A language prefix the product ships translations for. */
export type TranslatedLanguagePrefix = (typeof TRANSLATED_LANGUAGE_PREFIXES)[number];

const LOCALES: Record<string, string> = { en: 'en', de: 'de', swe: 'sv', esp: 'es', svn: 'sl', ita: 'it' };

/**
 * The BCP 47 tag of a language prefix, for `<html lang>`, `hreflang` and `Intl`:
 * en → en, de → de, swe → sv, esp → es, svn → sl, ita → it; any other prefix is used as is.
 */
export function localeOf(prefix: string): string {
  return LOCALES[prefix] ?? prefix;
}

const INTL_LOCALES: Record<string, string> = { en: 'en-GB' };

/**
 * The locale used to format dates and numbers of a language prefix: like {@link localeOf}, except
 * English formats the British way (day before month).
 */
export function intlLocaleOf(prefix: string): string {
  return INTL_LOCALES[prefix] ?? localeOf(prefix);
}

/** The configured language with this prefix, if any. */
export function findLanguage(languages: readonly Language[], prefix: string | undefined | null): Language | undefined {
  if (!prefix) return undefined;
  const wanted = prefix.toLowerCase();
  return languages.find((language) => language.prefix === wanted);
}

/** Whether a site offers more than one interface language (then `/{lang}/…` routes and a switcher apply). */
export function isMultiLanguage(languages: readonly Language[]): boolean {
  return languages.length > 1;
}

/** A Language from a prefix alone (id by the SPEC rule, name from `names` or the prefix). */
export function languageFromPrefix(prefix: string, names: Readonly<Record<string, string>> = {}): Language {
  return { id: languageIdFromPrefix(prefix), prefix, name: names[prefix] ?? prefix };
}

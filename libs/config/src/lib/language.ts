/**
 * Language ids by prefix (SPEC §3 "Language"): de = 2, swe = 3, anything else = 1.
 * The id is what the provider's services know a language by; the prefix is what the site shows in URLs.
 */
export const LANGUAGE_IDS_BY_PREFIX: Readonly<Record<string, number>> = Object.freeze({ de: 2, swe: 3 });

/** The id of the language with this prefix: de = 2, swe = 3, anything else = 1. */
export function languageIdFromPrefix(prefix: string): number {
  return LANGUAGE_IDS_BY_PREFIX[prefix.toLowerCase()] ?? 1;
}

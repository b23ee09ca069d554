import { COUNTRY_DATA } from './country-data';

/** One entry of the country reference list. */
export interface Country {
  /** ISO 3166-1 numeric code. */
  isoNum: number;
  /** ISO 3166-1 alpha-2 code. */
  iso2: string;
  /** ISO 3166-1 alpha-3 code. */
  iso3: string;
  /** Display name (localised by {@link getCountries}). */
  name: string;
}

/** The reference list with English names, United States first. */
export const countries: readonly Country[] = Object.freeze(
  COUNTRY_DATA.map(([isoNum, iso2, iso3, name]) => Object.freeze({ isoNum, iso2, iso3, name })),
);

/** Options of {@link getCountries}. */
export interface CountryListOptions {
  /**
   * Makes a region-name formatter for a language; defaults to `Intl.DisplayNames` (built into
   * browsers and Node's ICU). Return undefined when the language is not supported.
   */
  displayNames?: (language: string) => { of(code: string): string | undefined } | undefined;
}

function intlDisplayNames(language: string) {
  try {
    if (typeof Intl === 'undefined' || typeof Intl.DisplayNames !== 'function') return undefined;
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  } catch {
    return undefined;
  }
}

const cache = new Map<string, readonly Country[]>();

/** Language prefixes of the product that are not BCP 47 tags. */
const PREFIX_LOCALES: Readonly<Record<string, string>> = { swe: 'sv', esp: 'es', svn: 'sl', ita: 'it', eng: 'en', ger: 'de' };

/**
 * The country list with names in the interface language: a BCP 47 tag (`en`, `de`, `sv`, `es`, `sl`, `it`)
 * or a product language prefix (`swe`, `esp`, `svn`, `ita`).
 * Names come from `Intl.DisplayNames`; a country the runtime cannot name keeps its English name.
 * The order stays the reference order (United States first). Results are cached per language.
 */
export function getCountries(language: string, options: CountryListOptions = {}): readonly Country[] {
  const custom = options.displayNames !== undefined;
  const cached = custom ? undefined : cache.get(language);
  if (cached) return cached;
  const names = (options.displayNames ?? intlDisplayNames)(PREFIX_LOCALES[language.toLowerCase()] ?? language);
  const list = Object.freeze(
    countries.map((c) => {
      let name: string | undefined;
      try {
        name = names?.of(c.iso2);
      } catch {
        name = undefined;
      }
      return name && name !== c.iso2 ? Object.freeze({ ...c, name }) : c;
    }),
  );
  if (!custom) cache.set(language, list);
  return list;
}

/** The country of an alpha-2, alpha-3 or numeric code, with its English name. */
export function findCountry(code: string | number): Country | undefined {
  if (typeof code === 'number') return countries.find((c) => c.isoNum === code);
  const upper = code.trim().toUpperCase();
  return countries.find((c) => c.iso2 === upper || c.iso3 === upper || String(c.isoNum) === upper);
}

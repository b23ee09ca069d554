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
  /**
   * `'reference'` (the default) keeps the reference order. `'name'` keeps the entries the reference list
   * puts first (United States) first and sorts the others by their localised names with the language's
   * collation (`Intl.Collator`): "Deutschland" under D and "Österreich" after "Oman" in German, "Österrike"
   * after "Zimbabwe" in Swedish. For lists a person picks from.
   */
  order?: 'reference' | 'name';
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

/** How many leading entries of the reference list stay first in every order (SPEC §3: United States first). */
const PINNED_COUNT = 1;

/** Language prefixes of the product that are not BCP 47 tags. */
const PREFIX_LOCALES: Readonly<Record<string, string>> = { swe: 'sv', esp: 'es', svn: 'sl', ita: 'it', eng: 'en', ger: 'de' };

/**
 * The country list with names in the interface language: a BCP 47 tag (`en`, `de`, `sv`, `es`, `sl`, `it`)
 * or a product language prefix (`swe`, `esp`, `svn`, `ita`).
 * Names come from `Intl.DisplayNames`; a country the runtime cannot name keeps its English name.
 * The order is the reference order (United States first), or with `order: 'name'` the pinned entries
 * first and the others by name in the language. Results are cached per language and order.
 */
export function getCountries(language: string, options: CountryListOptions = {}): readonly Country[] {
  const custom = options.displayNames !== undefined;
  const byName = options.order === 'name';
  const key = byName ? `${language}\u0000name` : language;
  const cached = custom ? undefined : cache.get(key);
  if (cached) return cached;
  const locale = PREFIX_LOCALES[language.toLowerCase()] ?? language;
  const names = (options.displayNames ?? intlDisplayNames)(locale);
  const localised = countries.map((c) => {
    let name: string | undefined;
    try {
      name = names?.of(c.iso2);
    } catch {
      name = undefined;
    }
    return name && name !== c.iso2 ? Object.freeze({ ...c, name }) : c;
  });
  const list = Object.freeze(byName ? sortedByName(localised, locale) : localised);
  if (!custom) cache.set(key, list);
  return list;
}

/** The pinned leading entries, then the others by name with the collation of `locale` (the root collation if unknown). */
function sortedByName(list: readonly Country[], locale: string): Country[] {
  let collator: Intl.Collator;
  try {
    collator = new Intl.Collator(locale);
  } catch {
    collator = new Intl.Collator();
  }
  const rest = list.slice(PINNED_COUNT).sort((a, b) => collator.compare(a.name, b.name) || a.iso2.localeCompare(b.iso2));
  return [...list.slice(0, PINNED_COUNT), ...rest];
}

/** The country of an alpha-2, alpha-3 or numeric code, with its English name. */
export function findCountry(code: string | number): Country | undefined {
  if (typeof code === 'number') return countries.find((c) => c.isoNum === code);
  const upper = code.trim().toUpperCase();
  return countries.find((c) => c.iso2 === upper || c.iso3 === upper || String(c.isoNum) === upper);
}

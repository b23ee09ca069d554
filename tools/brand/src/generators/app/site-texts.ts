/**
 * Texts a generated brand starts with: its site description in each language the product ships (the English one is
 * `appConfig.description`; the others go to `src/i18n/<lang>.json` as `site.meta.description`, as the four
 * template apps do), and the names of those languages when the workspace's files do not give them.
 */

const DESCRIPTIONS: Readonly<Record<string, (brand: string) => string>> = {
  en: (brand) => `Trade forex, shares, indices, commodities and cryptocurrencies online with ${brand}.`,
  de: (brand) => `Handeln Sie Devisen, Aktien, Indizes, Rohstoffe und Kryptowährungen online mit ${brand}.`,
  swe: (brand) => `Handla valutor, aktier, index, råvaror och kryptovalutor online med ${brand}.`,
  esp: (brand) => `Opere online en divisas, acciones, índices, materias primas y criptomonedas con ${brand}.`,
  svn: (brand) => `Trgujte z valutami, delnicami, indeksi, surovinami in kriptovalutami na spletu pri ${brand}.`,
  ita: (brand) => `Fai trading online su forex, azioni, indici, materie prime e criptovalute con ${brand}.`,
};

/** The site description of a brand in a language, if this generator has one for it. */
export function siteDescription(language: string, brandName: string): string | undefined {
  return DESCRIPTIONS[language]?.(brandName);
}

/** Each language's name in itself (the language switcher), when `languageNames` of libs/i18n lacks it. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  de: 'Deutsch',
  swe: 'Svenska',
  esp: 'Español',
  svn: 'Slovenščina',
  ita: 'Italiano',
};

/** Each language's English name (the legal texts' note on languages), when libs/i18n's English file lacks it. */
export const ENGLISH_LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  de: 'German',
  swe: 'Swedish',
  esp: 'Spanish',
  svn: 'Slovenian',
  ita: 'Italian',
};

/** The general risk warning when the libs' texts give none for the default language (ESMA's wording for CFDs). */
export const DEFAULT_RISK_WARNING =
  'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. You should consider ' +
  'whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.';

import type { z } from 'zod';
import type {
  appConfigSchema,
  contactInfoSchema,
  documentSchema,
  gatewayConfigSchema,
  identityConfigSchema,
  languageSchema,
  mediaNewsItemSchema,
  spreadRowSchema,
  themeSchema,
  ASSET_CLASSES,
  THEME_FONTS,
  VECTOR_SIZES,
} from './schema';

/** A language the interface or the blog is offered in (SPEC §3): id, prefix, name. */
export type Language = z.output<typeof languageSchema>;

/** One "in the media" entry: name, image, url, languagePrefix. */
export type MediaNewsItem = z.output<typeof mediaNewsItemSchema>;

/** A downloadable legal document: name, fileName. */
export type DocumentLink = z.output<typeof documentSchema>;

/** Contact details: email, phoneNumber, companyInfo, address. */
export type ContactInfo = z.output<typeof contactInfoSchema>;

/** One row of the spreads-and-commissions table. */
export type SpreadRow = z.output<typeof spreadRowSchema>;

/** Asset class of a spreads-and-commissions row. */
export type AssetClass = (typeof ASSET_CLASSES)[number];

/** How decorative vector images fill their box. */
export type VectorSize = (typeof VECTOR_SIZES)[number];

/**
 * The brand's risk warning by language prefix, e.g. `{ en: "…", de: "…" }`: only the languages the brand gives a text
 * for (a plain text in the file is the default language's). Empty when the brand gives none: no page shows a warning.
 */
export type RiskWarningTexts = Readonly<Record<string, string>>;

/**
 * The per-deployment application configuration (SPEC §3 "AppConfig") after validation:
 * every default applied, `rightsYear` and `establishmentFromTo` filled in, `riskWarningInfo` by language.
 */
export type AppConfig = Omit<z.output<typeof appConfigSchema>, 'rightsYear' | 'establishmentFromTo' | 'riskWarningInfo'> & {
  rightsYear: number;
  establishmentFromTo: string;
  riskWarningInfo: RiskWarningTexts;
};

/** Where the identity service lives and how the site signs in (SPEC §3, §7 "Authentication"). */
export type IdentityConfig = z.output<typeof identityConfigSchema>;

/** Where the gateway (permissions API, realtime hub) lives. */
export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

/** The brand theme of a configuration (an extension of SPEC §3), as written: every field optional. */
export type Theme = z.output<typeof themeSchema>;

/** A font family a brand theme may choose. */
export type ThemeFont = (typeof THEME_FONTS)[number];

/** The whole configuration loaded at start-up from `assets/config/configuration.json`, validated. */
export interface SiteConfiguration {
  /** SPEC §3's production flag: whether this deployment is the live site; while false the back office says "Test environment". */
  production: boolean;
  appConfig: AppConfig;
  identityConfig: IdentityConfig;
  /** As configured, or derived from the identity service's host when the file names none. */
  gatewayConfig: GatewayConfig;
  /** The brand theme; absent when the site uses its template's own design. */
  theme?: Theme;
}

/** One thing wrong in a configuration file: which field, what was expected, what was found. */
export interface ConfigProblem {
  /** Where, e.g. `appConfig.languages[1].prefix`; the file address when the file itself failed. */
  path: string;
  /** What the field should hold, in words, e.g. `true or false`. */
  expected: string;
  /** What the file holds there, e.g. `"yes" (a text)` or `nothing`. */
  found: string;
  /** The whole sentence, as logged to the console. */
  message: string;
}

/** The outcome of loading or parsing a configuration: never thrown, always returned. */
export type ConfigResult =
  | {
      ok: true;
      config: SiteConfiguration;
      /**
       * Fields the format does not know (a newer file, or a typo): ignored, each named with a "did you mean" hint
       * when one is close. The site starts; the console shows them.
       */
      warnings: ConfigProblem[];
    }
  | { ok: false; problems: ConfigProblem[]; warnings?: ConfigProblem[] };

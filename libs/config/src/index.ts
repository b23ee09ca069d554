/**
 * @brokerfront/config — the per-deployment configuration: schema, defaults, loading, clear errors.
 * Plain TypeScript; React bindings live in `@brokerfront/config/react`.
 */
export type {
  AppConfig,
  AssetClass,
  ConfigProblem,
  ConfigResult,
  ContactInfo,
  DocumentLink,
  GatewayConfig,
  IdentityConfig,
  Language,
  MediaNewsItem,
  RiskWarningTexts,
  SiteConfiguration,
  SpreadRow,
  Theme,
  ThemeFont,
  VectorSize,
} from './lib/types';
export {
  ASSET_CLASSES,
  DEFAULT_CONFIG_URL,
  DEFAULT_ESTABLISHMENT_YEAR,
  DEFAULT_HUB_PATH,
  THEME_FONTS,
  VECTOR_SIZES,
} from './lib/constants';
export {
  appConfigSchema,
  contactInfoSchema,
  documentSchema,
  gatewayConfigSchema,
  identityConfigSchema,
  languageSchema,
  mediaNewsItemSchema,
  riskWarningInfoSchema,
  siteConfigurationSchema,
  spreadRowSchema,
  themeSchema,
  type SiteConfigurationInput,
} from './lib/schema';
export {
  loadSiteConfiguration,
  parseSiteConfiguration,
  reportConfigProblems,
  reportConfigWarnings,
  type LoadOptions,
  type ParseOptions,
} from './lib/load';
export { describeFoundValue, formatConfigPath } from './lib/problems';
export { LANGUAGE_IDS_BY_PREFIX, languageIdFromPrefix } from './lib/language';
export * from './lib/selectors';

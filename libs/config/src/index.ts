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
  SiteConfiguration,
  SpreadRow,
  VectorSize,
} from './lib/types';
export {
  appConfigSchema,
  ASSET_CLASSES,
  contactInfoSchema,
  DEFAULT_ESTABLISHMENT_YEAR,
  documentSchema,
  gatewayConfigSchema,
  identityConfigSchema,
  languageSchema,
  mediaNewsItemSchema,
  siteConfigurationSchema,
  spreadRowSchema,
  VECTOR_SIZES,
  type SiteConfigurationInput,
} from './lib/schema';
export {
  DEFAULT_CONFIG_URL,
  loadSiteConfiguration,
  parseSiteConfiguration,
  reportConfigProblems,
  type LoadOptions,
  type ParseOptions,
} from './lib/load';
export { describeFoundValue, formatConfigPath } from './lib/problems';
export { LANGUAGE_IDS_BY_PREFIX, languageIdFromPrefix } from './lib/language';
export * from './lib/selectors';

export type { AppConfig, ConfigProblem, ConfigResult, GatewayConfig, IdentityConfig, Language, SiteConfiguration } from './lib/types';
export { DEFAULT_CONFIG_URL, loadSiteConfiguration, parseSiteConfiguration } from './lib/load';

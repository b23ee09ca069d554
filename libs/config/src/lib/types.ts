/** A language the interface or the blog is offered in (SPEC §3). */
export interface Language {
  id: number;
  prefix: string;
  name: string;
}

/** The per-deployment application configuration (SPEC §3 "AppConfig"). */
export interface AppConfig {
  origin: string;
  name: string;
  description: string;
  defaultLanguage: Language;
  languages: Language[];
  [key: string]: unknown;
}

/** Where the identity service lives and how the site signs in (SPEC §3, §7 "Authentication"). */
export interface IdentityConfig {
  connect: { root: string; client_id: string; client_secret: string; scope: string; grant_type: string };
  service: { protocol: string; host: string; port: number; root: string };
}

/** Where the gateway (permissions API, realtime hub) lives. */
export interface GatewayConfig {
  protocol: string;
  host: string;
  port: number;
  hubPath: string;
}

/** The whole configuration loaded at start-up from `assets/config/configuration.json`. */
export interface SiteConfiguration {
  production: boolean;
  appConfig: AppConfig;
  identityConfig: IdentityConfig;
  gatewayConfig: GatewayConfig;
}

/** One thing wrong in a configuration file: which field, what was expected, what was found. */
export interface ConfigProblem {
  path: string;
  expected: string;
  found: string;
  message: string;
}

export type ConfigResult =
  | { ok: true; config: SiteConfiguration }
  | { ok: false; problems: ConfigProblem[] };

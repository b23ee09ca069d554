import { parseSiteConfiguration } from '../lib/load';
import type { SiteConfigurationInput } from '../lib/schema';
import type { AppConfig, SiteConfiguration } from '../lib/types';

/** A small valid configuration file: only the required fields, every default left out. */
export function minimalConfiguration(): SiteConfigurationInput {
  return {
    appConfig: {
      origin: 'https://broker.example',
      name: 'Example Broker',
      description: 'Trade with us.',
      loginLink: '/sign-in',
      signUpLink: '/sign-in',
      defaultLanguage: { id: 1, prefix: 'en', name: 'English' },
      languages: [{ id: 1, prefix: 'en', name: 'English' }],
      contactInfo: {
        email: 'support@broker.example',
        phoneNumber: '+1 555 0100',
        companyInfo: 'Example Broker Ltd',
        address: '1 Main Street',
      },
    },
    identityConfig: {
      connect: {
        root: 'identity',
        client_id: 'brokerfront-web',
        client_secret: 'secret',
        scope: 'openid',
        grant_type: 'password',
      },
      service: { protocol: 'https', host: 'api.broker.example', port: 443, root: 'identity' },
    },
    gatewayConfig: { protocol: 'https', host: 'gw.broker.example', port: 443, hubPath: 'ws/user' },
  };
}

/** The languages of a six-language site (English default), as written in a configuration file. */
export const SIX_LANGUAGES = [
  { id: 1, prefix: 'en', name: 'English' },
  { id: 2, prefix: 'de', name: 'Deutsch' },
  { id: 3, prefix: 'swe', name: 'Svenska' },
  { id: 1, prefix: 'esp', name: 'Español' },
  { id: 1, prefix: 'svn', name: 'Slovenščina' },
  { id: 1, prefix: 'ita', name: 'Italiano' },
] as const;

/**
 * A validated SiteConfiguration for tests: the minimal file with `appConfig` fields replaced by
 * `overrides` (validated too, so a test cannot build a configuration the site would refuse).
 * `rightsYear` defaults to 2026.
 */
export function makeTestConfiguration(overrides: Partial<Record<keyof AppConfig, unknown>> = {}): SiteConfiguration {
  const input = minimalConfiguration();
  Object.assign(input.appConfig, { rightsYear: 2026 }, overrides);
  const result = parseSiteConfiguration(input);
  if (!result.ok) throw new Error(`Invalid test configuration:\n${result.problems.map((p) => p.message).join('\n')}`);
  return result.config;
}

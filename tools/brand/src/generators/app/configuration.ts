import type { SiteConfigurationInput } from '@brokerfront/config';
import { LEGAL_DOCUMENTS } from './legal-texts';
import type { NormalizedAppOptions } from './options';
import { siteDescription } from './site-texts';

/** Where a brand's logo and favicon are (in `public/`), as its theme names them. */
export const LOGO_PATH = 'assets/images/logo.svg';
export const FAVICON_PATH = 'assets/images/favicon.svg';

/** `$schema` of an app's configuration: apps/<app>/public/assets/config/ → libs/config/configuration.schema.json. */
export const SCHEMA_PATH = '../../../../../libs/config/configuration.schema.json';

/** Where the site signs in: the reference backend (apps/reference-backend), as the four template apps. */
const REFERENCE_IDENTITY: SiteConfigurationInput['identityConfig'] = {
  connect: {
    root: 'identity',
    client_id: 'brokerfront-web',
    client_secret: 'brokerfront-web-secret',
    scope: 'openid profile offline_access identity gateway',
    grant_type: 'password',
  },
  service: { protocol: 'http', host: '127.0.0.1', port: 5100, root: 'identity' },
};

/** The support address of a brand: support@ its origin's host, or @<app>.example when that is no domain name. */
export function supportEmail(origin: string, appName: string): string {
  const host = new URL(origin).hostname;
  const isDomain = /^(?=.*[a-z])[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i.test(host) && !/^\d+(\.\d+)+$/.test(host);
  return `support@${isDomain ? host.replace(/^www\./, '') : `${appName}.example`}`;
}

/** The company behind a brand, as its first drafts name it. */
export const companyOf = (brandName: string) => `${brandName} Ltd`;

/** The configuration of a new brand: valid, every field written out, a theme, the reference backend. */
export function brandConfiguration(
  options: NormalizedAppOptions,
  riskWarning: Record<string, string>,
  year: number,
): SiteConfigurationInput {
  const [defaultLanguage] = options.languages;
  const language = ({ id, prefix, name }: { id: number; prefix: string; name: string }) => ({ id, prefix, name });
  return {
    $schema: SCHEMA_PATH,
    production: false,
    appConfig: {
      origin: options.origin,
      name: options.brandName,
      description: siteDescription('en', options.brandName) as string,
      imagesDir: 'assets/images/',
      uploadsDir: 'assets/uploads/',
      loginLink: '/sign-in',
      signUpLink: '/sign-up',
      defaultLanguage: language(defaultLanguage),
      languages: options.languages.map(language),
      hasTradingMenu: false,
      faqHasTabs: false,
      mediaNews: [],
      showContact: true,
      establishmentYear: year,
      riskWarningInfo: riskWarning,
      hideJoinBanner: false,
      showAccountTypesTable: true,
      showAccountTypesTableFuture: false,
      showCryptoIcons: false,
      hideFaqFromContact: false,
      showWorkingHours: true,
      spreadsAndCommissions: [
        { instrument: 'EUR/USD', assetClass: 'forex', spread: 'from 0.8 pips', commission: 'none' },
        { instrument: 'US 500', assetClass: 'indices', spread: 'from 0.5 points', commission: 'none' },
        { instrument: 'Gold', assetClass: 'commodities', spread: 'from 0.30', commission: 'none' },
      ],
      documents: LEGAL_DOCUMENTS.map(({ name, fileName }) => ({ name, fileName })),
      contactInfo: {
        email: supportEmail(options.origin, options.name),
        phoneNumber: '+44 20 7946 0000',
        companyInfo: companyOf(options.brandName),
        address: 'Registered office address to be confirmed',
      },
      vectorSize: 'cover',
      hideMobileImage: false,
      recaptchaSiteKey: '',
      hasWithdrawalMenu: false,
      hasPopup: false,
    },
    identityConfig: REFERENCE_IDENTITY,
    theme: {
      logo: { src: LOGO_PATH, alt: options.brandName },
      favicon: FAVICON_PATH,
      primary: options.primary,
      ...(options.accent ? { accent: options.accent } : {}),
      ...(options.font ? { font: options.font } : {}),
    },
  };
}

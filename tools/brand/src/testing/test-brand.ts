import type { BrandSnapshot, TextTree } from '../verify/brand';

/** Helpers of the specs: an in-memory brand that passes every check, to break one thing at a time. */

export function goodConfiguration() {
  return {
    $schema: '../../../../../libs/config/configuration.schema.json',
    production: false,
    appConfig: {
      origin: 'https://aurora.example/',
      name: 'Aurora Markets',
      description: 'Online trading with Aurora Markets.',
      loginLink: '/sign-in',
      signUpLink: 'https://accounts.aurora.example/sign-up',
      defaultLanguage: { id: 1, prefix: 'en', name: 'English' },
      languages: [
        { id: 1, prefix: 'en', name: 'English' },
        { id: 2, prefix: 'de', name: 'Deutsch' },
      ],
      mediaNews: [
        { name: 'Markets Weekly', image: 'assets/images/media/weekly.svg', url: 'https://weekly.example/a', languagePrefix: 'en' },
        { name: 'Börse', image: 'media/boerse.svg', url: 'https://boerse.example/b', languagePrefix: 'de' },
      ],
      riskWarningInfo: {
        en: 'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.',
        de: 'CFDs sind komplexe Instrumente und gehen wegen der Hebelwirkung mit dem hohen Risiko einher, schnell Geld zu verlieren.',
      } as string | Record<string, string>,
      documents: [
        { name: 'Terms and conditions', fileName: 'terms-and-conditions.pdf' },
        { name: 'Best execution', fileName: 'best-execution.pdf' },
      ],
      contactInfo: {
        email: 'support@aurora.example',
        phoneNumber: '+44 20 7946 0000',
        companyInfo: 'Aurora Markets Ltd',
        address: '1 Example Street, London',
      },
    },
    identityConfig: {
      connect: { root: 'identity', client_id: 'web', client_secret: 'secret', scope: 'openid', grant_type: 'password' },
      service: { protocol: 'http', host: '127.0.0.1', port: 5100, root: 'identity' },
    },
    theme: {
      logo: { src: 'assets/images/logo.svg', alt: 'Aurora Markets' },
      favicon: 'assets/images/favicon.svg',
      primary: '#0a5f38',
      accent: '#a3482b',
    },
  };
}

export const goodFiles = () =>
  new Set([
    'public/assets/images/logo.svg',
    'public/assets/images/favicon.svg',
    'public/assets/images/hero.svg',
    'public/assets/images/hero-vector.svg',
    'public/assets/images/media/weekly.svg',
    'public/assets/images/media/boerse.svg',
    'legal/terms-and-conditions.md',
    'public/assets/uploads/best-execution.pdf',
    '../../libs/config/configuration.schema.json',
  ]);

export const englishTexts = (): TextTree => ({
  common: { footer: { rights: '© {{year}} {{name}}' }, states: { loading: 'Loading…' } },
  marketing: { riskWarning: { label: 'Risk warning', fallback: 'Trading is risky.' } },
  site: { nav: { home: 'Home', blog: 'Blog' } },
});

export const germanTexts = (): TextTree => ({
  common: { footer: { rights: '© {{year}} {{name}}' }, states: { loading: 'Wird geladen…' } },
  marketing: { riskWarning: { label: 'Risikohinweis', fallback: 'Handeln ist riskant.' } },
  site: { nav: { home: 'Start', blog: 'Blog' } },
});

export interface TestBrandParts {
  configuration?: unknown;
  files?: Set<string>;
  texts?: Record<string, TextTree | Error>;
  template?: BrandSnapshot['template'];
}

/** A brand in memory: by default one that passes every check. */
export function testBrand(parts: TestBrandParts = {}): BrandSnapshot {
  const files = parts.files ?? goodFiles();
  const texts = parts.texts ?? { en: englishTexts(), de: germanTexts() };
  return {
    name: 'aurora',
    configuration: 'configuration' in parts ? parts.configuration : goodConfiguration(),
    template: 'template' in parts ? parts.template : 'template1',
    exists: (file) => files.has(file),
    texts: (language) => {
      const tree = texts[language];
      if (!tree) return {};
      if (tree instanceof Error) throw tree;
      return tree;
    },
  };
}

export type GoodConfiguration = ReturnType<typeof goodConfiguration>;

/** A fresh copy of the good configuration changed by `change`. */
export function configurationWith(change: (json: GoodConfiguration) => void): GoodConfiguration {
  const json = goodConfiguration();
  change(json);
  return json;
}

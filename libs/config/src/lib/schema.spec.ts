/** @jest-environment node */
/* eslint-disable @typescript-eslint/no-explicit-any -- the cases edit arbitrary JSON on purpose */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parseSiteConfiguration, reportConfigWarnings } from './load';
import { configurationJsonSchemaText } from './json-schema';
import { minimalConfiguration } from '../testing/fixtures';
import type { ConfigProblem } from './types';

const workspace = resolve(__dirname, '../../../..');
const schemaFile = join(workspace, 'libs/config/configuration.schema.json');
const appConfigFiles = readdirSync(join(workspace, 'apps'))
  .map((name) => join(workspace, 'apps', name, 'public/assets/config/configuration.json'))
  .filter((file) => existsSync(file));

const now = () => new Date('2026-03-01T12:00:00Z');

function problemsOf(mutate: (config: Record<string, any>) => void): ConfigProblem[] {
  const config = minimalConfiguration() as Record<string, any>;
  mutate(config);
  const result = parseSiteConfiguration(config, { now });
  if (result.ok) throw new Error('expected the configuration to be rejected');
  return result.problems;
}

describe('the configuration of every app', () => {
  it('finds the four template apps and every other brand app', () => {
    expect(appConfigFiles.length).toBeGreaterThanOrEqual(4);
  });

  it.each(appConfigFiles)('accepts %s', (file) => {
    const result = parseSiteConfiguration(JSON.parse(readFileSync(file, 'utf8')), { now });
    expect(result.ok ? result.warnings : result.problems).toEqual([]);
  });

  it.each(appConfigFiles)('points "$schema" of %s at the committed JSON Schema outside public/', (file) => {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    const target = resolve(dirname(file), json.$schema);
    expect(target).toBe(schemaFile);
    expect(target).not.toContain(`${'/'}public${'/'}`);
  });

  it.each(appConfigFiles)('satisfies the JSON Schema editors use: %s', (file) => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync(schemaFile, 'utf8')));
    expect(validate(JSON.parse(readFileSync(file, 'utf8'))) ? [] : validate.errors).toEqual([]);
  });

  it('differs between apps in its flags', () => {
    const flags = appConfigFiles.map((file) => {
      const { appConfig } = JSON.parse(readFileSync(file, 'utf8'));
      return JSON.stringify([
        appConfig.hasTradingMenu,
        appConfig.faqHasTabs,
        appConfig.hideJoinBanner,
        appConfig.showAccountTypesTableFuture,
        appConfig.hasPopup,
      ]);
    });
    expect(new Set(flags).size).toBe(4);
  });
});

describe('the JSON Schema file', () => {
  it('is what `npm run config:schema` writes (run it after changing the schema)', () => {
    expect(readFileSync(schemaFile, 'utf8')).toBe(configurationJsonSchemaText());
  });

  it('lets fields with defaults be left out', () => {
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8'));
    const app = schema.properties.appConfig;
    expect(app.required).toEqual(expect.arrayContaining(['origin', 'name', 'languages', 'contactInfo']));
    expect(app.required).not.toContain('vectorSize');
    expect(app.properties.establishmentYear.default).toBe(2005);
    expect(app.properties.vectorSize.default).toBe('cover');
    expect(app.additionalProperties).toBe(false);
  });
});

describe('parseSiteConfiguration defaults', () => {
  it('applies every default of SPEC §3', () => {
    const result = parseSiteConfiguration(minimalConfiguration(), { now });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const app = result.config.appConfig;
    expect(result.config.production).toBe(false);
    expect(app).toMatchObject({
      origin: 'https://broker.example/',
      establishmentYear: 2005,
      rightsYear: 2026,
      establishmentFromTo: '2005–2026',
      vectorSize: 'cover',
      imagesDir: 'assets/images/',
      uploadsDir: 'assets/uploads/',
      mediaNews: [],
      documents: [],
      spreadsAndCommissions: [],
      riskWarningInfo: {},
      recaptchaSiteKey: '',
    });
    for (const flag of [
      'hasTradingMenu',
      'faqHasTabs',
      'showContact',
      'hideJoinBanner',
      'showAccountTypesTable',
      'showAccountTypesTableFuture',
      'showCryptoIcons',
      'hideFaqFromContact',
      'showWorkingHours',
      'hideMobileImage',
      'hasWithdrawalMenu',
      'hasPopup',
    ] as const) {
      expect(app[flag]).toBe(false);
    }
  });

  it('keeps values that are given', () => {
    const config = minimalConfiguration();
    Object.assign(config.appConfig, { establishmentYear: 2012, rightsYear: 2025, vectorSize: 'contain', hasPopup: true });
    const result = parseSiteConfiguration(config, { now });
    expect(result.ok && result.config.appConfig).toMatchObject({
      establishmentYear: 2012,
      rightsYear: 2025,
      establishmentFromTo: '2012–2025',
      vectorSize: 'contain',
      hasPopup: true,
    });
  });

  it('drops the "$schema" key from the parsed configuration', () => {
    const result = parseSiteConfiguration({ $schema: './x.json', ...minimalConfiguration() }, { now });
    expect(result.ok && '$schema' in result.config).toBe(false);
  });
});

describe('parseSiteConfiguration rejects each kind of bad value and names the field', () => {
  const cases: [string, (c: Record<string, any>) => void, Partial<ConfigProblem>][] = [
    ['a missing required text', (c) => delete c.appConfig.name, { path: 'appConfig.name', expected: 'a text', found: 'nothing' }],
    [
      'an empty text',
      (c) => (c.appConfig.description = ''),
      { path: 'appConfig.description', expected: 'a non-empty text', found: '"" (a text)' },
    ],
    [
      'a text where a flag belongs',
      (c) => (c.appConfig.hasTradingMenu = 'yes'),
      { path: 'appConfig.hasTradingMenu', expected: 'true or false', found: '"yes" (a text)' },
    ],
    [
      'a text where a number belongs',
      (c) => (c.appConfig.establishmentYear = '2005'),
      { path: 'appConfig.establishmentYear', expected: 'a number' },
    ],
    ['a fractional year', (c) => (c.appConfig.establishmentYear = 2005.5), { path: 'appConfig.establishmentYear', found: '2005.5' }],
    [
      'a value outside the allowed ones',
      (c) => (c.appConfig.vectorSize = 'big'),
      { path: 'appConfig.vectorSize', expected: 'one of "cover", "contain", "auto"', found: '"big" (a text)' },
    ],
    [
      'a bad language prefix',
      (c) => (c.appConfig.languages = [{ id: 1, prefix: 'EN', name: 'English' }]),
      { path: 'appConfig.languages[0].prefix', expected: '2 or 3 lower-case letters, e.g. "de"' },
    ],
    [
      'a language id that does not match its prefix',
      (c) => c.appConfig.languages.push({ id: 1, prefix: 'de', name: 'Deutsch' }),
      { path: 'appConfig.languages[1].id', found: '1' },
    ],
    [
      'no language',
      (c) => (c.appConfig.languages = []),
      { path: 'appConfig.languages', expected: 'a list with at least one item', found: 'a list of 0 items' },
    ],
    [
      'a default language that is not offered',
      (c) => (c.appConfig.defaultLanguage = { id: 2, prefix: 'de', name: 'Deutsch' }),
      { path: 'appConfig.defaultLanguage.prefix', expected: 'one of the configured prefixes ("en")' },
    ],
    [
      'a prefix listed twice',
      (c) => c.appConfig.languages.push({ id: 1, prefix: 'en', name: 'English' }),
      { path: 'appConfig.languages[1].prefix' },
    ],
    [
      'a theme colour that is not one',
      (c) => (c.theme = { primary: 'green' }),
      { path: 'theme.primary', expected: 'a colour as "#rgb" or "#rrggbb", e.g. "#0a5f38"', found: '"green" (a text)' },
    ],
    ['a theme radius out of range', (c) => (c.theme = { radius: 40 }), { path: 'theme.radius', expected: 'a number of at most 24' }],
    ['an unknown font', (c) => (c.theme = { font: 'comic-sans' }), { path: 'theme.font' }],
    [
      'a logo without its text alternative',
      (c) => (c.theme = { logo: { src: 'assets/images/logo.svg' } }),
      { path: 'theme.logo.alt', found: 'nothing' },
    ],
    [
      'a favicon of another kind',
      (c) => (c.theme = { favicon: 'assets/icon.gif' }),
      { path: 'theme.favicon', expected: 'a file path ending in .svg, .png or .ico' },
    ],
    [
      'a bad e-mail address',
      (c) => (c.appConfig.contactInfo.email = 'support'),
      { path: 'appConfig.contactInfo.email', expected: 'an e-mail address' },
    ],
    [
      'an origin that is not an address',
      (c) => (c.appConfig.origin = 'broker.example'),
      { path: 'appConfig.origin', expected: 'an address starting with http:// or https://' },
    ],
    [
      'a bad media item',
      (c) => (c.appConfig.mediaNews = [{ name: 'FT', image: 'ft.svg', url: 'https://ft.example/a' }]),
      { path: 'appConfig.mediaNews[0].languagePrefix', found: 'nothing' },
    ],
    [
      'a bad spreads row',
      (c) => (c.appConfig.spreadsAndCommissions = [{ instrument: 'EUR/USD', assetClass: 'fx', spread: '1', commission: '0' }]),
      { path: 'appConfig.spreadsAndCommissions[0].assetClass' },
    ],
    [
      'a list where an object belongs',
      (c) => (c.appConfig.contactInfo = []),
      { path: 'appConfig.contactInfo', expected: 'an object', found: 'a list of 0 items' },
    ],
    ['a port out of range', (c) => (c.gatewayConfig.port = 70000), { path: 'gatewayConfig.port', expected: 'a number of at most 65535' }],
    ['a missing section', (c) => delete c.identityConfig, { path: 'identityConfig', expected: 'an object', found: 'nothing' }],
    [
      'a bad protocol',
      (c) => (c.identityConfig.service.protocol = 'ftp'),
      { path: 'identityConfig.service.protocol', expected: 'one of "http", "https"' },
    ],
  ];

  it.each(cases)('%s', (_name, mutate, expected) => {
    const problems = problemsOf(mutate);
    expect(problems).toContainEqual(expect.objectContaining(expected));
    const problem = problems.find((p) => p.path === expected.path) as ConfigProblem;
    expect(problem.message).toBe(`${problem.path}: expected ${problem.expected}, found ${problem.found}`);
  });

  it('reports every wrong field at once', () => {
    const problems = problemsOf((c) => {
      c.appConfig.hasPopup = 1;
      c.appConfig.vectorSize = 'big';
      delete c.gatewayConfig.hubPath;
    });
    expect(problems.map((p) => p.path).sort()).toEqual(['appConfig.hasPopup', 'appConfig.vectorSize', 'gatewayConfig.hubPath']);
  });

  it('names the wrong fields, and the unknown ones as warnings, when a file has both', () => {
    const result = parseSiteConfiguration({
      ...minimalConfiguration(),
      extra: 1,
      appConfig: { ...minimalConfiguration().appConfig, hasPopup: 'yes' },
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map((p) => p.path)).toEqual(['appConfig.hasPopup']);
    expect(result.warnings?.map((w) => w.path)).toEqual(['extra']);
  });

  it('rejects a file that is not an object', () => {
    const result = parseSiteConfiguration([1, 2]);
    expect(!result.ok && result.problems[0]).toMatchObject({ path: '(the whole file)', expected: 'an object', found: 'a list of 2 items' });
  });
});

describe('a configuration in the shape SPEC §3 describes (appConfig and identityConfig)', () => {
  const specShaped = () => {
    const file = minimalConfiguration() as Record<string, any>;
    delete file.gatewayConfig;
    return file;
  };

  it('is accepted, with the gateway derived from the identity service host', () => {
    const file = specShaped();
    file.identityConfig.service = { protocol: 'https', host: 'id.broker.example', port: 8443, root: 'identity' };
    const result = parseSiteConfiguration(file, { now });
    expect(result.ok).toBe(true);
    expect(result.ok && result.config.gatewayConfig).toEqual({
      protocol: 'https',
      host: 'id.broker.example',
      port: 8443,
      hubPath: 'ws/user',
    });
    expect(result.ok && result.warnings).toEqual([]);
  });

  it('keeps a gateway that is given', () => {
    const result = parseSiteConfiguration(minimalConfiguration(), { now });
    expect(result.ok && result.config.gatewayConfig).toEqual(minimalConfiguration().gatewayConfig);
  });

  it('ignores unknown fields at any depth with a warning naming each (and the field it may mean), and starts', () => {
    const file = specShaped();
    file.appConfig.hasTradingMneu = true;
    file.featureOfNextYear = { on: true };
    file.identityConfig.connect.audience = 'api';
    const result = parseSiteConfiguration(file, { now });
    if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
    expect(result.warnings.map((w) => w.message).sort()).toEqual([
      'appConfig.hasTradingMneu: expected no field of this name; it is ignored (did you mean "hasTradingMenu"?), found true',
      'featureOfNextYear: expected no field of this name; it is ignored, found an object',
      'identityConfig.connect.audience: expected no field of this name; it is ignored, found "api" (a text)',
    ]);
    expect(result.config.appConfig.hasTradingMenu).toBe(false);
    expect(result.config).not.toHaveProperty('featureOfNextYear');
    expect(file.featureOfNextYear).toEqual({ on: true });
  });

  it('logs each warning on the console as a warning', () => {
    const warn = jest.fn();
    reportConfigWarnings([{ path: 'x', expected: 'e', found: 'f', message: 'x: expected e, found f' }], { warn });
    expect(warn).toHaveBeenCalledWith('Configuration warning: x: expected e, found f');
  });

  it('keeps the JSON Schema strict for editors: an unknown field is an error there', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync(schemaFile, 'utf8')));
    expect(validate({ ...specShaped(), featureOfNextYear: true })).toBe(false);
    expect(validate.errors?.map((e) => e.keyword)).toContain('additionalProperties');
    expect(validate(specShaped())).toBe(true);
  });
});

describe('addresses of the configuration (links, media, documents, folders, logo and favicon)', () => {
  /** Where each address of the file sits, and how to write a value there. */
  const sitePathFields: [string, (c: Record<string, any>, value: string) => void][] = [
    ['appConfig.loginLink', (c, v) => (c.appConfig.loginLink = v)],
    ['appConfig.signUpLink', (c, v) => (c.appConfig.signUpLink = v)],
    ['appConfig.imagesDir', (c, v) => (c.appConfig.imagesDir = v)],
    ['appConfig.uploadsDir', (c, v) => (c.appConfig.uploadsDir = v)],
    ['appConfig.mediaNews[0].image', (c, v) => (c.appConfig.mediaNews = [mediaItem({ image: v })])],
    ['appConfig.documents[0].fileName', (c, v) => (c.appConfig.documents = [{ name: 'Terms', fileName: v }])],
    ['theme.logo.src', (c, v) => (c.theme = { logo: { src: v, alt: 'Example Broker' } })],
  ];
  const httpFields: [string, (c: Record<string, any>, value: string) => void][] = [
    ['appConfig.origin', (c, v) => (c.appConfig.origin = v)],
    ['appConfig.mediaNews[0].url', (c, v) => (c.appConfig.mediaNews = [mediaItem({ url: v })])],
  ];
  function mediaItem(fields: Record<string, string>) {
    return { name: 'FT', image: 'assets/images/media/ft.svg', url: 'https://ft.example/a', languagePrefix: 'en', ...fields };
  }

  /** Addresses a browser would follow to another scheme or another site, in the forms that slip past a naive check. */
  const refused = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'javascript:alert(1)//.svg',
    'data:text/html,<script>alert(1)</script>',
    'DATA:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd.pdf',
    'mailto:someone@example.com',
    'ftp://files.example/a.pdf',
    '//evil.example/a.svg',
    '\\\\evil.example/a.svg',
    '/\\evil.example/a.svg',
    '/\t/evil.example/a.svg',
    'https://broker.example/a.svg ',
  ];
  const sitePaths = ['/sign-in', 'assets/images/', 'assets/images/media/ft.svg', '../up.svg', 'a/b:c.pdf', 'https://cdn.example/logo.svg'];

  const ajvValidate = () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    return ajv.compile(JSON.parse(readFileSync(schemaFile, 'utf8')));
  };

  describe.each(sitePathFields)('%s', (path, write) => {
    it.each(refused)('refuses %j, naming the field', (value) => {
      const problems = problemsOf((c) => write(c, value));
      const problem = problems.find((p) => p.path === path);
      expect(problem).toMatchObject({
        expected: 'a path of this site or an address starting with http:// or https://',
        message: `${path}: expected a path of this site or an address starting with http:// or https://, found ${problem?.found}`,
      });
    });

    it.each(sitePaths)('accepts %j', (value) => {
      const config = minimalConfiguration() as Record<string, any>;
      write(config, value);
      const result = parseSiteConfiguration(config, { now });
      expect(result.ok ? [] : result.problems).toEqual([]);
    });
  });

  describe.each(httpFields)('%s', (path, write) => {
    it.each([...refused, '/relative/path', 'assets/x'])('refuses %j, naming the field', (value) => {
      expect(problemsOf((c) => write(c, value))).toContainEqual(
        expect.objectContaining({ path, expected: 'an address starting with http:// or https://' }),
      );
    });

    it.each(['https://ft.example/a', 'http://localhost:4200/'])('accepts %j', (value) => {
      const config = minimalConfiguration() as Record<string, any>;
      write(config, value);
      expect(parseSiteConfiguration(config, { now }).ok).toBe(true);
    });
  });

  it.each(refused.filter((value) => /\.svg$/.test(value)))('refuses %j as the favicon', (value) => {
    expect(problemsOf((c) => (c.theme = { favicon: value }))).toContainEqual(expect.objectContaining({ path: 'theme.favicon' }));
  });

  it('refuses the same addresses in the JSON Schema editors use, and accepts the same paths', () => {
    const validate = ajvValidate();
    for (const [, write] of [...sitePathFields, ...httpFields]) {
      for (const value of refused) {
        const config = minimalConfiguration() as Record<string, any>;
        write(config, value);
        expect({ value, valid: validate(config) }).toEqual({ value, valid: false });
      }
    }
    for (const [, write] of sitePathFields) {
      for (const value of sitePaths) {
        const config = minimalConfiguration() as Record<string, any>;
        write(config, value);
        expect({ value, valid: validate(config), errors: validate.errors ?? null }).toEqual({ value, valid: true, errors: null });
      }
    }
  });
});

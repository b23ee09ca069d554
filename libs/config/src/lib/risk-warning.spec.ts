/** @jest-environment node */
/* eslint-disable @typescript-eslint/no-explicit-any -- the cases edit arbitrary JSON on purpose */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parseSiteConfiguration } from './load';
import { selectRiskWarning } from './selectors';
import { minimalConfiguration } from '../testing/fixtures';
import type { AppConfig, ConfigProblem } from './types';

const EN = { id: 1, prefix: 'en', name: 'English' };
const DE = { id: 2, prefix: 'de', name: 'Deutsch' };
const SWE = { id: 3, prefix: 'swe', name: 'Svenska' };

/** The minimal file on an English, German and Swedish site with this riskWarningInfo (left out when undefined). */
function fileWith(riskWarningInfo: unknown): Record<string, any> {
  const file = minimalConfiguration() as Record<string, any>;
  file.appConfig.languages = [EN, DE, SWE];
  if (riskWarningInfo !== undefined) file.appConfig.riskWarningInfo = riskWarningInfo;
  return file;
}

function appOf(riskWarningInfo: unknown): AppConfig {
  const result = parseSiteConfiguration(fileWith(riskWarningInfo));
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  expect(result.warnings).toEqual([]);
  return result.config.appConfig;
}

function problemsOf(riskWarningInfo: unknown): ConfigProblem[] {
  const result = parseSiteConfiguration(fileWith(riskWarningInfo));
  if (result.ok) throw new Error('expected the configuration to be rejected');
  return result.problems;
}

describe('riskWarningInfo: one text, or a text per language', () => {
  it('takes a plain text as the default language’s text only', () => {
    expect(appOf('CFDs are complex instruments.').riskWarningInfo).toEqual({ en: 'CFDs are complex instruments.' });
  });

  it('takes the plain text of a one-language site as that language’s', () => {
    const file = minimalConfiguration() as Record<string, any>;
    file.appConfig.riskWarningInfo = 'CFDs are complex instruments.';
    const result = parseSiteConfiguration(file);
    expect(result.ok && result.config.appConfig.riskWarningInfo).toEqual({ en: 'CFDs are complex instruments.' });
  });

  it('takes the plain text as the text of the default language, whichever it is', () => {
    const file = fileWith('CFDs sind komplexe Instrumente.');
    file.appConfig.defaultLanguage = DE;
    const result = parseSiteConfiguration(file);
    expect(result.ok && result.config.appConfig.riskWarningInfo).toEqual({ de: 'CFDs sind komplexe Instrumente.' });
  });

  it('takes texts by language prefix, some languages left out', () => {
    expect(appOf({ en: 'CFDs are complex instruments.', de: 'CFDs sind komplexe Instrumente.' }).riskWarningInfo).toEqual({
      en: 'CFDs are complex instruments.',
      de: 'CFDs sind komplexe Instrumente.',
    });
  });

  it('has no text in any language when left out, empty, blank or an empty object', () => {
    for (const value of [undefined, '', '   ', {}]) expect(appOf(value).riskWarningInfo).toEqual({});
  });

  it('is what the JSON Schema editors use allows: a text or texts by prefix, nothing else', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const schemaFile = join(resolve(__dirname, '../../../..'), 'libs/config/configuration.schema.json');
    const validate = ajv.compile(JSON.parse(readFileSync(schemaFile, 'utf8')));
    expect(validate(fileWith('CFDs are complex instruments.'))).toBe(true);
    expect(validate(fileWith({ en: 'CFDs are complex instruments.', de: 'CFDs sind komplexe Instrumente.' }))).toBe(true);
    expect(validate(fileWith({ EN: 'CFDs are complex instruments.' }))).toBe(false);
    expect(validate(fileWith({ de: 5 }))).toBe(false);
    expect(validate(fileWith(['CFDs are complex instruments.']))).toBe(false);
  });
});

describe('a malformed riskWarningInfo is named, field by field', () => {
  const cases: [string, unknown, ConfigProblem][] = [
    [
      'a text for a language the site does not offer',
      { en: 'CFDs are complex instruments.', ita: 'I CFD sono strumenti complessi.' },
      {
        path: 'appConfig.riskWarningInfo.ita',
        expected: 'the prefix of a configured language ("en", "de", "swe")',
        found: '"ita", which is not a configured language',
        message:
          'appConfig.riskWarningInfo.ita: expected the prefix of a configured language ("en", "de", "swe"), found "ita", which is not a configured language',
      },
    ],
    [
      'a key that is no language prefix',
      { English: 'CFDs are complex instruments.' },
      {
        path: 'appConfig.riskWarningInfo.English',
        expected: 'a key of 2 or 3 lower-case letters, e.g. "de"',
        found: 'the key "English"',
        message: 'appConfig.riskWarningInfo.English: expected a key of 2 or 3 lower-case letters, e.g. "de", found the key "English"',
      },
    ],
    [
      'a language’s text that is not a text',
      { en: 'CFDs are complex instruments.', de: 5 },
      {
        path: 'appConfig.riskWarningInfo.de',
        expected: 'a text',
        found: '5',
        message: 'appConfig.riskWarningInfo.de: expected a text, found 5',
      },
    ],
    [
      'a language’s text that is empty',
      { de: ' ' },
      {
        path: 'appConfig.riskWarningInfo.de',
        expected: 'a non-empty text',
        found: '" " (a text)',
        message: 'appConfig.riskWarningInfo.de: expected a non-empty text, found " " (a text)',
      },
    ],
    [
      'neither a text nor an object',
      ['CFDs are complex instruments.'],
      {
        path: 'appConfig.riskWarningInfo',
        expected: 'a text or an object',
        found: 'a list of 1 item',
        message: 'appConfig.riskWarningInfo: expected a text or an object, found a list of 1 item',
      },
    ],
    [
      'a number',
      1,
      {
        path: 'appConfig.riskWarningInfo',
        expected: 'a text or an object',
        found: '1',
        message: 'appConfig.riskWarningInfo: expected a text or an object, found 1',
      },
    ],
  ];

  it.each(cases)('%s', (_name, value, problem) => {
    expect(problemsOf(value)).toEqual([problem]);
  });
});

describe('selectRiskWarning: the warning of a page in its language', () => {
  it('gives the brand’s text of the language', () => {
    const app = appOf({ en: 'CFDs are complex instruments.', de: 'CFDs sind komplexe Instrumente.' });
    expect(selectRiskWarning(app, 'de')).toEqual({ shown: true, text: 'CFDs sind komplexe Instrumente.' });
    expect(selectRiskWarning(app, 'en')).toEqual({ shown: true, text: 'CFDs are complex instruments.' });
  });

  it('gives no text for a language the brand left out, so the page shows the translated general warning', () => {
    const app = appOf({ en: 'CFDs are complex instruments.' });
    expect(selectRiskWarning(app, 'de')).toEqual({ shown: true });
    expect(selectRiskWarning(app, 'swe')).toEqual({ shown: true });
  });

  it('shows a plain text in the default language only', () => {
    const app = appOf('CFDs are complex instruments.');
    expect(selectRiskWarning(app, 'en')).toEqual({ shown: true, text: 'CFDs are complex instruments.' });
    expect(selectRiskWarning(app, 'de')).toEqual({ shown: true });
  });

  it('shows no warning when the brand gives no text in any language', () => {
    expect(selectRiskWarning(appOf(''), 'en')).toEqual({ shown: false });
    expect(selectRiskWarning(appOf({}), 'de')).toEqual({ shown: false });
  });
});

/**
 * @jest-environment node
 */
import { createI18n } from './create-i18n';
import { languageFromPrefix } from './languages';

const en = languageFromPrefix('en', { en: 'English' });
const de = languageFromPrefix('de', { de: 'Deutsch' });
const swe = languageFromPrefix('swe', { swe: 'Svenska' });

const files: Record<string, string> = {
  'assets/i18n/en.json': JSON.stringify({
    common: { hello: 'Hello', onlyEnglish: 'Only in English', empty: 'Filled' },
    site: { title: 'Home' },
  }),
  'assets/i18n/de.json': JSON.stringify({ common: { hello: 'Hallo', empty: '' }, site: { title: 'Startseite' } }),
  'assets/i18n/swe.json': '{ "common": ',
};

function fakeFetch() {
  return jest.fn(async (url: string) =>
    url in files ? new Response(files[url]) : new Response('Not found', { status: 404 }),
  ) as unknown as typeof fetch & jest.Mock;
}

describe('createI18n', () => {
  it('loads the start language and the default language from assets/i18n/{lang}.json, once each', async () => {
    const fetch = fakeFetch();
    const logger = { warn: jest.fn() };
    const i18n = await createI18n({ languages: [en, de], defaultLanguage: en, language: 'de', fetch, logger });
    expect(i18n.language).toBe('de');
    expect(i18n.t('hello')).toBe('Hallo');
    expect(i18n.t('site:title')).toBe('Startseite');
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual(['assets/i18n/de.json', 'assets/i18n/en.json']);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('falls back to the default language for missing and empty texts', async () => {
    const i18n = await createI18n({
      languages: [en, de],
      defaultLanguage: en,
      language: 'de',
      fetch: fakeFetch(),
      logger: { warn: jest.fn() },
    });
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
    expect(i18n.t('empty')).toBe('Filled');
  });

  it('starts in the default language when the asked language is not configured', async () => {
    const i18n = await createI18n({ languages: [en, de], defaultLanguage: en, language: 'xx', fetch: fakeFetch() });
    expect(i18n.language).toBe('en');
  });

  it('warns and falls back when a language file is missing', async () => {
    const logger = { warn: jest.fn() };
    const ita = languageFromPrefix('ita');
    const i18n = await createI18n({ languages: [en, ita], defaultLanguage: en, language: 'ita', fetch: fakeFetch(), logger });
    expect(i18n.t('hello')).toBe('Hello');
    expect(logger.warn).toHaveBeenCalledWith(
      'Translations for "ita" could not be loaded from assets/i18n/ita.json (HTTP 404); texts fall back to "en".',
    );
  });

  it('warns and falls back when a language file is broken', async () => {
    const logger = { warn: jest.fn() };
    const i18n = await createI18n({ languages: [en, swe], defaultLanguage: en, language: 'swe', fetch: fakeFetch(), logger });
    expect(i18n.t('hello')).toBe('Hello');
    expect(logger.warn.mock.calls[0][0]).toMatch(
      /^Translations for "swe" could not be loaded from assets\/i18n\/swe.json \(invalid JSON: .*\); texts fall back to "en"\.$/,
    );
  });

  it('survives a failing network', async () => {
    const logger = { warn: jest.fn() };
    const fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const i18n = await createI18n({ languages: [en], defaultLanguage: en, fetch, logger });
    expect(i18n.t('hello')).toBe('hello');
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('(TypeError: Failed to fetch)'));
  });

  it('loads a language when switching to it', async () => {
    const fetch = fakeFetch();
    const i18n = await createI18n({ languages: [en, de], defaultLanguage: en, fetch, logger: { warn: jest.fn() } });
    expect(i18n.t('hello')).toBe('Hello');
    expect(fetch).toHaveBeenCalledTimes(1);
    await i18n.changeLanguage('de');
    expect(i18n.t('hello')).toBe('Hallo');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('warns about a key no language has', async () => {
    const logger = { warn: jest.fn() };
    const i18n = await createI18n({ languages: [en], defaultLanguage: en, resources: { en: { common: { hello: 'Hello' } } }, logger });
    expect(i18n.t('nope')).toBe('nope');
    expect(logger.warn).toHaveBeenCalledWith('Missing translation "common:nope" (en).');
  });

  it('takes texts directly, without fetching', async () => {
    const fetch = fakeFetch();
    const i18n = await createI18n({
      languages: [en, de],
      defaultLanguage: en,
      language: 'de',
      resources: { de: { common: { hello: 'Servus' } } },
      fetch,
    });
    expect(i18n.t('hello')).toBe('Servus');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('creates independent instances', async () => {
    const a = await createI18n({ languages: [en, de], defaultLanguage: en, resources: { en: { common: { hello: 'A' } } } });
    const b = await createI18n({ languages: [en, de], defaultLanguage: en, resources: { en: { common: { hello: 'B' } } } });
    expect([a.t('hello'), b.t('hello')]).toEqual(['A', 'B']);
  });
});

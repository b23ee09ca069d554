/**
 * @jest-environment node
 */
import type { ReadCallback } from 'i18next';
import { createI18n } from './create-i18n';
import { createFetchBackend } from './fetch-backend';
import { languageFromPrefix } from './languages';

const en = languageFromPrefix('en', { en: 'English' });
const de = languageFromPrefix('de', { de: 'Deutsch' });
const ita = languageFromPrefix('ita', { ita: 'Italiano' });

const served: Record<string, unknown> = {
  'assets/i18n/en.json': { common: { hello: 'Hello (served)', onlyEnglish: 'Only in English' } },
  'assets/i18n/de.json': { common: { hello: 'Hallo (served)' } },
  'assets/i18n/ita.json': { common: { hello: 'Ciao' } },
};

function fakeFetch() {
  return jest.fn(async (url: string) =>
    url in served ? new Response(JSON.stringify(served[url])) : new Response('Not found', { status: 404 }),
  ) as unknown as typeof fetch & jest.Mock;
}

const urls = (fetch: jest.Mock) => fetch.mock.calls.map(([url]) => url as string);

/** What the backend answers for one language and namespace. */
function read(backend: ReturnType<typeof createFetchBackend>, language: string, namespace: string) {
  return new Promise<unknown>((resolve, reject) => {
    const callback: ReadCallback = (error, data) => (error ? reject(error) : resolve(data));
    (backend.read as (l: string, n: string, c: ReadCallback) => void)(language, namespace, callback);
  });
}

describe('the translation backend with preloaded files', () => {
  it('answers the namespaces of a preloaded file from it, without fetching', async () => {
    const fetch = fakeFetch();
    const backend = createFetchBackend({ fetch, preloaded: { de: { common: { hello: 'Hallo (page)' }, site: { title: 'Startseite' } } } });
    await expect(read(backend, 'de', 'common')).resolves.toEqual({ hello: 'Hallo (page)' });
    await expect(read(backend, 'de', 'site')).resolves.toEqual({ title: 'Startseite' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches the language file once for the namespaces a preloaded file does not carry (a page carries only its own)', async () => {
    const fetch = fakeFetch();
    const backend = createFetchBackend({ fetch, preloaded: { de: { site: { title: 'Startseite' } } } });
    await expect(read(backend, 'de', 'site')).resolves.toEqual({ title: 'Startseite' });
    expect(fetch).not.toHaveBeenCalled();
    await expect(read(backend, 'de', 'common')).resolves.toEqual({ hello: 'Hallo (served)' });
    await expect(read(backend, 'de', 'blog')).resolves.toEqual({});
    expect(urls(fetch)).toEqual(['assets/i18n/de.json']);
  });

  it('answers a preloaded namespace read again (a reload) from the language file, which completes a namespace carried in part', async () => {
    const fetch = fakeFetch();
    const backend = createFetchBackend({ fetch, preloaded: { en: { common: { hello: 'Hello (page)' } } } });
    await expect(read(backend, 'en', 'common')).resolves.toEqual({ hello: 'Hello (page)' });
    expect(fetch).not.toHaveBeenCalled();
    await expect(read(backend, 'en', 'common')).resolves.toEqual({ hello: 'Hello (served)', onlyEnglish: 'Only in English' });
    expect(urls(fetch)).toEqual(['assets/i18n/en.json']);
  });

  it('fetches a language not preloaded, once', async () => {
    const fetch = fakeFetch();
    const backend = createFetchBackend({ fetch, preloaded: { de: { common: { hello: 'Hallo (page)' } } } });
    await expect(read(backend, 'ita', 'common')).resolves.toEqual({ hello: 'Ciao' });
    await expect(read(backend, 'ita', 'site')).resolves.toEqual({});
    expect(urls(fetch)).toEqual(['assets/i18n/ita.json']);
  });
});

describe('createI18n with preloaded files', () => {
  const preloaded = {
    de: { common: { hello: 'Hallo (page)' } },
    en: { common: { hello: 'Hello (page)', onlyEnglish: 'Only in English (page)' } },
  };

  it('starts in a preloaded language with the texts at hand and never fetches the preloaded languages', async () => {
    const fetch = fakeFetch();
    const logger = { warn: jest.fn() };
    const i18n = await createI18n({
      languages: [en, de, ita],
      defaultLanguage: en,
      language: 'de',
      fetch,
      preloaded,
      namespaces: ['common'],
      logger,
    });
    expect(i18n.language).toBe('de');
    expect(i18n.t('hello')).toBe('Hallo (page)');
    expect(i18n.t('onlyEnglish')).toBe('Only in English (page)');
    await i18n.changeLanguage('en');
    expect(i18n.t('hello')).toBe('Hello (page)');
    await i18n.changeLanguage('de');
    expect(fetch).not.toHaveBeenCalled();
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('fetches another language when the visitor changes to it, and only that one', async () => {
    const fetch = fakeFetch();
    const i18n = await createI18n({
      languages: [en, de, ita],
      defaultLanguage: en,
      language: 'de',
      fetch,
      preloaded,
      namespaces: ['common'],
      logger: { warn: jest.fn() },
    });
    expect(fetch).not.toHaveBeenCalled();
    await i18n.changeLanguage('ita');
    expect(i18n.t('hello')).toBe('Ciao');
    expect(i18n.t('onlyEnglish')).toBe('Only in English (page)');
    expect(urls(fetch)).toEqual(['assets/i18n/ita.json']);
    await i18n.changeLanguage('de');
    await i18n.changeLanguage('ita');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches the fallback language when only the page language is preloaded', async () => {
    const fetch = fakeFetch();
    const i18n = await createI18n({
      languages: [en, de],
      defaultLanguage: en,
      language: 'de',
      fetch,
      preloaded: { de: preloaded.de },
      namespaces: ['common'],
      logger: { warn: jest.fn() },
    });
    expect(i18n.t('hello')).toBe('Hallo (page)');
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
    expect(urls(fetch)).toEqual(['assets/i18n/en.json']);
  });

  it('starts with the namespaces the page carries and fetches the language file for the others when they are loaded', async () => {
    const fetch = fakeFetch();
    const i18n = await createI18n({
      languages: [en, de],
      defaultLanguage: en,
      language: 'de',
      fetch,
      preloaded: { de: { site: { title: 'Startseite' } }, en: { site: { title: 'Home' } } },
      namespaces: ['site'],
      logger: { warn: jest.fn() },
    });
    expect(i18n.t('site:title')).toBe('Startseite');
    expect(fetch).not.toHaveBeenCalled();
    await i18n.loadNamespaces(['common', 'site']);
    expect(i18n.t('common:hello')).toBe('Hallo (served)');
    expect(i18n.t('common:onlyEnglish')).toBe('Only in English');
    expect(i18n.t('site:title')).toBe('Startseite');
    expect(urls(fetch).sort()).toEqual(['assets/i18n/de.json', 'assets/i18n/en.json']);
  });

  it('completes a namespace the page carries in part when its texts are reloaded', async () => {
    const fetch = fakeFetch();
    const i18n = await createI18n({
      languages: [en, de],
      defaultLanguage: en,
      language: 'en',
      fetch,
      // The page showed only "hello".
      preloaded: { en: { common: { hello: 'Hello (page)' } } },
      namespaces: ['common'],
      logger: { warn: jest.fn() },
    });
    expect(i18n.t('common:onlyEnglish')).toBe('onlyEnglish');
    expect(fetch).not.toHaveBeenCalled();
    await i18n.reloadResources(['en'], ['common']);
    expect(i18n.t('common:onlyEnglish')).toBe('Only in English');
    expect(i18n.t('common:hello')).toBe('Hello (served)');
    expect(urls(fetch)).toEqual(['assets/i18n/en.json']);
  });
});

/** @jest-environment node */
import { loadSiteConfiguration, reportConfigProblems, DEFAULT_CONFIG_URL } from './load';
import { minimalConfiguration } from '../testing/fixtures';

function fakeFetch(respond: () => Response | Promise<Response>) {
  return jest.fn(async () => respond()) as unknown as typeof fetch & jest.Mock;
}

describe('loadSiteConfiguration', () => {
  it('reads assets/config/configuration.json once, bypassing the HTTP cache', async () => {
    const fetch = fakeFetch(() => new Response(JSON.stringify(minimalConfiguration())));
    const result = await loadSiteConfiguration({ fetch });
    expect(result.ok).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(DEFAULT_CONFIG_URL, { cache: 'no-cache' });
    expect(DEFAULT_CONFIG_URL).toBe('assets/config/configuration.json');
  });

  it('names the file when it is missing', async () => {
    const result = await loadSiteConfiguration({ fetch: fakeFetch(() => new Response('nope', { status: 404 })) });
    expect(result).toEqual({
      ok: false,
      problems: [expect.objectContaining({ path: DEFAULT_CONFIG_URL, expected: 'a configuration file', found: 'HTTP 404 (no file)' })],
    });
  });

  it('names the file when the request fails', async () => {
    const result = await loadSiteConfiguration({
      url: '/cfg.json',
      fetch: fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))),
    });
    expect(!result.ok && result.problems[0]).toMatchObject({ path: '/cfg.json', found: 'a failed request (TypeError: Failed to fetch)' });
  });

  it('names the file when it is not JSON', async () => {
    const result = await loadSiteConfiguration({ fetch: fakeFetch(() => new Response('{ "appConfig": ')) });
    expect(!result.ok && result.problems[0]).toMatchObject({ path: DEFAULT_CONFIG_URL, expected: 'valid JSON' });
    expect(!result.ok && result.problems[0].found).toMatch(/^invalid JSON \(/);
  });

  it('names the file when it holds something other than an object', async () => {
    const result = await loadSiteConfiguration({ fetch: fakeFetch(() => new Response('"hello"')) });
    expect(!result.ok && result.problems[0]).toMatchObject({ found: '"hello" (a text)' });
  });

  it('names each wrong field of a readable file', async () => {
    const config = minimalConfiguration();
    (config.appConfig as Record<string, unknown>)['faqHasTabs'] = 'no';
    const result = await loadSiteConfiguration({ fetch: fakeFetch(() => new Response(JSON.stringify(config))) });
    expect(!result.ok && result.problems.map((p) => p.message)).toEqual([
      'appConfig.faqHasTabs: expected true or false, found "no" (a text)',
    ]);
  });
});

describe('reportConfigProblems', () => {
  it('logs one console error per problem', () => {
    const logger = { error: jest.fn() };
    reportConfigProblems(
      [
        { path: 'a', expected: 'x', found: 'y', message: 'a: expected x, found y' },
        { path: 'b', expected: 'x', found: 'z', message: 'b: expected x, found z' },
      ],
      logger,
    );
    expect(logger.error.mock.calls).toEqual([
      ['Configuration error: a: expected x, found y'],
      ['Configuration error: b: expected x, found z'],
    ]);
  });
});

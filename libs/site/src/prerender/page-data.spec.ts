import { makeTestConfiguration } from '@brokerfront/config/testing';
import { appConfigFingerprint, PAGE_DATA_ID, readPageData, sameConfiguration, serializePageData, type PageData } from './page-data';

const tricky = 'a </script><script>alert(1)</script> & <!-- b --> \u2028 line \u2029 paragraph > c';

function pageData(overrides: Partial<PageData> = {}): PageData {
  return {
    v: 2,
    appConfigHash: appConfigFingerprint({ appConfig: { name: tricky, languages: [{ prefix: 'en' }] } }),
    config: makeTestConfiguration({ name: tricky }),
    language: 'en',
    translations: { en: { common: { hello: tricky } } },
    ...overrides,
  };
}

/** A document as a browser parses the prerendered HTML: the data in a non-executable script element. */
function documentWith(scriptContent: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head></head><body><div id="root"></div><script type="application/json" id="${PAGE_DATA_ID}">${scriptContent}</script></body></html>`,
    'text/html',
  );
}

describe('serializePageData', () => {
  it('escapes <, >, & and the line and paragraph separators', () => {
    const text = serializePageData(pageData());
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u0026');
    expect(text).toContain('\\u2028');
    expect(text).toContain('\\u2029');
  });

  it('is JSON that gives back the same data', () => {
    const data = pageData();
    expect(JSON.parse(serializePageData(data))).toEqual(data);
  });
});

describe('readPageData', () => {
  it('reads the data back from a script element of a parsed page, closing tags in texts included', () => {
    const data = pageData();
    const doc = documentWith(serializePageData(data));
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.getElementById('root')).not.toBeNull();
    expect(readPageData(doc)).toEqual(data);
  });

  it('reads the current document by default', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = PAGE_DATA_ID;
    script.textContent = serializePageData(pageData({ language: 'de' }));
    document.body.append(script);
    try {
      expect(readPageData()?.language).toBe('de');
    } finally {
      script.remove();
    }
  });

  it('is null without page data', () => {
    expect(readPageData(new DOMParser().parseFromString('<p>no data</p>', 'text/html'))).toBeNull();
    expect(readPageData(documentWith(''))).toBeNull();
    expect(readPageData()).toBeNull();
  });

  it.each([
    ['invalid JSON', '{ "v": 2, '],
    ['JSON null', 'null'],
    ['an array', '[1]'],
    ['an older format version', JSON.stringify({ ...pageData(), v: 1 })],
    ['a newer format version', JSON.stringify({ ...pageData(), v: 3 })],
    ['no fingerprint of the configuration', JSON.stringify({ ...pageData(), appConfigHash: undefined })],
    ['no version', JSON.stringify({ ...pageData(), v: undefined })],
    ['no language', JSON.stringify({ ...pageData(), language: undefined })],
    ['a language that is not a text', JSON.stringify({ ...pageData(), language: 1 })],
    ['no checked configuration', JSON.stringify({ ...pageData(), config: undefined })],
    ['no translations', JSON.stringify({ ...pageData(), translations: undefined })],
    ['translations that are not an object', JSON.stringify({ ...pageData(), translations: 'en' })],
  ])('is null for %s', (_, content) => {
    expect(readPageData(documentWith(content))).toBeNull();
  });
});

describe('sameConfiguration', () => {
  const config = {
    appConfig: { name: 'Broker', languages: [{ prefix: 'en' }, { prefix: 'de' }], contactInfo: { email: 'a@b.c', phone: '1' } },
    gatewayConfig: { host: 'gw', port: 443 },
  };

  it('ignores the order of keys, at every depth', () => {
    const reordered = {
      gatewayConfig: { port: 443, host: 'gw' },
      appConfig: { contactInfo: { phone: '1', email: 'a@b.c' }, languages: [{ prefix: 'en' }, { prefix: 'de' }], name: 'Broker' },
    };
    expect(sameConfiguration(config, reordered)).toBe(true);
    expect(sameConfiguration(config, JSON.parse(JSON.stringify(config)))).toBe(true);
  });

  it('sees a changed, added or removed value', () => {
    expect(sameConfiguration(config, { ...config, appConfig: { ...config.appConfig, name: 'Other' } })).toBe(false);
    expect(sameConfiguration(config, { ...config, gatewayConfig: { host: 'gw', port: '443' } })).toBe(false);
    expect(sameConfiguration(config, { ...config, appConfig: { ...config.appConfig, hasPopup: true } })).toBe(false);
    expect(sameConfiguration(config, { appConfig: config.appConfig })).toBe(false);
    expect(sameConfiguration({ a: null }, { a: false })).toBe(false);
  });

  it('keeps the order of arrays', () => {
    const swapped = { ...config, appConfig: { ...config.appConfig, languages: [{ prefix: 'de' }, { prefix: 'en' }] } };
    expect(sameConfiguration(config, swapped)).toBe(false);
    expect(sameConfiguration([1, 2], [2, 1])).toBe(false);
  });

  it('compares plain values and nothing', () => {
    expect(sameConfiguration('a', 'a')).toBe(true);
    expect(sameConfiguration(1, '1')).toBe(false);
    expect(sameConfiguration(undefined, undefined)).toBe(true);
    expect(sameConfiguration({}, undefined)).toBe(false);
  });
});

describe('appConfigFingerprint', () => {
  const file = { appConfig: { name: 'Broker', languages: [{ prefix: 'en' }, { prefix: 'de' }] }, gatewayConfig: { host: 'gw' } };

  it('is the same for the same site part, whatever the order of keys and the services', () => {
    const fingerprint = appConfigFingerprint(file);
    expect(fingerprint).toMatch(/^[0-9a-f]{1,14}$/);
    expect(
      appConfigFingerprint({ gatewayConfig: { host: 'other' }, appConfig: { languages: file.appConfig.languages, name: 'Broker' } }),
    ).toBe(fingerprint);
  });

  it('differs when the site part changes', () => {
    const fingerprint = appConfigFingerprint(file);
    expect(appConfigFingerprint({ ...file, appConfig: { ...file.appConfig, name: 'Brokers' } })).not.toBe(fingerprint);
    expect(appConfigFingerprint({ ...file, appConfig: { ...file.appConfig, hasPopup: true } })).not.toBe(fingerprint);
    const swapped = { ...file, appConfig: { ...file.appConfig, languages: [{ prefix: 'de' }, { prefix: 'en' }] } };
    expect(appConfigFingerprint(swapped)).not.toBe(fingerprint);
    expect(appConfigFingerprint({})).not.toBe(fingerprint);
    expect(appConfigFingerprint(null)).toBe(appConfigFingerprint({}));
  });
});

import { blogLanguage, languageAlternates, localizePath, resolveLanguage, splitLanguagePath } from './language-routing';
import { languageFromPrefix } from './languages';

const en = languageFromPrefix('en', { en: 'English' });
const de = languageFromPrefix('de', { de: 'Deutsch' });
const swe = languageFromPrefix('swe', { swe: 'Svenska' });
const several = { languages: [en, de, swe], defaultLanguage: en };
const single = { languages: [en], defaultLanguage: en };

describe('splitLanguagePath', () => {
  it('takes a known prefix off a multi-language path', () => {
    expect(splitLanguagePath('/de/blog/forex-basics', several)).toEqual({ language: de, firstSegment: 'de', rest: '/blog/forex-basics' });
    expect(splitLanguagePath('/swe', several)).toMatchObject({ language: swe, rest: '/' });
    expect(splitLanguagePath('/de/', several)).toMatchObject({ language: de, rest: '/' });
  });

  it('leaves unknown prefixes and paths without a prefix alone', () => {
    expect(splitLanguagePath('/xx/blog', several)).toEqual({ language: undefined, firstSegment: 'xx', rest: '/xx/blog' });
    expect(splitLanguagePath('/blog', several)).toMatchObject({ language: undefined, rest: '/blog' });
    expect(splitLanguagePath('/', several)).toMatchObject({ language: undefined, firstSegment: '', rest: '/' });
  });

  it('never applies a prefix on a single-language site', () => {
    expect(splitLanguagePath('/en/blog', single)).toMatchObject({ language: undefined, firstSegment: 'en', rest: '/en/blog' });
  });
});

describe('resolveLanguage', () => {
  it('prefers the route prefix, then the stored choice, then the default', () => {
    expect(resolveLanguage(several, 'swe', 'de')).toBe(swe);
    expect(resolveLanguage(several, undefined, 'de')).toBe(de);
    expect(resolveLanguage(several, 'xx', 'yy')).toBe(en);
    expect(resolveLanguage(several, null, null)).toBe(en);
  });

  it('always uses the default language on a single-language site', () => {
    expect(resolveLanguage(single, 'de', 'de')).toBe(en);
  });
});

describe('localizePath', () => {
  it('prefixes paths of languages other than the default', () => {
    expect(localizePath('/blog', 'de', several)).toBe('/de/blog');
    expect(localizePath('blog/forex-basics', 'swe', several)).toBe('/swe/blog/forex-basics');
    expect(localizePath('/', 'de', several)).toBe('/de');
    expect(localizePath('/?q=1', 'de', several)).toBe('/de?q=1');
  });

  it('keeps default-language, unknown-language and single-language paths unprefixed', () => {
    expect(localizePath('/blog', 'en', several)).toBe('/blog');
    expect(localizePath('/blog', 'xx', several)).toBe('/blog');
    expect(localizePath('/blog', 'de', single)).toBe('/blog');
  });

  it('prefixes the default language too when asked to be explicit', () => {
    expect(localizePath('/blog', 'en', several, { explicit: true })).toBe('/en/blog');
    expect(localizePath('/', 'en', several, { explicit: true })).toBe('/en');
    expect(localizePath('/blog', 'en', single, { explicit: true })).toBe('/blog');
  });
});

describe('blogLanguage', () => {
  it('follows the chosen language on a multi-language site', () => {
    expect(blogLanguage(several, 'de')).toBe(de);
    expect(blogLanguage(several, 'xx')).toBe(en);
    expect(blogLanguage(several, null)).toBe(en);
  });

  it('is the default language on a single-language site', () => {
    expect(blogLanguage(single, 'de')).toBe(en);
  });
});

describe('languageAlternates', () => {
  it('lists every language and x-default for a multi-language page', () => {
    expect(languageAlternates('/blog', 'https://broker.example/', several)).toEqual([
      { hreflang: 'en', href: 'https://broker.example/blog' },
      { hreflang: 'de', href: 'https://broker.example/de/blog' },
      { hreflang: 'sv', href: 'https://broker.example/swe/blog' },
      { hreflang: 'x-default', href: 'https://broker.example/blog' },
    ]);
  });

  it('is empty for a single-language site', () => {
    expect(languageAlternates('/blog', 'https://broker.example/', single)).toEqual([]);
  });
});

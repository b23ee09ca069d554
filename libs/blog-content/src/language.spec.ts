/** @jest-environment node */
import { FALLBACK_BLOG_LANGUAGE, resolveBlogLanguage, toBlogLanguage } from './index';

describe('toBlogLanguage', () => {
  it.each([
    ['en', 'en'],
    ['de', 'de'],
    ['swe', 'swe'],
    ['sv', 'swe'],
    ['esp', 'esp'],
    ['es', 'esp'],
    ['svn', 'svn'],
    ['sl', 'svn'],
    ['ita', 'ita'],
    ['IT', 'ita'],
    ['de-AT', 'de'],
    [{ prefix: 'swe' }, 'swe'],
  ])('maps %j to %s', (input, expected) => {
    expect(toBlogLanguage(input)).toBe(expected);
  });

  it.each(['fr', '', '  ', null, undefined])('has no blog language for %j', (input) => {
    expect(toBlogLanguage(input)).toBeUndefined();
  });
});

describe('resolveBlogLanguage (SPEC §4)', () => {
  const languages = [
    { id: 1, prefix: 'en', name: 'English' },
    { id: 2, prefix: 'de', name: 'Deutsch' },
    { id: 3, prefix: 'swe', name: 'Svenska' },
  ];

  it('follows the chosen language when more than one language is configured', () => {
    expect(
      resolveBlogLanguage({
        configuredLanguages: languages,
        chosenLanguage: 'de',
        defaultLanguage: 'en',
      }),
    ).toBe('de');
    expect(
      resolveBlogLanguage({
        configuredLanguages: languages,
        chosenLanguage: { prefix: 'swe' },
        defaultLanguage: 'en',
      }),
    ).toBe('swe');
  });

  it('uses the default language when only one language is configured', () => {
    expect(
      resolveBlogLanguage({
        configuredLanguages: ['de'],
        chosenLanguage: 'swe',
        defaultLanguage: 'de',
      }),
    ).toBe('de');
    expect(
      resolveBlogLanguage({
        configuredLanguages: [],
        chosenLanguage: 'swe',
        defaultLanguage: 'swe',
      }),
    ).toBe('swe');
  });

  it('uses the default language when nothing is chosen or the choice is not configured', () => {
    expect(
      resolveBlogLanguage({
        configuredLanguages: languages,
        chosenLanguage: null,
        defaultLanguage: 'swe',
      }),
    ).toBe('swe');
    expect(
      resolveBlogLanguage({
        configuredLanguages: languages,
        defaultLanguage: { prefix: 'de' },
      }),
    ).toBe('de');
    expect(
      resolveBlogLanguage({
        configuredLanguages: languages,
        chosenLanguage: 'esp',
        defaultLanguage: 'de',
      }),
    ).toBe('de');
  });

  it('falls back to English when the template has no posts in that language', () => {
    expect(
      resolveBlogLanguage({
        configuredLanguages: ['en', 'ita'],
        chosenLanguage: 'ita',
        defaultLanguage: 'en',
        template: 1,
      }),
    ).toBe(FALLBACK_BLOG_LANGUAGE);
    expect(
      resolveBlogLanguage({
        configuredLanguages: ['svn'],
        defaultLanguage: 'svn',
        template: 4,
      }),
    ).toBe('en');
    expect(
      resolveBlogLanguage({
        configuredLanguages: ['en', 'fr'],
        chosenLanguage: 'fr',
        defaultLanguage: 'fr',
      }),
    ).toBe('en');
  });

  it('gives Slovenian and Italian to template 2', () => {
    expect(
      resolveBlogLanguage({
        configuredLanguages: ['en', 'ita'],
        chosenLanguage: 'ita',
        defaultLanguage: 'en',
        template: 2,
      }),
    ).toBe('ita');
    expect(
      resolveBlogLanguage({
        configuredLanguages: ['svn'],
        defaultLanguage: 'svn',
        template: 2,
      }),
    ).toBe('svn');
  });

  it('accepts Spanish on every template', () => {
    for (const template of [1, 2, 3, 4] as const) {
      expect(
        resolveBlogLanguage({
          configuredLanguages: ['en', 'es'],
          chosenLanguage: 'es',
          defaultLanguage: 'en',
          template,
        }),
      ).toBe('esp');
    }
  });
});

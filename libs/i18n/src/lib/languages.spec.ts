import { findLanguage, isMultiLanguage, languageFromPrefix, languageIdFromPrefix, localeOf } from './languages';

describe('languages', () => {
  it.each([
    ['de', 2],
    ['swe', 3],
    ['en', 1],
    ['esp', 1],
    ['svn', 1],
    ['ita', 1],
    ['fr', 1],
    ['DE', 2],
  ])('maps prefix %s to id %i', (prefix, id) => {
    expect(languageIdFromPrefix(prefix)).toBe(id);
  });

  it.each([
    ['en', 'en'],
    ['de', 'de'],
    ['swe', 'sv'],
    ['esp', 'es'],
    ['svn', 'sl'],
    ['ita', 'it'],
    ['fr', 'fr'],
  ])('gives prefix %s the BCP 47 tag %s', (prefix, tag) => {
    expect(localeOf(prefix)).toBe(tag);
  });

  const languages = [languageFromPrefix('en', { en: 'English' }), languageFromPrefix('de', { de: 'Deutsch' })];

  it('finds configured languages by prefix, case-insensitively', () => {
    expect(findLanguage(languages, 'DE')).toEqual({ id: 2, prefix: 'de', name: 'Deutsch' });
    expect(findLanguage(languages, 'xx')).toBeUndefined();
    expect(findLanguage(languages, undefined)).toBeUndefined();
  });

  it('knows a multi-language site', () => {
    expect(isMultiLanguage(languages)).toBe(true);
    expect(isMultiLanguage(languages.slice(0, 1))).toBe(false);
  });
});

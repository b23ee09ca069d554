import { MARKETING_LANGUAGES, marketingResources } from './resources';

/** Every key path of a nested translation object, with its value. */
function entries(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => entries(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

const english = entries(marketingResources.en);

describe('marketing namespace', () => {
  it('exists in the six configuration languages', () => {
    expect([...MARKETING_LANGUAGES].sort()).toEqual(['de', 'en', 'esp', 'ita', 'svn', 'swe']);
  });

  it.each(MARKETING_LANGUAGES)('%s has every key, each a non-empty text with the same placeholders', (language) => {
    const translated = new Map(entries(marketingResources[language]));
    expect([...translated.keys()].sort()).toEqual(english.map(([key]) => key).sort());
    for (const [key, source] of english) {
      const text = translated.get(key);
      expect(typeof text).toBe('string');
      expect((text as string).trim()).not.toBe('');
      const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect({ key, placeholders: placeholders(text as string) }).toEqual({ key, placeholders: placeholders(source as string) });
    }
  });
});

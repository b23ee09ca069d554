/** @jest-environment node */
import { PAGES_LANGUAGES, pagesTranslations } from './index';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const english = new Map(leaves(pagesTranslations.en as Tree));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('pages translations', () => {
  it.each(PAGES_LANGUAGES)('%s has every English key, no extra key and no empty text', (lang) => {
    const texts = new Map(leaves(pagesTranslations[lang] as Tree));
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of texts)
      expect({ key, empty: value.trim() === '' }).toEqual({
        key,
        empty: false,
      });
  });

  it.each(PAGES_LANGUAGES)('%s keeps the interpolation placeholders of each English text', (lang) => {
    for (const [key, value] of leaves(pagesTranslations[lang] as Tree)) {
      expect({ key, placeholders: placeholders(value) }).toEqual({
        key,
        placeholders: placeholders(english.get(key) ?? ''),
      });
    }
  });

  it.each(PAGES_LANGUAGES.filter((l) => l !== 'en'))('%s translates the trading texts rather than copying English', (lang) => {
    const texts = new Map(leaves(pagesTranslations[lang] as Tree));
    const copied = [...texts].filter(([key, value]) => key.startsWith('trading.') && value.length > 40 && value === english.get(key));
    expect(copied).toEqual([]);
  });
});

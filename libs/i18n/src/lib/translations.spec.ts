/**
 * @jest-environment node
 */
import { resolve } from 'node:path';
import { findNamespaceFiles, readTranslationFile } from '../node/translation-files';
import { findTranslationGaps, flattenTranslations } from './merge';
import { TRANSLATED_LANGUAGE_PREFIXES } from './languages';

/**
 * Translation completeness: every namespace file present in the repo exists in every language,
 * with every key of English, no empty text, no key English lacks, and the same {{placeholders}}.
 */
const workspace = resolve(__dirname, '../../../..');
const files = findNamespaceFiles(workspace);
const namespaces = [...new Set(files.map((f) => f.namespace))].sort();

function textsOf(namespace: string, language: string) {
  const found = files.filter((f) => f.namespace === namespace && f.language === language);
  return found.length === 0 ? undefined : found.map((f) => readTranslationFile(f.file)).reduce((a, b) => ({ ...a, ...b }), {});
}

const placeholders = (text: unknown) =>
  typeof text === 'string' ? [...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((m) => m[1]).sort() : [];

it('finds the namespaces of the product', () => {
  expect(namespaces).toEqual(expect.arrayContaining(['common', 'site']));
});

describe.each(namespaces)('namespace %s', (namespace) => {
  const english = textsOf(namespace, 'en');

  it('has an English file', () => {
    expect(english).toBeDefined();
  });

  describe.each([...TRANSLATED_LANGUAGE_PREFIXES])('in %s', (language) => {
    const texts = textsOf(namespace, language);

    it('exists', () => {
      expect(texts ? 'present' : `missing: libs/*/src/i18n/${language}.json of namespace ${namespace}`).toBe('present');
    });

    it('has every key, none empty, none extra', () => {
      const gaps = findTranslationGaps(english ?? {}, texts ?? {});
      expect(gaps).toEqual({ missing: [], empty: [], extra: [] });
    });

    it('keeps the {{placeholders}} of English', () => {
      const ref = flattenTranslations(english ?? {});
      const cand = flattenTranslations(texts ?? {});
      const wrong = Object.keys(ref).filter((key) => key in cand && placeholders(ref[key]).join() !== placeholders(cand[key]).join());
      expect(wrong).toEqual([]);
    });
  });
});

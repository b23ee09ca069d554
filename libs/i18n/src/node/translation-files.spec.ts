/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildLanguageFile, findNamespaceFiles, languageFileSources } from './translation-files';

let root: string;
const write = (path: string, json: unknown) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), typeof json === 'string' ? json : JSON.stringify(json));
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bf-i18n-'));
  write('libs/i18n/src/i18n/en.json', { skipLink: 'Skip' });
  write('libs/i18n/src/i18n/de.json', { skipLink: 'Springen' });
  write('libs/ui-templates/src/i18n/en.json', { hero: 'Trade' });
  write('libs/site/src/i18n/blog/en.json', { read: 'Read' });
  write('libs/site/src/i18n/en.json', { home: 'Home' });
  write('libs/site/src/i18n/resources.ts', 'export {}');
  write('libs/auth/src/index.ts', 'export {}');
  write('apps/template2/src/i18n/en.json', { common: { skipLink: 'Jump to content' }, site: { meta: { description: 'Brand' } } });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('translation files', () => {
  it('finds namespace files by lib and by folder', () => {
    expect(findNamespaceFiles(root).map((f) => `${f.lib}:${f.namespace}:${f.language}`)).toEqual([
      'site:blog:en',
      'i18n:common:de',
      'i18n:common:en',
      'ui-templates:marketing:en',
      'site:site:en',
    ]);
  });

  it('merges one language with the brand overrides of an app', () => {
    expect(buildLanguageFile(root, 'en', join(root, 'apps/template2'))).toEqual({
      blog: { read: 'Read' },
      common: { skipLink: 'Jump to content' },
      marketing: { hero: 'Trade' },
      site: { home: 'Home', meta: { description: 'Brand' } },
    });
    expect(buildLanguageFile(root, 'de')).toEqual({ common: { skipLink: 'Springen' } });
  });

  it('lists the sources of a language file for watching', () => {
    expect(languageFileSources(root, 'de', join(root, 'apps/template1'))).toEqual([
      join(root, 'libs/i18n/src/i18n/de.json'),
      join(root, 'apps/template1/src/i18n/de.json'),
    ]);
  });

  it('names a broken file', () => {
    write('libs/i18n/src/i18n/en.json', '{ "skipLink": ');
    expect(() => buildLanguageFile(root, 'en')).toThrow(/libs\/i18n\/src\/i18n\/en.json is broken/);
  });
});

/**
 * Node-side helpers (build tools and tests): find the namespace files of the workspace and merge
 * them into the per-language files the site serves. Not part of the browser entry.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { mergeTranslations, type TranslationFile, type TranslationTree } from '../lib/merge';
import { NAMESPACE_BY_FOLDER, namespaceOfLib } from '../lib/namespaces';

/** One namespace file: `libs/<lib>/src/i18n/<lang>.json` or `libs/<lib>/src/i18n/<namespace>/<lang>.json`. */
export interface NamespaceFile {
  lib: string;
  namespace: string;
  language: string;
  file: string;
}

const LANGUAGE_FILE = /^([a-z]{2,3})\.json$/;

function languageFiles(dir: string): { language: string; file: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => ({ match: LANGUAGE_FILE.exec(name), file: join(dir, name) }))
    .filter((entry): entry is { match: RegExpExecArray; file: string } => entry.match !== null && statSync(entry.file).isFile())
    .map(({ match, file }) => ({ language: match[1], file }));
}

/** Every namespace file of every lib of the workspace, sorted by lib, namespace and language. */
export function findNamespaceFiles(workspaceRoot: string): NamespaceFile[] {
  const libsDir = join(workspaceRoot, 'libs');
  const found: NamespaceFile[] = [];
  for (const lib of readdirSync(libsDir).sort()) {
    const i18nDir = join(libsDir, lib, 'src', 'i18n');
    if (!existsSync(i18nDir)) continue;
    for (const { language, file } of languageFiles(i18nDir)) found.push({ lib, namespace: namespaceOfLib(lib), language, file });
    for (const entry of readdirSync(i18nDir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      for (const { language, file } of languageFiles(join(i18nDir, entry.name))) found.push({ lib, namespace: entry.name, language, file });
    }
  }
  for (const [folder, namespace] of Object.entries(NAMESPACE_BY_FOLDER)) {
    for (const { language, file } of languageFiles(join(libsDir, folder)))
      found.push({ lib: folder.split('/')[0], namespace, language, file });
  }
  return found.sort(
    (a, b) => a.namespace.localeCompare(b.namespace) || a.language.localeCompare(b.language) || a.file.localeCompare(b.file),
  );
}

/** Reads a translation JSON file; a broken file throws an error that names it. */
export function readTranslationFile(file: string): TranslationTree {
  try {
    const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new Error('expected a JSON object');
    return json as TranslationTree;
  } catch (error) {
    throw new Error(`Translation file ${file} is broken: ${(error as Error).message}`, { cause: error });
  }
}

/** The brand overrides of an app for a language: `<appDir>/src/i18n/<lang>.json`, if present. */
export function brandOverrideFile(appDir: string, language: string): string {
  return join(appDir, 'src', 'i18n', `${language}.json`);
}

/**
 * The file served at `assets/i18n/<lang>.json`: every namespace file of that language merged,
 * then the app's brand overrides (`{ "<namespace>": { … } }`) on top.
 */
export function buildLanguageFile(workspaceRoot: string, language: string, appDir?: string): TranslationFile {
  const sources = findNamespaceFiles(workspaceRoot)
    .filter((f) => f.language === language)
    .map((f) => ({ namespace: f.namespace, texts: readTranslationFile(f.file) }));
  const overrides: TranslationFile[] = [];
  if (appDir) {
    const file = brandOverrideFile(appDir, language);
    if (existsSync(file)) overrides.push(readTranslationFile(file) as TranslationFile);
  }
  return mergeTranslations(sources, overrides);
}

/** Every file a language file is built from (for dev-server watching). */
export function languageFileSources(workspaceRoot: string, language: string, appDir?: string): string[] {
  const files = findNamespaceFiles(workspaceRoot)
    .filter((f) => f.language === language)
    .map((f) => f.file);
  return appDir ? [...files, brandOverrideFile(appDir, language)] : files;
}

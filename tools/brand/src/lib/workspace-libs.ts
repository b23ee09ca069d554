import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type * as ConfigLib from '@brokerfront/config';
import type * as ThemeLib from '@brokerfront/config/theme';
import type * as I18nNodeLib from '@brokerfront/i18n/node';

/**
 * The workspace libs this plugin uses, loaded from their TypeScript sources.
 *
 * Nx loads a local plugin's generators and executors in its own Node process with a TypeScript transpiler but
 * without the workspace's export condition (`@brokerfront/source`): on Node 20 it cannot add conditions to a
 * running process, so `require('@brokerfront/config')` would load the lib's built `dist/` (stale, or absent for
 * `./theme`). Each entry is therefore resolved here from the package's `exports` map, through the source
 * condition, and required as a file (Nx's transpiler, or Jest's transform, compiles it). The entries loaded here
 * import no other workspace lib, only npm packages, so nothing below them falls back to `dist/`.
 */
const SOURCE_CONDITION = '@brokerfront/source';

type ExportEntry = string | Record<string, string>;

const loaded = new Map<string, unknown>();

/** The source file of a workspace package's export, e.g. ('@brokerfront/config', './theme') → libs/config/src/theme/index.ts. */
export function sourceEntryOf(packageName: string, subpath: string): string {
  const manifest = require.resolve(`${packageName}/package.json`);
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: Record<string, ExportEntry> };
  const entry = exports?.[subpath];
  const file = entry && typeof entry === 'object' ? entry[SOURCE_CONDITION] : undefined;
  if (!file) throw new Error(`${packageName}: the export "${subpath}" has no "${SOURCE_CONDITION}" condition to load its sources from`);
  return join(dirname(manifest), file);
}

function load<T>(packageName: string, subpath: string): T {
  const key = `${packageName}|${subpath}`;
  if (!loaded.has(key)) {
    loaded.set(key, require(sourceEntryOf(packageName, subpath)));
  }
  return loaded.get(key) as T;
}

/** `@brokerfront/config`: the schema, `parseSiteConfiguration`, `languageIdFromPrefix`, `THEME_FONTS`. */
export const configLib = (): typeof ConfigLib => load('@brokerfront/config', '.');

/** `@brokerfront/config/theme`: `resolveTheme`, `contrastChecks`, `readableTextOn`, `TEMPLATE_PALETTES`. */
export const themeLib = (): typeof ThemeLib => load('@brokerfront/config', './theme');

/** `@brokerfront/i18n/node`: `buildLanguageFile`, `findNamespaceFiles`. */
export const i18nNodeLib = (): typeof I18nNodeLib => load('@brokerfront/i18n', './node');

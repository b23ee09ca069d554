import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { templateOfMain } from '../lib/app-source';
import { i18nNodeLib } from '../lib/workspace-libs';
import type { BrandProblem, BrandSnapshot, TextTree } from './brand';
import { checkBrand } from './rules';

/** Where the site serves shared lib files from besides the app's `public/` (see `sharedPublicDirs` of tools/vite/app.mts). */
const SHARED_PUBLIC_DIRS = [{ prefix: 'public/assets/', dir: 'libs/blog-content/assets' }];

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** Reads what the checks need of the app in `appDir` (an absolute folder) from disk. */
export function readBrand(appDir: string, workspaceRoot: string): BrandSnapshot {
  const configFile = join(appDir, 'public/assets/config/configuration.json');
  let configuration: unknown;
  let configurationError: string | undefined;
  if (!isFile(configFile)) {
    configurationError = `public/assets/config/configuration.json: the file does not exist`;
  } else {
    try {
      configuration = JSON.parse(readFileSync(configFile, 'utf8'));
    } catch (error) {
      configurationError = `public/assets/config/configuration.json: not valid JSON (${(error as Error).message})`;
    }
  }
  const mainFile = join(appDir, 'src/main.tsx');
  const template = isFile(mainFile) ? templateOfMain(readFileSync(mainFile, 'utf8')) : undefined;
  const texts = new Map<string, TextTree>();
  return {
    name: basename(appDir),
    configuration,
    configurationError,
    template,
    exists(file) {
      if (isFile(join(appDir, file))) return true;
      return SHARED_PUBLIC_DIRS.some(
        ({ prefix, dir }) => file.startsWith(prefix) && isFile(join(workspaceRoot, dir, file.slice(prefix.length))),
      );
    },
    texts(language) {
      if (!texts.has(language)) texts.set(language, i18nNodeLib().buildLanguageFile(workspaceRoot, language, appDir) as TextTree);
      return texts.get(language) as TextTree;
    },
  };
}

/**
 * The problems of the brand app in `appDir`: its configuration against the schema, the files it names, its
 * translations and risk warning in every configured language, the contrast of its theme and its links.
 * An empty list: the brand is fine.
 */
export function verifyBrand(appDir: string, workspaceRoot: string): BrandProblem[] {
  return checkBrand(readBrand(appDir, workspaceRoot));
}

/** The report printed by `nx run <app>:verify`: one line when clean, else one line per problem. */
export function formatReport(brand: Pick<BrandSnapshot, 'name' | 'configuration' | 'template'>, problems: BrandProblem[]): string {
  if (problems.length === 0) {
    const languages = languagesOf(brand.configuration);
    return (
      `✔ ${brand.name}: brand verified (${brand.template ?? 'no template'}; configuration, files, ` +
      `translations and risk warning in ${languages.join(', ') || 'no language'}, contrast, links)`
    );
  }
  const width = Math.max(...problems.map((p) => p.rule.length));
  return [
    `✖ ${brand.name}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`,
    ...problems.map((p) => `  ${`[${p.rule}]`.padEnd(width + 2)} ${p.message}`),
  ].join('\n');
}

function languagesOf(configuration: unknown): string[] {
  const app = (configuration as { appConfig?: { languages?: { prefix?: unknown }[] } } | undefined)?.appConfig;
  return (Array.isArray(app?.languages) ? app.languages : []).map((l) => l?.prefix).filter((p): p is string => typeof p === 'string');
}

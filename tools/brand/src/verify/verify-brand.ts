import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { templateOfMain } from '../lib/app-source';
import { i18nNodeLib } from '../lib/workspace-libs';
import { isWarning, type BrandProblem, type BrandSnapshot, type TextTree } from './brand';
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

/**
 * The report printed by `nx run <app>:verify`: one line when clean; else a line with the count of errors and warnings,
 * then one line per problem (errors first, each warning marked `warning:`). Warnings alone still verify the brand.
 */
export function formatReport(brand: Pick<BrandSnapshot, 'name' | 'configuration' | 'template'>, problems: BrandProblem[]): string {
  const errors = problems.filter((p) => !isWarning(p));
  const warnings = problems.filter(isWarning);
  const warningCount = `${warnings.length} warning${warnings.length === 1 ? '' : 's'}`;
  let head: string;
  if (errors.length === 0) {
    const languages = languagesOf(brand.configuration);
    head =
      `✔ ${brand.name}: brand verified (${brand.template ?? 'no template'}; configuration, files, ` +
      `translations and risk warning in ${languages.join(', ') || 'no language'}, contrast, links)`;
    if (warnings.length === 0) return head;
    head += ` with ${warningCount}`;
  } else {
    head = `✖ ${brand.name}: ${errors.length} problem${errors.length === 1 ? '' : 's'}${warnings.length ? `, ${warningCount}` : ''}`;
  }
  const width = Math.max(...problems.map((p) => p.rule.length));
  const line = (p: BrandProblem) => `  ${`[${p.rule}]`.padEnd(width + 2)} ${isWarning(p) ? 'warning: ' : ''}${p.message}`;
  return [head, ...errors.map(line), ...warnings.map(line)].join('\n');
}

function languagesOf(configuration: unknown): string[] {
  const app = (configuration as { appConfig?: { languages?: { prefix?: unknown }[] } } | undefined)?.appConfig;
  return (Array.isArray(app?.languages) ? app.languages : []).map((l) => l?.prefix).filter((p): p is string => typeof p === 'string');
}

import { getProjects, type Tree } from '@nx/devkit';
import type { ThemeFont } from '@brokerfront/config';
import { nextFreePorts, portsOfViteConfig, type AppPorts, type TemplateId } from '../../lib/app-source';
import { configLib } from '../../lib/workspace-libs';
import { ENGLISH_LANGUAGE_NAMES, LANGUAGE_NAMES } from './site-texts';

/** The options of `nx g @brokerfront/brand:app` as given (see schema.json). */
export interface AppGeneratorSchema {
  name: string;
  template: number | string;
  /** Comma-separated language prefixes, the first one the default, e.g. "en,de". */
  languages?: string;
  origin?: string;
  primary: string;
  accent?: string;
  font?: string;
  brandName?: string;
  skipFormat?: boolean;
}

export interface BrandLanguage {
  id: number;
  prefix: string;
  /** The language's name in itself (the language switcher). */
  name: string;
  /** Its English name. */
  englishName: string;
}

/** The options checked and completed. */
export interface NormalizedAppOptions {
  name: string;
  projectRoot: string;
  template: TemplateId;
  templateNumber: 1 | 2 | 3 | 4;
  brandName: string;
  languages: BrandLanguage[];
  origin: string;
  primary: string;
  accent?: string;
  font?: ThemeFont;
  ports: AppPorts;
  skipFormat: boolean;
}

const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const MAX_NAME_LENGTH = 50;
const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Characters above Latin-1 the legal PDFs' standard fonts have (WinAnsiEncoding, see tools/legal/render-pdf.mjs). */
const WIN_ANSI_EXTRA = new Set('ƒ–—‘’‚“”„†‡•…€‰‹›ˆ™ŒœŠšŸŽž˜');

function printableInPdf(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/** "aurora-markets" → "Aurora Markets". */
export function titleCase(name: string): string {
  return name
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

function readJsonIn(tree: Tree, file: string): Record<string, unknown> | undefined {
  try {
    const content = tree.read(file, 'utf-8');
    return content ? (JSON.parse(content) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language prefixes the libs ship texts for: those with a `<prefix>.json` next to every `en.json` in the
 * libs' `src/i18n/` folders (a language missing from one lib would show untranslated texts).
 */
export function supportedLanguages(tree: Tree): string[] {
  let supported: Set<string> | undefined;
  for (const lib of tree.exists('libs') ? tree.children('libs') : []) {
    const dir = `libs/${lib}/src/i18n`;
    if (!tree.exists(`${dir}/en.json`)) continue;
    const here = new Set(
      tree
        .children(dir)
        .map((file) => /^([a-z]{2,3})\.json$/.exec(file)?.[1])
        .filter((prefix): prefix is string => !!prefix),
    );
    supported = supported ? new Set([...supported].filter((prefix) => here.has(prefix))) : here;
  }
  return [...(supported ?? [])].sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
}

/** Every port the apps' Vite configurations take. */
export function usedPorts(tree: Tree): number[] {
  const ports: number[] = [];
  for (const app of tree.exists('apps') ? tree.children('apps') : []) {
    for (const file of tree.children(`apps/${app}`)) {
      if (/^vite\.config\.[cm]?[jt]s$/.test(file)) ports.push(...portsOfViteConfig(tree.read(`apps/${app}/${file}`, 'utf-8') ?? ''));
    }
  }
  return ports;
}

function languageOf(tree: Tree, prefix: string): BrandLanguage {
  const own = readJsonIn(tree, `libs/i18n/src/i18n/${prefix}.json`)?.['languageNames'] as Record<string, unknown> | undefined;
  const english = readJsonIn(tree, 'libs/i18n/src/i18n/en.json')?.['languageNames'] as Record<string, unknown> | undefined;
  const name = typeof own?.[prefix] === 'string' ? (own[prefix] as string) : (LANGUAGE_NAMES[prefix] ?? prefix);
  const englishName = typeof english?.[prefix] === 'string' ? (english[prefix] as string) : (ENGLISH_LANGUAGE_NAMES[prefix] ?? prefix);
  return { id: configLib().languageIdFromPrefix(prefix), prefix, name, englishName };
}

/** An origin: `https://host[:port]/`, or a reason it is not one. */
function parseOrigin(value: string): { origin: string } | { error: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { error: `--origin: "${value}" is not an absolute address; give one such as https://broker.example` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { error: `--origin: "${value}" must start with http:// or https://` };
  }
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) {
    return { error: `--origin: "${value}" must be an origin only (scheme, host and port), e.g. https://broker.example` };
  }
  return { origin: `${url.protocol}//${url.host}/` };
}

/** Checks every option and completes them; throws one error listing every problem. */
export function normalizeOptions(tree: Tree, options: AppGeneratorSchema): NormalizedAppOptions {
  const problems: string[] = [];
  const name = String(options.name ?? '').trim();
  const projectRoot = `apps/${name}`;

  if (!NAME.test(name)) {
    problems.push(
      `name: "${name}" is not a valid app name: use lower-case letters, digits and single hyphens, starting with a letter (e.g. aurora-markets)`,
    );
  } else if (name.length > MAX_NAME_LENGTH) {
    problems.push(`name: "${name}" is longer than ${MAX_NAME_LENGTH} characters`);
  } else if (tree.exists(projectRoot)) {
    problems.push(`name: ${projectRoot} already exists; choose another name`);
  } else if (getProjects(tree).has(name)) {
    problems.push(`name: a project named "${name}" already exists (${getProjects(tree).get(name)?.root}); choose another name`);
  }

  const templateText = String(options.template ?? '').trim();
  const templateMatch = /^(?:template)?([1-4])$/.exec(templateText);
  if (!templateMatch) problems.push(`--template: "${templateText}" is not a template; use 1, 2, 3 or 4`);
  const templateNumber = (templateMatch ? Number(templateMatch[1]) : 1) as 1 | 2 | 3 | 4;

  const supported = supportedLanguages(tree);
  const prefixes = String(options.languages ?? 'en')
    .split(',')
    .map((prefix) => prefix.trim())
    .filter(Boolean);
  if (prefixes.length === 0) problems.push('--languages: give at least one language, e.g. --languages=en,de');
  const seen = new Set<string>();
  for (const prefix of prefixes) {
    if (seen.has(prefix)) problems.push(`--languages: "${prefix}" is listed twice`);
    seen.add(prefix);
    if (!supported.includes(prefix)) {
      problems.push(
        `--languages: "${prefix}" is not a language the libs have translation files for; known: ${supported.join(', ') || '(none found under libs/*/src/i18n)'}`,
      );
    }
  }

  const ports = nextFreePorts(usedPorts(tree));
  let origin = `http://localhost:${ports.dev}/`;
  if (options.origin !== undefined && String(options.origin).trim() !== '') {
    const parsed = parseOrigin(String(options.origin).trim());
    if ('error' in parsed) problems.push(parsed.error);
    else origin = parsed.origin;
  }

  const colour = (option: string, value: string | undefined, required: boolean): string | undefined => {
    if (value === undefined || String(value).trim() === '') {
      if (required) problems.push(`--${option}: give the brand's ${option} colour as #rgb or #rrggbb, e.g. --${option}=#0a5f38`);
      return undefined;
    }
    const text = String(value).trim();
    if (!COLOUR.test(text)) {
      problems.push(
        `--${option}: "${text}" is not a colour; use #rgb or #rrggbb, e.g. #0a5f38 (quote it in a shell: "--${option}=#0a5f38")`,
      );
      return undefined;
    }
    return text.toLowerCase();
  };
  const primary = colour('primary', options.primary, true) ?? '#000000';
  const accent = colour('accent', options.accent, false);

  const fonts = configLib().THEME_FONTS as readonly string[];
  let font: ThemeFont | undefined;
  if (options.font !== undefined && String(options.font).trim() !== '') {
    const text = String(options.font).trim();
    if (fonts.includes(text)) font = text as ThemeFont;
    else problems.push(`--font: "${text}" is not a theme font; use one of ${fonts.join(', ')}`);
  }

  const brandName = (options.brandName ?? '').trim() || titleCase(name);
  if (!brandName) problems.push('--brandName: give the brand name, e.g. --brandName="Aurora Markets"');
  if (brandName.length > 60) problems.push(`--brandName: "${brandName}" is longer than 60 characters`);
  const unprintable = [...new Set([...brandName].filter((char) => !printableInPdf(char)))];
  if (unprintable.length > 0) {
    problems.push(
      `--brandName: "${brandName}" has characters the legal documents' PDF fonts cannot print (${unprintable.join(' ')}); use Latin-1 letters`,
    );
  }

  if (problems.length > 0) {
    throw new Error(`Cannot generate the brand app "${name}":\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }

  return {
    name,
    projectRoot,
    template: `template${templateNumber}`,
    templateNumber,
    brandName,
    languages: prefixes.map((prefix) => languageOf(tree, prefix)),
    origin,
    primary,
    ...(accent ? { accent } : {}),
    ...(font ? { font } : {}),
    ports,
    skipFormat: options.skipFormat ?? false,
  };
}

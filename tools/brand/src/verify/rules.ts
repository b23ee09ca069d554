import { posix } from 'node:path';
import { configLib, themeLib } from '../lib/workspace-libs';
import type { BrandProblem, BrandSnapshot, RuleName, TextTree } from './brand';

/**
 * The checks of a brand app, as pure functions of a {@link BrandSnapshot}. Each check reads the configuration as
 * written (not the schema's output), so a schema error in one section does not hide the problems of the others.
 */

type Json = Record<string, unknown>;

const CONFIG_FILE = 'public/assets/config/configuration.json';
/** Shown on every page with its label (`marketing:riskWarning.label` of the page's language). */
const RISK_LABEL_KEY = 'marketing.riskWarning.label';
/** The general risk warning, shown in a language the brand gives no text of its own for. */
const RISK_FALLBACK_KEY = 'marketing.riskWarning.fallback';
/** How many missing keys of one language a problem lists. */
const LISTED_KEYS = 10;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const objectAt = (value: unknown): Json => (isObject(value) ? value : {});
const listAt = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const isText = (value: unknown): value is string => typeof value === 'string';
const quote = (value: unknown) => (isText(value) ? JSON.stringify(value) : String(value));

function problem(rule: RuleName, path: string, message: string): BrandProblem {
  return { rule, path, message };
}

/** Whether a text is an absolute http:// or https:// address. */
export function isHttpUrl(value: unknown): value is string {
  if (!isText(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
  } catch {
    return false;
  }
}

/** A path of the site (`/assets/x.svg`, `assets/x.svg`) as a file of the app's `public/` folder; null when it leaves it. */
function publicFile(sitePath: string): string | null {
  const clean = sitePath.split(/[?#]/)[0].replace(/^\/+/, '');
  if (!clean || clean.split('/').includes('..')) return null;
  return `public/${clean}`;
}

/** An address on another host (`https://…`, `//cdn…`, `data:`): not a file of the app. */
const isElsewhere = (value: string) => /^([a-z][a-z\d+\-.]*:|\/\/)/i.test(value);

/** A folder setting (`imagesDir`, `uploadsDir`) as a site path ending in `/`, or null when on another host. */
function folderSetting(value: unknown, fallback: string): string | null {
  const folder = isText(value) ? value : fallback;
  if (isElsewhere(folder)) return null;
  const clean = folder.replace(/^\/+/, '');
  return clean && !clean.endsWith('/') ? `${clean}/` : clean;
}

// ---------------------------------------------------------------------------------------------------------------
// configuration: the schema of @brokerfront/config, strict (an unknown field is a problem here).

export function checkConfiguration(brand: BrandSnapshot): BrandProblem[] {
  if (brand.configuration === undefined) {
    return [problem('configuration', CONFIG_FILE, brand.configurationError ?? `${CONFIG_FILE} could not be read`)];
  }
  const result = configLib().parseSiteConfiguration(brand.configuration);
  const problems = result.ok ? [] : result.problems;
  const unknown = result.warnings ?? [];
  return [
    ...problems.map((p) => problem('configuration', p.path, p.message)),
    ...unknown.map((p) =>
      problem('configuration', p.path, `${p.path}: unknown field (the JSON Schema does not allow it${hint(p.expected)}), found ${p.found}`),
    ),
  ];
}

function hint(expected: string): string {
  const suggestion = /did you mean "([^"]+)"/.exec(expected);
  return suggestion ? `; did you mean "${suggestion[1]}"?` : '';
}

// ---------------------------------------------------------------------------------------------------------------
// files: every file the configuration names, and the images every home page shows.

/**
 * An image path of the configuration as the site resolves it (`resolveImagePath` of @brokerfront/ui-templates):
 * addresses and absolute paths as they are, `assets/…` and `{imagesDir}…` from the site root, anything else inside
 * imagesDir.
 */
function imageSitePath(image: string, imagesDir: string): string {
  if (image.startsWith('/') || image.startsWith('assets/') || (imagesDir && image.startsWith(imagesDir))) return image;
  return `${imagesDir}${image}`;
}

export function checkFiles(brand: BrandSnapshot): BrandProblem[] {
  const root = objectAt(brand.configuration);
  const app = objectAt(root['appConfig']);
  const theme = objectAt(root['theme']);
  const problems: BrandProblem[] = [];

  const requireFile = (path: string, what: string, sitePath: unknown) => {
    if (!isText(sitePath) || !sitePath.trim() || isElsewhere(sitePath)) return;
    const file = publicFile(sitePath);
    if (file === null) problems.push(problem('files', path, `${path}: ${what} "${sitePath}" must stay inside the site (no "..")`));
    else if (!brand.exists(file))
      problems.push(problem('files', path, `${path}: ${what} ${quote(sitePath)} does not exist (expected ${file})`));
  };

  requireFile('theme.logo.src', 'the logo', objectAt(theme['logo'])['src']);
  requireFile('theme.favicon', 'the favicon', theme['favicon']);

  const imagesDir = folderSetting(app['imagesDir'], 'assets/images/');
  if (imagesDir !== null) {
    requireFile('appConfig.imagesDir', "the home page's hero image", `${imagesDir}hero.svg`);
    requireFile('appConfig.imagesDir', "the home page's hero background", `${imagesDir}hero-vector.svg`);
    listAt(app['mediaNews']).forEach((item, index) => {
      const image = objectAt(item)['image'];
      if (isText(image) && image.trim() && !isElsewhere(image)) {
        requireFile(`appConfig.mediaNews[${index}].image`, 'the image', imageSitePath(image, imagesDir));
      }
    });
  }

  const uploadsDir = folderSetting(app['uploadsDir'], 'assets/uploads/');
  if (uploadsDir !== null) {
    listAt(app['documents']).forEach((item, index) => {
      const { name, fileName } = objectAt(item);
      if (!isText(fileName) || !fileName.trim()) return;
      const path = `appConfig.documents[${index}]`;
      const label = `the document ${isText(name) ? `"${name}" ` : ''}(${fileName})`;
      const file = fileName.replace(/^\/+/, '');
      const inPublic = publicFile(`${uploadsDir}${file}`);
      if (inPublic === null || file.split('/').includes('..')) {
        problems.push(problem('files', path, `${path}: ${label} must stay inside uploadsDir ("${uploadsDir}")`));
        return;
      }
      const isPdf = /\.pdf$/i.test(file);
      const text = isPdf ? `legal/${file.replace(/\.pdf$/i, '')}.md` : null;
      if ((text && brand.exists(text)) || brand.exists(inPublic)) return;
      problems.push(
        problem(
          'files',
          path,
          text
            ? `${path}: ${label} has neither a text (${text}, made into the PDF at build) nor a file (${inPublic})`
            : `${path}: ${label} does not exist (expected ${inPublic}; only PDFs are generated from legal/*.md)`,
        ),
      );
    });
  }

  const schema = root['$schema'];
  if (isText(schema) && schema.trim() && !isElsewhere(schema)) {
    // Relative to the configuration file; may lead out of the app (to libs/config/configuration.schema.json).
    const file = posix.normalize(`public/assets/config/${schema}`);
    if (!brand.exists(file))
      problems.push(problem('files', '$schema', `$schema: ${quote(schema)} does not exist (${file} from the app folder)`));
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// translations and the risk warning: every configured language against English.

/** The configured language prefixes (appConfig.languages[].prefix), valid ones only (the schema names the others). */
function configuredLanguages(configuration: unknown): string[] {
  const app = objectAt(objectAt(configuration)['appConfig']);
  const prefixes = listAt(app['languages'])
    .map((language) => objectAt(language)['prefix'])
    .filter((prefix): prefix is string => isText(prefix) && /^[a-z]{2,3}$/.test(prefix));
  return [...new Set(prefixes)];
}

/** Every leaf of a text tree as `dotted.key → value`. */
export function flattenTexts(tree: TextTree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isObject(value)) for (const [leaf, text] of flattenTexts(value, path)) out.set(leaf, text);
    else out.set(path, value);
  }
  return out;
}

const isBlank = (value: unknown) => !isText(value) || value.trim() === '';

function listKeys(keys: string[]): string {
  const shown = keys.slice(0, LISTED_KEYS).join(', ');
  return keys.length > LISTED_KEYS ? `${shown} … and ${keys.length - LISTED_KEYS} more` : shown;
}

/** The merged texts of a language, or the reason they cannot be built. */
function textsOf(brand: BrandSnapshot, language: string): { texts: Map<string, unknown> } | { error: string } {
  try {
    return { texts: flattenTexts(brand.texts(language)) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

export function checkTranslations(brand: BrandSnapshot): BrandProblem[] {
  const languages = configuredLanguages(brand.configuration);
  if (languages.length === 0) return [];
  const reference = textsOf(brand, 'en');
  if ('error' in reference) return [problem('translations', 'en', `en: the English texts cannot be built: ${reference.error}`)];
  const problems: BrandProblem[] = [];
  for (const language of languages) {
    const own = language === 'en' ? reference : textsOf(brand, language);
    if ('error' in own) {
      problems.push(problem('translations', language, `${language}: the texts cannot be built: ${own.error}`));
      continue;
    }
    const missing = [...reference.texts.keys()].filter((key) => !own.texts.has(key));
    const empty = [...own.texts].filter(([, value]) => isBlank(value)).map(([key]) => key);
    if (missing.length === reference.texts.size && missing.length > 0) {
      problems.push(
        problem(
          'translations',
          language,
          `${language}: no texts at all (none of the ${missing.length} English keys; the libs have no "${language}" translation files)`,
        ),
      );
      continue;
    }
    if (missing.length > 0) {
      problems.push(
        problem(
          'translations',
          language,
          `${language}: ${missing.length} of ${reference.texts.size} English keys missing: ${listKeys(missing)}`,
        ),
      );
    }
    if (empty.length > 0) {
      problems.push(problem('translations', language, `${language}: ${empty.length} empty texts: ${listKeys(empty)}`));
    }
  }
  return problems;
}

/**
 * The brand's own risk warning texts by language prefix, as the site reads appConfig.riskWarningInfo (a plain text
 * is the default language's); null when the field is neither a text nor an object (named by the configuration check).
 */
function brandRiskWarnings(app: Json): Map<string, string> | null {
  const value = app['riskWarningInfo'];
  if (value === undefined || isText(value)) {
    const prefix = objectAt(app['defaultLanguage'])['prefix'];
    return new Map(isBlank(value) || !isText(prefix) ? [] : [[prefix, value as string]]);
  }
  if (!isObject(value)) return null;
  return new Map(Object.entries(value).filter((entry): entry is [string, string] => !isBlank(entry[1])));
}

export function checkRiskWarning(brand: BrandSnapshot): BrandProblem[] {
  const languages = configuredLanguages(brand.configuration);
  const app = objectAt(objectAt(brand.configuration)['appConfig']);
  const problems: BrandProblem[] = [];
  // The site shows the brand's risk warning of the page's language (appConfig.riskWarningInfo: one text, the default
  // language's, or texts by prefix) and, in a language the brand gives none for, the general risk warning of the
  // translations; with no text in any language it shows no risk warning at all. Every language titles it with its label.
  const own = brandRiskWarnings(app);
  if (own !== null && own.size === 0) {
    problems.push(
      problem(
        'risk-warning',
        'appConfig.riskWarningInfo',
        `appConfig.riskWarningInfo is empty: no page shows a risk warning${languages.length ? ` (in ${languages.join(', ')})` : ''}`,
      ),
    );
  }
  const given = own ? languages.filter((language) => own.has(language)) : [];
  for (const language of languages) {
    const texts = textsOf(brand, language);
    if ('error' in texts) continue; // named by the translations check
    if (isBlank(texts.texts.get(RISK_LABEL_KEY))) {
      problems.push(
        problem(
          'risk-warning',
          language,
          `${language}: the risk warning has no title in this language (${RISK_LABEL_KEY} is ${texts.texts.has(RISK_LABEL_KEY) ? 'empty' : 'missing'})`,
        ),
      );
    }
    if (!own || own.size === 0 || own.has(language)) continue;
    if (isBlank(texts.texts.get(RISK_FALLBACK_KEY))) {
      problems.push(
        problem(
          'risk-warning',
          language,
          `${language}: the risk warning has no text in this language: neither appConfig.riskWarningInfo.${language} nor ` +
            `${RISK_FALLBACK_KEY} (${texts.texts.has(RISK_FALLBACK_KEY) ? 'empty' : 'missing'})`,
        ),
      );
      continue;
    }
    const how = isText(app['riskWarningInfo'])
      ? `appConfig.riskWarningInfo is one text, the default language's (${given.join(', ')})`
      : `appConfig.riskWarningInfo has texts for ${given.join(', ') || 'no configured language'} only`;
    problems.push({
      ...problem(
        'risk-warning',
        language,
        `${language}: no risk warning of the brand in this language (${how}): its pages show the general one of the ` +
          `translations (${RISK_FALLBACK_KEY}); give appConfig.riskWarningInfo.${language} to show the brand's own`,
      ),
      severity: 'warning',
    });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// contrast: the theme's colours over the app's template, WCAG 2.2 AA in the light and the dark theme.

/** A contrast ratio as WCAG writes it, truncated (never rounded up to a pass): 4.4999 → "4.49:1". */
export const ratioText = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

export function checkContrast(brand: BrandSnapshot): BrandProblem[] {
  const raw = objectAt(brand.configuration)['theme'];
  if (raw === undefined) return [];
  const parsed = configLib().themeSchema.safeParse(raw);
  if (!parsed.success) return []; // named by the configuration check
  if (!brand.template) return []; // named by the template check
  const { contrastChecks, resolveTheme } = themeLib();
  return contrastChecks(resolveTheme(parsed.data, brand.template))
    .filter((check) => check.fromTheme && !check.ok)
    .map((check) => {
      const path = check.variant === 'dark' ? 'theme.dark' : 'theme';
      return problem(
        'contrast',
        path,
        `${check.variant} theme: ${check.pair}: ${check.foreground} on ${check.background} has ${ratioText(check.ratio)}, WCAG 2.2 AA needs ${check.required}:1`,
      );
    });
}

// ---------------------------------------------------------------------------------------------------------------
// links: addresses of the configuration.

export function checkLinks(brand: BrandSnapshot): BrandProblem[] {
  const root = objectAt(brand.configuration);
  if (!isObject(brand.configuration)) return [];
  const app = objectAt(root['appConfig']);
  const problems: BrandProblem[] = [];
  const origin = app['origin'];
  if (!isHttpUrl(origin)) {
    problems.push(
      problem(
        'links',
        'appConfig.origin',
        `appConfig.origin must be an absolute http(s) address such as "https://broker.example/", found ${quote(origin)}`,
      ),
    );
  } else if (root['production'] === true && new URL(origin).protocol !== 'https:') {
    problems.push(problem('links', 'appConfig.origin', `appConfig.origin must use https when production is true, found ${quote(origin)}`));
  }
  for (const key of ['loginLink', 'signUpLink']) {
    const link = app[key];
    if (link === undefined) continue; // named by the configuration check
    const isPath = isText(link) && link.startsWith('/') && !link.startsWith('//');
    if (!isPath && !isHttpUrl(link)) {
      problems.push(
        problem(
          'links',
          `appConfig.${key}`,
          `appConfig.${key} must be a path of this site starting with "/" or an absolute http(s) address, found ${quote(link)}`,
        ),
      );
    }
  }
  listAt(app['mediaNews']).forEach((item, index) => {
    const url = objectAt(item)['url'];
    if (!isHttpUrl(url)) {
      const path = `appConfig.mediaNews[${index}].url`;
      problems.push(problem('links', path, `${path} must be an absolute http(s) address, found ${quote(url)}`));
    }
  });
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------

export function checkTemplate(brand: BrandSnapshot): BrandProblem[] {
  if (brand.template) return [];
  return [
    problem(
      'template',
      'src/main.tsx',
      "src/main.tsx: no template found (expected startSite({ template: 'template1' … 'template4', … })); the contrast check needs it",
    ),
  ];
}

/**
 * Every check of a brand app, in order; a schema problem also named by the links check is listed once. Without a
 * configuration (missing, not JSON, not an object) only that and the template are reported.
 */
export function checkBrand(brand: BrandSnapshot): BrandProblem[] {
  if (!isObject(brand.configuration)) return [...checkConfiguration(brand), ...checkTemplate(brand)];
  const links = checkLinks(brand);
  const linkPaths = new Set(links.map((p) => p.path));
  return [
    ...checkConfiguration(brand).filter((p) => !linkPaths.has(p.path)),
    ...checkTemplate(brand),
    ...checkFiles(brand),
    ...checkTranslations(brand),
    ...checkRiskWarning(brand),
    ...checkContrast(brand),
    ...links,
  ];
}

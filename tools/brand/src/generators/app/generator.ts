import { formatFiles, generateFiles, logger, readJson, updateJson, writeJson, type GeneratorCallback, type Tree } from '@nx/devkit';
import { join } from 'node:path';
import { configLib, themeLib } from '../../lib/workspace-libs';
import { ratioText } from '../../verify/rules';
import { faviconSvg, initialOf, logoSvg, type MarkOptions } from './brand-assets';
import { brandConfiguration, companyOf, FAVICON_PATH, LOGO_PATH, supportEmail } from './configuration';
import { LEGAL_DOCUMENTS } from './legal-texts';
import { normalizeOptions, type AppGeneratorSchema, type NormalizedAppOptions } from './options';
import { DEFAULT_RISK_WARNING, siteDescription } from './site-texts';

export type { AppGeneratorSchema } from './options';

/** BCP 47 tags of the language prefixes that are not one (`<html lang>` of the app shell). */
const HTML_LANG: Readonly<Record<string, string>> = { swe: 'sv', esp: 'es', svn: 'sl', ita: 'it' };

const cssComment = (text: string) => text.replace(/\*\//g, '* /');

/** The general risk warning of the libs in a language (`marketing:riskWarning.fallback`), if they have one. */
function riskWarningIn(tree: Tree, language: string): string | undefined {
  const file = `libs/ui-templates/src/i18n/${language}.json`;
  if (tree.exists(file)) {
    const text = (readJson(tree, file) as { riskWarning?: { fallback?: unknown } }).riskWarning?.fallback;
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return undefined;
}

/** The brand's risk warning in each of its languages the libs have one for; the ESMA text in the default language without one. */
function riskWarnings(tree: Tree, options: NormalizedAppOptions): Record<string, string> {
  const [defaultLanguage] = options.languages;
  const texts: Record<string, string> = {};
  for (const { prefix } of options.languages) {
    const text = riskWarningIn(tree, prefix) ?? (prefix === defaultLanguage.prefix ? DEFAULT_RISK_WARNING : undefined);
    if (text) texts[prefix] = text;
  }
  return texts;
}

/** The brand's translation overrides: its site description in each language but English (which is appConfig.description). */
function translationOverrides(options: NormalizedAppOptions): Record<string, object> {
  const files: Record<string, object> = {};
  for (const { prefix } of options.languages) {
    const description = prefix === 'en' ? undefined : siteDescription(prefix, options.brandName);
    files[prefix] = description ? { site: { meta: { description } } } : {};
  }
  return files;
}

/** Adds the app to the workspace's TypeScript solution (what `nx sync` would do). */
function addToTsSolution(tree: Tree, projectRoot: string): void {
  if (!tree.exists('tsconfig.json')) return;
  updateJson(tree, 'tsconfig.json', (json: { references?: { path: string }[] }) => {
    const path = `./${projectRoot}`;
    const references = json.references ?? [];
    if (!references.some((reference) => reference.path.replace(/\/$/, '') === path)) references.push({ path });
    return { ...json, references };
  });
}

/** `nx g @brokerfront/brand:app <name> --template=N …`: a new brand app in apps/<name> (README.md). */
export async function appGenerator(tree: Tree, schema: AppGeneratorSchema): Promise<GeneratorCallback> {
  const options = normalizeOptions(tree, schema);
  const { projectRoot, brandName } = options;
  const { readableTextOn, resolveTheme, contrastChecks, TEMPLATE_PALETTES } = themeLib();

  const configuration = brandConfiguration(options, riskWarnings(tree, options), new Date().getFullYear());
  const check = configLib().parseSiteConfiguration(configuration);
  if (!check.ok || check.warnings.length > 0) {
    const problems = check.ok ? check.warnings : [...check.problems, ...(check.warnings ?? [])];
    throw new Error(
      `The generated configuration is not valid (a bug of the generator):\n${problems.map((p) => `  - ${p.message}`).join('\n')}`,
    );
  }

  const theme = resolveTheme(check.config.theme, options.template).light;
  generateFiles(tree, join(__dirname, 'files'), projectRoot, {
    tmpl: '',
    name: options.name,
    brandName,
    cssComment,
    templateId: options.template,
    templateNumber: options.templateNumber,
    devPort: options.ports.dev,
    previewPort: options.ports.preview,
    htmlLang: HTML_LANG[options.languages[0].prefix] ?? options.languages[0].prefix,
    primary: theme.primary,
    primaryText: theme.primaryText,
    accent: theme.accent,
    accentText: theme.accentText,
    soft: theme.primarySoft,
  });

  writeJson(tree, `${projectRoot}/public/assets/config/configuration.json`, configuration);

  const mark: MarkOptions = {
    initial: initialOf(brandName),
    background: options.primary,
    foreground: readableTextOn(options.primary),
    radius: TEMPLATE_PALETTES[options.template].radius,
    title: brandName,
  };
  tree.write(`${projectRoot}/public/${LOGO_PATH}`, logoSvg(mark));
  tree.write(`${projectRoot}/public/${FAVICON_PATH}`, faviconSvg(mark));
  tree.write(`${projectRoot}/public/favicon.svg`, faviconSvg(mark));

  const legal = {
    brandName,
    company: companyOf(brandName),
    email: supportEmail(options.origin, options.name),
    origin: options.origin,
    languageNames: options.languages.map((language) => language.englishName),
    year: new Date().getFullYear(),
  };
  for (const document of LEGAL_DOCUMENTS) {
    tree.write(`${projectRoot}/legal/${document.fileName.replace(/\.pdf$/, '')}.md`, document.markdown(legal));
  }

  for (const [language, overrides] of Object.entries(translationOverrides(options))) {
    writeJson(tree, `${projectRoot}/src/i18n/${language}.json`, overrides);
  }

  addToTsSolution(tree, projectRoot);

  const lowContrast = contrastChecks(resolveTheme(check.config.theme, options.template)).filter((c) => c.fromTheme && !c.ok);
  if (lowContrast.length > 0) {
    logger.warn(
      [
        `The theme's colours do not meet WCAG 2.2 AA on ${options.template} (nx run ${options.name}:verify reports them until they do):`,
        ...lowContrast.map(
          (c) => `  - ${c.variant} theme: ${c.pair}: ${c.foreground} on ${c.background} has ${ratioText(c.ratio)}, needs ${c.required}:1`,
        ),
        '  A darker --primary (or theme.primary / theme.dark in the configuration) fixes them.',
      ].join('\n'),
    );
  }

  if (!options.skipFormat) await formatFiles(tree);

  return () => {
    logger.info(
      [
        '',
        `${brandName} is apps/${options.name} (${options.template}, ${options.languages.map((l) => l.prefix).join(', ')}).`,
        '  npm install                        # records the new app (an npm workspace) in package-lock.json',
        `  npx nx serve ${options.name}           # http://localhost:${options.ports.dev}/ (preview: ${options.ports.preview})`,
        `  npx nx run ${options.name}:verify      # configuration, files, translations, contrast, links`,
        `  npx nx run ${options.name}:build       # dist/apps/${options.name}`,
        'Before publishing, replace appConfig.contactInfo and the drafts in legal/*.md with the brand’s own.',
        'The reference backend allows sign-in from local ports 4200–4399; a deployment adds its origin to its identity service.',
      ].join('\n'),
    );
  };
}

export default appGenerator;

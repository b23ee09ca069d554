#!/usr/bin/env node
/**
 * Checks a built app's stylesheets against what its pages draw: every class that a lib stylesheet styles and that
 * a JavaScript chunk of the build renders must have its rule in the CSS that chunk loads (its own stylesheets, those
 * of the chunks it imports, and the entry's); every such class in a prerendered page's markup must have its rule in
 * the stylesheets that page links or inlines. A stylesheet imported only by a module the bundler drops (a folder's
 * `index.ts` that re-exports names, under `"sideEffects": ["**\/*.css"]`) leaves its classes in the JavaScript and
 * its rules nowhere, and this check names each of them.
 *
 *   node tools/prerender/built-styles.mjs <app> [--dist <folder of the built app>] [--manifest <client-manifest.json>]
 *
 * Runs at the end of every prerender (so every `nx build` of every app, a generated brand's included) and in the
 * browser tests' build checks. Exits with 1 and one line per missing rule when the build does not hold.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/** The files under a folder that `keep` accepts, skipping installed and built folders. */
const listFiles = (dir, keep) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        if (['node_modules', 'dist', 'storybook-static'].includes(entry.name) || entry.name.startsWith('.')) return [];
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? listFiles(full, keep) : keep(full) ? [full] : [];
      })
    : [];

const stripComments = (css) => css.replace(/\/\*[\s\S]*?\*\//g, '');
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The classes the libs' stylesheets style as the start of a selector (`.bf-client__topbar …`), each with the
 * stylesheets that do. A class only ever styled inside another (`.bf-client__brand .bf-brand__name`) is an override
 * of a component's own rule, not the rule it needs, and is left out.
 */
export function libStyleClasses(libsDir = path.join(workspaceRoot, 'libs')) {
  const classes = new Map();
  const sources = fs.existsSync(libsDir) ? fs.readdirSync(libsDir).map((lib) => path.join(libsDir, lib, 'src')) : [];
  for (const file of sources.flatMap((dir) => listFiles(dir, (f) => f.endsWith('.css')))) {
    const css = stripComments(fs.readFileSync(file, 'utf8'));
    for (const match of css.matchAll(/(?:^|[{},;])\s*\.(bf-[\w-]+)/gm)) {
      if (!classes.has(match[1])) classes.set(match[1], new Set());
      classes.get(match[1]).add(path.relative(workspaceRoot, file));
    }
  }
  return classes;
}

/** Stylesheets every page loads with the app's entry (`libs/ui-templates/src/index.ts` imports them). */
const ENTRY_STYLESHEETS = [
  'tokens/tokens.css',
  'tokens/base.css',
  'components/components.css',
  'templates/palettes.css',
  'templates/layouts.css',
  'home/home.css',
].map((file) => `libs/ui-templates/src/${file}`);

/**
 * The source rule behind the build check: a component file that draws a class only one stylesheet styles imports
 * that stylesheet itself (a folder's `index.ts` importing it is not enough: the bundler may drop a module that only
 * re-exports names, its CSS with it). The stylesheets the entry loads are exempt. Gives one line per file and
 * stylesheet it should import.
 */
export function missingStyleImports(libDir = path.join(workspaceRoot, 'libs/ui-templates/src'), classes = libStyleClasses()) {
  const problems = [];
  const components = listFiles(libDir, (f) => /\.tsx?$/.test(f) && !/\.(spec|stories|test)\.tsx?$/.test(f) && !f.endsWith('.d.ts'));
  for (const file of components) {
    const source = fs.readFileSync(file, 'utf8');
    const imported = new Set(
      [...source.matchAll(/^import '(\.[^']+\.css)';/gm)].map((m) => path.relative(workspaceRoot, path.resolve(path.dirname(file), m[1]))),
    );
    const needed = new Map();
    for (const match of source.matchAll(/bf-[\w-]+/g)) {
      const sheets = classes.get(match[0]);
      if (!sheets || sheets.size !== 1) continue;
      const [sheet] = sheets;
      if (ENTRY_STYLESHEETS.includes(sheet) || imported.has(sheet)) continue;
      needed.set(sheet, [...(needed.get(sheet) ?? []), `.${match[0]}`]);
    }
    for (const [sheet, names] of needed) {
      problems.push(
        `${path.relative(workspaceRoot, file)} draws ${[...new Set(names)].slice(0, 3).join(', ')} of ${sheet} without importing it`,
      );
    }
  }
  return problems;
}

/** Whether minified or plain CSS has a rule whose selector starts with the class. */
const hasLeadingRule = (css, cls) => new RegExp(`(?:^|[{},;])\\s*\\.${escape(cls)}(?![\\w-])`, 'm').test(css);

/** The classes of `classes` that a text names as a whole word (in a JavaScript string or a class attribute). */
function namedClasses(text, classes) {
  const found = new Set();
  for (const match of text.matchAll(/bf-[\w-]+/g)) if (classes.has(match[0])) found.add(match[0]);
  return found;
}

/** Missing classes by the stylesheet that styles them: `[sheet, ".a, .b and 3 more"]`. */
function groupBySheet(missing, classes) {
  const bySheet = new Map();
  for (const cls of missing) {
    const sheet = [...classes.get(cls)].join(' or ');
    bySheet.set(sheet, [...(bySheet.get(sheet) ?? []), `.${cls}`]);
  }
  return [...bySheet].map(([sheet, names]) => [
    sheet,
    names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', '),
  ]);
}

/**
 * Problems of one built app, as lines ("<where> renders .<class> (<stylesheet>) but …"); empty when every rule
 * reaches every chunk and page that uses it.
 */
export function checkBuiltStyles({ dist, manifest, classes = libStyleClasses() }) {
  const problems = [];
  const cssText = new Map();
  const readCss = (file) => {
    if (!cssText.has(file))
      cssText.set(file, fs.existsSync(path.join(dist, file)) ? stripComments(fs.readFileSync(path.join(dist, file), 'utf8')) : '');
    return cssText.get(file);
  };
  const entries = Object.values(manifest);
  const entryCss = entries.filter((e) => e.isEntry).flatMap((e) => e.css ?? []);
  const keyOf = new Map(Object.entries(manifest).map(([key, e]) => [e, key]));
  /** The stylesheets loaded with a chunk: its own and those of the chunks it imports statically, and the entry's. */
  const stylesOf = (entry, files = new Set(entryCss), seen = new Set()) => {
    if (seen.has(entry)) return files;
    seen.add(entry);
    for (const file of entry.css ?? []) files.add(file);
    for (const imported of entry.imports ?? []) if (manifest[imported]) stylesOf(manifest[imported], files, seen);
    return files;
  };
  for (const entry of entries) {
    if (!entry.file.endsWith('.js')) continue;
    const file = path.join(dist, entry.file);
    if (!fs.existsSync(file)) continue;
    const used = namedClasses(fs.readFileSync(file, 'utf8'), classes);
    if (used.size === 0) continue;
    const styles = [...stylesOf(entry)];
    const loaded = styles.map(readCss).join('\n');
    const missing = groupBySheet(
      [...used].filter((cls) => !hasLeadingRule(loaded, cls)),
      classes,
    );
    for (const [sheet, names] of missing) {
      problems.push(
        `${entry.file} (${keyOf.get(entry) ?? 'chunk'}) renders ${names} of ${sheet}, not in the CSS it loads (${styles.join(', ') || 'none'})`,
      );
    }
  }
  // The prerendered pages: what their markup shows before any script runs.
  for (const page of listFiles(dist, (f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(page, 'utf8');
    const body = html.slice(html.indexOf('<body'));
    const markupClasses = new Set();
    for (const attr of body.matchAll(/\sclass="([^"]*)"/g))
      for (const cls of attr[1].split(/\s+/)) if (classes.has(cls)) markupClasses.add(cls);
    if (markupClasses.size === 0) continue;
    const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*\shref="\/([^"]+)"/g)].map((m) => m[1]);
    const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    const loaded = [...linked.map(readCss), ...inline].join('\n');
    const missing = groupBySheet(
      [...markupClasses].filter((cls) => !hasLeadingRule(loaded, cls)),
      classes,
    );
    for (const [sheet, names] of missing)
      problems.push(`${path.relative(dist, page)} shows ${names} of ${sheet}, not in the stylesheets it links`);
  }
  return problems;
}

/** The check of a built app by name, with its manifest where the prerenderer keeps it. */
export function checkBuiltApp(app, options = {}) {
  const dist = options.dist ?? path.join(workspaceRoot, 'dist/apps', app);
  const manifestFile = options.manifest ?? path.join(workspaceRoot, 'dist/prerender', app, 'client-manifest.json');
  if (!fs.existsSync(manifestFile))
    throw new Error(`${app}: no client manifest at ${path.relative(process.cwd(), manifestFile)} (build the app first)`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  return checkBuiltStyles({ dist, manifest });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [app, ...rest] = process.argv.slice(2);
  if (!app) {
    console.error('usage: built-styles.mjs <app> [--dist <dir>] [--manifest <file>]');
    process.exit(2);
  }
  const options = {};
  for (let i = 0; i < rest.length; i += 2) options[rest[i].replace(/^--/, '')] = path.resolve(rest[i + 1]);
  const problems = checkBuiltApp(app, options);
  if (problems.length > 0) {
    console.error(`styles ${app}: ${problems.length} rule(s) missing from the CSS that uses them\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`styles ${app}: every lib stylesheet reaches the chunks and pages that use it`);
}

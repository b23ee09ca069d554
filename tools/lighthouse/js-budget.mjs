#!/usr/bin/env node
/**
 * First-load JavaScript of the public pages of the built template apps, against the budget.
 *
 * For each app in the dist folder (template1..4) and each measured page (home, one blog article, contact — `/about` in an
 * app configured without a contact page), reads the
 * prerendered HTML as served and sums the JavaScript the browser fetches before the page can run: the
 * `<script type="module" src>` and every `<link rel="modulepreload">`, each file once, gzipped at level 9 like a
 * static server's precompressed files. The breakdown by package comes from the build's hidden source maps
 * (`dist/prerender/<app>/maps/`): each file's gzipped size is shared out in proportion to the bytes of generated code
 * that map to each package (`react-dom`, `react-router`, `libs/site`…). Code mapped to no source (the bundler's imports
 * between chunks, Vite's preload helper and its chunk lists) is "(unmapped)", the runtime chunk "(bundler runtime)".
 *
 *   npm run budget:js [-- --report] [--dist dist/apps] [--only template1] [--files] [--json out.json]
 *
 * Two figures: the target ({@link JS_BUDGET_KIB}, the product's budget, reported) and the ceiling
 * ({@link JS_CEILING_KIB}, enforced). Exits 1 when a page is over the ceiling, unless `--report` (then it only prints).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs as parseCliArgs } from 'node:util';
import * as zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { resolveRequest } from './serve.mjs';

/** First-load JavaScript budget (target) of a public page, in KiB gzipped: each page over it is reported. */
export const JS_BUDGET_KIB = 120;

/**
 * The enforced ceiling, in KiB gzipped: a page over it fails the run (CI). The target is below what the product's
 * own libraries weigh together on a page that hydrates (react-dom, React Router's data router, i18next, react,
 * react-i18next, scheduler: about 114 KiB), so the ceiling leaves the product's code its measured share and no more:
 * a change that adds to the first load has to be weighed here.
 */
export const JS_CEILING_KIB = 150;

/** Whether a package of the breakdown is the product's own code (a lib or app of this workspace, or the bundler's glue). */
const isOwnCode = (pkg) => /^(libs|apps)\//.test(pkg) || pkg.startsWith('(');

/** The pages measured in each app (the same as the Lighthouse run). */
export const MEASURED_PAGES = ['/', '/blog/forex-basics', '/contact'];

/** Measured instead of `/contact` in an app whose configuration has no contact page (`appConfig.showContact: false`). */
export const CONTACT_STAND_IN = '/about';

/** Packages smaller than this (KiB gzipped) are summed as "others" in the printed breakdown. */
const SHOWN_PACKAGE_MIN_KIB = 0.5;

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const KIB = 1024;

/** The package a source of a source map belongs to: an npm package name, `libs/<name>`, `apps/<name>`. */
export function packageOf(source) {
  if (!source) return '(unmapped)';
  const file = source.replace(/\\/g, '/');
  const at = file.lastIndexOf('node_modules/');
  if (at >= 0) {
    const [scope, name] = file.slice(at + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const workspace = /(?:^|\/)(libs|apps)\/([^/]+)\//.exec(file);
  if (workspace) return `${workspace[1]}/${workspace[2]}`;
  if (/vite|rolldown|\0|commonjs/.test(file)) return '(bundler runtime)';
  return `(other: ${file.replace(/^(\.\.\/)+/, '')})`;
}

/**
 * Script files a page loads first: its module entry and module preloads, in document order, each once (on a
 * prerendered page: the starter, the entry and the modules the starter loads).
 */
export function firstLoadScripts(html) {
  const urls = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attr = (name) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find(Boolean);
    const isScript = /^<script/i.test(tag);
    const found = isScript
      ? attr('type')?.toLowerCase() === 'module'
        ? // A prerendered page's starter names the entry and the modules it loads once the page is drawn.
          [attr('src'), attr('data-entry'), ...(attr('data-modules') ?? '').split(/\s+/)]
        : []
      : [attr('rel')?.toLowerCase().split(/\s+/).includes('modulepreload') && attr('href')];
    for (const url of found) if (url && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

/** Bytes of generated code by package, from a chunk's code and its source map. */
export function bytesByPackage(code, map) {
  const lines = code.split('\n');
  const counts = new Map();
  const add = (pkg, n) => n > 0 && counts.set(pkg, (counts.get(pkg) ?? 0) + n);
  const consumer = new SourceMapConsumer(map);
  /** Where the code is mapped up to: generated line (1-based) and column, and the package of that stretch. */
  let line = 1;
  let column = 0;
  let pkg = '(unmapped)';
  const advanceTo = (toLine, toColumn) => {
    while (line < toLine) {
      add(pkg, (lines[line - 1]?.length ?? 0) - column + 1);
      line++;
      column = 0;
      // A mapping covers the rest of its line only.
      pkg = '(unmapped)';
    }
    add(pkg, toColumn - column);
    column = toColumn;
  };
  consumer.eachMapping(
    (m) => {
      advanceTo(m.generatedLine, m.generatedColumn);
      pkg = packageOf(m.source);
    },
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  advanceTo(lines.length, lines.at(-1)?.length ?? 0);
  return counts;
}

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

/** The pages measured in a built app: {@link MEASURED_PAGES}, with {@link CONTACT_STAND_IN} when it has no contact page. */
export function measuredPages(appDir) {
  let appConfig;
  try {
    appConfig = JSON.parse(fs.readFileSync(path.join(appDir, 'assets/config/configuration.json'), 'utf8')).appConfig;
  } catch {
    appConfig = undefined;
  }
  return MEASURED_PAGES.map((page) => (page === '/contact' && appConfig?.showContact === false ? CONTACT_STAND_IN : page));
}

/** The HTML file the server answers a page's address with (tools/lighthouse/serve.mjs), and whether it is the page's own. */
function pageFile(appDir, page) {
  const { file, status } = resolveRequest(path.resolve(appDir), page);
  if (!file) throw new Error(`${path.relative(workspaceRoot, appDir)} has no page for ${page}`);
  const prerendered =
    fs.existsSync(path.join(appDir, 'spa.html')) && path.join(path.resolve(appDir), page.replace(/^\/+/, ''), 'index.html') === file;
  return { file, prerendered, status, served: path.basename(file) };
}

/** The hidden source map of a built script, where the prerenderer keeps it or still next to the script. */
function sourceMapOf(appDir, mapsDir, url) {
  const relative = url.replace(/^\/+/, '').split('?')[0];
  for (const file of [path.join(mapsDir, `${relative}.map`), path.join(appDir, `${relative}.map`)]) {
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  }
  return null;
}

/**
 * Measures one app: for each page, `{ page, prerendered, files: [{ url, raw, gzip, packages }], raw, gzip, packages }`
 * with sizes in bytes; `packages` is a Map of package → gzipped bytes (null when the build has no source maps).
 */
export function measureApp(appDir, mapsDir, pages = measuredPages(appDir)) {
  const chunkCache = new Map();
  const chunk = (url) => {
    if (!chunkCache.has(url)) {
      const file = path.join(appDir, url.replace(/^\/+/, '').split('?')[0]);
      if (!fs.existsSync(file)) throw new Error(`${path.relative(workspaceRoot, file)} (loaded by a page) is missing`);
      const code = fs.readFileSync(file);
      const gzip = gzipSize(code);
      const map = sourceMapOf(appDir, mapsDir, url);
      let packages;
      if (map) {
        const bytes = bytesByPackage(code.toString('utf8'), map);
        const total = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
        packages = new Map([...bytes].map(([pkg, n]) => [pkg, (gzip * n) / total]));
      } else {
        // The bundler's own runtime chunk has no map; any other file without one is named.
        const name = path.basename(url).replace(/-[\w-]{8}\.js$/, '.js');
        packages = new Map([
          [/^rolldown-runtime|^preload-helper|^modulepreload-polyfill/.test(name) ? '(bundler runtime)' : `(no map: ${name})`, gzip],
        ]);
      }
      chunkCache.set(url, { url, raw: code.length, gzip, packages, mapped: Boolean(map) });
    }
    return chunkCache.get(url);
  };
  return pages.map((page) => {
    const { file, prerendered, status, served } = pageFile(appDir, page);
    const files = firstLoadScripts(fs.readFileSync(file, 'utf8'))
      .filter((url) => !/^[a-z]+:\/\//i.test(url))
      .map(chunk);
    const packages = files.some((f) => f.mapped) ? new Map() : null;
    if (packages) {
      for (const f of files) for (const [pkg, n] of f.packages) packages.set(pkg, (packages.get(pkg) ?? 0) + n);
    }
    return {
      page,
      prerendered,
      status,
      served,
      files,
      raw: files.reduce((a, f) => a + f.raw, 0),
      gzip: files.reduce((a, f) => a + f.gzip, 0),
      packages,
    };
  });
}

const kib = (bytes) => (bytes / KIB).toFixed(1);

/** The breakdown line(s) of a page: packages by size, the small ones summed. */
function breakdownLines(packages, width = 120) {
  const sorted = [...packages].sort((a, b) => b[1] - a[1]);
  const shown = sorted.filter(([, n]) => n / KIB >= SHOWN_PACKAGE_MIN_KIB);
  const rest = sorted.filter(([, n]) => n / KIB < SHOWN_PACKAGE_MIN_KIB);
  const parts = shown.map(([pkg, n]) => `${pkg} ${kib(n)}`);
  if (rest.length) parts.push(`${rest.length} others ${kib(rest.reduce((a, [, n]) => a + n, 0))}`);
  const lines = [];
  let current = '';
  for (const part of parts) {
    if (current && current.length + part.length + 3 > width) {
      lines.push(current);
      current = '';
    }
    current = current ? `${current} · ${part}` : part;
  }
  if (current) lines.push(current);
  return lines;
}

function parseArgs(argv) {
  const { values } = parseCliArgs({
    args: argv,
    strict: true,
    options: {
      report: { type: 'boolean', default: false },
      files: { type: 'boolean', default: false },
      dist: { type: 'string' },
      only: { type: 'string', multiple: true, default: [] },
      json: { type: 'string' },
    },
  });
  return {
    dist: values.dist ? path.resolve(values.dist) : path.join(workspaceRoot, 'dist/apps'),
    only: values.only.flatMap((v) => v.split(',')),
    report: values.report,
    files: values.files,
    json: values.json && path.resolve(values.json),
  };
}

/** The template apps built in `dist` (folders named templateN with an index.html or spa.html). */
export function builtTemplates(dist, only = []) {
  if (!fs.existsSync(dist)) return [];
  return fs
    .readdirSync(dist)
    .filter((name) => /^template\d+$/.test(name) && (only.length === 0 || only.includes(name)))
    .filter((name) => ['index.html', 'spa.html'].some((f) => fs.existsSync(path.join(dist, name, f))))
    .sort((a, b) => Number(a.slice(8)) - Number(b.slice(8)));
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const apps = builtTemplates(options.dist, options.only);
  if (apps.length === 0) {
    throw new Error(
      `no built template app in ${path.relative(process.cwd(), options.dist) || '.'}: build them first ` +
        '(npx nx run-many -t build -p template1 template2 template3 template4)',
    );
  }
  const mapsRoot = path.resolve(options.dist, '../prerender');
  console.log(
    `First-load JavaScript of the public pages (module script + modulepreloads, gzip -9); target ${JS_BUDGET_KIB} KiB, ` +
      `ceiling ${JS_CEILING_KIB} KiB per page\n`,
  );
  const breaches = [];
  const overTarget = [];
  const results = [];
  let missingMaps = false;
  for (const app of apps) {
    const appDir = path.join(options.dist, app);
    const measured = measureApp(appDir, path.join(mapsRoot, app, 'maps'));
    for (const m of measured) {
      const over = m.gzip / KIB - JS_BUDGET_KIB;
      const overCeiling = m.gzip / KIB - JS_CEILING_KIB;
      const verdict =
        overCeiling > 0
          ? `OVER THE CEILING by ${overCeiling.toFixed(1)} KiB`
          : over > 0
            ? `over the target by ${over.toFixed(1)} KiB`
            : 'ok';
      const note = m.prerendered ? '' : ` (no prerendered page: served ${m.served}, status ${m.status})`;
      console.log(
        `${app.padEnd(10)} ${m.page.padEnd(19)} ${kib(m.gzip).padStart(6)} KiB gz  (${kib(m.raw)} KiB raw, ${m.files.length} files)  ${verdict}${note}`,
      );
      if (m.packages) {
        const own = [...m.packages].filter(([pkg]) => isOwnCode(pkg)).reduce((a, [, n]) => a + n, 0);
        console.log(`    libraries ${kib(m.gzip - own)} KiB · the product's code ${kib(own)} KiB`);
        for (const line of breakdownLines(m.packages)) console.log(`    ${line}`);
      } else missingMaps = true;
      if (options.files)
        for (const f of m.files) console.log(`      ${kib(f.gzip).padStart(6)} KiB gz  ${kib(f.raw).padStart(6)} KiB raw  ${f.url}`);
      if (over > 0)
        overTarget.push(`${app} ${m.page}: ${kib(m.gzip)} KiB gzipped, over the ${JS_BUDGET_KIB} KiB target by ${over.toFixed(1)} KiB`);
      if (overCeiling > 0)
        breaches.push(
          `${app} ${m.page}: ${kib(m.gzip)} KiB gzipped, over the ${JS_CEILING_KIB} KiB ceiling by ${overCeiling.toFixed(1)} KiB`,
        );
      results.push({
        app,
        page: m.page,
        prerendered: m.prerendered,
        status: m.status,
        gzipBytes: m.gzip,
        rawBytes: m.raw,
        files: m.files.map(({ url, raw, gzip }) => ({ url, rawBytes: raw, gzipBytes: gzip })),
        packages: m.packages ? Object.fromEntries([...m.packages].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, Math.round(v)])) : null,
      });
    }
  }
  if (results.some((r) => r.page === CONTACT_STAND_IN)) {
    console.log(`\n${CONTACT_STAND_IN} stands in for /contact in the apps whose configuration has no contact page (showContact: false).`);
  }
  if (missingMaps)
    console.log('\nNo breakdown for some pages: the build has no source maps (dist/prerender/<app>/maps); rebuild the apps.');
  if (options.json) {
    fs.writeFileSync(options.json, `${JSON.stringify({ budgetKiB: JS_BUDGET_KIB, ceilingKiB: JS_CEILING_KIB, results }, null, 2)}\n`);
  }
  if (overTarget.length) {
    console.log(`\n${overTarget.length} page(s) over the ${JS_BUDGET_KIB} KiB target:`);
    for (const line of overTarget) console.log(`  - ${line}`);
  } else {
    console.log(`\nEvery page is within the ${JS_BUDGET_KIB} KiB target.`);
  }
  if (breaches.length) {
    console.log(`\n${breaches.length} page(s) over the first-load JavaScript ceiling:`);
    for (const breach of breaches) console.log(`  ✗ ${breach}`);
    if (!options.report) process.exitCode = 1;
  } else {
    console.log(`Every page is within the ${JS_CEILING_KIB} KiB ceiling.`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(`budget:js: ${error.message}`);
    process.exit(1);
  });
}

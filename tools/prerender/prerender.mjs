#!/usr/bin/env node
/**
 * Prerenders a built app's public pages: one HTML file per public page and language, the 404 page, robots.txt and
 * sitemap.xml, from the app's configuration and translation files as they are in the build output now. Runs at
 * the end of `nx build <app>` and alone as `nx run <app>:prerender` after a deploy-time change of
 * `assets/config/configuration.json` or a translation file: the JavaScript is not rebuilt.
 *
 *   node tools/prerender/prerender.mjs <app> [--dist <folder of the built app>] [--server <server.mjs>]
 *
 * Writes `<page>/index.html` (the home page as `index.html`, and `/de/` as `de/index.html`), keeps the app's
 * own shell as `spa.html` (the fallback for signed-in addresses) and writes `404.html`.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressBuild } from '../deploy/compress.mjs';
import { withThemeScript } from './theme-script.mjs';
import { checkBuiltStyles } from './built-styles.mjs';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

function parseArgs(argv) {
  const [app, ...rest] = argv;
  if (!app || app.startsWith('-')) throw new Error('usage: prerender.mjs <app> [--dist <dir>] [--server <server.mjs>]');
  const options = {
    app,
    dist: path.join(workspaceRoot, 'dist/apps', app),
    server: path.join(workspaceRoot, 'dist/prerender', app, 'server.mjs'),
  };
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if (!value) throw new Error(`${flag} needs a value`);
    if (flag === '--dist') options.dist = path.resolve(value);
    else if (flag === '--server') options.server = path.resolve(value);
    else throw new Error(`unknown option ${flag}`);
  }
  return options;
}

const readJson = (file, what) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${what} ${path.relative(process.cwd(), file)}: ${error.message}`);
  }
};

/** The build's client manifest, moved next to the server entry at the first run (it is not served). */
function clientManifest(dist, serverDir) {
  const built = path.join(dist, '.vite/manifest.json');
  const kept = path.join(serverDir, 'client-manifest.json');
  if (fs.existsSync(built)) {
    fs.mkdirSync(serverDir, { recursive: true });
    fs.renameSync(built, kept);
    fs.rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
  }
  return fs.existsSync(kept) ? readJson(kept, 'client manifest') : {};
}

/** The build's hidden source maps (`*.js.map`), moved out of the served folder to `<serverDir>/maps/` (kept for measuring). */
function moveSourceMaps(dist, serverDir) {
  const maps = fs.readdirSync(dist, { recursive: true }).filter((file) => String(file).endsWith('.js.map'));
  if (maps.length === 0) return;
  const target = path.join(serverDir, 'maps');
  fs.rmSync(target, { recursive: true, force: true });
  for (const file of maps) {
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.renameSync(path.join(dist, file), path.join(target, file));
  }
}

const isPublicRoute = (key) => /(?:^|\/)(?:src|dist)\/(?:marketing\/routes|blog)\/[^/]+-route\.(?:tsx|jsx?)$/.test(key);

/**
 * The client chunks of the build (its manifest): `tags(modules)` gives the stylesheets of every public page chunk
 * (content pages and blog), so that no page restyles when the visitor moves on, and the module preloads of the
 * given route modules (a page's own, `RenderedPage.modules`) with the chunks they import, so a page fetches its
 * code at once and no other page's. Throws when a module has no chunk (the table of route modules is out of date).
 */
function chunkTags(manifest) {
  const css = new Set();
  /** The chunk files a manifest entry loads: itself and what it imports, the entry's own excepted. */
  const filesOf = (key, files = new Set(), seen = new Set()) => {
    const entry = manifest[key];
    if (!entry || seen.has(key) || entry.isEntry) return files;
    seen.add(key);
    files.add(entry.file);
    for (const imported of entry.imports ?? []) filesOf(imported, files, seen);
    return files;
  };
  const stylesOf = (key, seen = new Set()) => {
    const entry = manifest[key];
    if (!entry || seen.has(key) || entry.isEntry) return;
    seen.add(key);
    for (const file of entry.css ?? []) css.add(file);
    for (const imported of entry.imports ?? []) stylesOf(imported, seen);
  };
  for (const key of Object.keys(manifest)) if (isPublicRoute(key)) stylesOf(key);
  const styleTags = [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  const keyOf = (module) => {
    const pattern = new RegExp(`(?:^|/)(?:src|dist)/${module.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(?:tsx|jsx?)$`);
    const key = Object.keys(manifest).find((k) => pattern.test(k));
    if (!key) throw new Error(`The build has no chunk for the route module ${module}`);
    return key;
  };
  return (modules) => {
    const js = new Set();
    for (const module of modules) for (const file of filesOf(keyOf(module))) js.add(`/${file}`);
    return { styles: styleTags, scripts: [...js] };
  };
}

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The starter of a prerendered page (`assets/start-<hash>.js`, under 1 KiB). The page is drawn from its HTML and
 * stylesheets, so its code waits: once the page has loaded (its stylesheets and the images above the fold) and its
 * first contentful paint is on screen (as the Paint Timing API reports it; at most 3 s after the load), the starter
 * adds the module preloads of the page's code and of the configuration, then imports the app's entry, which hydrates
 * the page. Until then the page is plain HTML whose links work. Nothing of the page's code is downloaded while the
 * browser still fetches what the visitor sees first (on a slow connection the scripts would share the bandwidth with
 * the stylesheets and the largest image). The files come from the attributes of its
 * own tag: `data-entry` (the entry), `data-modules` (space-separated module URLs) and `data-fetch` (URLs fetched
 * with `fetch()`, preloaded `as="fetch"`).
 */
const STARTER = `const tag = document.querySelector('script[data-entry]');
const add = (rel, href, as) => {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  link.crossOrigin = '';
  if (as) link.as = as;
  document.head.append(link);
};
const list = (value) => (value || '').split(' ').filter(Boolean);
const start = () => {
  for (const href of list(tag.dataset.fetch)) add('preload', href, 'fetch');
  for (const href of list(tag.dataset.modules)) add('modulepreload', href);
  import(tag.dataset.entry);
};
const loaded = new Promise((resolve) => {
  if (document.readyState === 'complete') resolve();
  else addEventListener('load', () => resolve(), { once: true });
});
// The first contentful paint as the browser reports it (once it is on screen), at most 3 s after the load.
const painted = new Promise((resolve) => {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return resolve();
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) resolve();
  });
  observer.observe({ type: 'paint', buffered: true });
  loaded.then(() => setTimeout(resolve, 3000));
});
Promise.all([loaded, painted]).then(() => requestAnimationFrame(() => setTimeout(start, 0)));
`;

/** Writes the starter into the build (`assets/start-<content hash>.js`, replacing an earlier one) and gives its URL. */
function writeStarter(dist) {
  const assets = path.join(dist, 'assets');
  const name = `start-${createHash('sha256').update(STARTER).digest('base64url').slice(0, 8)}.js`;
  for (const file of fs.readdirSync(assets)) if (/^start-[\w-]{8}\.js$/.test(file) && file !== name) fs.rmSync(path.join(assets, file));
  fs.writeFileSync(path.join(assets, name), STARTER);
  return `/assets/${name}`;
}

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * The app's shell for prerendered pages: its module script and module preloads give way to the starter, which loads
 * them (and the page's own modules) after the page is drawn. Throws when the shell has no module script.
 */
function prerenderShell(shell, starter) {
  const entry = MODULE_SCRIPT.exec(shell)?.[1];
  if (!entry) throw new Error('the app shell (spa.html) has no <script type="module" src>');
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const html = shell.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  return {
    html,
    starterTag: ({ modules, fetch }) =>
      `<script type="module" fetchpriority="low" src="${starter}" data-entry="${escapeAttribute(entry)}" data-modules="${escapeAttribute(
        [...new Set([...preloads, ...modules])].join(' '),
      )}" data-fetch="${escapeAttribute(fetch.join(' '))}"></script>`,
  };
}

/** The app's shell with a page rendered into it. */
function pageHtml(shell, page, extraHead) {
  const head = [page.head, extraHead, `<script type="application/json" id="brokerfront-page">${page.pageData}</script>`].join('\n    ');
  // A brand theme's favicon replaces the app's own.
  const themed = /<link rel="icon"/.test(page.head) ? shell.replace(/\s*<link rel="icon"[^>]*>/g, '') : shell;
  return themed
    .replace(
      /<html lang="[^"]*"/,
      `<html lang="${escapeAttribute(page.lang)}"${page.theme ? ` data-theme="${escapeAttribute(page.theme)}"` : ''}`,
    )
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace('</head>', `    ${head}\n  </head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${page.body}</div>`);
}

/** Where a page's HTML goes: `/` → index.html, `/faq` → faq/index.html. */
const fileOf = (dist, pagePath) => path.join(dist, pagePath.replace(/^\/+/, ''), 'index.html');

/**
 * Removes the pages of an earlier run that the configuration no longer offers (a page switched off, a language
 * dropped), so a static host cannot serve them: every `index.html` carrying page data that was not written now.
 */
function removeStalePages(dist, written) {
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full === path.join(dist, 'assets')) continue;
        visit(full);
        if (fs.readdirSync(full).length === 0) fs.rmdirSync(full);
      } else if (entry.name === 'index.html' && !written.has(full) && fs.readFileSync(full, 'utf8').includes('id="brokerfront-page"')) {
        fs.rmSync(full);
      }
    }
  };
  visit(dist);
}

export async function prerender({ app, dist, server }) {
  const started = Date.now();
  if (!fs.existsSync(server)) throw new Error(`${server} is missing: build the app first (npx nx build ${app})`);
  moveSourceMaps(dist, path.dirname(server));
  const shellFile = path.join(dist, 'spa.html');
  if (!fs.existsSync(shellFile)) {
    const index = path.join(dist, 'index.html');
    if (!fs.existsSync(index)) throw new Error(`${index} is missing: build the app first (npx nx build ${app})`);
    fs.renameSync(index, shellFile);
  }
  // The shell draws the visitor's theme from the first paint (tools/prerender/theme-script.mjs), so every page does.
  const builtShell = fs.readFileSync(shellFile, 'utf8');
  const shell = withThemeScript(builtShell);
  if (shell !== builtShell) fs.writeFileSync(shellFile, shell);
  if (!shell.includes('<div id="root"></div>')) throw new Error(`${shellFile} has no empty <div id="root"></div> to render into`);
  const configFile = path.join(dist, 'assets/config/configuration.json');
  const configuration = readJson(configFile, 'configuration');
  const i18nDir = path.join(dist, 'assets/i18n');
  const translations = Object.fromEntries(
    fs
      .readdirSync(i18nDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.slice(0, -5), readJson(path.join(i18nDir, f), 'translation file')]),
  );
  const { default: prerenderer } = await import(pathToFileURL(server).href);
  const manifest = clientManifest(dist, path.dirname(server));
  const tags = chunkTags(manifest);
  const pageShell = prerenderShell(shell, writeStarter(dist));
  const extraHead = (rendered) => {
    const { styles, scripts } = tags(rendered.modules ?? []);
    return [...styles, pageShell.starterTag({ modules: scripts, fetch: ['/assets/config/configuration.json'] })].join('\n    ');
  };
  const pages = prerenderer.pages(configuration);
  const written = [];
  for (const page of pages) {
    const rendered = await prerenderer.render(page.path, configuration, translations);
    const file = fileOf(dist, page.path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pageHtml(pageShell.html, rendered, extraHead(rendered)));
    written.push(file);
  }
  removeStalePages(dist, new Set(written));
  const notFound = await prerenderer.render('/404', configuration, translations);
  fs.writeFileSync(path.join(dist, '404.html'), pageHtml(pageShell.html, notFound, extraHead(notFound)));
  const { robots, sitemap } = prerenderer.seoFiles(configuration);
  fs.writeFileSync(path.join(dist, 'robots.txt'), robots);
  fs.writeFileSync(path.join(dist, 'sitemap.xml'), sitemap);
  console.log(`prerender ${app}: ${written.length} pages, 404.html, robots.txt, sitemap.xml in ${Date.now() - started} ms`);
  // Every lib stylesheet reaches the chunks and pages that draw its classes (tools/prerender/built-styles.mjs).
  const styleProblems = checkBuiltStyles({ dist, manifest });
  if (styleProblems.length > 0) {
    throw new Error(`${styleProblems.length} stylesheet(s) missing where they are used:\n  ${styleProblems.join('\n  ')}`);
  }
  console.log(`styles ${app}: every lib stylesheet reaches the chunks and pages that use it`);
  // The .br/.gz copies a static host serves (tools/deploy/compress.mjs), made again after every re-render.
  await compressBuild(dist, app);
  return { pages: written };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  prerender(parseArgs(process.argv.slice(2))).catch((error) => {
    console.error(`prerender: ${error.message}`);
    process.exit(1);
  });
}

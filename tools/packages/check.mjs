#!/usr/bin/env node
// Checks the publishable libs as they would be published (tools/packages/README.md).
//
//   node tools/packages/check.mjs [lib …] [--no-build] [--no-api-report]
//   node tools/packages/check.mjs --dir <package folder>     (a folder that is not a lib, e.g. a test's fake package)
//
// Packs the libs (pack.mjs), then checks each tarball with
//   - publint, strict (warnings are errors),
//   - Are the types wrong (@arethetypeswrong/core), as the CLI's `--profile esm-only` does: the node10 and
//     node16-cjs resolutions are ignored, the packages being ESM only,
//   - our rules ("core" and "deps"): no core entry (any entry but ./react, ./redux and ./testing) of a framework-free
//     lib imports React, Redux, the router or react-i18next, through its own chunks; every bare import is a declared
//     dependency or peer, every declared one is imported, the frameworks are peers, and a peer only the bindings
//     import is optional,
//   - the API report (tools/packages/api-report.mjs).
// Each problem is one line `lib: tool: message`; the exit code is 1 if there is any.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { gunzipSync } from 'node:zlib';
import { apiReport } from './api-report.mjs';
import { LIBS, packLibs, workspacePackages, workspaceRoot } from './pack.mjs';

const run = promisify(execFile);

/** What a framework-free ("core") entry must not import. */
export const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'react-router',
  'react-router-dom',
  'react-i18next',
];

/** The sub-paths that are bindings (or test helpers) and may import the frameworks. */
export const BINDING_SUBPATHS = ['react', 'redux', 'testing'];

/** Resolutions the esm-only profile of the attw CLI ignores. */
export const ESM_ONLY_IGNORED_RESOLUTIONS = ['node10', 'node16-cjs'];

/** The files of a .tgz as a Map of path (without the leading `package/`) → Buffer. */
export function untar(tgz) {
  const tar = gunzipSync(tgz);
  const files = new Map();
  let pax = {};
  for (let off = 0; off + 512 <= tar.length; ) {
    const header = tar.subarray(off, off + 512);
    if (header.every((b) => b === 0)) break;
    const str = (a, b) => header.subarray(a, b).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(str(124, 136).trim() || '0', 8);
    const type = str(156, 157) || '0';
    const prefix = str(345, 500);
    let name = prefix ? `${prefix}/${str(0, 100)}` : str(0, 100);
    const body = tar.subarray(off + 512, off + 512 + size);
    off += 512 + Math.ceil(size / 512) * 512;
    if (type === 'x') {
      pax = Object.fromEntries([...body.toString('utf8').matchAll(/\d+ ([^=]+)=(.*)\n/g)].map(([, k, v]) => [k, v]));
      continue;
    }
    if (pax.path) name = pax.path;
    pax = {};
    if (type !== '0' && type !== '\0') continue;
    files.set(name.replace(/^[^/]+\//, ''), Buffer.from(body));
  }
  return files;
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or null for relative and built-in ones. */
export function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  if (/^[a-z]+:/i.test(specifier)) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtinModules.includes(name) ? null : name;
}

/** The module specifiers a JS or .d.ts file's text names: static and dynamic imports, re-exports, `import()` types, type references. */
export function specifiersOf(text) {
  const info = ts.preProcessFile(text, true, true);
  return [...new Set([...info.importedFiles, ...info.typeReferenceDirectives].map((f) => f.fileName))];
}

/** A relative import of a .d.ts file → the .d.ts it means (`./a.js` → `./a.d.ts`, `./dir` → `./dir/index.d.ts`). */
function resolveTypesImport(files, from, specifier) {
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  const stem = base.replace(/\.(m|c)?js$/, '');
  const candidates = [base, `${stem}.d.ts`, `${stem}.d.mts`, `${base}.d.ts`, `${base}/index.d.ts`];
  return candidates.find((c) => files.has(c));
}

/**
 * The bare imports of an entry file, through the relative files (chunks, declaration files) it imports.
 * @returns {Map<string, string>} bare specifier → the first file that imports it
 */
export function entryImports(files, entryFile, { types = false } = {}) {
  const bare = new Map();
  const seen = new Set();
  const queue = [posix.normalize(entryFile)];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file) || !files.has(file)) continue;
    seen.add(file);
    for (const s of specifiersOf(files.get(file).toString('utf8'))) {
      if (s.startsWith('.')) {
        const next = types ? resolveTypesImport(files, file, s) : posix.normalize(posix.join(posix.dirname(file), s));
        if (next) queue.push(next);
      } else if (!bare.has(s)) bare.set(s, file);
    }
  }
  return bare;
}

/** The first target of an exports value under the given conditions (the first matching key, in order). */
function pickTarget(value, conditions) {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    for (const v of value) {
      const t = pickTarget(v, conditions);
      if (t) return t;
    }
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (conditions.includes(key)) {
      const t = pickTarget(inner, conditions);
      if (t) return t;
    }
  }
  return undefined;
}

/** The entries of a package.json: sub-path → { js, types } (paths inside the package), wildcards and data excluded. */
export function entriesOf(pkg) {
  const entries = {};
  let exp = pkg.exports;
  if (exp === undefined) exp = { '.': { types: pkg.types ?? pkg.typings, default: pkg.module ?? pkg.main ?? './index.js' } };
  if (typeof exp === 'string' || Array.isArray(exp) || !Object.keys(exp).some((k) => k.startsWith('.'))) exp = { '.': exp };
  for (const [subpath, value] of Object.entries(exp)) {
    if (subpath.includes('*') || subpath === './package.json') continue;
    const js = pickTarget(value, ['import', 'module', 'default', 'browser', 'node']);
    const types = pickTarget(value, ['types']);
    const strip = (p) => p && posix.normalize(p.replace(/^\.\//, ''));
    if (js && !/\.(m|c)?js$/.test(js)) continue;
    entries[subpath] = { js: strip(js), types: strip(types) };
  }
  return entries;
}

export const isBindingSubpath = (subpath) => BINDING_SUBPATHS.includes(subpath.replace(/^\.\//, '').split('/')[0]);

/** A React lib (site, ui-templates, …) has React as a required peer: its core entries are React code. */
export const isReactLib = (pkg) => Boolean(pkg.peerDependencies?.react) && !pkg.peerDependenciesMeta?.react?.optional;

/** Is this specifier a framework, or a binding entry of one of our packages (which brings a framework)? */
function frameworkImport(specifier) {
  const name = packageOf(specifier);
  if (!name) return false;
  if (FRAMEWORK_PACKAGES.includes(name)) return true;
  return name.startsWith('@brokerfront/') && isBindingSubpath(`./${specifier.slice(name.length + 1)}`);
}

/** The dependencies and peers of an installed package (the workspace's node_modules), or [] if it is not there. */
function dependenciesOf(name) {
  const file = join(workspaceRoot, 'node_modules', name, 'package.json');
  if (!existsSync(file)) return [];
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  return Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
}

/** The files of a lib of this workspace as its package would hold them (package.json and dist/), cached. */
const libFilesCache = new Map();
function workspaceLibFiles(name) {
  if (libFilesCache.has(name)) return libFilesCache.get(name);
  const lib = [...workspacePackages().values()].find((p) => p.name === name)?.lib;
  let files = null;
  if (lib) {
    const dir = join(workspaceRoot, 'libs', lib);
    files = new Map([['package.json', readFileSync(join(dir, 'package.json'))]]);
    if (existsSync(join(dir, 'dist'))) {
      for (const f of readdirSync(join(dir, 'dist'), { recursive: true })) {
        const path = `dist/${String(f).split('\\').join('/')}`;
        if (/\.(m|c)?js$/.test(path)) files.set(path, readFileSync(join(dir, path)));
      }
    }
  }
  libFilesCache.set(name, files);
  return files;
}

/**
 * The peers of one of our packages that the entry a specifier names needs (`@brokerfront/i18n/react` → react,
 * react-i18next), through the entries of ours it imports in turn. An importer needs them as peers too.
 */
export function peersNeededBy(specifier, seen = new Set()) {
  const name = packageOf(specifier);
  if (!name?.startsWith('@brokerfront/') || seen.has(specifier)) return [];
  seen.add(specifier);
  const files = workspaceLibFiles(name);
  if (!files) return [];
  const pkg = JSON.parse(files.get('package.json').toString('utf8'));
  const entry = entriesOf(pkg)[`.${specifier.slice(name.length)}`];
  if (!entry?.js) return [];
  const needed = new Set();
  for (const s of entryImports(files, entry.js).keys()) {
    const dep = packageOf(s);
    if (!dep) continue;
    if (dep in (pkg.peerDependencies ?? {})) needed.add(dep);
    for (const p of peersNeededBy(s, seen)) needed.add(p);
  }
  return [...needed];
}

/**
 * Sub-paths of other packages that need peers of their own, which their package.json cannot say per sub-path:
 * RTK Query's React entry imports react and react-redux (optional peers of @reduxjs/toolkit as a whole).
 */
export const SUBPATH_PEERS = { '@reduxjs/toolkit/query/react': ['react', 'react-redux'] };

/** Our rules over the files of a package: the core entries' imports and the declared dependencies. */
export function importRules(files) {
  const problems = [];
  const pkg = JSON.parse(files.get('package.json').toString('utf8'));
  const entries = entriesOf(pkg);
  const deps = pkg.dependencies ?? {};
  const peers = pkg.peerDependencies ?? {};
  const reactLib = isReactLib(pkg);
  /** package name → { core: boolean, binding: boolean, where } over the JS of every entry; types separately. */
  const used = new Map();
  const typeUsed = new Set();
  for (const [subpath, { js, types }] of Object.entries(entries)) {
    const binding = isBindingSubpath(subpath);
    if (js && !files.has(js)) continue; // publint and attw say so
    for (const [specifier, file] of js ? entryImports(files, js) : []) {
      const name = packageOf(specifier);
      if (!name || name === pkg.name) continue;
      const through = [...peersNeededBy(specifier), ...(SUBPATH_PEERS[specifier] ?? [])];
      for (const [needed, where] of [[name, file], ...through.map((p) => [p, `${file} through "${specifier}"`])]) {
        if (needed === pkg.name) continue;
        const u = used.get(needed) ?? { core: false, binding: false, where };
        if (binding) u.binding = true;
        else u.core = true;
        used.set(needed, u);
      }
      if (!binding && !reactLib && frameworkImport(specifier)) {
        problems.push(`core: entry "${subpath}" imports "${specifier}" (${file}); only ./react, ./redux and ./testing may`);
      }
    }
    for (const [specifier, file] of types ? entryImports(files, types, { types: true }) : []) {
      const name = packageOf(specifier);
      if (!name || name === pkg.name) continue;
      typeUsed.add(name);
      if (!binding && !reactLib && frameworkImport(specifier)) {
        problems.push(`core: the types of entry "${subpath}" import "${specifier}" (${file}); only ./react, ./redux and ./testing may`);
      }
    }
  }
  // A stylesheet the build extracted (Vite library mode writes one per lib) is only usable if an export reaches it.
  const exportTargets = JSON.stringify(pkg.exports ?? {});
  for (const file of files.keys()) {
    if (file.endsWith('.css') && !exportTargets.includes(`"./${file}"`) && !exportTargets.includes('*.css')) {
      problems.push(`exports: ${file} is published but no export reaches it (add e.g. "./styles.css": "./${file}")`);
    }
  }
  for (const [name, u] of used) {
    if (!(name in deps) && !(name in peers)) {
      problems.push(`deps: "${name}" is imported (${u.where}) but is not in dependencies or peerDependencies`);
    }
  }
  for (const name of typeUsed) {
    if (used.has(name) || name in deps || name in peers || name.startsWith('@types/')) continue;
    const via = Object.keys({ ...deps, ...peers }).filter((d) => dependenciesOf(d).includes(name));
    if (via.length) {
      // An inferred type TypeScript wrote as import("reselect"): resolvable where the package manager hoists (npm,
      // yarn), not under pnpm's strict layout. The fix is an explicit type annotation in the sources.
      problems.push(
        `note: deps: the declaration files name "${name}", which only ${via.join(', ')} brings (a type to annotate in the sources)`,
      );
    } else problems.push(`deps: the declaration files import "${name}" but it is not in dependencies or peerDependencies`);
  }
  for (const [field, declared] of [
    ['dependencies', deps],
    ['peerDependencies', peers],
  ]) {
    for (const name of Object.keys(declared)) {
      if (!used.has(name) && !typeUsed.has(name)) problems.push(`deps: "${name}" is in ${field} but no entry imports it`);
    }
  }
  for (const name of Object.keys(deps)) {
    if (FRAMEWORK_PACKAGES.includes(name)) problems.push(`deps: "${name}" must be a peer dependency, not a dependency`);
    if (name in peers) problems.push(`deps: "${name}" is both a dependency and a peer dependency`);
  }
  for (const [name, u] of used) {
    if (!(name in peers)) continue;
    const optional = Boolean(pkg.peerDependenciesMeta?.[name]?.optional);
    if (u.core && optional) problems.push(`deps: peer "${name}" is imported by a core entry (${u.where}) so it cannot be optional`);
    if (!u.core && !optional)
      problems.push(`deps: peer "${name}" is only imported by the bindings: mark it optional in peerDependenciesMeta`);
  }
  return problems;
}

/** publint, strict, over the tarball. Suggestions count too: each one we met had a fix. */
export async function publintProblems(tarball) {
  const { publint } = await import('publint');
  const { formatMessage } = await import('publint/utils');
  const data = readFileSync(tarball);
  const ab = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
  const { messages, pkg } = await publint({ pack: { tarball: ab }, strict: true, level: 'suggestion' });
  return messages.map(
    (m) => `${m.type}: ${formatMessage(m, pkg, { color: false }) ?? m.code} [${m.code} at ${m.path.join('.') || 'package.json'}]`,
  );
}

/** Are the types wrong, with the esm-only profile. */
export async function attwProblems(tarball) {
  const { createPackageFromTarballData, checkPackage } = await import('@arethetypeswrong/core');
  const { problemKindInfo } = await import('@arethetypeswrong/core/problems');
  // Stylesheets and data files are entries of the exports but carry no types (the CLI's --exclude-entrypoints).
  const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(readFileSync(tarball))), {
    excludeEntrypoints: [/\.(css|json)$/],
  });
  if (!analysis.types) return ['the package has no types'];
  const out = new Set();
  for (const p of analysis.problems) {
    if ('resolutionKind' in p && ESM_ONLY_IGNORED_RESOLUTIONS.includes(p.resolutionKind)) continue;
    const info = problemKindInfo[p.kind];
    const where = [
      'entrypoint' in p ? `entry "${p.entrypoint}"` : '',
      'resolutionKind' in p ? `(${p.resolutionKind})` : '',
      'typesFileName' in p ? `${p.typesFileName}` : '',
      'fileName' in p ? `${p.fileName}` : '',
      'moduleSpecifier' in p ? `"${p.moduleSpecifier}"` : '',
    ]
      .filter(Boolean)
      .join(' ');
    out.add(`${p.kind}: ${info?.shortDescription ?? p.kind}${where ? ` — ${where}` : ''}`);
  }
  return [...out];
}

/** All the checks of one tarball but the API report: `{ tool, message, note? }[]` (a note is not a problem). */
export async function checkTarball(tarball) {
  const problems = [];
  const files = untar(readFileSync(tarball));
  for (const message of await publintProblems(tarball)) problems.push({ tool: 'publint', message });
  for (const message of await attwProblems(tarball)) problems.push({ tool: 'attw', message });
  for (const line of importRules(files)) {
    const note = line.startsWith('note: ');
    const [tool, ...rest] = line.replace(/^note: /, '').split(': ');
    problems.push({ tool, message: rest.join(': '), ...(note ? { note: true } : {}) });
  }
  return problems;
}

/** Packs a package folder (not a lib: a test's fake package) with npm and checks the tarball. */
export async function checkPackageDir(dir) {
  const out = mkdtempSync(join(tmpdir(), 'brokerfront-check-'));
  try {
    const { stdout } = await run(
      process.platform === 'win32' ? 'npm.cmd' : 'npm',
      ['pack', '--json', '--ignore-scripts', '--pack-destination', out],
      {
        cwd: dir,
      },
    );
    const [info] = JSON.parse(stdout);
    return await checkTarball(join(out, info.filename));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * Packs and checks the libs. Prints each problem as `lib: tool: message`.
 * @returns {Promise<string[]>} the problem lines
 */
export async function checkLibs(libs = LIBS, { build = true, apiReports = true, log = console.log } = {}) {
  const packed = await packLibs(libs, { build });
  const lines = [];
  for (const r of packed) {
    const problems = await checkTarball(r.tarball);
    if (apiReports) {
      try {
        const report = await apiReport({ lib: r.lib, update: false });
        for (const message of report.problems ?? []) problems.push({ tool: 'api-report', message });
        if (report.ok === false && !(report.problems ?? []).length) problems.push({ tool: 'api-report', message: 'not ok' });
      } catch (e) {
        problems.push({ tool: 'api-report', message: `failed: ${e.message}` });
      }
    }
    for (const p of problems) {
      if (p.note) {
        log(`${r.lib}: note: ${p.tool}: ${p.message}`);
        continue;
      }
      const line = `${r.lib}: ${p.tool}: ${p.message}`;
      lines.push(line);
      log(line);
    }
    if (!problems.some((p) => !p.note))
      log(`${r.lib}: ok (${r.name}@${r.version}, ${r.packedSize} B packed, ${r.unpackedSize} B unpacked, ${r.entryCount} files)`);
  }
  return lines;
}

/**
 * Checks a package folder that is not a lib (e.g. a test's fake package): packs it with npm, prints each problem as
 * `<package name>: tool: message`. Returns the problem lines.
 */
export async function checkDir(dir, { log = console.log } = {}) {
  const name = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name ?? dir;
  const lines = [];
  for (const p of await checkPackageDir(dir)) {
    if (p.note) log(`${name}: note: ${p.tool}: ${p.message}`);
    else {
      lines.push(`${name}: ${p.tool}: ${p.message}`);
      log(lines.at(-1));
    }
  }
  if (!lines.length) log(`${name}: ok`);
  return lines;
}

const USAGE =
  'usage: node tools/packages/check.mjs [lib …] [--no-build] [--no-api-report]\n       node tools/packages/check.mjs --dir <package folder>';

export async function main(args) {
  const dirAt = args.indexOf('--dir');
  if (dirAt >= 0) {
    if (!args[dirAt + 1]) throw Object.assign(new Error(USAGE), { usage: true });
    return checkDir(resolve(process.cwd(), args[dirAt + 1]));
  }
  const unknown = args.filter((a) => a.startsWith('-') && a !== '--no-build' && a !== '--no-api-report');
  if (unknown.length) throw Object.assign(new Error(`unknown option(s): ${unknown.join(' ')}\n${USAGE}`), { usage: true });
  const libs = args.filter((a) => !a.startsWith('-'));
  return checkLibs(libs.length ? libs : LIBS, { build: !args.includes('--no-build'), apiReports: !args.includes('--no-api-report') });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (lines) => process.exit(lines.length ? 1 : 0),
    (e) => {
      console.error(e.usage ? e.message : e.stderr ? String(e.stderr) : e.stack);
      process.exit(e.usage ? 2 : 1);
    },
  );
}

#!/usr/bin/env node
// Packs the publishable libs as npm would publish them (tools/packages/README.md).
//
//   node tools/packages/pack.mjs [lib …] [--out <dir>] [--no-build]
//
// For each lib (default: the nine publishable libs) it builds it (`nx run-many -t build`, unless --no-build),
// stages it in tmp/packages/stage/<lib>/ — the files `npm pack` takes from libs/<lib> (its `files`, README,
// LICENSE), CHANGELOG.md, and the publishable package.json (publishablePackageJson below) — runs `npm pack`
// there and writes <out>/brokerfront-<lib>-<version>.tgz (default out: tmp/packages/). The staging folder is
// also what `nx release publish` publishes (nx.json release.projects → packageRoot).
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The export condition that points at the TypeScript sources inside this repository only (docs/architecture.md). */
export const SOURCE_CONDITION = '@brokerfront/source';

export const stageRoot = join(workspaceRoot, 'tmp/packages/stage');
export const defaultOut = join(workspaceRoot, 'tmp/packages');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const run = promisify(execFile);

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The publishable libs, sorted: each `libs/<lib>/package.json` with an Nx name that is not private (the rule by which
 * nx-plugin.cjs gives a lib its package targets).
 */
export const LIBS = readdirSync(join(workspaceRoot, 'libs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(workspaceRoot, 'libs', entry.name, 'package.json')))
  .map((entry) => entry.name)
  .filter((lib) => {
    const pkg = readJson(join(workspaceRoot, 'libs', lib, 'package.json'));
    return !pkg.private && Boolean(pkg.nx?.name);
  })
  .sort();

/** The package.json of every publishable lib, by package name. */
export function workspacePackages(root = workspaceRoot) {
  const byName = new Map();
  for (const lib of LIBS) {
    const file = join(root, 'libs', lib, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = readJson(file);
    byName.set(pkg.name, { lib, ...pkg });
  }
  return byName;
}

/** `exports` without the in-repo source condition, at any depth; a conditions object left empty is dropped. */
export function stripSourceCondition(value) {
  if (Array.isArray(value)) return value.map(stripSourceCondition);
  if (value === null || typeof value !== 'object') return value;
  const out = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === SOURCE_CONDITION) continue;
    const stripped = stripSourceCondition(inner);
    if (stripped !== null && typeof stripped === 'object' && !Array.isArray(stripped) && Object.keys(stripped).length === 0) continue;
    out[key] = stripped;
  }
  return out;
}

/**
 * The package.json that is published: the `@brokerfront/source` conditions removed, internal dependencies written
 * `"*"` replaced by `^<that lib's version>`, `nx`, `devDependencies` and `scripts` removed; everything else
 * (publishConfig, repository, peerDependenciesMeta, …) kept as it is.
 * @param {object} pkg the lib's package.json
 * @param {Map<string, {version: string}>} packages the workspace's publishable packages by name
 */
export function publishablePackageJson(pkg, packages = workspacePackages()) {
  const out = structuredClone(pkg);
  delete out.nx;
  delete out.devDependencies;
  delete out.scripts;
  if (out.exports !== undefined) out.exports = stripSourceCondition(out.exports);
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    if (!out[field]) continue;
    for (const [name, range] of Object.entries(out[field])) {
      const internal = packages.get(name);
      if (!internal) continue;
      if (range === '*' || range.startsWith('workspace:') || range.startsWith('file:')) {
        out[field][name] = `^${internal.version}`;
      }
    }
  }
  return out;
}

/**
 * A declaration file's relative imports written as Node's ESM resolution (TypeScript's `node16`/`nodenext`) needs
 * them: `./a` → `./a.js` (for a.d.ts), `./dir` → `./dir/index.js`, `./en.json` → `./en.json.js` (for en.json.d.ts).
 * vite-plugin-dts keeps the sources' extensionless specifiers, which only `bundler` resolution accepts.
 * @param {string} file the declaration file's path inside the package (posix)
 * @param {string} text its text
 * @param {(path: string) => boolean} exists whether a file of the package exists
 */
export function declarationWithExtensions(file, text, exists) {
  const specifiers = new Set(ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName));
  let out = text;
  for (const specifier of specifiers) {
    if (!/^\.\.?(\/|$)/.test(specifier)) continue;
    const base = posix.normalize(posix.join(posix.dirname(file), specifier));
    if (/\.(m|c)?js$/.test(specifier)) continue;
    let replacement;
    if (exists(`${base}.d.ts`)) replacement = `${specifier}.js`;
    else if (exists(`${base}/index.d.ts`)) replacement = `${specifier.replace(/\/$/, '')}/index.js`;
    if (!replacement) continue;
    const quoted = new RegExp(`(['"])${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`, 'g');
    out = out.replace(quoted, (_, q) => `${q}${replacement}${q}`);
  }
  // A source map that is not published (`files` leaves the .d.ts.map files out) is not named either.
  return out.replace(/\n?\/\/# sourceMappingURL=(\S+)\s*$/, (line, map) => (exists(posix.join(posix.dirname(file), map)) ? line : '\n'));
}

/** What `npm pack` would put in the tarball of `dir` (relative paths). */
async function packList(dir) {
  const { stdout } = await run(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: dir, maxBuffer: 64 << 20 });
  return JSON.parse(stdout)[0].files.map((f) => f.path);
}

/** Builds the libs with Nx (their dependencies first, as the build targets say). */
export function buildLibs(libs, { root = workspaceRoot } = {}) {
  execFileSync(npx, ['nx', 'run-many', '-t', 'build', `--projects=${libs.join(',')}`, '--output-style=static'], {
    cwd: root,
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' },
  });
}

/**
 * Stages one lib in tmp/packages/stage/<lib>/ (emptied first): the files npm takes from libs/<lib>, its
 * CHANGELOG.md and LICENSE when present (else the repository's LICENSE), and the publishable package.json. Returns the staging folder.
 */
export async function stageLib(lib, { root = workspaceRoot, stage = join(root, 'tmp/packages/stage'), packages } = {}) {
  const source = join(root, 'libs', lib);
  const pkg = readJson(join(source, 'package.json'));
  // Built aside and moved into place at the end (moveInto), so that runs at the same time do not see half a folder.
  const target = join(stage, `.${lib}-${process.pid}-${randomUUID().slice(0, 8)}`);
  mkdirSync(target, { recursive: true });
  const files = new Set(await packList(source));
  for (const extra of ['README.md', 'CHANGELOG.md', 'LICENSE']) if (existsSync(join(source, extra))) files.add(extra);
  for (const file of files) {
    if (file === 'package.json') continue;
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(source, file), join(target, file));
  }
  // The repository's licence, when the lib has none of its own.
  if (!files.has('LICENSE') && existsSync(join(root, 'LICENSE'))) cpSync(join(root, 'LICENSE'), join(target, 'LICENSE'));
  for (const file of files) {
    if (!/\.d\.(m|c)?ts$/.test(file)) continue;
    const path = join(target, file);
    const text = readFileSync(path, 'utf8');
    const fixed = declarationWithExtensions(file, text, (p) => files.has(p));
    if (fixed !== text) writeFileSync(path, fixed);
  }
  const published = publishablePackageJson(pkg, packages ?? workspacePackages(root));
  // npm takes README and LICENSE whatever `files` says, not CHANGELOG.md.
  if (Array.isArray(published.files) && files.has('CHANGELOG.md') && !published.files.includes('CHANGELOG.md')) {
    published.files.push('CHANGELOG.md');
  }
  writeFileSync(join(target, 'package.json'), JSON.stringify(published, null, 2) + '\n');
  return moveInto(target, join(stage, lib));
}

/** Replaces `final` by the folder or file `temporary` (another run may have put an identical one there meanwhile). */
function moveInto(temporary, final) {
  for (let attempt = 0; ; attempt++) {
    rmSync(final, { recursive: true, force: true });
    try {
      renameSync(temporary, final);
      return final;
    } catch (e) {
      if (attempt >= 5 || !['ENOTEMPTY', 'EEXIST', 'EPERM'].includes(e.code)) throw e;
    }
  }
}

/**
 * Builds (unless build is false), stages and packs the libs.
 * @param {string[]} [libs] lib folder names under libs/ (default: all nine)
 * @param {{ out?: string, build?: boolean, root?: string }} [options]
 * @returns {Promise<Array<{lib: string, name: string, version: string, tarball: string, packedSize: number, unpackedSize: number, entryCount: number, stageDir: string, files: string[]}>>}
 */
export async function packLibs(libs = LIBS, { out = defaultOut, build = true, root = workspaceRoot } = {}) {
  if (!libs || libs.length === 0) libs = LIBS;
  const unknown = libs.filter((l) => !existsSync(join(root, 'libs', l, 'package.json')));
  if (unknown.length) throw new Error(`unknown lib(s): ${unknown.join(', ')} (known: ${LIBS.join(', ')})`);
  if (build) buildLibs(libs, { root });
  const outDir = resolve(root, out);
  mkdirSync(outDir, { recursive: true });
  const packages = workspacePackages(root);
  return Promise.all(
    libs.map(async (lib) => {
      const stageDir = await stageLib(lib, { root, stage: join(root, 'tmp/packages/stage'), packages });
      const aside = mkdtempSync(join(outDir, `.${lib}-`));
      let info;
      try {
        const { stdout } = await run(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', aside], {
          cwd: stageDir,
          maxBuffer: 64 << 20,
        });
        [info] = JSON.parse(stdout);
        renameSync(join(aside, info.filename), join(outDir, info.filename));
      } finally {
        rmSync(aside, { recursive: true, force: true });
      }
      return {
        lib,
        name: info.name,
        version: info.version,
        tarball: join(outDir, info.filename),
        packedSize: info.size,
        unpackedSize: info.unpackedSize,
        entryCount: info.entryCount,
        stageDir,
        files: info.files.map((f) => f.path),
      };
    }),
  );
}

/** `name version packed-size unpacked-size files`, one line per packed lib. */
export function formatLine(r) {
  return `${r.name} ${r.version} ${r.packedSize} ${r.unpackedSize} ${r.entryCount}`;
}

export function parseArgs(argv) {
  const libs = [];
  let out = defaultOut;
  let build = true;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--no-build') build = false;
    else if (a === '--out') out = argv[++i];
    else if (a.startsWith('--out=')) out = a.slice('--out='.length);
    else if (a.startsWith('-')) throw new Error(`unknown option ${a}`);
    else libs.push(a);
  }
  return { libs: libs.length ? libs : LIBS, out, build };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  (async () => {
    const { libs, out, build } = parseArgs(process.argv.slice(2));
    for (const r of await packLibs(libs, { out: resolve(process.cwd(), out), build })) console.log(formatLine(r));
  })().catch((e) => {
    console.error(e.stderr ? String(e.stderr) : e.message);
    process.exit(1);
  });
}

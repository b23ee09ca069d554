#!/usr/bin/env node
/**
 * The public API report of each publishable lib: `libs/<lib>/api/<lib>.api.md`.
 *
 *   node tools/packages/api-report.mjs [lib …] [--update]
 *
 * For every sub-path of the lib's package.json `exports` that has `types` (not `./package.json`, not JSON or
 * asset sub-paths), API Extractor (run in code, no api-extractor.json) reads that entry's built `.d.ts` in `dist/`
 * and writes its *public* report variant: declarations tagged `@internal`, `@alpha` or `@beta` are left out;
 * untagged declarations are public. The per-entry reports are concatenated, "." first and then the sub-paths in
 * code-point order, under a `## @brokerfront/<lib>/<subpath>` heading each, into one committed file.
 *
 * Without `--update` the assembled report is compared with the committed file and any difference fails the check
 * (the public API changed: look at it, then regenerate the report with `--update` and commit it). With `--update`
 * the file is written.
 *
 * Types the `.d.ts` import from other packages — `@brokerfront/*` workspace packages included — stay references to
 * those packages (`bundledPackages` is empty); they are resolved through the packages' own `types` (their `dist/`),
 * not through the `@brokerfront/source` condition, as a consumer would see them.
 *
 * Messages: `ae-missing-release-tag` is off (untagged means public) and so is `ae-internal-missing-underscore`
 * (an `@internal` name keeps its name); `ae-forgotten-export` (a public declaration names a type the entry does not
 * export) is a warning: written into the report next to the export and listed, but it does not fail the check; when
 * the type is one another entry of the same package exports (a `./react` hook returning the main entry's `Session`),
 * the line becomes a `// Note: "Session" is exported by @brokerfront/auth` and is not listed (API Extractor reads one
 * entry at a time).
 * `ae-incompatible-release-tags` (a public declaration names an `@internal`/`@beta` one) and `ae-wrong-input-file-type`
 * are errors. Other API Extractor messages keep API Extractor's defaults (warnings, listed). Messages of the
 * TypeScript compiler on the `.d.ts` (a type that does not resolve, for example) are errors. TSDoc syntax messages are
 * off: the report is about the API's shape, not the prose of its comments. Any error fails the check.
 *
 * `symbols` is the number of distinct names a report exports, summed over the lib's entries: every top-level
 * `export <declaration> Name` and every name of an `export { … }` (re-exports included) in the public report;
 * overloads and merged declarations of one name count once. The report, not the API model, is what is counted
 * because the API model leaves out re-exports of other packages' symbols.
 *
 * Beyond API Extractor's own output, the report drops source line numbers from its closing messages and writes every
 * `import type { … }` as `import { … }` (vite-plugin-dts does not always emit the same one): neither is API.
 * The report holds no dates and no absolute paths, and is written with LF line endings, formatted by Prettier with the
 * repository's configuration (so `prettier --check .` passes on it).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { execFile } from 'node:child_process';
import { LIBS } from './pack.mjs';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/** execFile with `input` written to the child's stdin. */
function execFileAsync(file, args, { input, ...options }) {
  return new Promise((resolve, reject) => {
    const child = execFile(file, args, options, (error, stdout, stderr) =>
      error ? reject(Object.assign(error, { stderr })) : resolve({ stdout, stderr }),
    );
    child.stdin.end(input);
  });
}

/** How many differing lines a failed comparison shows. */
const MAX_DIFF_LINES = 12;

/** The `types` of an `exports` value: a string under `types`, searched through nested conditions. */
function typesOf(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  if (typeof value.types === 'string') return value.types;
  for (const [condition, nested] of Object.entries(value)) {
    if (condition === 'types') continue;
    const found = typesOf(nested);
    if (found) return found;
  }
  return undefined;
}

/**
 * The entries of a package.json `exports` that carry types: `{ subpath, types }`, "." first, then by sub-path.
 * `./package.json`, pattern sub-paths (`./i18n/*.json`) and sub-paths of JSON or other assets are skipped.
 */
export function typedEntries(packageJson) {
  let exportsField = packageJson.exports;
  if (exportsField === undefined) {
    return packageJson.types ? [{ subpath: '.', types: packageJson.types }] : [];
  }
  if (typeof exportsField === 'string' || Array.isArray(exportsField) || !Object.keys(exportsField).some((k) => k.startsWith('.'))) {
    exportsField = { '.': exportsField };
  }
  const entries = [];
  for (const [subpath, value] of Object.entries(exportsField)) {
    if (subpath === './package.json' || subpath.includes('*')) continue;
    if (/\.(json|css|scss|svg|png|jpe?g|webp|avif|gif|ico|woff2?|ttf|otf|txt|md)$/i.test(subpath)) continue;
    const types = typesOf(value);
    if (!types || !/\.d\.[cm]?ts$/.test(types)) continue;
    entries.push({ subpath, types });
  }
  return entries.sort((a, b) =>
    a.subpath === '.' ? -1 : b.subpath === '.' ? 1 : a.subpath < b.subpath ? -1 : a.subpath > b.subpath ? 1 : 0,
  );
}

/** The import specifier of an entry: `@brokerfront/auth` or `@brokerfront/auth/react`. */
const specifierOf = (packageName, subpath) => (subpath === '.' ? packageName : `${packageName}/${subpath.slice(2)}`);

/** How the `.d.ts` are compiled: as a consumer on TypeScript's `bundler` resolution with `strict` would. */
const COMPILER_OPTIONS = {
  target: 'es2022',
  module: 'esnext',
  moduleResolution: 'bundler',
  lib: ['es2022', 'dom', 'dom.iterable'],
  jsx: 'react-jsx',
  strict: true,
  types: [],
};

/**
 * The TypeScript errors of the lib's own `.d.ts` (those the entries reach), as a consumer's compiler sees them with
 * `skipLibCheck: false` (a relative import that resolves to a bundle instead of a declaration file, a type that does
 * not resolve, …). Dependencies' typings are not checked.
 */
function checkDeclarations(ts, libDir, dtsPaths) {
  const { options, errors } = ts.convertCompilerOptionsFromJson({ ...COMPILER_OPTIONS, skipLibCheck: false, noEmit: true }, libDir);
  if (errors.length > 0) throw new Error(ts.flattenDiagnosticMessageText(errors[0].messageText, '\n'));
  const program = ts.createProgram(dtsPaths, options);
  const diagnostics = [];
  for (const sourceFile of program.getSourceFiles()) {
    const fileName = path.resolve(sourceFile.fileName);
    if (!fileName.startsWith(libDir + path.sep) || /[\\/]node_modules[\\/]/.test(fileName)) continue;
    for (const d of [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)]) {
      if (d.category !== ts.DiagnosticCategory.Error) continue;
      const line = d.start === undefined ? '' : `:${sourceFile.getLineAndCharacterOfPosition(d.start).line + 1}`;
      const where = path.relative(libDir, fileName).split(path.sep).join('/');
      diagnostics.push(`${where}${line}: (TS${d.code}) ${relativeText(ts.flattenDiagnosticMessageText(d.messageText, ' '), libDir)}`);
    }
  }
  return diagnostics;
}

/** The TypeScript API Extractor runs (its own dependency). */
const typescript = () =>
  require(require.resolve('typescript', { paths: [path.dirname(require.resolve('@microsoft/api-extractor/package.json'))] }));

/** The API Extractor configuration object of one entry (see the header for the message levels). */
function extractorConfigObject({ libDir, dtsPath, tempDir, reportFileName }) {
  return {
    projectFolder: libDir,
    mainEntryPointFilePath: dtsPath,
    bundledPackages: [],
    newlineKind: 'lf',
    enumMemberOrder: 'preserve',
    compiler: {
      overrideTsconfig: {
        // Type-checking every dependency's typings takes minutes (zod's, React's); the lib's own .d.ts are
        // checked apart, by checkDeclarations.
        compilerOptions: { ...COMPILER_OPTIONS, skipLibCheck: true },
        files: [dtsPath],
      },
    },
    apiReport: {
      enabled: true,
      reportFileName,
      reportVariants: ['public'],
      reportFolder: tempDir,
      reportTempFolder: tempDir,
      includeForgottenExports: false,
    },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    messages: {
      compilerMessageReporting: { default: { logLevel: 'error' } },
      extractorMessageReporting: {
        default: { logLevel: 'warning' },
        'ae-missing-release-tag': { logLevel: 'none' },
        'ae-undocumented': { logLevel: 'none' },
        'ae-internal-missing-underscore': { logLevel: 'none' },
        'ae-forgotten-export': { logLevel: 'warning', addToApiReportFile: true },
        'ae-incompatible-release-tags': { logLevel: 'error', addToApiReportFile: false },
        'ae-wrong-input-file-type': { logLevel: 'error' },
      },
      tsdocMessageReporting: { default: { logLevel: 'none' } },
    },
  };
}

/** A message's text with any absolute path made relative to the workspace (messages and reports never hold one). */
function relativeText(text, libDir) {
  return text
    .split(libDir + path.sep)
    .join('')
    .split(workspaceRoot + path.sep)
    .join('');
}

/** The body of one entry's API Extractor report: the ```ts block, without API Extractor's title lines. */
function reportBody(text) {
  const start = text.indexOf('```ts');
  const body = start === -1 ? text : text.slice(start);
  return (
    body
      .replace(/\r\n/g, '\n')
      .replace(/\n\/\/ \(No @packageDocumentation comment for this package\)\n/, '\n')
      // Whether a .d.ts imports a dependency's type with `import type` or `import` is not part of the API, and
      // vite-plugin-dts does not always write it the same way: the report always says `import`.
      .replace(/^import type \{/gm, 'import {')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** The distinct exported names of a report's ```ts block (see the header). */
export function exportedNames(body) {
  const names = new Set();
  for (const line of body.split('\n')) {
    let m =
      /^export\s+(?:declare\s+)?(?:abstract\s+)?(?:const\s+enum|function|const|let|var|class|interface|type|enum|namespace|module)\s+([\w$]+)/.exec(
        line,
      );
    if (m) {
      names.add(m[1]);
      continue;
    }
    if (/^export\s+default\b/.test(line)) {
      names.add('default');
      continue;
    }
    m = /^export\s+(?:type\s+)?\{([^}]*)\}/.exec(line);
    if (m) {
      for (const part of m[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .pop()
          ?.trim();
        if (name) names.add(name);
      }
      continue;
    }
    m = /^export\s+\*\s+(?:as\s+([\w$]+)\s+)?from\s+['"]([^'"]+)['"]/.exec(line);
    if (m) names.add(m[1] ?? `* from ${m[2]}`);
  }
  return names;
}

/**
 * The first differing lines of two texts (a line diff, with API Extractor's own `diff` package): `- old` / `+ new`
 * lines, each with its line number in its text, blank lines left out.
 */
function firstDifferences(expected, actual, max = MAX_DIFF_LINES) {
  const { diffArrays } = require(
    require.resolve('diff', { paths: [path.dirname(require.resolve('@microsoft/api-extractor/package.json'))] }),
  );
  const lines = [];
  let total = 0;
  let oldLine = 1;
  let newLine = 1;
  for (const part of diffArrays(expected.split('\n'), actual.split('\n'))) {
    part.value.forEach((text, i) => {
      if (!part.added && !part.removed) return;
      if (text.trim() === '') return;
      total++;
      if (lines.length < max) lines.push(part.added ? `  line ${newLine + i}: + ${text}` : `  line ${oldLine + i}: - ${text}`);
    });
    if (!part.added) oldLine += part.count;
    if (!part.removed) newLine += part.count;
  }
  if (total > lines.length) lines.push(`  … and ${total - lines.length} more differing lines`);
  return lines;
}

/** An ae-forgotten-export line of a report: next to a declaration (`Warning: …`) or at the end (`file:line:col - …`). */
const FORGOTTEN_EXPORT = /^([ \t]*)\/\/ (?:Warning: |\S+ - )\(ae-forgotten-export\) The symbol "([^"]+)"(.*)$/gm;

/**
 * API Extractor reads one entry at a time, so a sub-path entry's declaration that names a type of the main entry
 * (`@brokerfront/auth/react` naming `Session` of `@brokerfront/auth`) gives an `ae-forgotten-export`. The returned
 * `owners(name, entry)` names the other entry of the package that exports `name` when that is the only top-level
 * declaration of `name` in the lib's `.d.ts` files (so it is the one the warning is about); otherwise `undefined`.
 */
function exportOwners(program, entries, packageName, libDir) {
  const ts = typescript();
  const checker = program.getTypeChecker();
  const inLib = (fileName) => path.resolve(fileName).startsWith(libDir + path.sep) && !/[\\/]node_modules[\\/]/.test(fileName);
  /** name → the lib's files with a top-level declaration of that name. */
  const declaredIn = new Map();
  for (const sourceFile of program.getSourceFiles()) {
    if (!inLib(sourceFile.fileName)) continue;
    for (const statement of sourceFile.statements) {
      const names = ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.map((d) => (ts.isIdentifier(d.name) ? d.name.text : undefined))
        : [statement.name && ts.isIdentifier(statement.name) ? statement.name.text : undefined];
      for (const name of names) {
        if (!name) continue;
        if (!declaredIn.has(name)) declaredIn.set(name, new Set());
        declaredIn.get(name).add(path.resolve(sourceFile.fileName));
      }
    }
  }
  /** per entry: exported name → files of the declarations it resolves to. */
  const exported = new Map();
  for (const entry of entries) {
    const map = new Map();
    const sourceFile = program.getSourceFile(entry.dtsPath);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      map.set(symbol.name, new Set((target.declarations ?? []).map((d) => path.resolve(d.getSourceFile().fileName))));
    }
    exported.set(entry, map);
  }
  return (emittedName, fromEntry) => {
    // API Extractor renames a declaration that clashes with a global (`DocumentType` → `DocumentType_2`).
    const name = declaredIn.has(emittedName) ? emittedName : emittedName.replace(/_\d+$/, '');
    const files = declaredIn.get(name);
    if (!files || files.size !== 1) return undefined;
    const [file] = files;
    const owner = entries.find((e) => e !== fromEntry && exported.get(e).get(name)?.has(file));
    return owner && specifierOf(packageName, owner.subpath);
  };
}

/**
 * The report as Prettier writes it, with the repository's Prettier configuration (`prettier --check .` covers the
 * committed reports): the declarations in the same style as the sources.
 */
async function formatReport(text, reportFile) {
  // The CLI in a child process: Prettier's API loads its ES modules by a dynamic import, which Jest's CommonJS
  // runtime (the spec) refuses.
  const packageJsonPath = require.resolve('prettier/package.json');
  const { bin } = JSON.parse(fs.readFileSync(packageJsonPath, 'utf8'));
  const cli = path.resolve(path.dirname(packageJsonPath), typeof bin === 'string' ? bin : bin.prettier);
  const { stdout } = await execFileAsync(process.execPath, [cli, '--stdin-filepath', reportFile], {
    input: text,
    cwd: workspaceRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

let apiExtractor;
function loadApiExtractor() {
  apiExtractor ??= require('@microsoft/api-extractor');
  return apiExtractor;
}

/**
 * Builds (and with `update` writes) the public API report of one lib.
 *
 * @param {{ lib: string, update?: boolean, libDir?: string, reportFile?: string }} options
 *   `libDir` defaults to `libs/<lib>` under the workspace root, `reportFile` to `<libDir>/api/<lib>.api.md`.
 * @returns {Promise<{ ok: boolean, problems: string[], warnings: string[], symbols: number, entries: number,
 *   reports: string[], reportFile: string, report: string, updated: boolean }>}
 *   `reports` holds one `specifier: N symbols` line per entry; `problems` fail the check, `warnings` do not.
 */
export async function apiReport({ lib, update = false, libDir, reportFile } = {}) {
  if (!lib && !libDir) throw new Error('apiReport needs a lib (or a libDir)');
  libDir = path.resolve(libDir ?? path.join(workspaceRoot, 'libs', lib));
  lib ??= path.basename(libDir);
  reportFile = path.resolve(reportFile ?? path.join(libDir, 'api', `${lib}.api.md`));
  const shown = (file) =>
    path
      .relative(path.relative(workspaceRoot, file).startsWith('..') ? libDir : workspaceRoot, file)
      .split(path.sep)
      .join('/');
  const reportShown = shown(reportFile);
  const result = { ok: false, problems: [], warnings: [], symbols: 0, entries: 0, reports: [], reportFile, report: '', updated: false };

  const packageJsonPath = path.join(libDir, 'package.json');
  if (!fs.existsSync(packageJsonPath)) {
    result.problems.push(`${lib}: ${shown(packageJsonPath)} is missing`);
    return result;
  }
  const packageJson = JSON.parse(fs.readFileSync(packageJsonPath, 'utf8'));
  const entries = typedEntries(packageJson);
  if (entries.length === 0) {
    result.problems.push(`${lib}: package.json exports no entry with types`);
    return result;
  }
  result.entries = entries.length;
  for (const entry of entries) entry.dtsPath = path.resolve(libDir, entry.types);
  const missing = entries.filter((e) => !fs.existsSync(e.dtsPath));
  if (missing.length > 0) {
    for (const e of missing) {
      result.problems.push(`${lib}: ${path.relative(libDir, e.dtsPath).split(path.sep).join('/')} is missing: run nx run ${lib}:build`);
    }
    return result;
  }

  const { Extractor, ExtractorConfig, CompilerState } = loadApiExtractor();
  for (const diagnostic of checkDeclarations(
    typescript(),
    libDir,
    entries.map((e) => e.dtsPath),
  )) {
    result.problems.push(`${lib}: ${diagnostic}`);
  }
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), `api-report-${lib}-`));
  const sections = [];
  try {
    let compilerState;
    for (const [index, entry] of entries.entries()) {
      const specifier = specifierOf(packageJson.name, entry.subpath);
      const reportFileName = `entry-${index}`;
      const config = ExtractorConfig.prepare({
        configObject: extractorConfigObject({ libDir, dtsPath: entry.dtsPath, tempDir, reportFileName }),
        configObjectFullPath: undefined,
        packageJsonFullPath: packageJsonPath,
      });
      // One TypeScript program serves all of a lib's entries.
      compilerState ??= CompilerState.create(config, { additionalEntryPoints: entries.map((e) => e.dtsPath) });
      const entryProblems = [];
      let errors = 0;
      let extractorResult;
      try {
        extractorResult = Extractor.invoke(config, {
          localBuild: true,
          compilerState,
          showVerboseMessages: false,
          messageCallback: (message) => {
            // A dependency's own typings are its business (@reduxjs/toolkit ships a `.ts` file its `.d.ts` import).
            if (/[\\/]node_modules[\\/]/.test(message.sourceFilePath ?? '')) message.logLevel = 'none';
            if (message.logLevel === 'error' || message.logLevel === 'warning') {
              const where = message.sourceFilePath
                ? `${relativeText(message.sourceFilePath, libDir)}${message.sourceFileLine ? `:${message.sourceFileLine}` : ''}: `
                : '';
              // The compiler's messages are the program's (one for all entries): listed once, without the entry.
              const scope = message.category === 'Compiler' ? '' : `${specifier}: `;
              const text = `${lib}: ${scope}${where}(${message.messageId}) ${relativeText(message.text, libDir)}`;
              if (message.logLevel === 'error') errors++;
              const list = message.logLevel === 'error' ? entryProblems : result.warnings;
              if (!list.includes(text) && !result.problems.includes(text)) list.push(text);
            }
            message.handled = true;
          },
        });
      } catch (error) {
        // API Extractor stops on a module it cannot analyse, e.g. a relative import of a .d.ts that resolves to a
        // bundle (`./i18n` → `dist/i18n.js`) instead of a declaration file (`dist/i18n/index.d.ts`).
        const text = relativeText(String(error?.message ?? error), libDir)
          .replace(/^Internal Error: /, '')
          .split('\n')
          .filter(Boolean)
          .join(' at ');
        entryProblems.push(`${lib}: ${specifier}: API Extractor stopped: ${text}`);
      }
      if (extractorResult && !extractorResult.succeeded && errors === 0) {
        entryProblems.push(`${lib}: ${specifier}: API Extractor failed (${extractorResult.errorCount} errors)`);
      }
      result.problems.push(...entryProblems);
      const written = path.join(tempDir, `${reportFileName}.public.api.md`);
      if (!fs.existsSync(written)) {
        if (entryProblems.length === 0) result.problems.push(`${lib}: ${specifier}: API Extractor wrote no report`);
        continue;
      }
      sections.push({ specifier, entry, body: reportBody(relativeText(fs.readFileSync(written, 'utf8'), libDir)) });
    }
    if (compilerState) {
      const owners = exportOwners(compilerState.program, entries, packageJson.name, libDir);
      for (const section of sections) {
        section.body = section.body.replace(FORGOTTEN_EXPORT, (line, indent, name, rest) => {
          // A type another entry of the package exports (the same declaration) is not a leak.
          const owner = owners(name, section.entry);
          if (owner) return `${indent}// Note: "${name}" is exported by ${owner}`;
          result.warnings.push(`${lib}: ${section.specifier}: (ae-forgotten-export) The symbol "${name}"${rest}`);
          return line;
        });
        // The source locations of the closing block's messages: line numbers would change the report at any edit.
        section.body = section.body.replace(/^\/\/ \S+:\d+:\d+ - (\(ae-)/gm, '// $1');
        // The closing block of unassociated messages: only notes left → say so.
        section.body = section.body.replace(/^\/\/ Warnings were encountered during analysis:\n\/\/\n((?:\/\/ .*\n)+)/m, (block, lines) =>
          /\(ae-/.test(lines) ? block : `// Notes of the analysis:\n//\n${lines}`,
        );
        // Any other warning API Extractor wrote into the report: listed, not failing.
        for (const m of section.body.matchAll(/^\s*\/\/ (?:Warning: |\S+ - )(\((?!ae-forgotten-export)ae-[\w-]+\).*)$/gm)) {
          result.warnings.push(`${lib}: ${section.specifier}: ${m[1]}`);
        }
      }
    }
    for (const { specifier, body } of sections) {
      const names = exportedNames(body);
      result.symbols += names.size;
      result.reports.push(`${specifier}: ${names.size} symbols`);
    }
  } finally {
    fs.rmSync(tempDir, { recursive: true, force: true });
  }

  result.report = [
    `# Public API of ${packageJson.name}`,
    '',
    `> Do not edit this file. It is generated by \`node tools/packages/api-report.mjs ${lib} --update\` with API Extractor (public report variant: declarations tagged \`@internal\`, \`@alpha\` or \`@beta\` are left out), one section per entry of the package's \`exports\`.`,
    '',
    ...sections.map(({ specifier, body }) => `## ${specifier}\n\n${body}\n`),
  ].join('\n');
  if (result.problems.length > 0) return result;
  result.report = await formatReport(result.report, reportFile);

  const committed = fs.existsSync(reportFile) ? fs.readFileSync(reportFile, 'utf8').replace(/\r\n/g, '\n') : undefined;
  if (update) {
    if (committed !== result.report) {
      fs.mkdirSync(path.dirname(reportFile), { recursive: true });
      fs.writeFileSync(reportFile, result.report);
      result.updated = true;
    }
  } else if (committed === undefined) {
    result.problems.push(
      `${lib}: there is no API report ${reportShown}: run node tools/packages/api-report.mjs ${lib} --update and commit it`,
    );
  } else if (committed !== result.report) {
    result.problems.push(
      [
        `${lib}: the public API changed; the report ${reportShown} is out of date: run node tools/packages/api-report.mjs ${lib} --update and commit it`,
        ...firstDifferences(committed, result.report),
      ].join('\n'),
    );
  }
  result.ok = result.problems.length === 0;
  return result;
}

async function main(argv) {
  const update = argv.includes('--update');
  const unknown = argv.filter((a) => a.startsWith('-') && a !== '--update');
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(', ')}. Usage: node tools/packages/api-report.mjs [lib …] [--update]`);
    return 2;
  }
  const all = LIBS;
  const libs = argv.filter((a) => !a.startsWith('-'));
  const wrong = libs.filter((l) => !all.includes(l));
  if (wrong.length > 0) {
    console.error(`No lib ${wrong.join(', ')} under libs/ (there are: ${all.join(', ')})`);
    return 2;
  }
  let failed = false;
  for (const lib of libs.length > 0 ? libs : all) {
    const r = await apiReport({ lib, update });
    if (r.ok) {
      const state = update ? (r.updated ? 'report written' : 'report up to date') : 'report up to date';
      console.log(`${lib}: ${r.symbols} public symbols in ${r.entries} entries, ${state}`);
    } else {
      failed = true;
      for (const p of r.problems) console.log(p);
    }
    for (const w of r.warnings) console.log(`  warning: ${w}`);
  }
  return failed ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  // No top-level await: the spec loads this module through Jest's CommonJS transform.
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

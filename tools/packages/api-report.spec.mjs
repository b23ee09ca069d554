/**
 * @jest-environment node
 */
// The API report check itself, on a tiny fake lib in a temp folder (a package.json with one export and its
// dist/index.d.ts): no build, no workspace lib involved. API Extractor runs for real.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { apiReport, exportedNames, typedEntries } from './api-report.mjs';

const packageJson = {
  name: '@fake/widgets',
  version: '0.0.0',
  type: 'module',
  exports: {
    './package.json': './package.json',
    '.': { types: './dist/index.d.ts', import: './dist/index.js', default: './dist/index.js' },
  },
};

const dts = `/** Says hello. */
export declare function greet(name: string): string;
/** A widget. */
export interface Widget {
    id: number;
    label: string;
}
/**
 * Only for the repo's own tests.
 * @internal
 */
export declare function resetWidgetsForTests(): void;
`;

let libDir;
let reportFile;

function writeLib(files) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(libDir, file)), { recursive: true });
    fs.writeFileSync(path.join(libDir, file), text);
  }
}

beforeEach(() => {
  libDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-report-spec-'));
  reportFile = path.join(libDir, 'api', 'widgets.api.md');
  writeLib({ 'package.json': JSON.stringify(packageJson, null, 2), 'dist/index.d.ts': dts });
});

afterEach(() => {
  fs.rmSync(libDir, { recursive: true, force: true });
});

describe('apiReport', () => {
  it('writes the public report with --update, leaving @internal declarations out, and a clean re-run passes', async () => {
    const written = await apiReport({ lib: 'widgets', libDir, update: true });
    expect(written.problems).toEqual([]);
    expect(written.ok).toBe(true);
    expect(written.reportFile).toBe(reportFile);
    expect(written.symbols).toBe(2);
    expect(written.entries).toBe(1);

    const report = fs.readFileSync(reportFile, 'utf8');
    expect(report).toContain('## @fake/widgets\n');
    expect(report).toContain('export function greet(name: string): string;');
    expect(report).toContain('export interface Widget {');
    expect(report).not.toContain('resetWidgetsForTests');
    // Deterministic: no absolute path, no date.
    expect(report).not.toContain(libDir);
    expect(report).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    const again = await apiReport({ lib: 'widgets', libDir });
    expect(again.problems).toEqual([]);
    expect(again.ok).toBe(true);
    expect(again.report).toBe(report);
  });

  it('fails when the public API changed, naming the report and showing the new line', async () => {
    await apiReport({ lib: 'widgets', libDir, update: true });
    writeLib({ 'dist/index.d.ts': `${dts}/** A new export. */\nexport declare const WIDGET_LIMIT = 10;\n` });

    const checked = await apiReport({ lib: 'widgets', libDir });
    expect(checked.ok).toBe(false);
    expect(checked.problems).toHaveLength(1);
    const [problem] = checked.problems;
    expect(problem).toContain('widgets: the public API changed; the report api/widgets.api.md is out of date');
    expect(problem).toContain('run node tools/packages/api-report.mjs widgets --update and commit it');
    expect(problem).toContain('+ export const WIDGET_LIMIT = 10;');
    expect(checked.symbols).toBe(3);
    // The committed file is left alone without --update.
    expect(fs.readFileSync(reportFile, 'utf8')).not.toContain('WIDGET_LIMIT');

    expect((await apiReport({ lib: 'widgets', libDir, update: true })).ok).toBe(true);
    expect((await apiReport({ lib: 'widgets', libDir })).ok).toBe(true);
  });

  it('does not count or show a new @internal export: the report stays up to date', async () => {
    await apiReport({ lib: 'widgets', libDir, update: true });
    writeLib({ 'dist/index.d.ts': `${dts}/** @internal */\nexport declare const DEBUG_WIDGETS = true;\n` });

    const checked = await apiReport({ lib: 'widgets', libDir });
    expect(checked.problems).toEqual([]);
    expect(checked.symbols).toBe(2);
  });

  it('says so when the lib is not built, and when there is no report yet', async () => {
    const noReport = await apiReport({ lib: 'widgets', libDir });
    expect(noReport.ok).toBe(false);
    expect(noReport.problems).toEqual([
      'widgets: there is no API report api/widgets.api.md: run node tools/packages/api-report.mjs widgets --update and commit it',
    ]);

    fs.rmSync(path.join(libDir, 'dist'), { recursive: true });
    const notBuilt = await apiReport({ lib: 'widgets', libDir });
    expect(notBuilt.ok).toBe(false);
    expect(notBuilt.problems).toEqual(['widgets: dist/index.d.ts is missing: run nx run widgets:build']);
  });

  it('lists a forgotten export as a warning without failing, and writes where reportFile says', async () => {
    writeLib({
      // `export {}`: without it every top-level declaration of a .d.ts module is exported.
      'dist/index.d.ts': `interface Options {\n    size: number;\n}\nexport declare function makeWidget(options: Options): void;\nexport {};\n`,
    });
    const elsewhere = path.join(libDir, 'reports', 'custom.api.md');
    const written = await apiReport({ lib: 'widgets', libDir, reportFile: elsewhere, update: true });
    expect(written.ok).toBe(true);
    expect(written.warnings).toEqual([expect.stringContaining('(ae-forgotten-export) The symbol "Options"')]);
    expect(fs.existsSync(elsewhere)).toBe(true);
    expect(fs.existsSync(reportFile)).toBe(false);
  });

  it('fails on a .d.ts that does not compile', async () => {
    writeLib({ 'dist/index.d.ts': `export declare function broken(): MissingType;\n` });
    const checked = await apiReport({ lib: 'widgets', libDir, update: true });
    expect(checked.ok).toBe(false);
    expect(checked.problems).toEqual(expect.arrayContaining([expect.stringContaining("(TS2304) Cannot find name 'MissingType'")]));
    expect(fs.existsSync(reportFile)).toBe(false);
  });
});

describe('typedEntries', () => {
  it('takes the sub-paths with types, "." first, and skips package.json, patterns and JSON', () => {
    const entries = typedEntries({
      exports: {
        './package.json': './package.json',
        './testing': { types: './dist/testing/index.d.ts', default: './dist/testing.js' },
        '.': { types: './dist/index.d.ts', default: './dist/index.js' },
        './i18n/*.json': './src/i18n/*.json',
        './react': { import: { types: './dist/react/index.d.ts', default: './dist/react.js' } },
        './styles.css': './dist/styles.css',
      },
    });
    expect(entries.map((e) => e.subpath)).toEqual(['.', './react', './testing']);
    expect(entries[1].types).toBe('./dist/react/index.d.ts');
  });
});

describe('exportedNames', () => {
  it('counts each exported name once: declarations, overloads, export lists and re-exports', () => {
    const names = exportedNames(
      [
        'import { formatCountdown } from "@brokerfront/i18n";',
        'export function f(a: string): void;',
        'export function f(a: number): void;',
        'export interface Props {',
        '    // (undocumented)',
        '    export const inner: number;',
        '}',
        'declare enum Kind_2 { A = 0 }',
        'export { Kind_2 as Kind }',
        'export { formatCountdown }',
        'export type Alias = string;',
      ].join('\n'),
    );
    expect([...names].sort()).toEqual(['Alias', 'Kind', 'Props', 'f', 'formatCountdown']);
  });
});

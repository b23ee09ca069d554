import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { configurationWith, goodFiles } from '../testing/test-brand';
import { formatReport, readBrand, verifyBrand } from './verify-brand';

const workspaceRoot = resolve(__dirname, '../../../..');

/** A brand app on disk, over the workspace's real translation files. */
function writeApp(root: string, configuration: unknown = configurationWith(() => undefined)): string {
  const appDir = join(root, 'aurora');
  const write = (file: string, content: string) => {
    mkdirSync(dirname(join(appDir, file)), { recursive: true });
    writeFileSync(join(appDir, file), content);
  };
  const configDir = join(appDir, 'public/assets/config');
  const schema = relative(configDir, join(workspaceRoot, 'libs/config/configuration.schema.json')).split('\\').join('/');
  write('public/assets/config/configuration.json', JSON.stringify({ ...(configuration as object), $schema: schema }, null, 2));
  write('src/main.tsx', "void startSite({ template: 'template3', container: document.getElementById('root') as HTMLElement });\n");
  for (const file of goodFiles()) if (!file.startsWith('../')) write(file, 'x');
  write('src/i18n/de.json', JSON.stringify({ site: { meta: { description: 'Online handeln.' } } }));
  return appDir;
}

describe('verifyBrand (on disk)', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'brand-verify-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('passes a good brand over the real libs’ English and German texts, and says so in one line', () => {
    const appDir = writeApp(root);
    expect(verifyBrand(appDir, workspaceRoot)).toEqual([]);
    const brand = readBrand(appDir, workspaceRoot);
    expect(brand.template).toBe('template3');
    expect(formatReport(brand, [])).toBe(
      '✔ aurora: brand verified (template3; configuration, files, translations and risk warning in en, de, contrast, links)',
    );
  });

  it('reads the merged texts with the app’s overrides', () => {
    const brand = readBrand(writeApp(root), workspaceRoot);
    const de = brand.texts('de') as { site: { meta: { description: string } }; marketing: { riskWarning: { label: string } } };
    expect(de.site.meta.description).toBe('Online handeln.');
    expect(de.marketing.riskWarning.label).toBeTruthy();
  });

  it('names a broken override file', () => {
    const appDir = writeApp(root);
    writeFileSync(join(appDir, 'src/i18n/de.json'), '{ "site": ');
    const problems = verifyBrand(appDir, workspaceRoot);
    expect(problems).toEqual([expect.objectContaining({ rule: 'translations', path: 'de' })]);
    expect(problems[0].message).toMatch(/^de: the texts cannot be built: Translation file .*de\.json is broken/);
  });

  it('names a configuration that is not JSON and a main.tsx without a template', () => {
    const appDir = writeApp(root);
    writeFileSync(join(appDir, 'public/assets/config/configuration.json'), '{ nope');
    writeFileSync(join(appDir, 'src/main.tsx'), 'void startSite({ container: document.body });\n');
    const problems = verifyBrand(appDir, workspaceRoot);
    expect(problems.map((p) => p.rule)).toEqual(['configuration', 'template']);
    expect(problems[0].message).toMatch(/^public\/assets\/config\/configuration\.json: not valid JSON/);
  });

  it('lists each problem on its own line under a count', () => {
    const appDir = writeApp(
      root,
      configurationWith((json) => {
        json.appConfig.origin = 'ftp://aurora.example/';
        json.theme.primary = '#ffdd00';
      }),
    );
    rmSync(join(appDir, 'legal/terms-and-conditions.md'));
    const brand = readBrand(appDir, workspaceRoot);
    const problems = verifyBrand(appDir, workspaceRoot);
    const report = formatReport(brand, problems).split('\n');
    expect(report[0]).toBe(`✖ aurora: ${problems.length} problems`);
    expect(report).toContain(
      '  [files]    appConfig.documents[0]: the document "Terms and conditions" (terms-and-conditions.pdf) has neither a text ' +
        '(legal/terms-and-conditions.md, made into the PDF at build) nor a file (public/assets/uploads/terms-and-conditions.pdf)',
    );
    expect(report).toContain(
      '  [links]    appConfig.origin must be an absolute http(s) address such as "https://broker.example/", found "ftp://aurora.example/"',
    );
    expect(report.filter((line) => line.startsWith('  [contrast] light theme: ')).length).toBeGreaterThan(0);
  });

  it('verifies a brand with warnings only, listing each under the verdict', () => {
    const appDir = writeApp(
      root,
      configurationWith((json) => (json.appConfig.riskWarningInfo = { en: 'CFDs are complex instruments.' })),
    );
    const brand = readBrand(appDir, workspaceRoot);
    const problems = verifyBrand(appDir, workspaceRoot);
    expect(problems.map((p) => [p.rule, p.path, p.severity])).toEqual([['risk-warning', 'de', 'warning']]);
    expect(formatReport(brand, problems).split('\n')).toEqual([
      '✔ aurora: brand verified (template3; configuration, files, translations and risk warning in en, de, contrast, links) with 1 warning',
      `  [risk-warning] warning: ${problems[0].message}`,
    ]);
  });

  it('counts errors and warnings apart, errors listed first', () => {
    const appDir = writeApp(
      root,
      configurationWith((json) => {
        json.appConfig.riskWarningInfo = 'CFDs are complex instruments.';
        json.appConfig.origin = 'ftp://aurora.example/';
      }),
    );
    const report = formatReport(readBrand(appDir, workspaceRoot), verifyBrand(appDir, workspaceRoot)).split('\n');
    expect(report[0]).toBe('✖ aurora: 1 problem, 1 warning');
    expect(report[1]).toMatch(/^ {2}\[links\] {8}appConfig\.origin must be an absolute http\(s\) address/);
    expect(report[2]).toMatch(/^ {2}\[risk-warning\] warning: de: no risk warning of the brand in this language/);
  });
});

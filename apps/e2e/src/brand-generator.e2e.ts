/**
 * The brand kit end to end, as a brand team uses it: `nx g @brokerfront/brand:app` makes a brand into a temporary
 * app, `nx run <app>:build` builds and prerenders it, and the served site is drawn in the configured colours (its
 * primary button, its header), shows its logo with its text alternative, and passes axe, light and dark. Then
 * `nx run <app>:verify` fails on the brand broken twice (a document removed, a primary colour too light), naming
 * both. The app is removed afterwards.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import type { Server } from 'node:http';
import * as path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { drawnBrand, expectedTheme, readBrandConfiguration, rgbOf } from '../support/brand-checks';
import { backendUrl, workspaceRoot } from '../support/environment';
import { startStaticServer } from '../support/static-server';

const name = `e2e-brand-${process.pid}`;
const appDir = path.join(workspaceRoot, 'apps', name);
const port = 4399;
const brand = { primary: '#1d5c8f', accent: '#c2410c', brandName: 'Kestrel Trading' };
const nxEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', NX_SKIP_NX_CACHE: 'true' };
/** The root tsconfig.json as it was: the generator adds the app to its references. */
const rootTsconfig = path.join(workspaceRoot, 'tsconfig.json');
const tsconfigBefore = fs.readFileSync(rootTsconfig, 'utf8');

let browser: Browser;
let server: Server | undefined;

function nx(...args: string[]) {
  return spawnSync('npx', ['nx', ...args], { cwd: workspaceRoot, env: nxEnv, encoding: 'utf8', timeout: 300_000 });
}

beforeAll(async () => {
  const generated = nx(
    'g',
    '@brokerfront/brand:app',
    name,
    '--template=3',
    '--languages=en,de',
    `--origin=http://127.0.0.1:${port}`,
    `--primary=${brand.primary}`,
    `--accent=${brand.accent}`,
    `--brandName=${brand.brandName}`,
    '--no-interactive',
  );
  if (generated.status !== 0) throw new Error(`nx g failed:\n${generated.stdout}\n${generated.stderr}`);
  const built = nx('run', `${name}:build`, '--output-style=static');
  if (built.status !== 0) throw new Error(`nx run ${name}:build failed:\n${built.stdout}\n${built.stderr}`);
  // The build checked that every lib stylesheet reaches the chunks and pages of the new brand (prerender's last step).
  expect(built.stdout).toContain(`styles ${name}: every lib stylesheet reaches the chunks and pages that use it`);
  server = await startStaticServer({ root: path.join(workspaceRoot, 'dist/apps', name), port, backendUrl: backendUrl() });
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  for (const dir of [appDir, path.join(workspaceRoot, 'dist/apps', name), path.join(workspaceRoot, 'dist/prerender', name)]) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  fs.rmSync(path.join(workspaceRoot, 'node_modules/.vite/apps', name), { recursive: true, force: true });
  fs.writeFileSync(rootTsconfig, tsconfigBefore);
});

it('writes a thin app with a configuration naming the brand and its theme', () => {
  const config = readBrandConfiguration(appDir);
  expect(config.appConfig.name).toBe(brand.brandName);
  expect(config.theme).toMatchObject({
    primary: brand.primary,
    accent: brand.accent,
    logo: { alt: expect.stringContaining(brand.brandName) },
  });
  expect(fs.readFileSync(path.join(appDir, 'src/main.tsx'), 'utf8')).toContain("template: 'template3'");
  for (const file of ['index.html', 'de/index.html', 'assets/uploads/terms-and-conditions.pdf', 'assets/images/logo.svg']) {
    expect(fs.existsSync(path.join(workspaceRoot, 'dist/apps', name, file))).toBe(true);
  }
});

it.each(['light', 'dark'] as const)(
  'is built and drawn in the configured colours (%s): primary button, header, logo with its text alternative; axe passes',
  async (variant) => {
    const config = readBrandConfiguration(appDir);
    const palette = expectedTheme(config.theme, 'template3')[variant];
    if (variant === 'light') expect(palette.primary).toBe(brand.primary);
    const drawn = await drawnBrand(browser, `http://127.0.0.1:${port}/`, variant);
    expect(drawn.primaryToken).toBe(palette.primary);
    expect(drawn.callToAction).toEqual({ kind: 'primary', background: rgbOf(palette.primary) });
    const headerBrandColours = [palette.primary, palette.primaryStrong].map(rgbOf);
    expect(drawn.headerColours.filter((colour) => headerBrandColours.includes(colour))).not.toEqual([]);
    expect(drawn.logo).toEqual({ alt: config.theme?.logo?.alt, loaded: true });
    expect(drawn.axe).toEqual([]);
    expect(drawn.problems).toEqual([]);
  },
);

it('passes verify, and fails it naming a missing document and a low-contrast primary colour', () => {
  const clean = nx('run', `${name}:verify`, '--output-style=static');
  expect(clean.status).toBe(0);
  const configFile = path.join(appDir, 'public/assets/config/configuration.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
  config.theme.primary = '#ffdd00';
  config.theme.primaryText = '#ffffff';
  fs.writeFileSync(configFile, JSON.stringify(config, null, 2));
  fs.rmSync(path.join(appDir, 'legal/privacy-policy.md'));
  const broken = nx('run', `${name}:verify`, '--output-style=static');
  const output = `${broken.stdout}\n${broken.stderr}`;
  expect(broken.status).not.toBe(0);
  expect(output).toContain('privacy-policy.pdf');
  expect(output).toMatch(/#ffffff on #ffdd00/);
});

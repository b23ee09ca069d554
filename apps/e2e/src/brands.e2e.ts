/**
 * Every brand app in apps/ (the four demo brands and any other, found without editing this file) is drawn in the
 * colours of its configuration's theme, light and dark: the primary colour on the site and on the header's primary
 * button, template 4's header gradient, its logo with its text alternative, its favicon; and axe finds no serious or
 * critical issue.
 */
import * as path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { brandApps, siteUrl, workspaceRoot } from '../support/environment';
import { drawnBrand, expectedTheme, readBrandConfiguration, rgbOf } from '../support/brand-checks';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

it('finds the four demo brands and the other brand apps', () => {
  expect(brandApps.map((app) => app.id)).toEqual(expect.arrayContaining(['template1', 'template2', 'template3', 'template4']));
  expect(brandApps.length).toBeGreaterThan(4);
});

it('draws two brands on the same template differently', () => {
  const byTemplate = new Map<string, string[]>();
  for (const app of brandApps) byTemplate.set(app.template, [...(byTemplate.get(app.template) ?? []), app.id]);
  const shared = [...byTemplate.values()].find((ids) => ids.length > 1);
  expect(shared).toBeDefined();
  const [a, b] = (shared as string[]).map((id) => readBrandConfiguration(path.join(workspaceRoot, 'apps', id)).theme);
  expect(a?.primary).toBeDefined();
  expect(b?.primary).toBeDefined();
  expect(a?.primary).not.toBe(b?.primary);
});

describe.each(brandApps.map((app) => [app.id, app] as const))('%s', (id, app) => {
  const config = readBrandConfiguration(path.join(workspaceRoot, 'apps', id));
  const theme = expectedTheme(config.theme, app.template);

  it.each(['light', 'dark'] as const)(
    "is drawn in its theme's colours (%s), with its logo and favicon, and passes axe",
    async (variant) => {
      const drawn = await drawnBrand(browser, siteUrl(id), variant);
      const palette = theme[variant];
      expect(drawn.primaryToken).toBe(palette.primary);
      // The main call to action is a primary button (templates 1–3) or an accent one (template 4's home).
      expect(drawn.callToAction).not.toBeNull();
      const { kind, background } = drawn.callToAction as NonNullable<typeof drawn.callToAction>;
      expect(background).toBe(rgbOf(kind === 'primary' ? palette.primary : palette.accent));
      // The header is drawn in brand colours: its brand mark, links or buttons, or (template 4) its gradient.
      const brandColours = [palette.primary, palette.primaryStrong, palette.accent, palette.tokens['--bf-t4-header-surface']]
        .filter((colour): colour is string => colour !== undefined)
        .map(rgbOf);
      expect(drawn.headerColours.filter((colour) => brandColours.includes(colour))).not.toEqual([]);
      if (config.theme?.logo) {
        expect(drawn.logo).toEqual({ alt: config.theme.logo.alt, loaded: true });
      } else {
        expect(drawn.logo).toBeNull();
      }
      if (config.theme?.favicon) expect(drawn.favicons).toEqual([`/${config.theme.favicon.replace(/^\/+/, '')}`]);
      expect(drawn.axe).toEqual([]);
      expect(drawn.problems).toEqual([]);
    },
  );
});

/**
 * Every brand app in apps/ (the four demo brands and any other, found without editing this file) is drawn in the
 * colours of its configuration's theme, light and dark: the primary colour on the site and on the header's primary
 * button, template 4's header gradient, its logo with its text alternative, its favicon; and axe finds no serious or
 * critical issue.
 */
import * as path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, seriousAxeViolations } from '../support/browser';
import { brandApps, siteUrl, templates, workspaceRoot } from '../support/environment';
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

describe('the signed-in screens', () => {
  // A brand other than the four templates (the generator's demo brand), else the first.
  const app = brandApps.find((candidate) => !templates.some((t) => t.id === candidate.id)) ?? brandApps[0];
  const config = readBrandConfiguration(path.join(workspaceRoot, 'apps', app.id));
  const palette = expectedTheme(config.theme, app.template).light;

  it(`are drawn in the brand's theme too (${app.id}): sign-in and the client area, with its logo; axe passes`, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const { page, problems } = await openPage(context);
    await page.goto(siteUrl(app.id, 'sign-in'));
    const submit = page.getByRole('button', { name: 'Sign in' });
    expect(await submit.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(rgbOf(palette.primary));
    await page.getByLabel('Email').fill('client@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Client1');
    await submit.click();
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    const drawn = await page.evaluate(() => {
      const shell = document.querySelector('.bf-site') as HTMLElement;
      const current = document.querySelector('nav [aria-current="page"]') as HTMLElement | null;
      return {
        primary: getComputedStyle(shell).getPropertyValue('--bf-color-primary').trim(),
        radius: getComputedStyle(shell).getPropertyValue('--bf-radius').trim(),
        current: current
          ? [getComputedStyle(current).color, getComputedStyle(current).backgroundColor, getComputedStyle(current).borderInlineStartColor]
          : [],
      };
    });
    expect(drawn.primary).toBe(palette.primary);
    if (config.theme?.radius !== undefined) expect(drawn.radius).toBe(`${config.theme.radius / 16}rem`);
    expect(drawn.current.some((colour) => [palette.primary, palette.primaryStrong, palette.primarySoft].map(rgbOf).includes(colour))).toBe(
      true,
    );
    if (config.theme?.logo)
      await expect(page.getByRole('banner').getByRole('img', { name: config.theme.logo.alt }).isVisible()).resolves.toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

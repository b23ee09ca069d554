import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { chromium, type Browser, type Page, type Route } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../tools/testing/chromium.cjs';
import { siteUrl, templates, workspaceRoot, type TemplateName } from '../support/environment';

/**
 * The visitor's theme from the first paint (SPEC §3 UserSettings Shell.Theme): a prerendered page is drawn in the
 * default theme, and the theme script of its head (tools/prerender/theme-script.mjs) puts the stored one on it before
 * anything is painted. Checked with the app's code held back (its scripts are never answered, so the page is what the
 * browser first paints and stays so), under the Content-Security-Policy the nginx kit writes for the served site: a
 * stored Dark, and SystemDefault on a dark system, are painted dark by every template; Light and a light system stay
 * light. Then with the code let through: the hydrated page never goes back to light on the way.
 */

type ThemeChoice = 'Light' | 'Dark' | 'SystemDefault';

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions());
});

afterAll(async () => {
  await browser.close();
});

/** The served copy of a built app (apps/e2e/support/global-setup.ts). */
const servedRoot = (app: TemplateName) => path.join(workspaceRoot, 'tmp/e2e-sites', app);

const policies = new Map<TemplateName, string>();

/** The Content-Security-Policy the nginx kit writes for a served site (`node tools/deploy/nginx.mjs <folder>`). */
function kitPolicy(app: TemplateName): string {
  const known = policies.get(app);
  if (known) return known;
  const conf = execFileSync(process.execPath, [path.join(workspaceRoot, 'tools/deploy/nginx.mjs'), servedRoot(app)], { encoding: 'utf8' });
  const policy = /add_header Content-Security-Policy "([^"]+)"/.exec(conf)?.[1];
  if (!policy) throw new Error(`the kit wrote no Content-Security-Policy for ${app}`);
  policies.set(app, policy);
  return policy;
}

/** Stores the visitor's settings as the site does (the `userSettings` record, the signed-out visitor's entry). */
async function storeTheme(page: Page, theme: ThemeChoice): Promise<void> {
  await page.addInitScript((choice) => {
    localStorage.setItem('userSettings', JSON.stringify({ guest: { UserId: null, Shell: { Theme: choice, SidenavOpened: true } } }));
  }, theme);
}

/** Relative luminance (0 black … 1 white) of a computed `rgb(…)` colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

interface Painted {
  hydrated: boolean;
  html: string | null;
  site: string | null;
  /** Luminance of the layout's background as painted. */
  background: number;
  violations: string[];
}

/**
 * Opens a prerendered page with a stored theme and the app's scripts held back, served with the kit's policy, and
 * reads it once the browser has painted it.
 */
async function firstPaint(app: TemplateName, theme: ThemeChoice, colorScheme: 'light' | 'dark' = 'light'): Promise<Painted> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
  const page = await context.newPage();
  await storeTheme(page, theme);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const held: Route[] = [];
  // The app's code (the starter and every module) is never answered: nothing but the page's HTML, CSS and head
  // script runs, so what is read below is the first paint.
  await page.route(/\/assets\/.*\.m?js(\?|$)/, (route) => {
    held.push(route);
  });
  const policy = kitPolicy(app);
  await page.route(
    (url) => url.origin === new URL(siteUrl(app)).origin && !url.pathname.startsWith('/assets/'),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
    },
  );
  await page.goto(siteUrl(app), { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const state = await page.evaluate(() => {
    const site = document.querySelector('.bf-site');
    return {
      hydrated: document.documentElement.dataset['hydrated'] !== undefined,
      html: document.documentElement.getAttribute('data-theme'),
      site: site?.getAttribute('data-theme') ?? null,
      background: site ? getComputedStyle(site).backgroundColor : '',
      violations: (window as unknown as { __violations: string[] }).__violations,
    };
  });
  expect(held.length).toBeGreaterThan(0);
  await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
  await context.close();
  return { ...state, background: luminance(state.background) };
}

describe.each(templates.map((t) => t.id))('%s: the first paint', (app) => {
  it('is dark for a visitor who chose Dark, before any of the app’s code runs, under the kit’s policy', async () => {
    const painted = await firstPaint(app, 'Dark');
    expect(painted).toMatchObject({ hydrated: false, html: 'dark', site: 'dark', violations: [] });
    expect(painted.background).toBeLessThan(0.2);
  });

  it('stays light for a visitor who chose Light', async () => {
    const painted = await firstPaint(app, 'Light', 'dark');
    expect(painted).toMatchObject({ hydrated: false, html: 'light', site: 'light', violations: [] });
    expect(painted.background).toBeGreaterThan(0.6);
  });
});

describe('SystemDefault', () => {
  it('paints the page in the system’s scheme', async () => {
    const dark = await firstPaint('template1', 'SystemDefault', 'dark');
    expect(dark).toMatchObject({ hydrated: false, html: 'dark', site: 'dark', violations: [] });
    expect(dark.background).toBeLessThan(0.2);
    const light = await firstPaint('template1', 'SystemDefault', 'light');
    expect(light).toMatchObject({ html: 'light', site: 'light' });
    expect(light.background).toBeGreaterThan(0.6);
  });
});

describe('hydration', () => {
  it.each(['template1', 'template3'] as const)(
    'keeps the dark theme of %s from the first paint on: nothing sets it back to light',
    async (app) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await storeTheme(page, 'Dark');
      // Every change of a data-theme attribute, with the value it replaced.
      await page.addInitScript(() => {
        const changes: string[] = [];
        (window as unknown as { __themeChanges: string[] }).__themeChanges = changes;
        new MutationObserver((records) => {
          for (const record of records) changes.push(`${(record.target as Element).tagName.toLowerCase()} from ${record.oldValue}`);
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-theme'], attributeOldValue: true });
      });
      await page.goto(siteUrl(app));
      await page.waitForFunction(() => document.documentElement.dataset['hydrated'] !== undefined);
      // The session and the page's other parts settle.
      await page.waitForTimeout(500);
      const state = await page.evaluate(() => ({
        html: document.documentElement.getAttribute('data-theme'),
        site: document.querySelector('.bf-site')?.getAttribute('data-theme'),
        changes: (window as unknown as { __themeChanges: string[] }).__themeChanges,
      }));
      expect({ html: state.html, site: state.site }).toEqual({ html: 'dark', site: 'dark' });
      // The head script's two changes (the prerendered light to dark); anything later replacing a light value would
      // mean the page had been set back to light in between.
      expect(state.changes.filter((change) => change.endsWith('from light'))).toEqual(['html from light', 'div from light']);
      await context.close();
    },
  );
});

import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { siteUrl, workspaceRoot } from '../support/environment';

/** A multi-language template app: English (default), German and Swedish. */
const APP = 'template3';

const ENGLISH = 'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.';
const GERMAN = 'CFDs sind komplexe Instrumente und gehen wegen der Hebelwirkung mit dem hohen Risiko einher, schnell Geld zu verlieren.';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** A text of the merged translation file the app serves for a language (`assets/i18n/{prefix}.json`). */
async function servedText(prefix: string, dottedKey: string): Promise<string> {
  const response = await fetch(siteUrl(APP, `assets/i18n/${prefix}.json`));
  const file = (await response.json()) as Record<string, unknown>;
  return dottedKey.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], file) as string;
}

/** A browser context whose served configuration (otherwise as the app serves it) gives the risk warning as `riskWarningInfo`. */
async function contextWith(riskWarningInfo: unknown): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.route('**/assets/config/configuration.json', async (route) => {
    const response = await route.fetch();
    const configuration = (await response.json()) as { appConfig: Record<string, unknown> };
    configuration.appConfig['riskWarningInfo'] = riskWarningInfo;
    await route.fulfill({ response, json: configuration });
  });
  return context;
}

/**
 * The risk warning of a page as a first-time visitor gets it (its title, then its text), once the site runs on the
 * page. Each visit has a browser context of its own: a visitor who opened a German page keeps German as their
 * language, so an unprefixed page would then open in German too.
 */
async function riskWarningOf(pathname: string, title: string, riskWarningInfo?: unknown): Promise<string> {
  const context = riskWarningInfo === undefined ? await browser.newContext() : await contextWith(riskWarningInfo);
  try {
    const { page, problems } = await openPage(context);
    await page.goto(siteUrl(APP, pathname));
    const warning = page.getByRole('complementary', { name: title });
    await warning.waitFor();
    const text = ((await warning.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    expect(problems).toEqual([]);
    return text;
  } finally {
    await context.close();
  }
}

describe('the risk warning in the visitor’s language', () => {
  it('shows the German general warning on German pages when the brand gives its text in English only', async () => {
    const brand = { en: ENGLISH };
    const german = await servedText('de', 'marketing.riskWarning.fallback');
    expect(await riskWarningOf('de/faq', 'Risikohinweis', brand)).toBe(`Risikohinweis: ${german}`);
    expect(await riskWarningOf('faq', 'Risk warning', brand)).toBe(`Risk warning: ${ENGLISH}`);
  });

  it('shows the brand’s German text on German pages when it gives one', async () => {
    const brand = { en: ENGLISH, de: GERMAN };
    expect(await riskWarningOf('de/faq', 'Risikohinweis', brand)).toBe(`Risikohinweis: ${GERMAN}`);
    expect(await riskWarningOf('faq', 'Risk warning', brand)).toBe(`Risk warning: ${ENGLISH}`);
  });

  it('shows the app’s own German text on its prerendered German page, as configured', async () => {
    const file = path.join(workspaceRoot, 'apps', APP, 'public/assets/config/configuration.json');
    const configured = JSON.parse(fs.readFileSync(file, 'utf8')).appConfig.riskWarningInfo as Record<string, string>;
    expect(await riskWarningOf('de/faq', 'Risikohinweis')).toBe(`Risikohinweis: ${configured['de']}`);
  });

  it('keeps a visitor who opened a German page in German on the unprefixed address', async () => {
    const context = await contextWith({ en: ENGLISH, de: GERMAN });
    try {
      const { page } = await openPage(context);
      await page.goto(siteUrl(APP, 'de/faq'));
      await page.getByRole('complementary', { name: 'Risikohinweis' }).waitFor();
      await page.goto(siteUrl(APP, 'faq'));
      const warning = page.getByRole('complementary', { name: 'Risikohinweis' });
      await warning.waitFor();
      expect(((await warning.textContent()) ?? '').replace(/\s+/g, ' ').trim()).toBe(`Risikohinweis: ${GERMAN}`);
    } finally {
      await context.close();
    }
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { dismissHomePopup, launchBrowser, openPage } from '../support/browser';
import { siteUrl, workspaceRoot } from '../support/environment';

/** The local-storage key of the chosen language (@brokerfront/i18n CHOSEN_LANGUAGE_KEY). */
const CHOSEN_LANGUAGE_KEY = 'brokerfront.language';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function htmlLang(page: Page, lang: string): Promise<void> {
  await page.waitForFunction((expected) => document.documentElement.lang === expected, lang);
}

async function storedLanguage(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), CHOSEN_LANGUAGE_KEY);
}

/** Opens the header's language menu and picks a language by its own name. */
async function chooseLanguage(page: Page, name: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Language|Sprache): / })
    .first()
    .click();
  await page.getByRole('link', { name, exact: true }).first().click();
}

function configurationOf(template: string): Record<string, Record<string, unknown>> {
  const file = path.join(workspaceRoot, 'apps', template, 'public/assets/config/configuration.json');
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

describe('languages', () => {
  let context: BrowserContext;

  beforeEach(async () => {
    context = await browser.newContext();
  });

  afterEach(async () => {
    await context.close();
  });

  it('switches template2 to German and back, and a reload keeps each choice', async () => {
    const { page, problems } = await openPage(context);
    await page.goto(siteUrl('template2'));
    await dismissHomePopup(page, 'template2');
    await htmlLang(page, 'en');
    await expect(page.locator('link[rel="alternate"][hreflang="de"]').first().getAttribute('href')).resolves.toMatch(/\/de$/);

    await chooseLanguage(page, 'Deutsch');
    await page.waitForURL(/\/de\/?$/);
    await htmlLang(page, 'de');
    await expect(storedLanguage(page)).resolves.toBe('de');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /: Deutsch$/ })
      .first()
      .waitFor();

    await page.reload();
    await htmlLang(page, 'de');
    // Without a prefix the stored choice wins over the default language.
    await page.goto(siteUrl('template2'));
    await htmlLang(page, 'de');

    await chooseLanguage(page, 'English');
    await page.waitForURL(/\/en\/?$/);
    await htmlLang(page, 'en');
    await expect(storedLanguage(page)).resolves.toBe('en');

    await page.reload();
    await htmlLang(page, 'en');
    await page.goto(siteUrl('template2'));
    await htmlLang(page, 'en');
    expect(problems).toEqual([]);
  });

  it('sends an unknown language prefix to /404', async () => {
    const { page } = await openPage(context);
    await page.goto(siteUrl('template2', 'xx/'));
    await page.waitForURL(/\/404$/);
  });

  it('sends any language prefix of a single-language site to /404', async () => {
    const { page } = await openPage(context);
    await page.goto(siteUrl('template1', 'de/'));
    await page.waitForURL(/\/404$/);
  });
});

describe('a broken configuration', () => {
  it('shows the error screen naming each wrong field, and the console says the same', async () => {
    const context = await browser.newContext();
    const broken = configurationOf('template3');
    broken['appConfig']['vectorSize'] = 'huge';
    broken['appConfig']['hasTradingMenu'] = 'yes';
    await context.route('**/assets/config/configuration.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(broken) }),
    );
    const { page, problems } = await openPage(context);
    await page.goto(siteUrl('template3'));
    await page.getByRole('heading', { level: 1, name: 'The site configuration has errors' }).waitFor();
    const rows = await page.getByRole('row').allInnerTexts();
    expect(rows.slice(1).map((row) => row.split('\t').map((cell) => cell.trim()))).toEqual([
      ['appConfig.hasTradingMenu', 'true or false', '"yes" (a text)'],
      ['appConfig.vectorSize', 'one of "cover", "contain", "auto"', '"huge" (a text)'],
    ]);
    expect(problems).toEqual([
      'console: Configuration error: appConfig.hasTradingMenu: expected true or false, found "yes" (a text)',
      'console: Configuration error: appConfig.vectorSize: expected one of "cover", "contain", "auto", found "huge" (a text)',
    ]);
    await context.close();
  });

  it('shows the error screen when the file is not JSON', async () => {
    const context = await browser.newContext();
    await context.route('**/assets/config/configuration.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{ "appConfig": ' }),
    );
    const { page } = await openPage(context);
    await page.goto(siteUrl('template3'));
    await page.getByRole('heading', { level: 1, name: 'The site configuration has errors' }).waitFor();
    await expect(page.getByRole('cell', { name: 'valid JSON', exact: true }).count()).resolves.toBe(1);
    await context.close();
  });
});

import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { siteUrl, templates, workspaceRoot } from '../support/environment';
import * as fs from 'node:fs';
import * as path from 'node:path';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

function brandOf(template: string): { name: string; description: string } {
  const file = path.join(workspaceRoot, 'apps', template, 'public/assets/config/configuration.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).appConfig;
}

describe.each(templates.map((t) => t.id))('%s', (template) => {
  it('loads its configuration and shows its brand with the right title and meta', async () => {
    const brand = brandOf(template);
    const context = await browser.newContext();
    const { page, problems } = await openPage(context);
    await page.goto(siteUrl(template));
    await page.getByRole('banner').getByText(brand.name, { exact: true }).first().waitFor();
    await expect(page.title()).resolves.toMatch(new RegExp(` \\| ${brand.name}$`));
    await expect(page.locator('meta[name="description"]').first().getAttribute('content')).resolves.toBeTruthy();
    await expect(page.locator('meta[property="og:site_name"]').first().getAttribute('content')).resolves.toBe(brand.name);
    expect(problems).toEqual([]);
    await context.close();
  });
});

import * as fs from 'node:fs';
import * as path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { chromiumLaunchOptions, chromiumPath } from '../../../tools/testing/chromium.cjs';
import { screenshotDir, workspaceRoot } from './environment';

/** Debian's chromium unless CHROME_PATH says otherwise; never a downloaded browser. */
export const chromePath = chromiumPath();

/** Launches Chromium with the workspace's flags (`tools/testing/chromium.cjs`). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/** A page that records console errors, page errors and failed requests, to assert a clean run. */
export interface WatchedPage {
  page: Page;
  problems: string[];
}

export async function openPage(context: BrowserContext): Promise<WatchedPage> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // A navigation away cancels pending requests: that is not a defect of the page.
    if (!failure.includes('ERR_ABORTED')) problems.push(`request failed: ${request.url()} ${failure}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'fetch') {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return { page, problems };
}

/** Violations of impact serious or critical found by axe-core on the current page. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const source = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: source });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: Document) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Saves a screenshot for review under dist/e2e-screenshots. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Whether a template's configuration opens a popup on the home page (hasPopup). */
export function hasHomePopup(template: string): boolean {
  const file = path.join(workspaceRoot, 'apps', template, 'public/assets/config/configuration.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).appConfig?.hasPopup === true;
}

/**
 * Closes the home page popup of a template that has one (it opens once the page has rendered, and
 * stays closed for the rest of the browser session). Does nothing for templates without a popup.
 */
export async function dismissHomePopup(page: Page, template: string): Promise<void> {
  if (!hasHomePopup(template)) return;
  const popup = page.getByRole('dialog');
  await popup.waitFor();
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });
}

/**
 * Gives a test file one browser (launched before its tests, closed after them) and returns the function
 * that opens a context in it (1280×900 unless told otherwise); the contexts are closed after each test.
 */
export function useBrowserContexts(): (options?: BrowserContextOptions) => Promise<BrowserContext> {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async (options = {}) => {
    if (!browser) throw new Error('useBrowserContexts: the browser is not launched (call it at the top of a test file)');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
    contexts.push(context);
    return context;
  };
}

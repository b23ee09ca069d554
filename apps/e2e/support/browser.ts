import * as fs from 'node:fs';
import * as path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { chromiumLaunchOptions, chromiumPath } from '../../../tools/testing/chromium.cjs';
import { startBackend, type RunningBackend } from '../../../tools/testing/backend';
import { screenshotDir, SUITE_BACKEND_ENV, workspaceRoot } from './environment';
import { pointConfigurationAt } from './static-server';

/** Debian's chromium unless CHROME_PATH says otherwise; never a downloaded browser. */
export const chromePath = chromiumPath();

/**
 * Launches Chromium with the workspace's flags (`tools/testing/chromium.cjs`). In each of its contexts (JavaScript
 * on), `page.goto` of a prerendered page resolves once the page is hydrated ({@link waitForHydrationOnGoto}).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options = {}) => {
    const context = await newContext(options);
    if (options.javaScriptEnabled !== false) context.on('page', waitForHydrationOnGoto);
    return context;
  };
  return browser;
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

/**
 * Makes `page.goto` of a prerendered page resolve once the page is hydrated (`<html data-hydrated>`), as a visitor
 * would find it interactive: a prerendered page loads its code after its first paint, so at the `load` event it is
 * still plain HTML (its form disabled, its buttons inert). Other addresses, and a page replaced by the configuration
 * error screen, resolve as before.
 */
function waitForHydrationOnGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(
      () =>
        document.getElementById('brokerfront-page') === null ||
        document.documentElement.dataset['hydrated'] !== undefined ||
        // A served configuration that cannot start the site replaces the page with the error screen.
        document.querySelector('.bf-config-error') !== null,
    );
    return response;
  };
}

/** Violations of impact serious or critical found by axe-core on the current page. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const source = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: source });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            options: { resultTypes: string[] },
          ) => Promise<{
            violations: { id: string; impact: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[];
          }>;
        };
      }
    ).axe;
    // Only violations are read: axe then skips collecting the details of passing and incomplete checks.
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      // The first node's summary says why (for colour contrast: the colours and the ratio found).
      const why = v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim();
      return `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})${why ? ` — ${why}` : ''}`;
    });
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

/** Options of {@link useBrowserContexts}. */
export interface BrowserSuiteOptions {
  /**
   * Start a reference backend of the file's own (default true): the sites of every context it opens talk to it,
   * and `backendUrl()` / `backendDataDir()` name it while the file runs. Files then share no data, so the browser
   * suites can run side by side. `false` for a file that starts and routes its own backends.
   */
  ownBackend?: boolean;
  /** Extra environment of the file's backend (on top of SUITE_BACKEND_ENV). */
  backendEnv?: Record<string, string>;
}

/** Points a context's sites at `backend`: their configuration, and the contact script path the static host proxies. */
async function routeSitesTo(context: BrowserContext, backend: RunningBackend): Promise<void> {
  await context.route('**/assets/config/configuration.json', async (route) => {
    const response = await route.fetch();
    const origin = new URL(route.request().url()).origin + '/';
    await route.fulfill({ response, body: pointConfigurationAt(await response.text(), backend.url, origin) });
  });
  await context.route(/^http:\/\/127\.0\.0\.1:430\d\/email\//, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${backend.url}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

/**
 * Gives a test file one browser and (unless told otherwise) one reference backend, started before its tests and
 * stopped after them, and returns the function that opens a context in the browser (1280×900 unless told
 * otherwise) whose sites talk to that backend; the contexts are closed after each test.
 */
export function useBrowserContexts(suite: BrowserSuiteOptions = {}): (options?: BrowserContextOptions) => Promise<BrowserContext> {
  let browser: Browser | undefined;
  let backend: RunningBackend | undefined;
  const saved = { url: process.env['E2E_BACKEND_URL'], dataDir: process.env['E2E_BACKEND_DATA_DIR'] };
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    const own = suite.ownBackend === false ? undefined : startBackend({ env: { ...SUITE_BACKEND_ENV, ...suite.backendEnv } });
    [browser, backend] = await Promise.all([launchBrowser(), own]);
    if (backend) {
      process.env['E2E_BACKEND_URL'] = backend.url;
      process.env['E2E_BACKEND_DATA_DIR'] = backend.dataDir;
    }
  }, 120_000);
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await backend?.stop();
    for (const [key, value] of [
      ['E2E_BACKEND_URL', saved.url],
      ['E2E_BACKEND_DATA_DIR', saved.dataDir],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });
  return async (options = {}) => {
    if (!browser) throw new Error('useBrowserContexts: the browser is not launched (call it at the top of a test file)');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
    contexts.push(context);
    if (backend) await routeSitesTo(context, backend);
    return context;
  };
}

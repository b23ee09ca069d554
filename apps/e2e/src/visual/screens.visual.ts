import * as path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser } from '../../support/browser';
import { backendUrl, passwordToken, workspaceRoot, type TemplateName } from '../../support/environment';
import { signedInControl } from '../../support/signed-in';
import { visualUrl } from '../../support/visual-setup';
import { clearDifferences, compareWithBaseline, updating } from './baselines';
import { checkInvariant, type InvariantName } from './invariants';
import { invariantsOf, planProblems, SHOTS, WIDTHS, type Shot } from './matrix';
import { ACCOUNTS, SUBJECT_EMAIL, type ScreenContext, type Viewer } from './screens';

/**
 * The visual regression suite: every shot of the matrix (matrix.ts) drawn from the production builds, compared with
 * its committed baseline, and held to the layout invariants (invariants.ts), each reported as a test of its own.
 * One browser draws the shots, a few pages at a time; each signed-in viewer signs in once per template and its
 * stored session is reused.
 */

/** The date every page sees (a Monday morning): the copyright year, "today" and every relative date are fixed. */
const FIXED_TIME = new Date('2026-03-02T09:30:00Z');

/**
 * How the parts that change from run to run are painted over: each element a screen's masks find is filled with
 * magenta in place, so that a dialog or a sticky bar drawn above it still covers it (Playwright's `mask` boxes are
 * drawn above everything).
 */
const MASK_STYLE = `
  [data-visual-mask] { background: #ff00ff !important; color: transparent !important; border-color: #ff00ff !important; }
  [data-visual-mask] * { visibility: hidden !important; }
`;

/** Pages drawn at once: two cores draw three pages at a time faster than one, and more only queue. */
const CONCURRENCY = Number(process.env['VISUAL_CONCURRENCY'] ?? 3);

/** Screenshots taken at most until two in a row are the same (see `stillScreenshot`). */
const STILL_ATTEMPTS = 4;

/** `--only <text>` of the runner (VISUAL_ONLY): the shots whose name contains it, e.g. `template1/public-home`. */
const only = process.env['VISUAL_ONLY'] ?? '';
const shots = SHOTS.filter((shot) => shot.name.includes(only));

/** What drawing one shot found. */
interface ShotResult {
  /** Why the screen could not be reached or drawn (then every test of the shot fails with it). */
  error?: Error;
  comparison?: ReturnType<typeof compareWithBaseline>;
  invariants: Partial<Record<InvariantName, string[]>>;
}

/** Seconds spent in each phase of drawing, summed over the shots (printed once all are drawn). */
const phases = { reach: 0, settle: 0, screenshot: 0, compare: 0, layout: 0, axe: 0 };
type Phase = keyof typeof phases;
async function timed<T>(phase: Phase, work: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    phases[phase] += (performance.now() - start) / 1000;
  }
}

let browser: Browser | undefined;
const results = new Map<string, Promise<ShotResult>>();
const sessions = new Map<string, Promise<BrowserContextOptions['storageState']>>();
let subject: Pick<ScreenContext, 'subjectId' | 'subjectName'> | undefined;

/** A context as every shot's: its viewport, a fixed time zone and language, reduced motion. */
function contextOptions(shot: Pick<Shot, 'width'>): BrowserContextOptions {
  return { viewport: WIDTHS[shot.width], timezoneId: 'UTC', locale: 'en-US', reducedMotion: 'reduce', colorScheme: 'light' };
}

/** Signs `viewer` in to a template once (with "Remember me", so the session is in the stored local storage). */
function session(template: TemplateName, viewer: Exclude<Viewer, 'visitor'>): Promise<BrowserContextOptions['storageState']> {
  const key = `${template}/${viewer}`;
  let stored = sessions.get(key);
  if (!stored) {
    stored = (async () => {
      const context = await (browser as Browser).newContext(contextOptions({ width: 'desktop' }));
      try {
        await context.clock.setFixedTime(FIXED_TIME);
        const page = await context.newPage();
        await page.goto(visualUrl(template, 'sign-in'));
        await page.getByLabel('Email').fill(ACCOUNTS[viewer].email);
        await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS[viewer].password);
        await page.getByRole('checkbox', { name: 'Remember me' }).check();
        await page.getByRole('button', { name: 'Sign in' }).click();
        // The signed-in landing page depends on who signs in (the back office for an employee): any will do.
        await page.waitForURL((url) => url.pathname !== '/sign-in');
        await signedInControl(page).waitFor();
        return await context.storageState();
      } finally {
        await context.close();
      }
    })();
    sessions.set(key, stored);
  }
  return stored;
}

/** Sets the theme of every stored user settings entry and of the signed-out visitor before the page's scripts run. */
function storeTheme(theme: string): void {
  const key = 'userSettings';
  let record: Record<string, { Shell?: { Theme?: string } }> = {};
  try {
    record = JSON.parse(localStorage.getItem(key) ?? '{}') ?? {};
  } catch {
    record = {};
  }
  for (const entry of Object.values(record)) if (entry && typeof entry === 'object') entry.Shell = { ...entry.Shell, Theme: theme };
  record['guest'] = { ...record['guest'], Shell: { ...record['guest']?.Shell, Theme: theme } };
  localStorage.setItem(key, JSON.stringify(record));
}

/** Waits until the page is still: no requests, the fonts and the images in view loaded, two frames drawn. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const shown = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
    });
    await Promise.all(
      shown.map((image) =>
        image.complete
          ? image.decode().catch(() => undefined)
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * A screenshot of a still page: taken again until two in a row are the same (at most {@link STILL_ATTEMPTS}), so that a
 * frame drawn while something still moves (a late layout, a font swap) is never the one compared.
 */
async function stillScreenshot(page: Page): Promise<Buffer> {
  const take = () => page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css', style: MASK_STYLE });
  let image = await take();
  for (let attempt = 1; attempt < STILL_ATTEMPTS; attempt += 1) {
    const again = await take();
    if (again.equals(image)) break;
    image = again;
  }
  return image;
}

/**
 * Draws one shot; when its screenshot differs from the baseline it is drawn once more from the start, in a fresh
 * context: a difference that does not come back is reported in the log (with the first one's area) and passes, one
 * that does fails the test.
 */
async function draw(shot: Shot): Promise<ShotResult> {
  const first = await drawOnce(shot);
  if (updating || !first.comparison?.failure) return first;
  const second = await drawOnce(shot);
  if (second.error || second.comparison?.failure) return second;
  const note = `${shot.name}: matched its baseline when drawn again; the first drawing differed: ${first.comparison.failure.split('\n')[0]}`;
  return { ...second, comparison: { failure: null, note: [note, second.comparison?.note].filter(Boolean).join('\n') } };
}

/** Draws one shot: the screen reached in a fresh context, its screenshot compared, its invariants read. */
async function drawOnce(shot: Shot): Promise<ShotResult> {
  const { screen, template, theme } = shot;
  let context: BrowserContext | undefined;
  try {
    const options = contextOptions(shot);
    if (screen.viewer !== 'visitor') options.storageState = await session(template, screen.viewer);
    context = await (browser as Browser).newContext(options);
    if (screen.clock === 'idle') await context.clock.install({ time: FIXED_TIME });
    else await context.clock.setFixedTime(FIXED_TIME);
    await context.addInitScript(storeTheme, theme === 'dark' ? 'Dark' : 'Light');
    const screenContext: ScreenContext = { template, ...(subject as NonNullable<typeof subject>) };
    const url = visualUrl(template, screen.path(screenContext));
    if (screen.unknownAddress) {
      const notFound = path.join(workspaceRoot, 'tmp/visual-sites', template, '404.html');
      await context.route(url, (route) => route.fulfill({ status: 404, path: notFound, contentType: 'text/html; charset=utf-8' }));
    }
    const page = await context.newPage();
    await timed('reach', async () => {
      await page.goto(url);
      await screen.prepare(page, screenContext);
    });
    await timed('settle', () => settle(page));
    for (const mask of screen.masks?.(page, screenContext) ?? []) {
      // A mask that finds nothing lets a changing part through (or names a part the screen lost): the shot fails.
      const marked = await mask.evaluateAll((elements) => elements.map((element) => element.setAttribute('data-visual-mask', '')).length);
      if (marked === 0) throw new Error(`the mask ${mask} of ${shot.name} finds nothing`);
    }
    const image = await timed('screenshot', () => stillScreenshot(page));
    const comparison = await timed('compare', () => compareWithBaseline(shot.name, image));
    const invariants: ShotResult['invariants'] = {};
    for (const name of invariantsOf(shot)) {
      invariants[name] = await timed(name === 'no serious axe issue' ? 'axe' : 'layout', () => checkInvariant(page, name));
    }
    return { comparison, invariants };
  } catch (error) {
    return { error: error instanceof Error ? error : new Error(String(error)), invariants: {} };
  } finally {
    await context?.close();
  }
}

/** Draws every shot, `CONCURRENCY` at a time in the matrix's order; each result is available as soon as it is done. */
let drawStarted = 0;
function drawAll(): void {
  drawStarted = performance.now();
  const queue = [...shots];
  const settled = new Map<string, (result: ShotResult) => void>();
  for (const shot of shots) results.set(shot.name, new Promise((resolve) => settled.set(shot.name, resolve)));
  const worker = async () => {
    for (let shot = queue.shift(); shot; shot = queue.shift()) {
      (settled.get(shot.name) as (result: ShotResult) => void)(await draw(shot));
    }
  };
  for (let i = 0; i < Math.min(CONCURRENCY, shots.length); i += 1) void worker();
}

async function resultOf(shot: Shot): Promise<ShotResult> {
  const result = await (results.get(shot.name) as Promise<ShotResult>);
  if (result.error) throw result.error;
  return result;
}

beforeAll(async () => {
  if (!updating) clearDifferences();
  browser = await launchBrowser();
  // The generated employee whose page is drawn, as the service names it.
  const response = await fetch(`${backendUrl()}/identity/api/v1/users/Search`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await passwordToken(ACCOUNTS.employee.email, ACCOUNTS.employee.password)}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ PageNumber: 1, PageSize: 1, Filters: [{ Op: 'eq', Field: 'Email', Value: SUBJECT_EMAIL }] }),
  });
  const [found] = ((await response.json()) as { Data: { Items: { Id: number; FullName: string }[] } }).Data.Items;
  if (!found) throw new Error(`the seed has no ${SUBJECT_EMAIL}`);
  subject = { subjectId: found.Id, subjectName: found.FullName };
  drawAll();
}, 120_000);

afterAll(async () => {
  // Every shot is finished before the browser closes (a failed test does not wait for the others).
  await Promise.all(results.values());
  await browser?.close();
  const spent = Object.entries(phases)
    .map(([phase, seconds]) => `${phase} ${seconds.toFixed(1)} s`)
    .join(', ');
  console.info(
    `visual: ${shots.length} shots drawn ${CONCURRENCY} at a time in ${((performance.now() - drawStarted) / 1000).toFixed(1)} s; time in each phase, summed over the shots: ${spent}`,
  );
}, 600_000);

it('the matrix draws every screen at both widths, each shot once, in a template that offers it', () => {
  expect(planProblems()).toEqual([]);
  expect(shots.length).toBeGreaterThan(0);
});

describe.each(shots.map((shot) => [shot.name, shot] as const))('%s', (_name, shot) => {
  it('matches its baseline', async () => {
    const { comparison } = await resultOf(shot);
    if (comparison?.note) console.info(comparison.note);
    if (comparison?.failure) throw new Error(comparison.failure);
  });
  for (const invariant of invariantsOf(shot)) {
    it(invariant, async () => {
      const { invariants } = await resultOf(shot);
      expect(invariants[invariant]).toEqual([]);
    });
  }
});

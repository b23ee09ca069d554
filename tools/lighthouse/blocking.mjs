#!/usr/bin/env node
/**
 * Main-thread blocking of the public pages, with their code and without it (the same HTML and styles with every
 * script refused: the baseline, measured in the same run), in Debian's chromium as a phone gets them: 412×823 at
 * 2.625 device pixels, CPU slowed down ×4 (DevTools' throttling, the rate Lighthouse simulates). For each page and
 * mode, the median of `--runs` loads of:
 *
 * - FCP (ms), from the Paint Timing API;
 * - blocking time (ms): the sum over the long tasks (Long Tasks API) that start after the FCP of their time over
 *   50 ms, until the page is hydrated (`<html data-hydrated>`) and 1.5 s after, or 4 s after the load without code —
 *   Lighthouse's Total Blocking Time, observed rather than simulated;
 * - the long tasks themselves (start+duration).
 *
 * What the product's code adds is the difference of the two, on the same machine in the same minute, which is what
 * to compare between changes: Lighthouse's simulated TBT multiplies the observed tasks by its CPU benchmark, which
 * moves a lot on a shared machine. Report only (the TBT budget is Lighthouse's, `run.mjs`).
 *
 *   npm run bench:blocking [-- --dist dist/apps] [--only template1] [--runs 5] [--json out.json]
 */
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs as parseCliArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { builtTemplates, measuredPages } from './js-budget.mjs';
import { serve } from './serve.mjs';

const require = createRequire(import.meta.url);
const { chromiumLaunchOptions } = require('../testing/chromium.cjs');
const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/** A phone as Lighthouse's mobile preset emulates it (Moto G Power), and its CPU slowdown. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;

function parseArgs(argv) {
  const { values } = parseCliArgs({
    args: argv,
    options: {
      dist: { type: 'string', default: path.join(workspaceRoot, 'dist/apps') },
      only: { type: 'string', multiple: true, default: [] },
      runs: { type: 'string', default: '5' },
      json: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number ≥ 1');
  return { dist: path.resolve(values.dist), only: values.only, runs, json: values.json && path.resolve(values.json) };
}

/** Blocking time after FCP of a list of long tasks `[start, duration]`. */
export function blockingTime(tasks, fcp) {
  return tasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
}

/** The median of a list of numbers (the lower middle one of an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** One load of a page: `{ fcp, blocking, tasks }`; `withCode: false` refuses every script. */
async function loadOnce(browser, url, withCode) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const seen = { tasks: [], fcp: 0 };
      Object.defineProperty(window, '__blocking', { value: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntriesByName('first-contentful-paint')) seen.fcp = Math.round(entry.startTime);
      }).observe({ type: 'paint', buffered: true });
    });
    if (!withCode) await page.route('**/*.js', (route) => route.abort());
    await page.goto(url, { waitUntil: 'load' });
    if (withCode) await page.waitForFunction(() => document.documentElement.dataset['hydrated'] !== undefined, null, { timeout: 60_000 });
    await page.waitForTimeout(withCode ? 1500 : 4000);
    const { tasks, fcp } = await page.evaluate(() => window.__blocking);
    return { fcp, blocking: blockingTime(tasks, fcp), tasks };
  } finally {
    await context.close();
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const apps = builtTemplates(options.dist, options.only);
  if (apps.length === 0) throw new Error(`no built template app in ${options.dist}: build them first`);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const rows = [];
  try {
    for (const app of apps) {
      const root = path.join(options.dist, app);
      const server = await serve({ root });
      try {
        for (const page of measuredPages(root)) {
          const row = { app, page };
          for (const [mode, withCode] of [
            ['html', false],
            ['app', true],
          ]) {
            const loads = [];
            for (let i = 0; i < options.runs; i++) loads.push(await loadOnce(browser, `${server.url}${page}`, withCode));
            const middle = median(loads.map((l) => l.blocking));
            const typical = loads.find((l) => l.blocking === middle);
            row[mode] = {
              fcp: median(loads.map((l) => l.fcp)),
              blocking: middle,
              runs: loads.map((l) => l.blocking),
              tasks: typical.tasks,
            };
          }
          rows.push(row);
          console.log(
            `${app.padEnd(10)} ${page.padEnd(20)} FCP ${String(row.app.fcp).padStart(5)} ms  blocking: HTML alone ${String(row.html.blocking).padStart(4)} ms, ` +
              `with the code ${String(row.app.blocking).padStart(4)} ms (runs ${row.app.runs.join('/')}), added ${row.app.blocking - row.html.blocking} ms` +
              `\n${''.padEnd(32)}long tasks with the code (start+duration ms): ${row.app.tasks.map(([s, d]) => `${s}+${d}`).join(' ')}`,
          );
        }
      } finally {
        await server.close();
      }
    }
  } finally {
    await browser.close();
  }
  if (options.json) fs.writeFileSync(options.json, `${JSON.stringify(rows, null, 2)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(`bench:blocking: ${error.message}`);
    process.exit(1);
  });
}

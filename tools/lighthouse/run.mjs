#!/usr/bin/env node
/**
 * Lighthouse table of the public site: every built template app served like production (tools/lighthouse/serve.mjs:
 * compressed, prerendered pages, the app shell only for signed-in addresses), audited with Lighthouse from npm in
 * Chromium (mobile preset, simulated throttling: Lighthouse's defaults) on its home page, one blog article and the
 * contact page. Prints one table and checks the budgets; exits 1 on a breach unless `--report`.
 *
 *   npm run lighthouse [-- --report] [--build] [--dist dist/apps] [--only template1] [--runs 3] [--json out.json]
 *                         [--reports <dir for the full Lighthouse reports>] [--brotli]
 *
 * Builds the apps first (npx nx run-many -t build -p template1 template2 template3 template4) when
 * `dist/apps/<app>/spa.html` is missing or with `--build`. Chromium: CHROME_PATH, default /usr/bin/chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs as parseCliArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { serve } from './serve.mjs';
import { CONTACT_STAND_IN, builtTemplates, measuredPages } from './js-budget.mjs';

/** The budgets of a public page (Lighthouse mobile, simulated throttling). */
export const BUDGETS = {
  performance: { min: 98, label: 'performance score' },
  accessibility: { min: 100, label: 'accessibility score' },
  bestPractices: { min: 100, label: 'best-practices score' },
  seo: { min: 100, label: 'SEO score' },
  lcp: { max: 1200, label: 'LCP (s)' },
  fcp: { max: 1000, label: 'FCP (s)' },
  tbt: { max: 100, label: 'TBT (ms)' },
  cls: { max: 0.02, label: 'CLS' },
};

/** Under this Lighthouse CPU benchmark index, Lighthouse warns that the host is too slow for its default CPU throttling. */
const SLOW_CPU_BENCHMARK_INDEX = 1000;
const TEMPLATES = ['template1', 'template2', 'template3', 'template4'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'];
const workspaceRoot = path.resolve(import.meta.dirname, '../..');

function parseArgs(argv) {
  const { values } = parseCliArgs({
    args: argv,
    strict: true,
    options: {
      report: { type: 'boolean', default: false },
      build: { type: 'boolean', default: false },
      brotli: { type: 'boolean', default: false },
      dist: { type: 'string' },
      only: { type: 'string', multiple: true, default: [] },
      runs: { type: 'string', default: '1' },
      json: { type: 'string' },
      reports: { type: 'string' },
    },
  });
  const options = {
    dist: values.dist ? path.resolve(values.dist) : path.join(workspaceRoot, 'dist/apps'),
    distGiven: values.dist !== undefined,
    only: values.only.flatMap((v) => v.split(',')),
    runs: Number(values.runs),
    json: values.json && path.resolve(values.json),
    report: values.report,
    build: values.build,
    brotli: values.brotli,
    reports: values.reports && path.resolve(values.reports),
  };
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs needs a whole number ≥ 1');
  for (const app of options.only) if (!/^template\d+$/.test(app)) throw new Error(`--only: ${app} is not a template app`);
  if (options.build && options.distGiven) throw new Error('--build builds into dist/apps: it does not go with --dist');
  return options;
}

/** Builds the template apps (all four, or those of --only) with nx. */
function buildApps(apps) {
  const args = ['nx', 'run-many', '-t', 'build', '-p', ...apps, '--output-style=static'];
  console.log(`building: npx ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync('npx', args, { cwd: workspaceRoot, stdio: 'inherit', env: { NX_TUI: 'false', ...process.env } });
  if (result.status !== 0) throw new Error(`the build failed (npx ${args.join(' ')})`);
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}

/** Starts Chromium for one audit: with chrome-launcher when it is installed, else by hand. Resolves to `{ port, kill }`. */
async function launchChromium() {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  let launcher;
  try {
    launcher = await import('chrome-launcher');
  } catch {
    launcher = null;
  }
  if (launcher) {
    const chrome = await launcher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    return { port: chrome.port, kill: () => chrome.kill() };
  }
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'));
  // Its own process group, so that stopping it stops its helper processes too.
  const child = spawn(chromePath, [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const port = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Chromium (${chromePath}) did not start within 30 s:\n${output}`));
    }, 30_000);
    child.stderr.on('data', (data) => {
      output += data;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium (${chromePath}) exited with ${code}:\n${output}`));
    });
    child.once('error', reject);
  });
  return {
    port,
    kill: async () => {
      const exited = new Promise((resolve) =>
        child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve),
      );
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      await exited;
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

/** The figures of one Lighthouse report. */
function figuresOf(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const transferred = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? null;
  /** Audits that cost points in the scored categories other than performance. */
  const failed = {};
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    const category = lhr.categories[id];
    if (!category) continue;
    const ids = category.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => ref.id);
    if (ids.length) failed[id] = ids;
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: transferred('script'),
    totalBytes: transferred('total'),
    failed,
    runtimeError: lhr.runtimeError?.message,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

const median = (values) => {
  const known = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid] : (known[mid - 1] + known[mid]) / 2;
};

/** The median figures of several runs (the failed audits of the median-performance run). */
function medianOf(runs) {
  if (runs.length === 1) return runs[0];
  const keys = [
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
    'lcp',
    'fcp',
    'tbt',
    'cls',
    'jsBytes',
    'totalBytes',
    'benchmarkIndex',
  ];
  const result = Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
  const byPerformance = [...runs].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  result.failed = byPerformance[Math.floor(runs.length / 2)].failed;
  result.runtimeError = runs.find((run) => run.runtimeError)?.runtimeError;
  return result;
}

/** One audit of one address in a fresh Chromium; the whole report is written to `reportFile` when given. */
async function audit(url, reportFile) {
  const chrome = await launchChromium();
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result?.lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (reportFile) fs.writeFileSync(reportFile, result.report);
    return figuresOf(result.lhr);
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse category of a score key (for its failing audits). */
const CATEGORY_OF = { accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo' };

/** The budget breaches of a row, as sentences. */
export function breachesOf(figures) {
  const breaches = [];
  if (figures.runtimeError) breaches.push(`Lighthouse error: ${figures.runtimeError}`);
  for (const [key, budget] of Object.entries(BUDGETS)) {
    const value = figures[key];
    if (value === null || value === undefined) {
      breaches.push(`${budget.label}: not measured`);
    } else if (budget.min !== undefined && value < budget.min) {
      const failing = figures.failed?.[CATEGORY_OF[key]];
      breaches.push(`${budget.label} ${format(key, value)} < ${budget.min}${failing ? ` (failing: ${failing.join(', ')})` : ''}`);
    } else if (budget.max !== undefined && value > budget.max) {
      breaches.push(`${budget.label} ${format(key, value)} > ${format(key, budget.max)}`);
    }
  }
  return breaches;
}

function format(key, value) {
  if (value === null || value === undefined) return '–';
  if (key === 'lcp' || key === 'fcp') return (value / 1000).toFixed(2);
  if (key === 'tbt') return String(Math.round(value));
  if (key === 'cls') return value.toFixed(3);
  if (key === 'jsBytes' || key === 'totalBytes') return (value / 1024).toFixed(1);
  return String(value);
}

const COLUMNS = [
  ['template', 'template', 9],
  ['page', 'page', 18],
  ['performance', 'perf', 4],
  ['accessibility', 'a11y', 4],
  ['bestPractices', 'BP', 3],
  ['seo', 'SEO', 3],
  ['lcp', 'LCP s', 5],
  ['fcp', 'FCP s', 5],
  ['tbt', 'TBT ms', 6],
  ['cls', 'CLS', 5],
  ['jsBytes', 'JS KiB', 6],
  ['totalBytes', 'total KiB', 9],
];

/** The results as one plain-text table. */
export function formatTable(rows) {
  const cell = (row, key) => (key === 'template' || key === 'page' ? row[key] : format(key, row.figures[key]));
  const widths = COLUMNS.map(([key, title, min]) => Math.max(min, title.length, ...rows.map((row) => String(cell(row, key)).length)));
  const line = (values) =>
    values
      .map((v, i) => (i < 2 ? String(v).padEnd(widths[i]) : String(v).padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [
    line(COLUMNS.map(([, title]) => title)),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((row) => line(COLUMNS.map(([key]) => cell(row, key)))),
  ].join('\n');
}

async function main() {
  const started = Date.now();
  const options = parseArgs(process.argv.slice(2));
  const wanted = options.only.length ? options.only : TEMPLATES;
  if (!options.distGiven) {
    const missing = wanted.filter((app) => !fs.existsSync(path.join(options.dist, app, 'spa.html')));
    if (options.build || missing.length) buildApps(options.build ? wanted : missing);
  }
  const apps = builtTemplates(options.dist, wanted);
  const absent = wanted.filter((app) => !apps.includes(app));
  if (absent.length) throw new Error(`not built in ${options.dist}: ${absent.join(', ')}`);
  console.log(
    `Lighthouse ${lighthouseVersion()} (mobile, simulated throttling), ${options.runs} run(s) per page (median), ` +
      `served from ${path.relative(process.cwd(), options.dist) || '.'} with ${options.brotli ? 'brotli/gzip' : 'gzip'}\n`,
  );
  if (options.reports) fs.mkdirSync(options.reports, { recursive: true });
  const rows = [];
  for (const app of apps) {
    const server = await serve({ root: path.join(options.dist, app), brotli: options.brotli });
    try {
      for (const page of measuredPages(path.join(options.dist, app))) {
        const url = `${server.url}${page}`;
        const runs = [];
        for (let run = 0; run < options.runs; run++) {
          const auditStarted = Date.now();
          const name = `${app}${page === '/' ? '-home' : page.replace(/\//g, '-')}${options.runs > 1 ? `-${run + 1}` : ''}.json`;
          const figures = await audit(url, options.reports && path.join(options.reports, name));
          runs.push(figures);
          console.log(
            `  ${app} ${page}${options.runs > 1 ? ` (run ${run + 1})` : ''}: perf ${format('performance', figures.performance)}, ` +
              `LCP ${format('lcp', figures.lcp)} s, TBT ${format('tbt', figures.tbt)} ms, ` +
              `CPU benchmark ${Math.round(figures.benchmarkIndex ?? 0)}, ${((Date.now() - auditStarted) / 1000).toFixed(0)} s`,
          );
        }
        rows.push({ template: app, page, url, figures: medianOf(runs), runs });
      }
    } finally {
      await server.close();
    }
  }
  console.log(`\n${formatTable(rows)}\n`);
  if (rows.some((row) => row.page === CONTACT_STAND_IN)) {
    console.log(`${CONTACT_STAND_IN} stands in for /contact in the apps whose configuration has no contact page (showContact: false).\n`);
  }
  const benchmark = median(rows.flatMap((row) => row.runs.map((run) => run.benchmarkIndex)));
  if (benchmark !== null && benchmark < SLOW_CPU_BENCHMARK_INDEX) {
    console.log(
      `Note: Lighthouse's CPU benchmark index was ${Math.round(benchmark)} (median) during these audits, under ${SLOW_CPU_BENCHMARK_INDEX}: ` +
        'the CPU was slow or busy, which inflates the simulated FCP, LCP and TBT. Measure on a quiet machine.\n',
    );
  }
  const breaches = rows.flatMap((row) => breachesOf(row.figures).map((text) => `${row.template} ${row.page}: ${text}`));
  if (options.json) {
    fs.writeFileSync(
      options.json,
      `${JSON.stringify({ budgets: BUDGETS, runsPerPage: options.runs, dist: options.dist, results: rows, breaches }, null, 2)}\n`,
    );
  }
  if (breaches.length) {
    console.log(`Budget breaches (${breaches.length}):`);
    for (const breach of breaches) console.log(`  ✗ ${breach}`);
    if (!options.report) process.exitCode = 1;
  } else {
    console.log('Every page is within the budgets.');
  }
  console.log(`\n${rows.length * options.runs} audits in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function lighthouseVersion() {
  try {
    return JSON.parse(fs.readFileSync(path.join(workspaceRoot, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  } catch {
    return '';
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(`lighthouse: ${error.message}`);
    process.exit(1);
  });
}

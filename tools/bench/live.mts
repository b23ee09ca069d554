// Browser benchmark of live data: an employee on the back office's users list (100 rows) while the
// reference backend pushes user updates for the rows on screen, measured in Debian's chromium.
//
// Run: npm run bench:live   (about 2 min on a page that keeps up; up to about 10 min on one that falls behind)
//   BENCH_SECONDS=10     length of each paced phase           BENCH_BURST=10000   size of the burst
//   BENCH_TABS=3         how many tabs of the list the last phases open in the same browser
//   BENCH_CATCH_UP_S=60  how long a page that fell behind gets to receive a phase's events before it is reloaded
//   BENCH_REBUILD=1      build template1 even if dist/apps/template1 exists (otherwise that build is used as it is)
//   BENCH_DIST=dir       serve another build of template1 (e.g. `vite build --minify false --sourcemap`)
//   BENCH_PROFILE=1      also record a CPU profile of the page during the one-tab 100/s, 1 000/s and burst phases: the
//                        functions taking the most time are printed, the profiles written to tmp/bench-live/
//                        (they open in DevTools)
//   BENCH_TRACE=1        also record a Chromium trace of the one-tab 1 000/s phase: the page's main thread is
//                        broken down by what it did (script, style, layout, paint, garbage collection, idle),
//                        the trace written to tmp/bench-live/ (it opens in DevTools' Performance panel)
//
// Set-up: the reference backend (demo seed: 3 000 users) on a free loopback port with its push-load
// extension (`BENCH_PUSH=1`, `POST /bench/push`, docs/api-contract.md), the built template1 served by the
// e2e static server (pointed at that backend), chromium through playwright-core with the e2e flags
// (apps/e2e/support). The demo employee signs in and opens `/backoffice?size=100&sort=createdAt.asc`:
// 100 rows, oldest first (a fixed order: an update never moves a row nor makes the list refetch; the
// signed-in employee is not among the rows, so the figures are the list's alone). The server pushes
// `UserUpdatedEvent`s for those 100 users in turn, through the hub's real fan-out (subscriptions,
// permission check, one frame per connection), bypassing the database. Each event sets the user's last
// name to `B<seq>`, so the name a row shows names the exact event it came from; the server answers the
// send time of every seq (also carried in the event as `SentAt`). In order: the baseline (below), a
// warm-up (not reported), the idle page for 5 s, 100/s for 10 s, 1 000/s for 10 s, a burst of 10 000 (as
// fast as the server sends); then 1 000/s for 10 s while a CPU-bound job runs beside the browser (a Node
// process spinning on one core for the phase: on a 2-core machine, half of it); then the list opened in
// two more tabs of the same browser context (same profile, same session: tabs that share one hub
// connection do so here), and 100/s, 1 000/s and the burst again, measured in every tab. The server's
// count of open hub WebSockets (`GET /bench/connections`) is printed for one tab and for the tabs.
//
// Measured in the page:
// - latency: from the server's send time to the moment a MutationObserver on the table's body sees the row
//   show that value (`performance.timeOrigin + performance.now()`, the clock the server stamps with too;
//   their offset is measured and printed). That is when the DOM holds the value, before the paint. A
//   value the page had not even received by the end of the phase counts as infinitely late (`∞`);
// - long tasks: a PerformanceObserver (`longtask`; `long-animation-frame` too, whose frames also count
//   style, layout and paint), from a phase's first send to the end of its settling;
// - baselines, same run: the same pushes (3 s at 1 000/s, the burst) to a plain SignalR client in a blank
//   page, without the app (the machine, chromium and the server alone); in the list's page, the raw
//   WebSocket arrival latency (send time to a plain `message` listener on the hub's socket, added ahead of
//   the app's handler: network, server and the main thread's queue, without the app's work) and the long
//   tasks of the idle page. A tab without a hub connection of its own (tabs sharing one) receives the events
//   relayed by the tab holding it: there, the raw arrival is a plain `message` listener on the page's
//   BroadcastChannels (a relayed `{type: 'events'}` message), so "received" means received by either route. When the main thread is saturated the raw latency grows too: it then measures
//   the queue, and the events handled per second are the page's real throughput.
//
// Settling: after the last send, the page gets 5 s to show every row's last value; a page that fell
// behind gets up to BENCH_CATCH_UP_S more to receive the phase's events (it is then reloaded, so the next
// phase starts on a page that is not behind; events still unreceived are reported, not counted as lost).
// With several tabs, each tab is settled and measured the same way; a phase's figures are the worst tab's
// (latencies, long tasks, time to screen) and the lost values of all tabs summed.
//
// "Lost": a row may legitimately skip a value when a newer one for the same row arrives before the page
// renders (at 1 000/s a row gets a new value every 100 ms; in a burst, 100 at once). So, over the events
// the page received: lost = rows not showing the last value they received, plus, in the paced phases only,
// values never shown at all (at those rates a value stays 100 ms or more: skipping one is a defect). In
// the burst, intermediate values being overwritten is expected and not counted.
//
// Budgets (printed PASS/FAIL), in one tab and again in the tabs: p99 ≤ 50 ms at 1 000/s; no long task over
// 50 ms at 100/s; the burst fully on screen (every row showing its last value) within 1.5× the time the
// plain client of the same run took to receive it all; 0 lost (and none unreceived). Beside the CPU-bound
// job: p99 ≤ 100 ms at 1 000/s, and every row ending on the last value it received.
// This is a benchmark, not a test: the exit code is 0 whatever the budgets say, unless the run breaks.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import { createJiti } from 'jiti';
import type { Browser, Page } from 'playwright-core';
import type * as E2eBrowser from '../../apps/e2e/support/browser.ts';
import type * as E2eEnvironment from '../../apps/e2e/support/environment.ts';
import type * as StaticServer from '../../apps/e2e/support/static-server.ts';
import { startBackend, type RunningBackend } from '../testing/backend.ts';
import { ensureBuild, freePort, TEMPLATE1_DIST } from './site-build.mts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BURST = Number(process.env.BENCH_BURST ?? 10_000);
const CATCH_UP_MS = Number(process.env.BENCH_CATCH_UP_S ?? 60) * 1000;
const PROFILE = process.env.BENCH_PROFILE === '1';
const TABS = Number(process.env.BENCH_TABS ?? 3);
const TRACE = process.env.BENCH_TRACE === '1';
/** The burst's budget: on screen within this many times the plain client's receive time. */
const BURST_FACTOR = 1.5;
const ROWS = 100;
const SETTLE_MS = 5_000;
const EMPLOYEE = { email: 'employee@example.com', password: 'Employee1' };
const LIST_PATH = '/backoffice?size=100&sort=createdAt.asc';

const root = path.resolve(import.meta.dirname, '../..');
const distDir = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : TEMPLATE1_DIST;
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * A CPU-bound job beside the browser: a Node process that keeps one core busy (a tight loop) for `ms`, then
 * exits by itself; `kill()` stops it sooner.
 */
const startCpuJob = (ms: number): ChildProcess =>
  spawn(process.execPath, ['-e', `const end = Date.now() + ${Math.round(ms)}; while (Date.now() < end);`], { stdio: 'ignore' });
/** The machine, to read the figures against: CPUs and load averages (1, 5 and 15 min). */
const machineLoad = () =>
  `${os.cpus().length} CPUs, load ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`;

// The e2e support files are CommonJS TypeScript: loaded through jiti, as they are (same server, same flags).
const jiti = createJiti(import.meta.url);
const { startStaticServer } = await jiti.import<typeof StaticServer>('../../apps/e2e/support/static-server.ts');
const { launchBrowser, openPage } = await jiti.import<typeof E2eBrowser>('../../apps/e2e/support/browser.ts');
const { passwordToken } = await jiti.import<typeof E2eEnvironment>('../../apps/e2e/support/environment.ts');

// ---------------------------------------------------------------------------------------------------
// In the page (plain JavaScript, installed before the site's own scripts run)

const PAGE_SCRIPT = String.raw`(() => {
  const now = () => performance.timeOrigin + performance.now();
  const b = (window.__bench = {
    raw: { seq: [], sent: [], at: [] }, seen: new Map(), longTasks: [], frames: [],
    waiting: null, rawWaiting: null,
  });
  // Raw arrivals: a plain listener on the hub's WebSocket, added before the app's handler; in a tab without a
  // connection of its own, on the channels the tab holding the shared connection relays events over.
  const arrived = (seq, sent, at) => {
    b.raw.seq.push(seq); b.raw.sent.push(sent); b.raw.at.push(at);
  };
  const arrivedAll = () => {
    if (b.rawWaiting && b.raw.seq.length >= b.rawWaiting.count) b.rawWaiting.done();
  };
  const pushed = /"LastName":"B(\d+)"[^\x1e]*"SentAt":([0-9.eE+-]+)/;
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      if (String(url).includes('/ws/user')) this.addEventListener('message', (event) => {
        const at = now();
        if (typeof event.data !== 'string' || !event.data.includes('"SentAt"')) return;
        for (const record of event.data.split('\x1e')) {
          const m = pushed.exec(record);
          if (m) arrived(Number(m[1]), Number(m[2]), at);
        }
        arrivedAll();
      });
    }
  };
  // Relayed hub events: { type: 'events', events: [{ method, args: [payload] }, …] } (@brokerfront/realtime's shared hub).
  const relayedSeq = /^B(\d+)$/;
  const NativeChannel = window.BroadcastChannel;
  if (NativeChannel) window.BroadcastChannel = class extends NativeChannel {
    constructor(name) {
      super(name);
      this.addEventListener('message', (event) => {
        const at = now();
        const data = event.data;
        if (!data || data.type !== 'events' || !Array.isArray(data.events)) return;
        for (const relayed of data.events) {
          const user = relayed && Array.isArray(relayed.args) && relayed.args[0] && relayed.args[0].User;
          const m = user && typeof user.SentAt === 'number' && relayedSeq.exec(String(user.LastName));
          if (m) arrived(Number(m[1]), user.SentAt, at);
        }
        arrivedAll();
      });
    }
  };
  const observe = (type, into) => {
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) into.push([performance.timeOrigin + e.startTime, e.duration]);
      }).observe({ type, buffered: true });
    } catch {}
  };
  observe('longtask', b.longTasks);
  observe('long-animation-frame', b.frames);

  // The values rows show: the seq of the name's last word 'B<seq>'.
  const seq = / B(\d+)/;
  const note = (text, at) => {
    const m = text && seq.exec(text);
    if (!m) return;
    const s = Number(m[1]);
    if (b.seen.has(s)) return;
    b.seen.set(s, at);
    const w = b.waiting;
    if (w && w.seqs.delete(s) && w.seqs.size === 0) w.done();
  };
  const body = () => document.querySelector('table.bf-data-table tbody');
  b.start = () => {
    new MutationObserver((records) => {
      const at = now();
      for (const r of records) {
        if (r.type === 'characterData') note(r.target.data, at);
        else for (const n of r.addedNodes) note(n.textContent, at);
      }
    }).observe(body(), { subtree: true, childList: true, characterData: true });
  };
  // [user id, seq shown or 0] of each row.
  b.rows = () => [...body().querySelectorAll('tr')].map((tr) => {
    const a = tr.querySelector('th a');
    const id = Number(((a && a.getAttribute('href')) || '').split('/').pop());
    const m = seq.exec((a && a.textContent) || '');
    return [id, m ? Number(m[1]) : 0];
  });
  // Resolves with how many of seqs are still not shown: at once if none, else when none or at the timeout.
  b.waitFor = (seqs, timeoutMs) => new Promise((resolve) => {
    const left = new Set(seqs.filter((s) => !b.seen.has(s)));
    if (left.size === 0) return resolve(0);
    const timer = setTimeout(() => { b.waiting = null; resolve(left.size); }, timeoutMs);
    b.waiting = { seqs: left, done: () => { clearTimeout(timer); b.waiting = null; resolve(0); } };
  });
  // Resolves with the events received since the last drain, once there are count of them or at the timeout.
  b.waitRaw = (count, timeoutMs) => new Promise((resolve) => {
    if (b.raw.seq.length >= count) return resolve(b.raw.seq.length);
    const timer = setTimeout(() => { b.rawWaiting = null; resolve(b.raw.seq.length); }, timeoutMs);
    b.rawWaiting = { count, done: () => { clearTimeout(timer); b.rawWaiting = null; resolve(b.raw.seq.length); } };
  });
  b.drainRaw = () => {
    const out = b.raw;
    b.raw = { seq: [], sent: [], at: [] };
    return out;
  };
  // Everything about a phase at one instant: what the rows show, what was received, seen, and the long tasks.
  b.collect = (from, to, t0, t1) => {
    const seen = [];
    for (const [s, at] of b.seen) if (s >= from && s < to) seen.push(s, at);
    const within = (list) => list.filter(([start]) => start >= t0 && start <= t1);
    return { rows: b.rows(), raw: b.drainRaw(), seen, longTasks: within(b.longTasks), frames: within(b.frames), at: now() };
  };
})();`;

/**
 * The machine's baseline: a plain SignalR JSON-protocol client in a blank page (no app), subscribed to every
 * user's updates, recording each pushed event's seq, send time and arrival time. Resolves once subscribed.
 */
const PLAIN_CLIENT = String.raw`async (url) => {
  const now = () => performance.timeOrigin + performance.now();
  const p = (window.__plain = { seq: [], sent: [], at: [], longTasks: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) p.longTasks.push([performance.timeOrigin + e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const pushed = /"LastName":"B(\d+)"[^\x1e]*"SentAt":([0-9.eE+-]+)/;
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => { ws.onopen = resolve; ws.onerror = () => reject(new Error('baseline: the hub refused the WebSocket')); });
  let stage = 0;
  return new Promise((resolve) => {
    ws.addEventListener('message', (event) => {
      const at = now();
      for (const record of String(event.data).split('\x1e')) {
        if (!record) continue;
        if (stage === 0) {
          stage = 1;
          ws.send(JSON.stringify({ type: 1, invocationId: '1', target: 'SubscribeToUserEvents', arguments: [['Updated'], []] }) + '\x1e');
        } else if (stage === 1) {
          const m = JSON.parse(record);
          if (m.type === 3) { stage = 2; resolve(m.result && m.result.Status); }
        } else {
          const m = pushed.exec(record);
          if (m) { p.seq.push(Number(m[1])); p.sent.push(Number(m[2])); p.at.push(at); }
        }
      }
    });
    ws.send(JSON.stringify({ protocol: 'json', version: 1 }) + '\x1e');
  });
}`;

type Entries = Array<[number, number]>;
interface Raw {
  seq: number[];
  sent: number[];
  at: number[];
}
interface PlainWindow {
  __plain: { seq: number[]; sent: number[]; at: number[]; longTasks: Entries };
}
interface BenchWindow {
  __bench: {
    start(): void;
    rows(): Array<[number, number]>;
    waitFor(seqs: number[], timeoutMs: number): Promise<number>;
    waitRaw(count: number, timeoutMs: number): Promise<number>;
    drainRaw(): Raw;
    collect(from: number, to: number, t0: number, t1: number): Collected;
  };
}
/** What a tab holds at the end of a phase (see `__bench.collect`). */
interface Collected {
  rows: Array<[number, number]>;
  raw: Raw;
  seen: number[];
  longTasks: Entries;
  frames: Entries;
  at: number;
}

// ---------------------------------------------------------------------------------------------------
// Figures

/** The p-th percentile (nearest rank); Infinity stands for a value never shown. */
const pct = (xs: readonly number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const ms = (x: number) => (x === Infinity ? '∞' : Number.isFinite(x) ? `${x.toFixed(1)} ms` : '—');

interface PushResult {
  Sent: number;
  FirstSeq: number;
  UserIds: number[];
  SentAt: number[];
  StartedAt: number;
  EndedAt: number;
}

interface Stretch {
  count: number;
  longest: number;
}
const over50 = (entries: Entries): Stretch => {
  const long = entries.filter(([, d]) => d > 50);
  return { count: long.length, longest: long.length ? Math.max(...long.map(([, d]) => d)) : 0 };
};
const stretch = (s: Stretch) => (s.count ? `${s.count} (longest ${s.longest.toFixed(0)} ms)` : '0');

interface PhaseFigures {
  name: string;
  kind: 'paced' | 'burst' | 'idle';
  sent: number;
  /** Events the page's socket delivered (by the end of the phase). */
  received: number;
  /** Distinct values rows showed. */
  shown: number;
  /** Values received and never shown (paced: counted as lost; burst: overwritten, expected). */
  neverShown: number;
  /** Rows not showing the last value they received. */
  lostFinal: number;
  lost: number;
  /** Whether the page received every event of the phase within the catch-up time. */
  caughtUp: boolean;
  p50: number;
  p99: number;
  max: number;
  rawP50: number;
  rawP99: number;
  /** Events the page handled per second while it was behind (first to last arrival), or NaN. */
  handledPerSecond: number;
  longTasks: Stretch;
  frames: Stretch;
  sendSpan: number;
  /** From the first send (and from the last) to every row showing its last value (Infinity: not by the end). */
  onScreen: number;
  onScreenAfterLastSend: number;
  /** How many tabs of the list were measured (the figures are the worst tab's; lost ones summed). */
  tabs: number;
  /** The tabs (by index) that had not received every event by the end of the catch-up time. */
  behindTabs: number[];
}

/** The figures of several tabs in one phase as one: the worst tab's for each figure, the lost ones summed. */
function worstOf(figures: readonly PhaseFigures[]): PhaseFigures {
  const [first] = figures;
  if (!first) throw new Error('no tab measured');
  if (figures.length === 1) return first;
  const most = (pick: (f: PhaseFigures) => number) => Math.max(...figures.map(pick));
  const least = (pick: (f: PhaseFigures) => number) => Math.min(...figures.map(pick));
  const stretches = (pick: (f: PhaseFigures) => Stretch): Stretch => ({
    count: figures.reduce((n, f) => n + pick(f).count, 0),
    longest: most((f) => pick(f).longest),
  });
  const handled = figures.map((f) => f.handledPerSecond).filter(Number.isFinite);
  return {
    ...first,
    received: least((f) => f.received),
    shown: least((f) => f.shown),
    neverShown: figures.reduce((n, f) => n + f.neverShown, 0),
    lostFinal: figures.reduce((n, f) => n + f.lostFinal, 0),
    lost: figures.reduce((n, f) => n + f.lost, 0),
    caughtUp: figures.every((f) => f.caughtUp),
    behindTabs: figures.map((f, i) => (f.caughtUp ? -1 : i)).filter((i) => i >= 0),
    p50: most((f) => f.p50),
    p99: most((f) => f.p99),
    max: most((f) => f.max),
    rawP50: most((f) => f.rawP50),
    rawP99: most((f) => f.rawP99),
    handledPerSecond: handled.length ? Math.min(...handled) : NaN,
    longTasks: stretches((f) => f.longTasks),
    frames: stretches((f) => f.frames),
    onScreen: most((f) => f.onScreen),
    onScreenAfterLastSend: most((f) => f.onScreenAfterLastSend),
    tabs: figures.length,
  };
}

// ---------------------------------------------------------------------------------------------------

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}

/** Prints the functions of a CPU profile with the most time, on their own and with what they call. */
function printProfile(profile: { nodes: ProfileNode[]; startTime: number; endTime: number; samples?: number[] }, file: string): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const total = profile.nodes.reduce((sum, n) => sum + (n.hitCount ?? 0), 0) || 1;
  const perSample = (profile.endTime - profile.startTime) / 1000 / total;
  const keyOf = (n: ProfileNode) => {
    const f = n.callFrame;
    return `${f.functionName || '(anonymous)'}  ${f.url ? `${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`.trim();
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  // Each node's samples count once for every distinct function on its stack (recursion counted once).
  const walk = (id: number, stack: Set<string>): void => {
    const n = byId.get(id);
    if (!n) return;
    const key = keyOf(n);
    const hits = n.hitCount ?? 0;
    self.set(key, (self.get(key) ?? 0) + hits);
    const added = !stack.has(key);
    if (added) stack.add(key);
    for (const k of stack) inclusive.set(k, (inclusive.get(k) ?? 0) + hits);
    for (const child of n.children ?? []) walk(child, stack);
    if (added) stack.delete(key);
  };
  const rootNode = profile.nodes[0];
  if (rootNode) walk(rootNode.id, new Set());
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .filter(([k]) => !/^\((root|program|idle)\)/.test(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(
        ([k, hits]) =>
          `    ${((hits * perSample) / 1000).toFixed(2).padStart(7)} s  ${((100 * hits) / total).toFixed(1).padStart(5)} %  ${k}`,
      );
  console.log(
    `\n  CPU profile of the page (${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s) in ${path.relative(root, file)}`,
  );
  console.log('  most time on their own:');
  for (const l of top(self, 12)) console.log(l);
  console.log('  most time with what they call:');
  for (const l of top(inclusive, 25)) console.log(l);
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * Where the page's main thread spent a trace: the self time of each kind of work (a task's time minus what
 * ran inside it), grouped, as a share of the traced wall time. The groups follow DevTools' Performance panel.
 */
function printTrace(events: readonly TraceEvent[], file: string): void {
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return console.log(`  (no renderer main thread in ${file})`);
  const own = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || (b.dur as number) - (a.dur as number));
  if (own.length === 0) return;
  const groupOf = (name: string): string => {
    if (/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|InvalidateLayout|ScheduleStyleRecalculation)$/.test(name))
      return 'style';
    if (/^(Layout|UpdateLayerTree|IntersectionObserverController::computeIntersections|ResizeObserver.*)$/.test(name)) return 'layout';
    if (/^(PrePaint|Paint|PaintImage|Layerize|UpdateLayer|Commit|CompositeLayers|RasterTask|Decode.*)$/.test(name))
      return 'paint and commit';
    if (/^(MajorGC|MinorGC|V8\.GC.*|BlinkGC.*|ThreadState::.*)$/.test(name)) return 'garbage collection';
    if (
      /^(FunctionCall|EvaluateScript|v8\.compile|v8\.run|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|v8\..*|V8\..*)$/.test(
        name,
      )
    )
      return 'script';
    if (/^(HandlePostMessage|WebSocketReceiveHandshakeResponse|ResourceReceivedData|.*WebSocket.*)$/.test(name)) return 'messages';
    return 'other';
  };
  const self = new Map<string, number>();
  const stack: TraceEvent[] = [];
  const childTime = new Map<TraceEvent, number>();
  for (const e of own) {
    while (stack.length && (stack.at(-1) as TraceEvent).ts + ((stack.at(-1) as TraceEvent).dur as number) <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) childTime.set(parent, (childTime.get(parent) ?? 0) + (e.dur as number));
    stack.push(e);
  }
  for (const e of own) {
    const g = groupOf(e.name);
    self.set(g, (self.get(g) ?? 0) + Math.max(0, (e.dur as number) - (childTime.get(e) ?? 0)));
  }
  const start = own[0]?.ts as number;
  const end = Math.max(...own.map((e) => e.ts + (e.dur as number)));
  const wall = end - start;
  const busy = [...self.values()].reduce((a, b) => a + b, 0);
  const top = [...self].sort((a, b) => b[1] - a[1]);
  console.log(`  main thread over ${(wall / 1000).toFixed(0)} ms: busy ${((100 * busy) / wall).toFixed(0)} %`);
  for (const [group, us] of top)
    console.log(`    ${group.padEnd(20)} ${(us / 1000).toFixed(0).padStart(6)} ms  ${((100 * us) / wall).toFixed(1)} %`);
  console.log(`  trace: ${path.relative(root, file)}`);
}

async function main(): Promise<void> {
  const t0 = now();
  ensureBuild(distDir);
  const sitePort = await freePort();
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  console.log('Starting the reference backend (demo seed, BENCH_PUSH=1)…');
  let backend: RunningBackend | undefined;
  let site: Server | undefined;
  let browser: Browser | undefined;
  try {
    backend = await startBackend({
      seed: 'demo',
      env: { BENCH_PUSH: '1', CORS_ORIGINS: siteOrigin, ACCESS_TOKEN_SECONDS: '3600' },
      timeoutMs: 300_000,
    });
    const be = backend;
    site = await startStaticServer({ root: distDir, port: sitePort, backendUrl: be.url });
    browser = await launchBrowser();
    const chromium = browser;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript({ content: PAGE_SCRIPT });
    const { page, problems } = await openPage(context);
    console.log(
      `Backend ${be.url}, site ${siteOrigin}, chromium ${browser.version()}; set-up ${((now() - t0) / 1000).toFixed(1)} s; ${machineLoad()}.`,
    );

    const push = async (userIds: number[], body: object): Promise<PushResult> => {
      const response = await fetch(`${be.url}/bench/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userIds, ...body }),
      });
      const envelope = (await response.json()) as { Data: PushResult; Errors: unknown[] };
      if (!response.ok) throw new Error(`POST /bench/push: HTTP ${response.status} ${JSON.stringify(envelope.Errors)}`);
      return envelope.Data;
    };
    const userOf = (r: PushResult, seq: number) => r.UserIds[(seq - r.FirstSeq) % r.UserIds.length] as number;
    const waitFor = (seqs: number[], timeoutMs: number, tab: Page = page) =>
      tab.evaluate(([s, t]) => (window as unknown as BenchWindow).__bench.waitFor(s, t), [seqs, timeoutMs] as [number[], number]);

    await page.goto(`${siteOrigin}/sign-in`);
    await page.getByLabel('Email').fill(EMPLOYEE.email);
    await page.getByLabel('Password').fill(EMPLOYEE.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Signed in: the site leaves the sign-in page (for the account or the back office).
    await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));

    /** Opens the list (again), waits for its rows and until a pushed value reaches one; answers the rows' users. */
    const openList = async (page: Page): Promise<number[]> => {
      await page.goto(`${siteOrigin}${LIST_PATH}`);
      await page.waitForFunction((n) => document.querySelectorAll('table.bf-data-table tbody tr th a').length === n, ROWS, {
        timeout: 30_000,
      });
      await page.evaluate(() => (window as unknown as BenchWindow).__bench.start());
      const ids = (await page.evaluate(() => (window as unknown as BenchWindow).__bench.rows())).map(([id]) => id);
      if (ids.length !== ROWS || ids.some((id) => !Number.isInteger(id) || id < 1))
        throw new Error(`expected ${ROWS} rows with user links, got ${JSON.stringify(ids)}`);
      // Live once a pushed value reaches a row: the hub is connected and every user followed.
      const by = now() + 30_000;
      for (;;) {
        const probe = await push(ids, { burst: 1 });
        if ((await waitFor([probe.FirstSeq], 250, page)) === 0) break;
        if (now() > by) throw new Error('no pushed value reached the list within 30 s: is the page subscribed to the users?');
      }
      return ids;
    };
    const userIds = await openList(page);

    // Clocks: the page's and the server's, each against this process (the sample of the shortest round trip).
    const offsetOf = async (read: () => Promise<number>) => {
      let best = { rtt: Infinity, offset: 0 };
      for (let i = 0; i < 15; i++) {
        const before = now();
        const at = await read();
        const after = now();
        if (after - before < best.rtt) best = { rtt: after - before, offset: at - (before + after) / 2 };
      }
      return best;
    };
    const clock = async () => {
      const server = await offsetOf(
        async () => ((await (await fetch(`${be.url}/bench/clock`)).json()) as { Data: { Now: number } }).Data.Now,
      );
      const inPage = await offsetOf(() => page.evaluate(() => performance.timeOrigin + performance.now()));
      return `page − server ${(inPage.offset - server.offset).toFixed(2)} ms (± ${((inPage.rtt + server.rtt) / 2).toFixed(2)} ms)`;
    };

    /**
     * The baseline: the same pushes to a plain WebSocket client in a blank page (no app), while the list's
     * page is away, so the figures can be read against the machine, the browser and the server alone.
     */
    const baseline = async () => {
      await page.goto('about:blank');
      const plainContext = await chromium.newContext();
      try {
        const plain = await plainContext.newPage();
        const token = await passwordToken(EMPLOYEE.email, EMPLOYEE.password, be.url);
        const status = await plain.evaluate(
          `(${PLAIN_CLIENT})(${JSON.stringify(`${be.url.replace(/^http/, 'ws')}/ws/user?access_token=${encodeURIComponent(token)}`)})`,
        );
        if (status !== 200) throw new Error(`baseline: SubscribeToUserEvents answered ${String(status)}`);
        const run = async (body: object) => {
          await plain.evaluate(() => Object.assign((window as unknown as PlainWindow).__plain, { seq: [], sent: [], at: [] }));
          const start = now();
          const r = await push(userIds, body);
          const by = now() + 30_000;
          let got: { seq: number[]; sent: number[]; at: number[]; longTasks: Entries };
          for (;;) {
            got = await plain.evaluate(() => (window as unknown as PlainWindow).__plain);
            if (got.seq.length >= r.Sent || now() > by) break;
            await sleep(100);
          }
          const latencies = got.seq.map((_, i) => (got.at[i] as number) - (got.sent[i] as number));
          return {
            sent: r.Sent,
            received: got.seq.length,
            p50: pct(latencies, 50),
            p99: pct(latencies, 99),
            all: got.at.length ? Math.max(...got.at) - (r.SentAt[0] as number) : NaN,
            longTasks: over50(got.longTasks.filter(([t]) => t >= start)),
          };
        };
        await run({ ratePerSecond: 1000, seconds: 1 });
        const paced = await run({ ratePerSecond: 1000, seconds: Math.min(3, SECONDS) });
        const burst = await run({ burst: BURST });
        console.log('\nbaseline: the same pushes to a plain WebSocket client in a blank page (no app)');
        console.log(
          `  1 000/s for ${Math.min(3, SECONDS)} s: ${paced.received}/${paced.sent} received, send → message p50 ${ms(paced.p50)}, p99 ${ms(paced.p99)}; long tasks > 50 ms: ${stretch(paced.longTasks)}`,
        );
        console.log(
          `  burst of ${BURST}: ${burst.received}/${burst.sent} received, all in ${ms(burst.all)} after the first send; p50 ${ms(burst.p50)}, p99 ${ms(burst.p99)}`,
        );
        return { paced, burst };
      } finally {
        await plainContext.close();
      }
    };

    /** Waits until `tab` shows every row's last value of a push, giving a page behind time to receive it; answers whether it did. */
    const settle = async (tab: Page, r: PushResult): Promise<boolean> => {
      const finals = new Map<number, number>();
      for (let i = 0; i < r.Sent; i++) finals.set(userOf(r, r.FirstSeq + i), r.FirstSeq + i);
      if ((await waitFor([...finals.values()], SETTLE_MS, tab)) === 0) return true;
      // Behind: the time to receive every event (the app handles each in the task that delivers it).
      const received = await tab.evaluate(([n, t]) => (window as unknown as BenchWindow).__bench.waitRaw(n, t), [r.Sent, CATCH_UP_MS] as [
        number,
        number,
      ]);
      if (received < r.Sent) return false;
      await waitFor([...finals.values()], SETTLE_MS, tab);
      return true;
    };

    /** Pushes a phase's events (none: the idle page) and measures it in every tab; the figures are the worst tab's. */
    const measure = async (name: string, kind: PhaseFigures['kind'], body: object | null, tabs: Page[] = [page]): Promise<PhaseFigures> => {
      for (const tab of tabs) await tab.evaluate(() => (window as unknown as BenchWindow).__bench.drainRaw());
      const start = now();
      let r: PushResult = { Sent: 0, FirstSeq: 0, UserIds: userIds, SentAt: [], StartedAt: start, EndedAt: start };
      const caughtUp: boolean[] = [];
      if (body) {
        r = await push(userIds, body);
        for (const tab of tabs) caughtUp.push(await settle(tab, r));
      } else await sleep(SECONDS * 500);
      // Long-task entries are delivered after the task: a moment for the last ones.
      await sleep(300);
      const figures: PhaseFigures[] = [];
      for (const [i, tab] of tabs.entries()) {
        const c = await tab.evaluate(([a, b, t, u]) => (window as unknown as BenchWindow).__bench.collect(a, b, t, u), [
          r.FirstSeq,
          r.FirstSeq + r.Sent,
          start,
          now(),
        ] as [number, number, number, number]);
        figures.push(figuresOf(name, kind, r, c, caughtUp[i] ?? true));
      }
      return worstOf(figures);
    };

    /** A phase's figures in one tab, from what it collected. */
    const figuresOf = (name: string, kind: PhaseFigures['kind'], r: PushResult, c: Collected, caughtUp: boolean): PhaseFigures => {
      const seenAt = new Map<number, number>();
      for (let i = 0; i < c.seen.length; i += 2) seenAt.set(c.seen[i] as number, c.seen[i + 1] as number);
      const inPhase = (s: number) => s >= r.FirstSeq && s < r.FirstSeq + r.Sent;
      const received = new Set(c.raw.seq.filter(inPhase));
      // The last value each row received; when behind, only rows whose last value arrived 1 s before the
      // snapshot are judged (the app handles an event in the task that delivers it, so that is ample).
      const judged = (at: number) => caughtUp || at < c.at - 1000;
      const lastReceived = new Map<number, { seq: number; at: number }>();
      let neverShown = 0;
      c.raw.seq.forEach((s, i) => {
        if (!inPhase(s)) return;
        const at = c.raw.at[i] as number;
        const user = userOf(r, s);
        if (s > (lastReceived.get(user)?.seq ?? 0)) lastReceived.set(user, { seq: s, at });
        if (judged(at) && !seenAt.has(s)) neverShown++;
      });
      const shownBy = new Map(c.rows);
      let lostFinal = 0;
      for (const [user, last] of lastReceived) if (judged(last.at) && shownBy.get(user) !== last.seq) lostFinal++;
      // Latency of every event shown or never received (∞); values received but never shown are lost, not late.
      const latencies: number[] = [];
      for (let i = 0; i < r.Sent; i++) {
        const s = r.FirstSeq + i;
        const at = seenAt.get(s);
        if (at !== undefined) latencies.push(at - (r.SentAt[i] as number));
        else if (!received.has(s)) latencies.push(Infinity);
      }
      const rawLatencies = c.raw.seq.flatMap((s, i) => (inPhase(s) ? [(c.raw.at[i] as number) - (c.raw.sent[i] as number)] : []));
      const arrivals = c.raw.at.filter((_, i) => inPhase(c.raw.seq[i] as number));
      const behind = pct(rawLatencies, 50) > 100;
      let lastShown = -Infinity;
      for (let i = Math.max(0, r.Sent - userIds.length); i < r.Sent; i++)
        lastShown = Math.max(lastShown, seenAt.get(r.FirstSeq + i) ?? Infinity);
      return {
        name,
        kind,
        sent: r.Sent,
        received: received.size,
        shown: seenAt.size,
        neverShown,
        lostFinal,
        lost: kind === 'paced' ? lostFinal + neverShown : lostFinal,
        caughtUp,
        p50: pct(latencies, 50),
        p99: pct(latencies, 99),
        max: latencies.length ? Math.max(...latencies) : NaN,
        rawP50: pct(rawLatencies, 50),
        rawP99: pct(rawLatencies, 99),
        handledPerSecond:
          behind && arrivals.length > 1 ? ((arrivals.length - 1) * 1000) / (Math.max(...arrivals) - Math.min(...arrivals)) : NaN,
        longTasks: over50(c.longTasks),
        frames: over50(c.frames),
        sendSpan: r.Sent ? (r.SentAt[r.Sent - 1] as number) - (r.SentAt[0] as number) : 0,
        onScreen: r.Sent ? lastShown - (r.SentAt[0] as number) : NaN,
        onScreenAfterLastSend: r.Sent ? lastShown - (r.SentAt[r.Sent - 1] as number) : NaN,
        tabs: 1,
        behindTabs: caughtUp ? [] : [0],
      };
    };

    const print = (f: PhaseFigures) => {
      console.log(`\n${f.name}`);
      if (f.kind === 'idle') {
        console.log(`  long tasks > 50 ms: ${stretch(f.longTasks)}; long animation frames > 50 ms: ${stretch(f.frames)}`);
        return;
      }
      console.log(
        `  events sent ${f.sent} (over ${(f.sendSpan / 1000).toFixed(2)} s), received by the page ${f.received}, values shown ${f.shown}`,
      );
      if (!f.caughtUp)
        console.log(
          `  the page had not received ${f.sent - f.received} events ${CATCH_UP_MS / 1000} s after the phase (behind: reloaded before the next phase)`,
        );
      console.log(
        `  lost ${f.lost}: rows not showing the last value they received ${f.lostFinal}, values received and never shown ${f.neverShown}` +
          (f.kind === 'burst' ? ' (overwritten: expected in a burst, not counted)' : ''),
      );
      console.log(`  latency send → DOM: p50 ${ms(f.p50)}, p99 ${ms(f.p99)}, max ${ms(f.max)}`);
      console.log(
        `  baseline, send → arrival in the page (hub socket or relay): p50 ${ms(f.rawP50)}, p99 ${ms(f.rawP99)}` +
          (Number.isFinite(f.handledPerSecond)
            ? ` (main thread saturated: the page handled ${f.handledPerSecond.toFixed(0)} events/s)`
            : ''),
      );
      console.log(`  long tasks > 50 ms: ${stretch(f.longTasks)}; long animation frames > 50 ms: ${stretch(f.frames)}`);
      console.log(`  every row on its last value ${ms(f.onScreenAfterLastSend)} after the last send (${ms(f.onScreen)} after the first)`);
    };

    /** With BENCH_PROFILE=1, a CPU profile of the page around `run`: the heaviest functions printed, the profile saved. */
    const profiled = async <T,>(label: string, run: () => Promise<T>): Promise<T> => {
      if (!PROFILE) return run();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      const result = await run();
      const { profile } = await cdp.send('Profiler.stop');
      await cdp.detach();
      const dir = path.join(root, 'tmp/bench-live');
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${label}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      printProfile(profile, file);
      return result;
    };
    /** With BENCH_TRACE=1, a Chromium trace of the page around `run`: its main thread's time broken down, the trace saved. */
    const traced = async <T,>(label: string, run: () => Promise<T>): Promise<T> => {
      if (!TRACE) return run();
      await chromium.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'],
      });
      const result = await run();
      const buffer = await chromium.stopTracing();
      const dir = path.join(root, 'tmp/bench-live');
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${label}.trace.json`);
      writeFileSync(file, buffer);
      const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
      printTrace(Array.isArray(parsed) ? parsed : parsed.traceEvents, file);
      return result;
    };
    /** A phase, printed; a tab left behind is loaded again for the next one. */
    const phase = async (name: string, kind: PhaseFigures['kind'], body: object | null, tabs: Page[] = [page], label = '') => {
      const run = () => measure(name, kind, body, tabs);
      const f = await (label === '1000-per-s' && TRACE ? traced(label, run) : label ? profiled(label, run) : run());
      print(f);
      for (const i of f.behindTabs) {
        const again = await openList(tabs[i] as Page);
        if (again.join() !== userIds.join()) throw new Error('the list shows other users after the reload');
      }
      if (f.caughtUp) await sleep(1000);
      return f;
    };
    const hubSockets = async () => ((await (await fetch(`${be.url}/bench/connections`)).json()) as { Data: { Open: number } }).Data.Open;

    console.log(
      `\nLive-data benchmark: ${ROWS} rows on ${LIST_PATH}; ${SECONDS} s at 100/s, ${SECONDS} s at 1 000/s, a burst of ${BURST}; ` +
        `in one tab, in one tab beside a CPU-bound job (1 000/s), and in ${TABS} tabs.`,
    );
    console.log(`Clocks: ${await clock()}; latencies are not corrected for it.`);
    const machine = await baseline();
    if ((await openList(page)).join() !== userIds.join()) throw new Error('the list shows other users after the reload');
    const warmUp = await measure('warm-up', 'paced', { ratePerSecond: 100, seconds: 2 });
    if (!warmUp.caughtUp) await openList(page);
    const oneTabSockets = await hubSockets();
    const idle = await phase(`idle page (${SECONDS / 2} s, nothing pushed)`, 'idle', null);
    const at100 = await phase(`100/s for ${SECONDS} s`, 'paced', { ratePerSecond: 100, seconds: SECONDS }, [page], '100-per-s');
    const at1000 = await phase(`1 000/s for ${SECONDS} s`, 'paced', { ratePerSecond: 1000, seconds: SECONDS }, [page], '1000-per-s');
    const burst = await phase(`burst of ${BURST}`, 'burst', { burst: BURST }, [page], 'burst');

    // Beside a CPU-bound job: a process that keeps one core busy for the phase (and stops by itself).
    const busy = startCpuJob(SECONDS * 1000 + SETTLE_MS + CATCH_UP_MS);
    let atBusy: PhaseFigures;
    try {
      await sleep(1000);
      atBusy = await phase(`1 000/s for ${SECONDS} s beside a CPU-bound job`, 'paced', { ratePerSecond: 1000, seconds: SECONDS });
    } finally {
      busy.kill();
    }

    // Several tabs of the list in the same browser (one profile: they may share one hub connection).
    const tabs = [page];
    for (let i = 1; i < TABS; i++) {
      const tab = (await openPage(context)).page;
      if ((await openList(tab)).join() !== userIds.join()) throw new Error('another tab shows other users');
      tabs.push(tab);
    }
    const tabsSockets = await hubSockets();
    console.log(`\n${TABS} tabs of the list open: the server counts ${tabsSockets} hub connection(s) (one tab: ${oneTabSockets}).`);
    const tabs100 = await phase(`${TABS} tabs, 100/s for ${SECONDS} s`, 'paced', { ratePerSecond: 100, seconds: SECONDS }, tabs);
    const tabs1000 = await phase(`${TABS} tabs, 1 000/s for ${SECONDS} s`, 'paced', { ratePerSecond: 1000, seconds: SECONDS }, tabs);
    const tabsBurst = await phase(`${TABS} tabs, burst of ${BURST}`, 'burst', { burst: BURST }, tabs);
    console.log(`\nClocks after the run: ${await clock()}.`);

    const oneTab = [at100, at1000, burst];
    const inTabs = [tabs100, tabs1000, tabsBurst];
    const cols = [30, 6, 9, 6, 5, 10, 10, 10, 10, 15, 15];
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(cols[i] ?? 0) : c.padStart(cols[i] ?? 0))).join(' ');
    console.log('\nSummary (several tabs: the worst tab, lost values summed)');
    console.log(line(['phase', 'sent', 'received', 'shown', 'lost', 'p50', 'p99', 'raw p50', 'raw p99', 'long tasks>50', 'LoAF>50']));
    for (const f of [idle, ...oneTab, atBusy, ...inTabs]) {
      const active = f.kind !== 'idle';
      const cell = (x: string) => (active ? x : '');
      console.log(
        line([
          f.name.replace(/ for \d+ s/, '').replace(/ \(.*\)$/, ''),
          cell(String(f.sent)),
          cell(String(f.received)),
          cell(String(f.shown)),
          cell(String(f.lost)),
          cell(ms(f.p50)),
          cell(ms(f.p99)),
          cell(ms(f.rawP50)),
          cell(ms(f.rawP99)),
          f.longTasks.count ? `${f.longTasks.count} (max ${f.longTasks.longest.toFixed(0)})` : '0',
          f.frames.count ? `${f.frames.count} (max ${f.frames.longest.toFixed(0)})` : '0',
        ]),
      );
    }
    for (const [label, b] of [
      ['baseline 1 000/s', machine.paced],
      ['baseline burst', machine.burst],
    ] as const) {
      console.log(
        line([
          label,
          String(b.sent),
          String(b.received),
          '',
          '',
          '',
          '',
          ms(b.p50),
          ms(b.p99),
          b.longTasks.count ? `${b.longTasks.count} (max ${b.longTasks.longest.toFixed(0)})` : '0',
          '',
        ]),
      );
    }
    const burstBudget = BURST_FACTOR * machine.burst.all;
    console.log(
      `burst fully on screen ${ms(burst.onScreen)} after its first send, ${ms(tabsBurst.onScreen)} in ${TABS} tabs ` +
        `(baseline, without the app: all received in ${ms(machine.burst.all)}; budget ${BURST_FACTOR}× that, ${ms(burstBudget)}).`,
    );
    console.log(
      "(shown: distinct values rows showed; raw: send → the event's arrival in the list's page (its hub socket's message, or the relay from the tab holding a shared connection); baseline: a plain client in a blank page, no app; ∞: not received by the end; LoAF: long animation frames.)",
    );

    /** The budgets of one tab or of several: latency at 1 000/s, long tasks at 100/s, the burst, nothing lost. */
    const budgetsOf = (where: string, [b100, b1000, bBurst]: PhaseFigures[]): Array<[string, boolean, string]> => {
      const all = [b100, b1000, bBurst] as PhaseFigures[];
      const unreceived = all.reduce((n, f) => n + f.sent - f.received, 0);
      return [
        [`${where}: p99 latency ≤ 50 ms at 1 000/s`, (b1000 as PhaseFigures).p99 <= 50, ms((b1000 as PhaseFigures).p99)],
        [
          `${where}: no long task > 50 ms at 100/s`,
          (b100 as PhaseFigures).longTasks.count === 0,
          stretch((b100 as PhaseFigures).longTasks),
        ],
        [
          `${where}: burst of ${BURST} fully on screen within ${BURST_FACTOR}× the plain client's receive time (${ms(burstBudget)})`,
          (bBurst as PhaseFigures).onScreen <= burstBudget,
          ms((bBurst as PhaseFigures).onScreen),
        ],
        [
          `${where}: 0 events lost`,
          all.every((f) => f.lost === 0) && unreceived === 0,
          all.map((f) => `${f.name}: ${f.lost}`).join(', ') + (unreceived ? `; ${unreceived} not received within the catch-up time` : ''),
        ],
      ];
    };
    const budgets: Array<[string, boolean, string]> = [
      ...budgetsOf('one tab', oneTab),
      [
        'beside a CPU-bound job: p99 latency ≤ 100 ms at 1 000/s',
        atBusy.p99 <= 100,
        `${ms(atBusy.p99)}; ${atBusy.frames.count} long animation frames > 50 ms`,
      ],
      [
        'beside a CPU-bound job: every row ends on its last value',
        atBusy.caughtUp && atBusy.lostFinal === 0,
        `${atBusy.lostFinal} rows not on their last value` +
          (atBusy.caughtUp ? '' : `; ${atBusy.sent - atBusy.received} events not received within the catch-up time`),
      ],
      ...budgetsOf(`${TABS} tabs (${tabsSockets} hub connection(s))`, inTabs),
    ];
    console.log('\nBudgets');
    for (const [label, pass, value] of budgets) console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${label}  (${value})`);
    if (problems.length) console.log(`\nThe page reported problems:\n  ${problems.slice(0, 20).join('\n  ')}`);
    console.log(`\nTotal run ${((now() - t0) / 1000).toFixed(1)} s; ${machineLoad()}.`);
  } finally {
    await browser?.close();
    await new Promise((resolve) => (site ? site.close(resolve) : resolve(undefined)));
    await backend?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

// Benchmark of the reference backend on 100 000 seeded users: Search latency, token throughput and hub fan-out.
// Run: npm run bench:backend  (first run seeds tmp/bench-backend-data, later runs reuse it)
// Figures are printed with ratios against baselines measured in the same run.
import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import * as path from 'node:path';
import WebSocket from 'ws';
import { startBackend } from '../testing/backend.ts';

const USERS = 100_000;
const HUB_CONNECTIONS = Number(process.env.BENCH_HUB_CONNECTIONS ?? 1000);
const CLIENT = {
  client_id: 'brokerfront-web',
  client_secret: 'brokerfront-web-secret',
  scope: 'openid profile offline_access identity gateway',
};

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const ms = (x) => `${x.toFixed(1)} ms`;

async function token(url, form) {
  const res = await fetch(`${url}/identity/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...CLIENT, ...form }),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(JSON.stringify(body));
  return body;
}

async function call(url, tok, method, p, body) {
  const res = await fetch(`${url}${p}`, {
    method,
    headers: { authorization: `Bearer ${tok}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (res.status >= 300) throw new Error(`${p}: ${JSON.stringify(json)}`);
  return json.Data;
}

async function timed(n, fn) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    out.push(performance.now() - t);
  }
  return out;
}

async function throughput(total, concurrency, fn) {
  let next = 0;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        await fn();
      }
    }),
  );
  return total / ((performance.now() - t) / 1000);
}

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'tmp/bench-backend-data');
console.log(`Starting the backend on ${dataDir} with ${USERS} generated users (the first run seeds them)…`);
const t0 = performance.now();
const be = await startBackend({
  dataDir,
  seed: 'demo',
  env: { SEED_USERS: String(USERS), ACCESS_TOKEN_SECONDS: '3600', HUB_CONNECTIONS_PER_USER: String(HUB_CONNECTIONS + 10) },
  timeoutMs: 900_000,
});
console.log(`Backend ready at ${be.url} in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
const connections = [];
try {
  const login = await token(be.url, { grant_type: 'password', email: 'employee@example.com', password: 'Employee1' });
  const staff = login.access_token;

  // Search: paged, filtered, sorted; baseline GetCurrentUser (a request that does no work).
  const query = (page) => ({
    PageNumber: 1 + (page % 5),
    PageSize: 20,
    Filters: [
      { Op: 'in', Field: 'CountryCode', Value: ['DE', 'SE', 'ES', 'SI'] },
      { Op: 'between', Field: 'CreatedAt', Value: ['2021-01-01', '2024-12-31'] },
      {
        UseAnd: false,
        Children: [
          { Op: 'eq', Field: 'IsArchived', Value: false },
          { Op: 'contains', Field: 'LastName', Value: 'ss' },
        ],
      },
    ],
    Sort: [
      { Column: 'LastName', Asc: true },
      { Column: 'CreatedAt', Asc: false },
    ],
  });
  const total = (await call(be.url, staff, 'POST', '/identity/api/v1/users/Search', { PageNumber: 1, PageSize: 1 })).TotalItems;
  // Cold: every request has a filter tree not seen before (no cached filter result); warm: pages 1–5 of one query.
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const coldQuery = (i) => {
    const q = query(i);
    q.Filters[2].Children[1].Value = letters[i % 26] + letters[Math.floor(i / 26) % 26];
    return q;
  };
  await timed(20, (i) => call(be.url, staff, 'POST', '/identity/api/v1/users/Search', coldQuery(500 + i)));
  const base = await timed(200, () => call(be.url, staff, 'GET', '/identity/api/v1/users/GetCurrentUser'));
  const cold = await timed(200, (i) => call(be.url, staff, 'POST', '/identity/api/v1/users/Search', coldQuery(i)));
  const warm = await timed(200, (i) => call(be.url, staff, 'POST', '/identity/api/v1/users/Search', query(i)));
  const hits = (await call(be.url, staff, 'POST', '/identity/api/v1/users/Search', query(0))).TotalItems;
  console.log(`Search over ${total} users (~${hits} match; 20 per page; 3 filters incl. an OR group; 2 sort columns), 200 requests each:`);
  console.log(`  cold (new filter every request)  p50 ${ms(pct(cold, 50))}   p95 ${ms(pct(cold, 95))}   (target p95 < 50 ms)`);
  console.log(`  warm (paging one query)          p50 ${ms(pct(warm, 50))}   p95 ${ms(pct(warm, 95))}`);
  console.log(
    `  baseline GetCurrentUser          p50 ${ms(pct(base, 50))}   p95 ${ms(pct(base, 95))}   ratio cold p95 ${(pct(cold, 95) / pct(base, 95)).toFixed(1)}x\n`,
  );

  // Token requests per second.
  const pw = await throughput(80, 8, () => token(be.url, { grant_type: 'password', email: 'employee@example.com', password: 'Employee1' }));
  let refresh = login.refresh_token;
  const rf = await throughput(300, 1, async () => {
    refresh = (await token(be.url, { grant_type: 'refresh_token', refresh_token: refresh })).refresh_token;
  });
  console.log('Token endpoint:');
  console.log(`  password grant ${pw.toFixed(0)} req/s (8 concurrent; scrypt N=16384 per request)`);
  console.log(`  refresh grant  ${rf.toFixed(0)} req/s (sequential rotation)   ratio ${(rf / pw).toFixed(1)}x\n`);

  // Fan-out of one update to HUB_CONNECTIONS subscribed connections.
  const target = (
    await call(be.url, staff, 'POST', '/identity/api/v1/users/Search', {
      PageNumber: 1,
      PageSize: 1,
      Filters: [{ Op: 'eq', Field: 'Email', Value: 'client@example.com' }],
    })
  ).Items[0].Id;
  let received = 0;
  let done = () => undefined;
  const tOpen = performance.now();
  for (let batch = 0; batch < HUB_CONNECTIONS; batch += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, HUB_CONNECTIONS - batch) }, async () => {
        const c = new HubConnectionBuilder()
          .withUrl(`${be.url}/ws/user`, { accessTokenFactory: () => staff, WebSocket })
          .configureLogging(LogLevel.None)
          .build();
        c.on('UserUpdatedEvent', () => {
          if (++received === HUB_CONNECTIONS) done();
        });
        await c.start();
        await c.invoke('SubscribeToUserEvents', ['Updated'], [target]);
        connections.push(c);
      }),
    );
  }
  console.log(`Hub: ${HUB_CONNECTIONS} connections opened and subscribed in ${((performance.now() - tOpen) / 1000).toFixed(1)} s`);
  const fan = [];
  const one = [];
  for (let round = 0; round < 7; round++) {
    received = 0;
    const all = new Promise((r) => (done = r));
    const t = performance.now();
    await call(be.url, staff, 'POST', '/identity/api/v1/users/Update', { Id: target, City: `Round ${round}` });
    const tHttp = performance.now() - t;
    await all;
    fan.push(performance.now() - t);
    one.push(tHttp);
  }
  console.log(`  update → all ${HUB_CONNECTIONS} received: median ${ms(pct(fan, 50))}, worst ${ms(Math.max(...fan))}   (target < 250 ms)`);
  console.log(`  baseline: the Update request alone median ${ms(pct(one, 50))}   ratio ${(pct(fan, 50) / pct(one, 50)).toFixed(1)}x`);
} finally {
  await Promise.all(connections.map((c) => c.stop()));
  await be.stop();
}

/** @jest-environment node */
import { performance } from 'node:perf_hooks';
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { api, signInDemoEmployee, stopBackend, uniq, USERS } from './support';

let be: RunningBackend;
let admin: string;
let adminId: number;

beforeAll(async () => {
  be = await startBackend();
  ({ token: admin, id: adminId } = await signInDemoEmployee(be.url));
}, 180000);
afterAll(() => stopBackend(be));

interface ImportAnswer {
  Results: Array<{ Email: string; Status: string; UserId: number | null }>;
}

/** `count` import rows with unique, valid e-mail addresses (a run of this file makes each only once). */
const rowsOf = (count: number, tag = uniq()) =>
  Array.from({ length: count }, (_, i) => ({
    FirstName: 'Bulk',
    LastName: 'Import',
    Email: `bulk-${tag}-${i}@example.com`,
    Country: 'SI',
  }));

/** How long one answer took, and when it came (milliseconds on the test's clock). */
interface Timed {
  startedAt: number;
  endedAt: number;
}

describe('a large import shares the event loop', () => {
  it('answers other requests while 5 000 rows are inserted, and still creates every row', async () => {
    const rows = rowsOf(5000);
    const started = performance.now();
    let importEnded = 0;
    const running = api<ImportAnswer>(be.url, admin, 'POST', `${USERS}/ImportAffiliateUsers`, { Users: rows }).then((r) => {
      importEnded = performance.now();
      return r;
    });
    // Unrelated reads, one after the other, for as long as the import runs.
    const reads: Timed[] = [];
    while (importEnded === 0) {
      const startedAt = performance.now();
      const r = await api(be.url, admin, 'GET', `${USERS}/${adminId}`);
      expect(r.status).toBe(200);
      reads.push({ startedAt, endedAt: performance.now() });
    }
    const imported = await running;
    expect(imported.status).toBe(200);
    expect(imported.body.Data.Results).toHaveLength(5000);
    expect(imported.body.Data.Results.every((r) => r.Status === 'Success' && typeof r.UserId === 'number')).toBe(true);
    expect(new Set(imported.body.Data.Results.map((r) => r.UserId)).size).toBe(5000);

    const importMs = importEnded - started;
    const during = reads.filter((r) => r.endedAt < importEnded);
    const slowest = Math.max(...reads.map((r) => r.endedAt - r.startedAt));
    process.stdout.write(
      `import of 5000 rows: ${importMs.toFixed(0)} ms; reads answered during it: ${during.length}; slowest read: ${slowest.toFixed(0)} ms\n`,
    );
    // Reads keep being answered while the rows go in, none waiting for a large part of the import.
    expect(during.length).toBeGreaterThanOrEqual(5);
    expect(slowest).toBeLessThan(importMs / 3);
  }, 120000);
});

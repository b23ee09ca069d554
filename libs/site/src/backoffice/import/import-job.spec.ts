import { ImportStatus, type ImportResultRow, type ImportUserRow } from '@brokerfront/identity-api';
import {
  classifyFailure,
  createImportJob,
  emailLookupQuery,
  settleChunk,
  type ImportJob,
  type ImportTransport,
  type RowToImport,
} from './import-job';

const NETWORK = { status: 0, message: 'Failed to fetch', errors: [{ Code: 'network_error' }] };
const SERVER = { status: 500, message: 'Internal error', errors: [{ Code: 'internal_error' }] };
const THROTTLED = (seconds: number) => ({
  status: 429,
  message: 'Too many',
  errors: [{ Code: 'too_many_requests', Data: { RetryAfter: seconds } }],
});
const INVALID = { status: 400, message: 'Invalid', errors: [{ Code: 'invalid_request', Data: 'Users: too big' }] };

/** What the fake service does with one request. */
type Script = 'ok' | { throwBefore: unknown } | { throwAfter: unknown } | { hold: Promise<void> };

/**
 * A fake users service behind the transport: creates users (refusing taken e-mails as the service does),
 * answers look-ups by e-mail, and follows a script per request (fail before or after processing, hold).
 */
function fakeService(existing: string[] = []) {
  const users = new Map<string, number>(existing.map((email, i) => [email.toLowerCase(), i + 1]));
  const created: string[] = [];
  let nextId = 1000;
  const requests: ImportUserRow[][] = [];
  const lookups: string[][] = [];
  const scripts: Script[] = [];
  let lookupFailure: unknown = null;
  const transport: ImportTransport = {
    async importUsers(rows) {
      requests.push(rows);
      const script = scripts.shift() ?? 'ok';
      if (typeof script === 'object' && 'throwBefore' in script) throw script.throwBefore;
      if (typeof script === 'object' && 'hold' in script) await script.hold;
      const results: ImportResultRow[] = rows.map((row) => {
        const key = row.Email.toLowerCase();
        if (users.has(key)) return { ...row, Status: ImportStatus.EmailAlreadyInUse, UserId: null };
        if (row.FirstName === 'Refused') return { ...row, Status: ImportStatus.InvalidFirstName, UserId: null };
        const id = nextId++;
        users.set(key, id);
        created.push(key);
        return { ...row, Status: ImportStatus.Success, UserId: id };
      });
      if (typeof script === 'object' && 'throwAfter' in script) throw script.throwAfter;
      return results;
    },
    async findUsersByEmail(emails) {
      lookups.push(emails);
      if (lookupFailure) throw lookupFailure;
      return emails.flatMap((email) => {
        const id = users.get(email.toLowerCase());
        return id === undefined ? [] : [{ Id: id, Email: email }];
      });
    },
  };
  return {
    transport,
    users,
    created,
    requests,
    lookups,
    script: (...next: Script[]) => scripts.push(...next),
    failLookups: (error: unknown) => {
      lookupFailure = error;
    },
  };
}

const row = (i: number, extra: Partial<ImportUserRow> = {}): RowToImport => ({
  id: i,
  user: { FirstName: 'Anna', LastName: `Row${i}`, Email: `user${i}@example.com`, PhoneNumber: '', Country: 'SE', ...extra },
});
const rows = (count: number, from = 0) => Array.from({ length: count }, (_, i) => row(from + i));

/** Each e-mail created at most once, and how many were. */
const expectNoDoubles = (service: ReturnType<typeof fakeService>) => {
  expect(new Set(service.created).size).toBe(service.created.length);
};
const kinds = (job: ImportJob) => {
  const counts: Record<string, number> = {};
  for (const outcome of job.getState().outcomes.values()) counts[outcome.kind] = (counts[outcome.kind] ?? 0) + 1;
  return counts;
};
const deferred = () => {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
};
const noSleep = jest.fn<Promise<void>, [number, AbortSignal]>(async () => undefined);

beforeEach(() => noSleep.mockClear());

describe('chunks', () => {
  it('sends the rows in chunks and books every row as imported with its user id', async () => {
    const service = fakeService();
    const job = createImportJob(service.transport, { chunkSize: 500 });
    const phases: string[] = [];
    job.subscribe(() => phases.push(job.getState().phase));
    const final = await job.run(rows(1200));
    expect(service.requests.map((r) => r.length)).toEqual([500, 500, 200]);
    expect(final.phase).toBe('done');
    expect(final.progress).toEqual({ total: 1200, done: 1200, imported: 1200, failed: 0 });
    expect(final.outcomes.get(0)).toEqual({ kind: 'imported', sent: row(0).user, userId: 1000, found: false });
    expect(final.outcomes.get(1199)).toMatchObject({ kind: 'imported', userId: 2199 });
    expect(phases.at(-1)).toBe('done');
    expect(phases).toContain('sending');
  });

  it('caps a chunk at the service limit of 5000 rows', async () => {
    const service = fakeService();
    await createImportJob(service.transport, { chunkSize: 9000 }).run(rows(6000));
    expect(service.requests.map((r) => r.length)).toEqual([5000, 1000]);
  });

  it('books the rows the service refused with their status, and sends only those again', async () => {
    const service = fakeService(['user1@example.com']);
    const job = createImportJob(service.transport, { chunkSize: 2 });
    const list = [row(0), row(1), row(2, { FirstName: 'Refused' })];
    await job.run(list);
    expect(job.getState().outcomes.get(1)).toMatchObject({ kind: 'failed', status: ImportStatus.EmailAlreadyInUse });
    expect(job.getState().outcomes.get(2)).toMatchObject({ kind: 'failed', status: ImportStatus.InvalidFirstName });
    expect(job.getState().progress).toEqual({ total: 3, done: 3, imported: 1, failed: 2 });

    // Fixed in place, the retry sends the failed rows only — never the imported one.
    service.requests.length = 0;
    await job.run([row(0), row(1, { Email: 'fixed1@example.com' }), row(2, { FirstName: 'Fixed' })]);
    expect(service.requests.flat().map((r) => r.Email)).toEqual(['fixed1@example.com', 'user2@example.com']);
    expect(kinds(job)).toEqual({ imported: 3 });
    expectNoDoubles(service);
  });

  it('never sends an imported row again, whatever the caller passes', async () => {
    const service = fakeService();
    const job = createImportJob(service.transport);
    await job.run(rows(3));
    await job.run([...rows(3), row(1)]);
    expect(service.requests).toHaveLength(1);
    expect(job.getState().progress.total).toBe(0);
  });

  it('runs once at a time: a second call joins the run under way', async () => {
    const service = fakeService();
    const gate = deferred();
    service.script({ hold: gate.promise });
    const job = createImportJob(service.transport);
    const first = job.run(rows(2));
    const second = job.run(rows(2));
    expect(second).toBe(first);
    expect(job.busy()).toBe(true);
    gate.release();
    await first;
    expect(job.busy()).toBe(false);
    expect(service.requests).toHaveLength(1);
  });

  it('marks the rows of the request under way as sending', async () => {
    const service = fakeService();
    const gate = deferred();
    service.script({ hold: gate.promise });
    const job = createImportJob(service.transport, { chunkSize: 2 });
    const run = job.run(rows(3));
    await Promise.resolve();
    expect(kinds(job)).toEqual({ sending: 2 });
    gate.release();
    await run;
    expect(kinds(job)).toEqual({ imported: 3 });
  });
});

describe('cancel', () => {
  it('stops after the chunk in flight, keeps its results, and a new run sends only the rest', async () => {
    const service = fakeService();
    const gate = deferred();
    service.script({ hold: gate.promise });
    const job = createImportJob(service.transport, { chunkSize: 10 });
    const run = job.run(rows(35));
    await Promise.resolve();
    job.cancel();
    expect(job.getState().cancelRequested).toBe(true);
    gate.release();
    const final = await run;
    expect(final.phase).toBe('cancelled');
    expect(service.requests).toHaveLength(1);
    expect(kinds(job)).toEqual({ imported: 10 });
    expect(final.progress).toEqual({ total: 35, done: 10, imported: 10, failed: 0 });

    await job.run(rows(35));
    expect(service.requests.map((r) => r.length)).toEqual([10, 10, 10, 5]);
    expect(service.requests[1][0].Email).toBe('user10@example.com');
    expect(kinds(job)).toEqual({ imported: 35 });
    expect(job.getState().cancelRequested).toBe(false);
    expectNoDoubles(service);
  });

  it('does nothing when no run is under way', () => {
    const job = createImportJob(fakeService().transport);
    job.cancel();
    expect(job.getState().cancelRequested).toBe(false);
  });
});

describe('answers that never came', () => {
  it.each([
    ['a network error', NETWORK],
    ['a 5xx', SERVER],
  ])('after %s the chunk is unknown; the retry looks its rows up and sends only the ones not created', async (_name, error) => {
    const service = fakeService();
    // The second request is processed by the service, but its answer is lost.
    service.script('ok', { throwAfter: error });
    const job = createImportJob(service.transport, { chunkSize: 4 });
    const stopped = await job.run(rows(10));
    expect(stopped.phase).toBe('stopped');
    expect(stopped.failure).toEqual({ kind: 'unreachable', error });
    expect(kinds(job)).toEqual({ imported: 4, unknown: 4 });
    expect(service.requests).toHaveLength(2);

    // Meanwhile one of the lost rows is gone again (say, deleted): it must be sent once more.
    service.users.delete('user5@example.com');
    const done = await job.run(rows(10));
    expect(service.lookups).toEqual([['user4@example.com', 'user5@example.com', 'user6@example.com', 'user7@example.com']]);
    expect(done.outcomes.get(4)).toMatchObject({ kind: 'imported', found: true });
    expect(done.outcomes.get(5)).toMatchObject({ kind: 'imported', found: false });
    expect(
      service.requests
        .slice(2)
        .flat()
        .map((r) => r.Email),
    ).toEqual(['user5@example.com', 'user8@example.com', 'user9@example.com']);
    expect(done.phase).toBe('done');
    expect(kinds(job)).toEqual({ imported: 10 });
    expect([...service.created].filter((e) => e === 'user4@example.com')).toHaveLength(1);
  });

  it('counts a row whose e-mail belongs to someone else as EmailAlreadyInUse, not as imported', async () => {
    const service = fakeService(['user1@example.com']);
    service.script({ throwBefore: NETWORK });
    const others: ImportTransport = {
      importUsers: service.transport.importUsers,
      findUsersByEmail: async (emails) =>
        emails.includes('user1@example.com') ? [{ Id: 7, Email: 'USER1@example.com', FirstName: 'Chris', LastName: 'Client' }] : [],
    };
    const job = createImportJob(others, { chunkSize: 2 });
    await job.run(rows(2));
    expect(kinds(job)).toEqual({ unknown: 2 });
    await job.run(rows(2));
    expect(job.getState().outcomes.get(1)).toEqual({ kind: 'failed', sent: row(1).user, status: ImportStatus.EmailAlreadyInUse });
    expect(job.getState().outcomes.get(0)).toMatchObject({ kind: 'imported', found: false });
    expect(service.created).toEqual(['user0@example.com']);
  });

  it('looks rows up in batches', async () => {
    const service = fakeService();
    service.script({ throwAfter: NETWORK });
    const job = createImportJob(service.transport, { chunkSize: 250, lookupBatch: 100 });
    await job.run(rows(250));
    await job.run(rows(250));
    expect(service.lookups.map((l) => l.length)).toEqual([100, 100, 50]);
    expect(service.requests).toHaveLength(1);
    expect(kinds(job)).toEqual({ imported: 250 });
  });

  it('sends nothing while rows with an unknown outcome cannot be looked up', async () => {
    const service = fakeService();
    service.script({ throwBefore: NETWORK });
    const job = createImportJob(service.transport, { chunkSize: 2 });
    await job.run(rows(4));
    expect(kinds(job)).toEqual({ unknown: 2 });
    service.failLookups(NETWORK);
    const final = await job.run(rows(4));
    expect(final.phase).toBe('stopped');
    expect(final.failure).toEqual({ kind: 'lookupFailed', error: NETWORK });
    expect(service.requests).toHaveLength(1);
    expect(kinds(job)).toEqual({ unknown: 2 });
  });

  it('keeps a Success without a user id, or an unmatched result, as unknown', () => {
    const chunk = [row(0), row(1), row(2)];
    const results: ImportResultRow[] = [
      { ...row(2).user, Status: ImportStatus.InvalidCountry, UserId: null },
      { ...row(0).user, Status: ImportStatus.Success, UserId: 7 },
      { ...row(9).user, Status: ImportStatus.Success, UserId: 8 },
    ];
    const settled = settleChunk(chunk, results);
    expect(settled.get(0)).toEqual({ kind: 'imported', sent: row(0).user, userId: 7, found: false });
    expect(settled.get(1)).toEqual({ kind: 'unknown', sent: row(1).user });
    expect(settled.get(2)).toEqual({ kind: 'failed', sent: row(2).user, status: ImportStatus.InvalidCountry });
    expect(settleChunk([row(0)], [{ ...row(0).user, Status: ImportStatus.Success, UserId: null }]).get(0)?.kind).toBe('unknown');
    expect(settleChunk([row(0)], [{ ...row(0).user, Status: 'Whatever' as ImportStatus }]).get(0)?.kind).toBe('unknown');
  });
});

describe('refusals and throttling', () => {
  it('waits for RetryAfter after a 429 and sends the same chunk again', async () => {
    const service = fakeService();
    service.script('ok', { throwBefore: THROTTLED(30) });
    const job = createImportJob(service.transport, { chunkSize: 2, sleep: noSleep, now: () => 1_000 });
    const seen: Array<[string, number | null]> = [];
    job.subscribe(() => seen.push([job.getState().phase, job.getState().resumeAt]));
    const final = await job.run(rows(4));
    expect(noSleep).toHaveBeenCalledTimes(1);
    expect(noSleep.mock.calls[0][0]).toBe(30_000);
    expect(seen).toContainEqual(['waiting', 31_000]);
    expect(service.requests.map((r) => r.map((u) => u.Email))).toEqual([
      ['user0@example.com', 'user1@example.com'],
      ['user2@example.com', 'user3@example.com'],
      ['user2@example.com', 'user3@example.com'],
    ]);
    expect(final.phase).toBe('done');
    expect(kinds(job)).toEqual({ imported: 4 });
  });

  it('ends the wait at once on cancel, and sends nothing more', async () => {
    const service = fakeService();
    service.script({ throwBefore: THROTTLED(60) });
    const job = createImportJob(service.transport);
    const run = job.run(rows(3));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(job.getState().phase).toBe('waiting');
    job.cancel();
    const final = await run;
    expect(final.phase).toBe('cancelled');
    expect(service.requests).toHaveLength(1);
    expect(final.outcomes.size).toBe(0);
  });

  it('gives the rows of a request refused as a whole back, and stops', async () => {
    const service = fakeService();
    service.script('ok', { throwBefore: INVALID });
    const job = createImportJob(service.transport, { chunkSize: 2 });
    const final = await job.run(rows(6));
    expect(final.phase).toBe('stopped');
    expect(final.failure).toEqual({ kind: 'refused', error: INVALID });
    expect(kinds(job)).toEqual({ imported: 2 });
    expect(service.requests).toHaveLength(2);
    await job.run(rows(6));
    expect(service.lookups).toHaveLength(0);
    expect(kinds(job)).toEqual({ imported: 6 });
  });
});

describe('classifyFailure', () => {
  it('sorts failures by status and code', () => {
    expect(classifyFailure(THROTTLED(12))).toEqual({ kind: 'throttled', retryAfterMs: 12_000 });
    expect(classifyFailure({ status: 429, errors: [] })).toEqual({ kind: 'throttled', retryAfterMs: 5_000 });
    expect(classifyFailure(INVALID)).toEqual({ kind: 'refused' });
    expect(classifyFailure({ status: 403, errors: [{ Code: 'forbidden' }] })).toEqual({ kind: 'refused' });
    expect(classifyFailure(NETWORK)).toEqual({ kind: 'unknown' });
    expect(classifyFailure(SERVER)).toEqual({ kind: 'unknown' });
    expect(classifyFailure(new Error('boom'))).toEqual({ kind: 'unknown' });
    expect(classifyFailure(undefined)).toEqual({ kind: 'unknown' });
  });
});

describe('emailLookupQuery', () => {
  it('asks for each e-mail as given and in lower case, 200 to a page', () => {
    expect(emailLookupQuery(['Anna@Example.com', 'bruno@example.com'])).toEqual({
      PageNumber: 1,
      PageSize: 200,
      Filters: [{ Op: 'in', Field: 'Email', Value: ['Anna@Example.com', 'anna@example.com', 'bruno@example.com'] }],
      Sort: [],
    });
  });
});

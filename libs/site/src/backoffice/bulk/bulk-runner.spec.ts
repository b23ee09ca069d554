import fc from 'fast-check';
import { applyQuery, Gender, SendCredentialsStatus, UserType, type GenericQuery, type User } from '@brokerfront/identity-api';
import {
  BulkLedger,
  BulkRun,
  errorOf,
  errorsOf,
  retryAfterOf,
  skipReasonOf,
  type BulkAction,
  type BulkSelection,
  type BulkTransport,
} from './bulk-runner';

const user = (Id: number, extra: Partial<User> = {}): User => ({
  Id,
  FirstName: `First${Id}`,
  LastName: `Last${Id}`,
  Email: `user${Id}@example.com`,
  EmailConfirmed: true,
  Gender: Gender.None,
  UserType: UserType.Individual,
  BirthDate: '0001-01-01T00:00:00Z',
  IsFullyRegistered: true,
  IsArchived: false,
  IsBlocked: false,
  CreatedAt: '2024-01-01T00:00:00.000Z',
  UpdatedAt: '2024-01-01T00:00:00.000Z',
  FullName: `First${Id} Last${Id}`,
  ...extra,
});

/** A thrown service error as the HTTP client raises it. */
const serviceError = (status: number, Code: string, Data: unknown = null) =>
  Object.assign(new Error(Code), { status, errors: [{ Code, Data }] });

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Call =
  | { kind: 'search'; query: GenericQuery }
  | { kind: 'block'; id: number; isBlocked: boolean }
  | { kind: 'archive'; id: number }
  | { kind: 'credentials'; ids: number[] }
  | { kind: 'assign'; ids: number[]; managerId: number | null };

/**
 * A users service in memory. Writes answer at once unless `hold` is on: then each waits for
 * `release()`. `refuse` decides a write's fate (throw, or a credentials status).
 */
function fakeService(users: User[]) {
  const table = new Map(users.map((u) => [u.Id, { ...u }]));
  const calls: Call[] = [];
  const held: Array<Deferred<void>> = [];
  let hold = false;
  let inFlight = 0;
  let maxInFlight = 0;
  const service = {
    calls,
    table,
    /** Per write: throw to refuse; answer a status for SendCredentials. */
    refuse: ((): SendCredentialsStatus | void => undefined) as (call: Call) => SendCredentialsStatus | void,
    searchError: null as unknown,
    get maxInFlight() {
      return maxInFlight;
    },
    get held() {
      return held.length;
    },
    holdWrites(on: boolean) {
      hold = on;
    },
    /** Answers the `n` oldest held writes. */
    async release(n = held.length) {
      for (const d of held.splice(0, n)) d.resolve();
      await flush();
    },
    writes: () => calls.filter((c) => c.kind !== 'search'),
  };
  const write = async <T>(call: Call, apply: () => T): Promise<T> => {
    calls.push(call);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      if (hold) {
        const d = deferred<void>();
        held.push(d);
        await d.promise;
      }
      const status = service.refuse(call);
      if (status !== undefined && call.kind !== 'credentials') throw new Error('only credentials answer a status');
      if (status !== undefined && status !== SendCredentialsStatus.Success) return status as T;
      return apply();
    } finally {
      inFlight -= 1;
    }
  };
  const transport: BulkTransport = {
    search: async (query) => {
      calls.push({ kind: 'search', query });
      if (service.searchError) throw service.searchError;
      return applyQuery([...table.values()], query);
    },
    setIsBlocked: (id, isBlocked) =>
      write({ kind: 'block', id, isBlocked }, () => {
        const u = table.get(id);
        if (!u) throw serviceError(404, 'user_not_found', id);
        u.IsBlocked = isBlocked;
        return u;
      }),
    archive: (id) =>
      write({ kind: 'archive', id }, () => {
        const u = table.get(id);
        if (!u) throw serviceError(404, 'user_not_found', id);
        if (u.IsArchived) throw serviceError(400, 'already_archived');
        u.IsArchived = true;
        return u;
      }),
    sendCredentials: (ids) => write({ kind: 'credentials', ids }, () => SendCredentialsStatus.Success),
    assign: (ids, managerId) =>
      write({ kind: 'assign', ids, managerId }, () =>
        ids.filter((id) => {
          const u = table.get(id);
          if (!u || u.AccountManagerId === managerId) return false;
          u.AccountManagerId = managerId;
          return true;
        }),
      ),
  };
  return { service, transport };
}

/** Lets every settled promise run its continuations. */
const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

const ids = (...list: number[]): BulkSelection => ({ kind: 'ids', ids: list });
const outcomeOf = (run: BulkRun, id: number) => run.getOutcomes().find((o) => o.id === id)?.outcome;
const statesOf = (run: BulkRun) => Object.fromEntries(run.getOutcomes().map((o) => [o.id, o.outcome.state]));

describe('skipReasonOf', () => {
  const client = user(2);
  it('leaves the signed-in employee, missing users and users already in the wanted state alone', () => {
    expect(skipReasonOf({ kind: 'block' }, client, 2)).toBe('self');
    expect(skipReasonOf({ kind: 'block' }, null, 1)).toBe('missing');
    expect(skipReasonOf({ kind: 'block' }, { ...client, IsBlocked: true }, 1)).toBe('alreadyBlocked');
    expect(skipReasonOf({ kind: 'block' }, client, 1)).toBeNull();
    expect(skipReasonOf({ kind: 'unblock' }, client, 1)).toBe('notBlocked');
    expect(skipReasonOf({ kind: 'unblock' }, { ...client, IsBlocked: true }, 1)).toBeNull();
    expect(skipReasonOf({ kind: 'archive' }, { ...client, IsArchived: true }, 1)).toBe('alreadyArchived');
  });

  it('sends credentials to active clients only and assigns clients only', () => {
    expect(skipReasonOf({ kind: 'sendCredentials' }, { ...client, UserType: UserType.Employee }, 1)).toBe('notClient');
    expect(skipReasonOf({ kind: 'sendCredentials' }, { ...client, IsArchived: true }, 1)).toBe('inactive');
    expect(skipReasonOf({ kind: 'sendCredentials' }, client, 1)).toBeNull();
    expect(skipReasonOf({ kind: 'assign', accountManagerId: 5 }, { ...client, UserType: UserType.Employee }, 1)).toBe('notClient');
    expect(skipReasonOf({ kind: 'assign', accountManagerId: 5 }, { ...client, AccountManagerId: 5 }, 1)).toBe('alreadyAssigned');
    // A record without the field says nothing about the manager.
    expect(skipReasonOf({ kind: 'assign', accountManagerId: null }, client, 1)).toBeNull();
    expect(skipReasonOf({ kind: 'assign', accountManagerId: null }, { ...client, AccountManagerId: null }, 1)).toBe('alreadyAssigned');
  });

  it('follows the ledger: what was done is not done again, the opposite action still is', () => {
    const ledger = new BulkLedger();
    ledger.record({ kind: 'block' }, 2);
    expect(skipReasonOf({ kind: 'block' }, client, 1, ledger)).toBe('alreadyBlocked');
    expect(skipReasonOf({ kind: 'unblock' }, { ...client, IsBlocked: true }, 1, ledger)).toBeNull();
    ledger.record({ kind: 'unblock' }, 2);
    expect(skipReasonOf({ kind: 'block' }, client, 1, ledger)).toBeNull();
    ledger.record({ kind: 'assign', accountManagerId: 7 }, 2);
    expect(skipReasonOf({ kind: 'assign', accountManagerId: 7 }, client, 1, ledger)).toBe('alreadyAssigned');
    expect(skipReasonOf({ kind: 'assign', accountManagerId: 8 }, client, 1, ledger)).toBeNull();
    ledger.clear();
    expect(skipReasonOf({ kind: 'assign', accountManagerId: 7 }, client, 1, ledger)).toBeNull();
  });
});

describe('errorOf, errorsOf and retryAfterOf', () => {
  it('reads the first envelope error, or names an unreachable service', () => {
    expect(errorOf(serviceError(400, 'already_archived'))).toEqual({ Code: 'already_archived', Data: null });
    expect(errorOf(Object.assign(new Error('offline'), { status: 0, errors: [] }))).toEqual({ Code: 'network_error', Data: 'offline' });
    expect(errorOf(new Error('boom')).Code).toBe('unknown');
  });

  it('reads every envelope error of a call, in order, or one stand-in', () => {
    const two = Object.assign(new Error('refused'), {
      status: 400,
      errors: [
        { Code: 'forbidden', Data: 'users.block' },
        { Code: 'already_exists', Data: 2 },
      ],
    });
    expect(errorsOf(two)).toEqual([
      { Code: 'forbidden', Data: 'users.block' },
      { Code: 'already_exists', Data: 2 },
    ]);
    expect(errorsOf(Object.assign(new Error('offline'), { status: 0, errors: [] }))).toEqual([{ Code: 'network_error', Data: 'offline' }]);
    expect(errorsOf(new Error('boom'))).toEqual([{ Code: 'unknown', Data: 'boom' }]);
  });

  it('reads RetryAfter of a 429 and nothing of other errors', () => {
    expect(retryAfterOf(serviceError(429, 'too_many_requests', { RetryAfter: 7 }))).toBe(7);
    // The default of identity-api's retryAfterSeconds, the same for every caller.
    expect(retryAfterOf(serviceError(429, 'too_many_requests', null))).toBe(5);
    expect(retryAfterOf(serviceError(403, 'forbidden'))).toBeNull();
  });
});

describe('resolving the selection', () => {
  it('looks picked ids up with Search, a page at a time, and keeps the selection order', async () => {
    const { service, transport } = fakeService([1, 2, 3, 4, 5].map((id) => user(id)));
    const run = new BulkRun({ action: { kind: 'block' }, selection: ids(5, 3, 9, 1, 3), transport, selfId: null, pageSize: 2 });
    await run.start();
    const searches = service.calls.filter((c) => c.kind === 'search').map((c) => (c as { query: GenericQuery }).query);
    expect(searches).toEqual([
      { PageNumber: 1, PageSize: 2, Filters: [{ Op: 'in', Field: 'Id', Value: [5, 3] }], Sort: [] },
      { PageNumber: 1, PageSize: 2, Filters: [{ Op: 'in', Field: 'Id', Value: [9, 1] }], Sort: [] },
    ]);
    expect(run.ids).toEqual([5, 3, 9, 1]);
    expect(outcomeOf(run, 9)).toEqual({ state: 'skipped', reason: 'missing' });
    expect(run.getState()).toMatchObject({ phase: 'finished', expected: 4, found: 3 });
  });

  it("pages a query's filters and sort through Search and acts on that snapshot", async () => {
    const users = Array.from({ length: 11 }, (_, i) => user(i + 1, { CountryCode: i % 2 ? 'DE' : 'SE' }));
    const { service, transport } = fakeService(users);
    const selection: BulkSelection = {
      kind: 'query',
      filters: [{ Op: 'eq', Field: 'CountryCode', Value: 'SE' }],
      sort: [{ Column: 'Id', Asc: false }],
      total: 6,
    };
    const run = new BulkRun({ action: { kind: 'archive' }, selection, transport, selfId: null, pageSize: 4 });
    const seen: number[] = [];
    run.subscribe(() => seen.push(run.getState().found));
    await run.start();
    const searches = service.calls.filter((c): c is Extract<Call, { kind: 'search' }> => c.kind === 'search');
    expect(searches.map((c) => c.query)).toEqual([
      { PageNumber: 1, PageSize: 4, Filters: selection.filters, Sort: selection.sort },
      { PageNumber: 2, PageSize: 4, Filters: selection.filters, Sort: selection.sort },
    ]);
    expect(run.ids).toEqual([11, 9, 7, 5, 3, 1]);
    expect(seen).toContain(4);
    expect(service.writes().map((c) => (c as { id: number }).id)).toEqual([11, 9, 7, 5, 3, 1]);
    expect([...service.table.values()].filter((u) => u.IsArchived).map((u) => u.Id)).toEqual([1, 3, 5, 7, 9, 11]);
  });

  it('reports a failed Search and resolves again on request', async () => {
    const { service, transport } = fakeService([user(1)]);
    service.searchError = serviceError(500, 'internal_error');
    const run = new BulkRun({ action: { kind: 'block' }, selection: ids(1), transport, selfId: null });
    await run.start();
    expect(run.getState()).toMatchObject({ phase: 'resolve-failed', resolveError: [{ Code: 'internal_error' }] });
    expect(service.writes()).toHaveLength(0);
    service.searchError = null;
    await run.retryResolve();
    expect(run.getState().phase).toBe('finished');
    expect(service.table.get(1)?.IsBlocked).toBe(true);
  });

  it('cancelled while resolving, acts on nobody', async () => {
    const { service, transport } = fakeService([user(1)]);
    const gate = deferred<void>();
    const slow: BulkTransport = { ...transport, search: async (q) => (await gate.promise, transport.search(q)) };
    const run = new BulkRun({ action: { kind: 'block' }, selection: ids(1), transport: slow, selfId: null });
    const started = run.start();
    run.cancel();
    gate.resolve();
    await started;
    expect(run.getState().phase).toBe('cancelled');
    // Nothing to continue with: the users were never found.
    await run.continue();
    expect(run.getState().phase).toBe('cancelled');
    expect(service.writes()).toHaveLength(0);
  });
});

describe('acting on users', () => {
  it('skips the signed-in employee and users already blocked, and blocks the others once each, 4 calls at a time', async () => {
    const users = Array.from({ length: 12 }, (_, i) => user(i + 1, { IsBlocked: i + 1 === 3 }));
    const { service, transport } = fakeService(users);
    service.holdWrites(true);
    const run = new BulkRun({ action: { kind: 'block' }, selection: ids(...users.map((u) => u.Id)), transport, selfId: 1 });
    const done = run.start();
    await flush();
    expect(service.held).toBe(4);
    expect(run.getState()).toMatchObject({ phase: 'running', passTotal: 10, passDone: 0, counts: { working: 4, pending: 6, skipped: 2 } });
    await service.release(2);
    expect(run.getState()).toMatchObject({ passDone: 2, counts: { working: 4 } });
    while (service.held) await service.release();
    await done;
    expect(service.maxInFlight).toBe(4);
    expect(service.writes().map((c) => (c as { id: number }).id)).toEqual([2, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(outcomeOf(run, 1)).toEqual({ state: 'skipped', reason: 'self' });
    expect(outcomeOf(run, 3)).toEqual({ state: 'skipped', reason: 'alreadyBlocked' });
    expect(run.getState()).toMatchObject({ phase: 'finished', passDone: 10, counts: { done: 10, skipped: 2, failed: 0, pending: 0 } });
  });

  it('retries the failures only, and never calls again for a user done', async () => {
    const { service, transport } = fakeService([1, 2, 3, 4].map((id) => user(id)));
    let broken = new Set([2, 4]);
    service.refuse = (call) => {
      if (call.kind === 'block' && broken.has(call.id)) throw serviceError(403, 'forbidden', 'users.block');
    };
    const run = new BulkRun({ action: { kind: 'block' }, selection: ids(1, 2, 3, 4), transport, selfId: null });
    await run.start();
    expect(statesOf(run)).toEqual({ 1: 'done', 2: 'failed', 3: 'done', 4: 'failed' });
    expect(outcomeOf(run, 2)).toEqual({
      state: 'failed',
      failure: { kind: 'error', errors: [{ Code: 'forbidden', Data: 'users.block' }] },
    });

    broken = new Set([4]);
    await run.retryFailed();
    expect(
      service
        .writes()
        .slice(4)
        .map((c) => (c as { id: number }).id),
    ).toEqual([2, 4]);
    expect(run.getState()).toMatchObject({ phase: 'finished', passTotal: 2, passDone: 2, counts: { done: 3, failed: 1 } });

    broken = new Set();
    await run.retryFailed();
    expect(
      service
        .writes()
        .slice(6)
        .map((c) => (c as { id: number }).id),
    ).toEqual([4]);
    await run.retryFailed();
    await run.continue();
    const perUser = service.writes().map((c) => (c as { id: number }).id);
    expect(perUser.filter((id) => id === 1)).toHaveLength(1);
    expect(perUser.filter((id) => id === 3)).toHaveLength(1);
    expect(run.getState().counts).toMatchObject({ done: 4, failed: 0 });
  });

  it('on cancel starts no new call, keeps what the calls in flight did, and continues with the rest only', async () => {
    const { service, transport } = fakeService(Array.from({ length: 10 }, (_, i) => user(i + 1)));
    service.holdWrites(true);
    const ledger = new BulkLedger();
    const run = new BulkRun({ action: { kind: 'block' }, selection: ids(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), transport, selfId: null, ledger });
    const started = run.start();
    await flush();
    await service.release(1);
    expect(service.writes()).toHaveLength(5);
    run.cancel();
    expect(run.getState().phase).toBe('cancelling');
    await flush();
    expect(service.writes()).toHaveLength(5);
    await service.release();
    await started;
    expect(run.getState()).toMatchObject({ phase: 'cancelled', counts: { done: 5, pending: 5 } });
    expect(statesOf(run)).toMatchObject({ 1: 'done', 5: 'done', 6: 'pending', 10: 'pending' });

    service.holdWrites(false);
    await run.continue();
    expect(service.writes().map((c) => (c as { id: number }).id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(run.getState()).toMatchObject({ phase: 'finished', counts: { done: 10 } });
    expect(ledger.has({ kind: 'block' }, 6)).toBe(true);
  });

  it('a second run on the same ledger leaves the users done alone', async () => {
    const { service, transport } = fakeService([1, 2, 3].map((id) => user(id)));
    const ledger = new BulkLedger();
    const first = new BulkRun({ action: { kind: 'sendCredentials' }, selection: ids(1, 2), transport, selfId: null, ledger });
    await first.start();
    const second = new BulkRun({ action: { kind: 'sendCredentials' }, selection: ids(1, 2, 3), transport, selfId: null, ledger });
    await second.start();
    expect(service.writes()).toEqual([
      { kind: 'credentials', ids: [1, 2] },
      { kind: 'credentials', ids: [3] },
    ]);
    expect(outcomeOf(second, 1)).toEqual({ state: 'skipped', reason: 'alreadySent' });
  });

  it('counts a user archived meanwhile as already archived, not as a failure', async () => {
    const { service, transport } = fakeService([1, 2].map((id) => user(id)));
    const run = new BulkRun({ action: { kind: 'archive' }, selection: ids(1, 2), transport, selfId: null });
    const search = transport.search;
    transport.search = async (q) => {
      const page = await search(q);
      Object.assign(service.table.get(2) ?? {}, { IsArchived: true });
      return page;
    };
    await run.start();
    expect(statesOf(run)).toEqual({ 1: 'done', 2: 'skipped' });
    expect(outcomeOf(run, 2)).toEqual({ state: 'skipped', reason: 'alreadyArchived' });
  });
});

describe('the service asking to slow down (429)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits RetryAfter, pauses every call, and retries that user (no failure)', async () => {
    const { service, transport } = fakeService([1, 2, 3, 4, 5, 6].map((id) => user(id)));
    let refusals = 1;
    service.refuse = (call) => {
      if (call.kind === 'block' && call.id === 2 && refusals-- > 0) throw serviceError(429, 'too_many_requests', { RetryAfter: 5 });
    };
    service.holdWrites(true);
    const run = new BulkRun({ action: { kind: 'block' }, selection: ids(1, 2, 3, 4, 5, 6), transport, selfId: null, concurrency: 2 });
    const done = run.start();
    await flush();
    await service.release(1); // 1 done: 3 starts
    await service.release(1); // 2 refused: 429
    expect(run.getState().resumeAt).toBe(Date.now() + 5000);
    expect(outcomeOf(run, 2)).toEqual({ state: 'pending' });
    // Only the call started before the refusal is in flight; nothing new starts during the pause.
    expect(service.writes().map((c) => (c as { id: number }).id)).toEqual([1, 2, 3]);
    await service.release();
    await jest.advanceTimersByTimeAsync(4900);
    expect(service.writes()).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(100);
    expect(run.getState().resumeAt).toBeNull();
    expect(service.writes().map((c) => (c as { id: number }).id)).toEqual([1, 2, 3, 2, 4]);
    service.holdWrites(false);
    await service.release();
    await done;
    expect(run.getState()).toMatchObject({ phase: 'finished', counts: { done: 6, failed: 0 } });
  });

  it('a cancel during the wait settles at once', async () => {
    const { service, transport } = fakeService([1, 2].map((id) => user(id)));
    service.refuse = () => {
      throw serviceError(429, 'too_many_requests', { RetryAfter: 60 });
    };
    const run = new BulkRun({ action: { kind: 'block' }, selection: ids(1, 2), transport, selfId: null });
    const done = run.start();
    await flush();
    expect(run.getState().resumeAt).not.toBeNull();
    run.cancel();
    await done;
    expect(run.getState()).toMatchObject({ phase: 'cancelled', resumeAt: null, counts: { pending: 2, failed: 0 } });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('waits out a 429 of Search while resolving', async () => {
    const { service, transport } = fakeService([user(1)]);
    service.searchError = serviceError(429, 'too_many_requests', { RetryAfter: 2 });
    const run = new BulkRun({ action: { kind: 'block' }, selection: ids(1), transport, selfId: null });
    const done = run.start();
    await flush();
    service.searchError = null;
    await jest.advanceTimersByTimeAsync(2000);
    await done;
    expect(service.calls.filter((c) => c.kind === 'search')).toHaveLength(2);
    expect(run.getState().phase).toBe('finished');
  });
});

describe('batches (Send credentials, Assign)', () => {
  it('sends credentials in batches; a refused batch is split to name the users at fault', async () => {
    const users = Array.from({ length: 7 }, (_, i) => user(i + 1));
    const { service, transport } = fakeService(users);
    service.refuse = (call) => {
      if (call.kind !== 'credentials') return undefined;
      if (call.ids.includes(5)) return SendCredentialsStatus.Forbidden;
      if (call.ids.includes(6)) return SendCredentialsStatus.ValidationError;
      return SendCredentialsStatus.Success;
    };
    const run = new BulkRun({
      action: { kind: 'sendCredentials' },
      selection: ids(...users.map((u) => u.Id)),
      transport,
      selfId: null,
      batchSize: 3,
    });
    await run.start();
    expect(service.writes()).toEqual([
      { kind: 'credentials', ids: [1, 2, 3] },
      { kind: 'credentials', ids: [4, 5, 6] },
      { kind: 'credentials', ids: [7] },
      { kind: 'credentials', ids: [4] },
      { kind: 'credentials', ids: [5] },
      { kind: 'credentials', ids: [6] },
    ]);
    expect(statesOf(run)).toEqual({ 1: 'done', 2: 'done', 3: 'done', 4: 'done', 5: 'failed', 6: 'failed', 7: 'done' });
    expect(outcomeOf(run, 5)).toEqual({ state: 'failed', failure: { kind: 'credentials', status: SendCredentialsStatus.Forbidden } });
    expect(outcomeOf(run, 6)).toEqual({ state: 'failed', failure: { kind: 'credentials', status: SendCredentialsStatus.ValidationError } });
    expect(run.getState()).toMatchObject({ passTotal: 7, passDone: 7 });

    // Retrying batches the failures again, and nobody else.
    service.refuse = () => SendCredentialsStatus.Success;
    await run.retryFailed();
    expect(service.writes().slice(6)).toEqual([{ kind: 'credentials', ids: [5, 6] }]);
  });

  it('never sends to employees, blocked or archived users', async () => {
    const { service, transport } = fakeService([
      user(1),
      user(2, { UserType: UserType.Employee }),
      user(3, { IsBlocked: true }),
      user(4, { IsArchived: true }),
    ]);
    const run = new BulkRun({ action: { kind: 'sendCredentials' }, selection: ids(1, 2, 3, 4), transport, selfId: null });
    await run.start();
    expect(service.writes()).toEqual([{ kind: 'credentials', ids: [1] }]);
    expect(run.getOutcomes().map((o) => o.outcome)).toEqual([
      { state: 'done' },
      { state: 'skipped', reason: 'notClient' },
      { state: 'skipped', reason: 'inactive' },
      { state: 'skipped', reason: 'inactive' },
    ]);
  });

  it('splits a batch refused with a rule, fails a batch the service could not take at all', async () => {
    const { service, transport } = fakeService([1, 2, 3].map((id) => user(id)));
    service.refuse = (call) => {
      if (call.kind === 'assign' && call.ids.includes(2)) throw serviceError(400, 'not_a_client', 2);
    };
    const run = new BulkRun({ action: { kind: 'assign', accountManagerId: 9 }, selection: ids(1, 2, 3), transport, selfId: null });
    await run.start();
    expect(service.writes()).toEqual([
      { kind: 'assign', ids: [1, 2, 3], managerId: 9 },
      { kind: 'assign', ids: [1], managerId: 9 },
      { kind: 'assign', ids: [2], managerId: 9 },
      { kind: 'assign', ids: [3], managerId: 9 },
    ]);
    expect(statesOf(run)).toEqual({ 1: 'done', 2: 'failed', 3: 'done' });
    expect(outcomeOf(run, 2)).toEqual({ state: 'failed', failure: { kind: 'error', errors: [{ Code: 'not_a_client', Data: 2 }] } });

    // A manager the service refuses fails the batch as a whole: no single calls.
    const refused = fakeService([1, 2, 3].map((id) => user(id)));
    refused.service.refuse = () => {
      throw serviceError(400, 'invalid_account_manager', 9);
    };
    const wrongManager = new BulkRun({
      action: { kind: 'assign', accountManagerId: 9 },
      selection: ids(1, 2, 3),
      transport: refused.transport,
      selfId: null,
    });
    await wrongManager.start();
    expect(refused.service.writes()).toHaveLength(1);
    expect(wrongManager.getState().counts).toMatchObject({ failed: 3 });

    const other = fakeService([1, 2, 3].map((id) => user(id)));
    other.service.refuse = () => {
      throw serviceError(500, 'internal_error');
    };
    const down = new BulkRun({ action: { kind: 'sendCredentials' }, selection: ids(1, 2, 3), transport: other.transport, selfId: null });
    await down.start();
    expect(other.service.writes()).toHaveLength(1);
    expect(down.getState().counts).toMatchObject({ failed: 3 });
    expect(outcomeOf(down, 3)).toEqual({ state: 'failed', failure: { kind: 'error', errors: [{ Code: 'internal_error', Data: null }] } });
  });

  it('assigns in batches; users the answer does not list already had that manager', async () => {
    const { service, transport } = fakeService([user(1), user(2, { AccountManagerId: 9 }), user(3)]);
    // The snapshot does not know the manager of user 2 (a record without the field).
    const search = transport.search;
    transport.search = async (q) => {
      const page = await search(q);
      return {
        ...page,
        Items: page.Items.map((u) => {
          const copy: Partial<User> = { ...u };
          delete copy.AccountManagerId;
          return copy as User;
        }),
      };
    };
    const action: BulkAction = { kind: 'assign', accountManagerId: 9 };
    const run = new BulkRun({ action, selection: ids(1, 2, 3), transport, selfId: null, batchSize: 2 });
    await run.start();
    expect(service.writes()).toEqual([
      { kind: 'assign', ids: [1, 2], managerId: 9 },
      { kind: 'assign', ids: [3], managerId: 9 },
    ]);
    expect(statesOf(run)).toEqual({ 1: 'done', 2: 'skipped', 3: 'done' });
    expect(outcomeOf(run, 2)).toEqual({ state: 'skipped', reason: 'alreadyAssigned' });
  });
});

describe('bookkeeping (property)', () => {
  it('whatever fails, is cancelled, retried or continued, no user is ever acted on after success', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 25 }),
        fc.constantFrom<BulkAction['kind']>('block', 'sendCredentials'),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 200 }),
        fc.array(fc.record({ op: fc.constantFrom('retry', 'continue'), cancelAfter: fc.option(fc.nat(12)) }), { maxLength: 8 }),
        fc.option(fc.nat(12)),
        async (count, kind, failures, steps, firstCancel) => {
          const users = Array.from({ length: count }, (_, i) => user(i + 1));
          const { service, transport } = fakeService(users);
          let attempt = 0;
          let cancelAt: number | null = null;
          const succeeded = new Map<number, number>();
          let run: BulkRun | null = null;
          service.refuse = (call) => {
            const fail = failures[attempt++ % failures.length];
            if (cancelAt !== null && --cancelAt <= 0) {
              cancelAt = null;
              run?.cancel();
            }
            const touched = call.kind === 'block' ? [call.id] : call.kind === 'credentials' ? call.ids : [];
            if (fail) {
              if (call.kind === 'credentials') return SendCredentialsStatus.Other;
              throw serviceError(400, 'invalid_request');
            }
            for (const id of touched) succeeded.set(id, (succeeded.get(id) ?? 0) + 1);
            return call.kind === 'credentials' ? SendCredentialsStatus.Success : undefined;
          };
          run = new BulkRun({
            action: { kind } as BulkAction,
            selection: ids(...users.map((u) => u.Id)),
            transport,
            selfId: null,
            batchSize: 4,
          });
          cancelAt = firstCancel;
          await run.start();
          for (const step of steps) {
            cancelAt = step.cancelAfter;
            await (step.op === 'retry' ? run.retryFailed() : run.continue());
          }
          // Then with a healthy service, until nothing is left.
          failures = [false];
          cancelAt = null;
          await run.continue();
          await run.retryFailed();
          expect([...succeeded.values()].every((n) => n === 1)).toBe(true);
          expect(run.getState()).toMatchObject({ phase: 'finished', counts: { done: count, failed: 0, pending: 0 } });
        },
      ),
      { numRuns: 150 },
    );
  });
});

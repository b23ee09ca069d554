/**
 * Bulk actions on users, without React: the selection is resolved to a snapshot of users (paging
 * Search), then each user is acted on at most once, a few calls at a time, with the service's
 * "slow down" answers waited out, a cancel that stops after the calls in flight, and a retry that acts
 * only on the failures. The component binds it with `useSyncExternalStore`.
 */
import {
  retryAfterSeconds,
  SendCredentialsStatus,
  UserType,
  type EnvelopeError,
  type Filter,
  type GenericQuery,
  type PageResult,
  type SortColumn,
  type User,
} from '@brokerfront/identity-api';

/** The users a bulk action applies to: the rows ticked, or every user matching the list's query. */
export type BulkSelection =
  | { kind: 'ids'; ids: readonly number[] }
  | { kind: 'query'; filters: readonly Filter[]; sort: readonly SortColumn[]; total: number };

/** How many users a selection names (before it is resolved). */
export function selectionSize(selection: BulkSelection): number {
  return selection.kind === 'ids' ? new Set(selection.ids).size : selection.total;
}

/** What a bulk action does to each user. */
export type BulkAction =
  | { kind: 'block' }
  | { kind: 'unblock' }
  | { kind: 'archive' }
  | { kind: 'sendCredentials' }
  /** Gives clients an account manager (an employee id; null: none). */
  | { kind: 'assign'; accountManagerId: number | null };

/** The kinds of {@link BulkAction}. */
export type BulkActionKind = BulkAction['kind'];

/** The fields of a user record the runner reads. */
export type BulkTarget = Pick<User, 'Id' | 'FullName' | 'UserType' | 'IsBlocked' | 'IsArchived'> & Partial<Pick<User, 'AccountManagerId'>>;

/** Why a user was left alone (no call made). */
export type BulkSkipReason =
  /** The signed-in employee: nobody acts on their own account. */
  | 'self'
  /** The id matched no user when the selection was resolved. */
  | 'missing'
  | 'alreadyBlocked'
  | 'notBlocked'
  | 'alreadyArchived'
  /** Credentials and account managers are for clients. */
  | 'notClient'
  /** Credentials are not sent to blocked or archived users. */
  | 'inactive'
  | 'alreadySent'
  | 'alreadyAssigned';

/** Why acting on a user failed. */
export type BulkFailure =
  /** Every error of the refused call (one stand-in when it never reached the service). */
  | { kind: 'error'; errors: EnvelopeError[] }
  | { kind: 'credentials'; status: Exclude<SendCredentialsStatus, SendCredentialsStatus.Success> };

/** Where one user stands. */
export type BulkOutcome =
  /** Not acted on yet (or the run was cancelled before its turn). */
  | { state: 'pending' }
  /** A call for the user is in flight. */
  | { state: 'working' }
  | { state: 'done' }
  | { state: 'skipped'; reason: BulkSkipReason }
  | { state: 'failed'; failure: BulkFailure };

/** One user of the run and its outcome (`user` is null for an id that matched no user). */
export interface BulkUserOutcome {
  id: number;
  user: BulkTarget | null;
  outcome: BulkOutcome;
}

/** The calls a run makes; each rejects with the service's error (`{ status, errors }`). */
export interface BulkTransport {
  search(query: GenericQuery): Promise<PageResult<BulkTarget>>;
  setIsBlocked(userId: number, isBlocked: boolean): Promise<unknown>;
  archive(userId: number): Promise<unknown>;
  sendCredentials(userIds: number[]): Promise<SendCredentialsStatus>;
  /** Answers the ids of the users changed. */
  assign(userIds: number[], accountManagerId: number | null): Promise<readonly number[]>;
}

/** Time, injected (tests use fake timers or a hand-driven clock). */
export interface BulkClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The browser's clock. */
export const systemClock: BulkClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Calls at a time. */
export const BULK_CONCURRENCY = 4;
/** Users per `SendCredentialsForClients` or `Assign` call (the service takes at most 100). */
export const BULK_BATCH_SIZE = 100;
/** Users per Search page while resolving a selection (the service's maximum). */
export const BULK_PAGE_SIZE = 200;

type Intent = { field: 'IsBlocked' | 'IsArchived' | 'Credentials' | 'AccountManagerId'; value: boolean | number | null };

function intentOf(action: BulkAction): Intent {
  switch (action.kind) {
    case 'block':
      return { field: 'IsBlocked', value: true };
    case 'unblock':
      return { field: 'IsBlocked', value: false };
    case 'archive':
      return { field: 'IsArchived', value: true };
    case 'sendCredentials':
      return { field: 'Credentials', value: true };
    case 'assign':
      return { field: 'AccountManagerId', value: action.accountManagerId };
  }
}

/**
 * What has been done to which user while the bulk bar is open, across runs: a retried or cancelled
 * run, or a second run of the same action, never acts again on a user already done. It records the
 * state each action left (blocked, unblocked, archived, credentials sent, account manager), so a later
 * opposite action (Unblock after Block) is still allowed.
 */
export class BulkLedger {
  private readonly intents = new Map<Intent['field'], Map<number, Intent['value']>>();

  /** Whether `action` was already done to `userId`. */
  has(action: BulkAction, userId: number): boolean {
    const { field, value } = intentOf(action);
    const users = this.intents.get(field);
    return users !== undefined && users.has(userId) && users.get(userId) === value;
  }

  /** Notes that `action` was done to `userId`. */
  record(action: BulkAction, userId: number): void {
    const { field, value } = intentOf(action);
    let users = this.intents.get(field);
    if (!users) this.intents.set(field, (users = new Map()));
    users.set(userId, value);
  }

  /** Forgets everything (a new selection, a new intent). */
  clear(): void {
    this.intents.clear();
  }
}

const ALREADY: Record<BulkActionKind, BulkSkipReason> = {
  block: 'alreadyBlocked',
  unblock: 'notBlocked',
  archive: 'alreadyArchived',
  sendCredentials: 'alreadySent',
  assign: 'alreadyAssigned',
};

/** Why `action` leaves `user` alone, or null when it acts on it. */
export function skipReasonOf(
  action: BulkAction,
  user: BulkTarget | null,
  selfId: number | null,
  ledger?: BulkLedger,
): BulkSkipReason | null {
  if (!user) return 'missing';
  if (selfId !== null && user.Id === selfId) return 'self';
  if (ledger?.has(action, user.Id)) return ALREADY[action.kind];
  switch (action.kind) {
    case 'block':
      return user.IsBlocked ? 'alreadyBlocked' : null;
    case 'unblock':
      return user.IsBlocked ? null : 'notBlocked';
    case 'archive':
      return user.IsArchived ? 'alreadyArchived' : null;
    case 'sendCredentials':
      if (user.UserType !== UserType.Individual) return 'notClient';
      return user.IsBlocked || user.IsArchived ? 'inactive' : null;
    case 'assign':
      if (user.UserType !== UserType.Individual) return 'notClient';
      return user.AccountManagerId !== undefined && user.AccountManagerId === action.accountManagerId ? 'alreadyAssigned' : null;
  }
}

/**
 * Every service error of a failed call (a `ServiceError` or an RTK Query error), in order; a call without
 * any (it never reached the service, or failed in the browser) gives one stand-in.
 */
export function errorsOf(thrown: unknown): EnvelopeError[] {
  const value = thrown as { status?: unknown; errors?: unknown; message?: unknown } | null | undefined;
  const raw: unknown = value?.errors;
  const envelopes = (Array.isArray(raw) ? (raw as unknown[]) : []).filter(
    (e): e is EnvelopeError => typeof (e as EnvelopeError | null)?.Code === 'string',
  );
  if (envelopes.length > 0) return envelopes;
  const message = typeof value?.message === 'string' ? value.message : String(thrown);
  return [{ Code: value?.status === 0 ? 'network_error' : 'unknown', Data: message }];
}

/** The first service error of a failed call (what decides how the runner goes on), or a stand-in. */
export function errorOf(thrown: unknown): EnvelopeError {
  return errorsOf(thrown)[0];
}

function statusOf(thrown: unknown): number {
  const status = (thrown as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : 0;
}

/**
 * The seconds a "slow down" answer (429 `too_many_requests`) asks to wait, or null for any other error
 * (identity-api's `retryAfterSeconds`, over the errors as {@link errorsOf} reads them).
 */
export function retryAfterOf(thrown: unknown): number | null {
  return retryAfterSeconds({ status: statusOf(thrown), errors: errorsOf(thrown) });
}

/** Codes that refuse a request as a whole (the account manager, the body): each single call would fail the same way. */
const WHOLE_REQUEST_CODES = new Set(['invalid_account_manager', 'invalid_request', 'payload_too_large', 'unsupported_media_type']);

/**
 * Whether a refused batch may hold good users beside bad ones (a rule or a permission about one of
 * them): then it is split into single calls. A request refused as a whole, an unreachable service, a
 * lost session or a server fault would fail each single call too.
 */
function isAboutSomeUsers(thrown: unknown): boolean {
  const status = statusOf(thrown);
  if (WHOLE_REQUEST_CODES.has(errorOf(thrown).Code)) return false;
  return status === 400 || status === 403 || status === 404 || status === 409 || status === 422;
}

/** Where a run stands. */
export type BulkPhase =
  /** Paging Search for the selection's users. */
  | 'resolving'
  /** Search failed: `retryResolve()` or close. */
  | 'resolve-failed'
  | 'running'
  /** Cancelled: waiting for the calls in flight. */
  | 'cancelling'
  /** Every user has an outcome (done, skipped or failed). */
  | 'finished'
  /** Stopped with users left pending (`continue()` acts on them). */
  | 'cancelled';

/** A run's state (a new object on every change). */
export interface BulkRunState {
  phase: BulkPhase;
  /** Users the selection names, and how many were found so far (resolving). */
  expected: number;
  found: number;
  /** Every error of the search that failed (resolve-failed), else null. */
  resolveError: EnvelopeError[] | null;
  /** The current (or last) pass: the users it acts on and how many have their answer. */
  passTotal: number;
  passDone: number;
  /** Users per outcome. */
  counts: { pending: number; working: number; done: number; skipped: number; failed: number };
  /** While the service asked to slow down: when calls resume (clock time, ms). */
  resumeAt: number | null;
}

/** Options of {@link BulkRun}. */
export interface BulkRunOptions {
  action: BulkAction;
  selection: BulkSelection;
  transport: BulkTransport;
  /** The signed-in employee, always left alone. */
  selfId: number | null;
  /** What was done before (shared by the runs of one selection). */
  ledger?: BulkLedger;
  concurrency?: number;
  batchSize?: number;
  pageSize?: number;
  clock?: BulkClock;
}

interface Work {
  ids: number[];
}

const EMPTY_COUNTS = { pending: 0, working: 0, done: 0, skipped: 0, failed: 0 };

/**
 * One bulk action on a selection: `start()` resolves the selection to a snapshot of users (Search,
 * `BULK_PAGE_SIZE` a page) and acts on each user that needs it; `retryFailed()` acts again on the
 * failures only, `continue()` on the users a cancel left; `cancel()` starts no new call and settles
 * once the calls in flight have answered. A user done is never acted on again (the {@link BulkLedger}
 * keeps it across runs). Block, Unblock and Archive make one call per user; Send credentials and
 * Assign send batches of `BULK_BATCH_SIZE`, and a refused batch (which changed nobody) is split into
 * single calls to name the users at fault. A 429 answer pauses every call for its `RetryAfter` and
 * retries the same users: it is no failure.
 */
export class BulkRun {
  readonly action: BulkAction;
  private readonly selection: BulkSelection;
  private readonly transport: BulkTransport;
  private readonly selfId: number | null;
  private readonly ledger: BulkLedger;
  private readonly concurrency: number;
  private readonly batchSize: number;
  private readonly pageSize: number;
  private readonly clock: BulkClock;

  private readonly listeners = new Set<() => void>();
  private state: BulkRunState;
  private order: number[] = [];
  private users = new Map<number, BulkTarget | null>();
  private outcomes = new Map<number, BulkOutcome>();
  private outcomeList: readonly BulkUserOutcome[] | null = null;

  private counts = { ...EMPTY_COUNTS };
  private queue: Work[] = [];
  private inFlight = 0;
  private stopping = false;
  private resumeTimer: unknown = null;
  private readonly sleepers = new Set<() => void>();
  private passEnded: (() => void) | null = null;
  private resolving = 0;
  private resolved = false;

  constructor(options: BulkRunOptions) {
    this.action = options.action;
    this.selection = options.selection;
    this.transport = options.transport;
    this.selfId = options.selfId;
    this.ledger = options.ledger ?? new BulkLedger();
    this.concurrency = Math.max(1, options.concurrency ?? BULK_CONCURRENCY);
    this.batchSize = Math.max(1, options.batchSize ?? BULK_BATCH_SIZE);
    this.pageSize = Math.max(1, options.pageSize ?? BULK_PAGE_SIZE);
    this.clock = options.clock ?? systemClock;
    this.state = {
      phase: 'resolving',
      expected: selectionSize(options.selection),
      found: 0,
      resolveError: null,
      passTotal: 0,
      passDone: 0,
      counts: { ...EMPTY_COUNTS },
      resumeAt: null,
    };
  }

  /** Calls `listener` after every change; answers its unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The current state (the same object until something changes). */
  getState = (): BulkRunState => this.state;

  /** Each user of the snapshot with its outcome, in the selection's order. */
  getOutcomes(): readonly BulkUserOutcome[] {
    this.outcomeList ??= this.order.map((id) => ({
      id,
      user: this.users.get(id) ?? null,
      outcome: this.outcomes.get(id) ?? { state: 'pending' },
    }));
    return this.outcomeList;
  }

  /** The ids of the snapshot (once resolved). */
  get ids(): readonly number[] {
    return this.order;
  }

  /** Resolves the selection, then acts on every user that needs it. */
  async start(): Promise<void> {
    if (this.state.phase !== 'resolving' || this.resolving > 0) return;
    if (await this.resolve()) await this.pass('pending');
  }

  /** After a failed Search: resolves again, then acts. */
  async retryResolve(): Promise<void> {
    if (this.state.phase !== 'resolve-failed') return;
    this.update({ phase: 'resolving', resolveError: null, found: 0 });
    if (await this.resolve()) await this.pass('pending');
  }

  /** Acts again on the failed users only. */
  async retryFailed(): Promise<void> {
    if (!this.isSettled()) return;
    await this.pass('failed');
  }

  /** Acts on the users a cancel left pending. */
  async continue(): Promise<void> {
    if (!this.isSettled()) return;
    await this.pass('pending');
  }

  /** Starts no new call; the run settles once the calls in flight have answered. */
  cancel(): void {
    const { phase } = this.state;
    if (phase === 'resolving') {
      this.stopping = true;
      for (const wake of [...this.sleepers]) wake();
      this.update({ phase: 'cancelled' });
    } else if (phase === 'running') {
      this.stopping = true;
      this.clearResumeTimer();
      this.update({ phase: 'cancelling', resumeAt: null });
      this.pump();
    }
  }

  /** Resolved, and no pass under way. */
  private isSettled(): boolean {
    return this.resolved && (this.state.phase === 'finished' || this.state.phase === 'cancelled');
  }

  private update(patch: Partial<BulkRunState>, outcomesChanged = false): void {
    if (outcomesChanged) this.outcomeList = null;
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.listeners]) listener();
  }

  /** Sets one user's outcome, keeping the counts (without telling the listeners). */
  private put(id: number, outcome: BulkOutcome): void {
    const before = this.outcomes.get(id);
    if (before) this.counts[before.state] -= 1;
    this.counts[outcome.state] += 1;
    this.outcomes.set(id, outcome);
  }

  private setOutcomes(ids: readonly number[], outcome: BulkOutcome, answered: boolean): void {
    for (const id of ids) this.put(id, outcome);
    this.update({ counts: { ...this.counts }, passDone: this.state.passDone + (answered ? ids.length : 0) }, true);
  }

  /** Waits `ms` on the clock, or less when the run is cancelled. */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        this.clock.clearTimeout(handle);
        this.sleepers.delete(wake);
        resolve();
      };
      const handle = this.clock.setTimeout(wake, ms);
      this.sleepers.add(wake);
    });
  }

  /** A Search, waiting out "slow down" answers. Null once cancelled. */
  private async search(query: GenericQuery): Promise<PageResult<BulkTarget> | null> {
    for (;;) {
      if (this.stopping) return null;
      try {
        return await this.transport.search(query);
      } catch (thrown) {
        const seconds = retryAfterOf(thrown);
        if (seconds === null) throw thrown;
        await this.sleep(seconds * 1000);
      }
    }
  }

  /** Pages Search into the snapshot; false when it failed or was cancelled. */
  private async resolve(): Promise<boolean> {
    this.resolving += 1;
    const found = new Map<number, BulkTarget>();
    const order: number[] = [];
    const add = (items: readonly BulkTarget[]) => {
      for (const user of items) {
        if (found.has(user.Id)) continue;
        found.set(user.Id, user);
        order.push(user.Id);
      }
      this.update({ found: found.size });
    };
    try {
      if (this.selection.kind === 'ids') {
        const ids = [...new Set(this.selection.ids)];
        for (let i = 0; i < ids.length; i += this.pageSize) {
          const chunk = ids.slice(i, i + this.pageSize);
          const page = await this.search({
            PageNumber: 1,
            PageSize: this.pageSize,
            Filters: [{ Op: 'in', Field: 'Id', Value: chunk }],
            Sort: [],
          });
          if (!page) return false;
          add(page.Items);
        }
        // The selection's order; ids that matched nobody keep their place.
        this.order = ids;
        this.users = new Map(ids.map((id) => [id, found.get(id) ?? null]));
      } else {
        const { filters, sort } = this.selection;
        const query = (PageNumber: number): GenericQuery => ({
          PageNumber,
          PageSize: this.pageSize,
          Filters: [...filters],
          Sort: [...sort],
        });
        const first = await this.search(query(1));
        if (!first) return false;
        add(first.Items);
        this.update({ expected: first.TotalItems });
        const pages = Math.ceil(first.TotalItems / this.pageSize);
        // The remaining pages a few at a time, added in page order.
        let next = 2;
        const results = new Map<number, readonly BulkTarget[]>();
        let added = 2;
        let failed = false;
        const worker = async (): Promise<boolean> => {
          try {
            while (next <= pages && !failed) {
              const number = next++;
              const page = await this.search(query(number));
              if (!page) return false;
              results.set(number, page.Items);
              while (results.has(added)) {
                add(results.get(added) ?? []);
                results.delete(added++);
              }
            }
            return !failed;
          } catch (thrown) {
            failed = true;
            throw thrown;
          }
        };
        const done = await Promise.all(Array.from({ length: Math.min(this.concurrency, Math.max(0, pages - 1)) }, worker));
        if (done.includes(false)) return false;
        this.order = order;
        this.users = new Map(order.map((id) => [id, found.get(id) ?? null]));
      }
    } catch (thrown) {
      if (this.stopping) return false;
      this.update({ phase: 'resolve-failed', resolveError: errorsOf(thrown) });
      return false;
    } finally {
      this.resolving -= 1;
    }
    if (this.stopping) return false;
    for (const id of this.order) {
      const reason = skipReasonOf(this.action, this.users.get(id) ?? null, this.selfId, this.ledger);
      this.put(id, reason ? { state: 'skipped', reason } : { state: 'pending' });
    }
    this.resolved = true;
    this.update({ counts: { ...this.counts }, found: found.size }, true);
    return true;
  }

  private get batched(): boolean {
    return this.action.kind === 'sendCredentials' || this.action.kind === 'assign';
  }

  /** Acts on the users in state `which`, then settles as finished or cancelled. */
  private async pass(which: 'pending' | 'failed'): Promise<void> {
    const ids = this.order.filter((id) => this.outcomes.get(id)?.state === which);
    this.stopping = false;
    for (const id of ids) this.put(id, { state: 'pending' });
    this.queue = [];
    if (this.batched) {
      for (let i = 0; i < ids.length; i += this.batchSize) this.queue.push({ ids: ids.slice(i, i + this.batchSize) });
    } else {
      for (const id of ids) this.queue.push({ ids: [id] });
    }
    const ended = new Promise<void>((resolve) => (this.passEnded = resolve));
    this.update({ phase: 'running', passTotal: ids.length, passDone: 0, resumeAt: null, counts: { ...this.counts } }, true);
    this.pump();
    await ended;
  }

  private clearResumeTimer(): void {
    if (this.resumeTimer !== null) this.clock.clearTimeout(this.resumeTimer);
    this.resumeTimer = null;
  }

  /** Starts calls while there is room, work and no pause; settles the pass when nothing is left. */
  private pump(): void {
    if (!this.stopping && this.state.resumeAt !== null) {
      const wait = this.state.resumeAt - this.clock.now();
      if (wait > 0) {
        if (this.resumeTimer === null) {
          this.resumeTimer = this.clock.setTimeout(() => {
            this.resumeTimer = null;
            this.pump();
          }, wait);
        }
      } else {
        this.update({ resumeAt: null });
      }
    }
    while (!this.stopping && this.state.resumeAt === null && this.inFlight < this.concurrency && this.queue.length > 0) {
      const work = this.queue.shift() as Work;
      // Never twice: a user done meanwhile (another pass, another run) is left alone.
      const fresh = work.ids.filter((id) => !this.ledger.has(this.action, id));
      const stale = work.ids.filter((id) => this.ledger.has(this.action, id));
      if (stale.length) this.setOutcomes(stale, { state: 'skipped', reason: ALREADY[this.action.kind] }, true);
      if (fresh.length === 0) continue;
      this.inFlight += 1;
      this.setOutcomes(fresh, { state: 'working' }, false);
      void this.perform({ ids: fresh }).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
    if (this.inFlight === 0 && (this.queue.length === 0 || this.stopping) && this.passEnded) {
      const end = this.passEnded;
      this.passEnded = null;
      this.clearResumeTimer();
      this.queue = [];
      this.update({ phase: this.counts.pending > 0 ? 'cancelled' : 'finished', resumeAt: null, counts: { ...this.counts } });
      this.stopping = false;
      end();
    }
  }

  private done(ids: readonly number[]): void {
    for (const id of ids) this.ledger.record(this.action, id);
    this.setOutcomes(ids, { state: 'done' }, true);
  }

  private failed(ids: readonly number[], failure: BulkFailure): void {
    this.setOutcomes(ids, { state: 'failed', failure }, true);
  }

  /** A "slow down" answer: the same users go back to the front of the queue, every call waits. */
  private throttled(work: Work, seconds: number): void {
    this.setOutcomes(work.ids, { state: 'pending' }, false);
    this.queue.unshift(work);
    const resumeAt = this.clock.now() + seconds * 1000;
    if (this.state.resumeAt === null || resumeAt > this.state.resumeAt) {
      this.clearResumeTimer();
      this.update({ resumeAt });
    }
  }

  /** A refused batch changed nobody: its users are tried one by one, next in the queue. */
  private split(work: Work): void {
    this.setOutcomes(work.ids, { state: 'pending' }, false);
    this.queue.unshift(...work.ids.map((id) => ({ ids: [id] })));
  }

  private async perform(work: Work): Promise<void> {
    const { action } = this;
    try {
      switch (action.kind) {
        case 'block':
        case 'unblock':
          await this.transport.setIsBlocked(work.ids[0], action.kind === 'block');
          this.done(work.ids);
          return;
        case 'archive':
          try {
            await this.transport.archive(work.ids[0]);
          } catch (thrown) {
            // Archived by someone else since the snapshot: nothing left to do.
            if (errorOf(thrown).Code !== 'already_archived') throw thrown;
            for (const id of work.ids) this.ledger.record(action, id);
            this.setOutcomes(work.ids, { state: 'skipped', reason: 'alreadyArchived' }, true);
            return;
          }
          this.done(work.ids);
          return;
        case 'sendCredentials': {
          const status = await this.transport.sendCredentials(work.ids);
          if (status === SendCredentialsStatus.Success) this.done(work.ids);
          else if (work.ids.length > 1) this.split(work);
          else this.failed(work.ids, { kind: 'credentials', status });
          return;
        }
        case 'assign': {
          const changed = new Set(await this.transport.assign(work.ids, action.accountManagerId));
          const unchanged = work.ids.filter((id) => !changed.has(id));
          this.done(work.ids.filter((id) => changed.has(id)));
          if (unchanged.length) {
            for (const id of unchanged) this.ledger.record(action, id);
            this.setOutcomes(unchanged, { state: 'skipped', reason: 'alreadyAssigned' }, true);
          }
          return;
        }
      }
    } catch (thrown) {
      const seconds = retryAfterOf(thrown);
      if (seconds !== null) this.throttled(work, seconds);
      else if (work.ids.length > 1 && isAboutSomeUsers(thrown)) this.split(work);
      else this.failed(work.ids, { kind: 'error', errors: errorsOf(thrown) });
    }
  }
}

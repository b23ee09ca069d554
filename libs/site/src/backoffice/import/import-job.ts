/**
 * The import itself: rows sent through `ImportAffiliateUsers` in chunks, with a book of every row's outcome
 * so that no row is ever imported twice — not when the import is cancelled, retried, throttled, or when a
 * request got no answer. Plain TypeScript over an injected transport, clock and timer; React subscribes
 * to its state ({@link ImportJob.subscribe} / {@link ImportJob.getState}).
 *
 * The book, per row id (a row absent from it has not been sent):
 * - `sending`: in the request under way;
 * - `imported`: the service created it (`userId`); it is never sent again;
 * - `failed`: the service refused the row (`status`); it may be sent again, fixed or not;
 * - `unknown`: its request failed without an answer (network error, 5xx). Before such rows are sent again
 *   they are looked up by e-mail (Search, `Email in […]`): those found are marked imported (or, when the
 *   user found has other names, refused with `EmailAlreadyInUse`: it was there before), the others are sent.
 * A request the service refused as a whole (4xx) created nothing: its rows are back to "not sent". A 429
 * waits for `RetryAfter` and sends the same chunk again.
 */
import { ImportStatus, retryAfterSeconds, type GenericQuery, type ImportResultRow, type ImportUserRow } from '@brokerfront/identity-api';

/** Rows per `ImportAffiliateUsers` request (the service takes at most 5000). */
export const IMPORT_CHUNK_SIZE = 500;
/** The most rows the service takes in one request. */
export const IMPORT_MAX_CHUNK = 5000;
/** E-mails per look-up (each sent in two spellings, within Search's 1000 list values and PageSize 200). */
export const LOOKUP_BATCH = 100;

/** A row's outcome in the book. */
export type RowOutcome =
  | { kind: 'sending'; sent: ImportUserRow }
  | { kind: 'unknown'; sent: ImportUserRow }
  | { kind: 'imported'; sent: ImportUserRow; userId: number; found: boolean }
  | { kind: 'failed'; sent: ImportUserRow; status: ImportStatus };

/**
 * Where the job stands: `idle` (never run), `checking` (looking up rows with an open outcome), `sending`,
 * `waiting` (after a 429), then `done`, `cancelled` or `stopped` (see {@link ImportJobState.failure}).
 */
export type ImportPhase = 'idle' | 'checking' | 'sending' | 'waiting' | 'done' | 'cancelled' | 'stopped';

/**
 * Why a run stopped: the service refused a request as a whole (`refused`, nothing of it was created), a
 * request got no answer (`unreachable`, its rows' outcome is unknown), or rows with an unknown outcome could
 * not be looked up (`lookupFailed`, nothing was sent). `error` is what the transport threw.
 */
export interface ImportFailure {
  kind: 'refused' | 'unreachable' | 'lookupFailed';
  error: unknown;
}

/** The progress of the current run: rows to send, rows answered, and of those imported and refused. */
export interface ImportProgress {
  total: number;
  done: number;
  imported: number;
  failed: number;
}

/** A snapshot of the job (a new object on every change). */
export interface ImportJobState {
  phase: ImportPhase;
  /** The book: the outcome of every row sent so far, by row id. */
  outcomes: ReadonlyMap<number, RowOutcome>;
  progress: ImportProgress;
  /** Cancel was asked for: the run stops once the request under way is answered. */
  cancelRequested: boolean;
  /** While `waiting`: when the chunk is sent again (the clock's time in ms). */
  resumeAt: number | null;
  failure: ImportFailure | null;
}

/** The calls the job makes. */
export interface ImportTransport {
  /** `ImportAffiliateUsers` with these rows: the answer's `Results`. Throws on failure. */
  importUsers(users: ImportUserRow[]): Promise<ImportResultRow[]>;
  /** The users with one of these e-mails (at most 200 results). Throws on failure. */
  findUsersByEmail(emails: string[]): Promise<FoundUser[]>;
}

/** A user found by e-mail (names when the transport has them). */
export interface FoundUser {
  Id: number;
  Email: string;
  FirstName?: string;
  LastName?: string;
}

/** How a failed call is handled: wait and send again, give the rows back, or count them as unknown. */
export type FailureKind = { kind: 'throttled'; retryAfterMs: number } | { kind: 'refused' } | { kind: 'unknown' };

/** Options of {@link createImportJob}. */
export interface ImportJobOptions {
  /** Rows per request (default {@link IMPORT_CHUNK_SIZE}, at most {@link IMPORT_MAX_CHUNK}). */
  chunkSize?: number;
  /** E-mails per look-up (default {@link LOOKUP_BATCH}). */
  lookupBatch?: number;
  /** Waits `ms`, or less when `signal` aborts (default: a timer). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** The clock (default `Date.now`). */
  now?: () => number;
  /** Sorts a failure (default {@link classifyFailure}). */
  classify?: (error: unknown) => FailureKind;
}

/** One row to import: its id in the book and what is sent for it. */
export interface RowToImport {
  id: number;
  user: ImportUserRow;
}

/** The import job: its state, a run, a cancel. */
export interface ImportJob {
  getState(): ImportJobState;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /**
   * Imports the rows not imported yet (imported rows and rows under way are skipped, whatever the caller
   * passes), after looking up every row whose outcome is unknown. One run at a time: a call during a run
   * returns that run. Resolves with the final state; never rejects.
   */
  run(rows: readonly RowToImport[]): Promise<ImportJobState>;
  /** Stops the run after the request under way (a wait after a 429 ends at once). */
  cancel(): void;
  /** Whether a run is under way. */
  busy(): boolean;
}

/**
 * The default sorting of failures (RTK Query's `IdentityApiError` and the client's `ServiceError` alike):
 * HTTP 429 or `too_many_requests` → throttled, for identity-api's `retryAfterSeconds`; any other 4xx → refused (the
 * service rejects a request whole before creating anything); no answer (status 0), 5xx or anything else →
 * unknown.
 */
export function classifyFailure(error: unknown): FailureKind {
  const seconds = retryAfterSeconds(error);
  if (seconds !== null) return { kind: 'throttled', retryAfterMs: seconds * 1000 };
  const status = (error as { status?: unknown } | null | undefined)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return { kind: 'refused' };
  return { kind: 'unknown' };
}

/** The Search that finds users by e-mail: each address as given and in lower case, PageSize 200. */
export function emailLookupQuery(emails: readonly string[]): GenericQuery {
  const values = [...new Set(emails.flatMap((email) => [email, email.toLowerCase()]))];
  return { PageNumber: 1, PageSize: 200, Filters: [{ Op: 'in', Field: 'Email', Value: values }], Sort: [] };
}

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

const emailKey = (email: string) => email.trim().toLowerCase();
const nameKey = (name: string) => name.trim().toLowerCase();
/** Whether a user found holds the row's names (a transport without names counts as a match). */
const sameNames = (user: FoundUser, row: ImportUserRow) =>
  (user.FirstName === undefined || nameKey(user.FirstName) === nameKey(row.FirstName)) &&
  (user.LastName === undefined || nameKey(user.LastName) === nameKey(row.LastName));
const STATUSES = new Set<string>(Object.values(ImportStatus));

/**
 * The outcome of each row of an answered chunk: matched to the answer by position when the answer lists
 * the same e-mails in the same order, else by e-mail. A row without a matching result, a `Success` without
 * a `UserId` or a status the client does not know stays unknown (looked up before it is sent again).
 */
export function settleChunk(chunk: readonly RowToImport[], results: readonly ImportResultRow[]): Map<number, RowOutcome> {
  const positional =
    results.length === chunk.length && chunk.every((row, i) => emailKey(results[i]?.Email ?? '') === emailKey(row.user.Email));
  const byEmail = new Map<string, ImportResultRow>();
  if (!positional)
    for (const result of results) if (!byEmail.has(emailKey(result.Email ?? ''))) byEmail.set(emailKey(result.Email ?? ''), result);
  const settled = new Map<number, RowOutcome>();
  chunk.forEach((row, i) => {
    const result = positional ? results[i] : byEmail.get(emailKey(row.user.Email));
    const sent = row.user;
    if (!result || !STATUSES.has(result.Status)) settled.set(row.id, { kind: 'unknown', sent });
    else if (result.Status === ImportStatus.Success) {
      settled.set(
        row.id,
        typeof result.UserId === 'number' ? { kind: 'imported', sent, userId: result.UserId, found: false } : { kind: 'unknown', sent },
      );
    } else settled.set(row.id, { kind: 'failed', sent, status: result.Status });
  });
  return settled;
}

const EMPTY_PROGRESS: ImportProgress = { total: 0, done: 0, imported: 0, failed: 0 };

/** Creates an import job over `transport` (see the module's comment for the book it keeps). */
export function createImportJob(transport: ImportTransport, options: ImportJobOptions = {}): ImportJob {
  const chunkSize = Math.max(1, Math.min(options.chunkSize ?? IMPORT_CHUNK_SIZE, IMPORT_MAX_CHUNK));
  const lookupBatch = Math.max(1, options.lookupBatch ?? LOOKUP_BATCH);
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const classify = options.classify ?? classifyFailure;
  const listeners = new Set<() => void>();
  let state: ImportJobState = {
    phase: 'idle',
    outcomes: new Map(),
    progress: EMPTY_PROGRESS,
    cancelRequested: false,
    resumeAt: null,
    failure: null,
  };
  let running: Promise<ImportJobState> | null = null;
  let wait: AbortController | null = null;

  const set = (patch: Partial<ImportJobState>) => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  };
  const withOutcomes = (changes: ReadonlyMap<number, RowOutcome | null>) => {
    const next = new Map(state.outcomes);
    for (const [id, outcome] of changes) {
      if (outcome) next.set(id, outcome);
      else next.delete(id);
    }
    return next;
  };

  /** Looks up every row with an unknown outcome; false when a look-up failed (those rows stay unknown). */
  const reconcile = async (): Promise<boolean> => {
    const open = [...state.outcomes].filter(
      (entry): entry is [number, Extract<RowOutcome, { kind: 'unknown' }>] => entry[1].kind === 'unknown',
    );
    if (open.length === 0) return true;
    set({ phase: 'checking' });
    for (let start = 0; start < open.length; start += lookupBatch) {
      if (state.cancelRequested) return true;
      const batch = open.slice(start, start + lookupBatch);
      let found: FoundUser[];
      try {
        found = await transport.findUsersByEmail(batch.map(([, outcome]) => outcome.sent.Email));
      } catch (error) {
        set({ phase: 'stopped', failure: { kind: 'lookupFailed', error } });
        return false;
      }
      const byEmail = new Map(found.map((user) => [emailKey(user.Email), user]));
      const changes = new Map<number, RowOutcome | null>();
      for (const [id, outcome] of batch) {
        const user = byEmail.get(emailKey(outcome.sent.Email));
        if (!user) changes.set(id, null);
        else if (sameNames(user, outcome.sent)) changes.set(id, { kind: 'imported', sent: outcome.sent, userId: user.Id, found: true });
        else changes.set(id, { kind: 'failed', sent: outcome.sent, status: ImportStatus.EmailAlreadyInUse });
      }
      set({ outcomes: withOutcomes(changes) });
    }
    return true;
  };

  const execute = async (rows: readonly RowToImport[]): Promise<ImportJobState> => {
    set({ cancelRequested: false, failure: null, resumeAt: null, progress: EMPTY_PROGRESS });
    if (!(await reconcile())) return state;
    const seen = new Set<number>();
    const queue = rows.filter((row) => {
      if (seen.has(row.id)) return false;
      seen.add(row.id);
      const outcome = state.outcomes.get(row.id);
      return outcome === undefined || outcome.kind === 'failed';
    });
    let progress: ImportProgress = { ...EMPTY_PROGRESS, total: queue.length };
    set({ phase: 'sending', progress });
    for (let start = 0; start < queue.length; ) {
      if (state.cancelRequested) {
        set({ phase: 'cancelled' });
        return state;
      }
      const chunk = queue.slice(start, start + chunkSize);
      const before = new Map(chunk.map((row) => [row.id, state.outcomes.get(row.id) ?? null]));
      set({ phase: 'sending', outcomes: withOutcomes(new Map(chunk.map((row) => [row.id, { kind: 'sending', sent: row.user }]))) });
      let results: ImportResultRow[];
      try {
        results = await transport.importUsers(chunk.map((row) => row.user));
      } catch (error) {
        const kind = classify(error);
        if (kind.kind === 'throttled') {
          // Not processed: the rows are as they were; wait, then send the same chunk again.
          set({ phase: 'waiting', outcomes: withOutcomes(before), resumeAt: now() + kind.retryAfterMs });
          wait = new AbortController();
          await sleep(kind.retryAfterMs, wait.signal);
          wait = null;
          set({ resumeAt: null });
          continue;
        }
        if (kind.kind === 'refused') {
          set({ phase: 'stopped', outcomes: withOutcomes(before), failure: { kind: 'refused', error } });
          return state;
        }
        const unknown = new Map<number, RowOutcome>(chunk.map((row) => [row.id, { kind: 'unknown', sent: row.user }]));
        set({ phase: 'stopped', outcomes: withOutcomes(unknown), failure: { kind: 'unreachable', error } });
        return state;
      }
      const settled = settleChunk(chunk, results);
      let imported = 0;
      let failed = 0;
      for (const outcome of settled.values()) {
        if (outcome.kind === 'imported') imported++;
        else if (outcome.kind === 'failed') failed++;
      }
      progress = {
        ...progress,
        done: progress.done + chunk.length,
        imported: progress.imported + imported,
        failed: progress.failed + failed,
      };
      set({ outcomes: withOutcomes(settled), progress });
      start += chunk.length;
    }
    if (state.cancelRequested && progress.done < progress.total) set({ phase: 'cancelled' });
    else set({ phase: 'done' });
    return state;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    run(rows) {
      if (running) return running;
      running = execute(rows)
        .catch((error: unknown) => {
          // An unexpected throw (a listener, the clock): rows under way count as unknown, the run stops.
          const open = new Map<number, RowOutcome>();
          for (const [id, outcome] of state.outcomes) if (outcome.kind === 'sending') open.set(id, { kind: 'unknown', sent: outcome.sent });
          state = { ...state, phase: 'stopped', outcomes: withOutcomes(open), failure: { kind: 'unreachable', error } };
          for (const listener of [...listeners]) listener();
          return state;
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
    cancel() {
      if (!running) return;
      set({ cancelRequested: true });
      wait?.abort();
    },
    busy: () => running !== null,
  };
}

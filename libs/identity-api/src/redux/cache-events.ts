import type { Middleware, MiddlewareAPI, Reducer, ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { samePermission } from '@brokerfront/permissions';
import { compileFilters, type GenericQuery, type PageResult, type User, type UserPermission } from '../index';
import type { IdentityApiExtra } from './base-query';
import { identityApi, LIST } from './identity-api';

/** Kinds of pushed user events. */
export type UserEventKind = 'Created' | 'Updated' | 'Deleted';
/** Kinds of pushed permission events. */
export type UserPermissionEventKind = 'Created' | 'Deleted';

type ApiState = Parameters<typeof identityApi.util.selectCachedArgsForQuery>[0];
type Thunk = ThunkAction<void, ApiState, unknown, UnknownAction>;
type Row = Record<string, unknown>;

/** A pushed user event, as {@link applyUserEvents} takes it. */
export interface UserEventInput {
  kind: UserEventKind;
  user: User;
}

/** Compiled filters of each cached search (its arguments object is kept by the cache while it lives). */
const predicates = new WeakMap<GenericQuery, (user: User) => boolean>();

function predicateOf(query: GenericQuery): (user: User) => boolean {
  let test = predicates.get(query);
  if (!test) {
    try {
      test = compileFilters<User>(query.Filters);
    } catch {
      test = () => false;
    }
    predicates.set(query, test);
  }
  return test;
}

/**
 * Position of each user id in each cached page, by cache key, with the items array it was read from
 * (pages are immutable: a patched page is a new array, and a page patched by replacing rows keeps the
 * positions). Kept per cache key rather than per array, so a write adds nothing for the collector to
 * clear; entries of pages no longer cached are dropped when the table grows.
 */
const positions = new Map<string, { items: readonly User[]; index: Map<number, number> }>();

function positionsOf(queryCacheKey: string, items: readonly User[]): Map<number, number> {
  const known = positions.get(queryCacheKey);
  if (known && known.items === items) return known.index;
  const index = new Map<number, number>();
  for (let i = 0; i < items.length; i++) {
    const id = (items[i] as User).Id;
    if (!index.has(id)) index.set(id, i);
  }
  positions.set(queryCacheKey, { items, index });
  return index;
}

/** Drops the positions of pages no longer cached (when there are more than pages to keep). */
function forgetPositions(queries: Record<string, unknown>): void {
  if (positions.size <= 64) return;
  for (const key of positions.keys()) if (!queries[key]) positions.delete(key);
}

/** Columns a user's update never changes. */
const FIXED_COLUMNS: ReadonlySet<string> = new Set(['Id', 'CreatedAt']);

/**
 * Whether an update can bring a user that is not on a page onto it: when the page is filtered (the user
 * may pass the filters only now) or sorted by a column an update may change (it may have moved). A page
 * of every user in a fixed order (by id, the server's default, or by creation) already placed that user
 * elsewhere, so an update leaves it where it was.
 */
function mayJoin(query: GenericQuery): boolean {
  if (query.Filters.length > 0) return true;
  for (const column of query.Sort ?? []) if (!FIXED_COLUMNS.has(column.Column)) return true;
  return false;
}

/** Whether a record moved within a sorted page: one of the sort columns changed. */
function sortMoved(query: GenericQuery, old: User, next: User): boolean {
  const sort = query.Sort;
  if (!sort) return false;
  for (let i = 0; i < sort.length; i++) {
    const column = (sort[i] as { Column: string }).Column;
    if ((old as unknown as Row)[column] !== (next as unknown as Row)[column]) return true;
  }
  return false;
}

/** A patch that replaces a cache entry's data as a whole (computed here without drafts). */
const replaceWith = (value: unknown) => [{ op: 'replace' as const, path: [], value }];

/**
 * The page after the events (`null` when none of them is on it), computed without drafts: the items
 * array is copied once, at the first change. `refetch` tells whether an event would add a user to the
 * page or move it within a sorted one; `removed` whether a row left the page (its tags change).
 */
function patchPage(
  queryCacheKey: string,
  query: GenericQuery,
  page: PageResult<User>,
  events: readonly UserEventInput[],
  test: (user: User) => boolean,
) {
  let items = page.Items as User[];
  let copied = false;
  let index: Map<number, number> | null = positionsOf(queryCacheKey, page.Items);
  let total = page.TotalItems;
  let refetch = false;
  let removed = false;
  for (const { kind, user } of events) {
    const i = index ? (index.get(user.Id) ?? -1) : items.findIndex((u) => u.Id === user.Id);
    const matches = kind !== 'Deleted' && test(user);
    if (i < 0) {
      if (matches && mayJoin(query)) refetch = true;
      continue;
    }
    if (matches && sortMoved(query, items[i] as User, user)) refetch = true;
    if (!copied) {
      // Spread rather than slice: slicing a frozen array takes a slow path (30 times slower here).
      items = [...items];
      copied = true;
    }
    if (matches) items[i] = user;
    else {
      items.splice(i, 1);
      total = Math.max(0, total - 1);
      removed = true;
      // Positions after `i` moved: look them up in the copy from now on.
      index = null;
    }
  }
  if (!copied) return { page: null, refetch, removed };
  // Rows were only replaced: the positions stay those of the page before.
  if (index) positions.set(queryCacheKey, { items, index });
  // Frozen as the store would freeze it (the rows kept are frozen already): a frozen value is taken
  // as it is, without the store walking every row again at each write.
  for (const { kind, user } of events) if (kind !== 'Deleted') freezeRecord(user);
  Object.freeze(items);
  return {
    page: Object.freeze({ ...page, Items: items, TotalItems: total }),
    refetch,
    removed,
  };
}

/** Freezes a pushed record and what it holds, as the store's drafts would (a frozen record is taken as it is). */
export function freezeRecord<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  // User records are flat: only what they hold beyond their declared fields needs the walk.
  for (const key in value) {
    const child = value[key];
    if (typeof child === 'object' && child !== null) freezeRecord(child);
  }
  return Object.freeze(value);
}

/** The new data of one cached entry, planned for pushed events. */
export interface CacheWrite {
  endpointName: 'searchUsers' | 'getUser' | 'getCurrentUser' | 'getFullName';
  arg: unknown;
  queryCacheKey: string;
  data: unknown;
  /** Whether the entry's tags change (a row left a page): they are recomputed after the write. */
  retag: boolean;
}

/** What pushed user events do to the cache: see {@link planUserEvents}. */
export interface UserEventsPlan {
  /** The new data of each cached entry the events change (each entry once). */
  writes: CacheWrite[];
  /** Whether the lists must be refetched (tag `User`/`LIST`): a user was created or would join a page. */
  refetchLists: boolean;
  /** The last full name given to each user, for the services' name cache. */
  names: Map<number, string>;
}

type IdentityApiState = ApiState[typeof identityApi.reducerPath];

/**
 * Plans what pushed user events, in order, do to the cache (a pure function of the cache state),
 * touching each cached entry once and only the entries that are cached (screens showing those users);
 * nothing is added for users no screen shows, so the cache does not grow with the users pushed:
 * - each cached search that holds one of the users takes every event of the batch (searches that hold
 *   none of them are not copied); the lists are refetched when a user is created or an update would
 *   add a user to a page or move it within a sorted page;
 * - cached details (`getUser`), the signed-in user (`getCurrentUser`) and cached full names
 *   (`getFullName`) take the last record (name) of their user.
 * The new data is computed directly, without drafts, and frozen as the store would freeze it.
 */
export function planUserEvents(state: IdentityApiState, events: readonly UserEventInput[]): UserEventsPlan {
  const writes: CacheWrite[] = [];
  let refetchLists = events.some((e) => e.kind === 'Created');
  const names = new Map<number, string>();
  if (events.length === 0) return { writes, refetchLists, names };
  // The last record of each user (a deletion later in the batch does not take back the details it gave)
  // and the last name each user was given (a record without one keeps the name before it).
  const latest = new Map<number, User>();
  const ids = new Set<number>();
  for (const { kind, user } of events) {
    ids.add(user.Id);
    if (kind === 'Deleted') continue;
    latest.set(user.Id, user);
    if (user.FullName) names.set(user.Id, user.FullName);
  }
  const queries = state.queries;
  forgetPositions(queries);
  for (const queryCacheKey in queries) {
    const entry = queries[queryCacheKey];
    if (!entry || entry.data === undefined) continue;
    const endpointName = entry.endpointName;
    const arg = entry.originalArgs;
    if (endpointName === 'getUser' || endpointName === 'getCurrentUser') {
      // Details are cached by user id; the signed-in user's entry holds its record.
      const user = latest.get(endpointName === 'getUser' ? (arg as number) : (entry.data as User).Id);
      if (user) writes.push({ endpointName, arg, queryCacheKey, data: freezeRecord(user), retag: false });
    } else if (endpointName === 'getFullName') {
      const name = names.get(arg as number);
      if (name !== undefined) writes.push({ endpointName, arg, queryCacheKey, data: name, retag: false });
    } else if (endpointName === 'searchUsers') {
      const query = arg as GenericQuery;
      const page = entry.data as PageResult<User>;
      const at = positionsOf(queryCacheKey, page.Items);
      let touched = false;
      for (const id of ids) {
        if (at.has(id)) {
          touched = true;
          break;
        }
      }
      const test = predicateOf(query);
      if (!touched) {
        // None of the users is on this page: it only tells whether an update would add one to it.
        if (!refetchLists && mayJoin(query)) for (const e of events) if (e.kind !== 'Deleted' && test(e.user)) refetchLists = true;
        continue;
      }
      const patched = patchPage(queryCacheKey, query, page, events, test);
      if (patched.refetch) refetchLists = true;
      // The page's tags (one per user on it) change only when a row leaves it.
      if (patched.page) writes.push({ endpointName, arg, queryCacheKey, data: patched.page, retag: patched.removed });
    }
  }
  return { writes, refetchLists, names };
}

/** The key of the action meta that carries planned cache writes (see {@link withCacheWrites}). */
export const CACHE_WRITES = 'identityApiCacheWrites';

/** Whether an action carries planned cache writes (see {@link withCacheWrites}). */
const carriesWrites = (action: unknown): boolean => Array.isArray((action as { meta?: Record<string, unknown> } | null)?.meta?.[CACHE_WRITES]);

/**
 * Wraps the identity api reducer so that an action carrying planned writes in its meta
 * (`meta[CACHE_WRITES]`, e.g. realtime's `feedEventsReceived`) writes them into the cached entries in
 * the same reducer pass: pushed events then cost one store update per batch instead of one action per
 * cached entry. Mount it in place of `identityApi` (same `reducerPath`): see {@link identityApiWithWrites}.
 * Writes to entries no longer cached (or without data) are skipped; the action is otherwise not one of
 * the api's own, so the api reducer is not run for it.
 */
export function withCacheWrites<S extends IdentityApiState>(reducer: Reducer<S>): Reducer<S> {
  return (state, action) => {
    if (!state || !carriesWrites(action)) return reducer(state, action);
    const writes = (action as unknown as { meta: Record<string, unknown> }).meta[CACHE_WRITES];
    let queries = state.queries;
    let copied = false;
    for (const write of writes as CacheWrite[]) {
      const entry = queries[write.queryCacheKey];
      if (!entry || entry.data === undefined) continue;
      if (!copied) {
        queries = { ...queries };
        copied = true;
      }
      queries[write.queryCacheKey] = Object.freeze({
        ...entry,
        data: write.data,
      }) as typeof entry;
    }
    // An action carrying writes is not one of the api's own: the api reducer has nothing more to do.
    return copied ? (Object.freeze({ ...state, queries: Object.freeze(queries) }) as S) : state;
  };
}

/**
 * Wraps the identity api middleware so that an action carrying planned writes goes straight to the next
 * middleware. Such an action is not one of the api's own (nor a subscription, focus or reconnect
 * action), so the api middleware would only pass it on, after its checks on every action; skipping
 * them keeps the fixed cost of a batch of pushed events down. Every other action goes through it.
 */
export function passCacheWrites<M extends Middleware>(middleware: M): M {
  return ((api: MiddlewareAPI) => {
    const chain = middleware(api);
    return (next: (action: unknown) => unknown) => {
      const handle = chain(next);
      return (action: unknown) => (carriesWrites(action) ? next(action) : handle(action));
    };
  }) as M;
}

/**
 * `identityApi` mounted so that it also takes planned cache writes carried by actions: its reducer
 * ({@link withCacheWrites}) and its middleware ({@link passCacheWrites}). Mount it in place of the api:
 * `combineSlices(identityApiWithWrites, …)` with `identityApiWithWrites.middleware`.
 */
export const identityApiWithWrites = {
  reducerPath: identityApi.reducerPath,
  reducer: withCacheWrites(identityApi.reducer),
  middleware: passCacheWrites(identityApi.middleware),
} as const;

/** Whether the store took the planned writes (its api reducer is {@link withCacheWrites}). */
export function cacheTookWrites(state: IdentityApiState, writes: readonly CacheWrite[]): boolean {
  const first = writes[0];
  return !first || state.queries[first.queryCacheKey]?.data === first.data || state.queries[first.queryCacheKey]?.data === undefined;
}

/**
 * Does what a plan asks besides the data writes, or with them (`write: true`, for a store whose api
 * reducer does not take writes carried by actions): each write as one `patchQueryData`, the tags of
 * pages that lost rows, the lists' refetch, and the new names in the services' name cache.
 */
export function completeUserEvents(plan: UserEventsPlan, options: { write: boolean }): Thunk {
  return (dispatch, getState, extra) => {
    const util = identityApi.util;
    // The thunks run here rather than dispatched: one pass through the middleware less per write.
    const run = (thunk: ReturnType<typeof util.patchQueryData>) => thunk(dispatch as never, getState as never, extra);
    for (const w of plan.writes) {
      if (options.write) run(util.patchQueryData(w.endpointName, w.arg as never, replaceWith(w.data), w.retag));
      // Written already: recompute the tags of a page that lost rows (an empty patch leaves the data).
      else if (w.retag) run(util.patchQueryData(w.endpointName, w.arg as never, [], true));
    }
    if (plan.refetchLists) dispatch(util.invalidateTags([{ type: 'User', id: LIST }]));
    const services = (extra as Partial<IdentityApiExtra> | undefined)?.identity?.fullNames;
    if (services) for (const [id, name] of plan.names) services.set(id, name);
  };
}

/**
 * Applies pushed user events to the cache, in order, with the same result as {@link applyUserEvent}
 * applied to each in turn, but touching each cache entry once (see {@link planUserEvents}): each
 * changed entry is written with one `patchQueryData` replacing its data, the lists are refetched when
 * needed, and the full name cache of the services takes every new name.
 *
 * @example
 * dispatch(applyUserEvents([{ kind: 'Updated', user: a }, { kind: 'Deleted', user: b }]));
 */
export function applyUserEvents(events: readonly UserEventInput[]): Thunk {
  return (dispatch, getState, extra) => {
    if (events.length === 0) return;
    const plan = planUserEvents(getState()[identityApi.reducerPath], events);
    completeUserEvents(plan, { write: true })(dispatch, getState, extra);
  };
}

/**
 * Applies a pushed user event to the cache:
 * - the user's cached details (`getUser`) and the signed-in user (`getCurrentUser`, when it is this
 *   user) take the new record;
 * - searches: an updated user is replaced in place (removed when it no longer passes the filters);
 *   a deleted user is removed (`TotalItems` decremented); a created user, or an update that
 *   would add a user to or move it within a sorted page, refetches the lists (tag `User`/`LIST`);
 * - the full name cache takes the new name.
 * For several events at once, {@link applyUserEvents} does the same touching each cache entry once.
 */
export function applyUserEvent(kind: UserEventKind, user: User): Thunk {
  return applyUserEvents([{ kind, user }]);
}

/**
 * Applies a pushed permission event to the cached list of that user (`getUserPermissions`):
 * created grants are added (or replace the same grant), deleted ones removed.
 */
export function applyUserPermissionEvent(kind: UserPermissionEventKind, permission: UserPermission): Thunk {
  return (dispatch) => {
    dispatch(
      identityApi.util.updateQueryData('getUserPermissions', permission.UserId, (draft) => {
        const index = draft.findIndex((p) => samePermission(p, permission));
        if (kind === 'Deleted') {
          if (index >= 0) draft.splice(index, 1);
        } else if (index >= 0) draft[index] = permission;
        else draft.push(permission);
      }),
    );
  };
}

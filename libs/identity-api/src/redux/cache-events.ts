import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
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

/** Position of each user id in a cached page (pages are immutable: a patched page is a new array). */
const positions = new WeakMap<readonly User[], Map<number, number>>();

function positionsOf(items: readonly User[]): Map<number, number> {
  let index = positions.get(items);
  if (!index) {
    index = new Map();
    for (let i = 0; i < items.length; i++) {
      const id = (items[i] as User).Id;
      if (!index.has(id)) index.set(id, i);
    }
    positions.set(items, index);
  }
  return index;
}

const sortMoved = (query: GenericQuery, old: User, next: User): boolean =>
  (query.Sort ?? []).some((s) => (old as unknown as Row)[s.Column] !== (next as unknown as Row)[s.Column]);

/** A patch that replaces a cache entry's data as a whole (computed here without drafts). */
const replaceWith = (value: unknown) => [{ op: 'replace' as const, path: [], value }];

/**
 * The page after the events (`null` when none of them is on it), computed without drafts: the items
 * array is copied once, at the first change. `refetch` tells whether an event would add a user to the
 * page or move it within a sorted one; `removed` whether a row left the page (its tags change).
 */
function patchPage(query: GenericQuery, page: PageResult<User>, events: readonly UserEventInput[], test: (user: User) => boolean) {
  let items = page.Items as User[];
  let copied = false;
  let index: Map<number, number> | null = positionsOf(page.Items);
  let total = page.TotalItems;
  let refetch = false;
  let removed = false;
  for (const { kind, user } of events) {
    const i = index ? (index.get(user.Id) ?? -1) : items.findIndex((u) => u.Id === user.Id);
    const matches = kind !== 'Deleted' && test(user);
    if (i < 0) {
      if (matches) refetch = true;
      continue;
    }
    if (matches && sortMoved(query, items[i] as User, user)) refetch = true;
    if (!copied) {
      items = items.slice();
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
  if (index) positions.set(items, index);
  // Frozen as the store would freeze it (the rows kept are frozen already): a frozen value is taken
  // as it is, without the store walking every row again at each write.
  for (const { kind, user } of events) if (kind !== 'Deleted') freezeRecord(user);
  Object.freeze(items);
  return { page: Object.freeze({ ...page, Items: items, TotalItems: total }), refetch, removed };
}

/** Freezes a pushed record and what it holds. */
function freezeRecord<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) freezeRecord(child);
  return Object.freeze(value);
}

/**
 * Applies pushed user events to the cache, in order, with the same result as {@link applyUserEvent}
 * applied to each in turn, but touching each cache entry once, and only the entries that are cached
 * (screens showing those users); nothing is added for users no screen shows, so the cache does not
 * grow with the number of users pushed:
 * - each cached search that holds one of the users is patched once, with every event of the batch
 *   (searches that hold none of them are skipped without being copied); the lists are refetched
 *   once (tag `User`/`LIST`) when a user is created or an update would add a user to a page or move
 *   it within a sorted page;
 * - cached details (`getUser`), the signed-in user (`getCurrentUser`) and cached full names
 *   (`getFullName`) take the last record (name) of their user, and the full name cache of the
 *   services takes every new name.
 * Each entry is written with one `patchQueryData` replacing its data (the new data is computed
 * directly, without drafts), so a pushed event costs one small cache write per entry it changes.
 *
 * @example
 * dispatch(applyUserEvents([{ kind: 'Updated', user: a }, { kind: 'Deleted', user: b }]));
 */
export function applyUserEvents(events: readonly UserEventInput[]): Thunk {
  return (dispatch, getState, extra) => {
    if (events.length === 0) return;
    const util = identityApi.util;
    // The write thunks run here rather than dispatched: one pass through the middleware less per write.
    const write = (thunk: ReturnType<typeof util.patchQueryData>) => thunk(dispatch as never, getState as never, extra);
    const queries = getState()[identityApi.reducerPath].queries;
    let refetchLists = false;
    let current: User | undefined;
    const fullNames = new Set<unknown>();
    const details = new Set<unknown>();
    const ids = new Set<number>();
    for (const e of events) ids.add(e.user.Id);

    for (const key in queries) {
      const entry = queries[key];
      if (!entry || entry.data === undefined) continue;
      const endpoint = entry.endpointName;
      if (endpoint === 'getUser') {
        if (ids.has(entry.originalArgs as number)) details.add(entry.originalArgs);
        continue;
      }
      if (endpoint === 'getFullName') {
        fullNames.add(entry.originalArgs);
        continue;
      }
      if (endpoint === 'getCurrentUser') {
        current = entry.data as User;
        continue;
      }
      if (endpoint !== 'searchUsers') continue;
      const query = entry.originalArgs as GenericQuery;
      const page = entry.data as PageResult<User>;
      const at = positionsOf(page.Items);
      let touched = false;
      for (const id of ids) {
        if (at.has(id)) {
          touched = true;
          break;
        }
      }
      const test = predicateOf(query);
      if (!touched) {
        // None of the users is on this page: it only tells whether an event would add one to it.
        if (!refetchLists) for (const e of events) if (e.kind !== 'Deleted' && test(e.user)) refetchLists = true;
        continue;
      }
      const patched = patchPage(query, page, events, test);
      if (patched.refetch) refetchLists = true;
      // The page's tags (one per user on it) change only when a row leaves it.
      if (patched.page) write(util.patchQueryData('searchUsers', query, replaceWith(patched.page), patched.removed));
    }
    if (refetchLists || events.some((e) => e.kind === 'Created')) dispatch(util.invalidateTags([{ type: 'User', id: LIST }]));

    // The last record of each user (a deletion later in the batch does not take back the details it gave).
    const latest = new Map<number, User>();
    for (const { kind, user } of events) if (kind !== 'Deleted') latest.set(user.Id, user);
    if (latest.size === 0) return;
    for (const id of details) {
      const user = latest.get(id as number);
      if (user) write(util.patchQueryData('getUser', user.Id, replaceWith(freezeRecord(user)), false));
    }
    const mine = current ? latest.get(current.Id) : undefined;
    if (mine) write(util.patchQueryData('getCurrentUser', undefined, replaceWith(freezeRecord(mine)), false));
    // The last name each user was given (a record without one keeps the name before it).
    const names = new Map<number, string>();
    for (const { kind, user } of events) if (kind !== 'Deleted' && user.FullName) names.set(user.Id, user.FullName);
    const services = (extra as Partial<IdentityApiExtra> | undefined)?.identity?.fullNames;
    for (const [id, name] of names) {
      if (fullNames.has(id)) write(util.patchQueryData('getFullName', id, replaceWith(name), false));
      services?.set(id, name);
    }
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

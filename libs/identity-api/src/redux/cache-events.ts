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

/**
 * Applies pushed user events to the cache, in order, with the same result as {@link applyUserEvent}
 * applied to each in turn, but touching each cache entry once:
 * - each cached search that holds one of the users is patched once, with every event of the batch
 *   (searches that hold none of them are skipped without being copied); the lists are refetched
 *   once (tag `User`/`LIST`) when a user is created or an update would add a user to a page or move
 *   it within a sorted page;
 * - the users' details (`getUser`) take their last record in one `upsertQueryEntries`;
 * - the signed-in user (`getCurrentUser`) and cached full names (`getFullName`) take the last record
 *   of their user, and the full name cache of the services takes every new name.
 *
 * @example
 * dispatch(applyUserEvents([{ kind: 'Updated', user: a }, { kind: 'Deleted', user: b }]));
 */
export function applyUserEvents(events: readonly UserEventInput[]): Thunk {
  return (dispatch, getState, extra) => {
    if (events.length === 0) return;
    const util = identityApi.util;
    const queries = getState()[identityApi.reducerPath].queries;
    // An object rather than a variable: the draft recipes below set it.
    const refetch = { lists: false };
    let current: User | undefined;
    const fullNames = new Set<unknown>();
    const ids = new Set<number>();
    for (const e of events) ids.add(e.user.Id);

    for (const entry of Object.values(queries)) {
      if (!entry || entry.status === 'uninitialized') continue;
      if (entry.endpointName === 'getFullName') {
        fullNames.add(entry.originalArgs);
        continue;
      }
      if (entry.endpointName === 'getCurrentUser') {
        current = entry.data as User | undefined;
        continue;
      }
      if (entry.endpointName !== 'searchUsers' || !entry.data) continue;
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
        if (!refetch.lists) for (const e of events) if (e.kind !== 'Deleted' && test(e.user)) refetch.lists = true;
        continue;
      }
      dispatch(
        util.updateQueryData('searchUsers', query, (draft) => {
          // A live view of the page as the events change it: ids are looked up in the draft once moved.
          let items: readonly User[] = page.Items;
          let index: Map<number, number> | null = at;
          for (const { kind, user } of events) {
            const i = index ? (index.get(user.Id) ?? -1) : items.findIndex((u) => u.Id === user.Id);
            const matches = kind !== 'Deleted' && test(user);
            if (i < 0) {
              if (matches) refetch.lists = true;
              continue;
            }
            const old = items[i] as User;
            if (matches && sortMoved(query, old, user)) refetch.lists = true;
            if (matches) {
              draft.Items[i] = user;
            } else {
              draft.Items.splice(i, 1);
              draft.TotalItems = Math.max(0, draft.TotalItems - 1);
              // Positions after `i` moved: look them up in the draft from now on.
              index = null;
            }
            items = draft.Items;
          }
        }),
      );
    }
    if (refetch.lists || events.some((e) => e.kind === 'Created')) dispatch(util.invalidateTags([{ type: 'User', id: LIST }]));

    // The last record of each user (a deletion later in the batch does not take back the details it gave).
    const latest = new Map<number, User>();
    for (const { kind, user } of events) {
      if (kind === 'Deleted') continue;
      latest.delete(user.Id);
      latest.set(user.Id, user);
    }
    if (latest.size === 0) return;
    dispatch(util.upsertQueryEntries([...latest.values()].map((user) => ({ endpointName: 'getUser' as const, arg: user.Id, value: user }))));
    const mine = current ? latest.get(current.Id) : undefined;
    if (mine) dispatch(util.updateQueryData('getCurrentUser', undefined, () => mine));
    // The last name each user was given (a record without one keeps the name before it).
    const names = new Map<number, string>();
    for (const { kind, user } of events) if (kind !== 'Deleted' && user.FullName) names.set(user.Id, user.FullName);
    const services = (extra as Partial<IdentityApiExtra> | undefined)?.identity?.fullNames;
    for (const [id, name] of names) {
      if (fullNames.has(id)) dispatch(util.updateQueryData('getFullName', id, () => name));
      services?.set(id, name);
    }
  };
}

/**
 * Applies a pushed user event to the cache:
 * - the user's details (`getUser`) and the signed-in user (`getCurrentUser`, when it is this user)
 *   take the new record; an update for a user not cached yet adds its details;
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

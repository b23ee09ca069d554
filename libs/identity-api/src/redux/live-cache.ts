/**
 * Pushed hub events applied to the RTK Query cache, through RTK Query's public API only: the entries a
 * batch concerns are found by their tags (`selectInvalidatedBy`) and cached arguments
 * (`selectCachedArgsForQuery`), each is rewritten with one `updateQueryData`, and lists that an event
 * may change in ways a patch cannot tell are refetched by invalidating their tag.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { applyPermissionEvents, type PermissionEvent } from '@brokerfront/permissions';
import {
  compileFilters,
  type GenericQuery,
  type PageResult,
  type User,
  type UserDocument,
  type UserDocumentChangedEvent,
  type UserEvent,
} from '../index';
import { identityApi, LIST } from './identity-api';

type ApiRootState = Parameters<typeof identityApi.util.selectInvalidatedBy>[0];
type Thunk = ThunkAction<void, ApiRootState, unknown, UnknownAction>;

/** Columns an update never changes: a page in that order keeps every user where it was. */
const FIXED_COLUMNS: ReadonlySet<string> = new Set(['Id', 'CreatedAt']);

/** The filters of a query as a test; a query the engine cannot read matches nothing. */
function testOf(query: GenericQuery): (user: User) => boolean {
  try {
    return compileFilters<User>(query.Filters);
  } catch {
    return () => false;
  }
}

/** Whether an update can bring a user onto a page it is not on: a filtered page, or one sorted by a column that changes. */
function mayJoin(query: GenericQuery): boolean {
  return query.Filters.length > 0 || (query.Sort ?? []).some((c) => !FIXED_COLUMNS.has(c.Column));
}

/** Whether a sort column differs between two records of a user (it may have moved within the page). */
function sortMoved(query: GenericQuery, before: User, after: User): boolean {
  const a = before as unknown as Record<string, unknown>;
  const b = after as unknown as Record<string, unknown>;
  return (query.Sort ?? []).some((c) => a[c.Column] !== b[c.Column]);
}

/** What events do to one cached page: the new page (null when unchanged), and whether the lists must be refetched. */
export interface PagePatch {
  page: PageResult<User> | null;
  refetch: boolean;
  /** A row left the page (its tags change). */
  removed: boolean;
}

/**
 * The page after pushed events, in order (a pure function): an updated user on the page is replaced,
 * or removed when it no longer passes the filters (`TotalItems` decremented); a deleted one is removed.
 * `refetch` is set when a user would join the page or move within its sort order.
 */
export function patchUserPage(query: GenericQuery, page: PageResult<User>, events: readonly UserEvent[]): PagePatch {
  const test = testOf(query);
  let items: User[] | null = null;
  let total = page.TotalItems;
  let refetch = false;
  let removed = false;
  for (const { kind, user } of events) {
    const rows = items ?? page.Items;
    const index = rows.findIndex((u) => u.Id === user.Id);
    const matches = kind !== 'Deleted' && test(user);
    if (index < 0) {
      if (matches && mayJoin(query)) refetch = true;
      continue;
    }
    items ??= [...page.Items];
    if (matches) {
      if (sortMoved(query, items[index] as User, user)) refetch = true;
      items[index] = user;
    } else {
      items.splice(index, 1);
      total = Math.max(0, total - 1);
      removed = true;
    }
  }
  return { page: items ? { ...page, Items: items, TotalItems: total } : null, refetch, removed };
}

/**
 * Writes a patched page into its cache entry's draft (an `updateQueryData` recipe). When the page kept its
 * rows, only the changed users are written: the patch names those rows alone, so the cache update costs the
 * same for a page of 10 rows or 100 and every unchanged user keeps its object. A page that lost rows is
 * replaced as a whole.
 */
function writePage(draft: PageResult<User>, before: PageResult<User>, after: PageResult<User>): PageResult<User> | undefined {
  if (after.Items.length !== before.Items.length) return after;
  after.Items.forEach((user, i) => {
    if (user !== before.Items[i]) draft.Items[i] = user;
  });
  if (after.TotalItems !== before.TotalItems) draft.TotalItems = after.TotalItems;
  return undefined;
}

/**
 * Applies pushed user events (in order) to the cache:
 * - every cached search showing one of the users takes the batch (`patchUserPage`), one write each;
 * - cached details (`getUser`) and the signed-in user (`getCurrentUser`) take their user's last record
 *   (a deletion leaves them as they were: the screen decides what a deleted user shows);
 * - cached full names (`getFullName`) take the last name given (RTK Query's cache is their only store);
 * - the lists are refetched (tag `User`/`LIST`) when a user is created or an update would add a user
 *   to a cached page or move it within a sorted one.
 * Entries no screen holds are not created: the cache does not grow with the users pushed.
 *
 * @example
 * dispatch(applyUserEvents([{ kind: 'Updated', user }, { kind: 'Deleted', user: other }]));
 */
export function applyUserEvents(events: readonly UserEvent[]): Thunk {
  return (dispatch, getState) => {
    if (events.length === 0) return;
    const util = identityApi.util;
    const state = getState();
    const latest = new Map<number, User>();
    const names = new Map<number, string>();
    for (const { kind, user } of events) {
      if (kind === 'Deleted') continue;
      latest.set(user.Id, user);
      if (user.FullName) names.set(user.Id, user.FullName);
    }
    const ids = [...new Set(events.map((e) => e.user.Id))];
    const concerned = util.selectInvalidatedBy(state, [
      ...ids.map((id) => ({ type: 'User' as const, id })),
      ...[...names.keys()].map((id) => ({ type: 'FullName' as const, id })),
    ]);
    let refetch = events.some((e) => e.kind === 'Created');
    // The arguments of the searches patched here (the cache hands out the same objects each time).
    const patched = new Set<unknown>();
    for (const { endpointName, originalArgs } of concerned) {
      if (endpointName === 'searchUsers') {
        const query = originalArgs as GenericQuery;
        const page = identityApi.endpoints.searchUsers.select(query)(state).data;
        if (!page) continue;
        patched.add(originalArgs);
        const patch = patchUserPage(query, page, events);
        if (patch.refetch) refetch = true;
        const next = patch.page;
        if (next) dispatch(util.updateQueryData('searchUsers', query, (draft) => writePage(draft, page, next), patch.removed));
      } else if (endpointName === 'getUser') {
        const user = latest.get(originalArgs as number);
        if (user) dispatch(util.updateQueryData('getUser', user.Id, () => user));
      } else if (endpointName === 'getCurrentUser') {
        const me = identityApi.endpoints.getCurrentUser.select()(state).data;
        const user = me ? latest.get(me.Id) : undefined;
        if (user) dispatch(util.updateQueryData('getCurrentUser', undefined, () => user));
      } else if (endpointName === 'getFullName') {
        const name = names.get(originalArgs as number);
        if (name !== undefined) dispatch(util.updateQueryData('getFullName', originalArgs as number, () => name));
      }
    }
    // Cached pages none of the users is on: an update may still bring one of them onto a filtered or sorted page.
    if (!refetch) {
      // Every record pushed, not only each user's last: an earlier one may have joined a page in between.
      const updated = events.filter((e) => e.kind !== 'Deleted').map((e) => e.user);
      for (const query of util.selectCachedArgsForQuery(state, 'searchUsers')) {
        if (patched.has(query) || !mayJoin(query)) continue;
        if (updated.some(testOf(query))) {
          refetch = true;
          break;
        }
      }
    }
    if (refetch) dispatch(util.invalidateTags([{ type: 'User', id: LIST }]));
  };
}

/**
 * Applies pushed permission events to the cached grants of each user they concern
 * (`getUserPermissions`): created grants are added or replace the same grant, deleted ones removed
 * (the rule of `applyPermissionEvents` in `@brokerfront/permissions`). Users whose grants are not
 * cached are left alone.
 */
export function applyPermissionEventsToCache(events: readonly PermissionEvent[]): Thunk {
  return (dispatch, getState) => {
    if (events.length === 0) return;
    const state = getState();
    const cached = new Set(identityApi.util.selectCachedArgsForQuery(state, 'getUserPermissions'));
    const userIds = new Set(events.map((e) => e.permission.UserId));
    for (const userId of userIds) {
      if (!cached.has(userId)) continue;
      const list = identityApi.endpoints.getUserPermissions.select(userId)(state).data;
      if (!list) continue;
      const next = applyPermissionEvents(list, userId, events);
      if (next !== list) dispatch(identityApi.util.updateQueryData('getUserPermissions', userId, () => [...next]));
    }
  };
}

/** Newest first, as `GET {id}/Documents` answers: by `UploadedAt` descending, then `Id` descending. */
function newerFirst(a: UserDocument, b: UserDocument): number {
  if (a.UploadedAt !== b.UploadedAt) return a.UploadedAt < b.UploadedAt ? 1 : -1;
  return b.Id - a.Id;
}

/**
 * A user's document list after pushed document events, in order (a pure function; the list is not
 * changed): a created document is added (or replaces one with its id), an updated one replaces its
 * entry (or is added when the list lacks it), a deleted one is removed; the list stays newest first.
 * Events of other users are ignored. Answers the same list when nothing changed.
 */
export function patchDocumentList(
  list: readonly UserDocument[],
  userId: number,
  events: readonly UserDocumentChangedEvent[],
): readonly UserDocument[] {
  let next: UserDocument[] | null = null;
  for (const { Document: doc, Kind: kind } of events) {
    if (doc.UserId !== userId) continue;
    const rows: UserDocument[] = next ?? [...list];
    const index = rows.findIndex((d) => d.Id === doc.Id);
    if (kind === 'Deleted') {
      if (index < 0) continue;
      rows.splice(index, 1);
    } else if (index >= 0) {
      rows[index] = doc;
    } else {
      rows.push(doc);
      rows.sort(newerFirst);
    }
    next = rows;
  }
  return next ?? list;
}

/**
 * Applies pushed `UserDocumentChangedEvent`s (in order) to the cached document lists (`getDocuments`)
 * of the users they concern, one `updateQueryData` per list (rule: {@link patchDocumentList}). Users whose
 * documents are not cached are left alone: no entry is created.
 *
 * @example
 * connection.on('UserDocumentChangedEvent', (event) => store.dispatch(applyDocumentEvents([event])));
 */
export function applyDocumentEvents(events: readonly UserDocumentChangedEvent[]): Thunk {
  return (dispatch, getState) => {
    if (events.length === 0) return;
    const state = getState();
    const cached = new Set(identityApi.util.selectCachedArgsForQuery(state, 'getDocuments'));
    const userIds = new Set(events.map((e) => e.Document.UserId));
    for (const userId of userIds) {
      if (!cached.has(userId)) continue;
      const list = identityApi.endpoints.getDocuments.select(userId)(state).data;
      if (!list) continue;
      const next = patchDocumentList(list, userId, events);
      if (next !== list) dispatch(identityApi.util.updateQueryData('getDocuments', userId, () => [...next]));
    }
  };
}

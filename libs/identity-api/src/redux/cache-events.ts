import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { samePermission } from '@brokerfront/permissions';
import { compileFilters, type GenericQuery, type User, type UserPermission } from '../index';
import type { IdentityApiExtra } from './base-query';
import { identityApi, LIST } from './identity-api';

/** Kinds of pushed user events. */
export type UserEventKind = 'Created' | 'Updated' | 'Deleted';
/** Kinds of pushed permission events. */
export type UserPermissionEventKind = 'Created' | 'Deleted';

type ApiState = Parameters<typeof identityApi.util.selectCachedArgsForQuery>[0];
type Thunk = ThunkAction<void, ApiState, unknown, UnknownAction>;

function passes(query: GenericQuery, user: User): boolean {
  try {
    return compileFilters<User>(query.Filters)(user);
  } catch {
    return false;
  }
}

/**
 * Applies a pushed user event to the cache:
 * - the user's details (`getUser`) and the signed-in user (`getCurrentUser`, when it is this user)
 *   take the new record; an update for a user not cached yet adds its details;
 * - searches: an updated user is replaced in place (removed when it no longer passes the filters);
 *   a deleted user is removed (`TotalItems` decremented); a created user, or an update that
 *   would add a user to or move it within a sorted page, refetches the lists (tag `User`/`LIST`);
 * - the full name cache takes the new name.
 */
export function applyUserEvent(kind: UserEventKind, user: User): Thunk {
  return (dispatch, getState, extra) => {
    const state = getState();
    const util = identityApi.util;
    let refetchLists = false;

    for (const query of util.selectCachedArgsForQuery(state, 'searchUsers')) {
      const page = identityApi.endpoints.searchUsers.select(query)(state).data;
      if (!page) continue;
      const index = page.Items.findIndex((u) => u.Id === user.Id);
      const matches = kind !== 'Deleted' && passes(query, user);
      if (index < 0) {
        if (matches) refetchLists = true;
        continue;
      }
      const old = page.Items[index];
      const moved = (query.Sort ?? []).some((s) => (old as unknown as Record<string, unknown>)[s.Column] !== (user as unknown as Record<string, unknown>)[s.Column]);
      if (matches && moved) refetchLists = true;
      dispatch(
        util.updateQueryData('searchUsers', query, (draft) => {
          if (matches) draft.Items[index] = user;
          else {
            draft.Items.splice(index, 1);
            draft.TotalItems = Math.max(0, draft.TotalItems - 1);
          }
        }),
      );
    }
    if (kind === 'Created' || refetchLists) dispatch(util.invalidateTags([{ type: 'User', id: LIST }]));

    if (kind !== 'Deleted') {
      dispatch(util.upsertQueryEntries([{ endpointName: 'getUser', arg: user.Id, value: user }]));
      const current = identityApi.endpoints.getCurrentUser.select()(state).data;
      if (current?.Id === user.Id) dispatch(util.updateQueryData('getCurrentUser', undefined, () => user));
      if (user.FullName) {
        dispatch(util.updateQueryData('getFullName', user.Id, () => user.FullName));
        (extra as Partial<IdentityApiExtra> | undefined)?.identity?.fullNames.set(user.Id, user.FullName);
      }
    }
  };
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

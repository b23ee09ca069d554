import { createSelector } from '@reduxjs/toolkit';
import type { User, UserPermission } from '../index';
import { identityApi } from './identity-api';

type ApiRootState = Parameters<ReturnType<typeof identityApi.endpoints.getCurrentUser.select>>[0];

/** The signed-in user's query result (`GetCurrentUser`): data, status, error. */
export const selectCurrentUserResult = identityApi.endpoints.getCurrentUser.select();

/** The signed-in user's record, or null before it is loaded (and after sign-out). */
export const selectCurrentUser = (state: ApiRootState): User | null => selectCurrentUserResult(state).data ?? null;

const selectPermissionsOfCurrentUser = createSelector([(state: ApiRootState) => selectCurrentUser(state)?.Id], (id) =>
  id === undefined ? null : identityApi.endpoints.getUserPermissions.select(id),
);

/** The query result of the signed-in user's permissions (`UserPermissions/User/{id}`), or null before the user is known. */
export const selectMyPermissionsResult = (state: ApiRootState) => selectPermissionsOfCurrentUser(state)?.(state) ?? null;

/** The signed-in user's permissions, or undefined while they are not loaded. */
export const selectMyPermissions = (state: ApiRootState): readonly UserPermission[] | undefined => selectMyPermissionsResult(state)?.data;

import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { fullNameOf, type User, type UserPermission } from '@brokerfront/identity-api';
import { freezeRecord } from '@brokerfront/identity-api/redux';
import { applyFeedEvent, type UserPermissionFeedEvent } from '../feeds';
import { feedEventsReceived } from './realtime-slice';

/** Loading state of the current user and of its permissions. */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** State of the `currentUser` slice. */
export interface CurrentUserState {
  user: User | null;
  status: LoadStatus;
  error: string | null;
  permissions: UserPermission[];
  permissionsStatus: LoadStatus;
  permissionsError: string | null;
}

const initialState: CurrentUserState = {
  user: null,
  status: 'idle',
  error: null,
  permissions: [],
  permissionsStatus: 'idle',
  permissionsError: null,
};

/** Whether a pushed record means the user must be signed out. */
export const isForcedOut = (user: Pick<User, 'IsBlocked' | 'IsArchived'>): boolean => user.IsBlocked || user.IsArchived;

const slice = createSlice({
  name: 'currentUser',
  initialState,
  reducers: {
    currentUserLoading(state) {
      state.status = 'loading';
      state.error = null;
    },
    currentUserLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.status = 'loaded';
      state.error = null;
    },
    currentUserFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** Replaces the record (a pushed update). */
    currentUserReplaced(state, action: PayloadAction<User>) {
      if (state.user && state.user.Id === action.payload.Id) state.user = action.payload;
    },
    permissionsLoading(state) {
      state.permissionsStatus = 'loading';
      state.permissionsError = null;
    },
    permissionsLoaded(state, action: PayloadAction<UserPermission[]>) {
      state.permissions = action.payload;
      state.permissionsStatus = 'loaded';
      state.permissionsError = null;
    },
    permissionsFailed(state, action: PayloadAction<string>) {
      state.permissionsStatus = 'failed';
      state.permissionsError = action.payload;
    },
    /** Applies pushed permission events of this user, in order (created grants added, deleted ones removed). */
    currentUserPermissionsPushed(state, action: PayloadAction<UserPermissionFeedEvent[]>) {
      let permissions = state.permissions;
      for (const event of action.payload) permissions = applyFeedEvent(permissions, event) as UserPermission[];
      state.permissions = permissions;
    },
    currentUserCleared() {
      return initialState;
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    selectCurrentUserStatus: (state) => state.status,
    selectCurrentUserError: (state) => state.error,
    /** The user's full name (built from the name parts when the record has none), or null. */
    selectCurrentUserFullName: (state) => (state.user ? fullNameOf(state.user) : null),
    selectCurrentUserPermissions: (state) => state.permissions,
    selectPermissionsStatus: (state) => state.permissionsStatus,
  },
});

/**
 * The slice's reducer, with the signed-in user's pushed record (the `currentUser` meta of a
 * `feedEventsReceived` batch) taken directly, without a draft: that path runs for one pushed event in
 * many (only the signed-in user's), so a draft's fixed cost would show in the slowest updates.
 */
function reducer(state: CurrentUserState | undefined, action: UnknownAction): CurrentUserState {
  if (state !== undefined && feedEventsReceived.match(action)) {
    const pushed = action.meta?.currentUser;
    if (pushed === undefined || state.user === null || state.user.Id !== pushed.Id || state.user === pushed) return state;
    return Object.freeze({ ...state, user: freezeRecord(pushed) });
  }
  return slice.reducer(state, action);
}

/**
 * The signed-in user and its permissions (SPEC §4 "Current user"). Loaded by `addRealtimeListeners`
 * after login; pushed updates of this user come with `feedEventsReceived` (its meta `currentUser`) and
 * of its permissions as `currentUserPermissionsPushed`.
 * Mount it at `currentUser` (`combineSlices(currentUserSlice, …)`, `rootReducer.inject(currentUserSlice)`
 * or `currentUserSlice.injectInto(rootReducer)`).
 */
export const currentUserSlice: typeof slice = {
  ...slice,
  reducer,
  injectInto(injectable, config) {
    // The slice's own `injectInto` mounts its inner reducer: the reducer above is mounted instead.
    const injected = slice.injectInto({ inject: (mounted, options) => injectable.inject({ ...mounted, reducer }, options) }, config);
    return { ...injected, reducer };
  },
};

export const {
  currentUserLoading,
  currentUserLoaded,
  currentUserFailed,
  currentUserReplaced,
  currentUserPermissionsPushed,
  permissionsLoading,
  permissionsLoaded,
  permissionsFailed,
  currentUserCleared,
} = slice.actions;
export const {
  selectCurrentUser,
  selectCurrentUserStatus,
  selectCurrentUserError,
  selectCurrentUserFullName,
  selectCurrentUserPermissions,
  selectPermissionsStatus,
} = slice.selectors;

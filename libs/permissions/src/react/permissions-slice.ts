import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hasPermission, samePermission, type PermissionCheck } from '../has-permission';
import type { UserPermission } from '../catalogue';

/** Loading state of the current user's permissions. */
export type PermissionsStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** The current user's permissions. */
export interface PermissionsState {
  userId: number | null;
  items: UserPermission[];
  status: PermissionsStatus;
  error: string | null;
}

const initialState: PermissionsState = { userId: null, items: [], status: 'idle', error: null };

/** Loads one user's permissions (e.g. `identity.permissions.getUserPermissions`). */
export type PermissionsLoader = (userId: number) => Promise<UserPermission[]>;

/** What the thunk extra argument carries for {@link loadPermissions}. */
export interface PermissionsExtra {
  loadPermissions?: PermissionsLoader;
  identity?: { permissions: { getUserPermissions: PermissionsLoader } };
}

/**
 * Loads the current user's permissions with the loader of the thunk extra argument
 * (`loadPermissions`, or `identity.permissions.getUserPermissions` from `@brokerfront/identity-api`).
 */
export const loadPermissions = createAsyncThunk<UserPermission[], number, { extra: PermissionsExtra }>(
  'permissions/load',
  async (userId, { extra }) => {
    const identity = extra?.identity;
    const load: PermissionsLoader | undefined =
      extra?.loadPermissions ?? (identity ? (id) => identity.permissions.getUserPermissions(id) : undefined);
    if (!load) throw new Error('loadPermissions needs `loadPermissions` or `identity` in the thunk extra argument');
    return load(userId);
  },
);

/**
 * Slice holding the current user's permissions, kept current by pushed created/deleted events
 * (events of other users are ignored).
 */
export const permissionsSlice = createSlice({
  name: 'permissions',
  initialState,
  reducers: {
    permissionsLoaded(state, action: PayloadAction<{ userId: number; permissions: UserPermission[] }>) {
      state.userId = action.payload.userId;
      state.items = action.payload.permissions;
      state.status = 'loaded';
      state.error = null;
    },
    permissionCreated(state, action: PayloadAction<UserPermission>) {
      const p = action.payload;
      if (state.userId === null || p.UserId !== state.userId) return;
      const index = state.items.findIndex((x) => samePermission(x, p));
      if (index >= 0) state.items[index] = p;
      else state.items.push(p);
    },
    permissionDeleted(state, action: PayloadAction<UserPermission>) {
      const p = action.payload;
      if (p.UserId !== state.userId) return;
      state.items = state.items.filter((x) => !samePermission(x, p));
    },
    permissionsCleared() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadPermissions.pending, (state, action) => {
        if (state.userId !== action.meta.arg) state.items = [];
        state.userId = action.meta.arg;
        state.status = 'loading';
        state.error = null;
      })
      .addCase(loadPermissions.fulfilled, (state, action) => {
        if (state.userId !== action.meta.arg) return;
        state.items = action.payload;
        state.status = 'loaded';
      })
      .addCase(loadPermissions.rejected, (state, action) => {
        if (state.userId !== action.meta.arg) return;
        state.status = 'failed';
        state.error = action.error.message ?? 'Failed to load permissions';
      });
  },
  selectors: {
    selectPermissions: (state) => state.items,
    selectPermissionsStatus: (state) => state.status,
    selectPermissionsUserId: (state) => state.userId,
    selectHasPermission: (state, check: PermissionCheck) => hasPermission(state.items, check),
  },
});

export const { permissionsLoaded, permissionCreated, permissionDeleted, permissionsCleared } = permissionsSlice.actions;
export const { selectPermissions, selectPermissionsStatus, selectPermissionsUserId, selectHasPermission } =
  permissionsSlice.selectors;

/** The root state shape the selectors need. */
export type PermissionsRootState = { [permissionsSlice.reducerPath]: PermissionsState };

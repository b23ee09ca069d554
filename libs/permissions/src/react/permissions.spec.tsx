import '@testing-library/jest-dom';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { UserPermission } from '../catalogue';
import { Can, RequirePermission } from './can';
import { assertPermission, PermissionDeniedError, requirePermission } from './guard';
import {
  loadPermissions,
  permissionCreated,
  permissionDeleted,
  permissionsCleared,
  permissionsLoaded,
  permissionsSlice,
  selectPermissions,
  selectPermissionsStatus,
  type PermissionsLoader,
} from './permissions-slice';
import { usePermission } from './use-permission';

const grant = (permissionId: number, extra: Partial<UserPermission> = {}): UserPermission => ({
  UserId: 1,
  PermissionId: permissionId,
  ResourceType: { Id: 1, Domain: 'identity' },
  ResourceId: 0,
  ...extra,
});

function makeStore(loadPermissions?: PermissionsLoader) {
  return configureStore({
    reducer: combineSlices(permissionsSlice),
    middleware: (gDM) => gDM({ thunk: { extraArgument: { loadPermissions } } }),
  });
}
type Store = ReturnType<typeof makeStore>;

const withStore = (store: Store, ui: ReactNode) =>
  render(
    <StrictMode>
      <Provider store={store}>{ui}</Provider>
    </StrictMode>,
  );

describe('permissions slice', () => {
  it('loads a user\'s permissions through the injected loader, once', async () => {
    const load = jest.fn(async () => [grant(1)]);
    const store = makeStore(load);
    const pending = store.dispatch(loadPermissions(1));
    expect(selectPermissionsStatus(store.getState())).toBe('loading');
    await pending;
    expect(load).toHaveBeenCalledWith(1);
    expect(selectPermissions(store.getState())).toEqual([grant(1)]);
    expect(selectPermissionsStatus(store.getState())).toBe('loaded');
  });

  it('records a failed load', async () => {
    const store = makeStore(async () => {
      throw new Error('Code: forbidden, Data = null');
    });
    await store.dispatch(loadPermissions(1));
    expect(selectPermissionsStatus(store.getState())).toBe('failed');
    expect(store.getState().permissions.error).toBe('Code: forbidden, Data = null');
  });

  it('applies created and deleted events of the current user only', () => {
    const store = makeStore();
    store.dispatch(permissionsLoaded({ userId: 1, permissions: [grant(1)] }));
    store.dispatch(permissionCreated(grant(2)));
    store.dispatch(permissionCreated(grant(2)));
    store.dispatch(permissionCreated(grant(3, { UserId: 2 })));
    store.dispatch(permissionDeleted(grant(1)));
    expect(selectPermissions(store.getState()).map((p) => p.PermissionId)).toEqual([2]);
    store.dispatch(permissionsCleared());
    expect(store.getState().permissions).toEqual({ userId: null, items: [], status: 'idle', error: null });
  });

  it('guards by permission', () => {
    const store = makeStore();
    store.dispatch(permissionsLoaded({ userId: 1, permissions: [grant(12), grant(5, { ResourceId: 9 })] }));
    expect(requirePermission('permissions.modify')(store.getState())).toBe(true);
    expect(requirePermission('users.block', 9)(store.getState())).toBe(true);
    expect(requirePermission('users.block', 8)(store.getState())).toBe(false);
    expect(() => assertPermission(store.getState(), 'users.delete')).toThrow(PermissionDeniedError);
    expect(() => assertPermission(store.getState(), 'users.delete')).toThrow('Permission denied: users.delete');
  });
});

describe('React bindings (StrictMode)', () => {
  function Probe({ resourceId }: { resourceId?: number }) {
    return <p>{usePermission('users.block', resourceId) ? 'may block' : 'may not block'}</p>;
  }

  it('usePermission follows the slice', () => {
    const store = makeStore();
    withStore(store, <Probe resourceId={4} />);
    expect(screen.getByText('may not block')).toBeInTheDocument();
    act(() => {
      store.dispatch(permissionsLoaded({ userId: 1, permissions: [grant(5, { ResourceId: 4 })] }));
    });
    expect(screen.getByText('may block')).toBeInTheDocument();
    act(() => {
      store.dispatch(permissionCreated(grant(5, { ResourceId: 4, IsSuspended: true })));
    });
    expect(screen.getByText('may not block')).toBeInTheDocument();
  });

  it('<Can> shows its children only with the permission', () => {
    const store = makeStore();
    store.dispatch(permissionsLoaded({ userId: 1, permissions: [grant(4)] }));
    withStore(
      store,
      <>
        <Can permission="users.delete">
          <button>Delete</button>
        </Can>
        <Can permission="users.import" fallback={<span>Import not allowed</span>}>
          <button>Import</button>
        </Can>
        <Can permission={{ permissionId: 4, domain: 'identity', resourceTypeId: 1 }} resourceId={77}>
          <button>Delete 77</button>
        </Can>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete 77' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.getByText('Import not allowed')).toBeInTheDocument();
  });

  it('<RequirePermission> shows pending, then the content or the fallback', async () => {
    let resolve: (p: UserPermission[]) => void = () => undefined;
    const store = makeStore(() => new Promise((r) => (resolve = r)));
    withStore(
      store,
      <RequirePermission permission="permissions.modify" pending={<p>Loading…</p>} fallback={<p>Not allowed</p>}>
        <h1>Permissions editor</h1>
      </RequirePermission>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => {
      const done = store.dispatch(loadPermissions(1));
      resolve([grant(11)]);
      await done;
    });
    expect(screen.getByText('Not allowed')).toBeInTheDocument();
    act(() => {
      store.dispatch(permissionCreated(grant(12)));
    });
    expect(screen.getByRole('heading', { name: 'Permissions editor' })).toBeInTheDocument();
  });
});

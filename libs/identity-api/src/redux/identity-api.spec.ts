/**
 * @jest-environment node
 */
import { configureStore } from '@reduxjs/toolkit';
import { type IdentityServices, type User, type UserPermission } from '../index';
import { createIdentityServices } from '../services';
import { applyPermissionEventsToCache, applyUserEvents } from './live-cache';
import { identityApi } from './identity-api';
import { makeTestUser } from '../testing';

const user = makeTestUser;
const grant = (userId: number, permissionId: number): UserPermission => ({
  UserId: userId,
  PermissionId: permissionId,
  ResourceType: { Id: 1, Domain: 'identity' },
  ResourceId: 0,
});

/** A fake service over an in-memory list, counting calls by URL path. */
function fakeBackend() {
  const users = new Map<number, User>([1, 2, 3].map((i) => [i, user(i)]));
  const grants: UserPermission[] = [grant(1, 1)];
  const calls: string[] = [];
  const envelope = (data: unknown, status = 200) =>
    new Response(JSON.stringify({ Status: status, Data: data, Errors: status === 200 ? [] : [{ Code: 'user_not_found' }] }), { status });
  const fetch = (async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    calls.push(`${init.method} ${path}`);
    if (path === '/identity/api/v1/users/Search/') return envelope({ Items: [...users.values()], TotalItems: users.size });
    if (path === '/identity/api/v1/users/GetCurrentUser/') return envelope(users.get(1));
    if (path === '/identity/api/v1/users/GetFullNameOfUsers/') {
      const ids = JSON.parse(String(init.body)) as number[];
      return envelope(ids.filter((i) => users.has(i)).map((i) => ({ UserId: i, FullName: users.get(i)?.FullName })));
    }
    if (path === '/identity/api/v1/users/Update/') {
      const body = JSON.parse(String(init.body));
      const next = { ...users.get(body.Id), ...body } as User;
      users.set(body.Id, next);
      return envelope(next);
    }
    if (path === '/identity/api/v1/users/1/SetAvatar/') return envelope({ ...users.get(1), AvatarFileName: 'a.png' });
    if (path === '/permissions/UserPermissions/User/1') return envelope(grants);
    if (path === '/permissions/UserPermissions/Modify') return envelope([...grants, grant(1, 2)]);
    const m = /^\/identity\/api\/v1\/users\/(\d+)\/$/.exec(path);
    if (m) return users.has(Number(m[1])) ? envelope(users.get(Number(m[1]))) : envelope(null, 404);
    throw new Error(`unexpected ${path}`);
  }) as unknown as typeof globalThis.fetch;
  return { users, calls, fetch };
}

const stores: Array<{ dispatch: (a: unknown) => unknown }> = [];
afterEach(() => stores.splice(0).forEach((s) => s.dispatch(identityApi.util.resetApiState())));

function makeStore(identity: IdentityServices) {
  return track(
    configureStore({
      reducer: { [identityApi.reducerPath]: identityApi.reducer },
      middleware: (gDM) =>
        gDM({ thunk: { extraArgument: { identity } }, serializableCheck: { warnAfter: 1000 }, immutableCheck: { warnAfter: 1000 } }).concat(
          identityApi.middleware,
        ),
    }),
  );
}

function track<S extends { dispatch: (a: never) => unknown }>(store: S): S {
  stores.push(store as unknown as { dispatch: (a: unknown) => unknown });
  return store;
}

function setup() {
  const backend = fakeBackend();
  const identity = createIdentityServices({
    service: { protocol: 'http', host: 'be.test', root: 'identity' },
    fetch: backend.fetch,
    scheduleFullNames: (flush) => queueMicrotask(flush),
  });
  return { backend, identity, store: makeStore(identity) };
}

const query = { PageNumber: 1, PageSize: 10, Filters: [{ Op: 'neq' as const, Field: 'IsBlocked', Value: true }], Sort: [] };

describe('identityApi', () => {
  it('fetches through the identity services and caches', async () => {
    const { store, backend } = setup();
    await store.dispatch(identityApi.endpoints.getUser.initiate(2));
    await store.dispatch(identityApi.endpoints.getUser.initiate(2));
    expect(identityApi.endpoints.getUser.select(2)(store.getState()).data?.Email).toBe('u2@example.com');
    expect(backend.calls.filter((c) => c.endsWith('/users/2/'))).toHaveLength(1);
  });

  it('gives serialisable errors with catalogue messages', async () => {
    const { store } = setup();
    const result = await store.dispatch(identityApi.endpoints.getUser.initiate(99));
    expect(result.error).toEqual({ status: 404, message: 'User not found.', errors: [{ Code: 'user_not_found' }] });
  });

  it('explains a missing extra argument', async () => {
    const store = track(
      configureStore({
        reducer: { [identityApi.reducerPath]: identityApi.reducer },
        middleware: (gDM) => gDM().concat(identityApi.middleware),
      }),
    );
    const result = await store.dispatch(identityApi.endpoints.getUser.initiate(1));
    expect(result.error?.message).toMatch(/thunk extra argument/);
  });

  it('refetches searches after a mutation invalidates the list', async () => {
    const { store, backend } = setup();
    const sub = store.dispatch(identityApi.endpoints.searchUsers.initiate(query));
    await sub;
    await store.dispatch(identityApi.endpoints.updateUser.initiate({ Id: 2, City: 'Oslo' }));
    await store.dispatch(identityApi.endpoints.searchUsers.initiate(query));
    expect(backend.calls.filter((c) => c.endsWith('/Search/')).length).toBe(2);
    sub.unsubscribe();
  });

  it('batches full names asked together into one call', async () => {
    const { store, backend } = setup();
    const names = await Promise.all([1, 2, 3, 42].map((id) => store.dispatch(identityApi.endpoints.getFullName.initiate(id))));
    expect(names.map((n) => n.data)).toEqual(['F1 L1', 'F2 L2', 'F3 L3', 'Unknown']);
    expect(backend.calls.filter((c) => c.endsWith('/GetFullNameOfUsers/'))).toHaveLength(1);
  });

  it('keeps full names in its cache only: a reset (sign-out) or an invalidation asks the service again', async () => {
    const { store, backend, identity } = setup();
    const nameCalls = () => backend.calls.filter((c) => c.endsWith('/GetFullNameOfUsers/')).length;
    const sub = store.dispatch(identityApi.endpoints.getFullName.initiate(2));
    expect((await sub).data).toBe('F2 L2');
    sub.unsubscribe();
    expect(identity.fullNames.peek(2)).toBeUndefined();

    backend.users.set(2, { ...(backend.users.get(2) as User), FullName: 'Renamed Two' });
    store.dispatch(identityApi.util.invalidateTags([{ type: 'FullName', id: 2 }]));
    expect((await store.dispatch(identityApi.endpoints.getFullName.initiate(2))).data).toBe('Renamed Two');
    expect(nameCalls()).toBe(2);

    store.dispatch(identityApi.util.resetApiState());
    backend.users.set(2, { ...(backend.users.get(2) as User), FullName: 'After Sign-out' });
    expect((await store.dispatch(identityApi.endpoints.getFullName.initiate(2))).data).toBe('After Sign-out');
    expect(nameCalls()).toBe(3);
  });

  it('stores the permissions a Modify answers', async () => {
    const { store } = setup();
    const sub = store.dispatch(identityApi.endpoints.getUserPermissions.initiate(1));
    await sub;
    await store.dispatch(identityApi.endpoints.modifyPermissions.initiate({ UserId: 1, Grant: [grant(1, 2)], Revoke: [] }));
    await new Promise((r) => setTimeout(r, 0));
    expect(
      identityApi.endpoints.getUserPermissions
        .select(1)(store.getState())
        .data?.map((p) => p.PermissionId),
    ).toEqual([1, 2]);
    sub.unsubscribe();
  });
});

describe('avatar upload', () => {
  it('keeps the file out of the serialisability checks', async () => {
    const { store, backend } = setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend.users.set(1, user(1));
    const result = await store.dispatch(identityApi.endpoints.setAvatar.initiate({ id: 1, file: new Blob(['x']), fileName: 'a.png' }));
    expect(result.data?.AvatarFileName).toBe('a.png');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('patching the cache from pushed events', () => {
  it('replaces an updated user in details, searches, the current user and full names', async () => {
    const { store, identity } = setup();
    const subs = [
      store.dispatch(identityApi.endpoints.searchUsers.initiate(query)),
      store.dispatch(identityApi.endpoints.getCurrentUser.initiate()),
      store.dispatch(identityApi.endpoints.getFullName.initiate(1)),
      store.dispatch(identityApi.endpoints.getUser.initiate(1)),
    ];
    await Promise.all(subs);
    store.dispatch(applyUserEvents([{ kind: 'Updated', user: user(1, { FirstName: 'Ann', FullName: 'Ann L1' }) }]));
    // A user no screen shows gets no entry.
    store.dispatch(applyUserEvents([{ kind: 'Updated', user: user(2, { FirstName: 'Bo' }) }]));
    expect(identityApi.endpoints.getUser.select(2)(store.getState()).status).toBe('uninitialized');
    const state = store.getState();
    expect(identityApi.endpoints.searchUsers.select(query)(state).data?.Items[0].FirstName).toBe('Ann');
    expect(identityApi.endpoints.getCurrentUser.select()(state).data?.FullName).toBe('Ann L1');
    expect(identityApi.endpoints.getUser.select(1)(state).data?.FirstName).toBe('Ann');
    expect(identityApi.endpoints.getFullName.select(1)(state).data).toBe('Ann L1');
    // RTK Query's cache is the one store of names: the services' lookup is left alone.
    expect(identity.fullNames.peek(1)).toBeUndefined();
    subs.forEach((s) => s.unsubscribe());
  });

  it('removes users that are deleted or no longer pass the filters', async () => {
    const { store } = setup();
    const sub = store.dispatch(identityApi.endpoints.searchUsers.initiate(query));
    await sub;
    store.dispatch(applyUserEvents([{ kind: 'Updated', user: user(2, { IsBlocked: true }) }]));
    store.dispatch(applyUserEvents([{ kind: 'Deleted', user: user(3) }]));
    const page = identityApi.endpoints.searchUsers.select(query)(store.getState()).data;
    expect(page?.Items.map((u) => u.Id)).toEqual([1]);
    expect(page?.TotalItems).toBe(1);
    sub.unsubscribe();
  });

  it('refetches lists when a user is created', async () => {
    const { store, backend } = setup();
    const sub = store.dispatch(identityApi.endpoints.searchUsers.initiate(query));
    await sub;
    backend.users.set(4, user(4));
    store.dispatch(applyUserEvents([{ kind: 'Created', user: user(4) }]));
    await new Promise((r) => setTimeout(r, 0));
    await store.dispatch(identityApi.endpoints.searchUsers.initiate(query));
    expect(
      identityApi.endpoints.searchUsers
        .select(query)(store.getState())
        .data?.Items.map((u) => u.Id),
    ).toEqual([1, 2, 3, 4]);
    sub.unsubscribe();
  });

  it('adds and removes pushed permissions of a cached user', async () => {
    const { store } = setup();
    const sub = store.dispatch(identityApi.endpoints.getUserPermissions.initiate(1));
    await sub;
    store.dispatch(applyPermissionEventsToCache([{ kind: 'Created', permission: grant(1, 5) }]));
    store.dispatch(applyPermissionEventsToCache([{ kind: 'Created', permission: grant(1, 5) }]));
    store.dispatch(applyPermissionEventsToCache([{ kind: 'Deleted', permission: grant(1, 1) }]));
    expect(
      identityApi.endpoints.getUserPermissions
        .select(1)(store.getState())
        .data?.map((p) => p.PermissionId),
    ).toEqual([5]);
    sub.unsubscribe();
  });
});

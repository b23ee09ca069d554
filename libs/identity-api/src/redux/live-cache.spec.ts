/**
 * @jest-environment node
 */
import { configureStore, isAction, type Middleware, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import fc from 'fast-check';
import type { UserPermission } from '@brokerfront/permissions';
import { compileFilters, type Filter, type GenericQuery, type PageResult, type User, type UserEvent, type UserEventKind } from '../index';
import { applyPermissionEventsToCache, applyUserEvents } from './live-cache';
import { selectCurrentUser, selectMyPermissions } from './selectors';
import { identityApi } from './identity-api';
import { makeTestUser } from '../testing';

const user = makeTestUser;

/**
 * A store whose cache is filled directly (no requests). List invalidations are recorded and stopped,
 * as a refetch in flight would leave the cached pages in place while further events patch them.
 */
function makeStore() {
  const actions: UnknownAction[] = [];
  let invalidations = 0;
  const recorder: Middleware = () => (next) => (action) => {
    if (identityApi.util.invalidateTags.match(action)) {
      invalidations++;
      return action;
    }
    if (isAction(action)) actions.push(action);
    return next(action);
  };
  // The services' cached name lookup: RTK Query's cache is the only store of names the events write.
  const names: Array<[number, string]> = [];
  const identity = { fullNames: { set: (id: number, name: string) => names.push([id, name]) } };
  const store = configureStore({
    reducer: { [identityApi.reducerPath]: identityApi.reducer },
    middleware: (gDM) =>
      gDM({ thunk: { extraArgument: { identity } }, serializableCheck: false, immutableCheck: false })
        .prepend(recorder)
        .concat(identityApi.middleware),
  });
  stores.push(store);
  return { store, actions, names, invalidations: () => invalidations };
}

const stores: Array<{ dispatch: (action: UnknownAction) => unknown }> = [];
// Resetting the api clears the removal timers of the entries filled by the tests.
afterEach(() => stores.splice(0).forEach((s) => s.dispatch(identityApi.util.resetApiState())));

type Store = ReturnType<typeof makeStore>['store'];

function seed(
  store: Store,
  searches: Array<[GenericQuery, PageResult<User>]>,
  current?: User,
  fullNames: number[] = [],
  details: number[] = [],
): void {
  store.dispatch(
    identityApi.util.upsertQueryEntries([
      ...searches.map(([arg, value]) => ({ endpointName: 'searchUsers' as const, arg, value })),
      ...(current ? [{ endpointName: 'getCurrentUser' as const, arg: undefined, value: current }] : []),
      ...fullNames.map((id) => ({ endpointName: 'getFullName' as const, arg: id, value: `name ${id}` })),
      ...details.map((id) => ({ endpointName: 'getUser' as const, arg: id, value: user(id, { FullName: `name ${id}` }) })),
    ]),
  );
}

/** Everything the events may change, read through the public selectors. */
function snapshot(store: Store, searches: GenericQuery[], ids: number[]) {
  const state = store.getState();
  return {
    searches: searches.map((q) => identityApi.endpoints.searchUsers.select(q)(state).data),
    users: ids.map((id) => identityApi.endpoints.getUser.select(id)(state).data),
    names: ids.map((id) => identityApi.endpoints.getFullName.select(id)(state).data),
    current: identityApi.endpoints.getCurrentUser.select()(state).data,
  };
}

/** The plain per-event definition (one cache update per entry and event), as the oracle of the tests. */
function referenceApply(kind: UserEventKind, u: User): ThunkAction<void, ReturnType<Store['getState']>, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const state = getState();
    const util = identityApi.util;
    let refetchLists = false;
    for (const query of util.selectCachedArgsForQuery(state, 'searchUsers')) {
      const data = identityApi.endpoints.searchUsers.select(query)(state).data;
      if (!data) continue;
      const index = data.Items.findIndex((x) => x.Id === u.Id);
      let matches = false;
      try {
        matches = kind !== 'Deleted' && compileFilters<User>(query.Filters)(u);
      } catch {
        matches = false;
      }
      if (index < 0) {
        // Off the page: it may join only a filtered page or one sorted by a column an update may change.
        const mayJoin = query.Filters.length > 0 || (query.Sort ?? []).some((c) => c.Column !== 'Id' && c.Column !== 'CreatedAt');
        if (matches && mayJoin) refetchLists = true;
        continue;
      }
      const old = data.Items[index] as unknown as Record<string, unknown>;
      if (matches && (query.Sort ?? []).some((c) => old[c.Column] !== (u as unknown as Record<string, unknown>)[c.Column]))
        refetchLists = true;
      dispatch(
        util.updateQueryData('searchUsers', query, (draft) => {
          if (matches) draft.Items[index] = u;
          else {
            draft.Items.splice(index, 1);
            draft.TotalItems = Math.max(0, draft.TotalItems - 1);
          }
        }),
      );
    }
    if (kind === 'Created' || refetchLists) dispatch(util.invalidateTags([{ type: 'User', id: 'LIST' }]));
    if (kind === 'Deleted') return;
    dispatch(util.updateQueryData('getUser', u.Id, () => u));
    if (identityApi.endpoints.getCurrentUser.select()(state).data?.Id === u.Id)
      dispatch(util.updateQueryData('getCurrentUser', undefined, () => u));
    if (u.FullName) dispatch(util.updateQueryData('getFullName', u.Id, () => u.FullName));
  };
}

const notBlocked: Filter = { Op: 'eq', Field: 'IsBlocked', Value: false };
const page = (q: Partial<GenericQuery>): GenericQuery => ({ PageNumber: 1, PageSize: 10, Filters: [], Sort: [], ...q });

describe('applyUserEvents', () => {
  it('patches a search holding several of the users once, with every event in order', () => {
    const { store, actions } = makeStore();
    const q = page({ Filters: [notBlocked] });
    seed(store, [[q, { Items: [user(1), user(2), user(3)], TotalItems: 3 }]]);
    actions.length = 0;
    store.dispatch(
      applyUserEvents([
        { kind: 'Updated', user: user(1, { FirstName: 'Ann' }) },
        { kind: 'Deleted', user: user(2) },
        { kind: 'Updated', user: user(3, { IsBlocked: true }) },
      ]),
    );
    const data = identityApi.endpoints.searchUsers.select(q)(store.getState()).data;
    expect(data?.Items.map((u) => [u.Id, u.FirstName])).toEqual([[1, 'Ann']]);
    expect(data?.TotalItems).toBe(1);
    expect(actions.filter((a) => identityApi.internalActions.queryResultPatched.match(a))).toHaveLength(1);
  });

  it('leaves searches that hold none of the users untouched', () => {
    const { store, actions, invalidations } = makeStore();
    const q = page({ Filters: [notBlocked] });
    seed(store, [[q, { Items: [user(1)], TotalItems: 1 }]]);
    const before = identityApi.endpoints.searchUsers.select(q)(store.getState()).data;
    actions.length = 0;
    store.dispatch(
      applyUserEvents([
        { kind: 'Updated', user: user(9, { IsBlocked: true }) },
        { kind: 'Deleted', user: user(8) },
      ]),
    );
    expect(identityApi.endpoints.searchUsers.select(q)(store.getState()).data).toBe(before);
    expect(actions.filter((a) => identityApi.internalActions.queryResultPatched.match(a))).toHaveLength(0);
    expect(invalidations()).toBe(0);
  });

  it('does not refetch for updates of users off a page of every user in a fixed order', () => {
    const { store, invalidations } = makeStore();
    seed(store, [
      [page({ Sort: [{ Column: 'CreatedAt', Asc: false }] }), { Items: [user(1)], TotalItems: 40 }],
      [page({ PageNumber: 2 }), { Items: [user(2)], TotalItems: 40 }],
    ]);
    store.dispatch(applyUserEvents([{ kind: 'Updated', user: user(7, { LastName: 'Moved' }) }]));
    expect(invalidations()).toBe(0);
    // Sorted by a column the update changes: the user may now belong on the page.
    seed(store, [[page({ Sort: [{ Column: 'LastName', Asc: true }] }), { Items: [user(1)], TotalItems: 40 }]]);
    store.dispatch(applyUserEvents([{ kind: 'Updated', user: user(7, { LastName: 'Aaron' }) }]));
    expect(invalidations()).toBe(1);
  });

  it('refetches when an earlier record of a user would have joined a filtered page, even if its last one would not', () => {
    const { store, invalidations } = makeStore();
    seed(store, [[page({ Filters: [notBlocked] }), { Items: [user(1)], TotalItems: 1 }]]);
    store.dispatch(
      applyUserEvents([
        { kind: 'Updated', user: user(6) },
        { kind: 'Updated', user: user(6, { IsBlocked: true }) },
      ]),
    );
    expect(invalidations()).toBe(1);
  });

  it('refetches the lists once when users are created or would join a page', () => {
    const { store, invalidations } = makeStore();
    seed(store, [[page({ Filters: [notBlocked] }), { Items: [user(1)], TotalItems: 1 }]]);
    store.dispatch(
      applyUserEvents([
        { kind: 'Created', user: user(5) },
        { kind: 'Updated', user: user(6) },
      ]),
    );
    expect(invalidations()).toBe(1);
  });

  it('gives cached details, the signed-in user and cached full names the last record and name', () => {
    const { store, actions, names } = makeStore();
    seed(store, [], user(1), [1, 2], [1, 2]);
    actions.length = 0;
    store.dispatch(
      applyUserEvents([
        { kind: 'Updated', user: user(1, { FullName: 'One' }) },
        { kind: 'Updated', user: user(2, { FullName: 'Two' }) },
        { kind: 'Updated', user: user(1, { FullName: '' }) },
        { kind: 'Deleted', user: user(2) },
      ]),
    );
    // One write per entry: details 1 and 2, the signed-in user, full names 1 and 2.
    expect(actions.filter((a) => identityApi.internalActions.queryResultPatched.match(a))).toHaveLength(5);
    expect(actions.filter((a) => identityApi.util.upsertQueryEntries.match(a))).toHaveLength(0);
    const state = store.getState();
    expect(identityApi.endpoints.getUser.select(1)(state).data?.FullName).toBe('');
    expect(identityApi.endpoints.getUser.select(2)(state).data?.FullName).toBe('Two');
    expect(identityApi.endpoints.getCurrentUser.select()(state).data?.FullName).toBe('');
    expect(identityApi.endpoints.getFullName.select(1)(state).data).toBe('One');
    expect(identityApi.endpoints.getFullName.select(2)(state).data).toBe('Two');
    // The names live in RTK Query's cache alone: the services' own lookup is not written.
    expect(names).toEqual([]);
  });

  it('adds nothing for users no screen shows', () => {
    const { store, actions, names } = makeStore();
    seed(store, [], user(1), [], [2]);
    const before = store.getState()[identityApi.reducerPath];
    actions.length = 0;
    store.dispatch(
      applyUserEvents([
        { kind: 'Updated', user: user(7, { FullName: 'Seven' }) },
        { kind: 'Deleted', user: user(2) },
      ]),
    );
    expect(store.getState()[identityApi.reducerPath]).toBe(before);
    expect(identityApi.endpoints.getUser.select(7)(store.getState()).status).toBe('uninitialized');
    // A deletion leaves cached details as they were.
    expect(identityApi.endpoints.getUser.select(2)(store.getState()).data?.Id).toBe(2);
    expect(actions).toEqual([]);
    // No name is kept anywhere for a user no screen shows: a screen that asks later asks the service.
    expect(names).toEqual([]);
  });

  it('keeps rows it does not change and freezes what it writes', () => {
    const { store } = makeStore();
    const q = page({});
    seed(store, [[q, { Items: [user(1), user(2), user(3)], TotalItems: 3 }]]);
    const before = identityApi.endpoints.searchUsers.select(q)(store.getState()).data;
    store.dispatch(applyUserEvents([{ kind: 'Updated', user: user(2, { FirstName: 'Bo' }) }]));
    const after = identityApi.endpoints.searchUsers.select(q)(store.getState()).data;
    expect(after).not.toBe(before);
    expect(after?.Items[0]).toBe(before?.Items[0]);
    expect(after?.Items[2]).toBe(before?.Items[2]);
    expect(after?.Items[1]?.FirstName).toBe('Bo');
    expect(before?.Items[1]?.FirstName).not.toBe('Bo');
    expect(Object.isFrozen(after) && Object.isFrozen(after?.Items) && Object.isFrozen(after?.Items[1])).toBe(true);
  });

  it('writes only the changed rows of a page that keeps its rows, and the whole page when rows left it', () => {
    const { store, actions } = makeStore();
    const q = page({});
    seed(store, [[q, { Items: [user(1), user(2), user(3)], TotalItems: 3 }]]);
    const patches = () =>
      actions.flatMap((a) => (identityApi.internalActions.queryResultPatched.match(a) ? a.payload.patches.map((p) => p.path) : []));
    actions.length = 0;
    store.dispatch(
      applyUserEvents([
        { kind: 'Updated', user: user(3, { FirstName: 'Cy' }) },
        { kind: 'Updated', user: user(1, { FirstName: 'Al' }) },
      ]),
    );
    // The cost of a patch follows the rows changed, not the page's length.
    expect(patches()).toEqual([
      ['Items', 0],
      ['Items', 2],
    ]);
    actions.length = 0;
    store.dispatch(applyUserEvents([{ kind: 'Deleted', user: user(2) }]));
    expect(patches()).toEqual([[]]);
    const data = identityApi.endpoints.searchUsers.select(q)(store.getState()).data;
    expect(data?.Items.map((u) => [u.Id, u.FirstName])).toEqual([
      [1, 'Al'],
      [3, 'Cy'],
    ]);
    expect(data?.TotalItems).toBe(2);
  });

  it('does nothing for no events', () => {
    const { store, actions } = makeStore();
    actions.length = 0;
    store.dispatch(applyUserEvents([]));
    expect(actions).toEqual([]);
  });

  // Property: a batch leaves the cache as the same events applied one at a time, and as the plain per-event definition.
  const ids = [1, 2, 3, 4, 5, 6];
  const record = fc.record({
    id: fc.constantFrom(...ids),
    LastName: fc.constantFrom('Berg', 'Holm', 'Lind'),
    IsBlocked: fc.boolean(),
    FullName: fc.constantFrom('', 'A B', 'C D'),
  });
  const toUser = (r: { id: number; LastName: string; IsBlocked: boolean; FullName: string }) =>
    user(r.id, { LastName: r.LastName, IsBlocked: r.IsBlocked, FullName: r.FullName });
  const filters = fc.constantFrom<Filter[]>(
    [],
    [notBlocked],
    [{ Op: 'in', Field: 'LastName', Value: ['Berg', 'Lind'] }],
    [{ UseAnd: false, Children: [notBlocked, { Op: 'beginsWith', Field: 'LastName', Value: 'h' }] }],
  );
  const search = fc.record({
    filters,
    sorted: fc.boolean(),
    items: fc.uniqueArray(record, { selector: (r) => r.id, maxLength: 5 }),
    extra: fc.nat(3),
  });
  const event = fc.record({ kind: fc.constantFrom<UserEventKind>('Created', 'Updated', 'Deleted'), user: record.map(toUser) });

  it('gives the same cache as the per-event definition, batched or one event at a time', () => {
    fc.assert(
      fc.property(
        fc.array(search, { maxLength: 4 }),
        fc.option(record),
        fc.subarray(ids),
        fc.subarray(ids),
        fc.array(event, { minLength: 1, maxLength: 8 }),
        (searches, current, named, detailed, events: UserEvent[]) => {
          const queries = searches.map((s, i) =>
            page({ PageNumber: i + 1, Filters: s.filters, Sort: s.sorted ? [{ Column: 'LastName', Asc: true }] : [] }),
          );
          const pages = searches.map((s) => ({ Items: s.items.map(toUser), TotalItems: s.items.length + s.extra }));
          const run = (apply: (store: Store) => void) => {
            const made = makeStore();
            seed(
              made.store,
              queries.map((q, i) => [q, pages[i] as PageResult<User>]),
              current ? toUser(current) : undefined,
              named,
              detailed,
            );
            apply(made.store);
            const result = { ...snapshot(made.store, queries, ids), refetch: made.invalidations() > 0 };
            made.store.dispatch(identityApi.util.resetApiState());
            return result;
          };
          const reference = run((store) => events.forEach((e) => store.dispatch(referenceApply(e.kind, e.user))));
          const oneByOne = run((store) => events.forEach((e) => store.dispatch(applyUserEvents([e]))));
          const batched = run((store) => store.dispatch(applyUserEvents(events)));
          expect(oneByOne).toEqual(reference);
          expect(batched.searches).toEqual(oneByOne.searches);
          expect(batched.users).toEqual(oneByOne.users);
          expect(batched.names).toEqual(oneByOne.names);
          expect(batched.current).toEqual(oneByOne.current);
          expect(batched.refetch).toBe(oneByOne.refetch);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('selectors and permission events', () => {
  const grant = (permissionId: number, extra: Partial<UserPermission> = {}): UserPermission => ({
    UserId: 1,
    PermissionId: permissionId,
    ResourceType: { Id: 1, Domain: 'identity' },
    ResourceId: 0,
    ...extra,
  });

  it('reads the signed-in user and their permissions from the cache, and applies pushed grants and revocations to it', () => {
    const { store } = makeStore();
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(selectMyPermissions(store.getState())).toBeUndefined();
    store.dispatch(
      identityApi.util.upsertQueryEntries([
        { endpointName: 'getCurrentUser', arg: undefined, value: user(1) },
        { endpointName: 'getUserPermissions', arg: 1, value: [grant(1)] },
        { endpointName: 'getUserPermissions', arg: 2, value: [grant(1, { UserId: 2 })] },
      ]),
    );
    expect(selectCurrentUser(store.getState())?.Id).toBe(1);
    expect(selectMyPermissions(store.getState())).toEqual([grant(1)]);
    store.dispatch(
      applyPermissionEventsToCache([
        { kind: 'Created', permission: grant(12) },
        { kind: 'Deleted', permission: grant(1) },
        { kind: 'Created', permission: grant(5, { UserId: 3 }) },
      ]),
    );
    expect(selectMyPermissions(store.getState())).toEqual([grant(12)]);
    expect(identityApi.endpoints.getUserPermissions.select(2)(store.getState()).data).toEqual([grant(1, { UserId: 2 })]);
    expect(identityApi.endpoints.getUserPermissions.select(3)(store.getState()).status).toBe('uninitialized');
  });
});

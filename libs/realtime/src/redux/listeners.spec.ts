import { combineSlices, configureStore, createAction, createListenerMiddleware, createSlice, type Middleware } from '@reduxjs/toolkit';
import { createFullNameLookup, Gender, UserType, type IdentityServices, type User, type UserPermission } from '@brokerfront/identity-api';
import { identityApi, identityApiWithWrites } from '@brokerfront/identity-api/redux';
import { makeTestUser } from '@brokerfront/identity-api/testing';
import { PermissionId } from '@brokerfront/permissions';
import { ConnectionState, HubMethod, NETWORK_ERROR_MESSAGE, SubscriptionState } from '../constants';
import { createHubClient } from '../hub-client';
import { deferred, FakeHubConnectionBuilder, RecordingLogger, refused, subscribed, type FakeHubConnection } from '../testing';
import {
  currentUserSlice,
  selectCurrentUser,
  selectCurrentUserFullName,
  selectCurrentUserPermissions,
  selectCurrentUserStatus,
  selectPermissionsStatus,
} from './current-user-slice';
import { addRealtimeListeners, type ForcedLogoutReason } from './listeners';
import {
  feedEventsReceived,
  realtimeSlice,
  selectConnectionState,
  selectFeedError,
  selectFeeds,
  selectHasNetworkError,
  selectIsLive,
} from './realtime-slice';
import { whenCurrentUser } from './when-current-user';

const loggedIn = createAction('session/loggedIn');
const loggedOut = createAction('session/loggedOut');
/** Another slice of the app, to show the listeners fit a bigger root state. */
const otherSlice = createSlice({
  name: 'other',
  initialState: { n: 0 },
  reducers: {},
});

const user = (Id: number, extra: Partial<User> = {}): User =>
  makeTestUser(Id, {
    FirstName: 'Clara',
    LastName: 'Client',
    Gender: Gender.Female,
    FullName: 'Clara Client',
    ...extra,
  });
const grant = (UserId: number, PermissionIdValue: number): UserPermission => ({
  UserId,
  PermissionId: PermissionIdValue,
  ResourceType: { Id: 1, Domain: 'identity' },
  ResourceId: 0,
});

const flush = async () => {
  for (let i = 0; i < 5; i++) await jest.advanceTimersByTimeAsync(0);
};

let logger: RecordingLogger;

function setup(
  options: {
    me?: User;
    grants?: UserPermission[];
    failUser?: boolean;
    takesWrites?: boolean;
  } = {},
) {
  const me = options.me ?? user(7);
  const grants = options.grants ?? [];
  const order: string[] = [];
  const userLoad = { gate: null as ReturnType<typeof deferred<void>> | null };
  const identity = {
    users: {
      getCurrentUser: jest.fn(async () => {
        order.push('GetCurrentUser');
        if (userLoad.gate) await userLoad.gate.promise;
        if (options.failUser) throw new Error('Unauthorized');
        return me;
      }),
    },
    permissions: {
      getUserPermissions: jest.fn(async (id: number) => {
        order.push(`GetUserPermissions(${id})`);
        return grants;
      }),
    },
    fullNames: createFullNameLookup({ load: async () => [] }),
  } as unknown as IdentityServices;

  const builder = new FakeHubConnectionBuilder();
  const hub = createHubClient({
    url: 'http://127.0.0.1:5100/ws/user',
    accessTokenFactory: () => 'token',
    connectionBuilder: () => builder,
    logger,
  });
  const connection = builder.connection as FakeHubConnection;
  connection.autoStart = true;
  const serverSubs = new Map<string, { method: string; args: unknown[]; connectionId: string | null }>();
  let n = 0;
  connection.respond = (method, args) => {
    order.push(method);
    if (method === HubMethod.Unsubscribe) return { Status: 200, Data: serverSubs.delete(args[0] as string) };
    const id = `sub-${++n}`;
    serverSubs.set(id, { method, args, connectionId: connection.connectionId });
    return subscribed(id);
  };

  const batches: number[] = [];
  /** Cache keys of the entries written by pushed events, one per write. */
  const patched: string[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    if (feedEventsReceived.match(action)) batches.push(action.payload.length);
    if (identityApi.internalActions.queryResultPatched.match(action)) patched.push(action.payload.queryCacheKey);
    return next(action);
  };
  const listener = createListenerMiddleware();
  const rootReducer = combineSlices(realtimeSlice, currentUserSlice, options.takesWrites ? identityApiWithWrites : identityApi, otherSlice);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (gDM) =>
      gDM({ thunk: { extraArgument: { identity } }, serializableCheck: false })
        .prepend(listener.middleware)
        .concat(identityApi.middleware, recorder),
  });
  type RootState = ReturnType<typeof rootReducer>;
  type AppDispatch = typeof store.dispatch;
  const startAppListening = listener.startListening.withTypes<RootState, AppDispatch>();

  const logouts: ForcedLogoutReason[] = [];
  const realtime = addRealtimeListeners(startAppListening, {
    hub,
    isLogin: loggedIn.match,
    isLogout: loggedOut.match,
    logout: (reason) => {
      logouts.push(reason);
      store.dispatch(loggedOut());
    },
  });
  const live = () => [...serverSubs.values()].filter((s) => s.connectionId === connection.connectionId);
  return {
    store,
    hub,
    connection,
    identity,
    order,
    logouts,
    serverSubs,
    live,
    realtime,
    userLoad,
    me,
    batches,
    patched,
  };
}

beforeEach(() => {
  jest.useFakeTimers();
  logger = new RecordingLogger();
});

afterEach(() => {
  jest.useRealTimers();
  expect(logger.errors).toEqual([]);
});

describe('current user lifecycle', () => {
  it('after login: user, then permissions, then the feeds of that user', async () => {
    const { store, order, live } = setup({
      grants: [grant(7, PermissionId.UsersAvatar)],
    });
    store.dispatch(loggedIn());
    await flush();
    expect(order).toEqual(['GetCurrentUser', 'GetUserPermissions(7)', HubMethod.SubscribeToUserEvents, HubMethod.SubscribeToUserPermissionEvents]);
    expect(live().map((s) => s.args)).toEqual([[['Created', 'Deleted', 'Updated'], [7]], [[7]]]);
    const state = store.getState();
    expect(selectCurrentUser(state)?.Id).toBe(7);
    expect(selectCurrentUserStatus(state)).toBe('loaded');
    expect(selectCurrentUserFullName(state)).toBe('Clara Client');
    expect(selectCurrentUserPermissions(state)).toEqual([grant(7, PermissionId.UsersAvatar)]);
    expect(selectPermissionsStatus(state)).toBe('loaded');
    expect(selectConnectionState(state)).toBe(ConnectionState.Connected);
    expect(selectFeeds(state).map((f) => f.state)).toEqual([SubscriptionState.Subscribed, SubscriptionState.Subscribed]);
    expect(selectIsLive(state)).toBe(true);
  });

  it('someone who may read every user and permission follows them all', async () => {
    const { store, live } = setup({
      me: user(1, { UserType: UserType.Employee }),
      grants: [grant(1, PermissionId.UsersRead), grant(1, PermissionId.PermissionsRead)],
    });
    store.dispatch(loggedIn());
    await flush();
    expect(live().map((s) => s.args)).toEqual([[['Created', 'Deleted', 'Updated'], []], [[]]]);
  });

  it('whenCurrentUser waits for the load that follows login', async () => {
    const { store, userLoad } = setup();
    userLoad.gate = deferred();
    store.dispatch(loggedIn());
    const waiting = whenCurrentUser(store);
    await flush();
    userLoad.gate.resolve();
    await expect(waiting).resolves.toMatchObject({ Id: 7 });
    await expect(whenCurrentUser(store)).resolves.toMatchObject({ Id: 7 });
  });

  it('a failed GetCurrentUser leaves the status failed and subscribes nothing', async () => {
    const { store, order } = setup({ failUser: true });
    store.dispatch(loggedIn());
    await flush();
    expect(selectCurrentUserStatus(store.getState())).toBe('failed');
    expect(store.getState().currentUser.error).toContain('Unauthorized');
    expect(order).toEqual(['GetCurrentUser']);
    await expect(whenCurrentUser(store)).resolves.toBeNull();
  });

  it('on logout both feeds are unsubscribed, the user is cleared and the hub disconnects', async () => {
    const { store, order, serverSubs, hub } = setup();
    store.dispatch(loggedIn());
    await flush();
    const ids = [...serverSubs.keys()];
    store.dispatch(loggedOut());
    await flush();
    expect(order.filter((m) => m === HubMethod.Unsubscribe)).toHaveLength(2);
    expect(serverSubs.size).toBe(0);
    expect(ids).toHaveLength(2);
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(selectCurrentUserStatus(store.getState())).toBe('idle');
    expect(selectFeeds(store.getState())).toEqual([]);
    expect(hub.state).toBe(ConnectionState.Disconnected);
    expect(selectConnectionState(store.getState())).toBe(ConnectionState.Disconnected);
  });

  it('a logout while the user loads subscribes nothing afterwards', async () => {
    const { store, userLoad, serverSubs } = setup();
    userLoad.gate = deferred();
    store.dispatch(loggedIn());
    await flush();
    store.dispatch(loggedOut());
    userLoad.gate.resolve();
    await flush();
    expect(serverSubs.size).toBe(0);
    expect(selectCurrentUser(store.getState())).toBeNull();
  });

  it('a second login keeps one subscription per feed', async () => {
    const { store, live } = setup();
    store.dispatch(loggedIn());
    await flush();
    store.dispatch(loggedIn());
    await flush();
    expect(live()).toHaveLength(2);
    expect(selectFeeds(store.getState())).toHaveLength(2);
  });

  it('a login after a logout connects and subscribes again', async () => {
    const { store, live, hub } = setup();
    store.dispatch(loggedIn());
    await flush();
    store.dispatch(loggedOut());
    await flush();
    store.dispatch(loggedIn());
    await flush();
    expect(hub.state).toBe(ConnectionState.Connected);
    expect(live()).toHaveLength(2);
  });
});

describe('pushed events', () => {
  async function signedIn(options: Parameters<typeof setup>[0] = {}) {
    const s = setup(options);
    s.store.dispatch(loggedIn());
    await flush();
    return s;
  }

  /** Puts the details of these users in the cache, as the screens showing them would. */
  async function shown(store: ReturnType<typeof setup>['store'], ...ids: number[]) {
    for (const id of ids) await store.dispatch(identityApi.util.upsertQueryData('getUser', id, user(id)));
  }

  it('an update of the current user replaces it (name on screen) and patches the RTK Query cache', async () => {
    const { store, connection, logouts } = await signedIn();
    await shown(store, 7);
    connection.push('UserUpdatedEvent', {
      User: user(7, { FirstName: 'Carla', FullName: 'Carla Client' }),
    });
    await flush();
    expect(selectCurrentUserFullName(store.getState())).toBe('Carla Client');
    expect(identityApi.endpoints.getCurrentUser.select()(store.getState()).data?.FullName).toBe('Carla Client');
    expect(identityApi.endpoints.getUser.select(7)(store.getState()).data?.FullName).toBe('Carla Client');
    expect(logouts).toEqual([]);
  });

  it.each([
    [{ IsBlocked: true }, 'blocked'],
    [{ IsArchived: true }, 'archived'],
  ] as const)('an update with %o logs the user out at once (%s)', async (flags, reason) => {
    const { store, connection, logouts } = await signedIn();
    connection.push('UserUpdatedEvent', {
      User: user(7, { ...flags, FullName: 'Gone' }),
    });
    connection.push('UserUpdatedEvent', {
      User: user(7, { ...flags, FullName: 'Gone' }),
    });
    await flush();
    expect(logouts).toEqual([reason]);
    expect(selectCurrentUser(store.getState())).toBeNull();
  });

  it('the deletion of the current user logs it out', async () => {
    const { connection, logouts } = await signedIn();
    connection.push('UserDeletedEvent', { User: user(7) });
    await flush();
    expect(logouts).toEqual(['deleted']);
  });

  it('an update of another user patches the screens showing it, adds nothing for others and leaves the current user alone', async () => {
    const { store, connection, logouts } = await signedIn();
    await shown(store, 99);
    connection.push('UserUpdatedEvent', {
      User: user(99, { FullName: 'Other One', IsBlocked: true }),
    });
    connection.push('UserUpdatedEvent', {
      User: user(98, { FullName: 'Not Shown' }),
    });
    await flush();
    expect(identityApi.endpoints.getUser.select(99)(store.getState()).data?.FullName).toBe('Other One');
    expect(identityApi.endpoints.getUser.select(98)(store.getState()).status).toBe('uninitialized');
    expect(selectCurrentUser(store.getState())?.Id).toBe(7);
    expect(logouts).toEqual([]);
  });

  it('applies the first event at once, in the hub callback, before any timer or microtask', async () => {
    const { store, connection, batches } = await signedIn();
    await shown(store, 7);
    batches.length = 0;
    connection.push('UserUpdatedEvent', {
      User: user(7, { FullName: 'At Once' }),
    });
    expect(batches).toEqual([1]);
    expect(selectCurrentUserFullName(store.getState())).toBe('At Once');
    expect(identityApi.endpoints.getUser.select(7)(store.getState()).data?.FullName).toBe('At Once');
  });

  it('events that arrive meanwhile are dispatched together and patch each entry once, with the last record', async () => {
    const { store, connection, batches, patched } = await signedIn();
    await shown(store, 7, 8);
    batches.length = 0;
    patched.length = 0;
    for (let i = 1; i <= 3; i++)
      connection.push('UserUpdatedEvent', {
        User: user(7, { FullName: `Name ${i}` }),
      });
    connection.push('UserUpdatedEvent', {
      User: user(8, { FullName: 'Eight' }),
    });
    // The first at once; the three that came while it was applied wait for the end of the turn.
    expect(batches).toEqual([1]);
    expect(selectCurrentUserFullName(store.getState())).toBe('Name 1');
    await flush();
    expect(batches).toEqual([1, 3]);
    expect(patched.slice(2).sort()).toEqual(['getCurrentUser(undefined)', 'getUser(7)', 'getUser(8)']);
    expect(selectCurrentUserFullName(store.getState())).toBe('Name 3');
    expect(identityApi.endpoints.getUser.select(7)(store.getState()).data?.FullName).toBe('Name 3');
    expect(identityApi.endpoints.getUser.select(8)(store.getState()).data?.FullName).toBe('Eight');
    // A quiet spell later, the next event is applied at once again.
    connection.push('UserUpdatedEvent', {
      User: user(8, { FullName: 'Later' }),
    });
    expect(batches).toEqual([1, 3, 1]);
  });

  it('with identityApiWithWrites, a batch reaches the reducers and every cached entry in one store update', async () => {
    const { store, connection, batches, patched } = await signedIn({
      takesWrites: true,
    });
    await shown(store, 7, 8);
    await store.dispatch(identityApi.util.upsertQueryData('getFullName', 8, 'Old Name'));
    const updates: number[] = [];
    const off = store.subscribe(() => updates.push(batches.length));
    batches.length = 0;
    patched.length = 0;
    connection.push('UserUpdatedEvent', {
      User: user(8, { FullName: 'Eight' }),
    });
    expect(batches).toEqual([1]);
    // One store update for the batch (the cache writes travelled with it), none by RTK Query patches.
    expect(updates).toEqual([1]);
    expect(patched).toEqual([]);
    expect(identityApi.endpoints.getUser.select(8)(store.getState()).data?.FullName).toBe('Eight');
    expect(identityApi.endpoints.getFullName.select(8)(store.getState()).data).toBe('Eight');
    // The signed-in user: its details, the RTK Query entry and the slice, in one update too.
    await flush();
    updates.length = 0;
    connection.push('UserUpdatedEvent', {
      User: user(7, { FullName: 'Seven' }),
    });
    expect(updates).toHaveLength(1);
    expect(identityApi.endpoints.getCurrentUser.select()(store.getState()).data?.FullName).toBe('Seven');
    expect(identityApi.endpoints.getUser.select(7)(store.getState()).data?.FullName).toBe('Seven');
    expect(selectCurrentUserFullName(store.getState())).toBe('Seven');
    off();
  });

  it('a batch writes each cached entry once, and none for a user it deletes', async () => {
    const { store, connection, batches, patched } = await signedIn();
    await shown(store, 21, 22, 23);
    batches.length = 0;
    patched.length = 0;
    connection.push('UserUpdatedEvent', {
      User: user(20, { FullName: 'First' }),
    });
    for (const id of [21, 22, 23])
      connection.push('UserUpdatedEvent', {
        User: user(id, { FullName: `User ${id}` }),
      });
    connection.push('UserDeletedEvent', { User: user(22) });
    await flush();
    expect(batches).toEqual([1, 4]);
    expect(patched).toEqual(['getUser(21)', 'getUser(23)']);
    expect(identityApi.endpoints.getUser.select(23)(store.getState()).data?.FullName).toBe('User 23');
  });

  it('keeps applying events after a subscriber of the app threw on one (the error reaches the hub, which logs it)', async () => {
    const { store, connection, batches } = await signedIn();
    let throwOnce = true;
    const off = store.subscribe(() => {
      if (throwOnce && selectCurrentUserFullName(store.getState()) === 'Boom') {
        throwOnce = false;
        throw new Error('a subscriber failed');
      }
    });
    batches.length = 0;
    expect(() =>
      connection.push('UserUpdatedEvent', {
        User: user(7, { FullName: 'Boom' }),
      }),
    ).toThrow('a subscriber failed');
    await flush();
    connection.push('UserUpdatedEvent', {
      User: user(7, { FullName: 'After' }),
    });
    expect(batches).toEqual([1, 1]);
    expect(selectCurrentUserFullName(store.getState())).toBe('After');
    off();
  });

  it('permission events of the current user change its permissions and the cache', async () => {
    const { store, connection } = await signedIn({ grants: [grant(7, 1)] });
    await store.dispatch(identityApi.util.upsertQueryData('getUserPermissions', 7, [grant(7, 1)]));
    connection.push('UserPermissionCreatedIntegrationEvent', {
      UserPermission: grant(7, 2),
    });
    connection.push('UserPermissionDeletedIntegrationEvent', {
      UserPermission: grant(7, 1),
    });
    connection.push('UserPermissionCreatedIntegrationEvent', {
      UserPermission: grant(8, 5),
    });
    await flush();
    expect(selectCurrentUserPermissions(store.getState())).toEqual([grant(7, 2)]);
    expect(identityApi.endpoints.getUserPermissions.select(7)(store.getState()).data).toEqual([grant(7, 2)]);
  });
});

describe('connection and feed states in the store', () => {
  it("a drop shows 'Network error' until the feeds are subscribed again, without duplicates", async () => {
    const { store, connection, live } = setup();
    store.dispatch(loggedIn());
    await flush();
    connection.autoStart = null;
    connection.drop();
    let state = store.getState();
    expect(selectConnectionState(state)).toBe(ConnectionState.Reconnecting);
    expect(selectHasNetworkError(state)).toBe(true);
    expect(selectFeedError(state)).toBe(NETWORK_ERROR_MESSAGE);
    expect(selectIsLive(state)).toBe(false);
    await flush();
    connection.completeStart();
    await flush();
    state = store.getState();
    expect(selectHasNetworkError(state)).toBe(false);
    expect(selectFeedError(state)).toBeNull();
    expect(selectFeeds(state).map((f) => f.state)).toEqual([SubscriptionState.Subscribed, SubscriptionState.Subscribed]);
    expect(live()).toHaveLength(2);
  });

  it("a refused feed shows 'Failed to subscribe'", async () => {
    const { store, connection } = setup();
    connection.respond = (method) => (method === HubMethod.SubscribeToUserPermissionEvents ? refused(403) : subscribed('u'));
    store.dispatch(loggedIn());
    await flush();
    expect(selectFeedError(store.getState())).toBe('Failed to subscribe');
    expect(selectHasNetworkError(store.getState())).toBe(false);
  });

  it('remove() stops the listeners', async () => {
    const { store, realtime, order } = setup();
    realtime.remove();
    store.dispatch(loggedIn());
    await flush();
    expect(order).toEqual([]);
  });
});

/**
 * The live signed-in side of a site, in one place (SPEC §4 "Current user"): on sign-in it connects the
 * hub, loads the current user and then their permissions into the RTK Query cache, and subscribes the
 * user and permission feeds (every user's for someone who may read them all); pushed events patch the
 * cache; a pushed update that blocks, archives or deletes the signed-in user signs out every tab; on
 * sign-out it releases the subscriptions, stops the hub and resets the cache. After the hub's retries ran out
 * it keeps coming back (`keepReconnecting`: online, visible, a slow round, the banner's "Reconnect"), and every
 * reconnect catches up on what the pushes may have missed (see `catchUp`).
 */
import type { IdleWatch, LogoutReason, Session } from '@brokerfront/auth';
import { selectAuthStatus, signedIn, signedOut } from '@brokerfront/auth/redux';
import type { GatewayConfig } from '@brokerfront/config';
import { ALL_USER_EVENT_KINDS, serverUrl, type User, type UserDocumentChangedEvent, type UserEvent } from '@brokerfront/identity-api';
import {
  applyDocumentEvents,
  applyPermissionEventsToCache,
  applyUserEvents,
  CURRENT,
  IDENTITY_TAG_TYPES,
  identityApi,
  selectCurrentUser,
  selectMyPermissions,
} from '@brokerfront/identity-api/redux';
import { can, type PermissionEvent, type UserPermission } from '@brokerfront/permissions';
import type * as Realtime from '@brokerfront/realtime';
import type {
  ConnectionSnapshot,
  HubClient,
  HubClientOptions,
  Recovery,
  RecoveryOptions,
  Schedule,
  SharedHub,
  SharedHubOptions,
  Subscription,
  SubscriptionManager,
} from '@brokerfront/realtime';
import { bindRealtimeStatus, reconnectRequested } from '@brokerfront/realtime/redux';
import type { AppStore } from '../app/store';

/** The hub method of a change to one of the user's identity documents (upload, review, deletion). */
const DOCUMENT_EVENT = 'UserDocumentChangedEvent';

/** Whether a pushed value has the shape of a UserDocumentChangedEvent. */
function isDocumentEvent(value: unknown): value is UserDocumentChangedEvent {
  if (!value || typeof value !== 'object') return false;
  const { Document, Kind } = value as Partial<UserDocumentChangedEvent>;
  return (
    !!Document &&
    typeof Document === 'object' &&
    typeof Document.Id === 'number' &&
    (Kind === 'Created' || Kind === 'Updated' || Kind === 'Deleted')
  );
}
/** The realtime client (it brings `@microsoft/signalr`, so it loads in its own chunk at the first sign-in). */
type RealtimeModule = typeof Realtime;

/** What {@link startLiveSession} needs. */
export interface LiveSessionOptions {
  /**
   * The sign-in session: its access token for the hub, `logout` for a forced sign-out, and whether it is delegated (a
   * delegated tab keeps a connection of its own).
   */
  session: Pick<Session, 'getAccessToken' | 'logout' | 'getState'>;
  /** Takes the signed-in user's `InactivityLogoutMinutes`. */
  idleWatch?: Pick<IdleWatch, 'setInactivityMinutes'> | null;
  /** Absolute hub URL (`hubUrlOf(gatewayConfig)`). */
  hubUrl: string;
  /** More hub client options (tests: a fake connection builder; Node: `WebSocket`). */
  hubOptions?: Omit<HubClientOptions, 'url' | 'accessTokenFactory'>;
  /**
   * When a batch of pushed events is applied (see `createBatcher`): once per animation frame by default
   * (`animationFrameSchedule`), i.e. every hub message that arrived since the last frame in one cache update, so a
   * burst costs one store update and one render per frame instead of one per message (the relayed events of a tab that
   * shares another's connection arrive one message each).
   */
  schedule?: Schedule;
  /** Loads the realtime client; a dynamic import (its own chunk) by default. */
  loadRealtime?: () => Promise<RealtimeModule>;
  /** How the connection keeps coming back after its retries ran out (tests: fake timers and page signals). */
  recovery?: RecoveryOptions;
  /**
   * How the tabs share one hub connection (`createSharedHub`): the browser's Web Locks and BroadcastChannel by default;
   * tests give fakes, or null for both to keep a connection per tab.
   */
  sharing?: Pick<SharedHubOptions, 'locks' | 'channel'>;
}

/** Whether the service refused the signed-in user as blocked or archived (401 `user_deactivated`). */
function isDeactivated(error: unknown): boolean {
  const { status, errors } = (error ?? {}) as { status?: number; errors?: ReadonlyArray<{ Code?: string; Data?: unknown }> };
  return status === 401 && (errors ?? []).some((e) => e.Data === 'user_deactivated' || e.Code === 'user_deactivated');
}

/** Whether a hub failure is the server refusing the token (negotiate or connect answered 401). */
function isRefusedToken(error: Error | null): boolean {
  return !!error && ((error as { statusCode?: number }).statusCode === 401 || /\b401\b/.test(error.message));
}

/** The hub of the live side: this tab's view of the connection shared by the tabs, with its recovery. */
interface LiveHub {
  shared: SharedHub;
  hub: HubClient;
  subscriptions: SubscriptionManager;
  recovery: Recovery;
  /** Removes the listeners and leaves the shared connection (another tab takes it over if this one led). */
  teardown: () => Promise<void>;
}

/**
 * The name under which the tabs share one hub connection: the hub's URL (Web Locks and BroadcastChannel are already
 * per origin), or a name of the tab's own for a delegated session, which is another user's and lives in this tab only.
 */
export function sharedHubName(hubUrl: string, delegated: boolean, tabId: () => string): string {
  return delegated ? `brokerfront-hub:${hubUrl}:delegated:${tabId()}` : `brokerfront-hub:${hubUrl}`;
}

/** The running live side (see {@link startLiveSession}). */
export interface LiveSession {
  /** Removes the listeners, releases everything and disconnects (tests, hot reload). */
  stop(): Promise<void>;
}

/** `{protocol}://{host}:{port}/{hubPath}` of the gateway. */
export function hubUrlOf(gateway: Pick<GatewayConfig, 'protocol' | 'host' | 'port' | 'hubPath'>): string {
  return `${serverUrl(gateway)}/${gateway.hubPath.replace(/^\/+/, '')}`;
}

/**
 * Which users' feeds a signed-in user follows: every user's with the wildcard read permission, else only their
 * own (the hub would refuse the others).
 */
export function feedScope(permissions: readonly UserPermission[] | undefined): { users: 'all' | 'own'; permissions: 'all' | 'own' } {
  return {
    users: can(permissions, 'users.read') ? 'all' : 'own',
    permissions: can(permissions, 'permissions.read') ? 'all' : 'own',
  };
}

/** Why pushed events sign the signed-in user out (deleted, or an update that blocks or archives them), or null. */
export function forcedLogoutReason(me: Pick<User, 'Id'> | null, events: readonly UserEvent[]): LogoutReason | null {
  if (!me) return null;
  for (const { kind, user } of events) {
    if (user.Id !== me.Id) continue;
    if (kind === 'Deleted') return 'deleted';
    if (user.IsBlocked) return 'blocked';
    if (user.IsArchived) return 'archived';
  }
  return null;
}

/**
 * Starts the live side on a store made by `makeStore` (its listeners run from now on: start it before
 * the session mirror dispatches `authStarted()`, so a restored session is seen).
 */
export function startLiveSession(store: AppStore, options: LiveSessionOptions): LiveSession {
  const { session, idleWatch = null } = options;
  const load = options.loadRealtime ?? (() => import('@brokerfront/realtime'));
  let realtime: Promise<LiveHub> | null = null;
  /** Whether {@link realtime} was made for a delegated session (a connection of the tab's own). */
  let realtimeDelegated = false;
  /** The id of the last connection of this sign-in: a different one later is a reconnect, which catches up. */
  let lastConnection: string | null = null;
  /** Bumped at every sign-in and sign-out: a step of an older session stops there. */
  let generation = 0;
  let queries: Array<{ unsubscribe(): void }> = [];
  let feeds: Subscription[] = [];
  /** The scope the current feeds were subscribed with (see {@link feedScope}), as text. */
  let scope: string | null = null;

  /** Subscribes the user's feeds in the scope their permissions give (releasing older ones). */
  const follow = (subscriptions: SubscriptionManager, me: User, permissions: readonly UserPermission[] | undefined) => {
    const next = feedScope(permissions);
    const held = feeds;
    scope = JSON.stringify(next);
    feeds = [
      subscriptions.subscribeToUserEvents(ALL_USER_EVENT_KINDS, next.users === 'all' ? [] : [me.Id]),
      subscriptions.subscribeToUserPermissionEvents(next.permissions === 'all' ? [] : [me.Id]),
    ];
    for (const feed of held) void feed.unsubscribe();
  };

  const applyBatch = (users: UserEvent[], permissions: PermissionEvent[]) => {
    const reason = forcedLogoutReason(selectCurrentUser(store.getState()), users);
    store.dispatch(applyUserEvents(users));
    store.dispatch(applyPermissionEventsToCache(permissions));
    // Signed out once, in every tab (the session tells the others).
    if (reason && selectAuthStatus(store.getState()) === 'loggedIn') {
      session.logout(reason);
      return;
    }
    // A grant or revocation of a read permission widens or narrows what the user follows, without a reload.
    const me = selectCurrentUser(store.getState());
    if (me && scope !== null && permissions.some((event) => event.permission.UserId === me.Id)) {
      const mine = selectMyPermissions(store.getState());
      if (JSON.stringify(feedScope(mine)) !== scope) void realtime?.then((live) => follow(live.subscriptions, me, mine));
    }
  };

  /**
   * Brings everything on screen up to date after a reconnect (pushes may have been missed meanwhile): every record and
   * list in use is read again, the current user and their permissions first among them (RTK Query refetches the
   * queries in use, each once). What the reads find is handled like a push: a user blocked, archived or refused by
   * the service is signed out with the reason, a changed permission scope re-follows the feeds (listeners below).
   */
  const catchUp = () => {
    if (selectAuthStatus(store.getState()) !== 'loggedIn') return;
    store.dispatch(identityApi.util.invalidateTags([...IDENTITY_TAG_TYPES]));
  };

  /** Follows the connection: a new connection after an earlier one catches up; a refused token checks the user. */
  const onConnection = (snapshot: ConnectionSnapshot) => {
    if (selectAuthStatus(store.getState()) !== 'loggedIn') return;
    if (snapshot.connectionId) {
      const earlier = lastConnection;
      lastConnection = snapshot.connectionId;
      if (earlier !== null && earlier !== snapshot.connectionId) catchUp();
    } else if (isRefusedToken(snapshot.error)) {
      // The server refused the token: a blocked or archived user is told so now (the read is refused), not at the next
      // refresh.
      store.dispatch(identityApi.util.invalidateTags([{ type: 'User', id: CURRENT }]));
    }
  };

  /** Makes this tab's live hub: joins the tabs' shared connection and follows it. */
  const makeLiveHub = (module: RealtimeModule, delegated: boolean): LiveHub => {
    const shared = module.createSharedHub({
      name: sharedHubName(options.hubUrl, delegated, () => globalThis.crypto.randomUUID()),
      createHub: () =>
        module.createHubClient({
          ...options.hubOptions,
          url: options.hubUrl,
          accessTokenFactory: () => session.getAccessToken(),
        }),
      logger: options.hubOptions?.logger,
      ...options.sharing,
    });
    const { hub, subscriptions } = shared;
    const unbind = bindRealtimeStatus(store.dispatch, hub, subscriptions);
    const offFeeds = module.listenToFeedBatches(
      hub,
      (events) => {
        const { users, permissions } = module.splitFeedEvents(events);
        applyBatch(users, permissions);
      },
      { schedule: options.schedule ?? module.animationFrameSchedule },
    );
    // Reviews of the user's identity documents come on the user's own feed as UserDocumentChangedEvent.
    const offDocuments = hub.on(DOCUMENT_EVENT, (event: unknown) => {
      if (isDocumentEvent(event)) store.dispatch(applyDocumentEvents([event]));
    });
    const offConnection = hub.subscribe(onConnection);
    const recovery = module.keepReconnecting(hub, options.recovery);
    const teardown = async () => {
      recovery.stop();
      offConnection();
      offFeeds();
      offDocuments();
      unbind();
      await shared.dispose();
    };
    return { shared, hub, subscriptions, recovery, teardown };
  };

  /**
   * This tab's live hub, loading the realtime chunk at the first sign-in. A session of another kind than the hub was
   * made for (a delegated session opened in a tab that followed the shared one, or the way back) gets a new one.
   */
  const connect = async (): Promise<LiveHub> => {
    const delegated = session.getState().delegated;
    if (realtime && realtimeDelegated !== delegated) {
      const old = realtime;
      realtime = null;
      const live = await old.catch(() => null);
      await live?.teardown();
    }
    if (!realtime) {
      const loading = load().then((module) => makeLiveHub(module, delegated));
      realtime = loading;
      realtimeDelegated = delegated;
      // A chunk that failed to load is tried again at the next sign-in.
      loading.catch(() => {
        if (realtime === loading) realtime = null;
      });
    }
    return realtime;
  };

  /** Releases the current user's queries and feeds. */
  const release = async () => {
    for (const query of queries) query.unsubscribe();
    queries = [];
    scope = null;
    const held = feeds;
    feeds = [];
    await Promise.all(held.map((feed) => feed.unsubscribe()));
  };

  const removers = [
    store.startListening({
      actionCreator: signedIn,
      effect: async (_action, api) => {
        const mine = ++generation;
        lastConnection = null;
        await release();
        const current = api.dispatch(identityApi.endpoints.getCurrentUser.initiate());
        queries.push(current);
        const live = await connect().catch(() => null);
        if (mine !== generation) return;
        if (live) void live.hub.start();
        const loaded = await current;
        const user = loaded.data;
        if (mine !== generation || !user) return;
        const granted = api.dispatch(identityApi.endpoints.getUserPermissions.initiate(user.Id));
        queries.push(granted);
        const permissions = (await granted).data ?? [];
        if (mine !== generation || !live) return;
        follow(live.subscriptions, user, permissions);
      },
    }),
    store.startListening({
      actionCreator: signedOut,
      effect: async (_action, api) => {
        generation++;
        lastConnection = null;
        const released = release();
        api.dispatch(identityApi.util.resetApiState());
        await released;
        const live = await realtime?.catch(() => null);
        await live?.hub.stop();
      },
    }),
    // A read of the current user that finds them blocked or archived (or is refused as such) signs them out, as a push
    // would: after a reconnect the pushes sent meanwhile are lost, the read is not.
    store.startListening({
      matcher: identityApi.endpoints.getCurrentUser.matchFulfilled,
      effect: (action) => {
        if (selectAuthStatus(store.getState()) !== 'loggedIn') return;
        const reason = action.payload.IsBlocked ? 'blocked' : action.payload.IsArchived ? 'archived' : null;
        if (reason) session.logout(reason);
      },
    }),
    store.startListening({
      matcher: identityApi.endpoints.getCurrentUser.matchRejected,
      effect: (action) => {
        if (selectAuthStatus(store.getState()) === 'loggedIn' && isDeactivated(action.payload)) session.logout('deactivated');
      },
    }),
    // Permissions read again (after a reconnect) that widen or narrow what the user may read re-follow the feeds.
    store.startListening({
      matcher: identityApi.endpoints.getUserPermissions.matchFulfilled,
      effect: (action) => {
        const me = selectCurrentUser(store.getState());
        if (!me || scope === null || action.meta.arg.originalArgs !== me.Id) return;
        if (JSON.stringify(feedScope(action.payload)) !== scope)
          void realtime?.then((live) => follow(live.subscriptions, me, action.payload));
      },
    }),
    store.startListening({
      actionCreator: reconnectRequested,
      effect: async () => {
        if (selectAuthStatus(store.getState()) !== 'loggedIn') return;
        const live = await realtime?.catch(() => null);
        await live?.recovery.reconnectNow();
      },
    }),
    store.startListening({
      predicate: (_action, state, previous) =>
        selectCurrentUser(state)?.InactivityLogoutMinutes !== selectCurrentUser(previous)?.InactivityLogoutMinutes,
      effect: (_action, api) => {
        idleWatch?.setInactivityMinutes(selectCurrentUser(api.getState())?.InactivityLogoutMinutes ?? null);
      },
    }),
  ];

  return {
    async stop() {
      for (const remove of removers) remove();
      generation++;
      await release();
      const live = await realtime?.catch(() => null);
      await live?.hub.stop();
      await live?.teardown();
    },
  };
}

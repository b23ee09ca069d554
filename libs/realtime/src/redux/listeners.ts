import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { User, UserPermission } from '@brokerfront/identity-api';
import {
  applyUserPermissionEvent,
  cacheTookWrites,
  completeUserEvents,
  identityApi,
  planUserEvents,
  type IdentityApiError,
} from '@brokerfront/identity-api/redux';
import { can } from '@brokerfront/permissions';
import { SubscriptionState } from '../constants';
import {
  coalesceUserEvents,
  feedEventKind,
  isUserFeedEvent,
  listenToFeeds,
  type FeedEvent,
  type UserFeedEvent,
  type UserPermissionFeedEvent,
} from '../feeds';
import { createHubClient, type HubClient, type HubClientOptions } from '../hub-client';
import { ALL_USER_EVENT_KINDS, createSubscriptionManager, type Subscription, type SubscriptionManager } from '../subscriptions';
import {
  currentUserCleared,
  currentUserFailed,
  currentUserLoaded,
  currentUserLoading,
  currentUserPermissionsPushed,
  isForcedOut,
  permissionsFailed,
  permissionsLoaded,
  permissionsLoading,
  type CurrentUserState,
} from './current-user-slice';
import { connectionChanged, feedChanged, feedEventsReceived, feedRemoved, type RealtimeState } from './realtime-slice';

/** The part of the root state the realtime listeners read. */
export interface RealtimeRootState {
  realtime: RealtimeState;
  currentUser: CurrentUserState;
  [identityApi.reducerPath]: ReturnType<typeof identityApi.reducer>;
}

/** The dispatch the listeners need: plain actions and thunks. */
export type RealtimeDispatch = ThunkDispatch<RealtimeRootState, unknown, UnknownAction>;

/** `startListening` typed for the realtime state (the app's `startAppListening` fits). */
export type RealtimeStartListening = TypedStartListening<RealtimeRootState, RealtimeDispatch>;

/** Why the realtime listeners sign a user out. */
export type ForcedLogoutReason = 'blocked' | 'archived' | 'deleted';

/** What {@link addRealtimeListeners} needs from the app: the session is reached only through these. */
export interface RealtimeListenerDeps {
  /** The hub client; when absent it is made from `hubUrl` and `getAccessToken`. */
  hub?: HubClient;
  /** Absolute hub URL (when `hub` is absent). */
  hubUrl?: string;
  /** The session's `getAccessToken` (when `hub` is absent): called afresh at every (re)connect. */
  getAccessToken?: () => string | Promise<string>;
  /** More options for the hub client made from `hubUrl` (WebSocket, logger, timers, …). */
  hubOptions?: Omit<HubClientOptions, 'url' | 'accessTokenFactory'>;
  /** Subscriptions of the hub; made over `hub` when absent. */
  subscriptions?: SubscriptionManager;
  /** Matches the action the app dispatches once a user is signed in (login, auto-login, restored session). */
  isLogin: (action: UnknownAction) => boolean;
  /** Matches the action the app dispatches once the user is signed out. */
  isLogout: (action: UnknownAction) => boolean;
  /** Signs the user out (and tells every tab), e.g. `(reason) => session.logout(reason)`. */
  logout: (reason: ForcedLogoutReason) => void;
  /**
   * Whether to follow every user (and every user's permissions) instead of only the signed-in one,
   * so back-office lists stay live. Default: when the user may read users (permissions) on every resource.
   */
  watchAll?: (user: User, permissions: readonly UserPermission[]) => { users: boolean; permissions: boolean };
  /**
   * The first pushed event after a quiet spell is applied at once; `schedule` runs the application of
   * those that arrive meanwhile, together: by default in a microtask (`queueMicrotask`), i.e. as soon as
   * the message that carried the first one has been read, so that the rest of a message (or of a burst)
   * is one store update without waiting for the next turn of the event loop.
   */
  schedule?: (flush: () => void) => void;
  /** Called after each batch of pushed events has reached the store (reducers, listeners, cache), e.g. for metrics. */
  onApplied?: (events: readonly FeedEvent[]) => void;
}

/** What {@link addRealtimeListeners} gives back. */
export interface RealtimeListeners {
  hub: HubClient;
  subscriptions: SubscriptionManager;
  /** Removes the listeners and stops following the hub. */
  remove(): void;
}

const defaultWatchAll = (_user: User, permissions: readonly UserPermission[]) => ({
  users: can(permissions, 'users.read'),
  permissions: can(permissions, 'permissions.read'),
});

const defaultSchedule = (flush: () => void): void => {
  if (typeof globalThis.queueMicrotask === 'function') globalThis.queueMicrotask(flush);
  else void Promise.resolve().then(flush);
};

const messageOf = (error: unknown): string =>
  (error as Partial<IdentityApiError> | undefined)?.message ?? (error instanceof Error ? error.message : String(error));

/**
 * Wires the current-user lifecycle and the live feeds into a store (SPEC §4):
 * - on login (`isLogin`): connect the hub, load the current user (`GetCurrentUser`), then its
 *   permissions, then subscribe the user's events and permission events (every user's, for someone
 *   who may read them all);
 * - pushed events are dispatched as `feedEventsReceived` (the first after a quiet spell at once, those
 *   that arrive meanwhile together in one action) carrying the RTK Query cache writes they make (user
 *   lists, details, full names: `planUserEvents`, each cached entry once per batch), taken in that same
 *   store update by `identityApiWithWrites`; an update of the signed-in user replaces it in that same
 *   update, unless it is blocked or archived (or the user was deleted): then `logout` is called at once;
 * - on logout (`isLogout`): both subscriptions are released (`Unsubscribe`), the user is cleared and
 *   the hub disconnects;
 * - connection and subscription states are mirrored into the `realtime` slice.
 *
 * Mount `realtimeSlice`, `currentUserSlice` and `identityApiWithWrites` (or `identityApi`: the cache
 * writes of each batch are then dispatched one per entry) in the store.
 */
export function addRealtimeListeners(startListening: RealtimeStartListening, deps: RealtimeListenerDeps): RealtimeListeners {
  const hub =
    deps.hub ??
    (() => {
      if (!deps.hubUrl || !deps.getAccessToken) throw new Error('addRealtimeListeners needs either `hub` or `hubUrl` and `getAccessToken`.');
      return createHubClient({
        ...deps.hubOptions,
        url: deps.hubUrl,
        accessTokenFactory: deps.getAccessToken,
      });
    })();
  const subscriptions = deps.subscriptions ?? createSubscriptionManager(hub, { logger: deps.hubOptions?.logger });
  const watchAll = deps.watchAll ?? defaultWatchAll;
  const schedule = deps.schedule ?? defaultSchedule;

  /** Bumped at every login and logout: a lifecycle step of an older session stops there. */
  let session = 0;
  let holds: Subscription[] = [];
  let forcedOut = false;
  let unbind: (() => void) | null = null;

  /**
   * What a batch does to the signed-in user: the record that replaces it (its last update), or why it
   * is signed out (blocked, archived or deleted: the record is not shown meanwhile).
   */
  const currentUserOutcome = (current: User | null, userEvents: readonly UserFeedEvent[]) => {
    let replacement: User | undefined;
    if (current)
      for (const event of userEvents) {
        const user = event.payload.User;
        if (user.Id !== current.Id) continue;
        const reason: ForcedLogoutReason | null =
          event.type === 'UserDeletedEvent'
            ? 'deleted'
            : event.type === 'UserUpdatedEvent' && isForcedOut(user)
              ? user.IsBlocked
                ? 'blocked'
                : 'archived'
              : null;
        if (reason) return { replacement: undefined, reason };
        if (event.type === 'UserUpdatedEvent') replacement = user;
      }
    return { replacement, reason: null };
  };

  /**
   * Applies a batch of pushed events in one store update: `feedEventsReceived` carries the RTK Query
   * cache writes the batch makes and the record that replaces the signed-in user. Then the permission
   * events, what the cache writes still need (tags, the lists' refetch, names), and the sign-out of a
   * user the batch blocks, archives or deletes.
   */
  const applyBatch = (events: FeedEvent[], dispatch: RealtimeDispatch, getState: () => RealtimeRootState, extra: unknown): void => {
    const userEvents: UserFeedEvent[] = [];
    for (const event of events) if (isUserFeedEvent(event)) userEvents.push(event);
    const state = getState();
    const current = state.currentUser.user;
    const plan = userEvents.length
      ? planUserEvents(
          state[identityApi.reducerPath],
          coalesceUserEvents(userEvents).map((event) => ({
            kind: feedEventKind(event),
            user: event.payload.User,
          })),
        )
      : null;
    const outcome = currentUserOutcome(current, userEvents);
    dispatch(
      feedEventsReceived(events, {
        cacheWrites: plan?.writes,
        currentUser: outcome.replacement,
      }),
    );

    if (userEvents.length !== events.length) {
      const mine: UserPermissionFeedEvent[] = [];
      for (const event of events) {
        if (isUserFeedEvent(event)) continue;
        applyUserPermissionEvent(feedEventKind(event) as 'Created' | 'Deleted', event.payload.UserPermission)(dispatch, getState, extra);
        if (current && event.payload.UserPermission.UserId === current.Id) mine.push(event);
      }
      if (mine.length) dispatch(currentUserPermissionsPushed(mine));
    }
    // The writes came with `feedEventsReceived` (a store mounting `identityApiWithWrites` took them);
    // otherwise they are made here, one per entry. Then the tags, the lists' refetch and the names.
    if (plan)
      completeUserEvents(plan, {
        write: !cacheTookWrites(getState()[identityApi.reducerPath], plan.writes),
      })(dispatch, getState, extra);
    if (outcome.reason && !forcedOut) {
      // Signed out once, in every tab.
      forcedOut = true;
      deps.logout(outcome.reason);
    }
  };

  /** Mirrors the hub into the store (once, with the first store access the listeners get). */
  function bind(store: { dispatch: RealtimeDispatch; getState: () => RealtimeRootState; extra: unknown }): void {
    const { dispatch, getState, extra } = store;
    if (unbind) return;
    const mirror = () => {
      const s = hub.getSnapshot();
      dispatch(
        connectionChanged({
          state: s.state,
          connectionId: s.connectionId,
          error: s.error?.message ?? null,
          retryCount: s.retryCount,
        }),
      );
    };
    mirror();
    const offHub = hub.subscribe(mirror);
    const offSubs = subscriptions.subscribe((s) => {
      if (s.state === SubscriptionState.None && !subscriptions.list().some((l) => l.key === s.key)) dispatch(feedRemoved(s.key));
      else
        dispatch(
          feedChanged({
            key: s.key,
            method: s.method,
            state: s.state,
            error: s.error,
          }),
        );
    });
    // The first event after a quiet spell is applied at once, in the hub's callback (no wait); those
    // that arrive meanwhile (the rest of its message, a burst) are gathered and applied together
    // when `schedule` runs, and so on: a burst costs one store update per turn, not one per event.
    let pending: FeedEvent[] = [];
    let gathering = false;
    let bound = true;
    const apply = (batch: FeedEvent[]) => {
      if (!bound) return;
      // The batch reaches the reducers, the app's listeners and the RTK Query cache in one store update
      // (run here rather than dispatched as a thunk: one pass through the middleware less per batch).
      applyBatch(batch, dispatch, getState, extra);
      deps.onApplied?.(batch);
    };
    const flush = () => {
      const batch = pending;
      pending = [];
      try {
        if (batch.length) apply(batch);
      } finally {
        // A later event starts over (even if a reducer or listener threw).
        gathering = false;
      }
    };
    const offFeeds = listenToFeeds(hub, (event) => {
      if (gathering) {
        pending.push(event);
        return;
      }
      gathering = true;
      schedule(flush);
      apply([event]);
    });
    unbind = () => {
      bound = false;
      offHub();
      offSubs();
      offFeeds();
    };
  }

  const removers: Array<() => void> = [];

  removers.push(
    startListening({
      predicate: (action) => deps.isLogin(action),
      effect: async (_action, api) => {
        bind(api);
        const mine = ++session;
        forcedOut = false;
        void hub.start();

        api.dispatch(currentUserLoading());
        const loaded = await api.dispatch(
          identityApi.endpoints.getCurrentUser.initiate(undefined, {
            subscribe: false,
            forceRefetch: true,
          }),
        );
        if (mine !== session) return;
        if (loaded.error || !loaded.data) {
          api.dispatch(currentUserFailed(messageOf(loaded.error)));
          return;
        }
        const user = loaded.data;
        api.dispatch(currentUserLoaded(user));

        api.dispatch(permissionsLoading());
        const granted = await api.dispatch(
          identityApi.endpoints.getUserPermissions.initiate(user.Id, {
            subscribe: false,
            forceRefetch: true,
          }),
        );
        if (mine !== session) return;
        let permissions: readonly UserPermission[] = [];
        if (granted.error || !granted.data) api.dispatch(permissionsFailed(messageOf(granted.error)));
        else {
          permissions = granted.data;
          api.dispatch(permissionsLoaded(granted.data));
        }

        const all = watchAll(user, permissions);
        const previous = holds;
        holds = [
          subscriptions.subscribeToUserEvents(ALL_USER_EVENT_KINDS, all.users ? [] : [user.Id]),
          subscriptions.subscribeToUserPermissionEvents(all.permissions ? [] : [user.Id]),
        ];
        // Taken after the new holds: a repeated login keeps equal subscriptions without a round trip.
        await Promise.all(previous.map((h) => h.unsubscribe()));
      },
    }),
  );

  removers.push(
    startListening({
      predicate: (action) => deps.isLogout(action),
      effect: async (_action, api) => {
        session++;
        const released = holds;
        holds = [];
        api.dispatch(currentUserCleared());
        await Promise.all(released.map((h) => h.unsubscribe()));
        await hub.stop();
      },
    }),
  );

  return {
    hub,
    subscriptions,
    remove() {
      for (const remove of removers) remove();
      unbind?.();
      unbind = null;
    },
  };
}

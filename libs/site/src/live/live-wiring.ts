/**
 * The realtime side of a signed-in site, loaded after sign-in (it brings `@microsoft/signalr`):
 * injects the `realtime` and `currentUser` slices and runs the current-user lifecycle of
 * `@brokerfront/realtime/redux`, and keeps the permissions slice (`<Can>`) in step with it.
 */
import { type WithSlice } from '@reduxjs/toolkit';
import { signedIn, signedOut } from '@brokerfront/auth/react';
import type { User } from '@brokerfront/identity-api';
import { loadPermissions, permissionCreated, permissionDeleted, permissionsLoaded as sitePermissionsLoaded } from '@brokerfront/permissions/react';
import type { HubClientOptions } from '@brokerfront/realtime';
import {
  addRealtimeListeners,
  currentUserSlice,
  feedEventsReceived,
  permissionsFailed,
  permissionsLoaded,
  realtimeSlice,
  whenCurrentUser,
  type ForcedLogoutReason,
  type RealtimeDispatch,
  type RealtimeListeners,
  type RealtimeStartListening,
} from '@brokerfront/realtime/redux';
import { rootReducer, startAppListening, type AppStore } from '../app/store';
import { liveSessionStarted } from './live-actions';

declare module '../app/store' {
  // Declaration merging: the store state knows the slices injected here (absent until they are).
  export interface LazyLoadedSlices extends WithSlice<typeof realtimeSlice>, WithSlice<typeof currentUserSlice> {}
}

/** What {@link wireLive} needs from the site. */
export interface LiveWiringDeps {
  /** Absolute hub URL, `{protocol}://{host}:{port}/{hubPath}` of the gateway. */
  hubUrl: string;
  /** The session's `getAccessToken` (refreshes an expired token), asked at every (re)connect. */
  getAccessToken: () => string | Promise<string>;
  /** Signs out every tab (the session's `logout`). */
  logout: (reason: ForcedLogoutReason) => void;
  /** More hub client options (tests: a fake connection builder). */
  hubOptions?: Omit<HubClientOptions, 'url' | 'accessTokenFactory'>;
}

/** The wired realtime side. */
export interface LiveWiring {
  realtime: RealtimeListeners;
  /** The current user once loaded (null when loading failed or nobody is signed in). */
  whenCurrentUser(): Promise<User | null>;
  /** Removes the listeners and disconnects. */
  remove(): void;
}

/**
 * Injects the live slices and wires the lifecycle: on `signedIn` (or `liveSessionStarted`, for the
 * session open when this code loaded) the hub connects, the current user and its permissions load
 * and the feeds are subscribed; on `signedOut` they are released and the user cleared. A pushed
 * update that blocks or archives the signed-in user signs out every tab.
 */
export function wireLive(store: AppStore, deps: LiveWiringDeps): LiveWiring {
  rootReducer.inject(realtimeSlice);
  rootReducer.inject(currentUserSlice);
  const startListening = startAppListening as unknown as RealtimeStartListening;
  const realtime = addRealtimeListeners(startListening, {
    hubUrl: deps.hubUrl,
    getAccessToken: deps.getAccessToken,
    hubOptions: deps.hubOptions,
    isLogin: (action) => signedIn.match(action) || liveSessionStarted.match(action),
    isLogout: signedOut.match,
    logout: deps.logout,
  });

  // The permissions slice behind <Can> takes the lifecycle's load and the pushed grants and revocations.
  const removers = [
    startAppListening({
      actionCreator: permissionsLoaded,
      effect: ({ payload }, api) => {
        const user = api.getState().currentUser?.user;
        if (user) api.dispatch(sitePermissionsLoaded({ userId: user.Id, permissions: payload }));
      },
    }),
    startAppListening({
      actionCreator: permissionsFailed,
      effect: (_action, api) => {
        const user = api.getState().currentUser?.user;
        // The slice loads them itself (with the identity services of the thunk extra argument).
        if (user) void (api.dispatch as RealtimeDispatch)(loadPermissions(user.Id) as unknown as Parameters<RealtimeDispatch>[0]);
      },
    }),
    startAppListening({
      actionCreator: feedEventsReceived,
      effect: ({ payload: events }, api) => {
        for (const event of events) {
          if (event.type === 'UserPermissionCreatedIntegrationEvent') api.dispatch(permissionCreated(event.payload.UserPermission));
          else if (event.type === 'UserPermissionDeletedIntegrationEvent') api.dispatch(permissionDeleted(event.payload.UserPermission));
        }
      },
    }),
  ];

  return {
    realtime,
    whenCurrentUser: () => whenCurrentUser(store as unknown as Parameters<typeof whenCurrentUser>[0]),
    remove() {
      for (const remove of removers) remove();
      realtime.remove();
      void realtime.hub.stop();
    },
  };
}

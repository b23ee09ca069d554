import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { authSlice } from '@brokerfront/auth/redux';
import type { IdentityServices } from '@brokerfront/identity-api';
import { identityApi } from '@brokerfront/identity-api/redux';
import { realtimeSlice } from '@brokerfront/realtime/redux';
import { addSettingsListeners, followSettingsOfOtherTabs } from '../settings/settings-listeners';
import { settingsSlice } from '../settings/settings-slice';
import type { SettingsStorage, StorageEventSource } from '../settings/settings-storage';

/**
 * The root reducer: client-only state in small slices (user settings, the session's status, the hub's
 * connection and subscription states) and every piece of server data in the RTK Query cache.
 */
export const rootReducer = combineSlices(settingsSlice, authSlice, realtimeSlice, identityApi);

export type RootState = ReturnType<typeof rootReducer>;

/** The thunk (and listener) extra argument: the identity services RTK Query calls. */
export interface AppExtra {
  identity?: IdentityServices;
}

export type AppDispatch = ThunkDispatch<RootState, AppExtra, UnknownAction>;
export type AppStartListening = TypedStartListening<RootState, AppDispatch, AppExtra>;

/** What {@link makeStore} is given. */
export interface StoreDependencies {
  /** The identity and permissions calls (`createSiteSession(…).identity`); queries fail without them. */
  identity?: IdentityServices;
  /** Where user settings persist (per user, under `userSettings`); without it they live for the page only. */
  storage?: SettingsStorage;
  /** Announces other tabs' changes of `storage` (`window`); with it, their settings changes apply here at once. */
  storageEvents?: StorageEventSource;
}

/**
 * Creates the store with its own listener middleware (`store.startListening`, for the session and the
 * live side), the RTK Query middleware and the settings persistence. Tests call it with a
 * `preloadedState` and fake dependencies; nothing is shared between stores.
 */
export function makeStore(preloadedState?: Partial<RootState>, deps: StoreDependencies = {}) {
  const extra: AppExtra = { identity: deps.identity };
  const listeners = createListenerMiddleware({ extra });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(listeners.middleware)
        .concat(identityApi.middleware),
    // Auto-batched actions (RTK Query's cache updates) notify the UI at the end of the task, not at the next animation
    // frame: the live session already applies pushed events once per frame, inside the frame's callback, and a
    // notification deferred to the frame after would show every pushed value one frame late.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
  const startListening = listeners.startListening as AppStartListening;
  if (deps.storage) {
    addSettingsListeners(startListening, deps.storage);
    if (deps.storageEvents) followSettingsOfOtherTabs(store, deps.storage, deps.storageEvents);
  }
  return Object.assign(store, { startListening });
}

export type AppStore = ReturnType<typeof makeStore>;

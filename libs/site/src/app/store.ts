import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { settingsSlice, USER_SETTINGS_KEY } from '../settings/settings-slice';

/**
 * The root reducer. Feature slices are injected with `rootReducer.inject(slice)` (or listed here),
 * so that the marketing pages do not load signed-in code.
 */
export const rootReducer = combineSlices(settingsSlice);

export type RootState = ReturnType<typeof rootReducer>;

export const listenerMiddleware = createListenerMiddleware();

export interface StoreDependencies {
  /** Where user settings persist; `undefined` keeps them in memory only. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

/** Creates the store; tests call it with a `preloadedState` and fake dependencies. */
export function makeStore(preloadedState?: Partial<RootState>, deps: StoreDependencies = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listenerMiddleware.middleware),
  });
  if (deps.storage) {
    const storage = deps.storage;
    let last = store.getState().settings;
    store.subscribe(() => {
      const next = store.getState().settings;
      if (next !== last) {
        last = next;
        storage.setItem(USER_SETTINGS_KEY, JSON.stringify(next));
      }
    });
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();

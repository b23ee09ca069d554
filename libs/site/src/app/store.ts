import { combineSlices, configureStore, createListenerMiddleware, type Middleware } from '@reduxjs/toolkit';
import { settingsSlice, USER_SETTINGS_KEY } from '../settings/settings-slice';

/**
 * The root reducer. Feature slices are injected with `rootReducer.inject(slice)` (or listed here),
 * so that the marketing pages do not load signed-in code.
 */
export const rootReducer = combineSlices(settingsSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/**
 * Slices injected by feature modules, declared by them through module augmentation
 * (`declare module '../app/store' { interface LazyLoadedSlices extends WithSlice<typeof slice> {} }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export type RootState = ReturnType<typeof rootReducer>;

export const listenerMiddleware = createListenerMiddleware();

export interface StoreDependencies {
  /** Where user settings persist; `undefined` keeps them in memory only. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** The thunk extra argument (services of features, e.g. `{ identity }`). */
  extraArgument?: unknown;
  /** Middleware of features (e.g. an RTK Query api's), after the listener middleware. */
  middleware?: Middleware[];
}

/** Creates the store; tests call it with a `preloadedState` and fake dependencies. */
export function makeStore(preloadedState?: Partial<RootState>, deps: StoreDependencies = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: deps.extraArgument } })
        .prepend(listenerMiddleware.middleware)
        .concat(...(deps.middleware ?? [])),
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

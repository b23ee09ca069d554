import {
  deleteView,
  readSavedViews,
  saveView,
  updateView,
  watchSavedViews,
  SAVED_VIEWS_KEY,
  type SavedView,
  type StorageEventSource,
  type ViewsStorage,
  type ViewsWrite,
  type ViewsWriteOptions,
} from './saved-views';

/**
 * The saved views as a subscribable source (for `useSyncExternalStore`): reads are cached per stored
 * text, so an unchanged storage gives the same array; this tab's writes and other tabs' `storage`
 * events notify the subscribers. The `storage` listener is attached with the first subscriber only.
 */
export interface SavedViewsSource {
  subscribe(listener: () => void): () => void;
  /** The employee's views (the same array while nothing changed). */
  read(userId: number): readonly SavedView[];
  save(userId: number, name: string, params: string): ViewsWrite;
  update(userId: number, id: string, params: string): ViewsWrite;
  remove(userId: number, id: string): readonly SavedView[];
}

/** Options of {@link createSavedViewsSource}. */
export interface SavedViewsSourceOptions extends ViewsWriteOptions {
  storage: ViewsStorage | undefined;
  /** Announces other tabs' changes (`window`); without it, only this tab's writes are seen. */
  events?: StorageEventSource;
}

/** Makes a {@link SavedViewsSource} over a storage. */
export function createSavedViewsSource({ storage, events, ...writeOptions }: SavedViewsSourceOptions): SavedViewsSource {
  const listeners = new Set<() => void>();
  let unwatch: (() => void) | null = null;
  const cache = new Map<number, { raw: string | null; views: readonly SavedView[] }>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const raw = (): string | null => {
    try {
      return storage?.getItem(SAVED_VIEWS_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const write = <T>(change: (s: ViewsStorage) => T, fallback: T): T => {
    if (!storage) return fallback;
    const result = change(storage);
    notify();
    return result;
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && events && storage) unwatch = watchSavedViews(events, storage, notify);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          unwatch?.();
          unwatch = null;
        }
      };
    },
    read(userId) {
      const text = raw();
      const cached = cache.get(userId);
      if (cached && cached.raw === text) return cached.views;
      const views = readSavedViews(storage, userId);
      cache.set(userId, { raw: text, views });
      return views;
    },
    save: (userId, name, params) => write((s) => saveView(s, userId, name, params, writeOptions), { view: null, views: [] }),
    update: (userId, id, params) => write((s) => updateView(s, userId, id, params, writeOptions), { view: null, views: [] }),
    remove: (userId, id) => write((s) => deleteView(s, userId, id), []),
  };
}

/** The browser's source: localStorage (when it can be reached) and the window's `storage` events. */
export function browserSavedViewsSource(): SavedViewsSource {
  let storage: Storage | undefined;
  try {
    storage = typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage disabled (privacy settings): views are not kept.
    storage = undefined;
  }
  return createSavedViewsSource({ storage, events: typeof window === 'undefined' ? undefined : window });
}

import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { SavedView } from './saved-views';
import { browserSavedViewsSource, type SavedViewsSource } from './saved-views-source';

const SavedViewsContext = createContext<SavedViewsSource | null>(null);
let browserSource: SavedViewsSource | null = null;

/** Gives the pages below a views source of its own (tests, or a storage other than localStorage). */
export function SavedViewsProvider({ source, children }: { source: SavedViewsSource; children: ReactNode }) {
  return <SavedViewsContext.Provider value={source}>{children}</SavedViewsContext.Provider>;
}

/** The views source of this page: the provider's, or the browser's localStorage. */
export function useSavedViewsSource(): SavedViewsSource {
  const provided = useContext(SavedViewsContext);
  if (provided) return provided;
  browserSource ??= browserSavedViewsSource();
  return browserSource;
}

const NO_VIEWS: readonly SavedView[] = Object.freeze([]);

/**
 * The saved views of an employee (none while the user is unknown), following this tab's writes and
 * other tabs' changes, with the writes bound to that employee.
 */
export function useSavedViews(userId: number | null) {
  const source = useSavedViewsSource();
  const views = useSyncExternalStore(source.subscribe, () => (userId === null ? NO_VIEWS : source.read(userId)));
  return useMemo(
    () => ({
      views,
      save: (name: string, params: string) => (userId === null ? null : source.save(userId, name, params).view),
      update: (id: string, params: string) => (userId === null ? null : source.update(userId, id, params).view),
      remove: (id: string) => (userId === null ? views : source.remove(userId, id)),
    }),
    [views, source, userId],
  );
}

import { readUsersListState, writeUsersListState, type UsersListState } from '../query/users-list-state';

/**
 * The one localStorage key of the saved views of the users list. Its value is a record keyed by the
 * employee's user id, each entry that employee's views: `{"1": [{"id": "k3x9a2", "name": "Blocked",
 * "params": "where=…&cols=name,email", "savedAt": "2026-01-02T10:00:00.000Z"}]}`.
 */
export const SAVED_VIEWS_KEY = 'backofficeViews';

/**
 * A saved view: its name and the list's state as URL query parameters (search, filters, sort, page size
 * and columns; never the page or the view itself), so a view reads back exactly as a link would.
 */
export interface SavedView {
  id: string;
  name: string;
  params: string;
  /** When it was saved or last updated (ISO 8601). */
  savedAt: string;
}

/** Where the views persist: localStorage in the browser, a memory storage in tests. */
export type ViewsStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The clock and id source of the writes (injected in tests). */
export interface ViewsWriteOptions {
  now?: () => Date;
  newId?: () => string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The longest view name kept (longer names are cut). */
export const MAX_VIEW_NAME_LENGTH = 80;

/** The stored record (employee id → views, not yet checked); missing or corrupted gives an empty one. */
export function parseViewsRecord(raw: string | null | undefined): Record<string, unknown> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** Reads the record; an unavailable or throwing storage gives an empty one. */
function readRecord(storage: Pick<Storage, 'getItem'> | undefined): Record<string, unknown> {
  try {
    return parseViewsRecord(storage?.getItem(SAVED_VIEWS_KEY));
  } catch {
    return {};
  }
}

/** The valid views of a stored entry, in their stored order: anything malformed (or a repeated id or name) is left out. */
export function normalizeViews(value: unknown): SavedView[] {
  if (!Array.isArray(value)) return [];
  const views: SavedView[] = [];
  for (const item of value) {
    if (!isRecord(item)) continue;
    const { id, name, params, savedAt } = item;
    if (typeof id !== 'string' || !id || typeof name !== 'string' || !name.trim() || typeof params !== 'string') continue;
    if (views.some((v) => v.id === id || sameName(v.name, name))) continue;
    views.push({
      id,
      name: name.trim().slice(0, MAX_VIEW_NAME_LENGTH),
      params,
      savedAt: typeof savedAt === 'string' ? savedAt : '',
    });
  }
  return views;
}

/** View names compare trimmed and without case. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/** The saved views of one employee (none for a missing, foreign or corrupted entry). */
export function readSavedViews(storage: Pick<Storage, 'getItem'> | undefined, userId: number): SavedView[] {
  return normalizeViews(readRecord(storage)[String(userId)]);
}

/** Writes one employee's views, keeping the other employees' entries; false when the storage refused. */
function writeViews(storage: ViewsStorage, userId: number, views: readonly SavedView[]): boolean {
  try {
    const record = readRecord(storage);
    storage.setItem(SAVED_VIEWS_KEY, JSON.stringify({ ...record, [String(userId)]: views }));
    return true;
  } catch {
    // Quota exceeded or storage disabled: nothing is saved.
    return false;
  }
}

/** A short random id (letters and digits), unique enough among one employee's views. */
export function randomViewId(): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

/** The part of a list state a view keeps, as URL query parameters (the first page, no `view`). */
export function viewParamsOf(state: UsersListState): string {
  return writeUsersListState({ ...state, page: 1, view: null }).toString();
}

/** A view's state as the list reads it (what the URL would give). */
export function viewStateOf(view: Pick<SavedView, 'params' | 'id'>): UsersListState {
  return { ...readUsersListState(new URLSearchParams(view.params)).state, view: view.id };
}

/** The query string that opens a view: its parameters and `view=<id>`. */
export function viewSearchOf(view: Pick<SavedView, 'params' | 'id'>): string {
  return `?${writeUsersListState(viewStateOf(view)).toString()}`;
}

/** Whether the list shows something other than the view holds (page and view id aside). */
export function differsFromView(state: UsersListState, view: Pick<SavedView, 'params' | 'id'>): boolean {
  return viewParamsOf(state) !== viewParamsOf(viewStateOf(view));
}

/** What a write did: the view written (null when the storage refused) and the employee's views after it. */
export interface ViewsWrite {
  view: SavedView | null;
  views: SavedView[];
}

/**
 * Saves `params` as the view `name` of an employee. A view of the same name (trimmed, any case) is
 * replaced, keeping its id and place; otherwise the view is added at the end with a new id.
 */
export function saveView(storage: ViewsStorage, userId: number, name: string, params: string, options: ViewsWriteOptions = {}): ViewsWrite {
  const views = readSavedViews(storage, userId);
  const trimmed = name.trim().slice(0, MAX_VIEW_NAME_LENGTH);
  if (!trimmed) return { view: null, views };
  const savedAt = (options.now?.() ?? new Date()).toISOString();
  const existing = views.find((v) => sameName(v.name, trimmed));
  let view: SavedView;
  let next: SavedView[];
  if (existing) {
    view = { ...existing, name: trimmed, params, savedAt };
    next = views.map((v) => (v.id === existing.id ? view : v));
  } else {
    const newId = options.newId ?? randomViewId;
    let id = newId();
    while (views.some((v) => v.id === id)) id = newId();
    view = { id, name: trimmed, params, savedAt };
    next = [...views, view];
  }
  return writeViews(storage, userId, next) ? { view, views: next } : { view: null, views };
}

/** Stores `params` into the view `id` (its name kept); null view when there is no such view. */
export function updateView(storage: ViewsStorage, userId: number, id: string, params: string, options: ViewsWriteOptions = {}): ViewsWrite {
  const views = readSavedViews(storage, userId);
  const existing = views.find((v) => v.id === id);
  if (!existing) return { view: null, views };
  const view = { ...existing, params, savedAt: (options.now?.() ?? new Date()).toISOString() };
  const next = views.map((v) => (v.id === id ? view : v));
  return writeViews(storage, userId, next) ? { view, views: next } : { view: null, views };
}

/** Deletes the view `id` of an employee; the views after it (unchanged when there was none). */
export function deleteView(storage: ViewsStorage, userId: number, id: string): SavedView[] {
  const views = readSavedViews(storage, userId);
  if (!views.some((v) => v.id === id)) return views;
  const next = views.filter((v) => v.id !== id);
  return writeViews(storage, userId, next) ? next : views;
}

/** What announces other tabs' changes of the storage (`window`, whose `storage` events they are). */
export type StorageEventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `onChange` when another tab changes the saved views (the `storage` event of
 * {@link SAVED_VIEWS_KEY}, or of a cleared storage). Returns the unsubscribe.
 */
export function watchSavedViews(source: StorageEventSource, storage: ViewsStorage, onChange: () => void): () => void {
  const listener = (event: Event) => {
    const { key, storageArea } = event as StorageEvent;
    if (key !== null && key !== SAVED_VIEWS_KEY) return;
    if (storageArea && storageArea !== (storage as unknown)) return;
    onChange();
  };
  source.addEventListener('storage', listener);
  return () => source.removeEventListener('storage', listener);
}

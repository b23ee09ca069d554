import { MemoryStorage } from '@brokerfront/auth/testing';
import { defaultUsersListState, type UsersListState } from '../query/users-list-state';
import {
  deleteView,
  differsFromView,
  parseViewsRecord,
  readSavedViews,
  SAVED_VIEWS_KEY,
  saveView,
  updateView,
  viewParamsOf,
  viewSearchOf,
  viewStateOf,
  watchSavedViews,
} from './saved-views';
import { createSavedViewsSource } from './saved-views-source';

const NOW = () => new Date('2026-02-03T04:05:06.000Z');
const ids = (...list: string[]) => {
  const queue = [...list];
  return () => queue.shift() ?? 'spare';
};

const blocked: UsersListState = {
  ...defaultUsersListState(),
  search: 'ross',
  where: { kind: 'group', id: 'root', all: true, children: [{ kind: 'condition', id: 'c1', field: 'IsBlocked', op: 'eq', value: 'true' }] },
  sort: { column: 'name', ascending: true },
  page: 3,
  pageSize: 50,
  columns: ['name', 'phone', 'status'],
  view: 'old',
};

const stored = (storage: MemoryStorage) => JSON.parse(storage.getItem(SAVED_VIEWS_KEY) ?? 'null') as unknown;

describe('the stored record', () => {
  it.each([
    ['nothing', null],
    ['bad JSON', '{"1": ['],
    ['an array', '[1, 2]'],
    ['a string', '"views"'],
  ])('reads %s as no views, without throwing', (_name, raw) => {
    expect(parseViewsRecord(raw)).toEqual({});
    const storage = new MemoryStorage();
    if (raw !== null) storage.setItem(SAVED_VIEWS_KEY, raw);
    expect(readSavedViews(storage, 1)).toEqual([]);
  });

  it('keeps only well-formed views of the employee, and none of another', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      SAVED_VIEWS_KEY,
      JSON.stringify({
        1: [
          { id: 'a', name: ' Blocked ', params: 'q=x', savedAt: '2026-01-01T00:00:00.000Z' },
          { id: 'b', name: '', params: '' },
          { id: 'c', name: 'No params' },
          'junk',
          { id: 'a', name: 'Same id', params: '' },
          { id: 'd', name: 'BLOCKED', params: '' },
          { id: 'e', name: 'Clients', params: 'cols=name' },
        ],
        2: [{ id: 'z', name: 'Theirs', params: '' }],
      }),
    );
    expect(readSavedViews(storage, 1)).toEqual([
      { id: 'a', name: 'Blocked', params: 'q=x', savedAt: '2026-01-01T00:00:00.000Z' },
      { id: 'e', name: 'Clients', params: 'cols=name', savedAt: '' },
    ]);
    expect(readSavedViews(storage, 3)).toEqual([]);
  });

  it('reads a storage that throws as no views', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readSavedViews(storage, 1)).toEqual([]);
  });
});

describe('saving, updating and deleting', () => {
  it('adds a view with a new id, keeping the other employees’ views', () => {
    const storage = new MemoryStorage();
    storage.setItem(SAVED_VIEWS_KEY, JSON.stringify({ 2: [{ id: 'z', name: 'Theirs', params: '' }] }));
    const { view, views } = saveView(storage, 1, '  Blocked clients ', 'q=ross', { now: NOW, newId: ids('v1') });
    expect(view).toEqual({ id: 'v1', name: 'Blocked clients', params: 'q=ross', savedAt: '2026-02-03T04:05:06.000Z' });
    expect(views).toEqual([view]);
    expect(stored(storage)).toEqual({ 1: [view], 2: [{ id: 'z', name: 'Theirs', params: '' }] });
  });

  it('gives a new view an id no other of the employee’s views has', () => {
    const storage = new MemoryStorage();
    saveView(storage, 1, 'First', '', { newId: ids('v1') });
    const { view } = saveView(storage, 1, 'Second', '', { newId: ids('v1', 'v1', 'v2') });
    expect(view?.id).toBe('v2');
  });

  it('replaces the view of the same name (any case, trimmed) in its place and with its id', () => {
    const storage = new MemoryStorage();
    saveView(storage, 1, 'Blocked', 'q=a', { newId: ids('v1') });
    saveView(storage, 1, 'Archived', 'q=b', { newId: ids('v2') });
    const { view, views } = saveView(storage, 1, 'blocked ', 'q=c', { now: NOW, newId: ids('v3') });
    expect(view).toEqual({ id: 'v1', name: 'blocked', params: 'q=c', savedAt: NOW().toISOString() });
    expect(views.map((v) => [v.id, v.name, v.params])).toEqual([
      ['v1', 'blocked', 'q=c'],
      ['v2', 'Archived', 'q=b'],
    ]);
  });

  it('refuses an empty name, and reports a storage that refuses the write', () => {
    const storage = new MemoryStorage();
    expect(saveView(storage, 1, '   ', 'q=a').view).toBeNull();
    expect(storage.getItem(SAVED_VIEWS_KEY)).toBeNull();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(saveView(full, 1, 'Name', 'q=a')).toEqual({ view: null, views: [] });
  });

  it('updates a view’s parameters and keeps its name', () => {
    const storage = new MemoryStorage();
    saveView(storage, 1, 'Blocked', 'q=a', { newId: ids('v1') });
    expect(updateView(storage, 1, 'v1', 'q=b', { now: NOW }).view).toEqual({
      id: 'v1',
      name: 'Blocked',
      params: 'q=b',
      savedAt: NOW().toISOString(),
    });
    expect(updateView(storage, 1, 'missing', 'q=b').view).toBeNull();
    expect(readSavedViews(storage, 1).map((v) => v.params)).toEqual(['q=b']);
  });

  it('deletes one view of one employee', () => {
    const storage = new MemoryStorage();
    saveView(storage, 1, 'A', '', { newId: ids('v1') });
    saveView(storage, 1, 'B', '', { newId: ids('v2') });
    saveView(storage, 2, 'A', '', { newId: ids('v1') });
    expect(deleteView(storage, 1, 'v1').map((v) => v.id)).toEqual(['v2']);
    expect(readSavedViews(storage, 2).map((v) => v.id)).toEqual(['v1']);
    expect(deleteView(storage, 1, 'nothing').map((v) => v.id)).toEqual(['v2']);
  });
});

describe('a view and the list state', () => {
  it('keeps the search, filters, sort, page size and columns — not the page or the view', () => {
    const params = viewParamsOf(blocked);
    const read = new URLSearchParams(params);
    expect(read.get('q')).toBe('ross');
    expect(read.get('sort')).toBe('name.asc');
    expect(read.get('size')).toBe('50');
    expect(read.get('cols')).toBe('name,phone,status');
    expect(read.get('where')).not.toBeNull();
    expect(read.has('page')).toBe(false);
    expect(read.has('view')).toBe(false);
  });

  it('opens as the state it was saved from, on page 1 with its id', () => {
    const view = { id: 'v9', params: viewParamsOf(blocked) };
    const state = viewStateOf(view);
    expect(state).toMatchObject({ search: 'ross', sort: blocked.sort, page: 1, pageSize: 50, columns: blocked.columns, view: 'v9' });
    expect(state.where.children).toHaveLength(1);
    expect(new URLSearchParams(viewSearchOf(view)).get('view')).toBe('v9');
    expect(viewSearchOf(view).startsWith('?')).toBe(true);
  });

  it('differs from the list once its query or columns change, not for another page', () => {
    const view = { id: 'v9', params: viewParamsOf(blocked) };
    expect(differsFromView({ ...blocked, page: 7, view: 'v9' }, view)).toBe(false);
    expect(differsFromView({ ...blocked, search: 'other' }, view)).toBe(true);
    expect(differsFromView({ ...blocked, columns: ['name'] }, view)).toBe(true);
    expect(differsFromView({ ...blocked, sort: { column: 'name', ascending: false } }, view)).toBe(true);
  });
});

describe('other tabs', () => {
  it('reports storage events of the views key and of a cleared storage, in the same storage area only', () => {
    const storage = new MemoryStorage();
    const source = new EventTarget() as unknown as Window;
    const onChange = jest.fn();
    const stop = watchSavedViews(source, storage, onChange);
    const fire = (key: string | null, storageArea: unknown = storage) => {
      const event = new Event('storage');
      Object.assign(event, { key, storageArea });
      source.dispatchEvent(event);
    };
    fire('userSettings');
    fire(SAVED_VIEWS_KEY, new MemoryStorage());
    expect(onChange).not.toHaveBeenCalled();
    fire(SAVED_VIEWS_KEY);
    fire(null);
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
    fire(SAVED_VIEWS_KEY);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('as a source: the same array while nothing changed, subscribers told of writes and of other tabs', () => {
    const storage = new MemoryStorage();
    const events = new EventTarget() as unknown as Window;
    const added = jest.spyOn(events, 'addEventListener');
    const removed = jest.spyOn(events, 'removeEventListener');
    const source = createSavedViewsSource({ storage, events, newId: ids('v1', 'v2') });
    const first = source.read(1);
    expect(source.read(1)).toBe(first);
    expect(added).not.toHaveBeenCalled();

    const listener = jest.fn();
    const stop = source.subscribe(listener);
    expect(added).toHaveBeenCalledTimes(1);
    source.save(1, 'Mine', 'q=a');
    expect(listener).toHaveBeenCalledTimes(1);
    const after = source.read(1);
    expect(after).not.toBe(first);
    expect(after.map((v) => v.name)).toEqual(['Mine']);

    // Another tab writes, then its storage event arrives.
    storage.setItem(SAVED_VIEWS_KEY, JSON.stringify({ 1: [{ id: 'x', name: 'From the other tab', params: '' }] }));
    const event = new Event('storage');
    Object.assign(event, { key: SAVED_VIEWS_KEY, storageArea: storage });
    events.dispatchEvent(event);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(source.read(1).map((v) => v.name)).toEqual(['From the other tab']);

    stop();
    expect(removed).toHaveBeenCalledTimes(1);
  });
});

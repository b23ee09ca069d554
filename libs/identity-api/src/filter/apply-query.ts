import type { Filter, GenericQuery, PageResult, SortColumn } from '../entities/query';
import { compileFilters } from './compile-filters';
import { FilterError } from './filter-error';
import type { FilterOptions } from './validate';
import { compareForSort, readField } from './values';

/**
 * Sorts items by several columns (stable; see {@link compareForSort} for the order of values).
 * Returns a new array. Throws {@link FilterError} on an unknown column when `options.fields` is given.
 */
export function sortItems<T>(items: readonly T[], sort: readonly SortColumn[] | null | undefined, options: FilterOptions = {}): T[] {
  const columns = sort ?? [];
  const fields = options.fields ? new Set(options.fields) : undefined;
  for (const c of columns) {
    if (typeof c?.Column !== 'string' || c.Column === '') throw new FilterError('missing sort column');
    if (fields && !fields.has(c.Column)) throw new FilterError(`unknown field: ${c.Column}`);
  }
  if (columns.length === 0) return items.slice();
  const keyed = items.map((item, index) => ({ item, index, keys: columns.map((c) => readField(item, c.Column)) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < columns.length; i++) {
      const r = compareForSort(a.keys[i], b.keys[i]);
      if (r !== 0) return columns[i].Asc === false ? -r : r;
    }
    return a.index - b.index;
  });
  return keyed.map((k) => k.item);
}

/** Start of the page: `StartIndex` when given, else `(PageNumber - 1) * PageSize` (PageNumber is 1-based). */
export function pageStart(query: Pick<GenericQuery, 'PageNumber' | 'PageSize' | 'StartIndex'>): number {
  if (query.StartIndex !== undefined && query.StartIndex !== null) return Math.max(0, Math.floor(query.StartIndex));
  const size = Math.max(0, Math.floor(query.PageSize ?? 0));
  const page = Math.max(1, Math.floor(query.PageNumber ?? 1));
  return (page - 1) * size;
}

/** One page of already filtered and sorted items. A `PageSize` of 0 or less means "to the end". */
export function pageItems<T>(items: readonly T[], query: Pick<GenericQuery, 'PageNumber' | 'PageSize' | 'StartIndex'>): T[] {
  const start = pageStart(query);
  const size = Math.floor(query.PageSize ?? 0);
  return size > 0 ? items.slice(start, start + size) : items.slice(start);
}

/**
 * Runs a whole generic query over an in-memory list: filters (compiled once), sorts and pages.
 * `TotalItems` counts every item that passed the filters.
 */
export function applyQuery<T>(
  items: readonly T[],
  query: Partial<GenericQuery> & { Filters?: Filter[] | null },
  options: FilterOptions = {},
): PageResult<T> {
  const matches = compileFilters<T>(query.Filters, options);
  const filtered = items.filter((i) => matches(i));
  const sorted = sortItems(filtered, query.Sort, options);
  return {
    Items: pageItems(sorted, { PageNumber: query.PageNumber ?? 1, PageSize: query.PageSize ?? 0, StartIndex: query.StartIndex }),
    TotalItems: filtered.length,
  };
}

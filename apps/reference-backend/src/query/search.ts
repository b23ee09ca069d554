import {
  compareForSort,
  compileFilters,
  FilterError,
  pageStart,
  type Filter,
  type GenericQuery,
  type PageResult,
  type SortColumn,
} from '@brokerfront/identity-api';

/** Limits that keep a query from exhausting the server. */
export const QUERY_LIMITS = { maxDepth: 16, maxNodes: 2000, maxPageSize: 1000, maxSortColumns: 8 } as const;

function checkShape(filters: readonly Filter[]): void {
  let nodes = 0;
  const walk = (f: Filter, depth: number): void => {
    if (depth > QUERY_LIMITS.maxDepth) throw new FilterError(`filters nest deeper than ${QUERY_LIMITS.maxDepth} levels`);
    if (++nodes > QUERY_LIMITS.maxNodes) throw new FilterError(`more than ${QUERY_LIMITS.maxNodes} filter nodes`);
    if (f && typeof f === 'object' && Array.isArray(f.Children)) for (const c of f.Children) walk(c, depth + 1);
  };
  for (const f of filters) walk(f, 1);
}

/**
 * Runs a generic query over `items` (given in their natural order, by ascending Id) with the shared filter
 * engine of `@brokerfront/identity-api`, giving exactly the answers of its `applyQuery`: the same filter
 * semantics, the same order of values (`compareForSort`, ties kept in natural order) and the same paging.
 * Only the first `start + size` items of the order are ever sorted (a bounded selection), so that a page of a
 * large result costs about one pass over it.
 *
 * Throws {@link FilterError} on an unknown field, column or operator, or a malformed value.
 */
export function searchItems<T extends object>(
  items: readonly T[],
  query: Pick<GenericQuery, 'PageNumber' | 'PageSize'> & { StartIndex?: number | null; Filters: Filter[]; Sort: SortColumn[] },
  fields: readonly string[],
): PageResult<T> {
  checkShape(query.Filters);
  if (query.Sort.length > QUERY_LIMITS.maxSortColumns) throw new FilterError(`more than ${QUERY_LIMITS.maxSortColumns} sort columns`);
  const known = new Set(fields);
  for (const c of query.Sort) if (!known.has(c.Column)) throw new FilterError(`unknown field: ${c.Column}`);
  const matches = compileFilters<T>(query.Filters, { fields });

  const start = pageStart(query);
  const size = query.PageSize;
  const want = start + size;
  const cols = query.Sort.map((c) => ({ key: c.Column, dir: c.Asc === false ? -1 : 1 }));

  type Entry = { item: T; index: number };
  const cmp = (a: Entry, b: Entry): number => {
    for (const c of cols) {
      const r = compareForSort((a.item as Record<string, unknown>)[c.key], (b.item as Record<string, unknown>)[c.key]);
      if (r !== 0) return c.dir * r;
    }
    return a.index - b.index;
  };

  let total = 0;
  if (cols.length === 0) {
    const page: T[] = [];
    for (const item of items) {
      if (!matches(item)) continue;
      if (total >= start && total < want) page.push(item);
      total++;
    }
    return { Items: page, TotalItems: total };
  }

  if (want > 2000) {
    // Deep page: a full sort is cheaper than keeping a long ordered buffer.
    const all: Entry[] = [];
    for (const item of items) if (matches(item)) all.push({ item, index: all.length });
    all.sort(cmp);
    return { Items: all.slice(start, want).map((e) => e.item), TotalItems: all.length };
  }

  // Keep the best `want` entries in order; a new entry that is not better than the worst kept is dropped.
  const kept: Entry[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as T;
    if (!matches(item)) continue;
    const e = { item, index: total++ };
    if (kept.length === want && cmp(e, kept[want - 1] as Entry) >= 0) continue;
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cmp(kept[mid] as Entry, e) <= 0) lo = mid + 1;
      else hi = mid;
    }
    kept.splice(lo, 0, e);
    if (kept.length > want) kept.pop();
  }
  return { Items: kept.slice(start, want).map((e) => e.item), TotalItems: total };
}

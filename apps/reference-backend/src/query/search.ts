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
  source: readonly T[],
  query: Pick<GenericQuery, 'PageNumber' | 'PageSize'> & { StartIndex?: number | null; Filters: Filter[]; Sort: SortColumn[] },
  fields: readonly string[],
  cache?: FilterCache<T>,
): PageResult<T> {
  checkShape(query.Filters);
  if (query.Sort.length > QUERY_LIMITS.maxSortColumns) throw new FilterError(`more than ${QUERY_LIMITS.maxSortColumns} sort columns`);
  const known = new Set(fields);
  for (const c of query.Sort) if (!known.has(c.Column)) throw new FilterError(`unknown field: ${c.Column}`);
  const predicate = compileFilters<T>(query.Filters, { fields });
  // With a cache, the items that pass these filters are remembered (until the data changes), so paging through
  // or re-sorting one result set does not filter everything again.
  let matched = cache?.get(query.Filters);
  if (!matched) {
    matched = source.filter((i) => predicate(i));
    cache?.set(query.Filters, matched);
  }
  const cols = query.Sort.map((c) => ({ key: c.Column, dir: c.Asc === false ? -1 : 1 }));
  return searchSorted(matched, pageStart(query), query.PageSize, cols);
}

/**
 * Remembers the items that passed a filter tree, for as long as the data has the same version.
 * Keeps the `capacity` most recently used filter trees.
 */
export class FilterCache<T> {
  private readonly entries = new Map<string, T[]>();
  private version = -1;

  constructor(
    private readonly currentVersion: () => number,
    private readonly capacity = 16,
  ) {}

  /** The items that passed `filters`, if known for the current data. */
  get(filters: readonly Filter[]): T[] | undefined {
    this.check();
    const key = JSON.stringify(filters);
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Records the items that passed `filters`. */
  set(filters: readonly Filter[], items: T[]): void {
    this.check();
    this.entries.set(JSON.stringify(filters), items);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  private check(): void {
    const v = this.currentVersion();
    if (v !== this.version) {
      this.entries.clear();
      this.version = v;
    }
  }
}

/** Sorts (bounded selection) and pages items that already passed the filters, given in natural order. */
function searchSorted<T extends object>(
  items: readonly T[],
  start: number,
  size: number,
  cols: ReadonlyArray<{ key: string; dir: number }>,
): PageResult<T> {
  const want = start + size;
  const total = items.length;
  if (cols.length === 0) return { Items: items.slice(start, want), TotalItems: total };
  type Entry = { item: T; index: number };
  const cmp = (a: Entry, b: Entry): number => {
    for (const c of cols) {
      const r = compareForSort((a.item as Record<string, unknown>)[c.key], (b.item as Record<string, unknown>)[c.key]);
      if (r !== 0) return c.dir * r;
    }
    return a.index - b.index;
  };
  if (want > 2000) {
    // Deep page: a full sort is cheaper than keeping a long ordered buffer.
    const all = items.map((item, index) => ({ item, index }));
    all.sort(cmp);
    return { Items: all.slice(start, want).map((e) => e.item), TotalItems: total };
  }
  // Keep the best `want` entries in order; a new entry that is not better than the worst kept is dropped.
  const kept: Entry[] = [];
  for (let index = 0; index < total; index++) {
    const e = { item: items[index] as T, index };
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

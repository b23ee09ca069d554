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
import { buildFieldIndex, candidateCount, candidates, INDEX_LIMITS, requiredLeaves, withoutLeaf, type FieldIndex } from './value-index';

/**
 * Limits that keep a query from stalling the server (see docs/security.md): the worst accepted filter tree
 * over the demo data (3 000 users) takes a few milliseconds. The web client sends at most 6 nodes, 2 levels,
 * one sort column and pages of up to 100.
 */
export const QUERY_LIMITS = {
  /** Levels of nested `Children`. */
  maxDepth: 8,
  /** Nodes (groups and leaves) of the whole tree. */
  maxNodes: 100,
  /** Values of every `in`/`notIn` list of the tree together. */
  maxListValues: 1000,
  /** Characters of a `Field`, an `Op` or a string value. */
  maxStringLength: 1000,
  maxPageSize: 200,
  maxSortColumns: 8,
} as const;

/** The properties a filter node may have (the wire shape of `Filter`). */
const FILTER_KEYS: ReadonlySet<string> = new Set(['Op', 'Field', 'Value', 'UseAnd', 'Children']);

/** Whether a value is a scalar within the length limit. */
function isSmallScalar(v: unknown): boolean {
  if (typeof v === 'string') return v.length <= QUERY_LIMITS.maxStringLength;
  return typeof v === 'number' || typeof v === 'boolean';
}

/**
 * Checks the wire shape of one node (before any evaluation): a plain object with only the properties of a
 * `Filter`, of their types (`Value` a scalar, `null` or a flat list of scalars; `Children` a list or `null`;
 * `UseAnd` a boolean or `null`), with short strings. Answers the count of list values it holds.
 */
function checkNode(f: unknown, path: string): number {
  if (f === null || typeof f !== 'object' || Array.isArray(f)) throw new FilterError(`${path}: a filter must be an object`);
  const node = f as Record<string, unknown>;
  for (const key of Object.keys(node)) {
    if (!FILTER_KEYS.has(key)) throw new FilterError(`${path}: unknown property ${key.slice(0, 64)}`);
  }
  for (const key of ['Op', 'Field'] as const) {
    const v = node[key];
    if (v !== undefined && v !== null && !(typeof v === 'string' && v.length <= QUERY_LIMITS.maxStringLength)) {
      throw new FilterError(`${path}.${key}: expected a string of at most ${QUERY_LIMITS.maxStringLength} characters`);
    }
  }
  if (node['UseAnd'] !== undefined && node['UseAnd'] !== null && typeof node['UseAnd'] !== 'boolean') {
    throw new FilterError(`${path}.UseAnd: expected a boolean`);
  }
  const children = node['Children'];
  if (children !== undefined && children !== null && !Array.isArray(children)) throw new FilterError(`${path}.Children: expected a list`);
  const value = node['Value'];
  if (value === undefined || value === null || isSmallScalar(value)) return 0;
  if (Array.isArray(value) && value.every(isSmallScalar)) return value.length;
  throw new FilterError(
    `${path}.Value: expected a value or a list of values (strings of at most ${QUERY_LIMITS.maxStringLength} characters)`,
  );
}

/**
 * Checks the shape and the size of a filter tree (iteratively: no recursion however deep the input) so
 * that every malformed tree is a {@link FilterError} (a 400), never an exception of the engine, and no
 * accepted tree can stall the event loop.
 */
function checkShape(filters: readonly unknown[]): void {
  let nodes = 0;
  let listValues = 0;
  const stack: Array<{ f: unknown; depth: number; path: string }> = [];
  for (let i = filters.length - 1; i >= 0; i--) stack.push({ f: filters[i], depth: 1, path: `Filters[${i}]` });
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { f, depth, path } = top;
    if (depth > QUERY_LIMITS.maxDepth) throw new FilterError(`filters nest deeper than ${QUERY_LIMITS.maxDepth} levels`);
    if (++nodes > QUERY_LIMITS.maxNodes) throw new FilterError(`more than ${QUERY_LIMITS.maxNodes} filter nodes`);
    listValues += checkNode(f, path);
    if (listValues > QUERY_LIMITS.maxListValues) throw new FilterError(`more than ${QUERY_LIMITS.maxListValues} list values`);
    const children = (f as { Children?: unknown }).Children;
    if (Array.isArray(children)) {
      if (nodes + stack.length + children.length > QUERY_LIMITS.maxNodes)
        throw new FilterError(`more than ${QUERY_LIMITS.maxNodes} filter nodes`);
      for (let i = children.length - 1; i >= 0; i--) stack.push({ f: children[i], depth: depth + 1, path: `${path}.Children[${i}]` });
    }
  }
}

/** The filters and sort of a generic query (what Search and Export share). */
export interface ItemQuery {
  Filters: Filter[];
  Sort: SortColumn[];
}

/**
 * Checks a query's filters and sort columns, and answers the items of `source` that pass the filters, in their
 * natural order (from `cache` when it holds them). Throws {@link FilterError} on anything malformed.
 */
function matchItems<T extends object>(source: readonly T[], query: ItemQuery, fields: readonly string[], cache?: FilterCache<T>): T[] {
  if (!Array.isArray(query.Filters)) throw new FilterError('Filters: expected a list');
  checkShape(query.Filters);
  if (query.Sort.length > QUERY_LIMITS.maxSortColumns) throw new FilterError(`more than ${QUERY_LIMITS.maxSortColumns} sort columns`);
  const known = new Set(fields);
  for (const c of query.Sort) if (!known.has(c.Column)) throw new FilterError(`unknown field: ${c.Column}`);
  const predicate = compileFilters<T>(query.Filters, { fields });
  // With a cache, the items that pass these filters are remembered (until the data changes), so paging through
  // or re-sorting one result set does not filter everything again.
  let matched = cache?.get(query.Filters);
  if (!matched) {
    // With a value index, only the items that can pass an `eq`/`in` leaf every answer needs are tested,
    // and with the other filters only: each of them passes that leaf.
    const narrowed = cache?.candidates(source, query.Filters);
    if (narrowed) {
      const rest = compileFilters<T>(withoutLeaf(query.Filters, narrowed.leaf));
      const { positions } = narrowed;
      matched = [];
      for (let k = 0; k < positions.length; k++) {
        const item = source[positions[k] as number] as T;
        if (rest(item)) matched.push(item);
      }
    } else matched = source.filter((i) => predicate(i));
    cache?.set(query.Filters, matched);
  }
  return matched;
}

/** The sort columns of a query as {@link searchSorted} takes them. */
const sortColumns = (sort: readonly SortColumn[]) => sort.map((c) => ({ key: c.Column, dir: c.Asc === false ? -1 : 1 }));

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
  query: Pick<GenericQuery, 'PageNumber' | 'PageSize'> & { StartIndex?: number | null } & ItemQuery,
  fields: readonly string[],
  cache?: FilterCache<T>,
): PageResult<T> {
  const matched = matchItems(source, query, fields, cache);
  return searchSorted(matched, pageStart(query), query.PageSize, sortColumns(query.Sort));
}

/**
 * Every item of a query's answer, in its order, without paging: the items {@link searchItems} would answer page
 * after page, checked the same way (throws {@link FilterError} likewise). The answer is a new array (or the
 * cache's, when no sort is asked for): do not mutate it.
 */
export function selectItems<T extends object>(
  source: readonly T[],
  query: ItemQuery,
  fields: readonly string[],
  cache?: FilterCache<T>,
): readonly T[] {
  const matched = matchItems(source, query, fields, cache);
  return query.Sort.length === 0 ? matched : searchSorted(matched, 0, matched.length, sortColumns(query.Sort)).Items;
}

/**
 * Derived data of one version of the items, dropped when the data changes:
 * - the items that passed a filter tree (the `capacity` most recently used trees);
 * - value indexes of low-cardinality fields (value → positions), built on first use, with which a filter
 *   tree that needs an `eq`/`in` leaf is tested only on the items that can pass that leaf.
 */
export class FilterCache<T> {
  private readonly entries = new Map<string, T[]>();
  private readonly indexes = new Map<string, FieldIndex | null>();
  private indexed: readonly T[] | null = null;
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

  /**
   * The positions (ascending) of the items of `items` that can pass `filters`, from the value index of
   * the most selective `eq`/`in` leaf that every passing item must satisfy (`leaf`: each of them passes
   * it); undefined when no index narrows the items enough to be worth it. The positions still have to be
   * tested with the other filters.
   */
  candidates(items: readonly T[], filters: readonly Filter[]): { positions: Int32Array; leaf: Filter } | undefined {
    this.check();
    if (this.indexed !== items) {
      this.indexes.clear();
      this.indexed = items;
    }
    let best: { index: FieldIndex; leaf: Filter; count: number } | undefined;
    for (const leaf of requiredLeaves(filters)) {
      const field = leaf.Field as string;
      let index = this.indexes.get(field);
      if (index === undefined) {
        index = buildFieldIndex(items as readonly object[], field);
        this.indexes.set(field, index);
      }
      if (!index) continue;
      const count = candidateCount(index, leaf);
      if (!best || count < best.count) best = { index, leaf, count };
    }
    if (!best || best.count > INDEX_LIMITS.maxShare * items.length) return undefined;
    return { positions: candidates(best.index, best.leaf, items.length), leaf: best.leaf };
  }

  private check(): void {
    const v = this.currentVersion();
    if (v !== this.version) {
      this.entries.clear();
      this.indexes.clear();
      this.indexed = null;
      this.version = v;
    }
  }
}

/** {@link compareForSort}, with the common case of two strings decided inline. */
function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return compareForSort(a, b);
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
  const keys = cols.map((c) => c.key);
  const dirs = cols.map((c) => c.dir);
  /** Order of two items (ties by natural position). */
  const cmp = (a: T, ai: number, b: T, bi: number): number => {
    for (let c = 0; c < keys.length; c++) {
      const key = keys[c] as string;
      const r = compareValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]);
      if (r !== 0) return (dirs[c] as number) * r;
    }
    return ai - bi;
  };
  if (want > 2000) {
    // Deep page: a full sort is cheaper than keeping a long ordered buffer.
    const order = Array.from({ length: total }, (_, i) => i);
    order.sort((x, y) => cmp(items[x] as T, x, items[y] as T, y));
    return { Items: order.slice(start, want).map((i) => items[i] as T), TotalItems: total };
  }
  // Keep the best `want` positions in order; an item that is not better than the worst kept is dropped
  // (one comparison for most items, and nothing allocated for them).
  const kept: number[] = [];
  for (let index = 0; index < total; index++) {
    const item = items[index] as T;
    if (kept.length === want) {
      const worst = kept[want - 1] as number;
      if (cmp(item, index, items[worst] as T, worst) >= 0) continue;
    }
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const at = kept[mid] as number;
      if (cmp(items[at] as T, at, item, index) <= 0) lo = mid + 1;
      else hi = mid;
    }
    kept.splice(lo, 0, index);
    if (kept.length > want) kept.pop();
  }
  return { Items: kept.slice(start, want).map((i) => items[i] as T), TotalItems: total };
}

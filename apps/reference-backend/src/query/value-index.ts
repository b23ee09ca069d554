import type { Filter } from '@brokerfront/identity-api';

/** Positions (ascending) of the items of one snapshot that hold each value of a field. */
export interface FieldIndex {
  /** Item value (string, number or boolean, as stored) → ascending positions. */
  readonly buckets: ReadonlyMap<unknown, Int32Array>;
  /** Positions of the items whose value is missing (null or undefined): they pass every leaf. */
  readonly missing: Int32Array;
}

/** Limits of the value indexes. */
export const INDEX_LIMITS = {
  /** A field with more distinct values than this in one snapshot is not indexed (it is not low-cardinality). */
  maxDistinct: 512,
  /** An index is used only when it leaves at most this share of the items to test. */
  maxShare: 0.6,
} as const;

/**
 * Builds the index of `field` over `items`, or returns null when the field has more than
 * `maxDistinct` distinct values (the build stops as soon as it knows).
 */
export function buildFieldIndex(items: readonly object[], field: string, maxDistinct = INDEX_LIMITS.maxDistinct): FieldIndex | null {
  const lists = new Map<unknown, number[]>();
  const missing: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const x = (items[i] as Record<string, unknown>)[field];
    if (x === null || x === undefined) {
      missing.push(i);
      continue;
    }
    // Other values (objects) never equal a filter value: they are in no bucket.
    if (typeof x !== 'string' && typeof x !== 'number' && typeof x !== 'boolean') continue;
    let list = lists.get(x);
    if (!list) {
      if (lists.size === maxDistinct) return null;
      lists.set(x, (list = []));
    }
    list.push(i);
  }
  const buckets = new Map<unknown, Int32Array>();
  for (const [value, list] of lists) buckets.set(value, Int32Array.from(list));
  return { buckets, missing: Int32Array.from(missing) };
}

/*
 * The item values an `eq`/`in` filter value can be equal to, by the value rules of the shared engine
 * (`@brokerfront/identity-api`, filter/values.ts): a string item compares with `String(v)`, a number item
 * with the number of `v` (a numeric string counts as its number; an empty or blank string as none), a
 * boolean item with `true`/`false` or `"true"`/`"false"`. The index tests guard that these stay in step.
 */
function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '') return Number(v);
  return NaN;
}

function toBoolean(v: unknown): boolean | undefined {
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  return undefined;
}

/** Every item value (of any type) that equals the filter value `v` under the engine's coercion. */
export function equalForms(v: unknown): unknown[] {
  if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return [];
  const forms: unknown[] = [String(v)];
  const n = toNumber(v);
  if (!Number.isNaN(n)) forms.push(n);
  const b = toBoolean(v);
  if (b !== undefined) forms.push(b);
  return forms;
}

/** Whether a node combines children (the engine's rule: a non-empty `Children` array). */
const isGroup = (f: Filter): boolean => Array.isArray(f.Children) && f.Children.length > 0;

/**
 * The `eq` and `in` leaves every passing item must satisfy: the top-level filters (combined with AND)
 * and, inside them, the children of AND groups.
 */
export function requiredLeaves(filters: readonly Filter[]): Filter[] {
  const out: Filter[] = [];
  const walk = (f: Filter): void => {
    if (isGroup(f)) {
      // The engine combines with AND when `UseAnd` is truthy.
      if (f.UseAnd) for (const c of f.Children as Filter[]) walk(c);
    } else if ((f.Op === 'eq' || f.Op === 'in') && typeof f.Field === 'string' && !f.Field.includes('.')) out.push(f);
  };
  for (const f of filters) walk(f);
  return out;
}

/**
 * The positions (ascending) of the items that may pass `leaf`: the buckets of every value the leaf's
 * values equal, and the items whose value is missing (they pass any leaf). Every item outside them
 * fails the leaf, so it fails the whole filter tree.
 */
export function candidates(index: FieldIndex, leaf: Filter, size: number): Int32Array {
  const values = leaf.Op === 'in' ? (Array.isArray(leaf.Value) ? leaf.Value : []) : [leaf.Value];
  const parts: Int32Array[] = [];
  const seen = new Set<unknown>();
  for (const v of values) {
    for (const form of equalForms(v)) {
      if (seen.has(form)) continue;
      seen.add(form);
      const bucket = index.buckets.get(form);
      if (bucket && bucket.length) parts.push(bucket);
    }
  }
  if (index.missing.length) parts.push(index.missing);
  return union(parts, size);
}

/** Count of the positions {@link candidates} would give, without building them. */
export function candidateCount(index: FieldIndex, leaf: Filter): number {
  const values = leaf.Op === 'in' ? (Array.isArray(leaf.Value) ? leaf.Value : []) : [leaf.Value];
  const seen = new Set<unknown>();
  let count = index.missing.length;
  for (const v of values) {
    for (const form of equalForms(v)) {
      if (seen.has(form)) continue;
      seen.add(form);
      count += index.buckets.get(form)?.length ?? 0;
    }
  }
  return count;
}

/** Union of disjoint ascending position lists, ascending (positions are below `size`). */
function union(parts: Int32Array[], size: number): Int32Array {
  if (parts.length === 0) return new Int32Array(0);
  if (parts.length === 1) return parts[0] as Int32Array;
  let total = 0;
  for (const p of parts) total += p.length;
  if (total * 8 < size) {
    // Few positions: sorting them beats scanning a mark per item.
    const out = new Int32Array(total);
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out.sort();
  }
  const marks = new Uint8Array(size);
  for (const p of parts) for (let i = 0; i < p.length; i++) marks[p[i] as number] = 1;
  const out = new Int32Array(total);
  let at = 0;
  for (let i = 0; i < size; i++) if (marks[i]) out[at++] = i;
  return out;
}

/**
 * The filters without `leaf` (a leaf {@link requiredLeaves} gave): the same answers for every item that
 * passes that leaf. An AND group left without children is dropped with it (an empty `Children` would
 * turn the group into a leaf).
 */
export function withoutLeaf(filters: readonly Filter[], leaf: Filter): Filter[] {
  const strip = (list: readonly Filter[]): Filter[] => {
    const out: Filter[] = [];
    for (const f of list) {
      if (f === leaf) continue;
      if (isGroup(f) && f.UseAnd) {
        const children = strip(f.Children as Filter[]);
        if (children.length === 0) continue;
        out.push(children.length === (f.Children as Filter[]).length ? f : { ...f, Children: children });
      } else out.push(f);
    }
    return out;
  };
  return strip(filters);
}

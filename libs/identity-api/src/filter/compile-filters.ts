import type { Filter, FilterOp, FilterScalar } from '../entities/query';
import { isGroup, readField, textOf, toBoolean, toNumber } from './values';
import { validateFilters, type FilterOptions } from './validate';

/** A compiled filter tree. */
export type Predicate<T = unknown> = (item: T) => boolean;

type Getter = (item: unknown) => unknown;
type Row = Record<string, unknown>;

/** A filter value prepared once for every type an item value may have. */
interface Prepared {
  num: number;
  str: string | undefined;
  bool: boolean | undefined;
}

function prepare(v: unknown): Prepared {
  const scalar = typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
  return {
    num: scalar ? toNumber(v) : NaN,
    str: scalar ? String(v) : undefined,
    bool: scalar ? toBoolean(v) : undefined,
  };
}

const TRUE: Predicate = () => true;

/** Up to this many strings, `in`/`notIn` compare directly instead of through a Set. */
const SMALL_SET = 8;

function makeGetter(field: string): Getter {
  return field.includes('.') ? (item) => readField(item, field) : (item) => (item as Row)[field];
}

function membership(values: readonly FilterScalar[]) {
  const nums = new Set<number>();
  const strs = new Set<string>();
  const bools = new Set<boolean>();
  for (const v of values) {
    const p = prepare(v);
    if (!Number.isNaN(p.num)) nums.add(p.num);
    if (p.str !== undefined) strs.add(p.str);
    if (p.bool !== undefined) bools.add(p.bool);
  }
  return { nums, strs, bools };
}

/** Lower-case of an ASCII character code. */
const fold = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);

/**
 * Case-insensitive text operators, as a test of a present (non-null) item value. The result is always
 * that of comparing `x.toLowerCase()` with the lower-cased needle; for an ASCII needle the common case
 * (ASCII text) is decided character by character without building the lower-cased copy. Scanning
 * stops at the first non-ASCII character and falls back to `toLowerCase()`, whose result starts with
 * exactly the folded ASCII characters seen so far, so every answer given before that point is the same.
 */
function textTest(op: 'like' | 'contains' | 'beginsWith', v: unknown): (x: unknown) => boolean {
  const needle = textOf(v)?.toLowerCase();
  if (needle === undefined) return () => false;
  const slow =
    op === 'like'
      ? (t: string) => t.toLowerCase() === needle
      : op === 'contains'
        ? (t: string) => t.toLowerCase().includes(needle)
        : (t: string) => t.toLowerCase().startsWith(needle);
  const other = (x: unknown) => {
    const t = textOf(x);
    return t !== undefined && slow(t);
  };
  // eslint-disable-next-line no-control-regex
  if (!/^[\u0000-\u007f]*$/.test(needle)) return (x) => (typeof x === 'string' ? slow(x) : other(x));
  const n = needle.length;
  const codes = Array.from({ length: n }, (_, i) => needle.charCodeAt(i));
  switch (op) {
    case 'like':
      return (x) => {
        if (typeof x !== 'string') return other(x);
        for (let i = 0; i < x.length; i++) {
          const c = x.charCodeAt(i);
          if (c > 127) return slow(x);
          if (i >= n || fold(c) !== codes[i]) return false;
        }
        return x.length === n;
      };
    case 'beginsWith':
      return (x) => {
        if (typeof x !== 'string') return other(x);
        for (let i = 0; i < n; i++) {
          if (i >= x.length) return false;
          const c = x.charCodeAt(i);
          if (c > 127) return slow(x);
          if (fold(c) !== codes[i]) return false;
        }
        return true;
      };
    case 'contains': {
      // Every text contains the empty needle.
      if (n === 0) return (x) => typeof x === 'string' || other(x);
      const first = codes[0] as number;
      return (x) => {
        if (typeof x !== 'string') return other(x);
        const len = x.length;
        // Characters [0, seen) are known to be ASCII; a match inside them is final.
        let seen = 0;
        outer: for (let start = 0; start <= len - n; start++) {
          const c0 = x.charCodeAt(start);
          if (start >= seen) {
            if (c0 > 127) return slow(x);
            seen = start + 1;
          }
          if (fold(c0) !== first) continue;
          for (let j = 1; j < n; j++) {
            const k = start + j;
            const c = x.charCodeAt(k);
            if (k >= seen) {
              if (c > 127) return slow(x);
              seen = k + 1;
            }
            if (fold(c) !== codes[j]) continue outer;
          }
          return true;
        }
        for (let k = seen; k < len; k++) if (x.charCodeAt(k) > 127) return slow(x);
        return false;
      };
    }
  }
}

function textLeaf(op: 'like' | 'contains' | 'beginsWith', f: string, v: unknown): Predicate {
  const test = textTest(op, v);
  return (item) => {
    const x = (item as Row)[f];
    return x === null || x === undefined || test(x);
  };
}

/*
 * One closure per operator, with the field read and the comparison inline: closures share their
 * code, so an indirect call inside a shared leaf would see every leaf's function and stay slow.
 */
function scalarLeaf(op: FilterOp, f: string, v: unknown): Predicate {
  switch (op) {
    case 'eq': {
      const { num, str, bool } = prepare(v);
      return (item) => {
        const x = (item as Row)[f];
        if (x === null || x === undefined) return true;
        return typeof x === 'string' ? x === str : typeof x === 'number' ? x === num : typeof x === 'boolean' ? x === bool : false;
      };
    }
    case 'neq': {
      const { num, str, bool } = prepare(v);
      return (item) => {
        const x = (item as Row)[f];
        if (x === null || x === undefined) return true;
        return typeof x === 'string' ? x !== str : typeof x === 'number' ? x !== num : typeof x === 'boolean' ? x !== bool : true;
      };
    }
    case 'lt': {
      const { num, str, bool } = prepare(v);
      return (item) => {
        const x = (item as Row)[f];
        if (x === null || x === undefined) return true;
        if (typeof x === 'number') return x < num;
        if (typeof x === 'string') return str !== undefined && x < str;
        return typeof x === 'boolean' && bool !== undefined && x < bool;
      };
    }
    case 'lte': {
      const { num, str, bool } = prepare(v);
      return (item) => {
        const x = (item as Row)[f];
        if (x === null || x === undefined) return true;
        if (typeof x === 'number') return x <= num;
        if (typeof x === 'string') return str !== undefined && x <= str;
        return typeof x === 'boolean' && bool !== undefined && x <= bool;
      };
    }
    case 'gt': {
      const { num, str, bool } = prepare(v);
      return (item) => {
        const x = (item as Row)[f];
        if (x === null || x === undefined) return true;
        if (typeof x === 'number') return x > num;
        if (typeof x === 'string') return str !== undefined && x > str;
        return typeof x === 'boolean' && bool !== undefined && x > bool;
      };
    }
    case 'gte': {
      const { num, str, bool } = prepare(v);
      return (item) => {
        const x = (item as Row)[f];
        if (x === null || x === undefined) return true;
        if (typeof x === 'number') return x >= num;
        if (typeof x === 'string') return str !== undefined && x >= str;
        return typeof x === 'boolean' && bool !== undefined && x >= bool;
      };
    }
    case 'between': {
      const [lo, hi] = (v as FilterScalar[]).map(prepare);
      return (item) => {
        const x = (item as Row)[f];
        if (x === null || x === undefined) return true;
        if (typeof x === 'number') return x >= lo.num && x <= hi.num;
        if (typeof x === 'string') return lo.str !== undefined && hi.str !== undefined && x >= lo.str && x <= hi.str;
        return typeof x === 'boolean' && lo.bool !== undefined && hi.bool !== undefined && x >= lo.bool && x <= hi.bool;
      };
    }
    case 'in': {
      const { nums, strs, bools } = membership(v as FilterScalar[]);
      if (strs.size <= SMALL_SET) {
        // Short lists: comparing a few strings beats hashing every item's text.
        const list = [...strs];
        return (item) => {
          const x = (item as Row)[f];
          if (x === null || x === undefined) return true;
          if (typeof x === 'string') {
            for (let i = 0; i < list.length; i++) if (list[i] === x) return true;
            return false;
          }
          return typeof x === 'number' ? nums.has(x) : typeof x === 'boolean' ? bools.has(x) : false;
        };
      }
      return (item) => {
        const x = (item as Row)[f];
        if (x === null || x === undefined) return true;
        return typeof x === 'string' ? strs.has(x) : typeof x === 'number' ? nums.has(x) : typeof x === 'boolean' ? bools.has(x) : false;
      };
    }
    case 'notIn': {
      const { nums, strs, bools } = membership(v as FilterScalar[]);
      if (strs.size <= SMALL_SET) {
        const list = [...strs];
        return (item) => {
          const x = (item as Row)[f];
          if (x === null || x === undefined) return true;
          if (typeof x === 'string') {
            for (let i = 0; i < list.length; i++) if (list[i] === x) return false;
            return true;
          }
          return typeof x === 'number' ? !nums.has(x) : typeof x === 'boolean' ? !bools.has(x) : true;
        };
      }
      return (item) => {
        const x = (item as Row)[f];
        if (x === null || x === undefined) return true;
        return typeof x === 'string' ? !strs.has(x) : typeof x === 'number' ? !nums.has(x) : typeof x === 'boolean' ? !bools.has(x) : true;
      };
    }
    default:
      return textLeaf(op, f, v);
  }
}

function compileLeaf(filter: Filter): Predicate {
  const field = filter.Field as string;
  if (!field.includes('.')) return scalarLeaf(filter.Op as FilterOp, field, filter.Value);
  // Dotted fields read the nested value first and test it as a one-field row.
  const get = makeGetter(field);
  const test = scalarLeaf(filter.Op as FilterOp, 'v', filter.Value);
  return (item) => test({ v: get(item) });
}

function all(preds: Predicate[]): Predicate {
  switch (preds.length) {
    case 0:
      return TRUE;
    case 1:
      return preds[0];
    case 2: {
      const [a, b] = preds;
      return (item) => a(item) && b(item);
    }
    case 3: {
      const [a, b, c] = preds;
      return (item) => a(item) && b(item) && c(item);
    }
    default:
      return (item) => {
        for (let i = 0; i < preds.length; i++) if (!preds[i](item)) return false;
        return true;
      };
  }
}

function any(preds: Predicate[]): Predicate {
  switch (preds.length) {
    case 1:
      return preds[0];
    case 2: {
      const [a, b] = preds;
      return (item) => a(item) || b(item);
    }
    case 3: {
      const [a, b, c] = preds;
      return (item) => a(item) || b(item) || c(item);
    }
    default:
      return (item) => {
        for (let i = 0; i < preds.length; i++) if (preds[i](item)) return true;
        return false;
      };
  }
}

function compileNode(filter: Filter): Predicate {
  if (isGroup(filter)) {
    const children = (filter.Children as Filter[]).map(compileNode);
    return filter.UseAnd ? all(children) : any(children);
  }
  return compileLeaf(filter);
}

/*
 * Code generation. Every leaf becomes an inline expression of one generated function, so that the
 * whole tree is one piece of code the engine optimises at once. The source is built only from
 * operators, `typeof` tests and generated names `c0`, `c1`, … of constants that are passed in as
 * closure parameters (field names, prepared filter values, sets, text tests): no text of a filter
 * ever appears in the generated source.
 */

/** Collects the constants of a generated function; `ref` gives the name it has there. */
class Constants {
  readonly values: unknown[] = [];
  ref(value: unknown): string {
    this.values.push(value);
    return `c${this.values.length - 1}`;
  }
}

/** An expression that compares the present item value `x` with each member of a small list, or a set lookup. */
function memberOf<V>(values: ReadonlySet<V>, c: Constants): string {
  if (values.size === 0) return 'false';
  if (values.size > SMALL_SET) return `${c.ref(values)}.has(x)`;
  return `(${[...values].map((v) => (typeof v === 'boolean' ? `x === ${v}` : `x === ${c.ref(v)}`)).join(' || ')})`;
}

/** Per type of the item value: its test as an expression over `x` (for a present value). */
function byType(str: string, num: string, bool: string, other: 'true' | 'false'): string {
  return `(typeof x === "string" ? ${str} : typeof x === "number" ? ${num} : typeof x === "boolean" ? ${bool} : ${other})`;
}

const ORDER_OPS = { lt: '<', lte: '<=', gt: '>', gte: '>=' } as const;

/** The test of one leaf on a present item value `x`, as an expression (the same answers as {@link scalarLeaf}). */
function leafTest(op: FilterOp, v: unknown, c: Constants): string {
  switch (op) {
    case 'eq':
    case 'neq': {
      const { num, str, bool } = prepare(v);
      const [is, miss] = op === 'eq' ? (['===', 'false'] as const) : (['!==', 'true'] as const);
      return byType(
        str === undefined ? miss : `x ${is} ${c.ref(str)}`,
        Number.isNaN(num) ? miss : `x ${is} ${c.ref(num)}`,
        bool === undefined ? miss : `x ${is} ${bool}`,
        miss,
      );
    }
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte': {
      const { num, str, bool } = prepare(v);
      const o = ORDER_OPS[op];
      return byType(
        str === undefined ? 'false' : `x ${o} ${c.ref(str)}`,
        Number.isNaN(num) ? 'false' : `x ${o} ${c.ref(num)}`,
        bool === undefined ? 'false' : `x ${o} ${bool}`,
        'false',
      );
    }
    case 'between': {
      const [lo, hi] = (v as FilterScalar[]).map(prepare) as [Prepared, Prepared];
      return byType(
        lo.str === undefined || hi.str === undefined ? 'false' : `x >= ${c.ref(lo.str)} && x <= ${c.ref(hi.str)}`,
        Number.isNaN(lo.num) || Number.isNaN(hi.num) ? 'false' : `x >= ${c.ref(lo.num)} && x <= ${c.ref(hi.num)}`,
        lo.bool === undefined || hi.bool === undefined ? 'false' : `x >= ${lo.bool} && x <= ${hi.bool}`,
        'false',
      );
    }
    case 'in':
    case 'notIn': {
      const { nums, strs, bools } = membership(v as FilterScalar[]);
      const [str, num, bool] = [memberOf(strs, c), memberOf(nums, c), memberOf(bools, c)];
      return op === 'in' ? byType(str, num, bool, 'false') : byType(`!${str}`, `!${num}`, `!${bool}`, 'true');
    }
    default:
      return `${c.ref(textTest(op, v))}(x)`;
  }
}

/** Rough cost of evaluating a node, to test cheap nodes of a group first. */
function cost(filter: Filter): number {
  if (isGroup(filter)) return (filter.Children as Filter[]).reduce((sum, child) => sum + cost(child), 0);
  const op = filter.Op as FilterOp;
  const base = op === 'like' || op === 'contains' || op === 'beginsWith' ? 4 : op === 'in' || op === 'notIn' ? 2 : 1;
  return (filter.Field as string).includes('.') ? base + 1 : base;
}

/**
 * The children of a group, cheapest first. Leaves have no side effects and never throw, so AND and
 * OR give the same answer in any order; the cheap ones decide most items before the costly ones run.
 */
function byCost(children: readonly Filter[]): Filter[] {
  return children
    .map((child, index) => ({ child, index, cost: cost(child) }))
    .sort((a, b) => a.cost - b.cost || a.index - b.index)
    .map((e) => e.child);
}

/** A node as an expression over `item` (with the scratch variable `x`). */
function expression(filter: Filter, c: Constants): string {
  if (isGroup(filter)) {
    const parts = byCost(filter.Children as Filter[]).map((child) => expression(child, c));
    return `(${parts.join(filter.UseAnd ? ' && ' : ' || ')})`;
  }
  const field = filter.Field as string;
  const read = field.includes('.') ? `${c.ref(makeGetter(field))}(item)` : `item[${c.ref(field)}]`;
  return `((x = ${read}) === null || x === undefined || ${leafTest(filter.Op as FilterOp, filter.Value, c)})`;
}

let generationAllowed = true;

type Factory = (constants: unknown[]) => Predicate;

/**
 * Generated factories by source. Trees of the same shape (operators, fields' kinds, value types) have the
 * same source whatever their values, so they share one factory: its predicates share their compiled code,
 * and a new filter tree of a known shape runs at full speed from its first item. Most recently used first out
 * of `FACTORY_CACHE_SIZE`.
 */
const factories = new Map<string, Factory>();
const FACTORY_CACHE_SIZE = 256;

function factoryOf(body: string, constants: number): Factory {
  const key = `${constants}:${body}`;
  let factory = factories.get(key);
  if (factory) {
    factories.delete(key);
  } else {
    const names = Array.from({ length: constants }, (_, i) => `c${i}`).join(', ');
    factory = new Function('c', `"use strict"; const [${names}] = c; return function matches(item) { let x; return ${body}; };`) as Factory;
    if (factories.size >= FACTORY_CACHE_SIZE) factories.delete(factories.keys().next().value as string);
  }
  factories.set(key, factory);
  return factory;
}

/**
 * Compiles the tree into one generated function (see above). Where code generation is forbidden
 * (a Content-Security-Policy without 'unsafe-eval'), or with `generate: false`, nested closures give
 * the same answers, more slowly.
 */
function compileTree(filters: readonly Filter[], generate: boolean): Predicate {
  if (filters.length === 0) return TRUE;
  if (generate && generationAllowed) {
    const c = new Constants();
    const body = byCost(filters)
      .map((f) => expression(f, c))
      .join(' && ');
    try {
      return factoryOf(body, c.values.length)(c.values);
    } catch {
      generationAllowed = false;
    }
  }
  return all(filters.map(compileNode));
}

/**
 * The same as {@link compileFilters}, choosing whether to generate code; `generate: false` always
 * gives the closure-based predicate that is used where code generation is forbidden.
 * @internal For the tests, which check both forms against the reference interpreter.
 */
export function compileFiltersWith<T = unknown>(
  filters: readonly Filter[] | null | undefined,
  options: FilterOptions & { generate: boolean },
): Predicate<T> {
  validateFilters(filters, options);
  return compileTree(filters ?? [], options.generate) as Predicate<T>;
}

/**
 * Compiles top-level filters (combined with AND) once into a predicate. Validates the tree first and
 * throws {@link FilterError} on an unknown operator, an unknown field (when `options.fields` is
 * given) or a malformed value. Gives the same answers as {@link interpretFilters}.
 *
 * @example
 * const isActiveSmith = compileFilters([
 *   { Op: 'like', Field: 'LastName', Value: 'smith' },
 *   { Op: 'eq', Field: 'IsBlocked', Value: false },
 * ]);
 * users.filter(isActiveSmith);
 */
export function compileFilters<T = unknown>(
  filters: readonly Filter[] | null | undefined,
  options: FilterOptions = {},
): Predicate<T> {
  validateFilters(filters, options);
  return compileTree(filters ?? [], true) as Predicate<T>;
}

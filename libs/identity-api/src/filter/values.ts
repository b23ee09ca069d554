/**
 * The value rules shared by every evaluator of the generic query (the operator table, and through it
 * the compiled engine and the reference interpreter; sorting). A filter value is coerced to the type
 * of the item's value: number fields compare numerically (a numeric string counts as its number),
 * string fields compare by UTF-16 code units (ISO-8601 dates in one format order correctly), boolean
 * fields accept `true`/`false` and `"true"`/`"false"`. A value that cannot be coerced is
 * "incomparable"; what each operator answers then is in its row of ./operators.ts.
 */
import type { Filter, FilterScalar } from '../entities/query';

/** Marker of an incomparable value. */
export const INCOMPARABLE: unique symbol = Symbol('incomparable');
export type Coerced = string | number | boolean | typeof INCOMPARABLE;

/** Whether a value is a scalar a filter can compare against. */
export function isScalar(v: unknown): v is FilterScalar {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

/** A filter value as a number, or NaN. */
export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '') return Number(v);
  return NaN;
}

/** A filter value as a boolean, or undefined. */
export function toBoolean(v: unknown): boolean | undefined {
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  return undefined;
}

/** `v` coerced to the type of the item value `x`. */
export function coerceTo(x: unknown, v: unknown): Coerced {
  if (v === null || v === undefined || typeof v === 'object') return INCOMPARABLE;
  switch (typeof x) {
    case 'number': {
      const n = toNumber(v);
      return Number.isNaN(n) ? INCOMPARABLE : n;
    }
    case 'string':
      return String(v);
    case 'boolean': {
      const b = toBoolean(v);
      return b === undefined ? INCOMPARABLE : b;
    }
    default:
      return INCOMPARABLE;
  }
}

/** The text of a scalar for the case-insensitive operators, or undefined for non-scalars. */
export function textOf(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
}

/** Reads a field; a dotted name reads a nested property (`ResourceType.Id`). */
export function readField(item: unknown, field: string): unknown {
  if (item === null || typeof item !== 'object') return undefined;
  if (!field.includes('.')) return (item as Record<string, unknown>)[field];
  let cur: unknown = item;
  for (const part of field.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** Whether a node combines children (non-empty `Children`) rather than being a leaf. */
export function isGroup(filter: Filter): boolean {
  return Array.isArray(filter.Children) && filter.Children.length > 0;
}

const TYPE_RANK: Record<string, number> = { boolean: 0, number: 1, string: 2 };

/**
 * Order of two item values for sorting: booleans (false < true), then numbers, then strings
 * (code units), other values, and missing (null/undefined) values last — as SQL's `ASC NULLS LAST`.
 */
export function compareForSort(a: unknown, b: unknown): number {
  const an = a === null || a === undefined;
  const bn = b === null || b === undefined;
  if (an || bn) return an === bn ? 0 : an ? 1 : -1;
  const ta = TYPE_RANK[typeof a] ?? 3;
  const tb = TYPE_RANK[typeof b] ?? 3;
  if (ta !== tb) return ta - tb;
  if (ta === 3) return 0;
  return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
}

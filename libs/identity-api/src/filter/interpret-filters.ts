import type { Filter, FilterScalar } from '../entities/query';
import { FilterError } from './filter-error';
import { coerceTo, INCOMPARABLE, isGroup, readField, textOf } from './values';

/*
 * The reference interpreter: walks the filter tree for every item and applies the value rules of
 * ./values.ts directly. It is the plain, obviously-correct definition of the generic query's
 * semantics; the compiled engine must agree with it on every input.
 */

function equals(x: unknown, v: unknown): boolean {
  const c = coerceTo(x, v);
  return c !== INCOMPARABLE && c === x;
}

/** -1, 0 or 1; NaN when incomparable. */
function compare(x: unknown, v: unknown): number {
  const c = coerceTo(x, v);
  if (c === INCOMPARABLE) return NaN;
  return (x as number) < (c as number) ? -1 : (x as number) > (c as number) ? 1 : 0;
}

function lowerText(v: unknown): string | undefined {
  return textOf(v)?.toLowerCase();
}

function evaluateLeaf(filter: Filter, item: unknown): boolean {
  if (typeof filter.Field !== 'string' || filter.Field === '') throw new FilterError('missing field');
  const x = readField(item, filter.Field);
  if (x === null || x === undefined) return true;
  const v = filter.Value;
  switch (filter.Op) {
    case 'eq':
      return equals(x, v);
    case 'neq':
      return !equals(x, v);
    case 'lt':
      return compare(x, v) < 0;
    case 'lte':
      return compare(x, v) <= 0;
    case 'gt':
      return compare(x, v) > 0;
    case 'gte':
      return compare(x, v) >= 0;
    case 'like': {
      const a = lowerText(x);
      const b = lowerText(v);
      return a !== undefined && b !== undefined && a === b;
    }
    case 'contains': {
      const a = lowerText(x);
      const b = lowerText(v);
      return a !== undefined && b !== undefined && a.includes(b);
    }
    case 'beginsWith': {
      const a = lowerText(x);
      const b = lowerText(v);
      return a !== undefined && b !== undefined && a.startsWith(b);
    }
    case 'between': {
      if (!Array.isArray(v) || v.length !== 2) throw new FilterError('between needs [low, high]');
      return compare(x, v[0]) >= 0 && compare(x, v[1]) <= 0;
    }
    case 'in':
    case 'notIn': {
      if (!Array.isArray(v)) throw new FilterError(`${filter.Op} needs an array`);
      const found = (v as FilterScalar[]).some((e) => equals(x, e));
      return filter.Op === 'in' ? found : !found;
    }
    default:
      throw new FilterError(`unknown operator: ${String(filter.Op)}`);
  }
}

/** Evaluates one filter node against an item. */
export function evaluateFilter(filter: Filter, item: unknown): boolean {
  if (isGroup(filter)) {
    const children = filter.Children as Filter[];
    return filter.UseAnd
      ? children.every((c) => evaluateFilter(c, item))
      : children.some((c) => evaluateFilter(c, item));
  }
  return evaluateLeaf(filter, item);
}

/**
 * Whether an item passes top-level filters (combined with AND), evaluated by walking the tree.
 * Prefer {@link compileFilters} for many items: it gives the same answers, faster.
 */
export function interpretFilters(filters: readonly Filter[] | null | undefined, item: unknown): boolean {
  return (filters ?? []).every((f) => evaluateFilter(f, item));
}

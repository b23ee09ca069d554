import { FILTER_OPS, type Filter, type FilterOp } from '../entities/query';
import { FilterError } from './filter-error';
import { isGroup } from './values';

const OPS = new Set<string>(FILTER_OPS);

/** Options of filter validation and compilation. */
export interface FilterOptions {
  /** Known field names; when given, a leaf on another field is rejected. */
  fields?: readonly string[];
}

const isScalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/**
 * Checks one leaf and returns its operator. Throws {@link FilterError} on an unknown operator or
 * field, on a `between` value that is not `[low, high]`, on an `in`/`notIn` value that is not an
 * array of scalars and on an array value for a scalar operator.
 */
export function validateLeaf(filter: Filter, fields?: ReadonlySet<string>): FilterOp {
  const op = filter.Op;
  if (typeof op !== 'string' || !OPS.has(op)) throw new FilterError(`unknown operator: ${String(op)}`);
  const field = filter.Field;
  if (typeof field !== 'string' || field === '') throw new FilterError('missing field');
  if (fields && !fields.has(field)) throw new FilterError(`unknown field: ${field}`);
  const v = filter.Value;
  if (op === 'between') {
    if (!Array.isArray(v) || v.length !== 2 || !v.every(isScalar)) {
      throw new FilterError(`between needs [low, high] on ${field}`);
    }
  } else if (op === 'in' || op === 'notIn') {
    if (!Array.isArray(v) || !v.every(isScalar)) throw new FilterError(`${op} needs an array on ${field}`);
  } else if (Array.isArray(v) || (v !== null && v !== undefined && typeof v === 'object')) {
    throw new FilterError(`${op} needs a single value on ${field}`);
  }
  return op as FilterOp;
}

/** Validates a whole filter tree (see {@link validateLeaf}). */
export function validateFilters(filters: readonly Filter[] | null | undefined, options: FilterOptions = {}): void {
  const fields = options.fields ? new Set(options.fields) : undefined;
  const walk = (f: Filter): void => {
    if (f === null || typeof f !== 'object') throw new FilterError('a filter must be an object');
    if (isGroup(f)) (f.Children as Filter[]).forEach(walk);
    else validateLeaf(f, fields);
  };
  (filters ?? []).forEach(walk);
}

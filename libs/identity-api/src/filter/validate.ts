import type { Filter } from '../entities/query';
import { FilterError } from './filter-error';
import { ARITIES, operatorOf, type Operator } from './operators';
import { isGroup } from './values';

/** Options of filter validation and compilation. */
export interface FilterOptions {
  /** Known field names; when given, a leaf on another field is rejected. */
  fields?: readonly string[];
}

/**
 * Checks one leaf against the operator table and returns its operator. Throws {@link FilterError} on
 * an unknown operator or field and on a value its operator's arity does not accept
 * (e.g. `between needs [low, high] on Age`, `in needs an array on CountryCode`).
 */
export function validateLeaf(filter: Filter, fields?: ReadonlySet<string>): Operator {
  const op = filter.Op;
  const operator = operatorOf(op);
  if (!operator) throw new FilterError(`unknown operator: ${String(op)}`);
  const field = filter.Field;
  if (typeof field !== 'string' || field === '') throw new FilterError('missing field');
  if (fields && !fields.has(field)) throw new FilterError(`unknown field: ${field}`);
  const arity = ARITIES[operator.arity];
  if (!arity.accepts(filter.Value)) throw new FilterError(`${op} needs ${arity.expects} on ${field}`);
  return operator;
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

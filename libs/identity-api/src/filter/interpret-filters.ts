import type { Filter } from '../entities/query';
import { applyOperator } from './operators';
import { validateLeaf } from './validate';
import { isGroup, readField } from './values';

/*
 * The reference interpreter: walks the filter tree for every item and applies each leaf's operator
 * from the operator table (./operators.ts) directly, coercing the filter value for that item. It is
 * the plain, obviously-correct definition of the generic query's semantics; the compiled engine must
 * agree with it on every input.
 */

function evaluateLeaf(filter: Filter, item: unknown): boolean {
  const operator = validateLeaf(filter);
  const x = readField(item, filter.Field as string);
  return x === null || x === undefined ? operator.missing : applyOperator(operator, x, filter.Value);
}

/**
 * Evaluates one filter node against an item. Throws {@link FilterError} on a leaf that validation
 * rejects (unknown operator, missing field, a value its operator does not accept).
 */
export function evaluateFilter(filter: Filter, item: unknown): boolean {
  if (isGroup(filter)) {
    const children = filter.Children as Filter[];
    return filter.UseAnd ? children.every((c) => evaluateFilter(c, item)) : children.some((c) => evaluateFilter(c, item));
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

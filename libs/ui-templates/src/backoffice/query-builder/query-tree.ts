/**
 * The shape the query builder edits: a tree of AND/OR groups and conditions over named fields. It knows
 * nothing of the service: the page gives it the fields (with their kinds and, for enums, the options)
 * and turns the tree into the service's query. Values are the strings the inputs hold (`YYYY-MM-DD`
 * for dates, the option value for enums, `"true"`/`"false"` for booleans).
 */

/** How a field's values are edited and compared. */
export type QueryFieldKind = 'text' | 'number' | 'date' | 'enum' | 'boolean';

/** The operators of the generic query (SPEC §5), by their wire names. */
export type QueryOperator = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'like' | 'contains' | 'beginsWith' | 'between' | 'in' | 'notIn';

export interface QueryFieldOption {
  value: string;
  label: string;
}

/** A field the builder offers ("Add filter" → field). */
export interface QueryField {
  id: string;
  label: string;
  kind: QueryFieldKind;
  /** The choices of an enum field (countries, user types, …), in display order. */
  options?: readonly QueryFieldOption[];
}

/** One value, two for `between` (low, high), a list for `in` / `notIn`. */
export type QueryValue = string | readonly string[];

export interface QueryCondition {
  kind: 'condition';
  /** Stable while editing (a React key); not part of the query. */
  id: string;
  field: string;
  op: QueryOperator;
  value: QueryValue;
}

export interface QueryGroup {
  kind: 'group';
  id: string;
  /** AND when true, OR when false. */
  all: boolean;
  children: QueryNode[];
}

export type QueryNode = QueryCondition | QueryGroup;

/** The operators offered for each kind of field, in menu order. */
export const OPERATORS_BY_KIND: Readonly<Record<QueryFieldKind, readonly QueryOperator[]>> = Object.freeze({
  text: ['eq', 'neq', 'like', 'contains', 'beginsWith', 'in', 'notIn'],
  number: ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'between'],
  date: ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'between'],
  enum: ['eq', 'in', 'notIn'],
  boolean: ['eq'],
} as const);

/** Groups nest at most this deep below the root (the service allows 8 levels; a person reads 3). */
export const MAX_GROUP_DEPTH = 3;
/** The most conditions a query may hold (the service allows 100 nodes). */
export const MAX_CONDITIONS = 40;

/** Whether an operator takes a list (`in`, `notIn`), a pair (`between`) or one value. */
export function valueShape(op: QueryOperator): 'list' | 'pair' | 'single' {
  return op === 'in' || op === 'notIn' ? 'list' : op === 'between' ? 'pair' : 'single';
}

/** The empty value an operator starts with. */
export function emptyValue(op: QueryOperator): QueryValue {
  const shape = valueShape(op);
  return shape === 'list' ? [] : shape === 'pair' ? ['', ''] : '';
}

/** Whether a condition has a value to send (an empty condition is left out of the query). */
export function isComplete(condition: QueryCondition): boolean {
  const { value } = condition;
  const shape = valueShape(condition.op);
  if (shape === 'single') return typeof value === 'string' && value.trim() !== '';
  if (!Array.isArray(value)) return false;
  if (shape === 'pair') return value.length === 2 && value.every((v) => v.trim() !== '');
  return value.length > 0;
}

/** The number of conditions in a tree. */
export function countConditions(node: QueryNode): number {
  return node.kind === 'condition' ? 1 : node.children.reduce((n, child) => n + countConditions(child), 0);
}

/** An empty root: AND of nothing. */
export function emptyQueryTree(): QueryGroup {
  return { kind: 'group', id: 'root', all: true, children: [] };
}

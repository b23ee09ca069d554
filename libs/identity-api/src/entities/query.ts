/**
 * Filter operators of the generic query (strings on the wire): SPEC §5's, and `isSet` (an extension of the
 * reference service: the field has a value; the one operator a missing value fails).
 */
export type FilterOp =
  | 'eq'
  | 'neq'
  | 'lt'
  | 'lte'
  | 'gt'
  | 'gte'
  | 'like'
  | 'contains'
  | 'beginsWith'
  | 'between'
  | 'in'
  | 'notIn'
  | 'isSet';

/** Every filter operator, in the order of SPEC §5, then the extension `isSet`. */
export const FILTER_OPS: readonly FilterOp[] = Object.freeze([
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'like',
  'contains',
  'beginsWith',
  'between',
  'in',
  'notIn',
  'isSet',
] as FilterOp[]);

/** A scalar a filter compares against. */
export type FilterScalar = string | number | boolean;

/**
 * One node of a filter tree. A node with non-empty `Children` combines them with AND when `UseAnd`
 * is true, otherwise OR (its own `Op`/`Field`/`Value` are then ignored); other nodes are leaves.
 * `between` takes `[low, high]` (inclusive); `in`/`notIn` take an array.
 */
export interface Filter {
  Op?: FilterOp;
  Field?: string;
  Value?: FilterScalar | FilterScalar[] | null;
  UseAnd?: boolean;
  Children?: Filter[] | null;
}

/** One sort key. */
export interface SortColumn {
  Column: string;
  Asc: boolean;
}

/** The generic paged query (body of `Search`). `PageNumber` is 1-based; `StartIndex` wins when given. */
export interface GenericQuery {
  PageNumber: number;
  PageSize: number;
  StartIndex?: number | null;
  Filters: Filter[];
  Sort: SortColumn[];
}

/** A page of results. */
export interface PageResult<T> {
  Items: T[];
  TotalItems: number;
}

/**
 * The operator table of the generic query: each operator of SPEC §5 defined once, by
 * - its arity: what its filter value is (one scalar, a `[low, high]` pair or a list of scalars);
 * - its coercion: how the filter value and the item's value are made comparable (./values.ts rules);
 * - its test: the answer for a present item value and the coerced filter value, and the answer when
 *   they cannot be made comparable.
 * Validation (./validate.ts), the reference interpreter (./interpret-filters.ts) and the compiler
 * (./compile-filters.ts) all read this table; none of them knows any operator by name.
 */
import type { FilterOp, FilterScalar } from '../entities/query';
import { coerceTo, INCOMPARABLE, isScalar, textOf, type Coerced } from './values';

/** A filter value coerced for one item value, by the arity of its operator. */
export type Operand = FilterScalar | readonly [FilterScalar, FilterScalar] | ReadonlySet<FilterScalar>;

/**
 * How a value (of the item or of the filter) is made comparable; INCOMPARABLE when it cannot be.
 * `item` prepares the item's (present) value, `value` one filter value for that item value.
 */
interface CoercionRule {
  item(x: unknown): Coerced;
  value(x: unknown, v: unknown): Coerced;
}

/**
 * The coercions:
 * - `typed`: the filter value takes the type of the item's value (see {@link coerceTo}: a numeric
 *   string counts as its number, `"true"`/`"false"` as booleans); the item's value is compared as it is;
 * - `text`: both are compared as lower-case text (numbers and booleans as their text).
 */
export const COERCIONS = {
  typed: {
    item: (x) => (isScalar(x) ? x : INCOMPARABLE),
    value: coerceTo,
  },
  text: {
    item: lowerText,
    value: (_x, v) => lowerText(v),
  },
} as const satisfies Record<string, CoercionRule>;

export type Coercion = keyof typeof COERCIONS;

function lowerText(v: unknown): Coerced {
  const t = textOf(v);
  return t === undefined ? INCOMPARABLE : t.toLowerCase();
}

/** What one arity accepts as a filter value and how it coerces it for an item value. */
interface ArityRule {
  /** How validation names what the operator needs, as in `between needs [low, high] on Age`. */
  readonly expects: string;
  accepts(v: unknown): boolean;
  /**
   * The filter value `v` (accepted) coerced for the item value `x` with `coerce`: INCOMPARABLE when a
   * scalar or either end of a pair cannot be coerced; a list keeps the members that can.
   */
  operand(coerce: CoercionRule['value'], x: unknown, v: unknown): Operand | typeof INCOMPARABLE;
}

/**
 * The arities: `one` scalar (a null or missing value is accepted and compares with nothing),
 * a `pair` of scalars, a `list` of scalars (possibly empty).
 */
export const ARITIES = {
  one: {
    expects: 'a single value',
    accepts: (v) => v === null || v === undefined || isScalar(v),
    operand: (coerce, x, v) => coerce(x, v),
  },
  pair: {
    expects: '[low, high]',
    accepts: (v) => Array.isArray(v) && v.length === 2 && v.every(isScalar),
    operand: (coerce, x, v) => {
      const lo = coerce(x, (v as unknown[])[0]);
      const hi = coerce(x, (v as unknown[])[1]);
      return lo === INCOMPARABLE || hi === INCOMPARABLE ? INCOMPARABLE : [lo, hi];
    },
  },
  list: {
    expects: 'an array',
    accepts: (v) => Array.isArray(v) && v.every(isScalar),
    operand: (coerce, x, v) => {
      const members = new Set<FilterScalar>();
      for (const e of v as unknown[]) {
        const c = coerce(x, e);
        if (c !== INCOMPARABLE) members.add(c);
      }
      return members;
    },
  },
} as const satisfies Record<string, ArityRule>;

export type Arity = keyof typeof ARITIES;

/** What the coercion makes of a value: `text` gives strings. */
type CoercedOf<C extends Coercion> = C extends 'text' ? string : FilterScalar;
type OperandOf<A extends Arity, C extends Coercion> = A extends 'pair'
  ? readonly [CoercedOf<C>, CoercedOf<C>]
  : A extends 'list'
    ? ReadonlySet<CoercedOf<C>>
    : CoercedOf<C>;

/** One operator of the table (its wire name is its key in {@link OPERATORS}). */
export interface Operator<A extends Arity = Arity, C extends Coercion = Coercion> {
  /** Its name in SPEC §5. */
  readonly title: string;
  readonly arity: A;
  readonly coercion: C;
  /**
   * The test of a present item value against the filter value, both coerced (`typed`: of one type,
   * `text`: lower-case strings). Never throws, has no side effect.
   */
  test(x: CoercedOf<C>, operand: OperandOf<A, C>): boolean;
  /** The answer when the item value and the filter value cannot be made comparable. */
  readonly incomparable: boolean;
  /** The answer for an item whose field is missing (null or undefined): true for every SPEC §5 operator. */
  readonly missing: boolean;
  /** Rough cost of one test relative to `eq` (1), so that groups test cheap leaves first. */
  readonly cost: number;
}

/** Checks an operator's test against its arity and coercion, then files it as any operator. */
function define<A extends Arity, C extends Coercion>(operator: Omit<Operator<A, C>, 'missing'> & { missing?: boolean }): Operator {
  return Object.freeze({ missing: true, ...operator }) as unknown as Operator;
}

/**
 * The operators of SPEC §5 by wire name (`Filter.Op`), in the order of `FILTER_OPS`. An item whose
 * field is missing (null or undefined) passes every one of them. The extension `isSet` is the one that
 * a missing field fails: any present value passes it (its `Value` is not compared; send `true`).
 */
export const OPERATORS: { readonly [K in FilterOp]: Operator } = Object.freeze({
  eq: define({ title: 'equal', arity: 'one', coercion: 'typed', test: (x, v) => x === v, incomparable: false, cost: 1 }),
  neq: define({ title: 'not equal', arity: 'one', coercion: 'typed', test: (x, v) => x !== v, incomparable: true, cost: 1 }),
  lt: define({ title: 'less than', arity: 'one', coercion: 'typed', test: (x, v) => x < v, incomparable: false, cost: 1 }),
  lte: define({ title: 'less than or equal', arity: 'one', coercion: 'typed', test: (x, v) => x <= v, incomparable: false, cost: 1 }),
  gt: define({ title: 'greater than', arity: 'one', coercion: 'typed', test: (x, v) => x > v, incomparable: false, cost: 1 }),
  gte: define({ title: 'greater than or equal', arity: 'one', coercion: 'typed', test: (x, v) => x >= v, incomparable: false, cost: 1 }),
  like: define({
    title: 'like (case-insensitive equality)',
    arity: 'one',
    coercion: 'text',
    test: (x, v) => x === v,
    incomparable: false,
    cost: 4,
  }),
  contains: define({ title: 'contains', arity: 'one', coercion: 'text', test: (x, v) => x.includes(v), incomparable: false, cost: 4 }),
  beginsWith: define({
    title: 'begins with',
    arity: 'one',
    coercion: 'text',
    test: (x, v) => x.startsWith(v),
    incomparable: false,
    cost: 4,
  }),
  between: define({
    title: 'between',
    arity: 'pair',
    coercion: 'typed',
    test: (x, r) => x >= r[0] && x <= r[1],
    incomparable: false,
    cost: 1,
  }),
  in: define({ title: 'in', arity: 'list', coercion: 'typed', test: (x, set) => set.has(x), incomparable: false, cost: 2 }),
  notIn: define({ title: 'not in', arity: 'list', coercion: 'typed', test: (x, set) => !set.has(x), incomparable: true, cost: 2 }),
  isSet: define({ title: 'is set', arity: 'one', coercion: 'typed', test: () => true, incomparable: true, missing: false, cost: 1 }),
});

/** The operator of a wire name, or undefined. */
export function operatorOf(op: unknown): Operator | undefined {
  return typeof op === 'string' && Object.prototype.hasOwnProperty.call(OPERATORS, op) ? OPERATORS[op as FilterOp] : undefined;
}

/**
 * Applies an operator to a present item value and a filter value of its arity: the definition of
 * every operator's answer, which the compiled engine gives too.
 */
export function applyOperator(operator: Operator, x: unknown, value: unknown): boolean {
  const coercion: CoercionRule = COERCIONS[operator.coercion];
  const operand = ARITIES[operator.arity].operand(coercion.value, x, value);
  const item = coercion.item(x);
  return operand === INCOMPARABLE || item === INCOMPARABLE ? operator.incomparable : operator.test(item as never, operand as never);
}

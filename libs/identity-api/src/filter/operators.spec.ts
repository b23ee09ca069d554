/** @jest-environment node */
import { FILTER_OPS, type Filter, type FilterOp } from '../entities/query';
import { filterCases } from '../testing/filter-cases';
import { compileFilters } from './compile-filters';
import { FilterError } from './filter-error';
import { interpretFilters } from './interpret-filters';
import { ARITIES, OPERATORS, operatorOf } from './operators';
import { validateFilters } from './validate';

const leavesOf = (filters: readonly Filter[]): Filter[] => filters.flatMap((f) => (f.Children?.length ? leavesOf(f.Children) : [f]));

/** A value of the arity that validation rejects. */
const WRONG_VALUE = { one: [1], pair: [1], list: 1 } as const;
/** A value of the arity that validation accepts. */
const RIGHT_VALUE = { one: 1, pair: [1, 2], list: [1, 2] } as const;

describe('the operator table', () => {
  it('defines every operator of SPEC §5 once, under its wire name, in the order of FILTER_OPS', () => {
    expect(Object.keys(OPERATORS)).toEqual([...FILTER_OPS]);
    expect(Object.isFrozen(OPERATORS) && FILTER_OPS.every((op) => Object.isFrozen(OPERATORS[op]))).toBe(true);
  });

  it('knows no other operator', () => {
    for (const name of ['', 'EQ', 'equal', 'toString', '__proto__', 'hasOwnProperty', 42, null, undefined]) {
      expect(operatorOf(name)).toBeUndefined();
    }
  });

  it('has every operator covered by the shared filter cases', () => {
    const covered = new Set(leavesOf(filterCases.flatMap((c) => c.filters)).map((f) => f.Op));
    expect(FILTER_OPS.filter((op) => !covered.has(op))).toEqual([]);
  });

  it.each(FILTER_OPS.map((op) => [op] as const))('%s: validation names the operator, what it needs and the field', (op: FilterOp) => {
    const { arity } = OPERATORS[op];
    const filter = { Op: op, Field: 'Amount', Value: WRONG_VALUE[arity] } as Filter;
    const problem = `${op} needs ${ARITIES[arity].expects} on Amount`;
    for (const run of [() => validateFilters([filter]), () => compileFilters([filter]), () => interpretFilters([filter], { Amount: 1 })]) {
      expect(run).toThrow(FilterError);
      expect(run).toThrow(`Invalid filter: ${problem}`);
    }
    expect(() => validateFilters([{ Op: op, Field: 'Amount', Value: RIGHT_VALUE[arity] } as Filter])).not.toThrow();
  });

  it.each(FILTER_OPS.map((op) => [op] as const))('%s: an item whose field is missing passes (fails isSet)', (op: FilterOp) => {
    const filters = [{ Op: op, Field: 'Amount', Value: RIGHT_VALUE[OPERATORS[op].arity] } as Filter];
    const expected = op !== 'isSet';
    for (const row of [{}, { Amount: null }, { Amount: undefined }]) {
      expect(compileFilters(filters)(row)).toBe(expected);
      expect(interpretFilters(filters, row)).toBe(expected);
    }
  });

  it('isSet passes any present value, whatever its Value', () => {
    for (const Value of [true, false, 'x', 0]) {
      const filters = [{ Op: 'isSet', Field: 'Amount', Value } as Filter];
      for (const row of [{ Amount: 0 }, { Amount: '' }, { Amount: false }, { Amount: 'abc' }, { Amount: { nested: 1 } }]) {
        expect(compileFilters(filters)(row)).toBe(true);
        expect(interpretFilters(filters, row)).toBe(true);
      }
    }
  });

  it.each(FILTER_OPS.map((op) => [op] as const))('%s: an incomparable value gives the operator its own answer', (op: FilterOp) => {
    const operator = OPERATORS[op];
    // Text that is no number, against a number field; an object item value, which has no text either.
    const value = operator.arity === 'one' ? 'abc' : operator.arity === 'pair' ? ['abc', 'abd'] : ['abc'];
    const filters = [{ Op: op, Field: 'Amount', Value: value } as Filter];
    const rows = operator.coercion === 'text' ? [{ Amount: { nested: 1 } }] : [{ Amount: 5 }, { Amount: { nested: 1 } }];
    for (const row of rows) {
      expect(compileFilters(filters)(row)).toBe(operator.incomparable);
      expect(interpretFilters(filters, row)).toBe(operator.incomparable);
    }
  });

  it('accepts a null or missing single value, which compares with nothing', () => {
    for (const Value of [null, undefined]) {
      expect(compileFilters([{ Op: 'eq', Field: 'n', Value }])({ n: 1 })).toBe(false);
      expect(compileFilters([{ Op: 'neq', Field: 'n', Value }])({ n: 1 })).toBe(true);
      expect(compileFilters([{ Op: 'contains', Field: 's', Value }])({ s: 'a' })).toBe(false);
    }
  });
});

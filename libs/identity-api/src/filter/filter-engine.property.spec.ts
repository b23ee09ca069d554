/** @jest-environment node */
import fc from 'fast-check';
import { FILTER_OPS, type Filter, type FilterScalar } from '../entities/query';
import { applyQuery } from './apply-query';
import { compileFilters } from './compile-filters';
import { interpretFilters } from './interpret-filters';

const FIELDS = ['n', 's', 'b', 'x', 'nested.v'] as const;

const text = fc.string({ unit: fc.constantFrom('a', 'A', 'b', 'B', 'k', 'é', 'É', '\u212a', '\u0130', 'i', '1', '2', ' '), maxLength: 4 });
const scalar: fc.Arbitrary<FilterScalar> = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.double({ min: -3, max: 3, noNaN: true }),
  text,
  fc.constantFrom('1', '2', '-1', ' 2 ', 'true', 'false', ''),
  fc.boolean(),
);
const fieldValue = fc.oneof(scalar, fc.constant(null), fc.constant(undefined));

const item = fc.record(
  {
    n: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constant(null)),
    s: fc.oneof(text, fc.constant(null)),
    b: fc.oneof(fc.boolean(), fc.constant(null)),
    x: fieldValue,
    nested: fc.option(fc.record({ v: fieldValue }, { requiredKeys: [] }), { nil: undefined }),
  },
  { requiredKeys: [] },
);

const leaf: fc.Arbitrary<Filter> = fc
  .tuple(fc.constantFrom(...FILTER_OPS), fc.constantFrom(...FIELDS), scalar, fc.array(scalar, { maxLength: 4 }), scalar)
  .map(([Op, Field, v, list, hi]) => ({
    Op,
    Field,
    Value: Op === 'in' || Op === 'notIn' ? list : Op === 'between' ? [v, hi] : v,
  }));

const tree = fc.letrec<{ node: Filter }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.record({ UseAnd: fc.boolean(), Children: fc.array(tie('node'), { minLength: 1, maxLength: 4 }) }),
  ),
})).node;

describe('compiled engine against the reference interpreter', () => {
  it('agrees on random items and random filter trees', () => {
    fc.assert(
      fc.property(fc.array(tree, { maxLength: 3 }), fc.array(item, { maxLength: 20 }), (filters, items) => {
        const compiled = compileFilters(filters);
        for (const i of items) expect(compiled(i)).toBe(interpretFilters(filters, i));
      }),
      { numRuns: 500 },
    );
  });

  it('agrees on malformed leaves too: both reject them, with the same problem', () => {
    const anyValue = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.constant(null), fc.constant({}));
    const anyOp = fc.oneof(fc.constantFrom(...FILTER_OPS), fc.constantFrom('approx', '', 'constructor'));
    fc.assert(
      fc.property(anyOp, fc.constantFrom(...FIELDS, ''), anyValue, item, (Op, Field, Value, i) => {
        const filters = [{ Op, Field, Value } as Filter];
        const outcome = (run: () => boolean) => {
          try {
            return run();
          } catch (e) {
            return (e as Error).message;
          }
        };
        expect(outcome(() => compileFilters(filters)(i))).toBe(outcome(() => interpretFilters(filters, i)));
      }),
      { numRuns: 500 },
    );
  });

  it('finds the empty needle in every text', () => {
    const test = compileFilters([
      { Op: 'contains', Field: 'nested.v', Value: '' },
      { Op: 'contains', Field: 's', Value: '' },
    ]);
    expect(test({ s: '', nested: { v: '' } })).toBe(true);
    expect(test({ s: 'abc', nested: { v: 3 } })).toBe(true);
  });

  it('gives trees of one shape with other values their own answers', () => {
    const tree = (v: string, n: number): Filter[] => [
      { Op: 'beginsWith', Field: 's', Value: v },
      { Op: 'gte', Field: 'n', Value: n },
    ];
    const a = compileFilters(tree('ab', 1));
    const b = compileFilters(tree('k', 3));
    expect([a({ s: 'abc', n: 1 }), b({ s: 'abc', n: 1 }), a({ s: 'kk', n: 3 }), b({ s: 'kk', n: 3 })]).toEqual([true, false, false, true]);
  });

  it('treats filter text as data (quotes, code-like names and values)', () => {
    const filters: Filter[] = [
      { Op: 'eq', Field: 'a"); throw new Error("x', Value: '"); throw 1; ("' },
      { Op: 'in', Field: 'b', Value: ["'); process.exit(); ('", 'c'] },
      { Op: 'contains', Field: 'c', Value: '*/ }); //' },
    ];
    const test = compileFilters(filters);
    expect(test({ 'a"); throw new Error("x': '"); throw 1; ("', b: 'c', c: 'x */ }); // y' })).toBe(true);
    expect(test({ b: 'd' })).toBe(false);
  });

  it('lets an item with a missing field pass any leaf but isSet', () => {
    fc.assert(
      fc.property(leaf, fc.constantFrom(null, undefined), (f, missing) => {
        const row = { n: missing, s: missing, b: missing, x: missing, nested: { v: missing } };
        expect(compileFilters([f])(row)).toBe(f.Op !== 'isSet');
        expect(interpretFilters([f], row)).toBe(f.Op !== 'isSet');
      }),
    );
  });

  it('pages partition the filtered, sorted list', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ Id: fc.integer(), n: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }) }), { maxLength: 30 }),
        fc.integer({ min: 1, max: 7 }),
        (rows, size) => {
          const sort = [{ Column: 'n', Asc: true }];
          const all = applyQuery(rows, { PageNumber: 1, PageSize: 0, Filters: [], Sort: sort }).Items;
          const pages = [];
          for (let p = 1; (p - 1) * size < rows.length; p++) {
            pages.push(...applyQuery(rows, { PageNumber: p, PageSize: size, Filters: [], Sort: sort }).Items);
          }
          expect(pages).toEqual(all);
        },
      ),
    );
  });
});

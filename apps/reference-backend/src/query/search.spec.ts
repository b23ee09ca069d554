/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["@brokerfront/source", "node", "require", "default"]}
 */
import { applyQuery, FILTER_OPS, type Filter, type FilterScalar } from '@brokerfront/identity-api';
import fc from 'fast-check';
import { FilterCache, QUERY_LIMITS, searchItems, selectItems } from './search';
import { buildFieldIndex, candidates, equalForms, requiredLeaves, withoutLeaf } from './value-index';

const FIELDS = ['Id', 'c', 'n', 'b', 'm', 's'] as const;

/** Low-cardinality values of every type, missing values and an object, so every coercion rule is met. */
const value = fc.oneof(
  fc.constantFrom('DE', 'SE', 'de', '1', '2', ' 1 ', '', 'true', 'false', 'x'),
  fc.integer({ min: -2, max: 2 }),
  fc.constantFrom(0.5, -0),
  fc.boolean(),
  fc.constantFrom(null, undefined),
);
const row = fc.record({
  c: value,
  n: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constant(null)),
  b: fc.oneof(fc.boolean(), fc.constant(undefined)),
  m: fc.oneof(value, fc.constant({ nested: 1 })),
  s: fc.constantFrom('Berg', 'holm', 'Lind', 'ström'),
});
const items = fc.array(row, { maxLength: 60 }).map((rows) => rows.map((r, i) => ({ Id: i + 1, ...r })));

const scalar: fc.Arbitrary<FilterScalar> = fc.oneof(
  fc.constantFrom('DE', 'SE', 'de', '1', '2', ' 1 ', '', 'true', 'false', 'x', 'Berg', 'h'),
  fc.integer({ min: -2, max: 3 }),
  fc.constantFrom(0.5, 0),
  fc.boolean(),
);
const field = fc.constantFrom('c', 'n', 'b', 'm', 's');
const leaf: fc.Arbitrary<Filter> = fc
  .tuple(fc.constantFrom(...FILTER_OPS), field, scalar, fc.array(scalar, { maxLength: 4 }), scalar)
  .map(([Op, Field, v, list, hi]) => ({ Op, Field, Value: Op === 'in' || Op === 'notIn' ? list : Op === 'between' ? [v, hi] : v }));
/** `eq`/`in` leaves are drawn often, so that most trees have one the index can use. */
const indexable: fc.Arbitrary<Filter> = fc.oneof(
  fc.tuple(field, scalar).map(([Field, Value]) => ({ Op: 'eq' as const, Field, Value })),
  fc.tuple(field, fc.array(scalar, { maxLength: 4 })).map(([Field, Value]) => ({ Op: 'in' as const, Field, Value })),
);
const tree = fc.letrec<{ node: Filter }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    indexable,
    leaf,
    fc.record({ UseAnd: fc.boolean(), Children: fc.array(tie('node'), { minLength: 1, maxLength: 3 }) }),
  ),
})).node;
const sort = fc.array(fc.record({ Column: fc.constantFrom(...FIELDS), Asc: fc.boolean() }), { maxLength: 2 });
const paging = fc.record({ PageNumber: fc.integer({ min: 1, max: 4 }), PageSize: fc.integer({ min: 1, max: 8 }) });

describe('value indexes', () => {
  it('give the answers of applyQuery for every operator combination', () => {
    fc.assert(
      fc.property(items, fc.array(tree, { maxLength: 3 }), sort, paging, (rows, Filters, Sort, page) => {
        const query = { ...page, Filters, Sort };
        const cache = new FilterCache<(typeof rows)[number]>(() => 1);
        const indexed = searchItems(rows, query, FIELDS, cache);
        expect(indexed).toEqual(applyQuery(rows, query, { fields: FIELDS }));
        expect(searchItems(rows, query, FIELDS)).toEqual(indexed);
        // Served again from the remembered result.
        expect(searchItems(rows, query, FIELDS, cache)).toEqual(indexed);
      }),
      { numRuns: 1500 },
    );
  });

  it('never leave out an item that passes the leaf', () => {
    fc.assert(
      fc.property(items, indexable, field, (rows, f, Field) => {
        const leaf = { ...f, Field };
        const index = buildFieldIndex(rows, Field);
        if (!index) return;
        const kept = new Set(candidates(index, leaf, rows.length));
        const passing = applyQuery(rows, { Filters: [leaf] }).Items.map((r) => r.Id - 1);
        // Exactly the passing items: each candidate passes the leaf too.
        expect([...kept].sort((a, b) => a - b)).toEqual(passing);
      }),
      { numRuns: 1000 },
    );
  });

  it('are used only for leaves every answer needs', () => {
    const a: Filter = { Op: 'eq', Field: 'c', Value: 'DE' };
    const b: Filter = { Op: 'in', Field: 'n', Value: [1] };
    const c: Filter = { Op: 'eq', Field: 'b', Value: true };
    const filters: Filter[] = [
      a,
      { UseAnd: true, Children: [b, { UseAnd: false, Children: [c, a] }] },
      { Op: 'eq', Field: 'x.y', Value: 1 },
    ];
    expect(requiredLeaves(filters)).toEqual([a, b]);
    expect(withoutLeaf(filters, b)).toEqual([a, { UseAnd: true, Children: [{ UseAnd: false, Children: [c, a] }] }, filters[2]]);
    expect(withoutLeaf([{ UseAnd: true, Children: [b] }], b)).toEqual([]);
  });

  it('coerce filter values as the engine does', () => {
    expect(equalForms('1')).toEqual(['1', 1]);
    expect(equalForms(' ')).toEqual([' ']);
    expect(equalForms('true')).toEqual(['true', true]);
    expect(equalForms(false)).toEqual(['false', false]);
    expect(equalForms(2)).toEqual(['2', 2]);
    expect(equalForms(null)).toEqual([]);
  });

  it('skip fields with many distinct values and are rebuilt when the data changes', () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ Id: i + 1, c: i % 3 === 0 ? 'DE' : 'SE', e: `u${i}@example.com` }));
    expect(buildFieldIndex(rows, 'e')).toBeNull();
    let version = 1;
    const cache = new FilterCache<(typeof rows)[number]>(() => version);
    const q = { PageNumber: 1, PageSize: 5, Filters: [{ Op: 'eq' as const, Field: 'c', Value: 'DE' }], Sort: [] };
    expect(cache.candidates(rows, q.Filters)?.positions.length).toBe(667);
    expect(cache.candidates(rows, [{ Op: 'eq', Field: 'e', Value: 'u3@example.com' }])).toBeUndefined();
    const changed = rows.map((r) => ({ ...r, c: 'DE' }));
    version = 2;
    expect(searchItems(changed, q, ['Id', 'c', 'e'], cache).TotalItems).toBe(2000);
    // Most items pass: the index is not worth it.
    expect(cache.candidates(changed, q.Filters)).toBeUndefined();
  });
});

describe('selectItems', () => {
  it('answers every item of the query, in the order of applyQuery, with or without a cache', () => {
    fc.assert(
      fc.property(items, fc.array(tree, { maxLength: 3 }), sort, (rows, Filters, Sort) => {
        const expected = applyQuery(rows, { Filters, Sort, PageNumber: 1, PageSize: rows.length + 1 }, { fields: FIELDS }).Items;
        const cache = new FilterCache<(typeof rows)[number]>(() => 1);
        expect(selectItems(rows, { Filters, Sort }, FIELDS)).toEqual(expected);
        expect(selectItems(rows, { Filters, Sort }, FIELDS, cache)).toEqual(expected);
        expect(selectItems(rows, { Filters, Sort }, FIELDS, cache)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('sorts a large answer completely', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ Id: i + 1, s: `k${(i * 7919) % 5000}` }));
    const out = selectItems(rows, { Filters: [], Sort: [{ Column: 's', Asc: false }] }, ['Id', 's']);
    expect(out).toHaveLength(5000);
    expect(out.map((r) => r.s)).toEqual(
      rows
        .map((r) => r.s)
        .sort()
        .reverse(),
    );
  });

  it('checks the query like searchItems', () => {
    expect(() => selectItems([], { Filters: [{ Op: 'eq', Field: 'nope', Value: 1 }], Sort: [] }, FIELDS)).toThrow('unknown field: nope');
    expect(() => selectItems([], { Filters: [], Sort: [{ Column: 'nope', Asc: true }] }, FIELDS)).toThrow('unknown field: nope');
    const many = Array.from({ length: QUERY_LIMITS.maxSortColumns + 1 }, () => ({ Column: 'Id', Asc: true }));
    expect(() => selectItems([], { Filters: [], Sort: many }, FIELDS)).toThrow(/sort columns/);
  });
});

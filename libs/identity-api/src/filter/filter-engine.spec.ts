/** @jest-environment node */
import { filterCaseRows, filterCases, queryCases } from '../testing/filter-cases';
import { applyQuery, pageItems, sortItems } from './apply-query';
import { compileFilters } from './compile-filters';
import { FilterError } from './filter-error';
import { interpretFilters } from './interpret-filters';

const ids = (rows: ReadonlyArray<{ Id: number }>) => rows.map((r) => r.Id);

describe('shared filter cases', () => {
  it.each(filterCases.map((c) => [c.name, c] as const))('compiled engine: %s', (_, c) => {
    const matches = compileFilters(c.filters);
    expect(ids(filterCaseRows.filter(matches))).toEqual(c.expectedIds);
  });

  it.each(filterCases.map((c) => [c.name, c] as const))('reference interpreter: %s', (_, c) => {
    expect(ids(filterCaseRows.filter((r) => interpretFilters(c.filters, r)))).toEqual(c.expectedIds);
  });

  it.each(queryCases.map((c) => [c.name, c] as const))('applyQuery: %s', (_, c) => {
    const page = applyQuery(filterCaseRows, c.query);
    expect(ids(page.Items)).toEqual(c.expectedIds);
    expect(page.TotalItems).toBe(c.expectedTotal);
  });
});

describe('validation', () => {
  it.each([
    [{ Op: 'approx', Field: 'Id', Value: 1 }, 'unknown operator: approx'],
    [{ Field: 'Id', Value: 1 }, 'unknown operator: undefined'],
    [{ Op: 'eq', Value: 1 }, 'missing field'],
    [{ Op: 'between', Field: 'Id', Value: [1] }, 'between needs [low, high] on Id'],
    [{ Op: 'in', Field: 'Id', Value: 1 }, 'in needs an array on Id'],
    [{ Op: 'eq', Field: 'Id', Value: [1] }, 'eq needs a single value on Id'],
  ])('rejects %p', (filter, problem) => {
    expect(() => compileFilters([filter as never])).toThrow(FilterError);
    try {
      compileFilters([filter as never]);
    } catch (e) {
      expect((e as FilterError).problem).toBe(problem);
      expect((e as FilterError).code).toBe('invalid_request');
    }
  });

  it('rejects unknown fields when the fields are known, also inside groups and sort columns', () => {
    const fields = ['Id', 'LastName'];
    expect(() => compileFilters([{ Op: 'eq', Field: 'Id', Value: 1 }], { fields })).not.toThrow();
    expect(() => compileFilters([{ UseAnd: true, Children: [{ Op: 'eq', Field: 'Secret', Value: 1 }] }], { fields })).toThrow(
      'Invalid filter: unknown field: Secret',
    );
    expect(() => sortItems([], [{ Column: 'Secret', Asc: true }], { fields })).toThrow('unknown field: Secret');
  });

  it('the interpreter rejects unknown operators too', () => {
    expect(() => interpretFilters([{ Op: 'nope' as never, Field: 'Id', Value: 1 }], { Id: 1 })).toThrow(FilterError);
  });
});

describe('details', () => {
  it('reads dotted fields', () => {
    const grant = { ResourceType: { Id: 1, Domain: 'identity' } };
    expect(compileFilters([{ Op: 'eq', Field: 'ResourceType.Domain', Value: 'identity' }])(grant)).toBe(true);
    expect(compileFilters([{ Op: 'eq', Field: 'ResourceType.Id', Value: 2 }])(grant)).toBe(false);
  });

  it('treats non-numeric text on a number field as incomparable', () => {
    const row = { Id: 5 };
    expect(compileFilters([{ Op: 'eq', Field: 'Id', Value: 'five' }])(row)).toBe(false);
    expect(compileFilters([{ Op: 'neq', Field: 'Id', Value: 'five' }])(row)).toBe(true);
    expect(compileFilters([{ Op: 'lt', Field: 'Id', Value: 'five' }])(row)).toBe(false);
  });

  it('pages to the end when PageSize is 0', () => {
    expect(pageItems([1, 2, 3], { PageNumber: 1, PageSize: 0 })).toEqual([1, 2, 3]);
  });

  it('sorts stably', () => {
    const rows = [
      { k: 1, n: 'a' },
      { k: 0, n: 'b' },
      { k: 1, n: 'c' },
    ];
    expect(sortItems(rows, [{ Column: 'k', Asc: false }]).map((r) => r.n)).toEqual(['a', 'c', 'b']);
  });
});

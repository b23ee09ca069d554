import type { Filter, GenericQuery } from '../entities/query';

/**
 * The shared table of generic-query cases. Every implementation of the generic query (the compiled
 * engine, the reference interpreter, the reference backend and any SQL translation) must return
 * exactly `expectedIds` (in order for query cases) for the rows of {@link filterCaseRows}.
 */
export interface FilterCaseRow {
  Id: number;
  FirstName: string;
  LastName: string;
  Email: string;
  CountryCode: string | null;
  Gender: number;
  UserType: number;
  IsBlocked: boolean;
  EmployeeGroupId: number | null;
  CreatedAt: string;
}

/** The rows every case runs on. */
export const filterCaseRows: readonly FilterCaseRow[] = Object.freeze([
  {
    Id: 1,
    FirstName: 'Anna',
    LastName: 'Smith',
    Email: 'anna@example.com',
    CountryCode: 'US',
    Gender: 2,
    UserType: 0,
    IsBlocked: false,
    EmployeeGroupId: null,
    CreatedAt: '2024-01-05T10:00:00.000Z',
  },
  {
    Id: 2,
    FirstName: 'Bob',
    LastName: 'smithson',
    Email: 'bob@example.org',
    CountryCode: 'DE',
    Gender: 1,
    UserType: 1,
    IsBlocked: false,
    EmployeeGroupId: 7,
    CreatedAt: '2024-02-10T08:30:00.000Z',
  },
  {
    Id: 3,
    FirstName: 'carla',
    LastName: 'Jones',
    Email: 'CARLA@Example.com',
    CountryCode: null,
    Gender: 0,
    UserType: 0,
    IsBlocked: true,
    EmployeeGroupId: null,
    CreatedAt: '2024-03-15T12:00:00.000Z',
  },
  {
    Id: 4,
    FirstName: 'Dmitri',
    LastName: 'Ivanov',
    Email: 'dmitri@example.net',
    CountryCode: 'SE',
    Gender: 1,
    UserType: 1,
    IsBlocked: false,
    EmployeeGroupId: 3,
    CreatedAt: '2024-04-20T16:45:00.000Z',
  },
  {
    Id: 5,
    FirstName: 'Eve',
    LastName: 'SMITH',
    Email: 'eve@example.com',
    CountryCode: 'US',
    Gender: 3,
    UserType: 0,
    IsBlocked: true,
    EmployeeGroupId: 7,
    CreatedAt: '2024-05-25T09:15:00.000Z',
  },
  {
    Id: 6,
    FirstName: 'Frank',
    LastName: 'Müller',
    Email: 'frank@example.de',
    CountryCode: 'DE',
    Gender: 1,
    UserType: 0,
    IsBlocked: false,
    EmployeeGroupId: null,
    CreatedAt: '2024-06-30T23:59:59.000Z',
  },
] as FilterCaseRow[]);

/** A filter case: top-level filters and the ids of the rows that pass, in row order. */
export interface FilterCase {
  name: string;
  filters: Filter[];
  expectedIds: number[];
}

/** Cases of every operator, missing fields, groups and nesting. */
export const filterCases: readonly FilterCase[] = Object.freeze([
  { name: 'no filters', filters: [], expectedIds: [1, 2, 3, 4, 5, 6] },
  { name: 'eq number', filters: [{ Op: 'eq', Field: 'Gender', Value: 1 }], expectedIds: [2, 4, 6] },
  { name: 'eq numeric string on a number field', filters: [{ Op: 'eq', Field: 'Id', Value: '3' }], expectedIds: [3] },
  { name: 'eq string is case-sensitive', filters: [{ Op: 'eq', Field: 'LastName', Value: 'Smith' }], expectedIds: [1] },
  { name: 'eq boolean', filters: [{ Op: 'eq', Field: 'IsBlocked', Value: true }], expectedIds: [3, 5] },
  { name: 'eq "false" string on a boolean field', filters: [{ Op: 'eq', Field: 'IsBlocked', Value: 'false' }], expectedIds: [1, 2, 4, 6] },
  { name: 'eq on a missing field passes', filters: [{ Op: 'eq', Field: 'CountryCode', Value: 'US' }], expectedIds: [1, 3, 5] },
  { name: 'neq', filters: [{ Op: 'neq', Field: 'CountryCode', Value: 'US' }], expectedIds: [2, 3, 4, 6] },
  { name: 'lt', filters: [{ Op: 'lt', Field: 'Id', Value: 3 }], expectedIds: [1, 2] },
  { name: 'lte', filters: [{ Op: 'lte', Field: 'Id', Value: 3 }], expectedIds: [1, 2, 3] },
  { name: 'gt', filters: [{ Op: 'gt', Field: 'Id', Value: 4 }], expectedIds: [5, 6] },
  { name: 'gte', filters: [{ Op: 'gte', Field: 'Id', Value: 4 }], expectedIds: [4, 5, 6] },
  { name: 'gt on ISO dates', filters: [{ Op: 'gt', Field: 'CreatedAt', Value: '2024-04-01T00:00:00.000Z' }], expectedIds: [4, 5, 6] },
  { name: 'lt on strings (code units)', filters: [{ Op: 'lt', Field: 'FirstName', Value: 'C' }], expectedIds: [1, 2] },
  { name: 'like is case-insensitive equality', filters: [{ Op: 'like', Field: 'LastName', Value: 'smith' }], expectedIds: [1, 5] },
  { name: 'contains is case-insensitive', filters: [{ Op: 'contains', Field: 'Email', Value: 'EXAMPLE.COM' }], expectedIds: [1, 3, 5] },
  { name: 'beginsWith is case-insensitive', filters: [{ Op: 'beginsWith', Field: 'LastName', Value: 'SMI' }], expectedIds: [1, 2, 5] },
  { name: 'contains with non-ASCII', filters: [{ Op: 'contains', Field: 'LastName', Value: 'ÜLL' }], expectedIds: [6] },
  { name: 'between is inclusive', filters: [{ Op: 'between', Field: 'Id', Value: [2, 4] }], expectedIds: [2, 3, 4] },
  {
    name: 'between on dates',
    filters: [{ Op: 'between', Field: 'CreatedAt', Value: ['2024-02-10T08:30:00.000Z', '2024-05-25T09:15:00.000Z'] }],
    expectedIds: [2, 3, 4, 5],
  },
  { name: 'in', filters: [{ Op: 'in', Field: 'CountryCode', Value: ['DE', 'SE'] }], expectedIds: [2, 3, 4, 6] },
  { name: 'in with numbers', filters: [{ Op: 'in', Field: 'Id', Value: [1, 6, 9] }], expectedIds: [1, 6] },
  { name: 'notIn', filters: [{ Op: 'notIn', Field: 'Gender', Value: [0, 1] }], expectedIds: [1, 5] },
  { name: 'in with an empty list', filters: [{ Op: 'in', Field: 'Id', Value: [] }], expectedIds: [] },
  {
    name: 'notIn keeps the members that compare with the field',
    filters: [{ Op: 'notIn', Field: 'Gender', Value: ['x', '1'] }],
    expectedIds: [1, 3, 5],
  },
  { name: 'between with an end that is no number', filters: [{ Op: 'between', Field: 'Gender', Value: [0, 'x'] }], expectedIds: [] },
  { name: 'like on a number field compares its text', filters: [{ Op: 'like', Field: 'Gender', Value: '1' }], expectedIds: [2, 4, 6] },
  { name: 'notIn on a null field passes', filters: [{ Op: 'notIn', Field: 'EmployeeGroupId', Value: [7] }], expectedIds: [1, 3, 4, 6] },
  {
    name: 'isSet fails a null field (extension)',
    filters: [{ Op: 'isSet', Field: 'EmployeeGroupId', Value: true }],
    expectedIds: [2, 4, 5],
  },
  {
    name: 'isSet with contains: a null field no longer passes',
    filters: [
      {
        UseAnd: true,
        Children: [
          { Op: 'isSet', Field: 'EmployeeGroupId', Value: true },
          { Op: 'notIn', Field: 'EmployeeGroupId', Value: [7] },
        ],
      },
    ],
    expectedIds: [4],
  },
  {
    name: 'top-level filters combine with AND',
    filters: [
      { Op: 'eq', Field: 'UserType', Value: 0 },
      { Op: 'eq', Field: 'IsBlocked', Value: false },
    ],
    expectedIds: [1, 6],
  },
  {
    name: 'OR group',
    filters: [
      {
        UseAnd: false,
        Children: [
          { Op: 'eq', Field: 'Id', Value: 1 },
          { Op: 'eq', Field: 'Id', Value: 4 },
        ],
      },
    ],
    expectedIds: [1, 4],
  },
  {
    name: 'AND group',
    filters: [
      {
        UseAnd: true,
        Children: [
          { Op: 'like', Field: 'LastName', Value: 'SMITH' },
          { Op: 'eq', Field: 'IsBlocked', Value: true },
        ],
      },
    ],
    expectedIds: [5],
  },
  {
    name: 'a group ignores its own Op and Field',
    filters: [{ Op: 'eq', Field: 'Id', Value: 99, UseAnd: false, Children: [{ Op: 'eq', Field: 'Id', Value: 2 }] }],
    expectedIds: [2],
  },
  {
    name: 'empty Children make a leaf',
    filters: [{ Op: 'eq', Field: 'Id', Value: 2, UseAnd: true, Children: [] }],
    expectedIds: [2],
  },
  {
    name: 'nested groups',
    filters: [
      {
        UseAnd: false,
        Children: [
          {
            UseAnd: true,
            Children: [
              { Op: 'eq', Field: 'CountryCode', Value: 'DE' },
              { Op: 'gt', Field: 'Id', Value: 5 },
            ],
          },
          {
            UseAnd: true,
            Children: [
              { Op: 'beginsWith', Field: 'Email', Value: 'eve' },
              { Op: 'in', Field: 'Gender', Value: [3] },
            ],
          },
        ],
      },
    ],
    expectedIds: [5, 6],
  },
] as FilterCase[]);

/** A query case: a whole generic query and the ids of the page, in order, with the total. */
export interface QueryCase {
  name: string;
  query: GenericQuery;
  expectedIds: number[];
  expectedTotal: number;
}

/** Cases of sorting and paging. */
export const queryCases: readonly QueryCase[] = Object.freeze([
  {
    name: 'first page',
    query: { PageNumber: 1, PageSize: 2, Filters: [], Sort: [{ Column: 'Id', Asc: true }] },
    expectedIds: [1, 2],
    expectedTotal: 6,
  },
  {
    name: 'second page',
    query: { PageNumber: 2, PageSize: 4, Filters: [], Sort: [{ Column: 'Id', Asc: true }] },
    expectedIds: [5, 6],
    expectedTotal: 6,
  },
  {
    name: 'StartIndex wins over PageNumber',
    query: { PageNumber: 1, PageSize: 2, StartIndex: 3, Filters: [], Sort: [{ Column: 'Id', Asc: true }] },
    expectedIds: [4, 5],
    expectedTotal: 6,
  },
  {
    name: 'descending',
    query: { PageNumber: 1, PageSize: 3, Filters: [], Sort: [{ Column: 'Id', Asc: false }] },
    expectedIds: [6, 5, 4],
    expectedTotal: 6,
  },
  {
    name: 'two sort keys with nulls last',
    query: {
      PageNumber: 1,
      PageSize: 10,
      Filters: [],
      Sort: [
        { Column: 'CountryCode', Asc: true },
        { Column: 'Id', Asc: false },
      ],
    },
    expectedIds: [6, 2, 4, 5, 1, 3],
    expectedTotal: 6,
  },
  {
    name: 'filtered total',
    query: { PageNumber: 1, PageSize: 1, Filters: [{ Op: 'eq', Field: 'UserType', Value: 1 }], Sort: [{ Column: 'Id', Asc: true }] },
    expectedIds: [2],
    expectedTotal: 2,
  },
] as QueryCase[]);

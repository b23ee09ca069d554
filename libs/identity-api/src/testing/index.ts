/**
 * @brokerfront/identity-api/testing — the shared table of generic-query cases that every
 * implementation (client engine, reference backend, SQL translation) must pass, and a User factory.
 */
export { filterCaseRows, filterCases, queryCases } from './filter-cases';
export type { FilterCase, FilterCaseRow, QueryCase } from './filter-cases';
export { makeNamedTestUser, makeTestUser } from './test-user';

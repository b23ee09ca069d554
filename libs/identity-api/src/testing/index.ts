/**
 * @brokerfront/identity-api/testing — the shared table of generic-query cases that every
 * implementation (client engine, reference backend, SQL translation) must pass.
 */
export { filterCaseRows, filterCases, queryCases } from './filter-cases';
export type { FilterCase, FilterCaseRow, QueryCase } from './filter-cases';

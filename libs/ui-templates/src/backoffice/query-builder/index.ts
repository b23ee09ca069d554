export * from './query-tree';
export { QueryBuilder, type QueryBuilderProps } from './query-builder';
export { MultiSelect, INLINE_OPTIONS_MAX, type MultiSelectProps } from './multi-select';

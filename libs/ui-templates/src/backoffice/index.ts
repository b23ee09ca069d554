export {
  defaultPaginationLabels,
  defaultUsersFiltersLabels,
  defaultUsersTableLabels,
  type PaginationLabels,
  type UserColumn,
  type UsersFiltersLabels,
  type UsersTableLabels,
  type UserStatus,
} from './labels';
export { UsersTable, UserStatusBadge, type UserRow, type UsersSort, type UsersTableProps } from './users-table';
export { Pagination, type PaginationProps } from './pagination';
export { EMPTY_USERS_FILTERS, UsersFilters, type UsersFilterValues, type UsersFiltersProps } from './users-filters';
export { DetailsList, type DetailsListProps } from './details-list';
export * from './query-builder/query-tree';

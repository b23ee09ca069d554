export type { UserStatus } from './labels';
export { UserStatusBadge } from './user-status-badge';
export { DetailsList, type DetailsListProps } from './details-list';
export * from './query-builder';
export * from './list';
export * from './bulk';
export * from './export';
export * from './create';
export * from './import';

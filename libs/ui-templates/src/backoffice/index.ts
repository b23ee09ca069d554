export type { UserStatus } from './labels';
export { BackofficeSection, type BackofficeSectionProps } from './backoffice-section';
export { UserStatusBadge } from './user-status-badge';
export { DetailsList, type DetailsListProps } from './details-list';
// Types the public forms and pickers are built on (their values, problems and options).
export type { UserFieldCheckOptions, UserFieldProblem, UserFieldValues } from './user-fields/user-field-rules';
export type { EmployeeChoice, MultipleEmployeeSearchPickerProps, SingleEmployeeSearchPickerProps } from './employee-search-picker';
export * from './query-builder';
export * from './list';
export * from './bulk';
export * from './export';
export * from './create';
export * from './import';
export * from './user-profile';
export * from './user-actions';
export * from './timeline';
export * from './permissions';
export * from './documents-review';
export * from './groups';

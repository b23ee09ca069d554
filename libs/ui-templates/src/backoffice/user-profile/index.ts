// The back office's user profile part: components, styles and texts (namespace `backoffice`, key `profile`).
export { UserHeaderView, type UserHeaderViewProps } from './user-header-view';
export {
  PROFILE_DETAILS_GROUPS,
  profileFieldLabelKey,
  UserDetails,
  type ProfileCountry,
  type ProfileDetailsField,
  type UserDetailsProps,
} from './user-details';
export { UserEditForm, type UserEditFormProps } from './user-edit-form';
export { SalesStatusField, type SalesStatusFieldProps } from './sales-status-field';
export { UserProfilePanel, type UserProfilePanelProps } from './user-profile-panel';
export {
  birthDayOf,
  differingFields,
  editChangesOf,
  editConflictOf,
  editValuesOf,
  isEmployeeRecord,
  isSalesStatus,
  keepMyChanges,
  MAX_IDLE_MINUTES,
  REQUIRED_EDIT_FIELDS,
  SALES_STATUS_VALUES,
  SELF_EDIT_FIELDS,
  sameEditValue,
  takeTheirChanges,
  USER_EDIT_FIELDS,
  USER_EDIT_MAX_LENGTHS,
  USER_EDIT_SECTIONS,
  userEditProblemKey,
  validateUserEdit,
  type EditConflict,
  type ProfileUserRecord,
  type SalesStatusValue,
  type UserEditCheckOptions,
  type UserEditField,
  type UserEditProblem,
  type UserEditProblems,
  type UserEditSectionId,
  type UserEditValues,
} from './user-edit';

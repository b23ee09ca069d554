// The back office's groups part: components, styles and texts (namespace `backoffice`, key `groups`).
export {
  EmployeePicker,
  type EmployeePickerProps,
  type MultipleEmployeePickerProps,
  type SingleEmployeePickerProps,
} from './employee-picker';
export { EmployeeGroupsList, type EmployeeGroupsListProps } from './employee-groups-list';
export { GroupMembersPanel, type GroupMembersPanelProps } from './group-members-panel';
export {
  GROUP_NAME_MAX,
  GroupFormDialog,
  groupNameProblem,
  type GroupFormDialogProps,
  type GroupFormValue,
  type LeadPickerData,
} from './group-form-dialog';
export { TeamLeadDialog, type TeamLeadDialogProps } from './team-lead-dialog';
export { AddMembersDialog, type AddMembersDialogProps } from './add-members-dialog';
export { GroupChoiceDialog, type GroupChoiceDialogProps } from './group-choice-dialog';
export { AccountManagerDialog, type AccountManagerDialogProps } from './account-manager-dialog';
export { AssignConfirmDialog, type AssignConfirmDialogProps } from './assign-confirm-dialog';
export { AssignmentPanel, type AssignmentPanelProps } from './assignment-panel';
export type { EmployeeGroupRow, EmployeeOption, FormErrors, GroupMemberRow, GroupOption, ListState } from './groups-types';

// The back office's permissions part: components, styles and texts (namespace `backoffice`, key `permissions`).
export { PermissionsPanel, GRANT_BUSY_KEY, type PermissionsEditor, type PermissionsPanelProps } from './permissions-panel';
export { PermissionsTable, PermissionResource, type PermissionsTableActions, type PermissionsTableProps } from './permissions-table';
export { GrantPermissionForm, type GrantPermissionFormProps } from './grant-permission-form';
export { RemovePermissionDialog, type RemovePermissionDialogProps } from './remove-permission-dialog';
export { permissionCode, permissionLabelKey, usePermissionLabel } from './permission-texts';
export {
  EVERY_RESOURCE,
  type GrantablePermission,
  type PermissionChangeDone,
  type PermissionGrantRequest,
  type PermissionGrantView,
  type PermissionRowAction,
  type PermissionsLock,
} from './permission-types';

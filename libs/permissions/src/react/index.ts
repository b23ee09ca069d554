/**
 * @brokerfront/permissions/react — the permissions store slice, `usePermission`, `<Can>` and guards.
 */
export {
  loadPermissions,
  permissionCreated,
  permissionDeleted,
  permissionsCleared,
  permissionsLoaded,
  permissionsSlice,
  selectHasPermission,
  selectPermissions,
  selectPermissionsStatus,
  selectPermissionsUserId,
} from './permissions-slice';
export type {
  PermissionsExtra,
  PermissionsLoader,
  PermissionsRootState,
  PermissionsState,
  PermissionsStatus,
} from './permissions-slice';
export { toCheck, usePermission, usePermissionsPending } from './use-permission';
export type { PermissionRequest } from './use-permission';
export { Can, RequirePermission } from './can';
export type { CanProps, RequirePermissionProps } from './can';
export { assertPermission, PermissionDeniedError, requirePermission } from './guard';

import { hasPermission, toCheck, type PermissionRequest } from '../has-permission';
import { usePermissionsSource } from './permissions-context';

/**
 * Whether the signed-in user has a permission (from the nearest `PermissionsProvider`).
 *
 * @example
 * const canBlock = usePermission('users.block', user.Id);
 */
export function usePermission(request: PermissionRequest, resourceId?: number): boolean {
  return hasPermission(usePermissionsSource().permissions, toCheck(request, resourceId));
}

/** Whether the signed-in user's permissions are still loading. */
export function usePermissionsPending(): boolean {
  return usePermissionsSource().pending;
}

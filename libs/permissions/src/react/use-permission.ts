import { useSelector } from 'react-redux';
import { permissionCheck, type PermissionCheck } from '../has-permission';
import type { PermissionName } from '../catalogue';
import { selectHasPermission, selectPermissionsStatus, type PermissionsRootState } from './permissions-slice';

/** A permission asked for: a catalogue name (with optional resource id) or a full check. */
export type PermissionRequest = PermissionName | PermissionCheck;

/** The check of a request. */
export function toCheck(request: PermissionRequest, resourceId?: number): PermissionCheck {
  return typeof request === 'string' ? permissionCheck(request, resourceId) : { ...request, resourceId: resourceId ?? request.resourceId };
}

/**
 * Whether the current user has a permission (from the permissions slice).
 *
 * @example
 * const canBlock = usePermission('users.block', user.Id);
 */
export function usePermission(request: PermissionRequest, resourceId?: number): boolean {
  const check = toCheck(request, resourceId);
  return useSelector((state: PermissionsRootState) =>
    selectHasPermission(state, check),
  );
}

/** Whether the current user's permissions are still loading (or not asked yet). */
export function usePermissionsPending(): boolean {
  return useSelector((state: PermissionsRootState) => {
    const status = selectPermissionsStatus(state);
    return status === 'idle' || status === 'loading';
  });
}

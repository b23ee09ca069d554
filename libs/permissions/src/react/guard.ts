import { hasPermission } from '../has-permission';
import { selectPermissions, type PermissionsRootState } from './permissions-slice';
import { toCheck, type PermissionRequest } from './use-permission';

/** Thrown by {@link assertPermission} when the current user lacks a permission. */
export class PermissionDeniedError extends Error {
  override readonly name = 'PermissionDeniedError';
  readonly request: PermissionRequest;
  constructor(request: PermissionRequest) {
    super(`Permission denied: ${typeof request === 'string' ? request : `#${request.permissionId}`}`);
    this.request = request;
  }
}

/**
 * A guard function for route loaders and listeners: whether the store's current user has the permission.
 *
 * @example
 * const canManagePermissions = requirePermission('permissions.modify');
 * if (!canManagePermissions(store.getState())) return redirect('/');
 */
export function requirePermission(request: PermissionRequest, resourceId?: number) {
  const check = toCheck(request, resourceId);
  return (state: PermissionsRootState): boolean => hasPermission(selectPermissions(state), check);
}

/** Throws {@link PermissionDeniedError} unless the store's current user has the permission. */
export function assertPermission(state: PermissionsRootState, request: PermissionRequest, resourceId?: number): void {
  if (!requirePermission(request, resourceId)(state)) throw new PermissionDeniedError(request);
}

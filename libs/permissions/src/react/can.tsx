import type { ReactNode } from 'react';
import type { PermissionRequest } from '../has-permission';
import { usePermission, usePermissionsPending } from './use-permission';

/** Props of {@link Can}. */
export interface CanProps {
  /** Catalogue permission name or a full check. */
  permission: PermissionRequest;
  /** The resource asked for; omitted means every resource (only a wildcard grant passes). */
  resourceId?: number;
  /** Shown without the permission; nothing by default. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Renders its children only when the current user has the permission.
 *
 * @example
 * <Can permission="users.delete" resourceId={user.Id}><DeleteButton /></Can>
 */
export function Can({ permission, resourceId, fallback = null, children }: CanProps) {
  return usePermission(permission, resourceId) ? children : fallback;
}

/** Props of {@link RequirePermission}. */
export interface RequirePermissionProps extends CanProps {
  /** Shown while the permissions are loading; nothing by default. */
  pending?: ReactNode;
}

/**
 * A guard: renders the protected content only with the permission, `pending` while the
 * permissions load, and `fallback` (e.g. a redirect element or a "not allowed" page) otherwise.
 *
 * @example
 * <RequirePermission permission="permissions.modify" fallback={<Navigate to="/" />}>
 *   <PermissionsEditor />
 * </RequirePermission>
 */
export function RequirePermission({ pending = null, ...props }: RequirePermissionProps) {
  const loading = usePermissionsPending();
  const allowed = usePermission(props.permission, props.resourceId);
  if (allowed) return props.children;
  return loading ? pending : (props.fallback ?? null);
}

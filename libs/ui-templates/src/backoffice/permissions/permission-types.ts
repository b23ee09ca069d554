/** Resource id of a grant on every user (the service's wildcard 0). */
export const EVERY_RESOURCE = 0;

/** One grant of the user shown, as the permissions table draws it (the service's UserPermission, with its key). */
export interface PermissionGrantView {
  /** The grant's identity: permission, resource type and resource (unique in a user's list). */
  key: string;
  permissionId: number;
  /** The catalogue name, e.g. `users.block`; undefined for a permission the catalogue does not know. */
  code?: string;
  /** Resource domain, e.g. `identity`. */
  domain: string;
  resourceTypeId: number;
  /** The user the grant applies to; {@link EVERY_RESOURCE} (0) for every user. */
  resourceId: number;
  createdAt?: string | null;
  /** The employee who granted it; null for a grant made when the service was set up. */
  createdBy?: number | null;
  suspended: boolean;
  suspendedAt?: string | null;
  suspendedBy?: number | null;
  /** The signed-in employee holds this grant, so may suspend, resume or remove it. */
  changeable: boolean;
}

/** A permission the signed-in employee may grant: one they hold themselves. */
export interface GrantablePermission {
  permissionId: number;
  /** The catalogue name, e.g. `users.block`. */
  code: string;
  /** They hold it on every user (the wildcard): they may grant it on every user or on any one user. */
  everyUser: boolean;
  /** Without the wildcard: the users they hold it for, the only ones they may grant it on. */
  userIds: readonly number[];
}

/** A grant asked for in the add form. */
export interface PermissionGrantRequest {
  permissionId: number;
  /** {@link EVERY_RESOURCE} (0) for every user, else one user's id. */
  resourceId: number;
}

/** What a row's buttons do. */
export type PermissionRowAction = 'suspend' | 'resume' | 'remove';

/** A change made on this page, announced once the service has answered. */
export interface PermissionChangeDone {
  change: 'granted' | 'suspended' | 'resumed' | 'removed';
  permissionId: number;
  code?: string;
  resourceId: number;
}

/**
 * Why the list can only be read although the employee may change permissions: their own record, or a user
 * who holds permissions they lack (`codes`, e.g. `users.delete` or `users.read@42`).
 */
export type PermissionsLock = { reason: 'ownRecord' } | { reason: 'morePrivileged'; codes: readonly string[] };

import { findPermission, WILDCARD_RESOURCE_ID, type PermissionName, type UserPermission } from './catalogue';

/** What a check asks for: a permission on one resource (or on every resource, with resource id 0). */
export interface PermissionCheck {
  permissionId: number;
  /** Resource domain, e.g. `identity`. */
  domain: string;
  resourceTypeId: number;
  /** The resource asked for; defaults to 0, which only a wildcard grant satisfies. */
  resourceId?: number;
}

/**
 * Whether `permissions` grant the check. A grant matches when permission id, resource domain and
 * resource type id are equal and its resource id is the one asked for or the wildcard 0.
 * A suspended grant never matches.
 */
export function hasPermission(permissions: readonly UserPermission[] | null | undefined, check: PermissionCheck): boolean {
  if (!permissions) return false;
  const resourceId = check.resourceId ?? WILDCARD_RESOURCE_ID;
  for (const p of permissions) {
    if (
      p.PermissionId === check.permissionId &&
      p.ResourceType?.Id === check.resourceTypeId &&
      p.ResourceType?.Domain === check.domain &&
      !p.IsSuspended &&
      (p.ResourceId === resourceId || p.ResourceId === WILDCARD_RESOURCE_ID)
    ) {
      return true;
    }
  }
  return false;
}

/**
 * The check for a catalogue permission by name (its resource type comes from the catalogue).
 * Throws on an unknown name, which is a programming error.
 */
export function permissionCheck(name: PermissionName, resourceId: number = WILDCARD_RESOURCE_ID): PermissionCheck {
  const def = findPermission(name);
  if (!def) throw new Error(`Unknown permission: ${String(name)}`);
  return {
    permissionId: def.id,
    domain: def.resourceType.Domain,
    resourceTypeId: def.resourceType.Id,
    resourceId,
  };
}

/** Shorthand of {@link hasPermission} with a catalogue permission name. */
export function can(
  permissions: readonly UserPermission[] | null | undefined,
  name: PermissionName,
  resourceId: number = WILDCARD_RESOURCE_ID,
): boolean {
  return hasPermission(permissions, permissionCheck(name, resourceId));
}

/** A permission asked for: a catalogue name or a full check. */
export type PermissionRequest = PermissionName | PermissionCheck;

/** The check of a request (a catalogue name with an optional resource id, or a full check). */
export function toCheck(request: PermissionRequest, resourceId?: number): PermissionCheck {
  return typeof request === 'string' ? permissionCheck(request, resourceId) : { ...request, resourceId: resourceId ?? request.resourceId };
}

/** Thrown by {@link assertPermission} when a permission is missing. */
export class PermissionDeniedError extends Error {
  override readonly name = 'PermissionDeniedError';
  readonly request: PermissionRequest;
  constructor(request: PermissionRequest) {
    super(`Permission denied: ${typeof request === 'string' ? request : `#${request.permissionId}`}`);
    this.request = request;
  }
}

/** Throws {@link PermissionDeniedError} unless `permissions` grant the request (for loaders and services). */
export function assertPermission(
  permissions: readonly UserPermission[] | null | undefined,
  request: PermissionRequest,
  resourceId?: number,
): void {
  if (!hasPermission(permissions, toCheck(request, resourceId))) throw new PermissionDeniedError(request);
}

/** Whether two grants address the same permission on the same resource (the identity of a grant). */
export function samePermission(a: UserPermission, b: UserPermission): boolean {
  return (
    a.UserId === b.UserId &&
    a.PermissionId === b.PermissionId &&
    a.ResourceType?.Id === b.ResourceType?.Id &&
    a.ResourceType?.Domain === b.ResourceType?.Domain &&
    a.ResourceId === b.ResourceId
  );
}

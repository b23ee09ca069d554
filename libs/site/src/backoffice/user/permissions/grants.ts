import type { PermissionGrant } from '@brokerfront/identity-api';
import {
  findPermission,
  hasPermission,
  permissionCatalogue,
  WILDCARD_RESOURCE_ID,
  type PermissionCheck,
  type UserPermission,
} from '@brokerfront/permissions';
import type { GrantablePermission, PermissionGrantView } from '@brokerfront/ui-templates';

/** A grant's identity in a user's list: permission, resource type and resource. */
export const grantKey = (p: Pick<UserPermission, 'PermissionId' | 'ResourceType' | 'ResourceId'>): string =>
  `${p.PermissionId}/${p.ResourceType?.Domain}/${p.ResourceType?.Id}/${p.ResourceId}`;

const checkOf = (p: Pick<UserPermission, 'PermissionId' | 'ResourceType' | 'ResourceId'>): PermissionCheck => ({
  permissionId: p.PermissionId,
  domain: p.ResourceType?.Domain ?? '',
  resourceTypeId: p.ResourceType?.Id ?? 0,
  resourceId: p.ResourceId,
});

/** A grant's readable name, as the service writes it in its refusals: `users.read`, or `users.read@42` on one user. */
export function grantLabel(p: Pick<UserPermission, 'PermissionId' | 'ResourceId'>): string {
  const name = findPermission(p.PermissionId)?.name ?? `#${p.PermissionId}`;
  return p.ResourceId === WILDCARD_RESOURCE_ID ? name : `${name}@${p.ResourceId}`;
}

/**
 * A user's grants as the table shows them, in catalogue order then by resource: each with its catalogue name
 * and whether the signed-in employee (`mine`, their own grants) holds it and so may suspend, resume or remove it.
 */
export function toGrantViews(list: readonly UserPermission[], mine: readonly UserPermission[] | undefined): PermissionGrantView[] {
  return [...list]
    .sort((a, b) => a.PermissionId - b.PermissionId || a.ResourceId - b.ResourceId)
    .map((p) => ({
      key: grantKey(p),
      permissionId: p.PermissionId,
      code: findPermission(p.PermissionId)?.name,
      domain: p.ResourceType?.Domain ?? '',
      resourceTypeId: p.ResourceType?.Id ?? 0,
      resourceId: p.ResourceId,
      createdAt: p.CreatedAt ?? null,
      createdBy: p.CreatedBy ?? null,
      suspended: p.IsSuspended === true,
      suspendedAt: p.SuspendedAt ?? null,
      suspendedBy: p.SuspendedBy ?? null,
      changeable: hasPermission(mine, checkOf(p)),
    }));
}

/**
 * What the signed-in employee may grant, in catalogue order: each permission they hold (a grant that is not
 * suspended). Held on every user (the wildcard), it may be granted on every user or on any one user; held on
 * some users only, on those users only.
 */
export function grantableOf(mine: readonly UserPermission[] | undefined): GrantablePermission[] {
  return permissionCatalogue.flatMap((def) => {
    const held = (mine ?? []).filter(
      (p) =>
        !p.IsSuspended &&
        p.PermissionId === def.id &&
        p.ResourceType?.Id === def.resourceType.Id &&
        p.ResourceType?.Domain === def.resourceType.Domain,
    );
    if (held.length === 0) return [];
    const everyUser = held.some((p) => p.ResourceId === WILDCARD_RESOURCE_ID);
    const userIds = everyUser ? [] : [...new Set(held.map((p) => p.ResourceId))].sort((a, b) => a - b);
    return [{ permissionId: def.id, code: def.name, everyUser, userIds }];
  });
}

/**
 * The subset rule seen from here: the user's grants that the signed-in employee does not hold in force, by name
 * (`users.delete`, `users.read@42`). The user's suspended grants count (a suspension can be lifted, and the account
 * would then hold them again); the employee's own suspended grants do not. Any of them, and the service refuses
 * every change of the user's permissions (`target_more_privileged`).
 */
export function grantsBeyond(list: readonly UserPermission[], mine: readonly UserPermission[] | undefined): string[] {
  return [...new Set(list.filter((p) => !hasPermission(mine, checkOf(p))).map(grantLabel))];
}

/** The `Modify` entry of a grant shown in the table. */
export const grantEntry = (
  grant: Pick<PermissionGrantView, 'permissionId' | 'domain' | 'resourceTypeId' | 'resourceId'>,
): PermissionGrant => ({
  PermissionId: grant.permissionId,
  ResourceType: { Id: grant.resourceTypeId, Domain: grant.domain },
  ResourceId: grant.resourceId,
});

/** The `Modify` entry granting a catalogue permission on a resource (its resource type from the catalogue). */
export function newGrantEntry(permissionId: number, resourceId: number): PermissionGrant | null {
  const def = findPermission(permissionId);
  return def
    ? { PermissionId: def.id, ResourceType: { Id: def.resourceType.Id, Domain: def.resourceType.Domain }, ResourceId: resourceId }
    : null;
}

/**
 * @brokerfront/permissions — the permission model: catalogue, checks, role and manager checks.
 * Plain TypeScript, no browser or framework dependency. React bindings and the store slice live in
 * `@brokerfront/permissions/react`.
 */
export {
  findPermission,
  IDENTITY_USERS_RESOURCE_TYPE,
  permissionCatalogue,
  PermissionId,
  WILDCARD_RESOURCE_ID,
} from './catalogue';
export type { PermissionDefinition, PermissionName, ResourceType, UserPermission } from './catalogue';
export { can, hasPermission, permissionCheck, samePermission } from './has-permission';
export type { PermissionCheck } from './has-permission';
export { hasRole, isManagerOf } from './roles';
export type { RoleSubject } from './roles';

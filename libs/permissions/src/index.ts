/**
 * @brokerfront/permissions — the permission model: catalogue, checks, role and manager checks.
 * Plain TypeScript, no browser or framework dependency: the check and how pushed events change a list
 * are defined here once. React bindings (`<Can>`, `usePermission`, `<RequirePermission>`) live in
 * `@brokerfront/permissions/react` and read the permissions their app provides.
 */
export { findPermission, IDENTITY_USERS_RESOURCE_TYPE, permissionCatalogue, PermissionId, WILDCARD_RESOURCE_ID } from './catalogue';
export type { PermissionDefinition, PermissionName, ResourceType, UserPermission } from './catalogue';
export { assertPermission, can, hasPermission, PermissionDeniedError, permissionCheck, samePermission, toCheck } from './has-permission';
export type { PermissionCheck, PermissionRequest } from './has-permission';
export { applyPermissionEvents } from './events';
export type { PermissionEvent, PermissionEventKind } from './events';
export { hasRole, isManagerOf } from './roles';
export type { RoleSubject } from './roles';

/**
 * @brokerfront/permissions/react — React bindings: `PermissionsProvider` (the app tells where the
 * signed-in user's permissions come from), `usePermission`, `<Can>` and the `<RequirePermission>` guard.
 */
export { PermissionsProvider, usePermissionsSource } from './permissions-context';
export type { PermissionsProviderProps, PermissionsSource } from './permissions-context';
export { usePermission, usePermissionsPending } from './use-permission';
export { Can, RequirePermission } from './can';
export type { CanProps, RequirePermissionProps } from './can';

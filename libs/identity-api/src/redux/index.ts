/**
 * @brokerfront/identity-api/redux — Redux Toolkit Query bindings of the identity client: the api, the
 * selectors of the signed-in user and their permissions, and the thunks that apply pushed hub events to
 * the cache through RTK Query's public API.
 */
export { identityApi, LIST, CURRENT, IDENTITY_TAG_TYPES } from './identity-api';
export * from './hooks';
export { toIdentityApiError } from './base-query';
export type { IdentityApiError, IdentityApiExtra, IdentityCall } from './base-query';
export { selectCurrentUser, selectCurrentUserResult, selectMyPermissions, selectMyPermissionsResult } from './selectors';
export { applyDocumentEvents, applyPermissionEventsToCache, applyUserEvents } from './live-cache';

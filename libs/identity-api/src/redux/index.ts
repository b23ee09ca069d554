/**
 * @brokerfront/identity-api/redux — Redux Toolkit Query bindings of the identity client.
 */
export { identityApi, LIST, CURRENT } from './identity-api';
export {
  useGetCurrentUserQuery,
  useGetUserQuery,
  useSearchUsersQuery,
  useGetFullNameQuery,
  useGetUserPermissionsQuery,
  useCreateIndividualMutation,
  useCreateEmployeeMutation,
  useRegisterAffiliateUserMutation,
  useUpdateUserMutation,
  useSetIsArchivedMutation,
  useSetIsBlockedMutation,
  useDeleteUserMutation,
  usePromoteMutation,
  useAssignMutation,
  useCommentMutation,
  useImportAffiliateUsersMutation,
  useSendCredentialsForClientsMutation,
  useCreateAutoLoginMutation,
  useSetAvatarMutation,
  useModifyPermissionsMutation,
} from './identity-api';
export { identityBaseQuery, toIdentityApiError } from './base-query';
export type { IdentityApiError, IdentityApiExtra, IdentityCall } from './base-query';
export {
  applyUserEvent,
  applyUserEvents,
  applyUserPermissionEvent,
  CACHE_WRITES,
  cacheTookWrites,
  completeUserEvents,
  freezeRecord,
  identityApiWithWrites,
  passCacheWrites,
  planUserEvents,
  withCacheWrites,
} from './cache-events';
export type { CacheWrite, UserEventInput, UserEventKind, UserEventsPlan, UserPermissionEventKind } from './cache-events';

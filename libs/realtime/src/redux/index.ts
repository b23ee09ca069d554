/**
 * `@brokerfront/realtime/redux` — Redux bindings of the realtime client: the `realtime` slice
 * (connection and subscription states), the `currentUser` slice, and `addRealtimeListeners`, which
 * runs the current-user lifecycle and keeps the store (and the RTK Query cache) live.
 */
export {
  connectionChanged,
  feedChanged,
  feedEventsReceived,
  feedRemoved,
  realtimeSlice,
  selectConnection,
  selectConnectionState,
  selectFeedError,
  selectFeeds,
  selectHasNetworkError,
  selectIsConnected,
  selectIsLive,
  type ConnectionStatus,
  type FeedStatus,
  type RealtimeState,
} from './realtime-slice';
export {
  currentUserCleared,
  currentUserFailed,
  currentUserLoaded,
  currentUserLoading,
  currentUserPermissionsPushed,
  currentUserReplaced,
  currentUserSlice,
  isForcedOut,
  permissionsFailed,
  permissionsLoaded,
  permissionsLoading,
  selectCurrentUser,
  selectCurrentUserError,
  selectCurrentUserFullName,
  selectCurrentUserPermissions,
  selectCurrentUserStatus,
  selectPermissionsStatus,
  type CurrentUserState,
  type LoadStatus,
} from './current-user-slice';
export {
  addRealtimeListeners,
  type ForcedLogoutReason,
  type RealtimeDispatch,
  type RealtimeListenerDeps,
  type RealtimeListeners,
  type RealtimeRootState,
  type RealtimeStartListening,
} from './listeners';
export { whenCurrentUser, type CurrentUserStore } from './when-current-user';

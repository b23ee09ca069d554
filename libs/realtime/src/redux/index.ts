/**
 * `@brokerfront/realtime/redux` — Redux bindings of the realtime client: the `realtime` slice
 * (connection and subscription states, for indicators and banners) and `bindRealtimeStatus`, which
 * mirrors a hub client into it. What pushed events do to an app's data is the app's to decide.
 */
export {
  connectionChanged,
  feedChanged,
  feedRemoved,
  realtimeReset,
  reconnectRequested,
  realtimeSlice,
  selectConnection,
  selectConnectionState,
  selectFeedError,
  selectFeeds,
  selectHasNetworkError,
  selectIsConnected,
  selectIsLive,
  selectLiveOutage,
  type ConnectionStatus,
  type FeedStatus,
  type RealtimeState,
} from './realtime-slice';
export { bindRealtimeStatus } from './status';
export { ConnectionState, SubscriptionState, NETWORK_ERROR_MESSAGE, SUBSCRIBE_FAILED_MESSAGE } from '../constants';

/**
 * `@brokerfront/realtime` — the realtime client of the `user` hub over `@microsoft/signalr`:
 * a connection that reconnects by itself, subscriptions that survive reconnects, typed user and
 * permission feeds delivered one batch per burst. It knows the hub, not any cache. Plain TypeScript with every effect injected; Redux bindings live in
 * `@brokerfront/realtime/redux`, fakes for tests in `@brokerfront/realtime/testing`.
 */
export {
  ConnectionState,
  DEFAULT_RETRY_DELAYS,
  HubMethod,
  KEEP_ALIVE_INTERVAL_MS,
  LONG_POLL_TIMEOUT_MS,
  NEGOTIATE_REDIRECT_LIMIT,
  NETWORK_ERROR_MESSAGE,
  RECOVERY_INTERVAL_MS,
  RECOVERY_JITTER,
  SERVER_TIMEOUT_MS,
  SUBSCRIBE_FAILED_MESSAGE,
  SubscriptionState,
} from './constants';
export type { Clock, HubConnectionBuilderLike, HubConnectionLike, HubUrlOptions, RetryContext, RetryPolicy, Timers } from './types';
export { createRetryPolicy } from './retry-policy';
export { createHubClient, NotConnectedError, type ConnectionSnapshot, type HubClient, type HubClientOptions } from './hub-client';
export { hasGivenUp, keepReconnecting, type PageSignal, type Recovery, type RecoveryOptions } from './recovery';
export { ALL_USER_EVENT_KINDS, type UserEventKind } from '@brokerfront/identity-api';
export {
  createSubscriptionManager,
  type HubAnswer,
  type Subscription,
  type SubscriptionManager,
  type SubscriptionManagerOptions,
  type SubscriptionSnapshot,
} from './subscriptions';
export { animationFrameSchedule, createBatcher, FRAME_FALLBACK_MS, type Batcher, type BatcherOptions, type Schedule } from './batcher';
export {
  FEED_EVENT_NAMES,
  FeedEventName,
  feedEventKind,
  isUserFeedEvent,
  listenToFeedBatches,
  listenToFeeds,
  splitFeedEvents,
  type FeedEvent,
  type UserCreatedEvent,
  type UserDeletedEvent,
  type UserFeedEvent,
  type UserPermissionCreatedIntegrationEvent,
  type UserPermissionDeletedIntegrationEvent,
  type UserPermissionFeedEvent,
  type UserUpdatedEvent,
} from './feeds';
export { createSharedHub, type SharedHub, type SharedHubOptions } from './shared-hub';
export { HubHandOverError } from './shared/tab-hub';
export type { BroadcastChannelLike, LockManagerLike } from './shared/platform';

import type { User, UserEvent, UserEventKind, UserPermission } from '@brokerfront/identity-api';
import type { PermissionEvent, PermissionEventKind } from '@brokerfront/permissions';
import { createBatcher, type BatcherOptions } from './batcher';
import type { HubClient } from './hub-client';

/** Payload of `UserCreatedEvent`. */
export interface UserCreatedEvent {
  User: User;
}
/** Payload of `UserUpdatedEvent`. */
export interface UserUpdatedEvent {
  User: User;
}
/** Payload of `UserDeletedEvent`. */
export interface UserDeletedEvent {
  User: User;
}
/** Payload of `UserPermissionCreatedIntegrationEvent`. */
export interface UserPermissionCreatedIntegrationEvent {
  UserPermission: UserPermission;
}
/** Payload of `UserPermissionDeletedIntegrationEvent`. */
export interface UserPermissionDeletedIntegrationEvent {
  UserPermission: UserPermission;
}

/** Names of the methods the hub pushes (SPEC §7). */
export const FeedEventName = {
  UserCreated: 'UserCreatedEvent',
  UserUpdated: 'UserUpdatedEvent',
  UserDeleted: 'UserDeletedEvent',
  UserPermissionCreated: 'UserPermissionCreatedIntegrationEvent',
  UserPermissionDeleted: 'UserPermissionDeletedIntegrationEvent',
} as const;
export type FeedEventName = (typeof FeedEventName)[keyof typeof FeedEventName];

/** A pushed user event. */
export type UserFeedEvent =
  | { type: 'UserCreatedEvent'; payload: UserCreatedEvent }
  | { type: 'UserUpdatedEvent'; payload: UserUpdatedEvent }
  | { type: 'UserDeletedEvent'; payload: UserDeletedEvent };
/** A pushed permission event. */
export type UserPermissionFeedEvent =
  | { type: 'UserPermissionCreatedIntegrationEvent'; payload: UserPermissionCreatedIntegrationEvent }
  | { type: 'UserPermissionDeletedIntegrationEvent'; payload: UserPermissionDeletedIntegrationEvent };
/** Any pushed event. */
export type FeedEvent = UserFeedEvent | UserPermissionFeedEvent;

/** Every pushed method name. */
export const FEED_EVENT_NAMES: readonly FeedEventName[] = Object.freeze(Object.values(FeedEventName));

/** Whether an event is a user event. */
export function isUserFeedEvent(event: FeedEvent): event is UserFeedEvent {
  return event.type === 'UserCreatedEvent' || event.type === 'UserUpdatedEvent' || event.type === 'UserDeletedEvent';
}

/** `Created`, `Updated` or `Deleted`. */
export function feedEventKind(event: UserPermissionFeedEvent): PermissionEventKind;
export function feedEventKind(event: FeedEvent): UserEventKind;
export function feedEventKind(event: FeedEvent): UserEventKind {
  switch (event.type) {
    case 'UserCreatedEvent':
    case 'UserPermissionCreatedIntegrationEvent':
      return 'Created';
    case 'UserUpdatedEvent':
      return 'Updated';
    default:
      return 'Deleted';
  }
}

function isPayload(name: FeedEventName, payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null) return false;
  const field = name.startsWith('UserPermission') ? 'UserPermission' : 'User';
  const value = (payload as Record<string, unknown>)[field];
  return typeof value === 'object' && value !== null;
}

/**
 * Calls `onBatch` with the pushed user and permission events in batches, one call per burst (see
 * {@link createBatcher}). Returns the function that removes the handlers and drops what is pending.
 */
export function listenToFeedBatches(
  client: Pick<HubClient, 'on'>,
  onBatch: (events: FeedEvent[]) => void,
  options: BatcherOptions = {},
): () => void {
  const batcher = createBatcher(onBatch, options);
  const off = listenToFeeds(client, (event) => batcher.push(event));
  return () => {
    off();
    batcher.dispose();
  };
}

/**
 * Calls `listener` with every pushed user and permission event (payloads without their record are
 * ignored). Returns the function that removes the handlers.
 */
export function listenToFeeds(client: Pick<HubClient, 'on'>, listener: (event: FeedEvent) => void): () => void {
  const removers = FEED_EVENT_NAMES.map((name) =>
    client.on(name, (payload: unknown) => {
      if (isPayload(name, payload)) listener({ type: name, payload } as FeedEvent);
    }),
  );
  return () => {
    for (const remove of removers) remove();
  };
}

/**
 * Splits pushed events into user events and permission events, in arrival order, in the shapes the
 * cache and the permission rules take (`{ kind, user }`, `{ kind, permission }`).
 */
export function splitFeedEvents(events: readonly FeedEvent[]): { users: UserEvent[]; permissions: PermissionEvent[] } {
  const users: UserEvent[] = [];
  const permissions: PermissionEvent[] = [];
  for (const event of events) {
    if (isUserFeedEvent(event)) users.push({ kind: feedEventKind(event), user: event.payload.User });
    else permissions.push({ kind: feedEventKind(event), permission: event.payload.UserPermission });
  }
  return { users, permissions };
}

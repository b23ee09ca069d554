import type { User, UserPermission } from '@brokerfront/identity-api';
import { samePermission } from '@brokerfront/permissions';
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
export function feedEventKind(event: FeedEvent): 'Created' | 'Updated' | 'Deleted' {
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

function upsert<T>(list: readonly T[], item: T, same: (a: T) => boolean): readonly T[] {
  const index = list.findIndex(same);
  if (index < 0) return [...list, item];
  if (list[index] === item) return list;
  const next = [...list];
  next[index] = item;
  return next;
}

function remove<T>(list: readonly T[], same: (a: T) => boolean): readonly T[] {
  const index = list.findIndex(same);
  if (index < 0) return list;
  return [...list.slice(0, index), ...list.slice(index + 1)];
}

/**
 * Applies a pushed event to a list (without changing it): users are matched by `Id`, permissions by
 * permission id, resource type and resource id (and user). Created and updated items replace the
 * one they match; an update for an unknown item adds it; deleted items are removed. Returns the same
 * list when nothing changes.
 */
export function applyFeedEvent(list: readonly User[], event: UserFeedEvent): readonly User[];
export function applyFeedEvent(list: readonly UserPermission[], event: UserPermissionFeedEvent): readonly UserPermission[];
export function applyFeedEvent(list: readonly (User | UserPermission)[], event: FeedEvent): readonly (User | UserPermission)[] {
  if (isUserFeedEvent(event)) {
    const user = event.payload.User;
    const users = list as readonly User[];
    const same = (u: User) => u.Id === user.Id;
    return event.type === 'UserDeletedEvent' ? remove(users, same) : upsert(users, user, same);
  }
  const permission = event.payload.UserPermission;
  const permissions = list as readonly UserPermission[];
  const same = (p: UserPermission) => samePermission(p, permission);
  return event.type === 'UserPermissionDeletedIntegrationEvent' ? remove(permissions, same) : upsert(permissions, permission, same);
}

/**
 * Reduces a run of user events to one per user with the same end result: the last record of each
 * user, as `Deleted` when it was deleted last, as `Created` when it was created within the run (so
 * lists still learn of it), otherwise as `Updated`. Users come in the order of their last event.
 */
export function coalesceUserEvents(events: readonly UserFeedEvent[]): UserFeedEvent[] {
  const byId = new Map<number, UserFeedEvent>();
  for (const event of events) {
    const id = event.payload.User.Id;
    const previous = byId.get(id);
    byId.delete(id);
    byId.set(
      id,
      event.type === 'UserUpdatedEvent' && previous?.type === 'UserCreatedEvent' ? { type: 'UserCreatedEvent', payload: event.payload } : event,
    );
  }
  return [...byId.values()];
}

import type { SubscribeMethod } from './protocol';

/** Sorted, de-duplicated ids: equal requests get equal keys (as the subscription manager normalizes them). */
const normalizeIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The normalized arguments of a subscription to user events. */
export const userEventArgs = (kinds: readonly string[], userIds: readonly number[]): unknown[] => [
  [...new Set(kinds)].sort(),
  normalizeIds(userIds),
];

/** The normalized arguments of a subscription to permission events. */
export const permissionEventArgs = (userIds: readonly number[]): unknown[] => [normalizeIds(userIds)];

/** The key the subscription manager gives a request: equal requests share one subscription. */
export const subscriptionKey = (method: SubscribeMethod, args: readonly unknown[]) => `${method}:${JSON.stringify(args)}`;

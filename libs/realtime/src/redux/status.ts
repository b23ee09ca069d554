import type { Dispatch } from '@reduxjs/toolkit';
import { SubscriptionState } from '../constants';
import type { HubClient } from '../hub-client';
import type { SubscriptionManager } from '../subscriptions';
import { connectionChanged, feedChanged, feedRemoved } from './realtime-slice';

/**
 * Mirrors a hub client's connection and a subscription manager's subscriptions into the `realtime`
 * slice: the current state at once, then every change. Returns the function that stops mirroring.
 *
 * @example
 * const unbind = bindRealtimeStatus(store.dispatch, hub, subscriptions);
 */
export function bindRealtimeStatus(dispatch: Dispatch, hub: HubClient, subscriptions: SubscriptionManager): () => void {
  const mirror = () => {
    const s = hub.getSnapshot();
    dispatch(
      connectionChanged({ state: s.state, connectionId: s.connectionId, error: s.error?.message ?? null, retryCount: s.retryCount }),
    );
  };
  mirror();
  for (const s of subscriptions.list()) dispatch(feedChanged({ key: s.key, method: s.method, state: s.state, error: s.error }));
  const offHub = hub.subscribe(mirror);
  const offSubscriptions = subscriptions.subscribe((s) => {
    if (s.state === SubscriptionState.None && !subscriptions.list().some((l) => l.key === s.key)) dispatch(feedRemoved(s.key));
    else dispatch(feedChanged({ key: s.key, method: s.method, state: s.state, error: s.error }));
  });
  return () => {
    offHub();
    offSubscriptions();
  };
}

import { fullNameOf } from '@brokerfront/identity-api';
import type { CurrentUserState, RealtimeState } from '@brokerfront/realtime/redux';

/**
 * The part of the root state the live header reads. The `currentUser` and `realtime` slices are
 * injected with the realtime code after sign-in, so they may be absent: the selectors below read
 * them without loading that code.
 */
export interface LiveRootState {
  currentUser?: CurrentUserState;
  realtime?: RealtimeState;
}

/** The signed-in user's full name from the live current user, or null before it is loaded. */
export function selectLiveFullName(state: LiveRootState): string | null {
  const user = state.currentUser?.user;
  return user ? fullNameOf(user) || null : null;
}

/** The hub connection state, or null while the realtime code is not loaded. */
export function selectLiveConnectionState(state: LiveRootState): RealtimeState['connection']['state'] | null {
  return state.realtime?.connection.state ?? null;
}

/** True while a live feed is down with the connection (show 'Network error'). */
export function selectLiveNetworkError(state: LiveRootState): boolean {
  const feeds = state.realtime?.feeds;
  return feeds ? Object.values(feeds).some((feed) => feed.state === 'NetworkError') : false;
}

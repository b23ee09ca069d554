import { createSlice, createSelector, type PayloadAction } from '@reduxjs/toolkit';
import { ConnectionState, SubscriptionState } from '../constants';

/** A hub subscription as the store keeps it. */
export interface FeedStatus {
  key: string;
  method: string;
  state: SubscriptionState;
  /** 'Failed to subscribe' or 'Network error', null otherwise. */
  error: string | null;
}

/** The connection as the store keeps it. */
export interface ConnectionStatus {
  state: ConnectionState;
  connectionId: string | null;
  /** Why the connection was lost or could not be made (message), null once connected. */
  error: string | null;
  retryCount: number;
}

/** State of the `realtime` slice. */
export interface RealtimeState {
  connection: ConnectionStatus;
  /** Live subscriptions by key. */
  feeds: Record<string, FeedStatus>;
}

const initialState: RealtimeState = {
  connection: {
    state: ConnectionState.Disconnected,
    connectionId: null,
    error: null,
    retryCount: 0,
  },
  feeds: {},
};

const selectFeedMap = (state: RealtimeState) => state.feeds;
const selectFeedList = createSelector([selectFeedMap], (feeds) => Object.values(feeds));

/**
 * Connection and subscription states, mirrored from the hub client by `bindRealtimeStatus`.
 * Mount it at `realtime` (e.g. `combineSlices(realtimeSlice, …)`).
 */
export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState,
  reducers: {
    connectionChanged(state, action: PayloadAction<ConnectionStatus>) {
      state.connection = action.payload;
    },
    feedChanged(state, action: PayloadAction<FeedStatus>) {
      state.feeds[action.payload.key] = action.payload;
    },
    feedRemoved(state, action: PayloadAction<string>) {
      delete state.feeds[action.payload];
    },
    /**
     * The user asked to reconnect now (the banner's "Reconnect"): no state changes; whoever owns the hub client
     * listens for it and calls the recovery's `reconnectNow()`.
     */
    reconnectRequested() {
      return undefined;
    },
    /** Back to no connection and no feeds (after sign-out). */
    realtimeReset() {
      return initialState;
    },
  },
  selectors: {
    selectConnection: (state) => state.connection,
    selectConnectionState: (state) => state.connection.state,
    selectIsConnected: (state) => state.connection.state === ConnectionState.Connected,
    selectFeeds: (state) => selectFeedList(state),
    /** True while any subscription is down with the connection: show the 'Network error' banner. */
    selectHasNetworkError: (state) => selectFeedList(state).some((f) => f.state === SubscriptionState.NetworkError),
    /** The message to show for the feeds ('Network error' before 'Failed to subscribe'), or null. */
    selectFeedError: (state) => {
      const feeds = selectFeedList(state);
      return (
        feeds.find((f) => f.state === SubscriptionState.NetworkError)?.error ??
        feeds.find((f) => f.state === SubscriptionState.Error)?.error ??
        null
      );
    },
    /**
     * What is wrong with the live connection, for the banner: `stopped` when the retries ran out (Disconnected with an
     * error), `reconnecting` while the connection is being made again or a feed is down with it, null otherwise
     * (live, or stopped on purpose).
     */
    selectLiveOutage: (state): 'reconnecting' | 'stopped' | null => {
      const { connection } = state;
      if (connection.state === ConnectionState.Disconnected && connection.error !== null) return 'stopped';
      if (connection.state === ConnectionState.Reconnecting) return 'reconnecting';
      return selectFeedList(state).some((f) => f.state === SubscriptionState.NetworkError) ? 'reconnecting' : null;
    },
    /** True when connected and every subscription is live. */
    selectIsLive: (state) =>
      state.connection.state === ConnectionState.Connected && selectFeedList(state).every((f) => f.state === SubscriptionState.Subscribed),
  },
});

export const { connectionChanged, feedChanged, feedRemoved, reconnectRequested, realtimeReset } = realtimeSlice.actions;
export const {
  selectConnection,
  selectConnectionState,
  selectIsConnected,
  selectFeeds,
  selectHasNetworkError,
  selectFeedError,
  selectIsLive,
  selectLiveOutage,
} = realtimeSlice.selectors;

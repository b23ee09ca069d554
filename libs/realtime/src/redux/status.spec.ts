import { configureStore } from '@reduxjs/toolkit';
import { ConnectionState, SUBSCRIBE_FAILED_MESSAGE, SubscriptionState } from '../constants';
import { createHubClient } from '../hub-client';
import { createSubscriptionManager } from '../subscriptions';
import { FakeHubConnectionBuilder, refused, subscribed, type FakeHubConnection } from '../testing';
import {
  realtimeReset,
  realtimeSlice,
  selectConnectionState,
  selectFeedError,
  selectFeeds,
  selectIsLive,
  selectLiveOutage,
} from './realtime-slice';
import { bindRealtimeStatus } from './status';

function setup() {
  const builder = new FakeHubConnectionBuilder();
  const hub = createHubClient({ url: 'http://h/ws/user', accessTokenFactory: () => 't', connectionBuilder: () => builder });
  const connection = builder.connection as FakeHubConnection;
  connection.autoStart = true;
  const subscriptions = createSubscriptionManager(hub);
  const store = configureStore({ reducer: { realtime: realtimeSlice.reducer } });
  const unbind = bindRealtimeStatus(store.dispatch, hub, subscriptions);
  return { hub, connection, subscriptions, store, unbind };
}

describe('bindRealtimeStatus', () => {
  it('mirrors the connection and each subscription, live once all are subscribed', async () => {
    const { hub, connection, subscriptions, store, unbind } = setup();
    expect(selectConnectionState(store.getState())).toBe(ConnectionState.Disconnected);
    connection.respond = () => subscribed('s-1');
    await hub.start();
    expect(selectConnectionState(store.getState())).toBe(ConnectionState.Connected);
    const held = subscriptions.subscribeToUserEvents(['Updated'], [2]);
    await Promise.resolve();
    await Promise.resolve();
    expect(selectFeeds(store.getState()).map((f) => f.state)).toEqual([SubscriptionState.Subscribed]);
    expect(selectIsLive(store.getState())).toBe(true);
    await held.unsubscribe();
    expect(selectFeeds(store.getState())).toEqual([]);
    unbind();
    await hub.stop();
    expect(selectConnectionState(store.getState())).toBe(ConnectionState.Connected);
  });

  it("shows 'Failed to subscribe' for a subscription the hub refuses, and resets", async () => {
    const { hub, connection, subscriptions, store } = setup();
    connection.respond = () => refused(403);
    await hub.start();
    subscriptions.subscribeToUserPermissionEvents([2]);
    await Promise.resolve();
    await Promise.resolve();
    expect(selectFeedError(store.getState())).toBe(SUBSCRIBE_FAILED_MESSAGE);
    expect(selectIsLive(store.getState())).toBe(false);
    store.dispatch(realtimeReset());
    expect(selectFeeds(store.getState())).toEqual([]);
  });

  it('tells the outage: reconnecting while the connection comes back, stopped once the retries ran out, none when live', async () => {
    jest.useFakeTimers();
    try {
      const { hub, connection, subscriptions, store } = setup();
      connection.respond = () => subscribed('s-1');
      await hub.start();
      subscriptions.subscribeToUserEvents(['Updated'], [2]);
      await jest.advanceTimersByTimeAsync(0);
      expect(selectLiveOutage(store.getState())).toBeNull();
      connection.autoStart = new Error('down');
      connection.drop();
      await jest.advanceTimersByTimeAsync(0);
      expect(selectLiveOutage(store.getState())).toBe('reconnecting');
      await jest.advanceTimersByTimeAsync(42_000);
      expect(selectConnectionState(store.getState())).toBe(ConnectionState.Disconnected);
      expect(selectLiveOutage(store.getState())).toBe('stopped');
      connection.autoStart = true;
      await hub.reconnect();
      await jest.advanceTimersByTimeAsync(0);
      expect(selectLiveOutage(store.getState())).toBeNull();
      await hub.stop();
      expect(selectLiveOutage(store.getState())).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});

/**
 * A shared hub against the reference backend on loopback: three "tabs" (in-memory locks and channel, the real
 * `@microsoft/signalr` client over `ws`) make one connection; a pushed update reaches each tab; when the leading
 * tab leaves, another one connects and subscribes again, and the next update reaches the tabs that are left.
 * @jest-environment node
 */
import WebSocket from 'ws';
import type { User } from '@brokerfront/identity-api';
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { ConnectionState, SubscriptionState } from '../constants';
import { listenToFeeds, type FeedEvent } from '../feeds';
import { createHubClient, type HubClient } from '../hub-client';
import { createSharedHub, type SharedHub } from '../shared-hub';
import { FakeBroadcastBus, FakeLockManager } from '../testing';

jest.setTimeout(120_000);

const CLIENT = {
  client_id: 'brokerfront-web',
  client_secret: 'brokerfront-web-secret',
  scope: 'openid profile offline_access identity gateway',
};

let be: RunningBackend;

beforeAll(async () => {
  be = await startBackend();
}, 180_000);
afterAll(() => be?.stop());

async function token(email: string, password: string): Promise<string> {
  const res = await fetch(`${be.url}/identity/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...CLIENT, grant_type: 'password', email, password }),
  });
  const body = (await res.json()) as { access_token: string };
  if (res.status !== 200) throw new Error(`token request failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

async function rename(userId: number, LastName: string): Promise<void> {
  const res = await fetch(`${be.url}/identity/api/v1/users/Update`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await token('employee@example.com', 'Employee1')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ Id: userId, LastName }),
  });
  if (res.status !== 200) throw new Error(`update failed: ${res.status}`);
}

async function currentUserId(accessToken: string): Promise<number> {
  const res = await fetch(`${be.url}/identity/api/v1/users/GetCurrentUser`, { headers: { authorization: `Bearer ${accessToken}` } });
  return ((await res.json()) as { Data: User }).Data.Id;
}

/** Resolves once `check` holds (checked every 10 ms). */
async function until(check: () => boolean, label: string): Promise<void> {
  for (const deadline = Date.now() + 20_000; !check(); ) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Resolves with the next update of `userId` to `LastName` a tab receives. */
function nextRename(hub: HubClient, userId: number, lastName: string): Promise<User> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no update to ${lastName}`)), 20_000);
    const off = listenToFeeds(hub, (e: FeedEvent) => {
      if (e.type !== 'UserUpdatedEvent' || e.payload.User.Id !== userId || e.payload.User.LastName !== lastName) return;
      clearTimeout(timer);
      off();
      resolve(e.payload.User);
    });
  });
}

it('three tabs share one connection to the backend, and it is handed over when the leading tab leaves', async () => {
  const accessToken = await token('employee@example.com', 'Employee1');
  const locks = new FakeLockManager();
  const bus = new FakeBroadcastBus();
  const connectionIds: string[] = [];
  const tabs: SharedHub[] = Array.from({ length: 3 }, () => {
    const channels = bus.forTab();
    return createSharedHub({
      name: 'brokerfront-hub:integration:employee',
      locks: locks.forTab(),
      channel: (n) => channels.open(n),
      createHub: () => createHubClient({ url: `${be.url}/ws/user`, accessTokenFactory: () => accessToken, WebSocket }),
    });
  });
  try {
    await bus.settle();
    expect(await Promise.all(tabs.map((t) => t.hub.start()))).toEqual(Array(3).fill(ConnectionState.Connected));
    expect(tabs.map((t) => t.isLeader())).toEqual([true, false, false]);
    connectionIds.push(...new Set(tabs.map((t) => t.hub.connectionId as string)));
    expect(connectionIds).toHaveLength(1);
    const subs = tabs.map((t) => t.subscriptions.subscribeToUserEvents(['Updated'], []));
    await until(() => subs.every((s) => s.getSnapshot().state === SubscriptionState.Subscribed), 'subscribed');
    expect(new Set(subs.map((s) => s.getSnapshot().subscriptionId)).size).toBe(1);

    const me = await currentUserId(accessToken);
    const seen = Promise.all(tabs.map((t) => nextRename(t.hub, me, 'Shared')));
    await rename(me, 'Shared');
    await seen;

    const left = Date.now();
    await tabs[0].dispose();
    const [, b, c] = tabs;
    await until(
      () =>
        c.hub.state === ConnectionState.Connected &&
        c.hub.connectionId !== connectionIds[0] &&
        subs[2].getSnapshot().state === SubscriptionState.Subscribed,
      'handed over',
    );
    const handOverMs = Date.now() - left;
    console.info(`shared hub: hand-over to a connected, subscribed tab in ${handOverMs} ms`);
    expect(b.isLeader()).toBe(true);
    expect(c.hub.connectionId).not.toBe(connectionIds[0]);
    expect(handOverMs).toBeLessThan(2000);

    const after = Promise.all([b, c].map((t) => nextRename(t.hub, me, 'Handed')));
    await rename(me, 'Handed');
    await after;
  } finally {
    for (const tab of tabs) await tab.dispose();
  }
});

/**
 * The real `@microsoft/signalr` client (over `ws`) against the reference backend on loopback:
 * subscriptions, pushes caused by REST calls, a backend killed and restarted, token refresh on reconnect,
 * (the site's live session drives the whole stack in its own integration test).
 * @jest-environment node
 */
import WebSocket from 'ws';
import type { User, UserPermission } from '@brokerfront/identity-api';
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { ConnectionState, NETWORK_ERROR_MESSAGE, SUBSCRIBE_FAILED_MESSAGE, SubscriptionState } from '../constants';
import { listenToFeeds, type FeedEvent } from '../feeds';
import { createHubClient, type HubClient } from '../hub-client';
import { createSubscriptionManager, type Subscription, type SubscriptionManager } from '../subscriptions';

jest.setTimeout(120_000);

const ACCESS_TOKEN_SECONDS = 3;
const CLIENT = {
  client_id: 'brokerfront-web',
  client_secret: 'brokerfront-web-secret',
  scope: 'openid profile offline_access identity gateway',
};
const USERS = '/identity/api/v1/users';

let be: RunningBackend;
const cleanups: Array<() => Promise<unknown> | unknown> = [];

beforeAll(async () => {
  be = await startBackend({ env: { ACCESS_TOKEN_SECONDS: String(ACCESS_TOKEN_SECONDS) } });
}, 180_000);
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => be?.stop());

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

async function tokenRequest(form: Record<string, string>): Promise<TokenAnswer> {
  const res = await fetch(`${be.url}/identity/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...CLIENT, ...form }),
  });
  const body = (await res.json()) as TokenAnswer & { error?: string };
  if (res.status !== 200) throw new Error(`token request failed: ${JSON.stringify(body)}`);
  return body;
}

/** A minimal session: password login, and a refresh (refresh-token grant) once the access token expired. */
async function signIn(email: string, password: string) {
  let tokens = await tokenRequest({ grant_type: 'password', email, password });
  let expiresAt = Date.now() + tokens.expires_in * 1000;
  const issued: string[] = [tokens.access_token];
  let refreshes = 0;
  return {
    issued,
    get refreshes() {
      return refreshes;
    },
    current: () => tokens.access_token,
    async getAccessToken(): Promise<string> {
      if (Date.now() >= expiresAt - 250) {
        tokens = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
        expiresAt = Date.now() + tokens.expires_in * 1000;
        issued.push(tokens.access_token);
        refreshes++;
      }
      return tokens.access_token;
    },
  };
}

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${be.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { Status: number; Data: T };
  if (envelope.Status < 200 || envelope.Status > 202) throw new Error(`${method} ${path}: ${JSON.stringify(envelope)}`);
  return envelope.Data;
}

/** The employee, signed in afresh for each call (access tokens here live only a few seconds). */
async function asStaff<T>(method: string, path: string, body?: unknown): Promise<T> {
  const { access_token } = await tokenRequest({ grant_type: 'password', email: 'employee@example.com', password: 'Employee1' });
  return api<T>(access_token, method, path, body);
}

let seq = 0;
/** A new user (a client by default; permissions can only be granted to employees). */
async function createClientUser(
  kind: 'CreateIndividual' | 'CreateEmployee' = 'CreateIndividual',
): Promise<{ user: User; email: string; password: string }> {
  const email = `realtime-${Date.now()}-${++seq}@example.com`;
  const password = 'Secret1';
  const user = await asStaff<User>('POST', `${USERS}/${kind}`, {
    FirstName: 'Rita',
    LastName: 'Realtime',
    Email: email,
    Password: password,
  });
  return { user, email, password };
}

/** A queue of pushed events with a way to wait for the next matching one. */
function eventQueue(hub: HubClient) {
  const events: FeedEvent[] = [];
  const waiters: Array<{ match: (e: FeedEvent) => boolean; resolve: (e: FeedEvent) => void }> = [];
  const off = listenToFeeds(hub, (e) => {
    events.push(e);
    for (const w of [...waiters]) {
      if (w.match(e)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(e);
      }
    }
  });
  cleanups.push(off);
  return {
    events,
    next(match: (e: FeedEvent) => boolean, label: string, timeoutMs = 20_000): Promise<FeedEvent> {
      const seen = events.find(match);
      if (seen) {
        events.splice(events.indexOf(seen), 1);
        return Promise.resolve(seen);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${label} within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.type))}`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (e) => {
            clearTimeout(timer);
            events.splice(events.indexOf(e), 1);
            resolve(e);
          },
        });
      });
    },
  };
}

/** Waits until `check` holds, re-checking at each change reported by `subscribe`. */
function until(subscribe: (listener: () => void) => () => void, check: () => boolean, label: string, timeoutMs = 60_000): Promise<void> {
  if (check()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`timed out waiting for ${label}`));
    }, timeoutMs);
    const off = subscribe(() => {
      if (!check()) return;
      clearTimeout(timer);
      off();
      resolve();
    });
  });
}

const untilState = (sub: Subscription, state: SubscriptionState) =>
  until(
    (l) => sub.subscribe(l),
    () => sub.getSnapshot().state === state,
    `subscription ${sub.key} ${state}`,
  );

/** A hub client with fast retries (so the tests need not wait 10 s or 30 s) that counts subscribe calls per connection. */
function connectHub(getAccessToken: () => Promise<string> | string) {
  const hub = createHubClient({
    url: `${be.url}/ws/user`,
    accessTokenFactory: getAccessToken,
    WebSocket,
    retryDelays: [0, 250, 500, ...Array<number>(60).fill(1000)],
  });
  const subscribeCalls = new Map<string, number>();
  const invoke = hub.invoke.bind(hub);
  hub.invoke = (<T>(method: string, ...args: unknown[]) => {
    if (method.startsWith('SubscribeTo')) {
      const key = `${hub.connectionId}:${method}:${JSON.stringify(args)}`;
      subscribeCalls.set(key, (subscribeCalls.get(key) ?? 0) + 1);
    }
    return invoke<T>(method, ...args);
  }) as HubClient['invoke'];
  const subs: SubscriptionManager = createSubscriptionManager(hub);
  cleanups.push(() => hub.stop());
  cleanups.push(() => subs.dispose());
  return { hub, subs, subscribeCalls };
}

const isUserUpdate =
  (id: number, pred: (u: User) => boolean = () => true) =>
  (e: FeedEvent) =>
    e.type === 'UserUpdatedEvent' && e.payload.User.Id === id && pred(e.payload.User);
const isPermission = (type: FeedEvent['type'], userId: number, permissionId: number) => (e: FeedEvent) =>
  e.type === type &&
  'UserPermission' in e.payload &&
  (e.payload.UserPermission as UserPermission).UserId === userId &&
  (e.payload.UserPermission as UserPermission).PermissionId === permissionId;

const grantBody = (userId: number, permissionId: number, revoke = false) => {
  const g = [{ PermissionId: permissionId, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 }];
  return { UserId: userId, Grant: revoke ? [] : g, Revoke: revoke ? g : [] };
};

describe('subscribe and receive pushes caused by REST calls', () => {
  it('a user follows its own user and permission events', async () => {
    const { user, email, password } = await createClientUser('CreateEmployee');
    const session = await signIn(email, password);
    const { hub, subs } = connectHub(() => session.getAccessToken());
    const queue = eventQueue(hub);
    await expect(hub.start()).resolves.toBe(ConnectionState.Connected);
    const users = subs.subscribeToUserEvents(['Created', 'Updated', 'Deleted'], [user.Id]);
    const permissions = subs.subscribeToUserPermissionEvents([user.Id]);
    await untilState(users, SubscriptionState.Subscribed);
    await untilState(permissions, SubscriptionState.Subscribed);
    expect(users.getSnapshot().subscriptionId).toEqual(expect.any(String));

    await asStaff('POST', `${USERS}/Update`, { Id: user.Id, LastName: 'Renamed' });
    const update = await queue.next(isUserUpdate(user.Id), 'UserUpdatedEvent');
    expect((update.payload as { User: User }).User.LastName).toBe('Renamed');

    await asStaff('POST', '/permissions/UserPermissions/Modify', grantBody(user.Id, 10));
    await queue.next(isPermission('UserPermissionCreatedIntegrationEvent', user.Id, 10), 'permission created');
    await asStaff('POST', '/permissions/UserPermissions/Modify', grantBody(user.Id, 10, true));
    await queue.next(isPermission('UserPermissionDeletedIntegrationEvent', user.Id, 10), 'permission deleted');
  });

  it("a client may not follow every user: 'Failed to subscribe'", async () => {
    const { email, password } = await createClientUser();
    const session = await signIn(email, password);
    const { hub, subs } = connectHub(() => session.getAccessToken());
    await hub.start();
    const all = subs.subscribeToUserEvents(['Created'], []);
    await untilState(all, SubscriptionState.Error);
    expect(all.getSnapshot().error).toBe(SUBSCRIBE_FAILED_MESSAGE);
    expect(all.getSnapshot().errors.map((e) => e.Code)).toEqual(['forbidden']);
  });

  it('an employee following every user sees a created user; after Unsubscribe no more user events arrive', async () => {
    const session = await signIn('employee@example.com', 'Employee1');
    const { hub, subs } = connectHub(() => session.getAccessToken());
    const queue = eventQueue(hub);
    await hub.start();
    const users = subs.subscribeToUserEvents(['Created', 'Updated'], []);
    const permissions = subs.subscribeToUserPermissionEvents([]);
    await untilState(users, SubscriptionState.Subscribed);
    await untilState(permissions, SubscriptionState.Subscribed);
    const { user } = await createClientUser('CreateEmployee');
    await queue.next((e) => e.type === 'UserCreatedEvent' && e.payload.User.Id === user.Id, 'UserCreatedEvent');

    await users.unsubscribe();
    await asStaff('POST', `${USERS}/Update`, { Id: user.Id, LastName: 'Quiet' });
    // Pushes keep their order on a connection: once the later permission event is here, the update would have been too.
    await asStaff('POST', '/permissions/UserPermissions/Modify', grantBody(user.Id, 10));
    await queue.next(isPermission('UserPermissionCreatedIntegrationEvent', user.Id, 10), 'permission created');
    expect(queue.events.filter((e) => e.type === 'UserUpdatedEvent')).toEqual([]);
  });
});

describe('backend killed and restarted', () => {
  it('subscriptions go NetworkError, come back Subscribed once each, and pushes arrive again; an expired token is refreshed on reconnect', async () => {
    const { user, email, password } = await createClientUser();
    const session = await signIn(email, password);
    const { hub, subs, subscribeCalls } = connectHub(() => session.getAccessToken());
    const queue = eventQueue(hub);
    await hub.start();
    const firstConnection = hub.connectionId;
    const users = subs.subscribeToUserEvents(['Updated'], [user.Id]);
    const permissions = subs.subscribeToUserPermissionEvents([user.Id]);
    await untilState(users, SubscriptionState.Subscribed);
    await untilState(permissions, SubscriptionState.Subscribed);
    const states: string[] = [];
    users.subscribe((s) => states.push(s.state));

    // Let the access token expire while connected: the server closes the connection (reconnect allowed),
    // the client reconnects at once with a refreshed token and its subscriptions come back.
    const firstToken = session.current();
    await new Promise((r) => setTimeout(r, ACCESS_TOKEN_SECONDS * 1000 + 500));
    const refused = await fetch(`${be.url}/ws/user/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${firstToken}` },
    });
    expect(refused.status).toBe(401);
    await until(
      (l) => hub.subscribe(l),
      () => hub.state === ConnectionState.Connected && hub.connectionId !== firstConnection,
      'Connected again after the token expired',
    );
    await untilState(users, SubscriptionState.Subscribed);
    await untilState(permissions, SubscriptionState.Subscribed);
    const renewedConnection = hub.connectionId;

    await be.kill();
    await until(
      (l) => hub.subscribe(l),
      () => hub.state === ConnectionState.Reconnecting,
      'Reconnecting',
    );
    expect(users.getSnapshot()).toMatchObject({ state: SubscriptionState.NetworkError, error: NETWORK_ERROR_MESSAGE });
    expect(permissions.getSnapshot().state).toBe(SubscriptionState.NetworkError);

    await be.restart();
    await until(
      (l) => hub.subscribe(l),
      () => hub.state === ConnectionState.Connected,
      'Connected again',
    );
    await untilState(users, SubscriptionState.Subscribed);
    await untilState(permissions, SubscriptionState.Subscribed);
    expect(hub.connectionId).not.toBe(firstConnection);
    expect(hub.connectionId).not.toBe(renewedConnection);
    expect(states).toEqual(
      expect.arrayContaining([SubscriptionState.NetworkError, SubscriptionState.Subscribing, SubscriptionState.Subscribed]),
    );
    expect(states.indexOf(SubscriptionState.NetworkError)).toBeLessThan(states.lastIndexOf(SubscriptionState.Subscribed));
    // The reconnect negotiated with a refreshed token.
    expect(session.refreshes).toBeGreaterThanOrEqual(1);
    expect(session.current()).not.toBe(firstToken);
    // Exactly one subscribe call per request on each connection.
    expect([...subscribeCalls.values()].every((n) => n === 1)).toBe(true);
    expect([...subscribeCalls.keys()].filter((k) => k.startsWith(`${hub.connectionId}:`))).toHaveLength(2);

    await asStaff('POST', `${USERS}/Update`, { Id: user.Id, LastName: 'AfterRestart' });
    await queue.next(
      isUserUpdate(user.Id, (u) => u.LastName === 'AfterRestart'),
      'update after restart',
    );
  });

  it('a failed first start (backend down) is retried until the backend is back', async () => {
    const { email, password } = await createClientUser();
    const session = await signIn(email, password);
    await be.kill();
    const { hub, subs } = connectHub(() => session.getAccessToken());
    const users = subs.subscribeToUserEvents(['Updated'], []);
    const started = hub.start();
    await until(
      (l) => hub.subscribe(l),
      () => hub.state === ConnectionState.Reconnecting,
      'Reconnecting',
    );
    expect(users.getSnapshot().state).toBe(SubscriptionState.NetworkError);
    await be.restart();
    await expect(started).resolves.toBe(ConnectionState.Connected);
  });
});

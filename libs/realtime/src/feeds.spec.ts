import { type User, type UserPermission } from '@brokerfront/identity-api';
import { makeTestUser } from '@brokerfront/identity-api/testing';
import { createHubClient } from './hub-client';
import { animationFrameSchedule, createBatcher, FRAME_FALLBACK_MS } from './batcher';
import { feedEventKind, FEED_EVENT_NAMES, listenToFeedBatches, listenToFeeds, splitFeedEvents, type FeedEvent } from './feeds';
import { FakeHubConnectionBuilder, type FakeHubConnection } from './testing';

const user = (Id: number, FirstName = 'Ann'): User => makeTestUser(Id, { FirstName, LastName: 'Lee', FullName: `${FirstName} Lee` });
const perm = (UserId: number, PermissionId: number, ResourceId = 0): UserPermission => ({
  UserId,
  PermissionId,
  ResourceType: { Id: 1, Domain: 'identity' },
  ResourceId,
});

describe('listenToFeeds', () => {
  it('delivers every pushed method as a typed event and ignores malformed payloads', async () => {
    const builder = new FakeHubConnectionBuilder();
    const client = createHubClient({ url: 'http://h/ws/user', accessTokenFactory: () => 't', connectionBuilder: () => builder });
    const connection = builder.connection as FakeHubConnection;
    const events: FeedEvent[] = [];
    const stop = listenToFeeds(client, (e) => events.push(e));
    connection.autoStart = true;
    await client.start();
    connection.push('UserCreatedEvent', { User: user(1) });
    connection.push('UserUpdatedEvent', { User: user(1, 'B') });
    connection.push('UserDeletedEvent', { User: user(1) });
    connection.push('UserPermissionCreatedIntegrationEvent', { UserPermission: perm(1, 1) });
    connection.push('UserPermissionDeletedIntegrationEvent', { UserPermission: perm(1, 1) });
    connection.push('UserUpdatedEvent', null);
    connection.push('UserUpdatedEvent', { UserPermission: perm(1, 1) });
    expect(events.map((e) => `${e.type}:${feedEventKind(e)}`)).toEqual([
      'UserCreatedEvent:Created',
      'UserUpdatedEvent:Updated',
      'UserDeletedEvent:Deleted',
      'UserPermissionCreatedIntegrationEvent:Created',
      'UserPermissionDeletedIntegrationEvent:Deleted',
    ]);
    stop();
    for (const name of FEED_EVENT_NAMES) expect(connection.handlerCount(name)).toBe(0);
  });
});

describe('listenToFeedBatches', () => {
  it('delivers the events of one burst in one batch, in order, and stops when removed', async () => {
    const builder = new FakeHubConnectionBuilder();
    const client = createHubClient({ url: 'http://h/ws/user', accessTokenFactory: () => 't', connectionBuilder: () => builder });
    const connection = builder.connection as FakeHubConnection;
    const batches: FeedEvent[][] = [];
    const stop = listenToFeedBatches(client, (batch) => batches.push(batch));
    connection.autoStart = true;
    await client.start();
    connection.push('UserUpdatedEvent', { User: user(1, 'A') });
    connection.push('UserPermissionCreatedIntegrationEvent', { UserPermission: perm(1, 1) });
    connection.push('UserUpdatedEvent', { User: user(2, 'B') });
    expect(batches).toEqual([]);
    await Promise.resolve();
    expect(batches.map((b) => b.map((e) => e.type))).toEqual([
      ['UserUpdatedEvent', 'UserPermissionCreatedIntegrationEvent', 'UserUpdatedEvent'],
    ]);
    connection.push('UserDeletedEvent', { User: user(2) });
    await Promise.resolve();
    expect(batches).toHaveLength(2);
    connection.push('UserDeletedEvent', { User: user(1) });
    stop();
    await Promise.resolve();
    expect(batches).toHaveLength(2);
    for (const name of FEED_EVENT_NAMES) expect(connection.handlerCount(name)).toBe(0);
  });
});

describe('createBatcher', () => {
  it('runs the schedule once per batch and starts a new batch after a delivery that threw', () => {
    const flushes: Array<() => void> = [];
    const delivered: number[][] = [];
    const batcher = createBatcher<number>(
      (batch) => {
        delivered.push(batch);
        if (batch.includes(0)) throw new Error('reducer failed');
      },
      { schedule: (flush) => flushes.push(flush) },
    );
    batcher.push(0);
    batcher.push(1);
    expect(flushes).toHaveLength(1);
    expect(() => flushes[0]?.()).toThrow('reducer failed');
    batcher.push(2);
    expect(flushes).toHaveLength(2);
    flushes[1]?.();
    expect(delivered).toEqual([[0, 1], [2]]);
    batcher.push(3);
    batcher.dispose();
    flushes[2]?.();
    expect(delivered).toHaveLength(2);
  });
});

describe('animationFrameSchedule', () => {
  afterEach(() => jest.useRealTimers());

  it('delivers what arrives before a frame together, at the frame, once', () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const delivered: number[][] = [];
    const batcher = createBatcher<number>((batch) => delivered.push(batch), { schedule: animationFrameSchedule });
    batcher.push(1);
    batcher.push(2);
    expect(delivered).toEqual([]);
    frames[0]?.(0);
    expect(delivered).toEqual([[1, 2]]);
    // The fallback timer of that batch does nothing more.
    jest.advanceTimersByTime(FRAME_FALLBACK_MS);
    expect(delivered).toEqual([[1, 2]]);
    raf.mockRestore();
  });

  it('delivers after the fallback when no frame comes (a hidden tab)', () => {
    jest.useFakeTimers();
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const delivered: number[][] = [];
    const batcher = createBatcher<number>((batch) => delivered.push(batch), { schedule: animationFrameSchedule });
    batcher.push(1);
    jest.advanceTimersByTime(FRAME_FALLBACK_MS - 1);
    expect(delivered).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(delivered).toEqual([[1]]);
    raf.mockRestore();
  });
});

describe('splitFeedEvents', () => {
  it('gives the user and permission events in order, in the shapes the cache and the permission rules take', () => {
    const { users, permissions } = splitFeedEvents([
      { type: 'UserCreatedEvent', payload: { User: user(1) } },
      { type: 'UserPermissionDeletedIntegrationEvent', payload: { UserPermission: perm(1, 2) } },
      { type: 'UserUpdatedEvent', payload: { User: user(1, 'B') } },
      { type: 'UserDeletedEvent', payload: { User: user(3) } },
      { type: 'UserPermissionCreatedIntegrationEvent', payload: { UserPermission: perm(1, 3) } },
    ]);
    expect(users.map((e) => [e.kind, e.user.Id, e.user.FirstName])).toEqual([
      ['Created', 1, 'Ann'],
      ['Updated', 1, 'B'],
      ['Deleted', 3, 'Ann'],
    ]);
    expect(permissions.map((e) => [e.kind, e.permission.PermissionId])).toEqual([
      ['Deleted', 2],
      ['Created', 3],
    ]);
  });
});

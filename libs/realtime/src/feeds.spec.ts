import { type User, type UserPermission } from '@brokerfront/identity-api';
import { makeTestUser } from '@brokerfront/identity-api/testing';
import { createHubClient } from './hub-client';
import { applyFeedEvent, coalesceUserEvents, feedEventKind, FEED_EVENT_NAMES, listenToFeeds, type FeedEvent } from './feeds';
import { FakeHubConnectionBuilder, type FakeHubConnection } from './testing';

const user = (Id: number, FirstName = 'Ann'): User => makeTestUser(Id, { FirstName, LastName: 'Lee', FullName: `${FirstName} Lee` });
const perm = (UserId: number, PermissionId: number, ResourceId = 0): UserPermission => ({
  UserId,
  PermissionId,
  ResourceType: { Id: 1, Domain: 'identity' },
  ResourceId,
});

describe('applyFeedEvent on users', () => {
  const list = [user(1), user(2)];

  it('an update replaces the user with the same Id', () => {
    const next = applyFeedEvent(list, { type: 'UserUpdatedEvent', payload: { User: user(2, 'Bob') } });
    expect(next.map((u) => u.FullName)).toEqual(['Ann Lee', 'Bob Lee']);
    expect(list[1].FullName).toBe('Ann Lee');
  });

  it('an update for an unknown user adds it', () => {
    const next = applyFeedEvent(list, { type: 'UserUpdatedEvent', payload: { User: user(3) } });
    expect(next.map((u) => u.Id)).toEqual([1, 2, 3]);
  });

  it('a created user is added, or replaces a known one', () => {
    expect(applyFeedEvent(list, { type: 'UserCreatedEvent', payload: { User: user(9) } }).map((u) => u.Id)).toEqual([1, 2, 9]);
    expect(applyFeedEvent(list, { type: 'UserCreatedEvent', payload: { User: user(1, 'Zed') } })[0].FirstName).toBe('Zed');
  });

  it('a deleted user is removed; an unknown one leaves the same list', () => {
    expect(applyFeedEvent(list, { type: 'UserDeletedEvent', payload: { User: user(1) } }).map((u) => u.Id)).toEqual([2]);
    expect(applyFeedEvent(list, { type: 'UserDeletedEvent', payload: { User: user(5) } })).toBe(list);
  });

  it('the same record leaves the same list', () => {
    expect(applyFeedEvent(list, { type: 'UserUpdatedEvent', payload: { User: list[0] } })).toBe(list);
  });
});

describe('applyFeedEvent on permissions', () => {
  const list = [perm(1, 1), perm(1, 3, 7)];

  it('a created grant is added; the same grant again replaces it', () => {
    expect(applyFeedEvent(list, { type: 'UserPermissionCreatedIntegrationEvent', payload: { UserPermission: perm(1, 2) } })).toHaveLength(3);
    const again = { ...perm(1, 1), CreatedBy: 4 };
    const next = applyFeedEvent(list, { type: 'UserPermissionCreatedIntegrationEvent', payload: { UserPermission: again } });
    expect(next).toHaveLength(2);
    expect(next[0]).toBe(again);
  });

  it('a deleted grant is removed by permission, resource type and resource id', () => {
    expect(applyFeedEvent(list, { type: 'UserPermissionDeletedIntegrationEvent', payload: { UserPermission: perm(1, 3, 7) } })).toEqual([perm(1, 1)]);
    expect(applyFeedEvent(list, { type: 'UserPermissionDeletedIntegrationEvent', payload: { UserPermission: perm(1, 3, 8) } })).toBe(list);
    expect(applyFeedEvent(list, { type: 'UserPermissionDeletedIntegrationEvent', payload: { UserPermission: perm(2, 1) } })).toBe(list);
  });
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

describe('coalesceUserEvents', () => {
  const ev = (type: 'UserCreatedEvent' | 'UserUpdatedEvent' | 'UserDeletedEvent', u: User) => ({ type, payload: { User: u } }) as const;

  it('keeps the last record of each user, in the order of their last event', () => {
    const out = coalesceUserEvents([ev('UserUpdatedEvent', user(1, 'A')), ev('UserUpdatedEvent', user(2, 'B')), ev('UserUpdatedEvent', user(1, 'C'))]);
    expect(out.map((e) => `${e.type}:${e.payload.User.Id}:${e.payload.User.FirstName}`)).toEqual(['UserUpdatedEvent:2:B', 'UserUpdatedEvent:1:C']);
  });

  it('a user created then updated stays Created (with the last record); deleted last is Deleted', () => {
    expect(coalesceUserEvents([ev('UserCreatedEvent', user(1, 'A')), ev('UserUpdatedEvent', user(1, 'B'))])).toEqual([ev('UserCreatedEvent', user(1, 'B'))]);
    expect(coalesceUserEvents([ev('UserCreatedEvent', user(1)), ev('UserDeletedEvent', user(1))])).toEqual([ev('UserDeletedEvent', user(1))]);
    expect(coalesceUserEvents([ev('UserDeletedEvent', user(1)), ev('UserCreatedEvent', user(1, 'N'))])).toEqual([ev('UserCreatedEvent', user(1, 'N'))]);
  });
});

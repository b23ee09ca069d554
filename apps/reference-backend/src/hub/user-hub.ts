import { randomUUID } from 'node:crypto';
import { ALL_USER_EVENT_KINDS } from '@brokerfront/identity-api';
import { authorize } from '../auth/authorize';
import type { Store, StoreEvent, UserEventKind } from '../domain/store';
import type { User } from '../domain/types';
import { invocationFrame, type HubConnection, type HubDefinition } from './signalr-server';

/** Who opened a hub connection. Permissions are read from the store at every call and push. */
export interface HubPrincipal {
  userId: number;
}

/** A subscription of one connection. */
interface Subscription {
  id: string;
  conn: HubConnection<HubPrincipal>;
  feed: 'user' | 'permission';
  kinds: ReadonlySet<UserEventKind> | null;
  /** null: every user. */
  userIds: ReadonlySet<number> | null;
}

/** A hub method answer (SPEC §7): Status 200 with the subscription id, or an error status. */
export interface HubAnswer {
  Status: number;
  Data: unknown;
  Errors: Array<{ Code: string; Data: unknown }>;
}

const USER_KINDS = ALL_USER_EVENT_KINDS;
const USER_TARGETS: Record<UserEventKind, string> = {
  Created: 'UserCreatedEvent',
  Updated: 'UserUpdatedEvent',
  Deleted: 'UserDeletedEvent',
};
const PERMISSION_TARGETS = {
  Created: 'UserPermissionCreatedIntegrationEvent',
  Deleted: 'UserPermissionDeletedIntegrationEvent',
} as const;

const answer = (Data: unknown): HubAnswer => ({ Status: 200, Data, Errors: [] });
const refusal = (Status: number, Code: string, Data: unknown = null): HubAnswer => ({ Status, Data: null, Errors: [{ Code, Data }] });

function idList(v: unknown): number[] | null {
  if (v === null || v === undefined) return [];
  if (!Array.isArray(v) || !v.every((x) => Number.isInteger(x) && x > 0)) return null;
  return v as number[];
}

/**
 * The `user` hub: subscriptions to user and permission events, pushed to every matching subscription
 * whenever the store commits a change (through any route). A subscription only receives what its owner
 * may read at the moment of the push.
 */
export class UserHub {
  private readonly subs = new Map<string, Subscription>();
  private readonly byConn = new Map<string, Set<string>>();

  constructor(private readonly store: Store) {
    store.onChange((e) => this.publish(e));
  }

  /** Active subscriptions. */
  get subscriptionCount(): number {
    return this.subs.size;
  }

  /** The hub methods for {@link SignalRHubServer}. */
  definition(): HubDefinition<HubPrincipal> {
    return {
      methods: {
        SubscribeToUserEvents: (conn, args) => this.subscribeUsers(conn, args[0], args[1]),
        SubscribeToUserPermissionEvents: (conn, args) => this.subscribePermissions(conn, args[0]),
        Unsubscribe: (conn, args) => this.unsubscribe(conn, args[0]),
      },
      onConnected: (conn) => this.track(conn),
      onDisconnected: (conn) => {
        this.untrack(conn);
        for (const id of this.byConn.get(conn.connectionId) ?? []) this.subs.delete(id);
        this.byConn.delete(conn.connectionId);
      },
    };
  }

  private caller(conn: HubConnection<HubPrincipal>): User | null {
    const u = this.store.get(conn.principal.userId);
    return u && !u.IsBlocked && !u.IsArchived ? u : null;
  }

  /** Whether `viewer` may read a user (`userId`) or every user (null) through a feed: the routes' rule ({@link authorize}). */
  private mayRead(viewer: User, feed: 'user' | 'permission', userId: number | null): boolean {
    const actor = { user: viewer, permissions: this.store.permissionsOf(viewer.Id) };
    return authorize(actor, feed === 'user' ? 'user.read' : 'permissions.read', userId ?? undefined).ok;
  }

  private add(conn: HubConnection<HubPrincipal>, s: Omit<Subscription, 'id' | 'conn'>): HubAnswer {
    const id = randomUUID();
    this.subs.set(id, { ...s, id, conn });
    let set = this.byConn.get(conn.connectionId);
    if (!set) this.byConn.set(conn.connectionId, (set = new Set()));
    set.add(id);
    return answer(id);
  }

  private subscribeUsers(conn: HubConnection<HubPrincipal>, kindsArg: unknown, idsArg: unknown): HubAnswer {
    const viewer = this.caller(conn);
    if (!viewer) return refusal(401, 'unauthorized');
    const kinds = kindsArg === null || kindsArg === undefined ? [...USER_KINDS] : kindsArg;
    if (!Array.isArray(kinds) || kinds.length === 0 || !kinds.every((k) => USER_KINDS.includes(k as UserEventKind))) {
      return refusal(400, 'invalid_request', `eventKinds: expected a non-empty list of ${USER_KINDS.join(', ')}`);
    }
    const ids = idList(idsArg);
    if (!ids) return refusal(400, 'invalid_request', 'userIds: expected a list of positive integers');
    const denied = ids.length === 0 ? !this.mayRead(viewer, 'user', null) : ids.some((id) => !this.mayRead(viewer, 'user', id));
    if (denied) return refusal(403, 'forbidden', 'users.read');
    return this.add(conn, { feed: 'user', kinds: new Set(kinds as UserEventKind[]), userIds: ids.length ? new Set(ids) : null });
  }

  private subscribePermissions(conn: HubConnection<HubPrincipal>, idsArg: unknown): HubAnswer {
    const viewer = this.caller(conn);
    if (!viewer) return refusal(401, 'unauthorized');
    const ids = idList(idsArg);
    if (!ids) return refusal(400, 'invalid_request', 'userIds: expected a list of positive integers');
    const denied = ids.length === 0 ? !this.mayRead(viewer, 'permission', null) : ids.some((id) => !this.mayRead(viewer, 'permission', id));
    if (denied) return refusal(403, 'forbidden', 'permissions.read');
    return this.add(conn, { feed: 'permission', kinds: null, userIds: ids.length ? new Set(ids) : null });
  }

  private unsubscribe(conn: HubConnection<HubPrincipal>, idArg: unknown): HubAnswer {
    if (typeof idArg !== 'string') return refusal(400, 'invalid_request', 'subscriptionId: expected a string');
    const s = this.subs.get(idArg);
    if (!s || s.conn !== conn) return refusal(404, 'not_found', idArg);
    this.subs.delete(idArg);
    this.byConn.get(conn.connectionId)?.delete(idArg);
    return answer(true);
  }

  /** Pushes a committed change to the matching subscriptions (each connection at most once). */
  publish(e: StoreEvent): void {
    const feed = e.type;
    const subjectId = e.type === 'user' ? e.user.Id : e.permission.UserId;
    const frame =
      e.type === 'user'
        ? invocationFrame(USER_TARGETS[e.kind], [{ User: e.user }])
        : invocationFrame(PERMISSION_TARGETS[e.kind], [{ UserPermission: e.permission }]);
    const delivered = new Set<string>();
    const viewers = new Map<number, boolean>();
    for (const s of this.subs.values()) {
      if (s.feed !== feed || delivered.has(s.conn.connectionId)) continue;
      if (e.type === 'user' && s.kinds && !s.kinds.has(e.kind)) continue;
      if (s.userIds && !s.userIds.has(subjectId)) continue;
      const viewerId = s.conn.principal.userId;
      let allowed = viewers.get(viewerId);
      if (allowed === undefined) {
        // The subject itself learns of its own change even when that change (block, archive, delete) ends its access.
        const viewer = viewerId === subjectId && e.type === 'user' ? e.user : this.caller(s.conn);
        allowed = viewer !== null && this.mayRead(viewer, feed, subjectId);
        viewers.set(viewerId, allowed);
      }
      if (!allowed) continue;
      delivered.add(s.conn.connectionId);
      s.conn.sendRaw(frame);
    }
    if (e.type === 'user' && (e.kind === 'Deleted' || e.user.IsBlocked || e.user.IsArchived)) {
      // The user's sessions are over: after the event, their connections are closed for good.
      this.closeConnectionsOf(e.user.Id);
    }
  }

  /**
   * Pushes `UserDocumentChangedEvent` `{Document, Kind}` for a committed change of one of a user's identity documents
   * (`document.UserId`) to every connection with a `SubscribeToUserEvents` subscription covering that user (its
   * event kinds do not matter), each connection at most once, and only while its user may read the owner (the
   * routes' rule, checked at push time as for user events).
   */
  publishDocument<D extends { UserId: number }>(document: D, kind: 'Created' | 'Updated' | 'Deleted'): void {
    const ownerId = document.UserId;
    const frame = invocationFrame('UserDocumentChangedEvent', [{ Document: document, Kind: kind }]);
    const delivered = new Set<string>();
    const viewers = new Map<number, boolean>();
    for (const s of this.subs.values()) {
      if (s.feed !== 'user' || delivered.has(s.conn.connectionId)) continue;
      if (s.userIds && !s.userIds.has(ownerId)) continue;
      const viewerId = s.conn.principal.userId;
      let allowed = viewers.get(viewerId);
      if (allowed === undefined) {
        const viewer = this.caller(s.conn);
        allowed = viewer !== null && this.mayRead(viewer, 'user', ownerId);
        viewers.set(viewerId, allowed);
      }
      if (!allowed) continue;
      delivered.add(s.conn.connectionId);
      s.conn.sendRaw(frame);
    }
  }

  private readonly connsByUser = new Map<number, Set<HubConnection<HubPrincipal>>>();

  /** Records an open connection (so it can be closed when its user is deactivated). */
  track(conn: HubConnection<HubPrincipal>): void {
    let set = this.connsByUser.get(conn.principal.userId);
    if (!set) this.connsByUser.set(conn.principal.userId, (set = new Set()));
    set.add(conn);
  }

  /** Forgets a closed connection. */
  untrack(conn: HubConnection<HubPrincipal>): void {
    this.connsByUser.get(conn.principal.userId)?.delete(conn);
  }

  /** Closes every hub connection of a user (no reconnect): their sessions were revoked or the user deactivated. */
  closeConnectionsOf(userId: number, reason = 'User is no longer active'): void {
    for (const c of this.connsByUser.get(userId) ?? []) c.close(reason, false);
  }
}

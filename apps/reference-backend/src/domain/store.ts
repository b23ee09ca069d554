import type { Transaction } from '@electric-sql/pglite';
import type { Database, Sql } from '../db/database';
import { normalizeEmail } from './email-address';
import { Mutex } from './mutex';
import { USER_COLUMNS, columnOf, rowToPermission, rowToUser, toColumnValue } from './user-columns';
import {
  fullName,
  startingSalesStatus,
  type ResourceType,
  type SalesStatus,
  type User,
  type UserPermission,
  type UserSecrets,
} from './types';

/** Kinds of user events pushed by the hub. */
export type { UserEventKind } from '@brokerfront/identity-api';
import type { UserEventKind } from '@brokerfront/identity-api';
/** Kinds of permission events pushed by the hub. */
export type PermissionEventKind = 'Created' | 'Deleted';

/** A change committed to the store. */
export type StoreEvent =
  | { type: 'user'; kind: UserEventKind; user: User }
  | { type: 'permission'; kind: PermissionEventKind; permission: UserPermission };

/**
 * The fields needed to create a user (a new user has no account manager unless one is given). A client starts at
 * the sales status given, else `New`; an employee never has one (see {@link startingSalesStatus}).
 */
export type NewUser = Omit<User, 'Id' | 'FullName' | 'CreatedAt' | 'UpdatedAt' | 'AccountManagerId' | 'SalesStatus'> & {
  AccountManagerId?: number | null;
  SalesStatus?: SalesStatus | null;
  CreatedAt?: string;
  UpdatedAt?: string;
  passwordHash: string | null;
  isGenerated?: boolean;
};

/** A permission grant or revoke request (the identity of a permission). */
export interface PermissionKey {
  PermissionId: number;
  ResourceType: ResourceType;
  ResourceId: number;
}

const INSERT_COLUMNS = USER_COLUMNS.filter((c) => c.field !== 'Id');

/** Whether two grants are the same permission on the same resource (whatever their state). */
export function samePermission(a: PermissionKey, b: PermissionKey): boolean {
  return (
    a.PermissionId === b.PermissionId &&
    a.ResourceType.Id === b.ResourceType.Id &&
    a.ResourceType.Domain === b.ResourceType.Domain &&
    a.ResourceId === b.ResourceId
  );
}

/**
 * Users and permissions: the database is the source of truth; every write is one transaction, and only after
 * it commits is the in-memory copy (used for reads and Search) updated and the change announced.
 */
export class Store {
  private readonly users = new Map<number, User>();
  private readonly secrets = new Map<number, UserSecrets>();
  private readonly emails = new Map<string, number>();
  private readonly phones = new Map<string, number>();
  private readonly perms = new Map<number, UserPermission[]>();
  private readonly listeners = new Set<(e: StoreEvent) => void>();
  private readonly mutex = new Mutex();
  private snapshot: User[] | null = null;
  private changes = 0;

  private constructor(/** The database behind the store. */ readonly db: Database) {}

  /** Loads every user and permission from the database. */
  static async load(db: Database): Promise<Store> {
    const s = new Store(db);
    const users = await db.pg.query<Record<string, unknown>>('SELECT * FROM users ORDER BY id');
    for (const row of users.rows) {
      const { user, secrets } = rowToUser(row);
      s.remember(user, secrets);
    }
    const perms = await db.pg.query<Record<string, unknown>>('SELECT * FROM user_permissions ORDER BY created_at, permission_id');
    for (const row of perms.rows) {
      const p = rowToPermission(row);
      s.perms.set(p.UserId, [...(s.perms.get(p.UserId) ?? []), p]);
    }
    return s;
  }

  /** Subscribes to committed changes; returns the unsubscribe. */
  onChange(listener: (e: StoreEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs a read-check-write section alone, so that checks made against the cache still hold at commit. */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    return this.mutex.run(fn);
  }

  /** Number of users. */
  get size(): number {
    return this.users.size;
  }

  /** A user by id. */
  get(id: number): User | undefined {
    return this.users.get(id);
  }

  /** The secrets of a user. */
  secretsOf(id: number): UserSecrets | undefined {
    return this.secrets.get(id);
  }

  /** A user by e-mail (compared normalised: NFC, case-insensitive; see `normalizeEmail`). */
  findByEmail(email: string): User | undefined {
    const id = this.emails.get(normalizeEmail(email));
    return id === undefined ? undefined : this.users.get(id);
  }

  /** A user by phone number (exact). */
  findByPhone(phone: string): User | undefined {
    const id = this.phones.get(phone);
    return id === undefined ? undefined : this.users.get(id);
  }

  /** A number that changes whenever any user changes (for caches of derived data). */
  get version(): number {
    return this.changes;
  }

  /** Every user, by ascending Id (a shared array: do not mutate). */
  all(): readonly User[] {
    if (!this.snapshot) this.snapshot = [...this.users.values()].sort((a, b) => a.Id - b.Id);
    return this.snapshot;
  }

  /** The permissions of a user. */
  permissionsOf(userId: number): readonly UserPermission[] {
    return this.perms.get(userId) ?? [];
  }

  /** Creates users in one transaction (or inside `tx`); announces them unless `silent`. */
  async createUsers(input: NewUser[], opts: { tx?: Transaction; silent?: boolean } = {}): Promise<User[]> {
    if (input.length === 0) return [];
    const now = new Date().toISOString();
    const run = async (sql: Sql): Promise<Array<{ user: User; secrets: UserSecrets }>> => {
      const out: Array<{ user: User; secrets: UserSecrets }> = [];
      const perStatement = 1000;
      for (let start = 0; start < input.length; start += perStatement) {
        const chunk = input.slice(start, start + perStatement);
        const params: unknown[] = [];
        const tuples = chunk.map((n) => {
          const values = INSERT_COLUMNS.map((c) => {
            const raw =
              c.field === 'CreatedAt'
                ? (n.CreatedAt ?? now)
                : c.field === 'UpdatedAt'
                  ? (n.UpdatedAt ?? n.CreatedAt ?? now)
                  : c.field === 'SalesStatus'
                    ? startingSalesStatus(n.UserType, n.SalesStatus)
                    : (n as unknown as Record<string, unknown>)[c.field];
            params.push(toColumnValue(c.field, raw));
            return `$${params.length}`;
          });
          params.push(n.passwordHash, n.isGenerated ?? false);
          values.push(`$${params.length - 1}`, `$${params.length}`);
          return `(${values.join(',')})`;
        });
        const cols = [...INSERT_COLUMNS.map((c) => c.column), 'password_hash', 'is_generated'].join(',');
        const r = await sql.query<Record<string, unknown>>(`INSERT INTO users (${cols}) VALUES ${tuples.join(',')} RETURNING *`, params);
        for (const row of r.rows) out.push(rowToUser(row));
      }
      return out;
    };
    const created = opts.tx ? await run(opts.tx) : await this.db.transaction(run);
    const commit = () => {
      for (const c of created) this.remember(c.user, c.secrets);
      if (!opts.silent) for (const c of created) this.emit({ type: 'user', kind: 'Created', user: c.user });
    };
    if (opts.tx) {
      // The caller commits; it calls `afterCommit` through the returned users.
      this.pending.push(commit);
    } else commit();
    return created.map((c) => c.user);
  }

  private pending: Array<() => void> = [];

  /** Runs `fn` in one transaction; cache updates and events queued by store calls inside it apply only on commit. */
  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    this.pending = [];
    try {
      const result = await this.db.transaction(fn);
      for (const p of this.pending) p();
      return result;
    } finally {
      this.pending = [];
    }
  }

  /** Changes wire fields of a user (UpdatedAt is set); announces the update. Returns the new user. */
  async updateUser(id: number, patch: Partial<Omit<User, 'Id' | 'FullName' | 'CreatedAt' | 'UpdatedAt'>>): Promise<User> {
    const keys = Object.keys(patch) as Array<keyof typeof patch>;
    const params: unknown[] = [id];
    const sets = keys.map((k) => {
      params.push(toColumnValue(k, patch[k]));
      return `${columnOf(k)} = $${params.length}`;
    });
    sets.push(`updated_at = now()`);
    const r = await this.db.pg.query<Record<string, unknown>>(`UPDATE users SET ${sets.join(', ')} WHERE id = $1 RETURNING *`, params);
    const row = r.rows[0];
    if (!row) throw new Error(`user ${id} vanished`);
    const { user, secrets } = rowToUser(row);
    this.remember(user, secrets);
    this.emit({ type: 'user', kind: 'Updated', user });
    return user;
  }

  /**
   * Changes several users in one statement (or inside `sql`, a transaction of {@link transaction}: then the cache
   * and the announcements wait for its commit); announces each.
   */
  async updateUsers(
    ids: number[],
    patch: Partial<Pick<User, 'IsFullyRegistered' | 'EmployeeGroupId' | 'AccountManagerId'>>,
    sql?: Transaction,
  ): Promise<User[]> {
    const keys = Object.keys(patch) as Array<keyof typeof patch>;
    const params: unknown[] = [ids];
    const sets = keys.map((k) => {
      params.push(toColumnValue(k, patch[k]));
      return `${columnOf(k)} = $${params.length}`;
    });
    sets.push('updated_at = now()');
    const r = await (sql ?? this.db.pg).query<Record<string, unknown>>(
      `UPDATE users SET ${sets.join(', ')} WHERE id = ANY($1::int[]) RETURNING *`,
      params,
    );
    const users = r.rows.map(rowToUser).sort((a, b) => a.user.Id - b.user.Id);
    const apply = () => {
      for (const u of users) this.remember(u.user, u.secrets);
      for (const u of users) this.emit({ type: 'user', kind: 'Updated', user: u.user });
    };
    if (sql) this.pending.push(apply);
    else apply();
    return users.map((u) => u.user);
  }

  /** Records the outcome of a login attempt (no event: secrets are not on the wire). */
  async setLoginState(id: number, failedLogins: number, lockedUntil: string | null): Promise<void> {
    await this.db.pg.query('UPDATE users SET failed_logins = $2, locked_until = $3 WHERE id = $1', [id, failedLogins, lockedUntil]);
    const s = this.secrets.get(id);
    if (s) this.secrets.set(id, { ...s, failedLogins, lockedUntil });
  }

  /** Replaces the password hash of a user. */
  async setPasswordHash(id: number, passwordHash: string, sql: Sql = this.db.pg): Promise<void> {
    await sql.query('UPDATE users SET password_hash = $2, failed_logins = 0, locked_until = NULL WHERE id = $1', [id, passwordHash]);
    const apply = () => {
      const s = this.secrets.get(id);
      if (s) this.secrets.set(id, { ...s, passwordHash, failedLogins: 0, lockedUntil: null });
    };
    if (sql === this.db.pg) apply();
    else this.pending.push(apply);
  }

  /**
   * Deletes a user and everything it owns, and clears it as the account manager of the clients it managed (in the
   * same transaction); announces the removed permissions, the deletion and each client changed.
   */
  async deleteUser(id: number): Promise<User | undefined> {
    const user = this.users.get(id);
    if (!user) return undefined;
    const perms = this.permissionsOf(id);
    const managed = await this.db.transaction(async (tx) => {
      const r = await tx.query<Record<string, unknown>>(
        'UPDATE users SET account_manager_id = NULL, updated_at = now() WHERE account_manager_id = $1 AND id <> $1 RETURNING *',
        [id],
      );
      await tx.query('DELETE FROM users WHERE id = $1', [id]);
      return r.rows.map(rowToUser).sort((a, b) => a.user.Id - b.user.Id);
    });
    this.forget(user);
    for (const m of managed) this.remember(m.user, m.secrets);
    for (const p of perms) this.emit({ type: 'permission', kind: 'Deleted', permission: p });
    this.emit({ type: 'user', kind: 'Deleted', user });
    for (const m of managed) this.emit({ type: 'user', kind: 'Updated', user: m.user });
    return user;
  }

  /** Grants and revokes permissions of a user in one transaction; announces each change. */
  async modifyPermissions(
    userId: number,
    grant: PermissionKey[],
    revoke: PermissionKey[],
    by: number | null,
    sql?: Transaction,
  ): Promise<readonly UserPermission[]> {
    const run = async (tx: Sql) => {
      const created: UserPermission[] = [];
      const deleted: UserPermission[] = [];
      for (const g of grant) {
        const r = await tx.query<Record<string, unknown>>(
          `INSERT INTO user_permissions (user_id, permission_id, resource_type_id, resource_domain, resource_id, created_at, created_by)
           VALUES ($1, $2, $3, $4, $5, now(), $6) ON CONFLICT DO NOTHING RETURNING *`,
          [userId, g.PermissionId, g.ResourceType.Id, g.ResourceType.Domain, g.ResourceId, by],
        );
        if (r.rows[0]) created.push(rowToPermission(r.rows[0]));
      }
      for (const v of revoke) {
        const r = await tx.query<Record<string, unknown>>(
          `DELETE FROM user_permissions WHERE user_id = $1 AND permission_id = $2 AND resource_type_id = $3
             AND resource_domain = $4 AND resource_id = $5 RETURNING *`,
          [userId, v.PermissionId, v.ResourceType.Id, v.ResourceType.Domain, v.ResourceId],
        );
        if (r.rows[0]) deleted.push(rowToPermission(r.rows[0]));
      }
      return { created, deleted };
    };
    const { created, deleted } = sql ? await run(sql) : await this.db.transaction(run);
    const apply = () => {
      const list = (this.perms.get(userId) ?? []).filter((p) => !deleted.some((d) => samePermission(d, p)));
      this.perms.set(userId, [...list, ...created]);
      for (const p of created) this.emit({ type: 'permission', kind: 'Created', permission: p });
      for (const p of deleted) this.emit({ type: 'permission', kind: 'Deleted', permission: p });
    };
    if (sql) this.pending.push(apply);
    else apply();
    return this.permissionsOf(userId);
  }

  /**
   * Suspends and resumes grants of a user in one transaction (or inside `sql`): a suspended grant records when and by
   * whom (`by`) and grants nothing until resumed. A grant already in the state asked for, or not held, is left as it
   * is. Announces each grant changed as `Created` with its new state (subscribers replace the grant they hold).
   * Answers the grants changed, in their new state.
   */
  async suspendPermissions(
    userId: number,
    suspend: readonly PermissionKey[],
    resume: readonly PermissionKey[],
    by: number | null,
    sql?: Transaction,
  ): Promise<{ suspended: UserPermission[]; resumed: UserPermission[] }> {
    const where = `user_id = $1 AND permission_id = $2 AND resource_type_id = $3 AND resource_domain = $4 AND resource_id = $5`;
    const args = (k: PermissionKey) => [userId, k.PermissionId, k.ResourceType.Id, k.ResourceType.Domain, k.ResourceId];
    const run = async (tx: Sql) => {
      const suspended: UserPermission[] = [];
      const resumed: UserPermission[] = [];
      for (const k of suspend) {
        const r = await tx.query<Record<string, unknown>>(
          `UPDATE user_permissions SET is_suspended = true, suspended_at = now(), suspended_by = $6
           WHERE ${where} AND NOT is_suspended RETURNING *`,
          [...args(k), by],
        );
        if (r.rows[0]) suspended.push(rowToPermission(r.rows[0]));
      }
      for (const k of resume) {
        const r = await tx.query<Record<string, unknown>>(
          `UPDATE user_permissions SET is_suspended = false, suspended_at = NULL, suspended_by = NULL
           WHERE ${where} AND is_suspended RETURNING *`,
          args(k),
        );
        if (r.rows[0]) resumed.push(rowToPermission(r.rows[0]));
      }
      return { suspended, resumed };
    };
    const changed = sql ? await run(sql) : await this.db.transaction(run);
    const apply = () => {
      const updated = [...changed.suspended, ...changed.resumed];
      const next = (this.perms.get(userId) ?? []).map((p) => updated.filter((u) => samePermission(u, p)).pop() ?? p);
      this.perms.set(userId, next);
      for (const p of updated) this.emit({ type: 'permission', kind: 'Created', permission: p });
    };
    if (sql) this.pending.push(apply);
    else apply();
    return changed;
  }

  private remember(user: User, secrets: UserSecrets): void {
    const old = this.users.get(user.Id);
    if (old) {
      this.emails.delete(normalizeEmail(old.Email));
      if (old.PhoneNumber) this.phones.delete(old.PhoneNumber);
    }
    user.FullName = fullName(user);
    this.users.set(user.Id, user);
    this.secrets.set(user.Id, secrets);
    this.emails.set(normalizeEmail(user.Email), user.Id);
    if (user.PhoneNumber) this.phones.set(user.PhoneNumber, user.Id);
    this.snapshot = null;
    this.changes++;
  }

  private forget(user: User): void {
    this.users.delete(user.Id);
    this.secrets.delete(user.Id);
    this.emails.delete(normalizeEmail(user.Email));
    if (user.PhoneNumber) this.phones.delete(user.PhoneNumber);
    this.perms.delete(user.Id);
    this.snapshot = null;
    this.changes++;
  }

  private emit(e: StoreEvent): void {
    for (const l of this.listeners) l(e);
  }
}

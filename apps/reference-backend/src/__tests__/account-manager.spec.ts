/** @jest-environment node */
import type { HubConnection } from '@microsoft/signalr';
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import {
  accessToken,
  api,
  codes,
  collect,
  createSignedInUser,
  createUser,
  errorsOf,
  grantKey,
  openHub,
  signInDemoEmployee,
  stopBackend,
  uniq,
  USERS,
  type PermissionKey,
} from './support';
import { runWithSources } from './support-sessions';

let be: RunningBackend;
let staff: string;
let staffId: number;
const open: HubConnection[] = [];

beforeAll(async () => {
  be = await startBackend();
  ({ token: staff, id: staffId } = await signInDemoEmployee(be.url));
}, 180000);
afterAll(() => stopBackend(be, open));

interface U {
  Id: number;
  Email: string;
  UserType: number;
  EmployeeGroupId: number | null;
  AccountManagerId: number | null;
  UpdatedAt: string;
}

const client = (): Promise<U> =>
  createUser<U>(be.url, staff, 'client', { FirstName: 'Managed', LastName: 'Client', Email: `am-${uniq()}@example.com` });

/** A new employee holding `grants`, with a token. */
const employee = (grants: PermissionKey[] = []): Promise<{ user: U; token: string }> =>
  createSignedInUser<U>(
    be.url,
    staff,
    'employee',
    { FirstName: 'Acc', LastName: 'Manager', Email: `ame-${uniq()}@example.com`, Password: 'Secret1' },
    grants,
  );

const assign = (body: unknown, token = staff) => api<U[]>(be.url, token, 'POST', `${USERS}/Assign`, body);
const getUser = async (id: number) => (await api<U>(be.url, staff, 'GET', `${USERS}/${id}`)).body.Data;

describe('AccountManagerId on the wire', () => {
  it('is on every user, null by default', async () => {
    const u = await client();
    expect(u).toHaveProperty('AccountManagerId', null);
    const me = await api<U>(be.url, staff, 'GET', `${USERS}/GetCurrentUser`);
    expect(me.body.Data.AccountManagerId).toBeNull();
    const keys = Object.keys(me.body.Data);
    // In wire order: after EmployeeGroupId, before FullName.
    expect(keys.slice(keys.indexOf('EmployeeGroupId'), keys.indexOf('EmployeeGroupId') + 3)).toEqual([
      'EmployeeGroupId',
      'AccountManagerId',
      'FullName',
    ]);
  });
});

describe('POST Assign with AccountManagerId', () => {
  it('gives clients an account manager, then takes it away; Search filters and sorts on it', async () => {
    const a = await client();
    const b = await client();
    const { user: manager } = await employee();
    const { user: second } = await employee();
    const r = await assign({ UserIds: [b.Id, a.Id, a.Id], AccountManagerId: manager.Id });
    expect(r.status).toBe(200);
    expect(r.body.Data.map((u) => [u.Id, u.AccountManagerId])).toEqual([
      [a.Id, manager.Id],
      [b.Id, manager.Id],
    ]);
    // The group is left alone.
    expect(r.body.Data.every((u) => u.EmployeeGroupId === null)).toBe(true);
    expect((await getUser(a.Id)).AccountManagerId).toBe(manager.Id);
    await assign({ UserIds: [b.Id], AccountManagerId: second.Id });
    const search = (Filters: unknown[], Sort: unknown[] = []) =>
      api<{ Items: U[] }>(be.url, staff, 'POST', `${USERS}/Search`, { PageNumber: 1, PageSize: 10, Filters, Sort });
    const mine = { Op: 'in', Field: 'Id', Value: [a.Id, b.Id] };
    const byManager = await search([mine, { Op: 'eq', Field: 'AccountManagerId', Value: second.Id }]);
    expect(byManager.body.Data.Items.map((u) => u.Id)).toEqual([b.Id]);
    const sorted = await search([mine], [{ Column: 'AccountManagerId', Asc: false }]);
    expect(sorted.body.Data.Items.map((u) => u.Id)).toEqual([b.Id, a.Id]);
    const cleared = await assign({ UserIds: [a.Id], AccountManagerId: null });
    expect(cleared.body.Data.map((u) => u.AccountManagerId)).toEqual([null]);
    expect((await getUser(b.Id)).AccountManagerId).toBe(second.Id);
  });

  it('keeps assigning groups as before', async () => {
    const { user: e } = await employee();
    const r = await assign({ UserIds: [e.Id], EmployeeGroupId: 2 });
    expect(r.body.Data.map((u) => [u.EmployeeGroupId, u.AccountManagerId])).toEqual([[2, null]]);
  });

  it('answers invalid_account_manager unless the manager is an existing, active employee', async () => {
    const a = await client();
    const other = await client();
    const blocked = (await employee()).user;
    await api(be.url, staff, 'POST', `${USERS}/${blocked.Id}/SetIsBlocked?isBlocked=true`);
    const archived = (await employee()).user;
    await api(be.url, staff, 'POST', `${USERS}/SetIsArchived`, { UserId: archived.Id, IsArchived: true });
    for (const managerId of [999999, other.Id, blocked.Id, archived.Id]) {
      const r = await assign({ UserIds: [a.Id], AccountManagerId: managerId });
      expect([managerId, r.status, errorsOf(r)]).toEqual([managerId, 400, [{ Code: 'invalid_account_manager', Data: managerId }]]);
    }
    expect((await getUser(a.Id)).AccountManagerId).toBeNull();
  });

  it('answers not_a_client for each employee among the ids, and changes nobody', async () => {
    const a = await client();
    const e1 = (await employee()).user;
    const e2 = (await employee()).user;
    const r = await assign({ UserIds: [a.Id, e2.Id, e1.Id], AccountManagerId: staffId });
    expect(r.status).toBe(400);
    expect(errorsOf(r)).toEqual([
      { Code: 'not_a_client', Data: e2.Id },
      { Code: 'not_a_client', Data: e1.Id },
    ]);
    expect((await getUser(a.Id)).AccountManagerId).toBeNull();
    // Clearing asks nothing of the users.
    expect((await assign({ UserIds: [e1.Id], AccountManagerId: null })).status).toBe(200);
  });

  it('answers invalid_request for a body with both, neither or a malformed field', async () => {
    const a = await client();
    const bodies = [
      { UserIds: [a.Id], EmployeeGroupId: 1, AccountManagerId: staffId },
      { UserIds: [a.Id] },
      { UserIds: [a.Id], AccountManagerId: 0 },
      { UserIds: [a.Id], AccountManagerId: 'x' },
      { UserIds: [], AccountManagerId: staffId },
    ];
    for (const body of bodies) {
      const r = await assign(body);
      expect([body, r.status, codes(r)]).toEqual([body, 400, ['invalid_request']]);
    }
    expect(String((await assign(bodies[0])).body.Errors[0]?.Data)).toMatch(/exactly one of EmployeeGroupId and AccountManagerId/);
  });

  it('needs users.update on each id, and the target no more privileged than the caller', async () => {
    const a = await client();
    const b = await client();
    const onA = await employee([grantKey(3, a.Id)]);
    const refused = await assign({ UserIds: [a.Id, b.Id], AccountManagerId: staffId }, onA.token);
    expect([refused.status, errorsOf(refused)]).toEqual([403, [{ Code: 'forbidden', Data: 'users.update' }]]);
    expect((await getUser(a.Id)).AccountManagerId).toBeNull();
    expect((await assign({ UserIds: [a.Id], AccountManagerId: onA.user.Id }, onA.token)).status).toBe(200);
    const readOnly = await employee([grantKey(1)]);
    expect((await assign({ UserIds: [b.Id], AccountManagerId: staffId }, readOnly.token)).status).toBe(403);
    const c = await client();
    expect(
      (await assign({ UserIds: [c.Id], AccountManagerId: staffId }, await accessToken(be.url, 'client@example.com', 'Client1'))).status,
    ).toBe(403);
    // An employee with users.update on everyone, but less than the admin, cannot act on the admin's peers.
    const updater = await employee([grantKey(3)]);
    const strong = await employee([grantKey(3), grantKey(4)]);
    const above = await assign({ UserIds: [strong.user.Id], AccountManagerId: null }, updater.token);
    expect([above.status, codes(above)]).toEqual([403, ['target_more_privileged']]);
  });

  it('pushes a UserUpdatedEvent for each client and writes one audit record each', async () => {
    const a = await client();
    const b = await client();
    const { user: manager } = await employee();
    const c = await openHub(be.url, staff, open);
    const got = collect<{ User: U }>(c, 'UserUpdatedEvent');
    await c.invoke('SubscribeToUserEvents', ['Updated'], [a.Id, b.Id]);
    await assign({ UserIds: [a.Id, b.Id], AccountManagerId: manager.Id });
    for (let i = 0; i < 100 && got.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(got.map((e) => [e.User.Id, e.User.AccountManagerId]).sort()).toEqual(
      [
        [a.Id, manager.Id],
        [b.Id, manager.Id],
      ].sort(),
    );
    for (const id of [a.Id, b.Id]) {
      const trail = await api<Array<{ Action: string; ActorId: number; Details: unknown }>>(
        be.url,
        staff,
        'GET',
        `${USERS}/${id}/Audit?limit=5`,
      );
      expect(trail.body.Data.find((r) => r.Action === 'user.assigned')).toMatchObject({
        ActorId: staffId,
        Details: { AccountManagerId: manager.Id },
      });
    }
  });

  it('clears the manager of its clients when the manager is deleted, announcing each', async () => {
    const a = await client();
    const { user: manager } = await employee();
    await assign({ UserIds: [a.Id], AccountManagerId: manager.Id });
    const c = await openHub(be.url, staff, open);
    const got = collect<{ User: U }>(c, 'UserUpdatedEvent');
    await c.invoke('SubscribeToUserEvents', ['Updated'], [a.Id]);
    expect((await api(be.url, staff, 'DELETE', `${USERS}/${manager.Id}`)).status).toBe(200);
    expect((await getUser(a.Id)).AccountManagerId).toBeNull();
    for (let i = 0; i < 100 && got.length < 1; i++) await new Promise((r) => setTimeout(r, 20));
    expect(got.map((e) => [e.User.Id, e.User.AccountManagerId])).toEqual([[a.Id, null]]);
  });

  it('is kept in the database across a restart', async () => {
    const a = await client();
    await assign({ UserIds: [a.Id], AccountManagerId: staffId });
    await be.restart();
    staff = await accessToken(be.url, 'employee@example.com', 'Employee1');
    expect((await getUser(a.Id)).AccountManagerId).toBe(staffId);
  }, 60000);
});

/**
 * Schema step 6 on a database made before it (in a child process: the database is PGlite, which Jest cannot load):
 * existing users get no manager; the column refuses an unknown user and follows a deleted one.
 */
const MIGRATION_SCENARIO = String.raw`
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const src = (p) => import(join(process.cwd(), 'apps/reference-backend/src', p));
const { Database } = await src('db/database.ts');
const { MIGRATIONS } = await src('db/migrations.ts');
const { Store } = await src('domain/store.ts');
const dir = mkdtempSync(join(tmpdir(), 'account-managers-'));
const out = {};
try {
  const before = await Database.open(dir, MIGRATIONS.filter((m) => m.version < 6));
  await before.pg.query(
    "INSERT INTO users (first_name, last_name, email, user_type, created_at, updated_at) VALUES ('Old', 'Client', 'old@example.com', 0, now(), now())",
  );
  out.columnsBefore = (await before.pg.query("SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'account_manager_id'")).rows.length;
  await before.close();
  const db = await Database.open(dir);
  out.versions = (await db.pg.query('SELECT version FROM schema_migrations ORDER BY version')).rows.map((r) => r.version);
  const store = await Store.load(db);
  const old = store.findByEmail('old@example.com');
  out.oldManager = old.AccountManagerId;
  const [manager] = await store.createUsers([{ ...old, Email: 'manager@example.com', UserType: 1, passwordHash: null }]);
  await store.updateUsers([old.Id], { AccountManagerId: manager.Id });
  out.afterAssign = (await Store.load(db)).get(old.Id).AccountManagerId === manager.Id;
  try {
    await store.updateUsers([old.Id], { AccountManagerId: 999999 });
    out.unknownRefused = false;
  } catch {
    out.unknownRefused = true;
  }
  await store.deleteUser(manager.Id);
  out.afterDeleteCache = store.get(old.Id).AccountManagerId;
  out.afterDeleteDb = (await Store.load(db)).get(old.Id).AccountManagerId;
  await db.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(JSON.stringify(out));
`;

describe('schema step 6 (account managers)', () => {
  it('adds the column to an existing database, keeps it consistent with the users', async () => {
    const out = (await runWithSources(MIGRATION_SCENARIO)) as Record<string, unknown>;
    expect(out).toEqual({
      columnsBefore: 0,
      versions: expect.arrayContaining([1, 2, 3, 4, 5, 6]),
      oldManager: null,
      afterAssign: true,
      unknownRefused: true,
      afterDeleteCache: null,
      afterDeleteDb: null,
    });
  }, 120000);
});

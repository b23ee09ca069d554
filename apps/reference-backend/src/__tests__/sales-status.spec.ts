/** @jest-environment node */
import type { HubConnection } from '@microsoft/signalr';
import Papa from 'papaparse';
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import {
  accessToken,
  api,
  codes,
  collect,
  createSignedInUser,
  createUser,
  expectRefusal,
  grantKey,
  nextEvents,
  openHub,
  searchAudit,
  signIn,
  signInDemoEmployee,
  stopBackend,
  uniq,
  uniqCount,
  USERS,
  type PermissionKey,
} from './support';
import { runWithSources } from './support-sessions';

let be: RunningBackend;
let admin: string;
let adminId: number;
const open: HubConnection[] = [];

beforeAll(async () => {
  be = await startBackend();
  ({ token: admin, id: adminId } = await signInDemoEmployee(be.url));
}, 180000);
afterAll(() => stopBackend(be, open));

interface U {
  Id: number;
  Email: string;
  UserType: number;
  UpdatedAt: string;
  SalesStatus: string | null;
}

const P = { read: 1, update: 3 };

/** A new client created by the administrator, under an e-mail starting with `prefix`. */
const client = (prefix = 'ss'): Promise<U> =>
  createUser<U>(be.url, admin, 'client', {
    FirstName: 'Sales',
    LastName: 'Client',
    Email: `${prefix}-${uniq()}@example.com`,
    Password: 'Secret1',
  });

/** A new employee holding `grants`, with a token. */
const employee = (grants: PermissionKey[] = [], prefix = 'sse'): Promise<{ user: U; token: string }> =>
  createSignedInUser<U>(
    be.url,
    admin,
    'employee',
    { FirstName: 'Sales', LastName: 'Staff', Email: `${prefix}-${uniq()}@example.com`, Password: 'Secret1' },
    grants,
  );

const update = (body: unknown, token = admin) => api<U>(be.url, token, 'POST', `${USERS}/UpdateSalesStatus`, body);
const getUser = async (id: number) => (await api<U>(be.url, admin, 'GET', `${USERS}/${id}`)).body.Data;
const auditOf = (query: string) => searchAudit(be.url, admin, query);

async function searchEmails(Filters: unknown[], Sort: unknown[] = []): Promise<string[]> {
  const r = await api<{ Items: U[]; TotalItems: number }>(be.url, admin, 'POST', `${USERS}/Search`, { PageSize: 200, Filters, Sort });
  expect(r.status).toBe(200);
  return r.body.Data.Items.map((u) => u.Email);
}

describe('SalesStatus on the wire', () => {
  it('is New for every new client, whatever created it, and null for employees', async () => {
    const created = await client();
    expect(created.SalesStatus).toBe('New');
    const affiliate = await api<U>(be.url, admin, 'POST', `${USERS}/RegisterAffiliateUser`, {
      FirstName: 'Aff',
      LastName: 'Iliate',
      Email: `ssa-${uniq()}@example.com`,
    });
    expect(affiliate.body.Data.SalesStatus).toBe('New');
    const importEmail = `ssi-${uniq()}@example.com`;
    const imported = await api<{ Results: Array<{ UserId: number | null }> }>(be.url, admin, 'POST', `${USERS}/ImportAffiliateUsers`, {
      Users: [{ FirstName: 'Imp', LastName: 'Orted', Email: importEmail, PhoneNumber: '', Country: 'DE' }],
    });
    expect((await getUser(Number(imported.body.Data.Results[0]?.UserId))).SalesStatus).toBe('New');
    const signUp = { FirstName: 'Sig', LastName: 'Nup', Password: 'Kestrel7' };
    const live = await api<U>(be.url, null, 'POST', `${USERS}/Register`, {
      ...signUp,
      Email: `ssr-${uniq()}@example.com`,
      PhoneNumber: `+386 41 ${String(100000 + uniqCount() * 7919).slice(-6)}`,
      CountryCode: 'SI',
    });
    expect([live.status, live.body.Data.SalesStatus]).toEqual([201, 'New']);
    const demo = await api<U>(be.url, null, 'POST', `${USERS}/RegisterDemo`, { ...signUp, Email: `ssd-${uniq()}@example.com` });
    expect([demo.status, demo.body.Data.SalesStatus]).toEqual([201, 'New']);
    const { user: staff } = await employee();
    expect(staff.SalesStatus).toBeNull();
    expect((await api<U>(be.url, admin, 'GET', `${USERS}/GetCurrentUser`)).body.Data).toHaveProperty('SalesStatus', null);
  });

  it('gives the seeded demo clients a spread of statuses', async () => {
    const seeded = await api<{ Items: U[] }>(be.url, admin, 'POST', `${USERS}/Search`, {
      PageSize: 10,
      Filters: [
        {
          Op: 'in',
          Field: 'Email',
          Value: ['employee@example.com', 'client@example.com', 'blocked@example.com', 'unconfirmed@example.com'],
        },
      ],
    });
    expect(Object.fromEntries(seeded.body.Data.Items.map((u) => [u.Email, u.SalesStatus]))).toEqual({
      'employee@example.com': null,
      'client@example.com': 'New',
      'blocked@example.com': 'NotInterested',
      'unconfirmed@example.com': 'Contacted',
    });
    // The generated clients of the seed are spread over the statuses too.
    const generated = await api<{ Items: U[] }>(be.url, admin, 'POST', `${USERS}/Search`, {
      PageSize: 200,
      Filters: [{ Op: 'beginsWith', Field: 'Email', Value: 'client0' }],
    });
    expect(new Set(generated.body.Data.Items.map((u) => u.SalesStatus)).size).toBeGreaterThanOrEqual(4);
  });
});

describe('POST UpdateSalesStatus', () => {
  it('sets the status, answers the user, pushes UserUpdatedEvent and audits the change', async () => {
    const c = await client();
    const conn = await openHub(be.url, admin, open);
    await conn.invoke('SubscribeToUserEvents', ['Updated'], [c.Id]);
    const pushed = nextEvents<{ User: U }>(conn, 'UserUpdatedEvent');
    const r = await update({ UserId: c.Id, SalesStatus: 'Contacted' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ Status: 200, Data: expect.objectContaining({ Id: c.Id, SalesStatus: 'Contacted' }), Errors: [] });
    expect(r.body.Data.UpdatedAt > c.UpdatedAt).toBe(true);
    expect((await pushed)[0]?.User).toMatchObject({ Id: c.Id, SalesStatus: 'Contacted' });
    expect((await getUser(c.Id)).SalesStatus).toBe('Contacted');
    const [record] = await auditOf(`action=user.sales_status_changed&targetId=${c.Id}`);
    expect(record).toMatchObject({ ActorId: adminId, TargetId: c.Id, Outcome: 'success', Details: { From: 'New', To: 'Contacted' } });

    // Every status is accepted.
    for (const s of ['Interested', 'NotInterested', 'Converted', 'New']) {
      expect((await update({ UserId: c.Id, SalesStatus: s })).body.Data.SalesStatus).toBe(s);
    }
    const trail = await auditOf(`action=user.sales_status_changed&targetId=${c.Id}`);
    expect(trail.map((t) => [t.Details?.['From'], t.Details?.['To']])).toEqual([
      ['Converted', 'New'],
      ['NotInterested', 'Converted'],
      ['Interested', 'NotInterested'],
      ['Contacted', 'Interested'],
      ['New', 'Contacted'],
    ]);
  });

  it('changes nothing when the client already has the status: no event, no record', async () => {
    const c = await client();
    const conn = await openHub(be.url, admin, open);
    await conn.invoke('SubscribeToUserEvents', ['Updated'], [c.Id]);
    const updates = collect<{ User: U }>(conn, 'UserUpdatedEvent');
    const same = await update({ UserId: c.Id, SalesStatus: 'New' });
    expect(same.status).toBe(200);
    expect(same.body.Data).toMatchObject({ SalesStatus: 'New', UpdatedAt: c.UpdatedAt });
    // A later change on the same connection proves the first call pushed nothing (a connection keeps its order).
    const next = nextEvents<{ User: U }>(conn, 'UserUpdatedEvent');
    await update({ UserId: c.Id, SalesStatus: 'Interested' });
    await next;
    expect(updates.map((u) => u.User.SalesStatus)).toEqual(['Interested']);
    expect((await auditOf(`action=user.sales_status_changed&targetId=${c.Id}`)).map((t) => t.Details)).toEqual([
      { From: 'New', To: 'Interested' },
    ]);
  });

  it('refuses another value, a malformed body, an employee and an unknown user', async () => {
    const c = await client();
    const bad = await update({ UserId: c.Id, SalesStatus: 'Lost' });
    expect(bad.status).toBe(400);
    expect(codes(bad)).toEqual(['invalid_request']);
    expect(String(bad.body.Errors[0]?.Data)).toMatch(/^SalesStatus: /);
    const lower = await update({ UserId: c.Id, SalesStatus: 'new' });
    expect([lower.status, String(lower.body.Errors[0]?.Data)]).toEqual([400, expect.stringMatching(/^SalesStatus: /)]);
    const nullStatus = await update({ UserId: c.Id, SalesStatus: null });
    expect([nullStatus.status, codes(nullStatus)]).toEqual([400, ['invalid_request']]);
    const missing = await update({ SalesStatus: 'New' });
    expect([missing.status, String(missing.body.Errors[0]?.Data)]).toEqual([400, expect.stringMatching(/^UserId: /)]);
    const badJson = await update('{"UserId":');
    expect([badJson.status, codes(badJson)]).toEqual([400, ['invalid_request']]);
    expect((await getUser(c.Id)).SalesStatus).toBe('New');

    const { user: staff } = await employee();
    expectRefusal(await update({ UserId: staff.Id, SalesStatus: 'Contacted' }), 400, 'sales_status_clients_only', staff.Id);
    expect((await getUser(staff.Id)).SalesStatus).toBeNull();
    expectRefusal(await update({ UserId: adminId, SalesStatus: 'Contacted' }), 400, 'sales_status_clients_only', adminId);
    expectRefusal(await update({ UserId: 999999, SalesStatus: 'Contacted' }), 404, 'user_not_found', 999999);
    expect((await update({ UserId: c.Id, SalesStatus: 'Contacted' }, 'not-a-token')).status).toBe(401);
  });

  it('needs users.update on the client and the target no more privileged than the caller', async () => {
    const a = await client();
    const b = await client();
    const scoped = await employee([grantKey(P.update, a.Id)]);
    expect((await update({ UserId: a.Id, SalesStatus: 'Converted' }, scoped.token)).status).toBe(200);
    expectRefusal(await update({ UserId: b.Id, SalesStatus: 'Converted' }, scoped.token), 403, 'forbidden', 'users.update');
    const reader = await employee([grantKey(P.read)]);
    expectRefusal(await update({ UserId: a.Id, SalesStatus: 'New' }, reader.token), 403, 'forbidden', 'users.update');
    // An employee is refused as any write on a more privileged employee (before the status rule).
    const updater = await employee([grantKey(P.update)]);
    const refused = await update({ UserId: adminId, SalesStatus: 'New' }, updater.token);
    expect([refused.status, codes(refused)]).toEqual([403, ['target_more_privileged']]);
    expect((await getUser(b.Id)).SalesStatus).toBe('New');
    const denied = await auditOf(`action=access.denied&actorId=${scoped.user.Id}`);
    expect(denied[0]).toMatchObject({ Outcome: 'denied', TargetId: b.Id, Details: { action: 'user.update', code: 'forbidden' } });
  });

  it('refuses a client, even on itself', async () => {
    const self = { FirstName: 'Self', LastName: 'Client', Email: `ssc-${uniq()}@example.com`, Password: 'Secret1' };
    const { user: me, token } = await createSignedInUser<U>(be.url, admin, 'client', self);
    expectRefusal(await update({ UserId: me.Id, SalesStatus: 'Converted' }, token), 403, 'forbidden', 'users.update: SalesStatus');
    const other = await client();
    expectRefusal(await update({ UserId: other.Id, SalesStatus: 'Converted' }, token), 403, 'forbidden', 'users.update');
    expect((await getUser(me.Id)).SalesStatus).toBe('New');
    // Update does not set it either (it is not one of Update's fields).
    expect((await api(be.url, admin, 'POST', `${USERS}/Update`, { Id: me.Id, SalesStatus: 'Converted' })).status).toBe(200);
    expect((await getUser(me.Id)).SalesStatus).toBe('New');
  });
});

describe('Search and Export on SalesStatus', () => {
  it('filters and sorts on SalesStatus like every field (a null passes a leaf; isSet leaves the employees out)', async () => {
    const prefix = `ssq${uniq().toLowerCase()}`;
    const statuses = ['Converted', 'Contacted', 'New', 'NotInterested', 'Interested'];
    const made: Record<string, string> = {};
    for (const s of statuses) {
      const c = await client(prefix);
      if (s !== 'New') expect((await update({ UserId: c.Id, SalesStatus: s })).status).toBe(200);
      made[s] = c.Email;
    }
    const { user: staff } = await employee([], prefix);
    const mine = { Op: 'beginsWith', Field: 'Email', Value: prefix };
    expect(await searchEmails([mine, { Op: 'eq', Field: 'SalesStatus', Value: 'Converted' }])).toEqual([made['Converted'], staff.Email]);
    expect(
      await searchEmails([
        mine,
        { Op: 'isSet', Field: 'SalesStatus', Value: true },
        { Op: 'in', Field: 'SalesStatus', Value: ['Contacted', 'Interested'] },
      ]),
    ).toEqual([made['Contacted'], made['Interested']]);
    expect(
      await searchEmails([mine, { Op: 'neq', Field: 'SalesStatus', Value: 'New' }, { Op: 'isSet', Field: 'SalesStatus', Value: true }]),
    ).toEqual(['Converted', 'Contacted', 'NotInterested', 'Interested'].map((s) => made[s]));
    // Strings by code units, nulls last ascending and first descending.
    const ascending = ['Contacted', 'Converted', 'Interested', 'New', 'NotInterested'].map((s) => made[s]);
    expect(await searchEmails([mine], [{ Column: 'SalesStatus', Asc: true }])).toEqual([...ascending, staff.Email]);
    expect(await searchEmails([mine], [{ Column: 'SalesStatus', Asc: false }])).toEqual([staff.Email, ...[...ascending].reverse()]);
  });

  it('exports the SalesStatus column (empty for an employee)', async () => {
    const prefix = `ssx${uniq().toLowerCase()}`;
    const c = await client(prefix);
    await update({ UserId: c.Id, SalesStatus: 'Interested' });
    const { user: staff } = await employee([], prefix);
    const res = await fetch(`${be.url}${USERS}/Export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Filters: [{ Op: 'beginsWith', Field: 'Email', Value: prefix }], Columns: ['Id', 'SalesStatus'] }),
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toBe(`Id,SalesStatus\r\n${c.Id},Interested\r\n${staff.Id},\r\n`);
    expect(Papa.parse(text.trim(), { header: true }).data).toEqual([
      { Id: String(c.Id), SalesStatus: 'Interested' },
      { Id: String(staff.Id), SalesStatus: '' },
    ]);
  });
});

describe('write limit', () => {
  let limited: RunningBackend;
  beforeAll(async () => {
    limited = await startBackend({ env: { LIMIT_WRITES_PER_USER_PER_MINUTE: '2' } });
  }, 180000);
  afterAll(() => limited?.stop());

  it('answers 429 too_many_requests past the per-user allowance', async () => {
    const token = await accessToken(limited.url, 'employee@example.com', 'Employee1');
    const { id: clientId } = await signIn(limited.url, 'client@example.com', 'Client1');
    const set = (s: string) => api(limited.url, token, 'POST', `${USERS}/UpdateSalesStatus`, { UserId: clientId, SalesStatus: s });
    expect((await set('Contacted')).status).toBe(200);
    expect((await set('Interested')).status).toBe(200);
    const over = await set('Converted');
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      Status: 429,
      Data: null,
      Errors: [{ Code: 'too_many_requests', Data: { RetryAfter: expect.any(Number) } }],
    });
  });
});

/**
 * Schema step 8 on a database made before it (in a child process: the database is PGlite, which Jest cannot load;
 * one database, opened once, the step applied as the migration runner applies it): the clients get `New`, the
 * employees none; the database refuses another value and a status for an employee; the store starts every new client
 * at `New` and never gives an employee one.
 */
const MIGRATION_SCENARIO = String.raw`
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const src = (p) => import(join(process.cwd(), 'apps/reference-backend/src', p));
const { Database } = await src('db/database.ts');
const { MIGRATIONS } = await src('db/migrations.ts');
const { SALES_STATUS_MIGRATION } = await src('db/schema-sales-status.ts');
const { Store } = await src('domain/store.ts');
const dir = mkdtempSync(join(tmpdir(), 'sales-status-'));
const out = {};
const refused = async (sql) => {
  try {
    await db.pg.query(sql);
    return false;
  } catch {
    return true;
  }
};
let db;
try {
  db = await Database.open(dir, MIGRATIONS.filter((m) => m.version < 8));
  const insert = (email, type) =>
    db.pg.query("INSERT INTO users (first_name, last_name, email, user_type, created_at, updated_at) VALUES ('Old', 'User', $1, $2, now(), now())", [email, type]);
  await insert('old-client@example.com', 0);
  await insert('old-staff@example.com', 1);
  out.registered = MIGRATIONS.includes(SALES_STATUS_MIGRATION) && SALES_STATUS_MIGRATION.version === 8;
  await db.pg.transaction((tx) => tx.exec(SALES_STATUS_MIGRATION.sql));
  const store = await Store.load(db);
  const oldClient = store.findByEmail('old-client@example.com');
  out.oldClient = oldClient.SalesStatus;
  out.oldStaff = store.findByEmail('old-staff@example.com').SalesStatus;
  out.unknownRefused = await refused("UPDATE users SET sales_status = 'Lost' WHERE email = 'old-client@example.com'");
  out.employeeRefused = await refused("UPDATE users SET sales_status = 'New' WHERE email = 'old-staff@example.com'");
  const base = { ...oldClient, passwordHash: null };
  const [given, defaulted, staff] = await store.createUsers([
    { ...base, Email: 'given@example.com', SalesStatus: 'Converted' },
    { ...base, Email: 'defaulted@example.com', SalesStatus: null },
    { ...base, Email: 'staff@example.com', UserType: 1, SalesStatus: 'Converted' },
  ]);
  out.created = [given.SalesStatus, defaulted.SalesStatus, staff.SalesStatus];
  const reloaded = await Store.load(db);
  out.reloaded = ['given@example.com', 'defaulted@example.com', 'staff@example.com'].map((e) => reloaded.findByEmail(e).SalesStatus);
  out.index = (await db.pg.query("SELECT indexname FROM pg_indexes WHERE indexname = 'user_comments_user'")).rows.length;
} finally {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
}
console.log(JSON.stringify(out));
`;

describe('schema step 8 (sales status)', () => {
  it('gives existing clients New and employees none, and keeps the column consistent', async () => {
    expect(await runWithSources(MIGRATION_SCENARIO)).toEqual({
      registered: true,
      oldClient: 'New',
      oldStaff: null,
      unknownRefused: true,
      employeeRefused: true,
      created: ['Converted', 'New', null],
      reloaded: ['Converted', 'New', null],
      index: 1,
    });
  }, 60000);
});

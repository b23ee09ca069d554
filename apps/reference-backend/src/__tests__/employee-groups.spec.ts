/** @jest-environment node */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { HubConnection } from '@microsoft/signalr';
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import {
  accessToken,
  api,
  codes,
  collect,
  createUser,
  errorsOf,
  grantKey,
  openHub,
  PERMISSIONS,
  searchAudit,
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
}
interface Group {
  Id: number;
  Name: string;
  LeadId: number | null;
  MemberCount: number;
  CreatedAt: string;
}

const GROUPS = `${USERS}/EmployeeGroups`;
const P = { read: 1, update: 3, delete: 4 };

const list = async (token = staff) => (await api<Group[]>(be.url, token, 'GET', GROUPS)).body.Data;
const group = async (id: number) => (await list()).find((g) => g.Id === id);
const create = (body: unknown, token = staff) => api<Group>(be.url, token, 'POST', `${GROUPS}/Create`, body);
const update = (body: unknown, token = staff) => api<Group>(be.url, token, 'POST', `${GROUPS}/Update`, body);
const assign = (body: unknown, token = staff) => api<U[]>(be.url, token, 'POST', `${USERS}/Assign`, body);
const getUser = async (id: number) => (await api<U>(be.url, staff, 'GET', `${USERS}/${id}`)).body.Data;
const audit = (action: string) => searchAudit(be.url, staff, `action=${action}&actorId=${staffId}&limit=50`);
const groupName = () => `Team ${uniq()}`;

const client = (): Promise<U> =>
  createUser<U>(be.url, staff, 'client', { FirstName: 'Grp', LastName: 'Client', Email: `gc-${uniq()}@example.com` });

/** A new employee holding `grants` (none: a plain employee); `token` signs it in. */
async function employee(grants: PermissionKey[] = []): Promise<U & { token: () => Promise<string> }> {
  const email = `ge-${uniq()}@example.com`;
  const user = await createUser<U>(
    be.url,
    staff,
    'employee',
    { FirstName: 'Grp', LastName: 'Staff', Email: email, Password: 'Secret1' },
    grants,
  );
  return { ...user, token: () => accessToken(be.url, email, 'Secret1') };
}

/** A new group (with `LeadId` when given); answers it. */
async function newGroup(leadId: number | null = null): Promise<Group> {
  const r = await create({ Name: groupName(), LeadId: leadId });
  expect(r.status).toBe(201);
  return r.body.Data;
}

describe('GET EmployeeGroups', () => {
  it('lists the demo groups by name, with their leads and member counts', async () => {
    const r = await api<Group[]>(be.url, staff, 'GET', GROUPS);
    expect(r.status).toBe(200);
    const lookup = await api<{ Items: U[] }>(be.url, staff, 'POST', `${USERS}/Search`, {
      PageNumber: 1,
      PageSize: 5,
      Filters: [{ Op: 'eq', Field: 'Email', Value: 'staff000018@example.com' }],
    });
    const complianceLead = lookup.body.Data.Items[0]?.Id;
    expect(complianceLead).toEqual(expect.any(Number));
    // Minimal seed: the demo employee and one generated employee in Sales, one generated employee in Compliance.
    expect(r.body.Data.map(({ Id, Name, LeadId, MemberCount }) => ({ Id, Name, LeadId, MemberCount }))).toEqual([
      { Id: 3, Name: 'Compliance', LeadId: complianceLead, MemberCount: 1 },
      { Id: 1, Name: 'Sales', LeadId: staffId, MemberCount: 2 },
      { Id: 2, Name: 'Support', LeadId: null, MemberCount: 0 },
    ]);
    expect(Object.keys(r.body.Data[0] ?? {})).toEqual(['Id', 'Name', 'LeadId', 'MemberCount', 'CreatedAt']);
    expect(r.body.Data[0]?.CreatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((await getUser(staffId)).EmployeeGroupId).toBe(1);
  });

  it('is not taken for GET {id}, also with a trailing slash', async () => {
    for (const path of [GROUPS, `${GROUPS}/`]) {
      const r = await api<Group[]>(be.url, staff, 'GET', path);
      expect([path, r.status, Array.isArray(r.body.Data)]).toEqual([path, 200, true]);
    }
  });

  it('orders by name without regard to case', async () => {
    const lower = await create({ Name: `aaa ${uniq()}` });
    const upper = await create({ Name: `AAB ${uniq()}` });
    const names = (await list()).map((g) => g.Name);
    expect(names.indexOf(lower.body.Data.Name)).toBeLessThan(names.indexOf(upper.body.Data.Name));
    expect(names.indexOf(upper.body.Data.Name)).toBeLessThan(names.indexOf('Compliance'));
  });

  it('needs users.read on every user', async () => {
    const c = await accessToken(be.url, 'client@example.com', 'Client1');
    const one = await (await employee([grantKey(P.read, staffId)])).token();
    const none = await (await employee()).token();
    for (const token of [c, one, none]) {
      const r = await api(be.url, token, 'GET', GROUPS);
      expect([r.status, errorsOf(r)]).toEqual([403, [{ Code: 'forbidden', Data: 'users.read' }]]);
    }
    const reader = await (await employee([grantKey(P.read)])).token();
    expect((await api(be.url, reader, 'GET', GROUPS)).status).toBe(200);
  });
});

describe('POST EmployeeGroups/Create', () => {
  it('creates a group without a lead: 201, the name trimmed', async () => {
    const name = groupName();
    const r = await create({ Name: `  ${name}  ` });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ Status: 201, Errors: [] });
    expect(r.body.Data).toEqual({ Id: expect.any(Number), Name: name, LeadId: null, MemberCount: 0, CreatedAt: expect.any(String) });
    expect(r.body.Data.Id).toBeGreaterThan(3);
    expect(await group(r.body.Data.Id)).toEqual(r.body.Data);
    const record = (await audit('employee_group.created')).find((a) => a.Details?.['GroupId'] === r.body.Data.Id);
    expect(record).toMatchObject({
      Outcome: 'success',
      ActorId: staffId,
      TargetId: null,
      Details: { GroupId: r.body.Data.Id, Name: name, LeadId: null },
    });
  });

  it('creates a group with a lead, who joins it (pushed and audited)', async () => {
    const lead = await employee();
    const c = await openHub(be.url, staff, open);
    const got = collect<{ User: U }>(c, 'UserUpdatedEvent');
    await c.invoke('SubscribeToUserEvents', ['Updated'], [lead.Id]);
    const name = groupName();
    const r = await create({ Name: name, LeadId: lead.Id });
    expect(r.status).toBe(201);
    expect(r.body.Data).toMatchObject({ Name: name, LeadId: lead.Id, MemberCount: 1 });
    expect((await getUser(lead.Id)).EmployeeGroupId).toBe(r.body.Data.Id);
    for (let i = 0; i < 100 && got.length < 1; i++) await new Promise((res) => setTimeout(res, 20));
    expect(got.map((e) => [e.User.Id, e.User.EmployeeGroupId])).toEqual([[lead.Id, r.body.Data.Id]]);
    expect((await audit('employee_group.created')).find((a) => a.Details?.['GroupId'] === r.body.Data.Id)?.Details).toEqual({
      GroupId: r.body.Data.Id,
      Name: name,
      LeadId: lead.Id,
    });
    expect((await audit('user.assigned')).find((a) => a.TargetId === lead.Id)).toMatchObject({
      Outcome: 'success',
      Details: { EmployeeGroupId: r.body.Data.Id },
    });
  });

  it('answers invalid_request naming Name for a name that is empty, blank, too long or not a string', async () => {
    for (const Name of ['', '   ', 'x'.repeat(101), 'two\nlines', 'nul\u0000', 42, null, undefined]) {
      const r = await create({ Name });
      expect([Name, r.status, codes(r)]).toEqual([Name, 400, ['invalid_request']]);
      expect(String(r.body.Errors[0]?.Data)).toMatch(/^Name: /);
    }
    const longest = `${uniq()}${'x'.repeat(100)}`.slice(0, 100);
    expect((await create({ Name: ` ${longest} ` })).body.Data.Name).toBe(longest);
    for (const LeadId of [0, -1, 'x', 1.5]) {
      const r = await create({ Name: groupName(), LeadId });
      expect([LeadId, r.status, codes(r), String(r.body.Errors[0]?.Data)]).toEqual([
        LeadId,
        400,
        ['invalid_request'],
        expect.stringMatching(/^LeadId: /),
      ]);
    }
  });

  it('answers employee_group_name_already_exists for a name taken without regard to case', async () => {
    const name = groupName();
    await create({ Name: name });
    const before = (await list()).length;
    for (const taken of [name, name.toUpperCase(), ` ${name.toLowerCase()} `, 'sales']) {
      const r = await create({ Name: taken });
      expect([taken, r.status, r.body.Status, r.body.Data, errorsOf(r)]).toEqual([
        taken,
        400,
        400,
        null,
        [{ Code: 'employee_group_name_already_exists', Data: 'Name' }],
      ]);
    }
    expect((await list()).length).toBe(before);
  });

  it('answers invalid_group_lead unless the lead is an existing, active employee, and creates nothing', async () => {
    const c = await client();
    const blocked = await employee();
    await api(be.url, staff, 'POST', `${USERS}/${blocked.Id}/SetIsBlocked?isBlocked=true`);
    const archived = await employee();
    await api(be.url, staff, 'POST', `${USERS}/SetIsArchived`, { UserId: archived.Id, IsArchived: true });
    const before = (await list()).length;
    for (const leadId of [999999, c.Id, blocked.Id, archived.Id]) {
      const r = await create({ Name: groupName(), LeadId: leadId });
      expect([leadId, r.status, errorsOf(r)]).toEqual([leadId, 400, [{ Code: 'invalid_group_lead', Data: leadId }]]);
    }
    expect((await list()).length).toBe(before);
    expect((await getUser(c.Id)).EmployeeGroupId).toBeNull();
  });

  it('answers employee_already_group_lead for the lead of another group', async () => {
    const r = await create({ Name: groupName(), LeadId: staffId });
    expect([r.status, errorsOf(r)]).toEqual([400, [{ Code: 'employee_already_group_lead', Data: staffId }]]);
    expect((await getUser(staffId)).EmployeeGroupId).toBe(1);
  });

  it('reports a taken name and a bad lead together', async () => {
    const r = await create({ Name: 'Support', LeadId: 999999 });
    expect([r.status, errorsOf(r)]).toEqual([
      400,
      [
        { Code: 'employee_group_name_already_exists', Data: 'Name' },
        { Code: 'invalid_group_lead', Data: 999999 },
      ],
    ]);
  });

  it('needs users.update on every user, and on the lead the subset rule', async () => {
    const c = await accessToken(be.url, 'client@example.com', 'Client1');
    const reader = await (await employee([grantKey(P.read)])).token();
    const onOne = await (await employee([grantKey(P.read), grantKey(P.update, staffId)])).token();
    for (const token of [c, reader, onOne]) {
      const r = await create({ Name: groupName() }, token);
      expect([r.status, errorsOf(r)]).toEqual([403, [{ Code: 'forbidden', Data: 'users.update' }]]);
    }
    const updater = await employee([grantKey(P.read), grantKey(P.update)]);
    const updaterToken = await updater.token();
    expect((await create({ Name: groupName() }, updaterToken)).status).toBe(201);
    // An equally privileged employee may be made lead; a more privileged one may not.
    const peer = await employee([grantKey(P.read), grantKey(P.update)]);
    expect((await create({ Name: groupName(), LeadId: peer.Id }, updaterToken)).status).toBe(201);
    const strong = await employee([grantKey(P.read), grantKey(P.update), grantKey(P.delete)]);
    const before = (await list()).length;
    const refused = await create({ Name: groupName(), LeadId: strong.Id }, updaterToken);
    expect([refused.status, errorsOf(refused)]).toEqual([403, [{ Code: 'target_more_privileged', Data: `${strong.Id}: users.delete` }]]);
    expect((await list()).length).toBe(before);
    expect((await getUser(strong.Id)).EmployeeGroupId).toBeNull();
    const denied = await searchAudit(be.url, staff, `action=access.denied&actorId=${updater.Id}`);
    expect(denied[0]).toMatchObject({
      Outcome: 'denied',
      TargetId: strong.Id,
      Details: { action: 'user.assign', code: 'target_more_privileged' },
    });
  });

  it('is a write route: rate-limited per user', async () => {
    const res = await fetch(`${be.url}${GROUPS}/Create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Name: groupName() }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-ratelimit-limit')).toBe('300');
    const upd = await fetch(`${be.url}${GROUPS}/Update`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Id: 2 }),
    });
    expect([upd.status, upd.headers.get('x-ratelimit-limit')]).toEqual([200, '300']);
    const get = await fetch(`${be.url}${GROUPS}`, { headers: { authorization: `Bearer ${staff}` } });
    expect(get.headers.get('x-ratelimit-limit')).toBeNull();
  });
});

describe('POST EmployeeGroups/Update', () => {
  it('renames a group (a change of case too) and records only what changed', async () => {
    const g = await newGroup();
    const name = groupName();
    const r = await update({ Id: g.Id, Name: ` ${name} ` });
    expect([r.status, r.body.Data]).toEqual([200, { ...g, Name: name }]);
    const upper = await update({ Id: g.Id, Name: name.toUpperCase() });
    expect(upper.body.Data.Name).toBe(name.toUpperCase());
    const records = (await audit('employee_group.updated')).filter((a) => a.Details?.['GroupId'] === g.Id);
    expect(records.map((a) => a.Details)).toEqual([
      { GroupId: g.Id, Name: name.toUpperCase() },
      { GroupId: g.Id, Name: name },
    ]);
    // Nothing to change: the group as it is, no record.
    for (const body of [{ Id: g.Id }, { Id: g.Id, Name: name.toUpperCase(), LeadId: null }]) {
      const same = await update(body);
      expect([same.status, same.body.Data]).toEqual([200, { ...g, Name: name.toUpperCase() }]);
    }
    expect((await audit('employee_group.updated')).filter((a) => a.Details?.['GroupId'] === g.Id)).toHaveLength(2);
  });

  it('sets, changes and removes the lead: each new lead joins, a former lead stays a member', async () => {
    const g = await newGroup();
    const a = await employee();
    const b = await employee();
    const first = await update({ Id: g.Id, LeadId: a.Id });
    expect(first.body.Data).toMatchObject({ Id: g.Id, LeadId: a.Id, MemberCount: 1 });
    // Setting the lead it already has changes nothing.
    expect((await update({ Id: g.Id, LeadId: a.Id })).body.Data).toEqual(first.body.Data);
    const second = await update({ Id: g.Id, LeadId: b.Id });
    expect(second.body.Data).toMatchObject({ LeadId: b.Id, MemberCount: 2 });
    expect([(await getUser(a.Id)).EmployeeGroupId, (await getUser(b.Id)).EmployeeGroupId]).toEqual([g.Id, g.Id]);
    const removed = await update({ Id: g.Id, LeadId: null });
    expect(removed.body.Data).toMatchObject({ LeadId: null, MemberCount: 2 });
    expect((await getUser(b.Id)).EmployeeGroupId).toBe(g.Id);
    // A member made lead does not move (no user.assigned), the others did.
    expect((await update({ Id: g.Id, LeadId: a.Id })).body.Data).toMatchObject({ LeadId: a.Id, MemberCount: 2 });
    const updated = (await audit('employee_group.updated')).filter((r) => r.Details?.['GroupId'] === g.Id);
    expect(updated.map((r) => r.Details)).toEqual([
      { GroupId: g.Id, LeadId: a.Id },
      { GroupId: g.Id, LeadId: null },
      { GroupId: g.Id, LeadId: b.Id },
      { GroupId: g.Id, LeadId: a.Id },
    ]);
    const assigned = (await audit('user.assigned')).filter((r) => r.TargetId === a.Id || r.TargetId === b.Id);
    expect(assigned.map((r) => r.TargetId)).toEqual([b.Id, a.Id]);
  });

  it('moves a new lead out of the group it was a member of', async () => {
    const from = await newGroup();
    const to = await newGroup();
    const e = await employee();
    expect((await assign({ UserIds: [e.Id], EmployeeGroupId: from.Id })).status).toBe(200);
    expect((await update({ Id: to.Id, LeadId: e.Id })).body.Data).toMatchObject({ LeadId: e.Id, MemberCount: 1 });
    expect((await group(from.Id))?.MemberCount).toBe(0);
  });

  it('answers 404 not_found for an unknown group', async () => {
    for (const Id of [999999, Number.MAX_SAFE_INTEGER]) {
      const r = await update({ Id, Name: groupName() });
      expect([r.status, r.body.Status, errorsOf(r)]).toEqual([404, 404, [{ Code: 'not_found', Data: Id }]]);
    }
  });

  it('answers the name and lead errors, and changes nothing', async () => {
    const g = await newGroup();
    const other = await newGroup();
    const c = await client();
    const taken = await update({ Id: g.Id, Name: other.Name.toLowerCase() });
    expect([taken.status, errorsOf(taken)]).toEqual([400, [{ Code: 'employee_group_name_already_exists', Data: 'Name' }]]);
    const badLead = await update({ Id: g.Id, LeadId: c.Id });
    expect([badLead.status, errorsOf(badLead)]).toEqual([400, [{ Code: 'invalid_group_lead', Data: c.Id }]]);
    const busy = await update({ Id: g.Id, Name: groupName(), LeadId: staffId });
    expect([busy.status, errorsOf(busy)]).toEqual([400, [{ Code: 'employee_already_group_lead', Data: staffId }]]);
    for (const body of [{ Name: 'x' }, { Id: g.Id, Name: '' }, { Id: g.Id, Name: 'y'.repeat(101) }, { Id: 'one' }]) {
      const r = await update(body);
      expect([body, r.status, codes(r)]).toEqual([body, 400, ['invalid_request']]);
    }
    expect(await group(g.Id)).toEqual(g);
    expect((await getUser(staffId)).EmployeeGroupId).toBe(1);
  });

  it('needs users.update on every user, and on a new lead the subset rule', async () => {
    const g = await newGroup();
    const reader = await (await employee([grantKey(P.read)])).token();
    const r = await update({ Id: g.Id, Name: groupName() }, reader);
    expect([r.status, errorsOf(r)]).toEqual([403, [{ Code: 'forbidden', Data: 'users.update' }]]);
    // The permission is checked before the group is looked up.
    expect((await update({ Id: 999999 }, reader)).status).toBe(403);
    const updater = await (await employee([grantKey(P.read), grantKey(P.update)])).token();
    const strong = await employee([grantKey(P.read), grantKey(P.update), grantKey(P.delete)]);
    const refused = await update({ Id: g.Id, LeadId: strong.Id }, updater);
    expect([refused.status, codes(refused)]).toEqual([403, ['target_more_privileged']]);
    expect(await group(g.Id)).toEqual(g);
    expect((await update({ Id: g.Id, Name: `${g.Name} 2` }, updater)).status).toBe(200);
  });

  it('needs the subset rule on the lead being replaced or removed, too', async () => {
    const updater = await employee([grantKey(P.read), grantKey(P.update)]);
    const updaterToken = await updater.token();
    const peer = await employee([grantKey(P.read), grantKey(P.update)]);
    // The administrator leads Sales: a lesser employee may neither put itself nor anyone else in its place.
    const sales = await group(1);
    for (const LeadId of [updater.Id, peer.Id, null]) {
      const refused = await update({ Id: 1, LeadId }, updaterToken);
      expect([LeadId, refused.status, codes(refused)]).toEqual([LeadId, 403, ['target_more_privileged']]);
      expect(String(refused.body.Errors[0]?.Data)).toMatch(new RegExp(`^${staffId}: `));
    }
    expect(await group(1)).toEqual(sales);
    expect([(await getUser(updater.Id)).EmployeeGroupId, (await getUser(peer.Id)).EmployeeGroupId]).toEqual([null, null]);
    const denied = await searchAudit(be.url, staff, `action=access.denied&actorId=${updater.Id}`);
    expect(denied[0]).toMatchObject({ TargetId: staffId, Details: { action: 'user.assign', code: 'target_more_privileged' } });
    // A stronger lead with its extra grant suspended still counts in full.
    const strong = await employee([grantKey(P.read), grantKey(P.update), grantKey(P.delete)]);
    const g = await newGroup(strong.Id);
    expect((await api(be.url, staff, 'POST', `${PERMISSIONS}/Modify`, { UserId: strong.Id, Suspend: [grantKey(P.delete)] })).status).toBe(
      200,
    );
    const stronger = await update({ Id: g.Id, LeadId: peer.Id }, updaterToken);
    expect([stronger.status, errorsOf(stronger)]).toEqual([403, [{ Code: 'target_more_privileged', Data: `${strong.Id}: users.delete` }]]);
    // An equally privileged lead may be replaced, and removed.
    const h = await newGroup(peer.Id);
    expect((await update({ Id: h.Id, LeadId: updater.Id }, updaterToken)).body.Data).toMatchObject({ LeadId: updater.Id });
    expect((await update({ Id: h.Id, LeadId: null }, updaterToken)).body.Data).toMatchObject({ LeadId: null });
  });
});

describe('POST Assign with EmployeeGroupId', () => {
  it('puts employees in a group and takes them out again; the counts follow', async () => {
    const g = await newGroup();
    const a = await employee();
    const b = await employee();
    const r = await assign({ UserIds: [b.Id, a.Id, a.Id], EmployeeGroupId: g.Id });
    expect(r.status).toBe(200);
    expect(r.body.Data.map((u) => [u.Id, u.EmployeeGroupId])).toEqual([
      [a.Id, g.Id],
      [b.Id, g.Id],
    ]);
    expect((await group(g.Id))?.MemberCount).toBe(2);
    expect((await audit('user.assigned')).find((x) => x.TargetId === a.Id)?.Details).toEqual({ EmployeeGroupId: g.Id });
    const out = await assign({ UserIds: [a.Id], EmployeeGroupId: null });
    expect(out.body.Data.map((u) => u.EmployeeGroupId)).toEqual([null]);
    expect((await group(g.Id))?.MemberCount).toBe(1);
  });

  it('answers invalid_employee_group for a group that does not exist', async () => {
    const a = await employee();
    for (const groupId of [999999, 2 ** 31]) {
      const r = await assign({ UserIds: [a.Id], EmployeeGroupId: groupId });
      expect([r.status, errorsOf(r)]).toEqual([400, [{ Code: 'invalid_employee_group', Data: groupId }]]);
    }
    expect((await getUser(a.Id)).EmployeeGroupId).toBeNull();
  });

  it('answers one not_an_employee per client, and changes nobody; null accepts clients', async () => {
    const c1 = await client();
    const e = await employee();
    const c2 = await client();
    const r = await assign({ UserIds: [c1.Id, e.Id, c2.Id], EmployeeGroupId: 2 });
    expect([r.status, errorsOf(r)]).toEqual([
      400,
      [
        { Code: 'not_an_employee', Data: c1.Id },
        { Code: 'not_an_employee', Data: c2.Id },
      ],
    ]);
    expect((await getUser(e.Id)).EmployeeGroupId).toBeNull();
    expect((await assign({ UserIds: [c1.Id, e.Id], EmployeeGroupId: null })).status).toBe(200);
  });

  it('answers cant_remove_employee_group_lead when a lead would leave the group it leads, and changes nobody', async () => {
    const lead = await employee();
    const g = await newGroup(lead.Id);
    const other = await newGroup();
    const member = await employee();
    for (const target of [other.Id, null]) {
      const r = await assign({ UserIds: [member.Id, lead.Id], EmployeeGroupId: target });
      expect([target, r.status, errorsOf(r)]).toEqual([target, 400, [{ Code: 'cant_remove_employee_group_lead', Data: lead.Id }]]);
    }
    expect([(await getUser(lead.Id)).EmployeeGroupId, (await getUser(member.Id)).EmployeeGroupId]).toEqual([g.Id, null]);
    // Into the group it leads: fine.
    expect((await assign({ UserIds: [member.Id, lead.Id], EmployeeGroupId: g.Id })).status).toBe(200);
    // Once no longer the lead, it may move.
    await update({ Id: g.Id, LeadId: null });
    expect((await assign({ UserIds: [lead.Id], EmployeeGroupId: other.Id })).body.Data[0]?.EmployeeGroupId).toBe(other.Id);
  });

  it('checks permissions before the group rules', async () => {
    const c = await accessToken(be.url, 'client@example.com', 'Client1');
    const r = await assign({ UserIds: [staffId], EmployeeGroupId: 999999 }, c);
    expect([r.status, codes(r)]).toEqual([403, ['forbidden']]);
    const updater = await (await employee([grantKey(P.update)])).token();
    const strong = await employee([grantKey(P.update), grantKey(P.delete)]);
    const above = await assign({ UserIds: [strong.Id], EmployeeGroupId: 2 }, updater);
    expect([above.status, codes(above)]).toEqual([403, ['target_more_privileged']]);
  });
});

describe('EmployeeGroupId through CreateEmployee and Update', () => {
  it('takes an existing group only, and follows the same rules as Assign', async () => {
    const email = `ge-${uniq()}@example.com`;
    const bad = await api(be.url, staff, 'POST', `${USERS}/CreateEmployee`, {
      FirstName: 'In',
      LastName: 'Group',
      Email: email,
      EmployeeGroupId: 999999,
    });
    expect([bad.status, errorsOf(bad)]).toEqual([400, [{ Code: 'invalid_employee_group', Data: 999999 }]]);
    const good = await api<U>(be.url, staff, 'POST', `${USERS}/CreateEmployee`, {
      FirstName: 'In',
      LastName: 'Group',
      Email: email,
      EmployeeGroupId: 2,
    });
    expect([good.status, good.body.Data.EmployeeGroupId]).toEqual([201, 2]);
    const upd = (body: unknown) => api<U>(be.url, staff, 'POST', `${USERS}/Update`, body);
    expect(errorsOf(await upd({ Id: good.body.Data.Id, EmployeeGroupId: 999999 }))).toEqual([
      { Code: 'invalid_employee_group', Data: 999999 },
    ]);
    const c = await client();
    expect(errorsOf(await upd({ Id: c.Id, EmployeeGroupId: 2 }))).toEqual([{ Code: 'not_an_employee', Data: c.Id }]);
    expect(errorsOf(await upd({ Id: staffId, EmployeeGroupId: 2 }))).toEqual([{ Code: 'cant_remove_employee_group_lead', Data: staffId }]);
    expect(errorsOf(await upd({ Id: staffId, EmployeeGroupId: null, FirstName: '1' }))).toEqual([
      { Code: 'invalid_first_name', Data: 'FirstName' },
      { Code: 'cant_remove_employee_group_lead', Data: staffId },
    ]);
    // Unchanged: no check; a member moves.
    expect((await upd({ Id: staffId, EmployeeGroupId: 1 })).status).toBe(200);
    expect((await upd({ Id: good.body.Data.Id, EmployeeGroupId: 3 })).body.Data.EmployeeGroupId).toBe(3);
  });
});

describe('deleting a lead', () => {
  it('leaves its group without a lead', async () => {
    const lead = await employee();
    const g = await newGroup(lead.Id);
    expect((await api(be.url, staff, 'DELETE', `${USERS}/${lead.Id}`)).status).toBe(200);
    expect(await group(g.Id)).toEqual({ ...g, LeadId: null, MemberCount: 0 });
    // The group takes a new lead as usual.
    const next = await employee();
    expect((await update({ Id: g.Id, LeadId: next.Id })).body.Data).toMatchObject({ LeadId: next.Id, MemberCount: 1 });
  });
});

/**
 * Schema step 7 on a data directory made before it, as a start of the server goes through it (in a child process:
 * PGlite cannot run in Jest). The stopped backend's data directory is turned back into one made before the step: the
 * table goes, and the group ids the users name then point nowhere, as they did then. An employee and a client in
 * group 4242 and a client in group 77 are added. Then the start: the migrations, the store, the seeds.
 */
const STEP_7_SCENARIO = (dataDir: string) => `
import { join } from 'node:path';
const src = (p) => import(join(process.cwd(), 'apps/reference-backend/src', p));
const { Database } = await src('db/database.ts');
const { MIGRATIONS } = await src('db/migrations.ts');
const { Store } = await src('domain/store.ts');
const { seedDemoAccounts, seedGeneratedUsers } = await src('db/seed.ts');
const { groupNameTaken, insertGroup, listGroups } = await src('domain/employee-groups.ts');
const db = await Database.open(${JSON.stringify(dataDir)});
const out = {};
try {
  out.members = (await db.pg.query('SELECT employee_group_id AS g FROM users WHERE employee_group_id IS NOT NULL')).rows.map((r) => r.g);
  await db.pg.exec('DROP TABLE employee_groups CASCADE; DROP INDEX users_employee_group; DELETE FROM schema_migrations WHERE version = 7;');
  const add = (email, type, group) => db.pg.query(
    "INSERT INTO users (first_name, last_name, email, user_type, employee_group_id, created_at, updated_at) VALUES ('Old', 'User', $1, $2, $3, now(), now())",
    [email, type, group],
  );
  await add('old-employee@example.com', 1, 4242);
  await add('old-client@example.com', 0, 4242);
  await add('old-client2@example.com', 0, 77);
  // The start: Database.open migrates (the same method), then the store loads and the seeds run.
  await db.migrate(MIGRATIONS);
  const store = await Store.load(db);
  await seedDemoAccounts(db, store);
  await seedGeneratedUsers(db, store, 40);
  out.applied = (await db.pg.query('SELECT 1 FROM schema_migrations WHERE version = 7')).rows.length;
  out.groups = (await listGroups(db.pg)).map((g) => [g.Id, g.Name, g.LeadId, g.MemberCount]);
  out.users = ['old-employee', 'old-client', 'old-client2', 'employee'].map((e) => store.findByEmail(e + '@example.com').EmployeeGroupId);
  out.nameTaken = await groupNameTaken(db.pg, 'group 4242');
  out.nextId = await insertGroup(db.pg, 'After', null);
  out.unknownGroupRefused = await db.pg.query('UPDATE users SET employee_group_id = 123456 WHERE id = 1').then(() => false, () => true);
} finally {
  await db.close();
}
console.log(JSON.stringify(out));
`;

describe('schema step 7 on an existing data directory', () => {
  it('keeps the groups its employees name ("Group <id>") and takes clients out of theirs', async () => {
    await stopBackend(be, open);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'employee-groups-'));
    try {
      cpSync(path.join(be.dataDir, 'db'), path.join(dataDir, 'db'), { recursive: true });
      const out = (await runWithSources(STEP_7_SCENARIO(dataDir))) as {
        members: number[];
        groups: Array<[number, string, number | null, number]>;
      } & Record<string, unknown>;
      expect(out.members.length).toBeGreaterThan(10);
      const expected = new Map<number, number>([[4242, 1]]);
      for (const g of out.members) expected.set(g, (expected.get(g) ?? 0) + 1);
      expect({ ...out, groups: [...out.groups].sort((a, b) => a[0] - b[0]) }).toEqual({
        members: out.members,
        applied: 1,
        groups: [...expected].sort((a, b) => a[0] - b[0]).map(([id, count]) => [id, `Group ${id}`, null, count]),
        users: [4242, null, null, 1],
        nameTaken: true,
        nextId: 4243,
        unknownGroupRefused: true,
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120000);
});

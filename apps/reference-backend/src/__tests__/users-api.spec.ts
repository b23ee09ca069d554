/** @jest-environment node */
import { request } from 'node:http';
import { applyQuery, type Filter } from '@brokerfront/identity-api';
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { accessToken, api, codes, PERMISSIONS, USERS } from './support';

let be: RunningBackend;
let staff: string;
let client: string;
let clientId: number;
let staffId: number;

beforeAll(async () => {
  be = await startBackend();
  staff = await accessToken(be.url, 'employee@example.com', 'Employee1');
  client = await accessToken(be.url, 'client@example.com', 'Client1');
  clientId = (await api<{ Id: number }>(be.url, client, 'GET', `${USERS}/GetCurrentUser`)).body.Data.Id;
  staffId = (await api<{ Id: number }>(be.url, staff, 'GET', `${USERS}/GetCurrentUser`)).body.Data.Id;
}, 180000);
afterAll(() => be?.stop());

interface U {
  Id: number;
  Email: string;
  FirstName: string;
  LastName: string;
  FullName: string;
  PhoneNumber: string | null;
  IsArchived: boolean;
  IsBlocked: boolean;
  IsFullyRegistered: boolean;
  EmployeeGroupId: number | null;
  AvatarFileName: string | null;
  UserType: number;
  BirthDate: string;
}

let seq = 0;
const uniq = () => `${Date.now().toString(36)}${++seq}`;
async function create(extra: Record<string, unknown> = {}): Promise<U> {
  const r = await api<U>(be.url, staff, 'POST', `${USERS}/CreateIndividual`, {
    FirstName: 'Ann',
    LastName: 'Example',
    Email: `u-${uniq()}@example.com`,
    Password: 'Secret1',
    ...extra,
  });
  expect(r.status).toBe(201);
  return r.body.Data;
}

describe('envelope and authentication', () => {
  it('answers every route in the envelope and 401 without a token', async () => {
    const r = await api(be.url, null, 'POST', `${USERS}/Search`, { PageNumber: 1, PageSize: 5 });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ Status: 401, Data: null, Errors: [{ Code: 'unauthorized', Data: 'missing bearer token' }] });
    expect((await api(be.url, null, 'GET', `${PERMISSIONS}/User/1`)).status).toBe(401);
  });

  it('answers GetCurrentUser with the whole user record', async () => {
    const r = await api<U>(be.url, client, 'GET', `${USERS}/GetCurrentUser/`);
    expect(r.body.Status).toBe(200);
    expect(r.body.Data).toMatchObject({ Email: 'client@example.com', FullName: 'Chris Client', UserType: 0, Gender: 0 });
    expect(Object.keys(r.body.Data).sort()).toEqual(
      [
        'Id',
        'FirstName',
        'LastName',
        'MiddleName',
        'Email',
        'EmailConfirmed',
        'Address',
        'City',
        'State',
        'Gender',
        'PhoneNumber',
        'UserType',
        'BirthDate',
        'CountryCode',
        'PostalCode',
        'AvatarFileName',
        'ActiveTierName',
        'ActiveTierColor',
        'IsFullyRegistered',
        'IsArchived',
        'IsBlocked',
        'InactivityLogoutMinutes',
        'CreatedAt',
        'UpdatedAt',
        'TimeZone',
        'IpWhitelist',
        'EmployeeGroupId',
        'AccountManagerId',
        'FullName',
        'SalesStatus',
      ].sort(),
    );
  });
});

describe('permission enforcement', () => {
  it('refuses the back office to a client', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['POST', `${USERS}/Search`, { PageNumber: 1, PageSize: 5 }],
      ['POST', `${USERS}/Export`, { Columns: ['Id'] }],
      ['POST', `${USERS}/CreateIndividual`, { FirstName: 'A', LastName: 'B', Email: 'x@example.com' }],
      ['POST', `${USERS}/CreateEmployee`, { FirstName: 'A', LastName: 'B', Email: 'x@example.com' }],
      ['POST', `${USERS}/RegisterAffiliateUser`, { FirstName: 'A', LastName: 'B', Email: 'x@example.com' }],
      ['POST', `${USERS}/SetIsArchived`, { UserId: staffId, IsArchived: true }],
      ['POST', `${USERS}/Promote`, { UserIds: [clientId] }],
      ['POST', `${USERS}/Assign`, { UserIds: [clientId], EmployeeGroupId: 1 }],
      ['POST', `${USERS}/Assign`, { UserIds: [clientId], AccountManagerId: staffId }],
      ['POST', `${USERS}/Comment`, { UserId: clientId, Text: 'hi' }],
      ['POST', `${USERS}/ImportAffiliateUsers`, { Users: [] }],
      ['POST', `${USERS}/SendCredentialsForClients`, { UserIds: [clientId] }],
      ['GET', `${USERS}/${staffId}`],
      ['DELETE', `${USERS}/${staffId}`],
      ['POST', `${USERS}/${staffId}/SetIsBlocked?isBlocked=true`],
      ['POST', `${USERS}/${clientId}/CreateAutoLogin`],
      ['POST', `${USERS}/Update`, { Id: staffId, FirstName: 'Hacked' }],
      ['GET', `${PERMISSIONS}/User/${staffId}`],
      ['POST', `${PERMISSIONS}/Modify`, { UserId: clientId, Grant: [], Revoke: [] }],
    ];
    for (const [method, path, body] of routes) {
      const r = await api(be.url, client, method, path, body);
      expect([path, r.status, codes(r)]).toEqual([path, 403, ['forbidden']]);
    }
  });

  it('lets a client read itself, its permissions and update its own profile but not its flags', async () => {
    expect((await api(be.url, client, 'GET', `${USERS}/${clientId}`)).status).toBe(200);
    expect((await api(be.url, client, 'GET', `${PERMISSIONS}/User/${clientId}`)).body.Data).toEqual([]);
    const own = await api<U>(be.url, client, 'POST', `${USERS}/Update`, { Id: clientId, City: 'York' });
    expect(own.status).toBe(200);
    const flags = await api(be.url, client, 'POST', `${USERS}/Update`, { Id: clientId, EmailConfirmed: false });
    expect(flags.status).toBe(403);
  });

  it('checks the permission on the resource: a grant on one user id, or the wildcard 0', async () => {
    const target = await create();
    const other = await create();
    const emp = (
      await api<U>(be.url, staff, 'POST', `${USERS}/CreateEmployee`, {
        FirstName: 'Limited',
        LastName: 'Staff',
        Email: `ls-${uniq()}@example.com`,
        Password: 'Secret1',
      })
    ).body.Data;
    await api(be.url, staff, 'POST', `${PERMISSIONS}/Modify`, {
      UserId: emp.Id,
      Grant: [{ PermissionId: 1, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: target.Id }],
      Revoke: [],
    });
    const token = await accessToken(be.url, emp.Email, 'Secret1');
    expect((await api(be.url, token, 'GET', `${USERS}/${target.Id}`)).status).toBe(200);
    expect((await api(be.url, token, 'GET', `${USERS}/${other.Id}`)).status).toBe(403);
    expect((await api(be.url, token, 'POST', `${USERS}/Search`, { PageNumber: 1, PageSize: 5 })).status).toBe(403);
    const names = await api<Array<{ UserId: number }>>(be.url, token, 'POST', `${USERS}/GetFullNameOfUsers`, [target.Id, other.Id]);
    expect(names.body.Data.map((n) => n.UserId)).toEqual([target.Id]);
  });
});

describe('create, register and update', () => {
  it('creates an individual, an employee and an affiliate user', async () => {
    const ind = await create({ PhoneNumber: '+44 20 7946 0000', CountryCode: 'gb', BirthDate: '1990-02-03T00:00:00Z' });
    expect(ind).toMatchObject({
      UserType: 0,
      PhoneNumber: '+442079460000',
      IsFullyRegistered: false,
      BirthDate: '1990-02-03T00:00:00.000Z',
    });
    expect((await create()).BirthDate).toBe('0001-01-01T00:00:00Z');
    const emp = await api<U>(be.url, staff, 'POST', `${USERS}/CreateEmployee`, {
      FirstName: 'Eve',
      LastName: 'Staff',
      Email: `e-${uniq()}@example.com`,
      EmployeeGroupId: 3,
    });
    expect(emp.status).toBe(201);
    expect(emp.body.Data).toMatchObject({ UserType: 1, EmployeeGroupId: 3 });
    const aff = await api<U>(be.url, staff, 'POST', `${USERS}/RegisterAffiliateUser`, {
      FirstName: 'Al',
      LastName: 'Affiliate',
      Email: `a-${uniq()}@example.com`,
    });
    expect(aff.status).toBe(201);
    expect(aff.body.Data.IsFullyRegistered).toBe(false);
  });

  it('answers the service codes for bad fields, all at once', async () => {
    const taken = await create({ PhoneNumber: '+15550000001' });
    const r = await api(be.url, staff, 'POST', `${USERS}/CreateIndividual`, {
      FirstName: '1234',
      LastName: '',
      Email: taken.Email,
      Password: 'short',
      PhoneNumber: '+1 555 000 0001',
      CountryCode: 'QQ',
    });
    expect(r.status).toBe(400);
    expect(codes(r).sort()).toEqual(
      [
        'email_already_taken',
        'invalid_country',
        'invalid_first_name',
        'invalid_last_name',
        'password_short',
        'PasswordRequiresUpper',
        'phone_already_in_use',
      ].sort(),
    );
    const bad = await api(be.url, staff, 'POST', `${USERS}/CreateIndividual`, { FirstName: 'Ok', LastName: 'Ok', Email: 'nope' });
    expect(codes(bad)).toEqual(['email_invalid']);
  });

  it('updates only the fields sent, and keeps e-mail and phone unique', async () => {
    const u = await create();
    const other = await create({ PhoneNumber: '+15550000002' });
    const r = await api<U>(be.url, staff, 'POST', `${USERS}/Update`, { Id: u.Id, FirstName: 'Anna', MiddleName: 'Maria' });
    expect(r.body.Data).toMatchObject({ FirstName: 'Anna', LastName: 'Example', FullName: 'Anna Maria Example', Email: u.Email });
    expect(codes(await api(be.url, staff, 'POST', `${USERS}/Update`, { Id: u.Id, Email: other.Email }))).toEqual(['email_already_taken']);
    expect(codes(await api(be.url, staff, 'POST', `${USERS}/Update`, { Id: u.Id, PhoneNumber: '+15550000002' }))).toEqual([
      'phone_already_in_use',
    ]);
    expect(codes(await api(be.url, staff, 'POST', `${USERS}/Update`, { Id: u.Id, FirstName: '' }))).toEqual(['invalid_first_name']);
    expect((await api(be.url, staff, 'POST', `${USERS}/Update`, { Id: 999999, FirstName: 'X' })).status).toBe(404);
  });
});

describe('flags and bulk operations', () => {
  it('archives once and answers already_archived the second time', async () => {
    const u = await create();
    const a = await api<U>(be.url, staff, 'POST', `${USERS}/SetIsArchived`, { UserId: u.Id, IsArchived: true });
    expect(a.body.Data.IsArchived).toBe(true);
    expect(codes(await api(be.url, staff, 'POST', `${USERS}/SetIsArchived`, { UserId: u.Id, IsArchived: true }))).toEqual([
      'already_archived',
    ]);
    expect((await api<U>(be.url, staff, 'POST', `${USERS}/SetIsArchived`, { UserId: u.Id, IsArchived: false })).body.Data.IsArchived).toBe(
      false,
    );
  });

  it('blocks and unblocks, and validates the flag', async () => {
    const u = await create();
    expect((await api<U>(be.url, staff, 'POST', `${USERS}/${u.Id}/SetIsBlocked?isBlocked=true`)).body.Data.IsBlocked).toBe(true);
    expect((await api<U>(be.url, staff, 'POST', `${USERS}/${u.Id}/SetIsBlocked?isBlocked=false`)).body.Data.IsBlocked).toBe(false);
    expect(codes(await api(be.url, staff, 'POST', `${USERS}/${u.Id}/SetIsBlocked?isBlocked=maybe`))).toEqual(['invalid_request']);
    expect(codes(await api(be.url, staff, 'POST', `${USERS}/999999/SetIsBlocked?isBlocked=true`))).toEqual(['user_not_found']);
  });

  it('promotes clients once, then answers already_promoted', async () => {
    const a = await create();
    const b = await create();
    const r = await api<U[]>(be.url, staff, 'POST', `${USERS}/Promote`, { UserIds: [a.Id, b.Id] });
    expect(r.body.Data.map((u) => u.IsFullyRegistered)).toEqual([true, true]);
    expect(codes(await api(be.url, staff, 'POST', `${USERS}/Promote`, { UserIds: [a.Id, b.Id] }))).toEqual(['already_promoted']);
  });

  it('assigns employees to an employee group (clients: not_an_employee) and records comments', async () => {
    const a = await create();
    expect(codes(await api(be.url, staff, 'POST', `${USERS}/Assign`, { UserIds: [a.Id], EmployeeGroupId: 2 }))).toEqual([
      'not_an_employee',
    ]);
    const e = await api<U>(be.url, staff, 'POST', `${USERS}/CreateEmployee`, {
      FirstName: 'Gus',
      LastName: 'Group',
      Email: `g-${uniq()}@example.com`,
    });
    const r = await api<U[]>(be.url, staff, 'POST', `${USERS}/Assign`, { UserIds: [e.body.Data.Id], EmployeeGroupId: 2 });
    expect(r.body.Data[0]?.EmployeeGroupId).toBe(2);
    const c = await api(be.url, staff, 'POST', `${USERS}/Comment`, { UserId: a.Id, Text: 'Called, will fund next week.' });
    expect(c.status).toBe(201);
    expect(c.body.Data).toMatchObject({ UserId: a.Id, Text: 'Called, will fund next week.', CreatedBy: staffId });
    expect(codes(await api(be.url, staff, 'POST', `${USERS}/Comment`, { UserId: a.Id, Text: '' }))).toEqual(['invalid_request']);
  });

  it('imports affiliate users with a status per row', async () => {
    const existing = await create({ PhoneNumber: '+15550000003' });
    const e = () => `imp-${uniq()}@example.com`;
    const dup = e();
    const rows = [
      { FirstName: 'Good', LastName: 'Row', Email: e(), PhoneNumber: '+15550000100', Country: 'DE', expect: 'Success' },
      { FirstName: '', LastName: 'Row', Email: e(), PhoneNumber: '', Country: 'DE', expect: 'InvalidFirstName' },
      { FirstName: 'Bad', LastName: '42', Email: e(), PhoneNumber: '', Country: 'DE', expect: 'InvalidLastName' },
      { FirstName: 'Bad', LastName: 'Mail', Email: 'nope', PhoneNumber: '', Country: 'DE', expect: 'InvalidEmail' },
      { FirstName: 'First', LastName: 'Dup', Email: dup, PhoneNumber: '', Country: 'DE', expect: 'Success' },
      { FirstName: 'Second', LastName: 'Dup', Email: dup, PhoneNumber: '', Country: 'DE', expect: 'DuplicateEmail' },
      { FirstName: 'Used', LastName: 'Mail', Email: existing.Email, PhoneNumber: '', Country: 'DE', expect: 'EmailAlreadyInUse' },
      { FirstName: 'Bad', LastName: 'Phone', Email: e(), PhoneNumber: 'abc', Country: 'DE', expect: 'InvalidPhoneNumber' },
      { FirstName: 'Dup', LastName: 'Phone', Email: e(), PhoneNumber: '+15550000100', Country: 'DE', expect: 'DuplicatePhoneNumber' },
      { FirstName: 'Used', LastName: 'Phone', Email: e(), PhoneNumber: '+15550000003', Country: 'DE', expect: 'PhoneNumberAlreadyInUse' },
      { FirstName: 'Bad', LastName: 'Country', Email: e(), PhoneNumber: '', Country: 'Atlantis', expect: 'InvalidCountry' },
    ];
    const r = await api<{ Results: Array<{ Status: string; UserId: number | null; Email: string }> }>(
      be.url,
      staff,
      'POST',
      `${USERS}/ImportAffiliateUsers`,
      {
        Users: rows.map(({ expect: _, ...row }) => row),
      },
    );
    expect(r.status).toBe(200);
    expect(r.body.Data.Results.map((x) => x.Status)).toEqual(rows.map((x) => x.expect));
    const first = r.body.Data.Results[0]!;
    expect((await api<U>(be.url, staff, 'GET', `${USERS}/${first.UserId}`)).body.Data.Email).toBe(first.Email);
    expect(r.body.Data.Results[1]?.UserId).toBeNull();
  });

  it('sends credentials to clients through the outbox', async () => {
    const u = await create();
    expect((await api(be.url, staff, 'POST', `${USERS}/SendCredentialsForClients`, { UserIds: [u.Id] })).body.Data).toEqual({
      Status: 'Success',
    });
    expect((await api(be.url, staff, 'POST', `${USERS}/SendCredentialsForClients`, { UserIds: [staffId] })).body.Data).toEqual({
      Status: 'ValidationError',
    });
    expect((await api(be.url, staff, 'POST', `${USERS}/SendCredentialsForClients`, { UserIds: [] })).body.Data).toEqual({
      Status: 'ValidationError',
    });
    const emp = (
      await api<U>(be.url, staff, 'POST', `${USERS}/CreateEmployee`, {
        FirstName: 'No',
        LastName: 'Rights',
        Email: `nr-${uniq()}@example.com`,
        Password: 'Secret1',
      })
    ).body.Data;
    const t = await accessToken(be.url, emp.Email, 'Secret1');
    expect((await api(be.url, t, 'POST', `${USERS}/SendCredentialsForClients`, { UserIds: [u.Id] })).body.Data).toEqual({
      Status: 'Forbidden',
    });
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const dir = `${be.dataDir}/outbox`;
    const files = readdirSync(dir).filter((f) => f.includes('credentials'));
    // A mail holding a password is readable by the server's user only.
    expect(files.map((f) => (statSync(`${dir}/${f}`).mode & 0o777).toString(8))).toEqual(files.map(() => '600'));
    const mails = files.map((f) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')));
    const mail = mails.find((m) => m.to === u.Email);
    const password = /password: (\S+)/.exec(mail.body)?.[1] as string;
    expect(await accessToken(be.url, u.Email, password)).toEqual(expect.any(String));
  });

  it('deletes a user, then answers user_not_found', async () => {
    const u = await create();
    expect((await api<U>(be.url, staff, 'DELETE', `${USERS}/${u.Id}`)).body.Data.Id).toBe(u.Id);
    expect(codes(await api(be.url, staff, 'GET', `${USERS}/${u.Id}`))).toEqual(['user_not_found']);
    expect(codes(await api(be.url, staff, 'DELETE', `${USERS}/${u.Id}`))).toEqual(['user_not_found']);
    expect(codes(await api(be.url, staff, 'GET', `${USERS}/abc`))).toEqual(['invalid_request']);
  });

  it('answers full names, leaving out unknown ids', async () => {
    const u = await create({ FirstName: 'Full', LastName: 'Name' });
    const r = await api(be.url, staff, 'POST', `${USERS}/GetFullNameOfUsers`, { UserIds: [u.Id, 999999] });
    expect(r.body.Data).toEqual([{ UserId: u.Id, FullName: 'Full Name' }]);
  });
});

describe('avatar', () => {
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0e1d6b50000000049454e44ae426082',
    'hex',
  );
  const upload = (token: string, id: number, bytes: Buffer, field = 'File') => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
    return fetch(`${be.url}${USERS}/${id}/SetAvatar`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  };

  it('stores the file under the uploads directory and serves it back', async () => {
    const res = await upload(client, clientId, png);
    expect(res.status).toBe(200);
    const user = (await res.json()).Data as U;
    expect(user.AvatarFileName).toMatch(/\.png$/);
    const served = await fetch(`${be.url}/uploads/${user.AvatarFileName}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses a file that is not an image, a wrong field, another user and an oversized upload', async () => {
    expect((await (await upload(client, clientId, Buffer.from('hello'))).json()).Errors[0].Code).toBe('invalid_request');
    expect((await upload(client, clientId, png, 'Other')).status).toBe(400);
    expect((await upload(client, staffId, png)).status).toBe(403);
    const big = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]);
    const res = await upload(client, clientId, big);
    expect(res.status).toBe(413);
    expect((await res.json()).Errors[0].Code).toBe('payload_too_large');
  });
});

describe('permissions API', () => {
  it('lists the permissions of a user and modifies them', async () => {
    const all = await api<Array<{ PermissionId: number; ResourceId: number }>>(be.url, staff, 'GET', `${PERMISSIONS}/User/${staffId}`);
    expect(all.body.Data.map((p) => p.PermissionId).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const emp = (
      await api<U>(be.url, staff, 'POST', `${USERS}/CreateEmployee`, {
        FirstName: 'Perm',
        LastName: 'Target',
        Email: `pt-${uniq()}@example.com`,
      })
    ).body.Data;
    const key = (PermissionId: number, ResourceId = 0) => ({ PermissionId, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId });
    const r = await api<Array<{ PermissionId: number; CreatedBy: number }>>(be.url, staff, 'POST', `${PERMISSIONS}/Modify`, {
      UserId: emp.Id,
      Grant: [key(1), key(3, 5)],
      Revoke: [],
    });
    expect(r.body.Data.map((p) => p.PermissionId)).toEqual([1, 3]);
    expect(r.body.Data[0]?.CreatedBy).toBe(staffId);
    const after = await api<unknown[]>(be.url, staff, 'POST', `${PERMISSIONS}/Modify`, { UserId: emp.Id, Grant: [], Revoke: [key(1)] });
    expect(after.body.Data).toEqual([expect.objectContaining({ PermissionId: 3, ResourceId: 5 })]);
  });

  it('validates the permission, its resource type, the target and the body', async () => {
    const key = { PermissionId: 99, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 };
    expect(codes(await api(be.url, staff, 'POST', `${PERMISSIONS}/Modify`, { UserId: staffId, Grant: [key], Revoke: [] }))).toEqual([
      'invalid_request',
    ]);
    const wrongType = { ...key, PermissionId: 1, ResourceType: { Id: 2, Domain: 'trading' } };
    expect(codes(await api(be.url, staff, 'POST', `${PERMISSIONS}/Modify`, { UserId: staffId, Grant: [wrongType] }))).toEqual([
      'invalid_request',
    ]);
    expect(
      codes(await api(be.url, staff, 'POST', `${PERMISSIONS}/Modify`, { UserId: clientId, Grant: [{ ...key, PermissionId: 1 }] })),
    ).toEqual(['user_not_employee']);
    expect(codes(await api(be.url, staff, 'POST', `${PERMISSIONS}/Modify`, { UserId: 999999, Grant: [] }))).toEqual(['user_not_found']);
    expect(codes(await api(be.url, staff, 'GET', `${PERMISSIONS}/User/999999`))).toEqual(['user_not_found']);
    expect(codes(await api(be.url, staff, 'POST', `${PERMISSIONS}/Modify`, { UserId: 'x' }))).toEqual(['invalid_request']);
  });
});

describe('Search', () => {
  const search = (body: unknown) => api<{ Items: U[]; TotalItems: number }>(be.url, staff, 'POST', `${USERS}/Search`, body);
  /** Every user, page by page (pages hold at most 200). */
  const all = async (): Promise<U[]> => {
    const out: U[] = [];
    for (let page = 1; ; page++) {
      const r = (await search({ PageNumber: page, PageSize: 200 })).body.Data;
      out.push(...r.Items);
      if (out.length >= r.TotalItems || r.Items.length === 0) return out;
    }
  };

  it('pages, filters and sorts exactly like the shared query engine', async () => {
    const everyone = await all();
    const queries: Array<{
      Filters: Filter[];
      Sort: Array<{ Column: string; Asc: boolean }>;
      PageNumber: number;
      PageSize: number;
      StartIndex?: number;
    }> = [
      { Filters: [], Sort: [], PageNumber: 1, PageSize: 10 },
      { Filters: [{ Op: 'eq', Field: 'UserType', Value: 1 }], Sort: [{ Column: 'LastName', Asc: true }], PageNumber: 1, PageSize: 5 },
      {
        Filters: [{ Op: 'neq', Field: 'CountryCode', Value: 'US' }],
        Sort: [{ Column: 'CreatedAt', Asc: false }],
        PageNumber: 2,
        PageSize: 7,
      },
      { Filters: [{ Op: 'lt', Field: 'Id', Value: 10 }], Sort: [], PageNumber: 1, PageSize: 50 },
      { Filters: [{ Op: 'lte', Field: 'Id', Value: '10' }], Sort: [], PageNumber: 1, PageSize: 50 },
      {
        Filters: [{ Op: 'gt', Field: 'CreatedAt', Value: '2023-01-01' }],
        Sort: [{ Column: 'Email', Asc: true }],
        PageNumber: 1,
        PageSize: 20,
      },
      {
        Filters: [{ Op: 'gte', Field: 'BirthDate', Value: '1980-01-01' }],
        Sort: [{ Column: 'BirthDate', Asc: true }],
        PageNumber: 1,
        PageSize: 20,
      },
      { Filters: [{ Op: 'like', Field: 'Email', Value: 'CLIENT@EXAMPLE.COM' }], Sort: [], PageNumber: 1, PageSize: 20 },
      {
        Filters: [{ Op: 'contains', Field: 'FullName', Value: 'an' }],
        Sort: [
          { Column: 'FullName', Asc: true },
          { Column: 'Id', Asc: false },
        ],
        PageNumber: 1,
        PageSize: 20,
      },
      { Filters: [{ Op: 'beginsWith', Field: 'LastName', Value: 's' }], Sort: [], PageNumber: 1, PageSize: 20 },
      {
        Filters: [{ Op: 'between', Field: 'CreatedAt', Value: ['2020-01-01', '2024-12-31'] }],
        Sort: [{ Column: 'ActiveTierName', Asc: true }],
        PageNumber: 1,
        PageSize: 20,
      },
      {
        Filters: [{ Op: 'in', Field: 'CountryCode', Value: ['DE', 'SE', 'SI'] }],
        Sort: [{ Column: 'CountryCode', Asc: false }],
        PageNumber: 1,
        PageSize: 20,
        StartIndex: 3,
      },
      { Filters: [{ Op: 'notIn', Field: 'Gender', Value: [0, 1] }], Sort: [], PageNumber: 1, PageSize: 20 },
      {
        Filters: [
          {
            UseAnd: false,
            Children: [
              { Op: 'eq', Field: 'CountryCode', Value: 'DE' },
              { Op: 'eq', Field: 'CountryCode', Value: 'IT' },
            ],
          },
          {
            UseAnd: true,
            Children: [
              { Op: 'eq', Field: 'IsBlocked', Value: false },
              { Op: 'contains', Field: 'MiddleName', Value: 'zz' },
            ],
          },
        ],
        Sort: [{ Column: 'PhoneNumber', Asc: true }],
        PageNumber: 1,
        PageSize: 20,
      },
    ];
    for (const q of queries) {
      const r = await search(q);
      expect(r.status).toBe(200);
      const expected = applyQuery(everyone, q);
      expect([q, r.body.Data.TotalItems, r.body.Data.Items.map((u) => u.Id)]).toEqual([
        q,
        expected.TotalItems,
        expected.Items.map((u) => u.Id),
      ]);
    }
  });

  it('answers invalid_request for unknown fields, operators, columns and malformed queries', async () => {
    const bad = [
      { PageNumber: 1, PageSize: 5, Filters: [{ Op: 'eq', Field: 'Password', Value: 'x' }] },
      { PageNumber: 1, PageSize: 5, Filters: [{ Op: 'regex', Field: 'Email', Value: '.*' }] },
      { PageNumber: 1, PageSize: 5, Filters: [{ Op: 'between', Field: 'Id', Value: 3 }] },
      { PageNumber: 1, PageSize: 5, Sort: [{ Column: 'Secret', Asc: true }] },
      { PageNumber: 0, PageSize: 5 },
      { PageNumber: 1, PageSize: 100000 },
      { PageNumber: 1 },
      { PageNumber: 'one', PageSize: 5 },
    ];
    for (const body of bad) {
      const r = await search(body);
      expect([body, r.status, codes(r)[0]]).toEqual([body, 400, 'invalid_request']);
      expect(typeof r.body.Errors[0]?.Data).toBe('string');
    }
  });
});

describe('bad input', () => {
  it('answers 400 for malformed JSON, an empty body and wrong types', async () => {
    const malformed = await api(be.url, staff, 'POST', `${USERS}/CreateIndividual`, '{"FirstName": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.Errors[0]?.Code).toBe('invalid_request');
    expect(String(malformed.body.Errors[0]?.Data)).toMatch(/malformed JSON/);
    const wrongType = await api(be.url, staff, 'POST', `${USERS}/CreateIndividual`, { FirstName: 5, LastName: 'X', Email: 'a@b.cd' });
    expect(wrongType.body.Errors).toEqual([{ Code: 'invalid_request', Data: expect.stringMatching(/^FirstName: /) }]);
    const missing = await api(be.url, staff, 'POST', `${USERS}/CreateIndividual`, {});
    expect(missing.body.Errors.map((e) => e.Data)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^FirstName/), expect.stringMatching(/^LastName/), expect.stringMatching(/^Email/)]),
    );
    const empty = await api(be.url, staff, 'POST', `${USERS}/Search`, '', { 'content-type': 'application/json' });
    expect(empty.status).toBe(400);
    expect((await api(be.url, staff, 'POST', `${USERS}/Search`, 'x', { 'content-type': 'text/csv' })).status).toBe(415);
  });

  it('answers 413 for an oversized body and writes nothing', async () => {
    const before = (await api<{ TotalItems: number }>(be.url, staff, 'POST', `${USERS}/Search`, { PageNumber: 1, PageSize: 1 })).body.Data
      .TotalItems;
    const rows = Array.from({ length: 20000 }, (_, i) => ({
      FirstName: 'Big',
      LastName: 'Import',
      Email: `big${i}@example.com`,
      PhoneNumber: '',
      Country: 'DE',
    }));
    const r = await api(be.url, staff, 'POST', `${USERS}/ImportAffiliateUsers`, { Users: rows });
    expect(r.status).toBe(413);
    expect(codes(r)).toEqual(['payload_too_large']);
    const after = (await api<{ TotalItems: number }>(be.url, staff, 'POST', `${USERS}/Search`, { PageNumber: 1, PageSize: 1 })).body.Data
      .TotalItems;
    expect(after).toBe(before);
  });

  it('reads the rest of an oversized body before answering 413, so a client still sending gets the answer', async () => {
    // A client that declares 3 MiB and sends it in two halves with a pause: the server refuses on the declared
    // length at once, but must not close the connection while the client is still writing (EPIPE on its side).
    const half = Buffer.alloc(1.5 * 1024 * 1024, 0x20);
    const { origin } = new URL(be.url);
    const outcome = await new Promise<{ status: number; body: string; sendError: string | null }>((resolve) => {
      let sendError: string | null = null;
      let answer: { status: number; body: string } | null = null;
      let sent = false;
      const settle = (): void => {
        if (answer && sent) resolve({ ...answer, sendError });
      };
      const req = request(`${origin}${USERS}/ImportAffiliateUsers`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${staff}`,
          'content-type': 'application/json',
          'content-length': String(half.length * 2),
        },
      });
      req.on('error', (e) => {
        sendError = (e as NodeJS.ErrnoException).code ?? e.message;
        sent = true;
        answer ??= { status: 0, body: '' };
        settle();
      });
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => {
          answer = { status: res.statusCode ?? 0, body };
          settle();
        });
      });
      req.on('close', () => {
        if (sent) return;
        sendError = 'closed before the body was sent';
        sent = true;
        answer ??= { status: 0, body: '' };
        settle();
      });
      req.write(half);
      setTimeout(
        () =>
          req.end(half, () => {
            sent = true;
            settle();
          }),
        300,
      );
    });
    expect(outcome).toMatchObject({ status: 413, sendError: null });
    expect(JSON.parse(outcome.body).Errors[0].Code).toBe('payload_too_large');
  });

  it('answers 404 in the envelope for an unknown route', async () => {
    const r = await api(be.url, staff, 'GET', '/identity/api/v1/nothing');
    expect(r.status).toBe(404);
    expect(codes(r)).toEqual(['not_found']);
  });
});

/**
 * Integration tests of every call against the reference backend (a child process on loopback).
 * @jest-environment node
 */
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { Gender, UserType, type Filter, type User } from '../index';
import { ImportStatus, SendCredentialsStatus } from '../entities/results';
import { ServiceError } from '../errors/service-error';
import { createIdentityServices, type IdentityServices } from '../services';
import { filterCaseRows, filterCases, queryCases } from '../testing/filter-cases';

jest.setTimeout(120_000);

let be: RunningBackend;
let staff: IdentityServices;
let client: IdentityServices;
let clientId: number;

async function login(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/identity/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'brokerfront-web',
      client_secret: 'brokerfront-web-secret',
      scope: 'openid profile offline_access identity gateway',
      grant_type: 'password',
      email,
      password,
    }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`login of ${email} failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

function services(url: string, token: string | null): IdentityServices {
  const u = new URL(url);
  return createIdentityServices({
    service: { protocol: 'http', host: u.hostname, port: u.port, root: 'identity' },
    accessTokenFactory: () => token,
    openWindow: () => null,
    notify: () => undefined,
  });
}

beforeAll(async () => {
  be = await startBackend({ env: { ACCESS_TOKEN_SECONDS: '600' } });
  staff = services(be.url, await login(be.url, 'employee@example.com', 'Employee1'));
  client = services(be.url, await login(be.url, 'client@example.com', 'Client1'));
  clientId = (await client.users.getCurrentUser()).Id;
}, 180_000);
afterAll(() => be?.stop());

let seq = 0;
const uniqueEmail = (name: string) => `${name}.it${++seq}@example.com`;

describe('users calls', () => {
  it('GetCurrentUser answers the signed-in user with wire enums and the unset birth date rule', async () => {
    const me = await client.users.getCurrentUser();
    expect(me.Email).toBe('client@example.com');
    expect(me.UserType).toBe(UserType.Individual);
    expect(typeof me.Id).toBe('number');
    expect(typeof me.BirthDate).toBe('string');
  });

  it('rejects calls without a token with 401', async () => {
    const error = (await services(be.url, null)
      .users.getCurrentUser()
      .catch((e: unknown) => e)) as ServiceError;
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.status).toBe(401);
    expect(error.codes).toEqual(['unauthorized']);
  });

  it('creates, reads, updates, archives, blocks and deletes an individual', async () => {
    const email = uniqueEmail('life');
    const created = await staff.users.createIndividual({
      FirstName: 'Life',
      LastName: 'Cycle',
      Email: email,
      Password: 'Secret1',
      Gender: Gender.Female,
    });
    expect(created).toMatchObject({
      FirstName: 'Life',
      LastName: 'Cycle',
      Email: email,
      Gender: Gender.Female,
      UserType: UserType.Individual,
    });

    await expect(staff.users.getUser(created.Id)).resolves.toMatchObject({ Id: created.Id });
    const updated = await staff.users.update({ Id: created.Id, City: 'Oslo', BirthDate: '1990-05-01T00:00:00Z' });
    expect(updated.City).toBe('Oslo');

    const archived = await staff.users.setIsArchived({ UserId: created.Id, IsArchived: true });
    expect(archived.IsArchived).toBe(true);
    await expect(staff.users.setIsArchived({ UserId: created.Id, IsArchived: true })).rejects.toThrow('User is already archived.');

    expect((await staff.users.setIsBlocked(created.Id, true)).IsBlocked).toBe(true);
    expect((await staff.users.setIsBlocked(created.Id, false)).IsBlocked).toBe(false);

    const deleted = await staff.users.deleteUser(created.Id);
    expect(deleted.Id).toBe(created.Id);
    const gone = (await staff.users.getUser(created.Id).catch((e: unknown) => e)) as ServiceError;
    expect(gone.status).toBe(404);
    expect(gone.message).toBe('User not found.');
  });

  it('creates an employee and a registered affiliate user', async () => {
    const employee = await staff.users.createEmployee({
      FirstName: 'Emma',
      LastName: 'Staff',
      Email: uniqueEmail('emma'),
      Password: 'Secret1',
    });
    expect(employee.UserType).toBe(UserType.Employee);
    const affiliate = await staff.users.registerAffiliateUser({
      FirstName: 'Aff',
      LastName: 'Iliate',
      Email: uniqueEmail('aff'),
      CountryCode: 'DE',
    });
    expect(affiliate.UserType).toBe(UserType.Individual);
  });

  it('reports validation errors with catalogue messages', async () => {
    await expect(
      staff.users.createIndividual({ FirstName: 'Dup', LastName: 'Mail', Email: 'client@example.com', Password: 'Secret1' }),
    ).rejects.toThrow('Email already in use.');
    await expect(
      staff.users.createIndividual({ FirstName: 'Weak', LastName: 'Pass', Email: uniqueEmail('weak'), Password: 'secret1' }),
    ).rejects.toThrow('Password requires upper case letter.');
  });

  it('promotes, assigns and comments', async () => {
    const u = await staff.users.createIndividual({ FirstName: 'Pro', LastName: 'Mote', Email: uniqueEmail('pro'), Password: 'Secret1' });
    const promoted = await staff.users.promote({ UserIds: [u.Id] }).catch((e: unknown) => e);
    if (promoted instanceof ServiceError) expect(promoted.message).toBe('Clients are already active.');
    else expect((promoted as User[]).every((x) => x.IsFullyRegistered)).toBe(true);
    const assigned = await staff.users.assign({ UserIds: [u.Id], EmployeeGroupId: null });
    expect(assigned[0]).toMatchObject({ Id: u.Id, EmployeeGroupId: null });
    const comment = await staff.users.comment({ UserId: u.Id, Text: 'Called back' });
    expect(comment).toMatchObject({ UserId: u.Id, Text: 'Called back' });
  });

  it('imports affiliate users with a status per row', async () => {
    const email = uniqueEmail('imp');
    const result = await staff.users.importAffiliateUsers({
      Users: [
        { FirstName: 'Imp', LastName: 'Orted', Email: email, PhoneNumber: '', Country: 'SE' },
        { FirstName: 'Imp', LastName: 'Again', Email: email, PhoneNumber: '', Country: 'SE' },
        { FirstName: 'Bad', LastName: 'Country', Email: uniqueEmail('bad'), PhoneNumber: '', Country: 'XX' },
      ],
    });
    expect(result.Results.map((r) => r.Status)).toEqual([ImportStatus.Success, ImportStatus.DuplicateEmail, ImportStatus.InvalidCountry]);
    expect(typeof result.Results[0].UserId).toBe('number');
  });

  it('sends credentials to clients', async () => {
    const result = await staff.users.sendCredentialsForClients({ UserIds: [clientId] });
    expect(Object.values(SendCredentialsStatus)).toContain(result.Status);
    const refused = (await client.users.sendCredentialsForClients({ UserIds: [clientId] }).catch((e: unknown) => e)) as ServiceError;
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('Code: forbidden, Data = users.send-credentials');
  });

  it('creates an auto-login token and URL', async () => {
    const result = await staff.users.createAutoLogin(clientId);
    expect(typeof result.Token).toBe('string');
    expect(result.URL).toContain(encodeURIComponent(result.Token).slice(0, 8));
  });

  it('uploads an avatar as multipart File', async () => {
    const png = Uint8Array.from(
      Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
    );
    const user = await client.users.setAvatar(clientId, new Blob([png], { type: 'image/png' }), 'me.png');
    expect(user.AvatarFileName).toMatch(/\.png$/);
    await expect(client.users.setAvatar(clientId, new Blob(['not an image']), 'x.txt')).rejects.toThrow(/Code: invalid_request/);
  });

  it('looks up full names in one batch, Unknown for missing ids', async () => {
    const me = await client.users.getCurrentUser();
    const [a, b] = await Promise.all([staff.fullNames.get(me.Id), staff.fullNames.get(999_999)]);
    expect(a).toBe(me.FullName);
    expect(b).toBe('Unknown');
    await expect(staff.users.getFullNameOfUsers([me.Id])).resolves.toEqual([{ UserId: me.Id, FullName: me.FullName }]);
  });

  it('searches with paging and rejects unknown fields', async () => {
    const page = await staff.users.search({
      PageNumber: 1,
      PageSize: 5,
      Filters: [{ Op: 'like', Field: 'Email', Value: 'CLIENT@EXAMPLE.COM' }],
      Sort: [],
    });
    expect(page.TotalItems).toBe(1);
    expect(page.Items[0].Email).toBe('client@example.com');
    const error = (await staff.users
      .search({ PageNumber: 1, PageSize: 5, Filters: [{ Op: 'eq', Field: 'Password', Value: 'x' }], Sort: [] })
      .catch((e: unknown) => e)) as ServiceError;
    expect(error.status).toBe(400);
    expect(error.codes).toEqual(['invalid_request']);
  });
});

describe('permissions calls', () => {
  it('lists, grants and revokes', async () => {
    const mine = await client.permissions.getUserPermissions(clientId);
    expect(Array.isArray(mine)).toBe(true);
    const employee = await staff.users.createEmployee({
      FirstName: 'Perm',
      LastName: 'Target',
      Email: uniqueEmail('perm'),
      Password: 'Secret1',
    });
    const key = { PermissionId: 1, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 };
    const granted = await staff.permissions.modify({ UserId: employee.Id, Grant: [key], Revoke: [] });
    expect(granted.some((p) => p.PermissionId === 1 && p.ResourceId === 0 && p.UserId === employee.Id)).toBe(true);
    await expect(staff.permissions.getUserPermissions(employee.Id)).resolves.toEqual(granted);
    const revoked = await staff.permissions.modify({ UserId: employee.Id, Grant: [], Revoke: [key] });
    expect(revoked.some((p) => p.PermissionId === 1 && p.ResourceId === 0)).toBe(false);
  });

  it('refuses Modify to a client', async () => {
    const error = (await client.permissions
      .modify({ UserId: clientId, Grant: [{ PermissionId: 12, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 }], Revoke: [] })
      .catch((e: unknown) => e)) as ServiceError;
    expect(error.status).toBe(403);
  });
});

describe('the shared filter table on the backend', () => {
  // The rows are created as users whose e-mail carries a marker; cases on fields the service sets
  // itself (Id values, CreatedAt, EmployeeGroupId) stay with the unit tests.
  const SERVER_SET = new Set(['Id', 'CreatedAt', 'EmployeeGroupId']);
  const marker: Filter = { Op: 'contains', Field: 'Email', Value: '.fcrun@' };
  const idOf = new Map<number, number>();

  beforeAll(async () => {
    for (const row of filterCaseRows) {
      const [local, domain] = row.Email.split('@');
      const body = {
        FirstName: row.FirstName,
        LastName: row.LastName,
        Email: `${local}.fcrun@${domain}`,
        Password: 'Secret1',
        CountryCode: row.CountryCode,
        Gender: row.Gender as Gender,
      };
      const user = row.UserType === UserType.Employee ? await staff.users.createEmployee(body) : await staff.users.createIndividual(body);
      if (row.IsBlocked) await staff.users.setIsBlocked(user.Id, true);
      idOf.set(row.Id, user.Id);
    }
  });

  const fieldsOf = (filters: Filter[]): string[] =>
    filters.flatMap((f) => (f.Children?.length ? fieldsOf(f.Children) : f.Field ? [f.Field] : []));
  const portable = filterCases.filter((c) => fieldsOf(c.filters).every((f) => !SERVER_SET.has(f)));

  it.each(portable.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const page = await staff.users.search({
      PageNumber: 1,
      PageSize: 100,
      Filters: [marker, ...c.filters],
      Sort: [{ Column: 'Id', Asc: true }],
    });
    expect(page.Items.map((u) => u.Id)).toEqual(c.expectedIds.map((id) => idOf.get(id)));
  });

  it.each(queryCases.filter((c) => fieldsOf(c.query.Filters).every((f) => !SERVER_SET.has(f))).map((c) => [c.name, c] as const))(
    'query: %s',
    async (_, c) => {
      const page = await staff.users.search({ ...c.query, Filters: [marker, ...c.query.Filters] });
      expect(page.Items.map((u) => u.Id)).toEqual(c.expectedIds.map((id) => idOf.get(id)));
      expect(page.TotalItems).toBe(c.expectedTotal);
    },
  );
});

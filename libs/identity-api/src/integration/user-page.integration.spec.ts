/**
 * Integration tests of the user page's calls against the reference backend (a child process on loopback, its own
 * data directory): comments and their readback, the audit trail, the sales status, employee groups, and suspending
 * and resuming a permission.
 * @jest-environment node
 */
import { PermissionId, IDENTITY_USERS_RESOURCE_TYPE } from '@brokerfront/permissions';
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { SalesStatus, UserType } from '../index';
import { ServiceError } from '../errors/service-error';
import { createIdentityServices, type IdentityServices } from '../services';

jest.setTimeout(120_000);

let be: RunningBackend;
let staff: IdentityServices;
let seq = 0;

async function login(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/identity/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'brokerfront-web',
      client_secret: 'brokerfront-web-secret',
      grant_type: 'password',
      email,
      password,
    }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`login of ${email} failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

function services(url: string, token: string): IdentityServices {
  const u = new URL(url);
  return createIdentityServices({
    service: { protocol: 'http', host: u.hostname, port: u.port, root: 'identity' },
    accessTokenFactory: () => token,
    openWindow: () => null,
    notify: () => undefined,
  });
}

/** The codes of a refused call. */
async function refusal(call: Promise<unknown>): Promise<string[]> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return (error as ServiceError).codes;
}

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq += 1)}`;

beforeAll(async () => {
  be = await startBackend();
  staff = services(be.url, await login(be.url, 'employee@example.com', 'Employee1'));
}, 180_000);
afterAll(() => be?.stop());

describe('comments, sales status and the audit trail', () => {
  it('reads comments back newest first, sets the sales status, and finds both in the audit trail', async () => {
    const client = await staff.users.createIndividual({ FirstName: 'Page', LastName: 'Client', Email: `${unique('page.')}@example.com` });
    expect(client.SalesStatus).toBe(SalesStatus.New);

    const first = await staff.users.comment({ UserId: client.Id, Text: 'First call.' });
    const second = await staff.users.comment({ UserId: client.Id, Text: 'Second call.' });
    const comments = await staff.users.getComments(client.Id);
    expect(comments.map((c) => c.Id)).toEqual([second.Id, first.Id]);
    expect(await staff.users.getComments(client.Id, { limit: 1, beforeId: second.Id })).toEqual([
      expect.objectContaining({ Id: first.Id, Text: 'First call.' }),
    ]);

    const updated = await staff.users.updateSalesStatus({ UserId: client.Id, SalesStatus: SalesStatus.Interested });
    expect(updated.SalesStatus).toBe(SalesStatus.Interested);
    const me = await staff.users.getCurrentUser();
    expect(await refusal(staff.users.updateSalesStatus({ UserId: me.Id, SalesStatus: SalesStatus.New }))).toEqual([
      'sales_status_clients_only',
    ]);

    const audit = await staff.users.getAudit(client.Id, { limit: 10 });
    expect(audit.map((r) => r.Action)).toEqual(expect.arrayContaining(['user.sales_status_changed', 'user.commented', 'user.created']));
    expect(audit.find((r) => r.Action === 'user.sales_status_changed')).toMatchObject({
      ActorId: me.Id,
      TargetId: client.Id,
      Details: { From: 'New', To: 'Interested' },
    });
    // Newest first.
    expect([...audit].sort((a, b) => b.Id - a.Id)).toEqual(audit);
  });
});

describe('employee groups', () => {
  it('lists, creates and renames groups; a taken name is refused in words', async () => {
    const groups = await staff.employeeGroups.getEmployeeGroups();
    expect(groups.length).toBeGreaterThan(0);
    const name = unique('Desk ');
    const created = await staff.employeeGroups.createEmployeeGroup({ Name: name });
    expect(created).toMatchObject({ Name: name, LeadId: null, MemberCount: 0 });
    expect(await refusal(staff.employeeGroups.createEmployeeGroup({ Name: name.toUpperCase() }))).toEqual([
      'employee_group_name_already_exists',
    ]);
    const renamed = await staff.employeeGroups.updateEmployeeGroup({ Id: created.Id, Name: `${name} East` });
    expect(renamed.Name).toBe(`${name} East`);
    expect((await staff.employeeGroups.getEmployeeGroups()).map((g) => g.Id)).toContain(created.Id);

    const employee = await staff.users.createEmployee({
      FirstName: 'Group',
      LastName: 'Member',
      Email: `${unique('member.')}@example.com`,
    });
    const [moved] = await staff.users.assign({ UserIds: [employee.Id], EmployeeGroupId: created.Id });
    expect(moved?.EmployeeGroupId).toBe(created.Id);
    const client = await staff.users.createIndividual({ FirstName: 'Not', LastName: 'Staff', Email: `${unique('client.')}@example.com` });
    expect(await refusal(staff.users.assign({ UserIds: [client.Id], EmployeeGroupId: created.Id }))).toEqual(['not_an_employee']);
  });
});

describe('suspend and resume', () => {
  it('suspends a grant (kept, granting nothing) and resumes it', async () => {
    const employee = await staff.users.createEmployee({ FirstName: 'Sus', LastName: 'Pend', Email: `${unique('suspend.')}@example.com` });
    expect(employee.UserType).toBe(UserType.Employee);
    const grant = { PermissionId: PermissionId.UsersRead, ResourceType: { ...IDENTITY_USERS_RESOURCE_TYPE }, ResourceId: 0 };
    await staff.permissions.modify({ UserId: employee.Id, Grant: [grant] });
    const suspended = await staff.permissions.modify({ UserId: employee.Id, Suspend: [grant] });
    const me = await staff.users.getCurrentUser();
    expect(suspended).toEqual([expect.objectContaining({ PermissionId: PermissionId.UsersRead, IsSuspended: true, SuspendedBy: me.Id })]);
    const resumed = await staff.permissions.modify({ UserId: employee.Id, Resume: [grant] });
    expect(resumed).toEqual([expect.objectContaining({ PermissionId: PermissionId.UsersRead, IsSuspended: false })]);
    const notHeld = { ...grant, PermissionId: PermissionId.UsersDelete };
    expect(await refusal(staff.permissions.modify({ UserId: employee.Id, Suspend: [notHeld] }))).toEqual(['permission_not_held']);
  });
});

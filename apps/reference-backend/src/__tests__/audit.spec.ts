/** @jest-environment node */
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import type { AuditRecord } from '../domain/audit';
import {
  accessToken,
  api,
  codes,
  createSignedInUser,
  createUser,
  grantKey,
  PERMISSIONS,
  searchAudit,
  signInDemoEmployee,
  stopBackend,
  uniq,
  USERS,
} from './support';

let be: RunningBackend;
let admin: string;
let adminId: number;

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da636400010000050001', 'hex');

/** The audit trail of one user, as the administrator reads it. */
async function trail(userId: number, query = ''): Promise<AuditRecord[]> {
  const r = await api<AuditRecord[]>(be.url, admin, 'GET', `${USERS}/${userId}/Audit${query}`);
  expect(r.status).toBe(200);
  return r.body.Data;
}

/** A new client created by the administrator. */
const client = (): Promise<{ Id: number; Email: string }> =>
  createUser(be.url, admin, 'client', { FirstName: 'Audit', LastName: 'Client', Email: `au-${uniq()}@example.com`, Password: 'Secret1' });

/** A new employee holding the given wildcard permissions, with a token. */
async function employee(...permissionIds: number[]): Promise<{ id: number; token: string }> {
  const names = { FirstName: 'Audit', LastName: 'Staff', Email: `aue-${uniq()}@example.com`, Password: 'Secret1' };
  const { user, token } = await createSignedInUser(
    be.url,
    admin,
    'employee',
    names,
    permissionIds.map((id) => grantKey(id)),
  );
  return { id: user.Id, token };
}

beforeAll(async () => {
  be = await startBackend();
  ({ token: admin, id: adminId } = await signInDemoEmployee(be.url));
}, 180000);
afterAll(() => stopBackend(be));

describe('what is recorded', () => {
  it('records every employee action on a user, newest first, with who, whom and from where', async () => {
    const u = await client();
    const post = (path: string, body?: unknown) => api(be.url, admin, 'POST', `${USERS}/${path}`, body);
    await post('Update', { Id: u.Id, City: 'Oslo', FirstName: 'Audit' });
    await post(`${u.Id}/SetIsBlocked?isBlocked=true`);
    await post(`${u.Id}/SetIsBlocked?isBlocked=false`);
    await post('SetIsArchived', { UserId: u.Id, IsArchived: true });
    await post('SetIsArchived', { UserId: u.Id, IsArchived: false });
    await post('Promote', { UserIds: [u.Id] });
    await post('Assign', { UserIds: [u.Id], AccountManagerId: adminId });
    await post('Comment', { UserId: u.Id, Text: 'Called.' });
    const form = new FormData();
    form.append('File', new Blob([PNG], { type: 'image/png' }), 'a.png');
    await fetch(`${be.url}${USERS}/${u.Id}/SetAvatar`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    await post('SendCredentialsForClients', { UserIds: [u.Id] });
    await post(`${u.Id}/CreateAutoLogin`);
    const records = (await trail(u.Id)).filter((r) => !/^(login|token|session)\./.test(r.Action));
    expect(records.map((r) => r.Action)).toEqual([
      'autologin.created',
      'user.credentials_sent',
      'user.avatar_set',
      'user.commented',
      'user.assigned',
      'user.promoted',
      'user.unarchived',
      'user.archived',
      'user.unblocked',
      'user.blocked',
      'user.updated',
      'user.created',
    ]);
    expect(records.every((r) => r.ActorId === adminId && r.TargetId === u.Id && r.Outcome === 'success')).toBe(true);
    expect(records.find((r) => r.Action === 'user.updated')?.Details).toEqual({ Fields: ['City'] });
    expect(records[0]).toMatchObject({ Ip: '127.0.0.1', UserAgent: expect.any(String), At: expect.stringMatching(/Z$/) });
    expect(JSON.stringify(records)).not.toMatch(/password|Token/i);
    const ids = records.map((r) => r.Id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('records deletes, imports and permission changes with the granted and revoked lists', async () => {
    const u = await client();
    await api(be.url, admin, 'DELETE', `${USERS}/${u.Id}`);
    const email = `imp-${uniq()}@example.com`;
    await api(be.url, admin, 'POST', `${USERS}/ImportAffiliateUsers`, {
      Users: [
        { FirstName: 'Imp', LastName: 'Orted', Email: email, PhoneNumber: '', Country: 'DE' },
        { FirstName: '', LastName: 'Bad', Email: `x-${uniq()}@example.com`, PhoneNumber: '', Country: 'DE' },
      ],
    });
    const e = await employee(1);
    await api(be.url, admin, 'POST', `${PERMISSIONS}/Modify`, {
      UserId: e.id,
      Grant: [grantKey(5), grantKey(3, 7)],
      Revoke: [grantKey(1)],
    });
    const search = (q: string) => searchAudit(be.url, admin, q);
    expect((await search(`action=user.deleted&targetId=${u.Id}`))[0]).toMatchObject({ ActorId: adminId, Details: { Email: u.Email } });
    expect((await search('action=users.imported&limit=1'))[0]?.Details).toMatchObject({ Rows: 2, Created: 1, Rejected: 1 });
    const perm = (await search(`action=permissions.modified&targetId=${e.id}&limit=1`))[0];
    expect(perm?.Details).toEqual({
      Granted: [
        { PermissionId: 5, Name: 'users.block', ResourceId: 0 },
        { PermissionId: 3, Name: 'users.update@7', ResourceId: 7 },
      ],
      Revoked: [{ PermissionId: 1, Name: 'users.read', ResourceId: 0 }],
    });
  });

  it('records denied attempts with the refusal code', async () => {
    const e = await employee(5);
    await api(be.url, e.token, 'POST', `${USERS}/${adminId}/SetIsBlocked?isBlocked=true`);
    await api(be.url, e.token, 'DELETE', `${USERS}/${adminId}`);
    const denied = await searchAudit(be.url, admin, `action=access.denied&actorId=${e.id}`);
    expect(denied.map((r) => [r.Outcome, r.TargetId, r.Details?.['code'], r.Details?.['action']])).toEqual([
      ['denied', adminId, 'forbidden', 'user.delete'],
      ['denied', adminId, 'target_more_privileged', 'user.block'],
    ]);
  });
});

describe('reading the trail', () => {
  it("answers a user's records as target or actor, pages backwards with beforeId and limit", async () => {
    const e = await employee(1, 3);
    const u = await client();
    await api(be.url, e.token, 'POST', `${USERS}/Update`, { Id: u.Id, City: 'Rome' });
    await api(be.url, e.token, 'POST', `${USERS}/Update`, { Id: u.Id, City: 'Milan' });
    const all = await trail(e.id);
    // As actor (the two updates) and as target (its creation and its grants); sign-ins are recorded too.
    const actions = all.map((r) => r.Action).filter((a) => !/^(login|token|session)\./.test(a));
    expect(actions).toEqual(['user.updated', 'user.updated', 'permissions.modified', 'user.created']);
    expect(all.filter((r) => r.Action === 'user.updated').every((r) => r.ActorId === e.id && r.TargetId === u.Id)).toBe(true);
    const first = await trail(e.id, '?limit=2');
    expect(first.map((r) => r.Id)).toEqual(all.slice(0, 2).map((r) => r.Id));
    const next = await trail(e.id, `?limit=2&beforeId=${first[1]?.Id}`);
    expect(next.map((r) => r.Id)).toEqual(all.slice(2, 4).map((r) => r.Id));
  });

  it('needs users.read on the user and at least its privileges; the search needs permissions.read', async () => {
    const reader = await employee(1);
    const u = await client();
    expect((await api(be.url, reader.token, 'GET', `${USERS}/${u.Id}/Audit`)).status).toBe(200);
    const up = await api(be.url, reader.token, 'GET', `${USERS}/${adminId}/Audit`);
    expect([up.status, codes(up)]).toEqual([403, ['target_more_privileged']]);
    const search = await api(be.url, reader.token, 'GET', `${USERS}/Audit`);
    expect(search.body.Errors).toEqual([{ Code: 'forbidden', Data: 'permissions.read' }]);
    const clientToken = await accessToken(be.url, 'client@example.com', 'Client1');
    expect(codes(await api(be.url, clientToken, 'GET', `${USERS}/2/Audit`))).toEqual(['forbidden']);
    const auditor = await employee(11);
    expect((await api(be.url, auditor.token, 'GET', `${USERS}/Audit?limit=5`)).status).toBe(200);
  });

  it('answers 400 for bad parameters and 404 for an unknown user', async () => {
    expect(codes(await api(be.url, admin, 'GET', `${USERS}/Audit?limit=0`))).toEqual(['invalid_request']);
    expect(codes(await api(be.url, admin, 'GET', `${USERS}/Audit?actorId=abc`))).toEqual(['invalid_request']);
    expect(codes(await api(be.url, admin, 'GET', `${USERS}/Audit?action=DROP%20TABLE`))).toEqual(['invalid_request']);
    expect(codes(await api(be.url, admin, 'GET', `${USERS}/1/Audit?limit=501`))).toEqual(['invalid_request']);
    expect(codes(await api(be.url, admin, 'GET', `${USERS}/999999/Audit`))).toEqual(['user_not_found']);
  });
});

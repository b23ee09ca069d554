/** @jest-environment node */
import type { HubConnection } from '@microsoft/signalr';
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import {
  accessToken,
  api,
  CLIENT,
  codes,
  createSignedInUser,
  createUser,
  grantKey,
  hubConnection,
  passwordLogin,
  PERMISSIONS,
  signInDemoEmployee,
  stopBackend,
  tokenRequest,
  uniq,
  USERS,
  type ApiAnswer,
} from './support';

let be: RunningBackend;
let admin: string;
let adminId: number;

interface U {
  Id: number;
  Email: string;
  IsBlocked: boolean;
  EmailConfirmed: boolean;
  UserType: number;
}

const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const P = { read: 1, update: 3, delete: 4, block: 5, archive: 6, sendCredentials: 8, autoLogin: 9, permRead: 11, modify: 12 };

/** A new employee holding the given wildcard permissions, with a signed-in token. */
async function employee(...permissionIds: number[]): Promise<{ id: number; email: string; token: string }> {
  const email = `ac-${uniq()}@example.com`;
  const names = { FirstName: 'Acl', LastName: 'Staff', Email: email, Password: 'Secret1' };
  const { user, token } = await createSignedInUser(
    be.url,
    admin,
    'employee',
    names,
    permissionIds.map((id) => grantKey(id)),
  );
  return { id: user.Id, email, token };
}

/** A new client that has signed in: its id, e-mail, access and refresh tokens. */
async function client(): Promise<{ id: number; email: string; token: string; refresh: string }> {
  const email = `acc-${uniq()}@example.com`;
  const { Id } = await createUser(be.url, admin, 'client', { FirstName: 'Acl', LastName: 'Client', Email: email, Password: 'Secret1' });
  const login = await passwordLogin(be.url, email, 'Secret1');
  return { id: Id, email, token: login.body['access_token'] as string, refresh: login.body['refresh_token'] as string };
}

/** Expects a 403 envelope with one error of `code`. */
function expect403(r: ApiAnswer, code: string): void {
  expect(r.status).toBe(403);
  expect(r.body.Status).toBe(403);
  expect(codes(r)).toEqual([code]);
}

const refresh = (token: string) => tokenRequest(be.url, { ...CLIENT, grant_type: 'refresh_token', refresh_token: token });

beforeAll(async () => {
  be = await startBackend();
  ({ token: admin, id: adminId } = await signInDemoEmployee(be.url));
}, 180000);
afterAll(() => stopBackend(be));

describe('the escalations found in testing are refused', () => {
  it('an auto-login holder cannot create an auto-login token for the administrator', async () => {
    const e = await employee(P.autoLogin);
    expect403(await api(be.url, e.token, 'POST', `${USERS}/${adminId}/CreateAutoLogin`), 'autologin_individuals_only');
    const c = await client();
    expect((await api(be.url, e.token, 'POST', `${USERS}/${c.id}/CreateAutoLogin`)).status).toBe(200);
  });

  it('a permissions.modify holder cannot grant itself anything, nor grant what it lacks, nor touch the administrator', async () => {
    const e = await employee(P.modify);
    expect403(
      await api(be.url, e.token, 'POST', `${PERMISSIONS}/Modify`, { UserId: e.id, Grant: ALL.map((id) => grantKey(id)) }),
      'cannot_modify_own_permissions',
    );
    const other = await employee();
    expect403(
      await api(be.url, e.token, 'POST', `${PERMISSIONS}/Modify`, { UserId: other.id, Grant: [grantKey(P.delete)] }),
      'cannot_grant_unheld_permission',
    );
    expect403(
      await api(be.url, e.token, 'POST', `${PERMISSIONS}/Modify`, { UserId: adminId, Revoke: [grantKey(P.modify)] }),
      'target_more_privileged',
    );
    expect((await api(be.url, e.token, 'POST', `${PERMISSIONS}/Modify`, { UserId: other.id, Grant: [grantKey(P.modify)] })).status).toBe(
      200,
    );
    const own = await api<Array<{ PermissionId: number }>>(be.url, admin, 'GET', `${PERMISSIONS}/User/${e.id}`);
    expect(own.body.Data.map((p) => p.PermissionId)).toEqual([P.modify]);
    expect((await api<unknown[]>(be.url, admin, 'GET', `${PERMISSIONS}/User/${adminId}`)).body.Data).toHaveLength(12);
  });

  it('a users.update holder cannot unconfirm or re-address a full-rights employee', async () => {
    const e = await employee(P.update);
    expect403(await api(be.url, e.token, 'POST', `${USERS}/Update`, { Id: adminId, EmailConfirmed: false }), 'target_more_privileged');
    expect403(
      await api(be.url, e.token, 'POST', `${USERS}/Update`, { Id: adminId, Email: `pwned-${uniq()}@example.com` }),
      'target_more_privileged',
    );
    const after = (await api<U>(be.url, admin, 'GET', `${USERS}/${adminId}`)).body.Data;
    expect(after).toMatchObject({ Email: 'employee@example.com', EmailConfirmed: true });
    const c = await client();
    expect((await api(be.url, e.token, 'POST', `${USERS}/Update`, { Id: c.id, EmailConfirmed: false })).status).toBe(200);
  });

  it('a users.block holder cannot block a full-rights employee', async () => {
    const e = await employee(P.block);
    expect403(await api(be.url, e.token, 'POST', `${USERS}/${adminId}/SetIsBlocked?isBlocked=true`), 'target_more_privileged');
    expect((await api<U>(be.url, admin, 'GET', `${USERS}/${adminId}`)).body.Data.IsBlocked).toBe(false);
    const peer = await employee(P.block);
    expect((await api(be.url, e.token, 'POST', `${USERS}/${peer.id}/SetIsBlocked?isBlocked=true`)).status).toBe(200);
  });

  it('nobody blocks, archives, deletes or auto-logs-in themselves', async () => {
    expect403(await api(be.url, admin, 'POST', `${USERS}/${adminId}/SetIsBlocked?isBlocked=true`), 'cannot_act_on_self');
    expect403(await api(be.url, admin, 'POST', `${USERS}/SetIsArchived`, { UserId: adminId, IsArchived: true }), 'cannot_act_on_self');
    expect403(await api(be.url, admin, 'DELETE', `${USERS}/${adminId}`), 'cannot_act_on_self');
    expect403(await api(be.url, admin, 'POST', `${USERS}/${adminId}/CreateAutoLogin`), 'cannot_act_on_self');
    expect403(
      await api(be.url, admin, 'POST', `${PERMISSIONS}/Modify`, { UserId: adminId, Revoke: [grantKey(P.read)] }),
      'cannot_modify_own_permissions',
    );
  });

  it('keeps forbidden (naming the permission) for a missing permission, and reads need only the read permission', async () => {
    const e = await employee(P.read, P.permRead);
    const r = await api(be.url, e.token, 'POST', `${USERS}/${adminId}/SetIsBlocked?isBlocked=true`);
    expect(r.body.Errors).toEqual([{ Code: 'forbidden', Data: 'users.block' }]);
    expect((await api(be.url, e.token, 'GET', `${USERS}/${adminId}`)).status).toBe(200);
    expect((await api(be.url, e.token, 'GET', `${PERMISSIONS}/User/${adminId}`)).status).toBe(200);
    expect((await api(be.url, e.token, 'POST', `${USERS}/Search`, { PageNumber: 1, PageSize: 5 })).status).toBe(200);
  });
});

describe('deactivation ends every session at once', () => {
  /** Opens a hub connection for `token` and resolves when the server closes it. */
  async function connected(token: string): Promise<{ conn: HubConnection; closed: Promise<Error | undefined> }> {
    const conn = hubConnection(be.url, () => token);
    const closed = new Promise<Error | undefined>((resolve) => conn.onclose(resolve));
    await conn.start();
    return { conn, closed };
  }

  it('block: the refresh token is refused and the hub connection closed', async () => {
    const c = await client();
    const { closed } = await connected(c.token);
    expect((await api(be.url, admin, 'POST', `${USERS}/${c.id}/SetIsBlocked?isBlocked=true`)).status).toBe(200);
    expect(String(await closed)).toMatch(/no longer active/);
    const r = await refresh(c.refresh);
    expect(r.status).toBe(400);
    expect(r.body['error']).toBe('invalid_grant');
    expect((await api(be.url, c.token, 'GET', `${USERS}/GetCurrentUser`)).status).toBe(401);
  });

  it('archive: the refresh token is refused and the hub connection closed', async () => {
    const c = await client();
    const { closed } = await connected(c.token);
    expect((await api(be.url, admin, 'POST', `${USERS}/SetIsArchived`, { UserId: c.id, IsArchived: true })).status).toBe(200);
    await closed;
    expect((await refresh(c.refresh)).body['error']).toBe('invalid_grant');
    // Unarchived, the old session stays over: the user signs in again.
    expect((await api(be.url, admin, 'POST', `${USERS}/SetIsArchived`, { UserId: c.id, IsArchived: false })).status).toBe(200);
    expect((await refresh(c.refresh)).body['error']).toBe('invalid_grant');
  });

  it('delete: the refresh token is refused and the hub connection closed', async () => {
    const c = await client();
    const { closed } = await connected(c.token);
    expect((await api(be.url, admin, 'DELETE', `${USERS}/${c.id}`)).status).toBe(200);
    await closed;
    expect((await refresh(c.refresh)).status).toBe(400);
  });

  it('a credential reset signs the user out everywhere, and the new password works', async () => {
    const c = await client();
    const { closed } = await connected(c.token);
    const r = await api(be.url, admin, 'POST', `${USERS}/SendCredentialsForClients`, { UserIds: [c.id] });
    expect(r.body.Data).toEqual({ Status: 'Success' });
    expect(String(await closed)).toMatch(/Credentials were reset/);
    expect((await refresh(c.refresh)).body['error']).toBe('invalid_grant');
  });
});

describe('per-user write limit', () => {
  let limited: RunningBackend;
  beforeAll(async () => {
    limited = await startBackend({ env: { LIMIT_WRITES_PER_USER_PER_MINUTE: '3' } });
  }, 180000);
  afterAll(() => limited?.stop());

  it('answers 429 too_many_requests with Retry-After after the allowance, per user, and leaves reads alone', async () => {
    const token = await accessToken(limited.url, 'employee@example.com', 'Employee1');
    const comment = (t: string) => api(limited.url, t, 'POST', `${USERS}/Comment`, { UserId: 2, Text: 'hello' });
    for (let i = 0; i < 3; i++) expect((await comment(token)).status).toBe(201);
    const res = await fetch(`${limited.url}${USERS}/Comment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ UserId: 2, Text: 'hello' }),
    });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(await res.json()).toEqual({
      Status: 429,
      Data: null,
      Errors: [{ Code: 'too_many_requests', Data: { RetryAfter: expect.any(Number) } }],
    });
    // Reads are not limited; another user has its own allowance.
    expect((await api(limited.url, token, 'GET', `${USERS}/2`)).status).toBe(200);
    const client1 = await accessToken(limited.url, 'client@example.com', 'Client1');
    expect((await api(limited.url, client1, 'POST', `${USERS}/Update`, { Id: 2, City: 'York' })).status).toBe(200);
    // A forged token naming the administrator spends its sender's address allowance, not the administrator's.
    const sub = (await api<U>(limited.url, token, 'GET', `${USERS}/GetCurrentUser`)).body.Data.Id;
    const forged = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: String(sub) })).toString('base64url')}.x`;
    const update = (t: string) => api(limited.url, t, 'POST', `${USERS}/Update`, { Id: 2, City: 'Leeds' });
    for (let i = 0; i < 3; i++) expect((await update(forged)).status).toBe(401);
    expect((await update(forged)).status).toBe(429);
    expect((await update(token)).status).toBe(200);
  });
});

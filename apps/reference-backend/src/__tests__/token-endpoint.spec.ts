/** @jest-environment node */
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { accessToken, api, CLIENT, passwordLogin, tokenRequest, USERS } from './support';

let be: RunningBackend;
let staff: string;

beforeAll(async () => {
  // Generous request limits: this file signs in many times a minute from one address (sessions.spec.ts tests the limits).
  be = await startBackend({
    env: { ACCESS_TOKEN_SECONDS: '120', LIMIT_TOKEN_PER_IP_PER_MINUTE: '1000', LIMIT_LOGIN_PER_ACCOUNT_PER_MINUTE: '1000' },
  });
  staff = await accessToken(be.url, 'employee@example.com', 'Employee1');
}, 180000);
afterAll(() => be?.stop());

const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString('utf8'));

let seq = 0;
async function newClient(password = 'Secret1'): Promise<{ id: number; email: string; password: string }> {
  const email = `token-user-${++seq}@example.com`;
  const r = await api<{ Id: number }>(be.url, staff, 'POST', `${USERS}/CreateIndividual`, {
    FirstName: 'Token',
    LastName: 'User',
    Email: email,
    Password: password,
  });
  expect(r.status).toBe(201);
  return { id: r.body.Data.Id, email, password };
}

describe('password grant', () => {
  it('answers a signed access token with the contract claims, a refresh token and expires_in', async () => {
    const r = await passwordLogin(be.url, 'client@example.com', 'Client1');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 120,
      token_type: 'Bearer',
    });
    const c = claims(r.body['access_token'] as string);
    expect(c).toMatchObject({ email: 'client@example.com', name: 'Chris Client', user_type: 'Individual' });
    expect(Number(c.sub)).toBeGreaterThan(0);
    expect(c.exp - c.iat).toBe(120);
    expect(typeof c.jti).toBe('string');
    const employee = claims(staff);
    expect(employee.user_type).toBe('Employee');
  });

  it.each([
    ['email_invalid', 'not-an-email', 'Client1', {}],
    ['user_not_found', 'nobody@example.com', 'Client1', {}],
    ['password_invalid', 'client@example.com', 'Wrong1', {}],
    ['user_deactivated', 'blocked@example.com', 'Blocked1', {}],
    ['email_not_confirmed', 'unconfirmed@example.com', 'Unconfirmed1', {}],
    [
      'user_not_employee',
      'client@example.com',
      'Client1',
      { client_id: 'brokerfront-backoffice', client_secret: 'brokerfront-backoffice-secret' },
    ],
  ])('answers HTTP 400 %s', async (code, email, password, extra) => {
    const r = await passwordLogin(be.url, email, password, extra);
    expect(r.status).toBe(400);
    expect(r.body['error']).toBe(code);
    expect(typeof r.body['error_description']).toBe('string');
  });

  it('lets an employee in through the back-office client', async () => {
    const r = await passwordLogin(be.url, 'employee@example.com', 'Employee1', {
      client_id: 'brokerfront-backoffice',
      client_secret: 'brokerfront-backoffice-secret',
    });
    expect(r.status).toBe(200);
  });

  it.each([
    ['invalid_client', { ...CLIENT, client_secret: 'wrong', grant_type: 'password', email: 'client@example.com', password: 'Client1' }],
    ['invalid_client', { ...CLIENT, client_id: 'someone-else', grant_type: 'password', email: 'client@example.com', password: 'Client1' }],
    ['unsupported_grant_type', { ...CLIENT, grant_type: 'client_credentials' }],
    ['invalid_request', { ...CLIENT }],
    ['invalid_request', { ...CLIENT, grant_type: 'password', scope: 'openid admin', email: 'client@example.com', password: 'Client1' }],
    ['invalid_request', { ...CLIENT, grant_type: 'refresh_token' }],
  ])('answers %s for a malformed request', async (code, form) => {
    const r = await tokenRequest(be.url, form as Record<string, string>);
    expect(r.status).toBe(400);
    expect(r.body['error']).toBe(code);
  });

  it('refuses a body that is not a form', async () => {
    const res = await fetch(`${be.url}/identity/connect/token`, { method: 'POST', headers: { 'content-type': 'text/csv' }, body: 'a,b' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('invalid_request');
  });
});

describe('lockout', () => {
  it('locks after five failed passwords in a row and tells until when, even for the right password', async () => {
    const u = await newClient();
    const before = Date.now();
    for (let i = 0; i < 4; i++) expect((await passwordLogin(be.url, u.email, 'Wrong1')).body['error']).toBe('password_invalid');
    const fifth = await passwordLogin(be.url, u.email, 'Wrong1');
    expect(fifth.status).toBe(400);
    expect(fifth.body['error']).toBe('locked_out');
    const until = Date.parse(fifth.body['lockedUntil'] as string);
    expect(fifth.body['error_description']).toBe(fifth.body['lockedUntil']);
    expect(until).toBeGreaterThanOrEqual(before + 15 * 60 * 1000 - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 15 * 60 * 1000 + 1000);
    const right = await passwordLogin(be.url, u.email, u.password);
    expect(right.body).toMatchObject({ error: 'locked_out', lockedUntil: fifth.body['lockedUntil'] });
  });

  it('forgets earlier failures after a successful login', async () => {
    const u = await newClient();
    for (let i = 0; i < 4; i++) await passwordLogin(be.url, u.email, 'Wrong1');
    expect((await passwordLogin(be.url, u.email, u.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await passwordLogin(be.url, u.email, 'Wrong1')).body['error']).toBe('password_invalid');
  });
});

describe('refresh grant', () => {
  const refresh = (token: string) => tokenRequest(be.url, { ...CLIENT, grant_type: 'refresh_token', refresh_token: token });

  it('rotates the refresh token on every use', async () => {
    const login = await passwordLogin(be.url, 'client@example.com', 'Client1');
    const r1 = login.body['refresh_token'] as string;
    const a = await refresh(r1);
    expect(a.status).toBe(200);
    const r2 = a.body['refresh_token'] as string;
    expect(r2).not.toBe(r1);
    expect(claims(a.body['access_token'] as string).email).toBe('client@example.com');
    const b = await refresh(r2);
    expect(b.status).toBe(200);
    expect(b.body['refresh_token']).not.toBe(r2);
  });

  it('revokes the whole family when an old refresh token is used again after its successor was used', async () => {
    const login = await passwordLogin(be.url, 'client@example.com', 'Client1');
    const r1 = login.body['refresh_token'] as string;
    const r2 = (await refresh(r1)).body['refresh_token'] as string;
    const r3 = (await refresh(r2)).body['refresh_token'] as string;
    const reuse = await refresh(r1);
    expect(reuse.status).toBe(400);
    expect(reuse.body['error']).toBe('invalid_grant');
    const newest = await refresh(r3);
    expect(newest.body['error']).toBe('invalid_grant');
    const other = await passwordLogin(be.url, 'client@example.com', 'Client1');
    expect((await refresh(other.body['refresh_token'] as string)).status).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    expect((await refresh('not-a-token')).body['error']).toBe('invalid_grant');
  });
});

describe('auto_login_token grant', () => {
  it('signs in once with a token made by CreateAutoLogin, then never again', async () => {
    const u = await newClient();
    const made = await api<{ Token: string; URL: string }>(be.url, staff, 'POST', `${USERS}/${u.id}/CreateAutoLogin`);
    expect(made.status).toBe(200);
    const { Token, URL: link } = made.body.Data;
    expect(new URL(link).searchParams.get('token')).toBe(Token);
    const form = { ...CLIENT, grant_type: 'auto_login_token', email: u.email, password: Token };
    const first = await tokenRequest(be.url, form);
    expect(first.status).toBe(200);
    expect(claims(first.body['access_token'] as string).sub).toBe(String(u.id));
    const again = await tokenRequest(be.url, form);
    expect(again.status).toBe(400);
    expect(again.body['error']).toBe('invalid_grant');
  });

  it('opens a delegated session: every token names the employee who made the link (act), until that employee is blocked', async () => {
    const u = await newClient();
    // A second employee, allowed to make links, who can be blocked without disturbing the other tests.
    const agent = await api<{ Id: number }>(be.url, staff, 'POST', `${USERS}/CreateEmployee`, {
      FirstName: 'Act',
      LastName: 'Agent',
      Email: `act-agent-${++seq}@example.com`,
      Password: 'Secret1',
    });
    const agentId = agent.body.Data.Id;
    const grant = (PermissionId: number) => ({ PermissionId, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 });
    expect(
      (await api(be.url, staff, 'POST', '/permissions/UserPermissions/Modify', { UserId: agentId, Grant: [grant(1), grant(9)] })).status,
    ).toBe(200);
    const agentToken = await accessToken(be.url, `act-agent-${seq}@example.com`, 'Secret1');
    const { Token } = (await api<{ Token: string }>(be.url, agentToken, 'POST', `${USERS}/${u.id}/CreateAutoLogin`)).body.Data;

    const first = await tokenRequest(be.url, { ...CLIENT, grant_type: 'auto_login_token', password: Token });
    expect(first.status).toBe(200);
    expect(claims(first.body['access_token'] as string)).toMatchObject({
      sub: String(u.id),
      act: { sub: String(agentId), name: 'Act Agent' },
    });
    const refreshed = await tokenRequest(be.url, {
      ...CLIENT,
      grant_type: 'refresh_token',
      refresh_token: first.body['refresh_token'] as string,
    });
    expect(refreshed.status).toBe(200);
    expect(claims(refreshed.body['access_token'] as string).act).toEqual({ sub: String(agentId), name: 'Act Agent' });
    const used = await api<{ Action: string; ActorId: number | null; TargetId: number }[]>(be.url, staff, 'GET', `${USERS}/${u.id}/Audit`);
    expect(used.body.Data.find((r) => r.Action === 'autologin.used')).toMatchObject({ ActorId: agentId, TargetId: u.id });

    // The client's own sign-in carries no act claim.
    expect(claims((await passwordLogin(be.url, u.email, u.password)).body['access_token'] as string).act).toBeUndefined();

    expect((await api(be.url, staff, 'POST', `${USERS}/${agentId}/SetIsBlocked?isBlocked=true`)).status).toBe(200);
    const ended = await tokenRequest(be.url, {
      ...CLIENT,
      grant_type: 'refresh_token',
      refresh_token: refreshed.body['refresh_token'] as string,
    });
    // Blocking the employee signed them out everywhere: the sessions they opened on clients' behalf with them.
    expect(ended.status).toBe(400);
    expect(ended.body).toMatchObject({ error: 'invalid_grant', error_description: 'Refresh token was revoked.' });
  });

  it('refuses a token for another e-mail and an unknown token', async () => {
    const u = await newClient();
    const { Token } = (await api<{ Token: string }>(be.url, staff, 'POST', `${USERS}/${u.id}/CreateAutoLogin`)).body.Data;
    const wrong = await tokenRequest(be.url, { ...CLIENT, grant_type: 'auto_login_token', email: 'client@example.com', password: Token });
    expect(wrong.body['error']).toBe('invalid_grant');
    const unknown = await tokenRequest(be.url, { ...CLIENT, grant_type: 'auto_login_token', password: 'nope' });
    expect(unknown.body['error']).toBe('invalid_grant');
  });
});

describe('deactivation', () => {
  it('refuses the next request, the refresh and the login of a user once blocked, and again after archiving', async () => {
    const u = await newClient();
    const login = await passwordLogin(be.url, u.email, u.password);
    const token = login.body['access_token'] as string;
    expect((await api(be.url, token, 'GET', `${USERS}/GetCurrentUser`)).status).toBe(200);
    expect((await api(be.url, staff, 'POST', `${USERS}/${u.id}/SetIsBlocked?isBlocked=true`)).status).toBe(200);
    const refused = await api(be.url, token, 'GET', `${USERS}/GetCurrentUser`);
    expect(refused.status).toBe(401);
    expect(refused.body.Errors[0]).toEqual({ Code: 'unauthorized', Data: 'user_deactivated' });
    const refreshed = await tokenRequest(be.url, {
      ...CLIENT,
      grant_type: 'refresh_token',
      refresh_token: login.body['refresh_token'] as string,
    });
    expect(refreshed.body['error']).toBe('invalid_grant');
    expect((await passwordLogin(be.url, u.email, u.password)).body['error']).toBe('user_deactivated');

    expect((await api(be.url, staff, 'POST', `${USERS}/${u.id}/SetIsBlocked?isBlocked=false`)).status).toBe(200);
    const back = await passwordLogin(be.url, u.email, u.password);
    expect(back.status).toBe(200);
    expect((await api(be.url, staff, 'POST', `${USERS}/SetIsArchived`, { UserId: u.id, IsArchived: true })).status).toBe(200);
    expect((await api(be.url, back.body['access_token'] as string, 'GET', `${USERS}/GetCurrentUser`)).status).toBe(401);
    expect((await passwordLogin(be.url, u.email, u.password)).body['error']).toBe('user_deactivated');
  });

  it('refuses a token that is not signed by the server', async () => {
    const [h, p] = staff.split('.');
    const forged = `${h}.${p}.${Buffer.from('forged').toString('base64url')}`;
    const r = await api(be.url, forged, 'GET', `${USERS}/GetCurrentUser`);
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ Status: 401, Data: null, Errors: [{ Code: 'unauthorized', Data: 'invalid or expired token' }] });
    expect((await api(be.url, null, 'GET', `${USERS}/GetCurrentUser`)).status).toBe(401);
  });
});

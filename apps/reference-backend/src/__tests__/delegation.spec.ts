/** @jest-environment node */
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import type { AuditRecord } from '../domain/audit';
import { accessToken, api, CLIENT, passwordLogin, PERMISSIONS, signIn, tokenRequest, USERS } from './support';
import { claimsOf, sleep } from './support-sessions';

const ACCOUNTS = '/identity/api/v1/accounts';
const READ = 1;
const AUTO_LOGIN = 9;

let be: RunningBackend;
let staff: string;
let seq = 0;

beforeAll(async () => {
  // Generous request limits: this file signs in many times a minute from one address.
  be = await startBackend({ env: { LIMIT_TOKEN_PER_IP_PER_MINUTE: '1000', LIMIT_LOGIN_PER_ACCOUNT_PER_MINUTE: '1000' } });
  staff = await accessToken(be.url, 'employee@example.com', 'Employee1');
}, 180000);
afterAll(() => be?.stop());

const grant = (PermissionId: number) => ({ PermissionId, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 });

/** A new employee holding users.read and users.auto-login on every user, signed in. */
async function newAgent(): Promise<{ id: number; email: string; token: string }> {
  const email = `delegation-agent-${++seq}@example.com`;
  const made = await api<{ Id: number }>(be.url, staff, 'POST', `${USERS}/CreateEmployee`, {
    FirstName: 'Dana',
    LastName: 'Agent',
    Email: email,
    Password: 'Secret1',
  });
  expect(made.status).toBe(201);
  const id = made.body.Data.Id;
  expect((await api(be.url, staff, 'POST', `${PERMISSIONS}/Modify`, { UserId: id, Grant: [grant(READ), grant(AUTO_LOGIN)] })).status).toBe(
    200,
  );
  return { id, email, token: await accessToken(be.url, email, 'Secret1') };
}

/** A new client, with its id. */
async function newClient(): Promise<{ id: number; email: string }> {
  const email = `delegation-client-${++seq}@example.com`;
  const r = await api<{ Id: number }>(be.url, staff, 'POST', `${USERS}/CreateIndividual`, {
    FirstName: 'Delia',
    LastName: 'Client',
    Email: email,
    Password: 'Secret1',
  });
  expect(r.status).toBe(201);
  return { id: r.body.Data.Id, email };
}

/** A delegated session of `agentToken`'s employee on behalf of user `userId` ("Log in as client"). */
async function delegate(agentToken: string, userId: number): Promise<{ access: string; refresh: string }> {
  const link = await api<{ Token: string }>(be.url, agentToken, 'POST', `${USERS}/${userId}/CreateAutoLogin`);
  expect(link.status).toBe(200);
  const r = await tokenRequest(be.url, { ...CLIENT, grant_type: 'auto_login_token', password: link.body.Data.Token });
  expect(r.status).toBe(200);
  return { access: r.body['access_token'] as string, refresh: r.body['refresh_token'] as string };
}

const auditOf = async (userId: number) => (await api<AuditRecord[]>(be.url, staff, 'GET', `${USERS}/${userId}/Audit`)).body.Data;

describe('audit of a delegated session', () => {
  it('names the acting employee as the actor and the client in OnBehalfOf, for updates, withdrawals and refusals', async () => {
    const agent = await newAgent();
    const client = await signIn(be.url, 'client@example.com', 'Client1');
    const session = await delegate(agent.token, client.id);
    expect(claimsOf(session.access)['act']).toMatchObject({ sub: String(agent.id) });

    const address = `Delegated Street ${seq}`;
    expect((await api(be.url, session.access, 'POST', `${USERS}/Update`, { Id: client.id, Address: address })).status).toBe(200);
    const accounts = (await api<Array<{ Id: number; Type: string; FreeMargin: number }>>(be.url, session.access, 'GET', `${ACCOUNTS}/Mine`))
      .body.Data;
    const banks = (await api<Array<{ Id: number; Enabled: boolean }>>(be.url, session.access, 'GET', `${ACCOUNTS}/Banks`)).body.Data;
    const account = accounts.find((a) => a.Type === 'Live' && a.FreeMargin >= 1);
    const bank = banks.find((b) => b.Enabled);
    const withdrawal = await api<{ Id: number }>(be.url, session.access, 'POST', `${ACCOUNTS}/Withdrawals`, {
      AccountId: account?.Id,
      BankAccountId: bank?.Id,
      Amount: 1,
    });
    expect(withdrawal.status).toBe(201);
    // A refusal in the delegated session is the employee's too.
    expect((await api(be.url, session.access, 'POST', `${USERS}/${agent.id}/SetIsBlocked?isBlocked=true`)).status).toBe(403);

    const records = await auditOf(client.id);
    const updated = records.find((r) => r.Action === 'user.updated' && r.TargetId === client.id);
    expect(updated).toMatchObject({ ActorId: agent.id, Details: expect.objectContaining({ OnBehalfOf: client.id }) });
    const requested = records.find((r) => r.Action === 'withdrawal.requested' && r.Details?.['WithdrawalId'] === withdrawal.body.Data.Id);
    expect(requested).toMatchObject({
      ActorId: agent.id,
      TargetId: client.id,
      Details: expect.objectContaining({ OnBehalfOf: client.id }),
    });
    // The employee's own trail holds what they did on the client's behalf.
    const byAgent = await auditOf(agent.id);
    const denied = byAgent.find((r) => r.Action === 'access.denied' && r.TargetId === agent.id);
    expect(denied).toMatchObject({ ActorId: agent.id, Outcome: 'denied', Details: expect.objectContaining({ OnBehalfOf: client.id }) });
    expect(byAgent.map((r) => r.Id)).toEqual(expect.arrayContaining([updated?.Id, requested?.Id]));

    // The client's own change names the client alone.
    expect((await api(be.url, client.token, 'POST', `${USERS}/Update`, { Id: client.id, Address: `${address} A` })).status).toBe(200);
    const own = (await auditOf(client.id)).find((r) => r.Action === 'user.updated');
    expect(own?.ActorId).toBe(client.id);
    expect(own?.Details?.['OnBehalfOf']).toBeUndefined();
  });
});

const refresh = (token: string) => tokenRequest(be.url, { ...CLIENT, grant_type: 'refresh_token', refresh_token: token });
const currentUser = (token: string) => api(be.url, token, 'GET', `${USERS}/GetCurrentUser`);
const modify = (UserId: number, change: Record<string, unknown>) =>
  api(be.url, staff, 'POST', `${PERMISSIONS}/Modify`, { UserId, ...change });

/** Expects a delegated session to have ended: its access token is refused (401) on reads and writes, its refresh too. */
async function expectEnded(session: { access: string; refresh: string }, userId: number, description: RegExp): Promise<void> {
  const read = await currentUser(session.access);
  expect({ status: read.status, error: read.body.Errors[0] }).toEqual({
    status: 401,
    error: { Code: 'unauthorized', Data: 'delegation_ended' },
  });
  expect((await api(be.url, session.access, 'POST', `${USERS}/Update`, { Id: userId, City: 'Nowhere' })).status).toBe(401);
  const refused = await refresh(session.refresh);
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({ error: 'invalid_grant', error_description: expect.stringMatching(description) });
}

describe("a delegated session is bounded by its employee's rights", () => {
  it("ends when the employee's users.auto-login is revoked", async () => {
    const agent = await newAgent();
    const client = await newClient();
    const session = await delegate(agent.token, client.id);
    expect((await currentUser(session.access)).status).toBe(200);
    expect((await modify(agent.id, { Revoke: [grant(AUTO_LOGIN)] })).status).toBe(200);
    await expectEnded(session, client.id, /may no longer sign in as this user/);
  });

  it("ends when the employee's users.auto-login is suspended, and stays ended after it is resumed", async () => {
    const agent = await newAgent();
    const client = await newClient();
    const session = await delegate(agent.token, client.id);
    expect((await modify(agent.id, { Suspend: [grant(AUTO_LOGIN)] })).status).toBe(200);
    await expectEnded(session, client.id, /may no longer sign in as this user/);
    expect((await modify(agent.id, { Resume: [grant(AUTO_LOGIN)] })).status).toBe(200);
    // The refresh that found the employee without the right ended the session for good.
    expect((await currentUser(session.access)).status).toBe(401);
    expect((await refresh(session.refresh)).body['error']).toBe('invalid_grant');
  });

  it('refuses a withdrawal with a still-valid access token once the employee is blocked; unblocking does not bring it back', async () => {
    const agent = await newAgent();
    const client = await signIn(be.url, 'client@example.com', 'Client1');
    const session = await delegate(agent.token, client.id);
    const accounts = (await api<Array<{ Id: number; Type: string; FreeMargin: number }>>(be.url, session.access, 'GET', `${ACCOUNTS}/Mine`))
      .body.Data;
    const banks = (await api<Array<{ Id: number; Enabled: boolean }>>(be.url, session.access, 'GET', `${ACCOUNTS}/Banks`)).body.Data;
    const body = {
      AccountId: accounts.find((a) => a.Type === 'Live' && a.FreeMargin >= 1)?.Id,
      BankAccountId: banks.find((b) => b.Enabled)?.Id,
      Amount: 1,
    };

    expect((await api(be.url, staff, 'POST', `${USERS}/${agent.id}/SetIsBlocked?isBlocked=true`)).status).toBe(200);
    const withdrawal = await api(be.url, session.access, 'POST', `${ACCOUNTS}/Withdrawals`, body);
    expect(withdrawal.status).toBe(401);
    await expectEnded(session, client.id, /revoked/);
    // Blocking signed the employee out everywhere, their delegated sessions with them.
    expect((await api(be.url, staff, 'POST', `${USERS}/${agent.id}/SetIsBlocked?isBlocked=false`)).status).toBe(200);
    expect((await currentUser(session.access)).status).toBe(401);
    expect((await refresh(session.refresh)).body['error']).toBe('invalid_grant');
    // The client's own session goes on.
    expect((await currentUser(client.token)).status).toBe(200);
  });

  it('does not open a delegated session from a link whose employee lost the right since making it', async () => {
    const agent = await newAgent();
    const client = await newClient();
    const link = await api<{ Token: string }>(be.url, agent.token, 'POST', `${USERS}/${client.id}/CreateAutoLogin`);
    expect((await modify(agent.id, { Suspend: [grant(AUTO_LOGIN)] })).status).toBe(200);
    const r = await tokenRequest(be.url, { ...CLIENT, grant_type: 'auto_login_token', password: link.body.Data.Token });
    expect(r.body).toMatchObject({ error: 'invalid_grant', error_description: expect.stringMatching(/may no longer sign in/) });
  });
});

describe('the lifetime of a delegated session', () => {
  let short: RunningBackend;
  beforeAll(async () => {
    short = await startBackend({ env: { DELEGATED_SESSION_SECONDS: '3', ACCESS_TOKEN_SECONDS: '300' } });
  }, 180000);
  afterAll(() => short?.stop());

  it('ends DELEGATED_SESSION_SECONDS after the link was used: the access tokens expire with it and the refresh is refused', async () => {
    const employee = await accessToken(short.url, 'employee@example.com', 'Employee1');
    const client = await signIn(short.url, 'client@example.com', 'Client1');
    const link = await api<{ Token: string }>(short.url, employee, 'POST', `${USERS}/${client.id}/CreateAutoLogin`);
    const first = await tokenRequest(short.url, { ...CLIENT, grant_type: 'auto_login_token', password: link.body.Data.Token });
    expect(first.status).toBe(200);
    const claims = claimsOf(first.body['access_token'] as string);
    expect((claims['exp'] as number) - (claims['iat'] as number)).toBeLessThanOrEqual(3);
    expect(claims['sid']).toEqual(expect.any(String));
    const next = await tokenRequest(short.url, {
      ...CLIENT,
      grant_type: 'refresh_token',
      refresh_token: first.body['refresh_token'] as string,
    });
    expect(next.status).toBe(200);
    await sleep(3200);
    expect((await api(short.url, next.body['access_token'] as string, 'GET', `${USERS}/GetCurrentUser`)).status).toBe(401);
    const ended = await tokenRequest(short.url, {
      ...CLIENT,
      grant_type: 'refresh_token',
      refresh_token: next.body['refresh_token'] as string,
    });
    expect(ended.body['error']).toBe('invalid_grant');
    // The user's own session keeps the normal lifetime.
    const own = claimsOf((await passwordLogin(short.url, 'client@example.com', 'Client1')).body['access_token'] as string);
    expect((own['exp'] as number) - (own['iat'] as number)).toBe(300);
  }, 30000);
});

describe('an e-mail change in a delegated session', () => {
  it('is refused: the e-mail is not a field a client changes on itself, and the session acts as the client', async () => {
    const agent = await newAgent();
    const client = await newClient();
    const session = await delegate(agent.token, client.id);
    const next = `delegation-new-${++seq}@example.com`;
    const updated = await api(be.url, session.access, 'POST', `${USERS}/Update`, { Id: client.id, Email: next });
    expect(updated.status).toBe(403);
    expect(updated.body.Errors).toEqual([{ Code: 'forbidden', Data: 'users.update: Email' }]);
    const after = await api<{ Email: string; EmailConfirmed: boolean }>(be.url, staff, 'GET', `${USERS}/${client.id}`);
    expect(after.body.Data).toMatchObject({ Email: client.email, EmailConfirmed: true });
  });
});

/** @jest-environment node */
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import type { AuditRecord } from '../domain/audit';
import { accessToken, api, CLIENT, PERMISSIONS, signIn, tokenRequest, USERS } from './support';
import { claimsOf } from './support-sessions';

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

/** @jest-environment node */
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { accessToken, api, CLIENT, USERS } from './support';
import { postFormFrom } from './support-sessions';

const TOKEN = '/identity/connect/token';

let be: RunningBackend;
let staff: string;
let seq = 0;

beforeAll(async () => {
  be = await startBackend({ env: { LIMIT_TOKEN_PER_IP_PER_MINUTE: '1000', LIMIT_LOGIN_PER_ACCOUNT_PER_MINUTE: '1000' } });
  staff = await accessToken(be.url, 'employee@example.com', 'Employee1');
}, 180000);
afterAll(() => be?.stop());

/** A new client with `IpWhitelist` set to `whitelist`. */
async function newClient(whitelist: string | null): Promise<{ id: number; email: string }> {
  const email = `whitelist-user-${++seq}@example.com`;
  const r = await api<{ Id: number }>(be.url, staff, 'POST', `${USERS}/CreateIndividual`, {
    FirstName: 'Wanda',
    LastName: 'Listed',
    Email: email,
    Password: 'Secret1',
    IpWhitelist: whitelist,
  });
  expect(r.status).toBe(201);
  return { id: r.body.Data.Id, email };
}

const signInFrom = (from: string, email: string, password = 'Secret1') =>
  postFormFrom(be.url, TOKEN, { ...CLIENT, grant_type: 'password', email, password }, from);
const refreshFrom = (from: string, refresh: string) =>
  postFormFrom(be.url, TOKEN, { ...CLIENT, grant_type: 'refresh_token', refresh_token: refresh }, from);

describe('IpWhitelist', () => {
  it('lets a user sign in only from a listed address or range, refusing others with ip_not_allowed before the password', async () => {
    const u = await newClient('127.0.0.5, 127.0.8.0/24');
    const outside = await signInFrom('127.0.0.2', u.email);
    expect(outside.status).toBe(400);
    expect(outside.body).toEqual({ error: 'ip_not_allowed', error_description: 'Signing in is not allowed from this address.' });
    // A wrong password from outside gets the same answer: the list is checked first.
    expect((await signInFrom('127.0.0.2', u.email, 'Wrong-password1')).body['error']).toBe('ip_not_allowed');
    expect((await signInFrom('127.0.0.5', u.email)).status).toBe(200);
    expect((await signInFrom('127.0.8.77', u.email)).status).toBe(200);

    // Without a list (or once it is cleared), every address may sign in.
    expect((await signInFrom('127.0.0.2', (await newClient(null)).email)).status).toBe(200);
    expect((await api(be.url, staff, 'POST', `${USERS}/Update`, { Id: u.id, IpWhitelist: '' })).status).toBe(200);
    expect((await signInFrom('127.0.0.2', u.email)).status).toBe(200);
  });

  it('refuses a refresh from an address outside the list and ends that session', async () => {
    const u = await newClient('127.0.0.6');
    const session = await signInFrom('127.0.0.6', u.email);
    expect(session.status).toBe(200);
    const first = await refreshFrom('127.0.0.6', session.body['refresh_token'] as string);
    expect(first.status).toBe(200);
    const moved = await refreshFrom('127.0.0.3', first.body['refresh_token'] as string);
    expect(moved.status).toBe(400);
    expect(moved.body).toEqual({ error: 'invalid_grant', error_description: 'Signing in is not allowed from this address.' });
    expect((await refreshFrom('127.0.0.6', first.body['refresh_token'] as string)).body['error']).toBe('invalid_grant');
  });
});

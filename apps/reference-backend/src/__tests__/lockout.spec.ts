/** @jest-environment node */
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { CLIENT, createUser, signInDemoEmployee } from './support';
import { postFormFrom } from './support-sessions';

const TOKEN = '/identity/connect/token';
const ATTACKER = '127.0.0.2';
const OWNER = '127.0.0.3';
const SLOWDOWN_MS = 1500;

const attempt = (url: string, password: string, from: string) =>
  postFormFrom(url, TOKEN, { ...CLIENT, grant_type: 'password', email: 'employee@example.com', password }, from);

describe('failed passwords from one address do not lock the owner out from another', () => {
  let be: RunningBackend;
  beforeAll(async () => {
    be = await startBackend({
      env: {
        LOCKOUT_THRESHOLD: '5',
        LIMIT_LOGIN_PER_ACCOUNT_PER_MINUTE: '10',
        LIMIT_LOGIN_PER_ACCOUNT_ALL_ADDRESSES_PER_MINUTE: '8',
        LOGIN_SLOWDOWN_MS: String(SLOWDOWN_MS),
      },
    });
  }, 180000);
  afterAll(() => be?.stop());

  it('refuses the failing address (locked_out, then 429) and lets the right password in from another, slowed but not refused', async () => {
    const answers: Array<number | unknown> = [];
    for (let i = 0; i < 11; i++) {
      const r = await attempt(be.url, 'Wrong-password1', ATTACKER);
      answers.push(r.status === 429 ? 429 : r.body['error']);
    }
    expect(answers).toEqual([...Array(4).fill('password_invalid'), ...Array(6).fill('locked_out'), 429]);
    // The failing address is refused even the right password.
    const fromAttacker = await attempt(be.url, 'Employee1', ATTACKER);
    expect(fromAttacker.status).toBe(429);
    expect(Number(fromAttacker.headers.get('retry-after'))).toBeGreaterThan(0);

    // The owner, from an address that has not been failing, signs in: the account's cap from all addresses (8 a
    // minute) is passed, so the attempt waits, but it is not refused.
    const started = Date.now();
    const owner = await attempt(be.url, 'Employee1', OWNER);
    const took = Date.now() - started;
    expect(owner.status).toBe(200);
    expect(owner.body['access_token']).toEqual(expect.any(String));
    expect(took).toBeGreaterThanOrEqual(SLOWDOWN_MS - 50);
  }, 60000);
});

describe('the attempt limit of an address with accents', () => {
  let be: RunningBackend;
  beforeAll(async () => {
    be = await startBackend({ env: { LOCKOUT_THRESHOLD: '100', LIMIT_LOGIN_PER_ACCOUNT_PER_MINUTE: '4' } });
  }, 180000);
  afterAll(() => be?.stop());

  it('counts the composed and the decomposed form of the address as one account', async () => {
    const admin = (await signInDemoEmployee(be.url)).token;
    const composed = `jos\u00e9.${Date.now()}@example.com`;
    await createUser(be.url, admin, 'client', { FirstName: 'Jose', LastName: 'Accent', Email: composed, Password: 'Accent12' });
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    const statuses: number[] = [];
    for (const email of [composed, decomposed, composed, decomposed, decomposed]) {
      const r = await postFormFrom(be.url, TOKEN, { ...CLIENT, grant_type: 'password', email, password: 'Wrong-password1' }, ATTACKER);
      statuses.push(r.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  }, 60000);
});

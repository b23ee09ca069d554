/**
 * Integration tests of the session core against the reference backend (a child process on loopback):
 * real login with remember me, refresh with rotating refresh tokens, auto-login, each login error code
 * and lockout.
 * @jest-environment node
 */
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { createInTabLocks } from '../locks';
import { createSession, type Session, type SessionOptions } from '../session';
import { isolatedTabChannel } from '../tab-channel';
import { MemoryStorage } from '../testing/memory-storage';
import { createMemoryTabNetwork } from '../testing/tab-network';
import type { FetchLike } from '../types';

jest.setTimeout(120_000);

let be: RunningBackend;

const connect = {
  root: 'identity',
  client_id: 'brokerfront-web',
  client_secret: 'brokerfront-web-secret',
  scope: 'openid profile offline_access identity gateway',
  grant_type: 'password',
};

beforeAll(async () => {
  be = await startBackend({ env: { LOCKOUT_SECONDS: '900' } });
});
afterAll(async () => {
  await be?.stop();
});

function endpoint() {
  const url = new URL(be.url);
  return { protocol: url.protocol.replace(':', ''), host: url.hostname, port: Number(url.port), root: 'identity' };
}

/** A fetch that counts token-endpoint calls by grant type. */
function countingFetch() {
  const grants: string[] = [];
  const fetchFn: FetchLike = async (input, init) => {
    if (String(input).endsWith('/connect/token')) grants.push(new URLSearchParams(String(init?.body)).get('grant_type') ?? '');
    return fetch(input, init);
  };
  return { fetchFn, grants };
}

function session(overrides: Partial<SessionOptions> = {}): Session {
  return createSession({
    endpoint: endpoint(),
    connect,
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    channel: isolatedTabChannel,
    startupTimeoutMs: 0,
    ...overrides,
  });
}

async function currentUser(token: string): Promise<{ status: number; email?: string; id?: number }> {
  const res = await fetch(`${be.url}/identity/api/v1/users/GetCurrentUser`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { Data?: { Email?: string; Id?: number } };
  return { status: res.status, email: body.Data?.Email, id: body.Data?.Id };
}

/** A clock that runs `aheadMs` in front of the real one (the session sees its token as expired). */
const clockAhead = (aheadMs: number) => ({ now: () => Date.now() + aheadMs });

describe('password login', () => {
  it('signs in with remember me, keeps the session in long-term storage and calls an API with the token', async () => {
    const local = new MemoryStorage();
    const s = session({ localStorage: local });
    const result = await s.login({ email: 'client@example.com', password: 'Client1', rememberMe: true });
    expect(result).toEqual({ success: true, message: '', token: expect.any(String) });
    const stored = JSON.parse(local.getItem('currentUser') as string);
    expect(stored).toEqual({ token: result.token, refresh_token: expect.any(String), tokenExp: expect.any(Number) });
    expect(s.getState()).toMatchObject({
      status: 'loggedIn',
      persistent: true,
      claims: { email: 'client@example.com', user_type: 'Individual' },
    });
    const token = await s.getAccessToken();
    expect(await currentUser(token)).toMatchObject({ status: 200, email: 'client@example.com' });
    // A second "tab" on the same long-term storage is signed in at once.
    const again = session({ localStorage: local });
    expect((await again.start()).status).toBe('loggedIn');
  });

  it.each([
    ['user_not_found', 'nobody@example.com', 'Whatever1', connect, 'Invalid user.'],
    ['email_invalid', 'not-an-email', 'Whatever1', connect, 'Email not found.'],
    ['password_invalid', 'client@example.com', 'Wrong1', connect, 'Invalid password.'],
    ['user_deactivated', 'blocked@example.com', 'Blocked1', connect, 'Credentials are deactivated.'],
    [
      'email_not_confirmed',
      'unconfirmed@example.com',
      'Unconfirmed1',
      connect,
      'Email address has not been confirmed, please check your email inbox.',
    ],
    [
      'user_not_employee',
      'client@example.com',
      'Client1',
      { ...connect, client_id: 'brokerfront-backoffice', client_secret: 'brokerfront-backoffice-secret' },
      'User in not an employee',
    ],
    ['invalid_client', 'client@example.com', 'Client1', { ...connect, client_secret: 'wrong' }, 'Something failed, try again.'],
  ])('answers %s with the SPEC message', async (code, email, password, settings, message) => {
    const s = session({ connect: settings });
    expect(await s.login({ email, password })).toEqual({ success: false, message, token: null, errorCode: code });
    expect(s.getState().status).not.toBe('loggedIn');
  });

  it('locks the account after five wrong passwords, with the time the lock ends', async () => {
    const s = session();
    const before = Date.now();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await s.login({ email: 'unconfirmed@example.com', password: 'Wrong1' }));
    expect(answers.slice(0, 4).map((a) => a.errorCode)).toEqual([
      'password_invalid',
      'password_invalid',
      'password_invalid',
      'password_invalid',
    ]);
    const locked = answers[4];
    expect(locked).toMatchObject({
      success: false,
      errorCode: 'locked_out',
      message: 'You have been temporarily blocked due to too many failed attempts.',
    });
    expect(locked.lockedUntil?.getTime()).toBeGreaterThanOrEqual(before + 899_000);
    // Still locked with the right password.
    const again = await s.login({ email: 'unconfirmed@example.com', password: 'Unconfirmed1' });
    expect(again.errorCode).toBe('locked_out');
    expect(again.lockedUntil?.getTime()).toBe(locked.lockedUntil?.getTime());
  });
});

describe('refresh', () => {
  it('refreshes an expired token once for many callers, keeping a tab-only session tab-only', async () => {
    const { fetchFn, grants } = countingFetch();
    const local = new MemoryStorage();
    const perTab = new MemoryStorage();
    const signIn = session({ fetch: fetchFn, localStorage: local, sessionStorage: perTab });
    const { token: first } = await signIn.login({ email: 'client@example.com', password: 'Client1' });
    // The same stored session seen by a clock two hours ahead: the token has expired.
    const later = session({ fetch: fetchFn, localStorage: local, sessionStorage: perTab, clock: clockAhead(2 * 3600_000) });
    await later.start();
    expect(later.getTokenState()).toBe('expired');
    const tokens = await Promise.all(Array.from({ length: 200 }, () => later.getAccessToken()));
    expect(grants.filter((g) => g === 'refresh_token')).toHaveLength(1);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).not.toBe(first);
    expect(JSON.parse(perTab.getItem('currentUser') as string).token).toBe(tokens[0]);
    expect(local.getItem('currentUser')).toBeNull();
    expect(await currentUser(tokens[0])).toMatchObject({ status: 200, email: 'client@example.com' });
  });

  it('five tabs with an expired token make one refresh request (rotating refresh tokens)', async () => {
    const { fetchFn, grants } = countingFetch();
    const local = new MemoryStorage();
    const network = createMemoryTabNetwork();
    const locks = createInTabLocks();
    const tabs = Array.from({ length: 5 }, () =>
      session({ fetch: fetchFn, localStorage: local, channel: network.connect(), locks, clock: clockAhead(2 * 3600_000) }),
    );
    await Promise.all(tabs.map((t) => t.start()));
    await tabs[0].login({ email: 'employee@example.com', password: 'Employee1', rememberMe: true });
    const tokens = await Promise.all(tabs.flatMap((t) => [t.getAccessToken(), t.getAccessToken()]));
    expect(grants.filter((g) => g === 'refresh_token')).toHaveLength(1);
    expect(new Set(tokens).size).toBe(1);
    expect(await currentUser(tokens[0])).toMatchObject({ status: 200, email: 'employee@example.com' });
  });

  it('a refresh failure (reused refresh token) reaches every waiter with the error text and ends the session', async () => {
    const local = new MemoryStorage();
    const s = session({ localStorage: local });
    await s.login({ email: 'client@example.com', password: 'Client1', rememberMe: true });
    const stale = local.getItem('currentUser') as string;
    // Another device uses the refresh token first, and then its successor (so the server's grace window, which
    // answers a lost answer's successor again, no longer applies) …
    for (const hours of [2, 4]) {
      const other = session({ localStorage: local, clock: clockAhead(hours * 3600_000) });
      await other.start();
      await other.getAccessToken();
    }
    // … then this one replays it (as an old copy of the storage would).
    const replay = new MemoryStorage();
    replay.setItem('currentUser', stale);
    const victim = session({ localStorage: replay, clock: clockAhead(2 * 3600_000) });
    await victim.start();
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => victim.getAccessToken()));
    const messages = outcomes.map((o) => (o.status === 'rejected' ? (o.reason as Error).message : 'fulfilled'));
    expect(new Set(messages).size).toBe(1);
    expect(messages[0]).not.toBe('fulfilled');
    expect(messages[0].length).toBeGreaterThan(0);
    expect(victim.getState().status).toBe('loggedOut');
    expect(replay.getItem('currentUser')).toBeNull();
  });
});

describe('auto-login', () => {
  it('signs in with a token made by an employee through CreateAutoLogin, once', async () => {
    const employee = session();
    const staffToken = (await employee.login({ email: 'employee@example.com', password: 'Employee1' })).token as string;
    const client = session();
    await client.login({ email: 'client@example.com', password: 'Client1' });
    const clientId = Number(client.getState().claims?.sub);
    const res = await fetch(`${be.url}/identity/api/v1/users/${clientId}/CreateAutoLogin`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${staffToken}` },
    });
    const body = (await res.json()) as { Status: number; Data: { Token: string; URL: string } };
    expect(body.Status).toBe(200);
    expect(new URL(body.Data.URL).searchParams.get('token')).toBe(body.Data.Token);

    const { fetchFn, grants } = countingFetch();
    const visitor = session({ fetch: fetchFn });
    const [a, b] = await Promise.all([visitor.autoLogin(body.Data.Token), visitor.autoLogin(body.Data.Token)]);
    expect(a).toEqual({ success: true, message: '', token: expect.any(String) });
    expect(b).toBe(a);
    expect(grants).toEqual(['auto_login_token']);
    expect(visitor.getState()).toMatchObject({ status: 'loggedIn', persistent: false, claims: { sub: String(clientId) } });
    expect(await currentUser(await visitor.getAccessToken())).toMatchObject({ status: 200, id: clientId });
    // Single use.
    const reused = await session().autoLogin(body.Data.Token);
    expect(reused).toMatchObject({ success: false, errorCode: 'invalid_grant', message: 'Something failed, try again.' });
  });
});

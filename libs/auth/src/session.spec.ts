/**
 * @jest-environment node
 */
import { createSession, SessionError } from './session';
import { LOGIN_ERROR_MESSAGES } from './login-messages';
import { MemoryStorage } from './testing/memory-storage';
import { fakeJwt } from './testing/fake-jwt';
import { isolatedTabChannel } from './tab-channel';
import { connect, endpoint, fakeBrowser, settle } from './test-support/tabs';

const T0 = Date.UTC(2026, 10, 21, 10, 0, 0);

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'], now: T0 });
});
afterEach(() => {
  jest.useRealTimers();
});

function errorFetch(error: string, extra: Record<string, unknown> = {}) {
  const bodies: string[] = [];
  const fetch = async (_url: string, init?: RequestInit) => {
    bodies.push(String(init?.body));
    return new Response(JSON.stringify({ error, error_description: extra['error_description'] ?? error, ...extra }), { status: 400 });
  };
  return { fetch, bodies };
}

function lonelySession(
  fetch: (url: string, init?: RequestInit) => Promise<Response>,
  perTab = new MemoryStorage(),
  local = new MemoryStorage(),
) {
  return createSession({
    endpoint,
    connect,
    fetch,
    localStorage: local,
    sessionStorage: perTab,
    channel: isolatedTabChannel,
    startupTimeoutMs: 0,
  });
}

describe('password login', () => {
  it('signs in for the tab only by default and stores {token, refresh_token, tokenExp} under currentUser', async () => {
    const browser = fakeBrowser();
    const { session, perTab } = browser.openTab();
    await session.start();
    const result = await session.login({ email: 'client@example.com', password: 'Client1' });
    expect(result).toEqual({ success: true, message: '', token: expect.any(String) });
    const stored = JSON.parse(perTab.getItem('currentUser') as string);
    expect(stored).toEqual({ token: result.token, refresh_token: expect.any(String), tokenExp: Math.floor(T0 / 1000) + 300 });
    expect(browser.local.getItem('currentUser')).toBeNull();
    expect(session.getState()).toMatchObject({ status: 'loggedIn', persistent: false, claims: { sub: '2', email: 'client@example.com' } });
    expect(session.getTokenState()).toBe('active');
  });

  it('keeps a remembered session in long-term storage', async () => {
    const browser = fakeBrowser();
    const { session, perTab } = browser.openTab();
    await session.start();
    await session.login({ email: 'client@example.com', password: 'Client1', rememberMe: true });
    expect(browser.local.getItem('currentUser')).not.toBeNull();
    expect(perTab.getItem('currentUser')).toBeNull();
    expect(session.getState().persistent).toBe(true);
  });

  it('sends exactly the login form fields of SPEC §3 to {host}/{root}/connect/token', async () => {
    const urls: string[] = [];
    const { fetch, bodies } = errorFetch('password_invalid');
    const session = lonelySession(async (url, init) => {
      urls.push(url);
      return fetch(url, init);
    });
    await session.login({ email: 'a@b.c', password: 'Secret1' });
    expect(urls).toEqual(['http://127.0.0.1:5100/identity/connect/token']);
    expect(Object.fromEntries(new URLSearchParams(bodies[0]))).toEqual({
      email: 'a@b.c',
      client_id: 'brokerfront-web',
      client_secret: 'brokerfront-web-secret',
      scope: 'openid profile offline_access identity gateway',
      grant_type: 'password',
      password: 'Secret1',
    });
  });

  it.each([
    ['user_not_found', 'Invalid user.'],
    ['user_not_employee', 'User in not an employee'],
    ['email_invalid', 'Email not found.'],
    ['email_not_confirmed', 'Email address has not been confirmed, please check your email inbox.'],
    ['password_invalid', 'Invalid password.'],
    ['user_deactivated', 'Credentials are deactivated.'],
    ['ip_not_allowed', "Your account cannot be signed in to from this network. Ask us to add it to your account's allowed addresses."],
    ['invalid_client', 'Something failed, try again.'],
    ['anything_else', 'Something failed, try again.'],
  ])('answers %s with %p and stays logged out', async (code, message) => {
    const session = lonelySession(errorFetch(code).fetch);
    await session.start();
    expect(await session.login({ email: 'x@example.com', password: 'Bad1' })).toEqual({
      success: false,
      message,
      token: null,
      errorCode: code,
    });
    expect(session.getState().status).toBe('loggedOut');
    expect(LOGIN_ERROR_MESSAGES[code] ?? 'Something failed, try again.').toBe(message);
  });

  it('reports a lockout with the time it ends', async () => {
    const until = '2026-11-21T10:15:00.000Z';
    const session = lonelySession(errorFetch('locked_out', { error_description: until, lockedUntil: until }).fetch);
    const result = await session.login({ email: 'client@example.com', password: 'Bad1' });
    expect(result).toEqual({
      success: false,
      message: 'You have been temporarily blocked due to too many failed attempts.',
      token: null,
      errorCode: 'locked_out',
      lockedUntil: new Date(until),
    });
  });

  it('reads the lock end from error_description when lockedUntil is missing', async () => {
    const until = '2026-11-21T10:15:00.000Z';
    const result = await lonelySession(errorFetch('locked_out', { error_description: until }).fetch).login({ email: 'a', password: 'b' });
    expect(result.lockedUntil).toEqual(new Date(until));
  });

  it('locks the account after five wrong passwords (fake server)', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab();
    for (let i = 0; i < 5; i++) {
      expect((await session.login({ email: 'client@example.com', password: 'wrong' })).message).toBe('Invalid password.');
    }
    const locked = await session.login({ email: 'client@example.com', password: 'Client1' });
    expect(locked.errorCode).toBe('locked_out');
    expect(locked.lockedUntil?.getTime()).toBe(T0 + 15 * 60 * 1000);
  });

  it('fails gracefully on a network error and on an unreadable token', async () => {
    const offline = lonelySession(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await offline.login({ email: 'a', password: 'b' })).toMatchObject({ success: false, message: 'Something failed, try again.' });
    const garbage = lonelySession(
      async () => new Response(JSON.stringify({ access_token: 'not-a-jwt', refresh_token: 'r' }), { status: 200 }),
    );
    expect(await garbage.login({ email: 'a', password: 'b' })).toMatchObject({ success: false, message: 'Something failed, try again.' });
    expect(garbage.getState().status).not.toBe('loggedIn');
  });

  it('emits login with the claims, and logout with the reason', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab();
    await session.start();
    const logins: unknown[] = [];
    const logouts: unknown[] = [];
    const offLogin = session.on('login', (e) => logins.push(e));
    session.on('logout', (e) => logouts.push(e));
    await session.login({ email: 'employee@example.com', password: 'Employee1' });
    session.logout();
    offLogin();
    await session.login({ email: 'employee@example.com', password: 'Employee1' });
    expect(logins).toEqual([{ source: 'password', persistent: false, claims: expect.objectContaining({ user_type: 'Employee' }) }]);
    expect(logouts).toEqual([{ reason: 'user', fromOtherTab: false }]);
  });
});

describe('auto-login', () => {
  it('signs in with grant auto_login_token and the token sent as the password', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab();
    await session.start();
    const token = browser.server.createAutoLoginToken(2);
    const result = await session.autoLogin(token);
    expect(result.success).toBe(true);
    expect(browser.server.calls.at(-1)?.fields).toMatchObject({
      grant_type: 'auto_login_token',
      password: token,
      client_id: 'brokerfront-web',
    });
    expect(session.getState()).toMatchObject({ status: 'loggedIn', claims: { sub: '2' } });
    // Single use.
    expect((await session.autoLogin(token)).success).toBe(false);
  });
});

describe('start-up and stored data', () => {
  const valid = () => JSON.stringify({ token: fakeJwt({ sub: '7', exp: Math.floor(T0 / 1000) + 60 }), refresh_token: 'r', tokenExp: 1 });

  it('restores a remembered session and a tab-only session', async () => {
    const local = new MemoryStorage();
    local.setItem('currentUser', valid());
    const restored = lonelySession(errorFetch('x').fetch, new MemoryStorage(), local);
    const logins: unknown[] = [];
    restored.on('login', (e) => logins.push(e));
    expect(await restored.start()).toMatchObject({ status: 'loggedIn', persistent: true, claims: { sub: '7' } });
    // The expiry is read from the token itself, not from the stored copy.
    expect(restored.getState().tokenExp).toBe(Math.floor(T0 / 1000) + 60);
    expect(logins).toEqual([expect.objectContaining({ source: 'restored' })]);

    const perTab = new MemoryStorage();
    perTab.setItem('currentUser', valid());
    expect(await lonelySession(errorFetch('x').fetch, perTab).start()).toMatchObject({ status: 'loggedIn', persistent: false });
  });

  it.each([
    ['corrupted JSON', '{"token": '],
    ['not an object', '42'],
    ['a malformed token', JSON.stringify({ token: 'abc.def', refresh_token: 'r', tokenExp: 1 })],
    ['a token without exp', JSON.stringify({ token: fakeJwt({ sub: '1' }), refresh_token: 'r', tokenExp: 1 })],
    ['a missing refresh token', JSON.stringify({ token: fakeJwt({ exp: 9e9 }) })],
  ])('treats %s as logged out and removes it', async (_label, raw) => {
    const local = new MemoryStorage();
    local.setItem('currentUser', raw);
    const session = lonelySession(errorFetch('x').fetch, new MemoryStorage(), local);
    expect((await session.start()).status).toBe('loggedOut');
    expect(local.getItem('currentUser')).toBeNull();
    expect(session.getTokenState()).toBe('none');
    await expect(session.getAccessToken()).rejects.toThrow('Not logged in.');
  });

  it('survives a storage that throws', async () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const session = createSession({
      endpoint,
      connect,
      fetch: fakeBrowser().server.fetch,
      localStorage: throwing,
      sessionStorage: throwing,
      channel: isolatedTabChannel,
      startupTimeoutMs: 0,
    });
    expect((await session.start()).status).toBe('loggedOut');
    expect((await session.login({ email: 'client@example.com', password: 'Client1' })).success).toBe(true);
    expect(session.getState().status).toBe('loggedIn');
    session.logout();
    expect(session.getState().status).toBe('loggedOut');
  });

  it('is starting until no open tab answers within the start-up wait', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab({ startupTimeoutMs: 100 });
    const started = session.start();
    expect(session.getState().status).toBe('starting');
    expect(session.start()).toBe(started);
    jest.advanceTimersByTime(99);
    expect(session.getState().status).toBe('starting');
    jest.advanceTimersByTime(1);
    expect((await started).status).toBe('loggedOut');
  });
});

describe('token state', () => {
  it('is expired when now in seconds is at or past exp', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab();
    expect(session.getTokenState()).toBe('none');
    await session.login({ email: 'client@example.com', password: 'Client1' });
    jest.setSystemTime(T0 + 299_999);
    expect(session.getTokenState()).toBe('active');
    jest.setSystemTime(T0 + 300_000);
    expect(session.getTokenState()).toBe('expired');
  });
});

describe('getAccessToken', () => {
  it('rejects with "Not logged in." when logged out', async () => {
    const { session } = fakeBrowser().openTab({ startupTimeoutMs: 0 });
    const error = await session.getAccessToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionError);
    expect((error as SessionError).message).toBe('Not logged in.');
  });

  it('returns an active token without calling the server', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab();
    const { token } = await session.login({ email: 'client@example.com', password: 'Client1' });
    expect(await session.getAccessToken()).toBe(token);
    expect(browser.server.refreshCount()).toBe(0);
  });

  it('makes one refresh for 1 000 concurrent callers of an expired token', async () => {
    const browser = fakeBrowser();
    const { session, perTab } = browser.openTab();
    await session.login({ email: 'client@example.com', password: 'Client1' });
    const before = JSON.parse(perTab.getItem('currentUser') as string);
    jest.setSystemTime(T0 + 301_000);
    const release = browser.server.hold();
    const callers = Array.from({ length: 1000 }, () => session.getAccessToken());
    await settle();
    release();
    const tokens = await Promise.all(callers);
    expect(browser.server.refreshCount()).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    expect(browser.server.calls.at(-1)?.fields).toEqual({
      refresh_token: before.refresh_token,
      client_id: 'brokerfront-web',
      client_secret: 'brokerfront-web-secret',
      grant_type: 'refresh_token',
    });
    // Replaced in the same (per-tab) storage.
    const after = JSON.parse(perTab.getItem('currentUser') as string);
    expect(after.token).toBe(tokens[0]);
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect(after.tokenExp).toBe(Math.floor((T0 + 301_000) / 1000) + 300);
    expect(browser.local.getItem('currentUser')).toBeNull();
    expect(session.getTokenState()).toBe('active');
  });

  it('keeps a remembered session remembered after refresh', async () => {
    const browser = fakeBrowser();
    const { session, perTab } = browser.openTab();
    await session.login({ email: 'client@example.com', password: 'Client1', rememberMe: true });
    jest.setSystemTime(T0 + 400_000);
    const token = await session.getAccessToken();
    expect(JSON.parse(browser.local.getItem('currentUser') as string).token).toBe(token);
    expect(perTab.getItem('currentUser')).toBeNull();
    expect(session.getState().persistent).toBe(true);
  });

  it('ends the session as deactivated when the service refuses the refresh of a blocked or archived account', async () => {
    const browser = fakeBrowser();
    const first = browser.openTab();
    const second = browser.openTab();
    await first.session.login({ email: 'client@example.com', password: 'Client1', rememberMe: true });
    await second.session.start();
    const logouts: unknown[] = [];
    first.session.on('logout', (e) => logouts.push(e));
    const others: unknown[] = [];
    second.session.on('logout', (e) => others.push(e));
    browser.server.failRefreshWith('user_deactivated', 'Credentials are deactivated.');
    jest.setSystemTime(T0 + 301_000);
    await expect(first.session.getAccessToken()).rejects.toThrow('Credentials are deactivated.');
    expect(logouts).toEqual([{ reason: 'deactivated', message: 'Credentials are deactivated.', fromOtherTab: false }]);
    await Promise.resolve();
    expect(others).toEqual([expect.objectContaining({ reason: 'deactivated', fromOtherTab: true })]);
  });

  it('gives every waiter the failed result with the error text and ends the session', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab();
    await session.login({ email: 'client@example.com', password: 'Client1', rememberMe: true });
    const failures: unknown[] = [];
    const logouts: unknown[] = [];
    session.on('refreshFailed', (e) => failures.push(e));
    session.on('logout', (e) => logouts.push(e));
    browser.server.failRefreshWith('invalid_grant', 'The refresh token is invalid.');
    jest.setSystemTime(T0 + 301_000);
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => session.getAccessToken()));
    expect(browser.server.refreshCount()).toBe(1);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as SessionError;
      expect(reason.message).toBe('The refresh token is invalid.');
      expect(reason.result).toEqual({ success: false, message: 'The refresh token is invalid.', token: null, errorCode: 'invalid_grant' });
    }
    expect(failures).toHaveLength(1);
    expect(logouts).toEqual([{ reason: 'refreshFailed', message: 'The refresh token is invalid.', fromOtherTab: false }]);
    expect(session.getState().status).toBe('loggedOut');
    expect(browser.local.getItem('currentUser')).toBeNull();
  });

  it('keeps the session on a network failure during refresh and retries (see resilience.spec.ts)', async () => {
    let online = true;
    const server = fakeBrowser().server;
    const browser = fakeBrowser({
      server: {
        ...server,
        fetch: async (url, init) => {
          if (!online) throw new TypeError('Failed to fetch');
          return server.fetch(url, init);
        },
      },
    });
    const { session } = browser.openTab({ random: () => 0.5 });
    await session.login({ email: 'client@example.com', password: 'Client1' });
    online = false;
    jest.setSystemTime(T0 + 301_000);
    const pending = session.getAccessToken();
    await jest.advanceTimersByTimeAsync(0);
    expect(session.getState()).toMatchObject({ status: 'loggedIn', connectivity: 'retrying' });
    online = true;
    await jest.advanceTimersByTimeAsync(500);
    await expect(pending).resolves.toEqual(expect.any(String));
    expect(session.getState()).toMatchObject({ status: 'loggedIn', connectivity: 'ok' });
  });

  it('discards a refresh answer that arrives after logout', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab();
    await session.login({ email: 'client@example.com', password: 'Client1' });
    jest.setSystemTime(T0 + 301_000);
    const release = browser.server.hold();
    const pending = session.getAccessToken();
    await settle();
    session.logout();
    release();
    await expect(pending).rejects.toThrow('Not logged in.');
    expect(session.getState().status).toBe('loggedOut');
    expect(browser.tabs[0].perTab.getItem('currentUser')).toBeNull();
  });
});

describe('waitForSession', () => {
  it('resolves at once when settled, when start-up settles, or after the wait', async () => {
    const { waitForSession } = await import('./session');
    const settled = fakeBrowser().openTab().session;
    expect((await waitForSession(settled)).status).toBe('loggedOut');

    const slow = fakeBrowser().openTab({ startupTimeoutMs: 1000 }).session;
    const waited = waitForSession(slow, 150);
    await jest.advanceTimersByTimeAsync(150);
    expect((await waited).status).toBe('starting');
    await jest.advanceTimersByTimeAsync(850);
    expect(slow.getState().status).toBe('loggedOut');

    const quick = fakeBrowser().openTab({ startupTimeoutMs: 100 }).session;
    const early = waitForSession(quick, 150);
    await jest.advanceTimersByTimeAsync(100);
    expect((await early).status).toBe('loggedOut');
  });
});

describe('auto-login under double effects', () => {
  it('makes one request for the same token asked twice at once', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab();
    const token = browser.server.createAutoLoginToken(1);
    const [first, second] = await Promise.all([session.autoLogin(token), session.autoLogin(token)]);
    expect(first).toBe(second);
    expect(first.success).toBe(true);
    expect(browser.server.calls.filter((c) => c.grant_type === 'auto_login_token')).toHaveLength(1);
  });
});

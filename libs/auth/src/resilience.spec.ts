/**
 * @jest-environment node
 */
import { retryDelay, SessionError } from './session';
import { safeRedirectPath } from './redirect';
import { fakeBrowser, settle } from './test-support/tabs';
import { MemoryStorage } from './testing/memory-storage';
import type { TabMessage } from './tab-channel';

const T0 = Date.UTC(2026, 10, 21, 10, 0, 0);
const CLIENT = { email: 'client@example.com', password: 'Client1' };

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'], now: T0 });
});
afterEach(() => {
  jest.useRealTimers();
});

/** A copy of a storage's current items (a tab's sessionStorage as the browser keeps it for a discarded tab). */
function snapshot(storage: MemoryStorage): MemoryStorage {
  const copy = new MemoryStorage();
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i) as string;
    copy.setItem(key, storage.getItem(key) as string);
  }
  return copy;
}

const tokenMessages = (posted: TabMessage[]) => posted.filter((m) => m.type === 'login' || m.type === 'refresh' || m.type === 'session');

describe('retry delays', () => {
  it('double from 1 s up to a 30 s cap, drawn uniformly below the cap (full jitter)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => retryDelay(n, () => 0.999999))).toEqual([
      999, 1999, 3999, 7999, 15_999, 29_999, 29_999, 29_999,
    ]);
    expect(retryDelay(3, () => 0)).toBe(100);
    expect(retryDelay(2, () => 0.5)).toBe(2000);
  });
});

describe('a transient refresh failure keeps the session', () => {
  it.each([
    ['HTTP 503', 503],
    ['HTTP 502', 502],
    ['HTTP 429', 429],
    ['a network error', 'network'],
    ['an aborted request', 'abort'],
  ] as const)('%s: reconnecting, retried with backoff and jitter, then refreshed', async (_label, outage) => {
    const browser = fakeBrowser();
    const { session } = browser.openTab({ random: () => 0.5 });
    await session.login({ ...CLIENT, rememberMe: true });
    const retries: unknown[] = [];
    const logouts: unknown[] = [];
    session.on('refreshRetrying', (e) => retries.push(e));
    session.on('logout', (e) => logouts.push(e));
    browser.server.refreshOutage(outage, outage);
    jest.setSystemTime(T0 + 301_000);
    const pending = session.getAccessToken();
    await jest.advanceTimersByTimeAsync(0);
    expect(session.getState()).toMatchObject({ status: 'loggedIn', connectivity: 'retrying' });
    expect(browser.server.refreshCount()).toBe(1);
    // First pause: half of 1 s (random 0.5); second: half of 2 s.
    await jest.advanceTimersByTimeAsync(499);
    expect(browser.server.refreshCount()).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(browser.server.refreshCount()).toBe(2);
    await jest.advanceTimersByTimeAsync(1000);
    const token = await pending;
    expect(browser.server.refreshCount()).toBe(3);
    expect(retries).toEqual([
      { attempt: 1, delayMs: 500, error: expect.any(String) },
      { attempt: 2, delayMs: 1000, error: expect.any(String) },
    ]);
    expect(session.getState()).toMatchObject({ status: 'loggedIn', connectivity: 'ok', token });
    expect(JSON.parse(browser.local.getItem('currentUser') as string).token).toBe(token);
    expect(logouts).toEqual([]);
  });

  it('a request without an answer is aborted after the request timeout (15 s) and retried', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab({ random: () => 0 });
    await session.login(CLIENT);
    browser.server.refreshOutage('hang');
    jest.setSystemTime(T0 + 301_000);
    const retries: { error: string }[] = [];
    session.on('refreshRetrying', (e) => retries.push(e));
    const pending = session.getAccessToken();
    await jest.advanceTimersByTimeAsync(14_999);
    expect(session.getState().connectivity).toBe('ok');
    await jest.advanceTimersByTimeAsync(1);
    expect(retries).toEqual([expect.objectContaining({ error: 'timeout' })]);
    await jest.advanceTimersByTimeAsync(100);
    await expect(pending).resolves.toEqual(expect.any(String));
    expect(session.getState()).toMatchObject({ status: 'loggedIn', connectivity: 'ok' });
  });

  it('a non-JSON answer is transient too', async () => {
    const browser = fakeBrowser();
    const { server } = browser;
    let broken = true;
    const tab = browser.openTab({
      random: () => 0,
      fetch: async (url, init) => {
        if (broken && String(init?.body).includes('grant_type=refresh_token')) return new Response('<html>oops</html>', { status: 200 });
        return server.fetch(url, init);
      },
    });
    await tab.session.login(CLIENT);
    jest.setSystemTime(T0 + 301_000);
    const pending = tab.session.getAccessToken();
    await jest.advanceTimersByTimeAsync(0);
    expect(tab.session.getState().connectivity).toBe('retrying');
    broken = false;
    await jest.advanceTimersByTimeAsync(100);
    await expect(pending).resolves.toEqual(expect.any(String));
  });

  it('a caller waiting longer than refreshWaitMs gets a transient error, never "Not logged in."; the retries go on', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab({ random: () => 1, refreshWaitMs: 5000 });
    await session.login(CLIENT);
    browser.server.refreshOutage(503, 503, 503, 503);
    jest.setSystemTime(T0 + 301_000);
    const first = session.getAccessToken().catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(5000);
    const error = (await first) as SessionError;
    expect(error).toBeInstanceOf(SessionError);
    expect(error.transient).toBe(true);
    expect(error.message).not.toBe('Not logged in.');
    expect(session.getState()).toMatchObject({ status: 'loggedIn', connectivity: 'retrying' });
    await jest.advanceTimersByTimeAsync(20_000);
    expect(session.getState()).toMatchObject({ status: 'loggedIn', connectivity: 'ok' });
    expect(browser.server.refreshCount()).toBe(5);
  });

  it('callers whose access token is still valid keep working while a refresh is retried', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab({ random: () => 0.5 });
    const { token } = await session.login(CLIENT);
    browser.server.refreshOutage(503);
    const refresh = session.refresh();
    await jest.advanceTimersByTimeAsync(0);
    expect(session.getState().connectivity).toBe('retrying');
    await expect(session.getAccessToken()).resolves.toBe(token);
    await jest.advanceTimersByTimeAsync(500);
    expect((await refresh).success).toBe(true);
  });

  it('another tab refreshing during the pause ends the retries with its tokens', async () => {
    const browser = fakeBrowser();
    const a = browser.openTab({ random: () => 1 });
    const b = browser.openTab({ random: () => 1 });
    await Promise.all([a.session.start(), b.session.start()]);
    await a.session.login(CLIENT);
    await settle();
    jest.setSystemTime(T0 + 301_000);
    browser.server.refreshOutage(503);
    const pendingB = b.session.getAccessToken();
    await jest.advanceTimersByTimeAsync(0);
    expect(b.session.getState().connectivity).toBe('retrying');
    const tokenA = await a.session.getAccessToken();
    await settle();
    await expect(pendingB).resolves.toBe(tokenA);
    expect(b.session.getState().connectivity).toBe('ok');
    expect(browser.server.refreshCount()).toBe(2);
  });
});

describe('an authoritative answer ends the session', () => {
  it.each([
    ['invalid_grant', 400],
    ['invalid_client', 401],
    ['user_deactivated', 400],
    ['user_not_found', 400],
  ])('%s (HTTP %i) signs out every tab with the error text', async (code, status) => {
    const browser = fakeBrowser();
    const a = browser.openTab();
    const b = browser.openTab();
    await Promise.all([a.session.start(), b.session.start()]);
    await a.session.login({ ...CLIENT, rememberMe: true });
    await settle();
    const server = browser.server;
    const tab = browser.openTab({
      fetch: async (url, init) =>
        String(init?.body).includes('grant_type=refresh_token')
          ? new Response(JSON.stringify({ error: code, error_description: `refused: ${code}` }), { status })
          : server.fetch(url, init),
    });
    await tab.session.start();
    await settle();
    jest.setSystemTime(T0 + 301_000);
    await expect(tab.session.getAccessToken()).rejects.toThrow(`refused: ${code}`);
    await settle();
    for (const t of [a, b, tab]) expect(t.session.getState().status).toBe('loggedOut');
  });
});

describe('a stale tab never replays a rotated refresh token', () => {
  it('a tab restored from discard asks the open tabs for the current tokens instead of using its own', async () => {
    const browser = fakeBrowser();
    const a = browser.openTab();
    const b = browser.openTab();
    await Promise.all([a.session.start(), b.session.start()]);
    await a.session.login(CLIENT);
    await settle();
    const discarded = snapshot(b.perTab);
    b.session.stop();
    // A refreshes twice while B is discarded: B's copy is two rotations behind.
    for (const ms of [301_000, 602_000]) {
      jest.setSystemTime(T0 + ms);
      await a.session.getAccessToken();
    }
    const refreshes = browser.server.refreshCount();
    const restored = browser.openTab({ sessionStorage: discarded, startupTimeoutMs: 100 });
    const started = restored.session.start();
    await settle();
    expect((await started).token).toBe(a.session.getState().token);
    expect(await restored.session.getAccessToken()).toBe(a.session.getState().token);
    expect(browser.server.refreshCount()).toBe(refreshes);
    // The family was not revoked: A refreshes again without trouble.
    jest.setSystemTime(T0 + 903_000);
    await expect(a.session.getAccessToken()).resolves.toEqual(expect.any(String));
    expect(a.session.getState().status).toBe('loggedIn');
  });

  it('a restored tab no other tab can help signs out alone, without a request and without touching the others', async () => {
    const browser = fakeBrowser();
    const a = browser.openTab();
    await a.session.start();
    await a.session.login(CLIENT);
    const stale = snapshot(a.perTab);
    jest.setSystemTime(T0 + 301_000);
    await a.session.getAccessToken();
    a.session.stop();
    const refreshes = browser.server.refreshCount();
    const restored = browser.openTab({ sessionStorage: stale, startupTimeoutMs: 100 });
    const started = restored.session.start();
    await jest.advanceTimersByTimeAsync(100);
    expect((await started).status).toBe('loggedOut');
    expect(browser.server.refreshCount()).toBe(refreshes);
    expect(stale.getItem('currentUser')).toBeNull();
  });

  it('inside the lock, a tab adopts the tokens another tab stored instead of refreshing (remembered session)', async () => {
    const browser = fakeBrowser({ delivery: 'manual' });
    const a = browser.openTab();
    const b = browser.openTab();
    await a.session.login({ ...CLIENT, rememberMe: true });
    browser.network.flush();
    await b.session.start();
    jest.setSystemTime(T0 + 301_000);
    const tokenA = await a.session.getAccessToken();
    // B has not heard of A's refresh; it re-reads shared storage under the lock.
    await expect(b.session.getAccessToken()).resolves.toBe(tokenA);
    expect(browser.server.refreshCount()).toBe(1);
  });
});

describe('sign-out revokes the refresh token on the server', () => {
  it('POSTs connect/revocation (RFC 7009) and the token is refused afterwards', async () => {
    const browser = fakeBrowser();
    const { session, perTab } = browser.openTab();
    await session.login(CLIENT);
    const { refresh_token } = JSON.parse(perTab.getItem('currentUser') as string) as { refresh_token: string };
    expect(browser.server.isRefreshTokenUsable(refresh_token)).toBe(true);
    await session.signOut();
    expect(browser.server.revocations).toEqual([
      { token: refresh_token, token_type_hint: 'refresh_token', client_id: 'brokerfront-web', client_secret: 'brokerfront-web-secret' },
    ]);
    expect(browser.server.isRefreshTokenUsable(refresh_token)).toBe(false);
  });

  it.each([
    ['answers 503', 503],
    ['is unreachable', 'network'],
    ['does not exist yet (404)', 404],
  ] as const)('clears the session at once even when the revocation endpoint %s', async (_label, failure) => {
    const browser = fakeBrowser();
    const a = browser.openTab();
    const b = browser.openTab();
    await Promise.all([a.session.start(), b.session.start()]);
    await a.session.login(CLIENT);
    await settle();
    browser.server.failRevocationWith(failure);
    const done = a.session.signOut();
    expect(a.session.getState().status).toBe('loggedOut');
    expect(a.perTab.getItem('currentUser')).toBeNull();
    await expect(done).resolves.toBeUndefined();
    await settle();
    expect(b.session.getState().status).toBe('loggedOut');
    expect(browser.server.revocations).toHaveLength(1);
  });

  it('does not wait longer than the revocation timeout for a hanging endpoint', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab();
    await session.login(CLIENT);
    browser.server.failRevocationWith('hang');
    let finished = false;
    void session.signOut().then(() => (finished = true));
    expect(session.getState().status).toBe('loggedOut');
    await jest.advanceTimersByTimeAsync(2999);
    expect(finished).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(finished).toBe(true);
  });

  it('a tab restored after sign-out stays signed out and never signs the other tabs in', async () => {
    const browser = fakeBrowser();
    const a = browser.openTab();
    const b = browser.openTab();
    await Promise.all([a.session.start(), b.session.start()]);
    await a.session.login(CLIENT);
    await settle();
    const closed = snapshot(b.perTab);
    b.session.stop();
    await a.session.signOut();
    await settle();
    const before = browser.network.posted.length;
    const restored = browser.openTab({ sessionStorage: closed, startupTimeoutMs: 100 });
    const started = restored.session.start();
    await jest.advanceTimersByTimeAsync(100);
    expect((await started).status).toBe('loggedOut');
    expect(closed.getItem('currentUser')).toBeNull();
    await expect(restored.session.getAccessToken()).rejects.toThrow('Not logged in.');
    jest.setSystemTime(T0 + 301_000);
    await settle();
    expect(tokenMessages(browser.network.posted.slice(before))).toEqual([]);
    expect(browser.server.refreshCount()).toBe(0);
    expect(a.session.getState().status).toBe('loggedOut');
  });

  it('tokens broadcast by a stale tab of a signed-out session are refused by the other tabs', async () => {
    const browser = fakeBrowser();
    const a = browser.openTab();
    await a.session.start();
    await a.session.login(CLIENT);
    const stale = JSON.parse(a.perTab.getItem('currentUser') as string);
    const sid = a.perTab.getItem('currentUser.sid');
    await a.session.signOut();
    const rogue = browser.network.connect();
    for (const type of ['login', 'refresh', 'session'] as const) rogue.post({ type, data: stale, persistent: false, sid });
    await settle();
    expect(a.session.getState().status).toBe('loggedOut');
    expect(a.perTab.getItem('currentUser')).toBeNull();
  });
});

describe('auto-login never silently replaces another signed-in user', () => {
  it('without a confirmation it is declined, and the new tokens are revoked', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab();
    await session.login(CLIENT);
    const result = await session.autoLogin(browser.server.createAutoLoginToken(1));
    expect(result).toMatchObject({ success: false, errorCode: 'switch_declined' });
    expect(session.getState().claims?.email).toBe('client@example.com');
    await settle();
    expect(browser.server.revocations).toHaveLength(1);
  });

  it('asks with both users; on Continue the old user is signed out (revoked) and the new one signed in', async () => {
    const browser = fakeBrowser();
    const { session, perTab } = browser.openTab();
    await session.login(CLIENT);
    const old = JSON.parse(perTab.getItem('currentUser') as string).refresh_token as string;
    const asked: unknown[] = [];
    const result = await session.autoLogin(browser.server.createAutoLoginToken(1), {
      confirmSwitch: async (accounts) => {
        asked.push(accounts);
        return true;
      },
    });
    expect(result.success).toBe(true);
    expect(asked).toEqual([{ current: expect.objectContaining({ sub: '2' }), next: expect.objectContaining({ sub: '1' }) }]);
    expect(session.getState().claims?.email).toBe('employee@example.com');
    expect(browser.server.isRefreshTokenUsable(old)).toBe(false);
  });

  it('the same user signing in again is not asked', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab();
    await session.login(CLIENT);
    const confirmSwitch = jest.fn(() => false);
    expect((await session.autoLogin(browser.server.createAutoLoginToken(2), { confirmSwitch })).success).toBe(true);
    expect(confirmSwitch).not.toHaveBeenCalled();
  });
});

describe('redirect values', () => {
  it.each([
    ['a tab', '/\t/evil.example'],
    ['a line feed', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL', '/account\u0000'],
    ['DEL', '/account\u007f'],
    ['a backslash', '/\\evil.example'],
    ['a backslash later on', '/account\\..\\x'],
    ['protocol-relative //', '//evil.example/account'],
    ['an absolute URL of another origin', 'https://evil.example/account'],
    ['a script URL', ['java', 'script:alert(1)'].join('')],
    ['a relative path', 'account'],
    ['an empty string', ''],
  ])('refuses %s and falls back to the home route without throwing', (_label, value) => {
    expect(() => safeRedirectPath(value, '/home')).not.toThrow();
    expect(safeRedirectPath(value, '/home')).toBe('/home');
    expect(safeRedirectPath(value, '/home', 'https://brand.example')).toBe('/home');
  });

  it('accepts same-site paths, and absolute URLs of the own origin as their path', () => {
    expect(safeRedirectPath('/en/account?tab=1#top', '/home')).toBe('/en/account?tab=1#top');
    expect(safeRedirectPath('https://brand.example/de/account?x=1', '/home', 'https://brand.example')).toBe('/de/account?x=1');
    expect(safeRedirectPath('https://brand.example.evil.example/', '/home', 'https://brand.example')).toBe('/home');
    expect(safeRedirectPath(undefined, '/home')).toBe('/home');
  });
});

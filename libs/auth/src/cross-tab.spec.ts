/**
 * @jest-environment node
 */
import { fakeBrowser, settle } from './test-support/tabs';

const T0 = Date.UTC(2026, 10, 21, 10, 0, 0);

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'], now: T0 });
});
afterEach(() => {
  jest.useRealTimers();
});

async function openTabs(browser: ReturnType<typeof fakeBrowser>, count: number) {
  const tabs = Array.from({ length: count }, () => browser.openTab());
  await Promise.all(tabs.map((t) => t.session.start()));
  return tabs;
}

describe('tabs share one session', () => {
  it('a tab-only login reaches the other open tabs, which keep it for their tab', async () => {
    const browser = fakeBrowser();
    const [a, b] = await openTabs(browser, 2);
    const logins: unknown[] = [];
    b.session.on('login', (e) => logins.push(e));
    await a.session.login({ email: 'client@example.com', password: 'Client1' });
    await settle();
    expect(b.session.getState()).toMatchObject({ status: 'loggedIn', persistent: false, token: a.session.getState().token });
    expect(b.perTab.getItem('currentUser')).toBe(a.perTab.getItem('currentUser'));
    expect(browser.local.getItem('currentUser')).toBeNull();
    expect(logins).toEqual([expect.objectContaining({ source: 'otherTab' })]);
  });

  it('a new tab of a tab-only session gets the session from an open tab', async () => {
    const browser = fakeBrowser();
    const [a] = await openTabs(browser, 1);
    await a.session.login({ email: 'client@example.com', password: 'Client1' });
    const c = browser.openTab({ startupTimeoutMs: 100 });
    const started = c.session.start();
    expect(c.session.getState().status).toBe('starting');
    await settle();
    expect((await started).status).toBe('loggedIn');
    expect(c.session.getState().token).toBe(a.session.getState().token);
    expect(c.perTab.getItem('currentUser')).toBe(a.perTab.getItem('currentUser'));
  });

  it('a new tab of a remembered session reads it from long-term storage at once', async () => {
    const browser = fakeBrowser();
    const [a] = await openTabs(browser, 1);
    await a.session.login({ email: 'client@example.com', password: 'Client1', rememberMe: true });
    const c = browser.openTab({ startupTimeoutMs: 100 });
    expect((await c.session.start()).status).toBe('loggedIn');
  });

  it('logout clears long-term and per-tab storage in every tab', async () => {
    const browser = fakeBrowser();
    const [a, b, c] = await openTabs(browser, 3);
    await a.session.login({ email: 'client@example.com', password: 'Client1' });
    await settle();
    const logouts: unknown[] = [];
    c.session.on('logout', (e) => logouts.push(e));
    b.session.logout();
    await settle();
    for (const tab of [a, b, c]) {
      expect(tab.session.getState().status).toBe('loggedOut');
      expect(tab.perTab.getItem('currentUser')).toBeNull();
    }
    expect(browser.local.getItem('currentUser')).toBeNull();
    expect(logouts).toEqual([{ reason: 'user', fromOtherTab: true }]);
  });

  it('a refresh in one tab reaches the others', async () => {
    const browser = fakeBrowser();
    const [a, b] = await openTabs(browser, 2);
    await a.session.login({ email: 'client@example.com', password: 'Client1' });
    await settle();
    const refreshed: unknown[] = [];
    b.session.on('refreshed', (e) => refreshed.push(e));
    jest.setSystemTime(T0 + 301_000);
    const token = await a.session.getAccessToken();
    await settle();
    expect(b.session.getState().token).toBe(token);
    expect(await b.session.getAccessToken()).toBe(token);
    expect(browser.server.refreshCount()).toBe(1);
    expect(refreshed).toEqual([{ fromOtherTab: true }]);
  });
});

describe('refresh is single-flight across tabs', () => {
  it.each([
    ['remembered', true],
    ['tab-only', false],
  ])('five tabs of a %s session with an expired token make one refresh request', async (_label, rememberMe) => {
    const browser = fakeBrowser({ delivery: 'manual' });
    const tabs = await openTabs(browser, 5);
    await tabs[0].session.login({ email: 'client@example.com', password: 'Client1', rememberMe });
    browser.network.flush();
    jest.setSystemTime(T0 + 301_000);
    // Every tab asks at once; messages between tabs arrive only when flushed (late).
    const pending = tabs.flatMap((t) => Array.from({ length: 20 }, () => t.session.getAccessToken()));
    for (let i = 0; i < 10; i++) {
      await settle();
      browser.network.flush();
    }
    const tokens = await Promise.all(pending);
    expect(browser.server.refreshCount()).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    for (const tab of tabs) expect(tab.session.getState()).toMatchObject({ status: 'loggedIn', persistent: rememberMe });
  });

  it('a refresh failure reaches every waiter and logs out every tab', async () => {
    const browser = fakeBrowser();
    const tabs = await openTabs(browser, 5);
    await tabs[0].session.login({ email: 'client@example.com', password: 'Client1' });
    await settle();
    browser.server.failRefreshWith('invalid_grant', 'The refresh token was already used.');
    jest.setSystemTime(T0 + 301_000);
    const outcomes = await Promise.allSettled(tabs.flatMap((t) => [t.session.getAccessToken(), t.session.getAccessToken()]));
    await settle();
    expect(browser.server.refreshCount()).toBe(1);
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    const messages = new Set(outcomes.map((o) => ((o as PromiseRejectedResult).reason as Error).message));
    // The tab that refreshed and those that learned of it under the lock report the error text;
    // none is left signed in.
    expect(messages.has('The refresh token was already used.')).toBe(true);
    for (const tab of tabs) {
      expect(tab.session.getState().status).toBe('loggedOut');
      expect(tab.perTab.getItem('currentUser')).toBeNull();
    }
  });

  it('a tab whose refresh token another tab already used waits for the new tokens instead of reusing it', async () => {
    const browser = fakeBrowser({ delivery: 'manual' });
    const [a, b] = await openTabs(browser, 2);
    await a.session.login({ email: 'client@example.com', password: 'Client1' });
    browser.network.flush();
    jest.setSystemTime(T0 + 301_000);
    const tokenA = await a.session.getAccessToken();
    // B has not yet received A's refresh message: its per-tab copy still holds the used token.
    const pendingB = b.session.getAccessToken();
    await settle();
    expect(browser.server.refreshCount()).toBe(1);
    browser.network.flush();
    await settle();
    browser.network.flush();
    expect(await pendingB).toBe(tokenA);
    expect(browser.server.refreshCount()).toBe(1);
  });

  it('gives up waiting for rotated tokens after the rotation wait and ends the session', async () => {
    const browser = fakeBrowser({ delivery: 'manual' });
    const [a, b] = await openTabs(browser, 2);
    await a.session.login({ email: 'client@example.com', password: 'Client1' });
    browser.network.flush();
    jest.setSystemTime(T0 + 301_000);
    await a.session.getAccessToken();
    a.session.stop();
    const failure = expect(b.session.getAccessToken()).rejects.toThrow('The session was renewed in another tab that could not be reached.');
    await settle();
    await jest.advanceTimersByTimeAsync(3000);
    await failure;
    expect(b.session.getState().status).toBe('loggedOut');
  });

  it('a logout in another tab while waiting for the lock makes the waiter fail with "Not logged in."', async () => {
    const browser = fakeBrowser();
    const [a, b] = await openTabs(browser, 2);
    await a.session.login({ email: 'client@example.com', password: 'Client1', rememberMe: true });
    await settle();
    jest.setSystemTime(T0 + 301_000);
    const release = browser.server.hold();
    const pendingA = a.session.getAccessToken();
    await settle();
    const pendingB = b.session.getAccessToken();
    a.session.logout();
    release();
    await expect(pendingA).rejects.toThrow('Not logged in.');
    await expect(pendingB).rejects.toThrow('Not logged in.');
    expect(browser.server.refreshCount()).toBe(1);
  });
});

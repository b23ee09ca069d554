/**
 * @jest-environment node
 */
import { createFakeTokenServer } from './testing/fake-token-server';
import { fakeBrowser, settle } from './test-support/tabs';

const T0 = Date.UTC(2026, 10, 26, 10, 0, 0);
const EMPLOYEE = 1;
const CLIENT = 2;
const OTHER_CLIENT = 5;

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'], now: T0 });
});
afterEach(() => {
  jest.useRealTimers();
});

/** An employee signed in (remembered or not) in tab A, and a second tab B of the same browser. */
async function employeeWithTwoTabs(rememberMe: boolean) {
  const browser = fakeBrowser();
  const a = browser.openTab();
  await a.session.start();
  await a.session.login({ email: 'employee@example.com', password: 'Employee1', rememberMe });
  const b = browser.openTab({ startupTimeoutMs: 100 });
  const started = b.session.start();
  await settle();
  await started;
  return { browser, a, b };
}

describe('a delegated session ("Log in as client")', () => {
  it('opens in its tab only: the other tab keeps the employee, nothing shared is written', async () => {
    const { browser, a, b } = await employeeWithTwoTabs(true);
    const remembered = browser.local.getItem('currentUser');
    expect(b.session.getState().claims?.sub).toBe(String(EMPLOYEE));
    const asked: unknown[] = [];

    const result = await b.session.autoLogin(browser.server.createAutoLoginToken(CLIENT, EMPLOYEE), {
      confirmSwitch: (accounts) => (asked.push(accounts), false),
    });
    await settle();

    expect(result.success).toBe(true);
    expect(asked).toEqual([]);
    expect(b.session.getState()).toMatchObject({ status: 'loggedIn', persistent: false, delegated: true });
    expect(b.session.getState().claims).toMatchObject({ sub: String(CLIENT), act: { sub: String(EMPLOYEE), name: 'Erin Employee' } });
    expect(a.session.getState()).toMatchObject({ status: 'loggedIn', delegated: false });
    expect(a.session.getState().claims?.sub).toBe(String(EMPLOYEE));
    expect(browser.local.getItem('currentUser')).toBe(remembered);
    expect(browser.server.revocations).toEqual([]);
    expect(b.perTab.getItem('currentUser')).toBeNull();
    expect(b.perTab.getItem('currentUser.delegated')).not.toBeNull();
  });

  it('does not disturb a tab-only employee session either, and a new tab still joins the employee', async () => {
    const { browser, a, b } = await employeeWithTwoTabs(false);
    await b.session.autoLogin(browser.server.createAutoLoginToken(CLIENT, EMPLOYEE));
    await settle();
    const c = browser.openTab({ startupTimeoutMs: 100 });
    const started = c.session.start();
    await settle();
    await started;
    expect(a.session.getState().claims?.sub).toBe(String(EMPLOYEE));
    expect(c.session.getState().claims?.sub).toBe(String(EMPLOYEE));
    expect(b.session.getState().claims?.sub).toBe(String(CLIENT));
  });

  it('survives a reload of its tab, and ignores the sign-out of the other tabs', async () => {
    const { browser, a, b } = await employeeWithTwoTabs(true);
    await b.session.autoLogin(browser.server.createAutoLoginToken(CLIENT, EMPLOYEE));
    await settle();
    const token = b.session.getState().token;
    b.session.stop();

    const reloaded = browser.openTab({ sessionStorage: b.perTab });
    await reloaded.session.start();
    expect(reloaded.session.getState()).toMatchObject({ status: 'loggedIn', delegated: true, token });

    a.session.logout();
    await settle();
    expect(a.session.getState().status).toBe('loggedOut');
    expect(reloaded.session.getState()).toMatchObject({ status: 'loggedIn', token });
  });

  it('refreshes on its own, keeping the acting employee and telling no other tab', async () => {
    const { browser, a, b } = await employeeWithTwoTabs(true);
    await b.session.autoLogin(browser.server.createAutoLoginToken(CLIENT, EMPLOYEE));
    await settle();
    const employeeToken = a.session.getState().token;
    const refreshedElsewhere: unknown[] = [];
    a.session.on('refreshed', (event) => refreshedElsewhere.push(event));

    jest.setSystemTime(T0 + 301_000);
    const token = await b.session.getAccessToken();
    await settle();

    expect(browser.server.refreshCount()).toBe(1);
    expect(b.session.getState()).toMatchObject({ delegated: true, token });
    expect(b.session.getState().claims?.act).toMatchObject({ sub: String(EMPLOYEE) });
    expect(a.session.getState().token).toBe(employeeToken);
    expect(refreshedElsewhere).toEqual([]);
    expect(JSON.parse(b.perTab.getItem('currentUser.delegated') ?? '{}')).toMatchObject({ token });
  });

  it('signing out ends only the delegated session, revoking its tokens', async () => {
    const { browser, a, b } = await employeeWithTwoTabs(true);
    await b.session.autoLogin(browser.server.createAutoLoginToken(CLIENT, EMPLOYEE));
    await settle();
    const refresh = JSON.parse(b.perTab.getItem('currentUser.delegated') ?? '{}').refresh_token as string;

    await b.session.signOut('blocked');
    await settle();

    expect(b.session.getState()).toMatchObject({ status: 'loggedOut', delegated: false });
    expect(b.perTab.getItem('currentUser.delegated')).toBeNull();
    expect(browser.server.revocations.map((r) => r['token'])).toEqual([refresh]);
    expect(a.session.getState()).toMatchObject({ status: 'loggedIn' });
    expect(browser.local.getItem('currentUser')).not.toBeNull();
  });

  it('a refused refresh ends it here only', async () => {
    const { browser, a, b } = await employeeWithTwoTabs(true);
    await b.session.autoLogin(browser.server.createAutoLoginToken(CLIENT, EMPLOYEE));
    await settle();
    browser.server.failRefreshWith('invalid_grant', 'The employee who opened this session is no longer active.');

    jest.setSystemTime(T0 + 301_000);
    await expect(b.session.getAccessToken()).rejects.toThrow('The employee who opened this session is no longer active.');
    await settle();

    expect(b.session.getState().status).toBe('loggedOut');
    expect(a.session.getState().status).toBe('loggedIn');
    expect(browser.local.getItem('currentUser')).not.toBeNull();
  });

  it('an auto-login without an acting employee still asks before replacing the signed-in user', async () => {
    const { browser, b } = await employeeWithTwoTabs(true);
    const asked: unknown[] = [];
    const result = await b.session.autoLogin(browser.server.createAutoLoginToken(CLIENT), {
      confirmSwitch: (accounts) => (asked.push(accounts), false),
    });
    expect(result).toMatchObject({ success: false, errorCode: 'switch_declined' });
    expect(asked).toHaveLength(1);
    expect(b.session.getState()).toMatchObject({ delegated: false });
    expect(b.session.getState().claims?.sub).toBe(String(EMPLOYEE));
  });
});

describe('a delegated link in a tab signed in as someone else', () => {
  /** The default accounts and a second client, Olga. */
  const server = () =>
    createFakeTokenServer({
      accounts: [
        { id: EMPLOYEE, email: 'employee@example.com', password: 'Employee1', name: 'Erin Employee', userType: 'Employee' },
        { id: CLIENT, email: 'client@example.com', password: 'Client1', name: 'Chris Client', userType: 'Individual' },
        { id: OTHER_CLIENT, email: 'olga@example.com', password: 'Olga1', name: 'Olga Other', userType: 'Individual' },
      ],
    });

  it("asks when the tab is signed in as another client; Cancel keeps them and revokes the link's tokens", async () => {
    const browser = fakeBrowser({ server: server() });
    const tab = browser.openTab();
    await tab.session.start();
    await tab.session.login({ email: 'olga@example.com', password: 'Olga1', rememberMe: true });
    const asked: { current?: string; next?: string; act?: string }[] = [];

    const result = await tab.session.autoLogin(browser.server.createAutoLoginToken(CLIENT, EMPLOYEE), {
      confirmSwitch: ({ current, next }) => (asked.push({ current: current?.sub, next: next?.sub, act: next?.act?.sub }), false),
    });
    await settle();

    expect(asked).toEqual([{ current: String(OTHER_CLIENT), next: String(CLIENT), act: String(EMPLOYEE) }]);
    expect(result).toMatchObject({ success: false, errorCode: 'switch_declined' });
    expect(tab.session.getState()).toMatchObject({ status: 'loggedIn', delegated: false });
    expect(tab.session.getState().claims?.sub).toBe(String(OTHER_CLIENT));
    expect(browser.server.revocations).toHaveLength(1);
    expect(tab.perTab.getItem('currentUser.delegated')).toBeNull();
  });

  it('on Continue signs the other client out and opens the delegated session', async () => {
    const browser = fakeBrowser({ server: server() });
    const tab = browser.openTab();
    await tab.session.start();
    await tab.session.login({ email: 'olga@example.com', password: 'Olga1', rememberMe: true });
    expect(browser.local.getItem('currentUser')).not.toBeNull();
    const confirmSwitch = jest.fn(() => true);
    const result = await tab.session.autoLogin(browser.server.createAutoLoginToken(CLIENT, EMPLOYEE), { confirmSwitch });
    await settle();
    expect(confirmSwitch).toHaveBeenCalledTimes(1);
    expect(result.success).toBe(true);
    expect(tab.session.getState()).toMatchObject({ status: 'loggedIn', delegated: true });
    expect(tab.session.getState().claims).toMatchObject({ sub: String(CLIENT), act: { sub: String(EMPLOYEE) } });
    expect(browser.local.getItem('currentUser')).toBeNull();
  });

  it('asks when the tab holds a delegated session of another client', async () => {
    const browser = fakeBrowser({ server: server() });
    const tab = browser.openTab();
    await tab.session.start();
    await tab.session.autoLogin(browser.server.createAutoLoginToken(OTHER_CLIENT, EMPLOYEE));
    expect(tab.session.getState()).toMatchObject({ delegated: true });
    const asked: unknown[] = [];

    const result = await tab.session.autoLogin(browser.server.createAutoLoginToken(CLIENT, EMPLOYEE), {
      confirmSwitch: (accounts) => (asked.push(accounts), false),
    });

    expect(asked).toHaveLength(1);
    expect(result).toMatchObject({ success: false, errorCode: 'switch_declined' });
    expect(tab.session.getState()).toMatchObject({ status: 'loggedIn', delegated: true });
    expect(tab.session.getState().claims?.sub).toBe(String(OTHER_CLIENT));
  });

  it('does not ask for a new link of the same client', async () => {
    const browser = fakeBrowser({ server: server() });
    const tab = browser.openTab();
    await tab.session.start();
    await tab.session.autoLogin(browser.server.createAutoLoginToken(CLIENT, EMPLOYEE));
    const asked: unknown[] = [];
    const result = await tab.session.autoLogin(browser.server.createAutoLoginToken(CLIENT, EMPLOYEE), {
      confirmSwitch: (accounts) => (asked.push(accounts), false),
    });
    expect(asked).toEqual([]);
    expect(result.success).toBe(true);
  });

  it('asks about a session the tab is still receiving from another tab', async () => {
    const browser = fakeBrowser({ server: server(), delivery: 'manual' });
    const a = browser.openTab();
    await a.session.start();
    await a.session.login({ email: 'olga@example.com', password: 'Olga1' });
    browser.network.flush();
    const b = browser.openTab({ startupTimeoutMs: 10_000 });
    void b.session.start();
    expect(b.session.getState().status).toBe('starting');
    const asked: unknown[] = [];

    const pending = b.session.autoLogin(browser.server.createAutoLoginToken(CLIENT, EMPLOYEE), {
      confirmSwitch: (accounts) => (asked.push(accounts), false),
    });
    for (let round = 0; round < 5; round += 1) {
      await settle();
      browser.network.flush();
    }
    const result = await pending;

    expect(asked).toHaveLength(1);
    expect(result).toMatchObject({ success: false, errorCode: 'switch_declined' });
    expect(b.session.getState().claims?.sub).toBe(String(OTHER_CLIENT));
  });
});

import '@testing-library/jest-dom';
import { resolve } from 'node:path';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, useLocation, useMatches, type RouteObject } from 'react-router-dom';
import { createRedirectMemory, createSession, type SessionOptions } from '@brokerfront/auth';
import {
  createFakeTokenServer,
  createMemoryTabNetwork,
  createSharedLocks,
  MemoryStorage,
  type FakeTokenServer,
} from '@brokerfront/auth/testing';
import { deferred, jsonResponse, makeTestConfiguration, SIX_LANGUAGES } from '@brokerfront/config/testing';
import type { TranslationFile } from '@brokerfront/i18n';
import { buildLanguageFile } from '@brokerfront/i18n/node';
import { UserType, type User } from '@brokerfront/identity-api';
import { formatLockedUntil } from '@brokerfront/ui-templates';
import { SiteApp } from '../app/site-app';
import { makeStore } from '../app/store';
import { createRoutes } from '../app/routes';
import { startSiteI18n } from '../i18n/site-i18n';
import { SessionControls } from '../session/session-controls';
import { addAuthListeners, authStarted } from '@brokerfront/auth/redux';
import { createSiteSession } from '../session/site-session';
import { hubUrlOf, startLiveSession } from '../live/live-session';
import { AutoHubBuilder } from '../live/testing/live-site';
import { installNavigationRequest } from '../testing/navigation-request';
import { isClientLayoutHandle } from '../client/client-routes';
import { runtimeOf } from '../runtime/testing';

const workspace = resolve(__dirname, '../../../..');
const resources: Record<string, TranslationFile> = Object.fromEntries(
  SIX_LANGUAGES.map((l) => [l.prefix, buildLanguageFile(workspace, l.prefix)]),
);

const CLIENT: User = {
  Id: 2,
  FirstName: 'Chris',
  LastName: 'Client',
  MiddleName: null,
  Email: 'client@example.com',
  EmailConfirmed: true,
  Gender: 0,
  UserType: UserType.Individual,
  BirthDate: '1985-05-17T00:00:00.000Z',
  CountryCode: 'GB',
  ActiveTierName: 'Gold',
  ActiveTierColor: '#FFD700',
  IsFullyRegistered: true,
  IsArchived: false,
  IsBlocked: false,
  InactivityLogoutMinutes: 10,
  CreatedAt: '2024-03-05T10:00:00.000Z',
  UpdatedAt: '2024-03-05T10:00:00.000Z',
  TimeZone: 'Europe/London',
  FullName: 'Chris Client',
} as User;

const EMPLOYEE: User = {
  ...CLIENT,
  Id: 1,
  FirstName: 'Erin',
  LastName: 'Employee',
  FullName: 'Erin Employee',
  Email: 'employee@example.com',
  UserType: UserType.Employee,
  ActiveTierName: null,
};

/**
 * Where the test is: shows the location; the header holds the session controls. Like the site's shell,
 * it steps aside for the signed-in pages, which have a layout of their own (the client shell).
 */
function TestShell() {
  const location = useLocation();
  const signedInLayout = useMatches().some((match) => isClientLayoutHandle(match.handle));
  if (signedInLayout) return <Outlet />;
  return (
    <>
      {/* The site header; pages below may have section headers of their own. */}
      <header data-testid="site-header">
        <SessionControls />
      </header>
      <main>
        <p data-testid="where">{`${location.pathname}${location.search}`}</p>
        <Outlet />
      </main>
    </>
  );
}

/** The grant of `users.read` on every user. */
const READ_USERS = { UserId: 0, PermissionId: 1, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 };

interface SiteOptions {
  languages?: readonly (typeof SIX_LANGUAGES)[number][];
  server?: FakeTokenServer;
  users?: Record<string, User>;
  currentUser?: (email: string) => Response | Promise<Response>;
  session?: Omit<SessionOptions, 'endpoint' | 'connect' | 'fetch'>;
  pages?: RouteObject[];
  /** Users (by email) holding `users.read`. */
  readers?: string[];
  signedInAs?: { email: string; password: string; rememberMe?: boolean };
}

const cleanups: Array<() => void> = [];

async function renderSite(path: string, options: SiteOptions = {}) {
  const languages = options.languages ?? [SIX_LANGUAGES[0]];
  const config = makeTestConfiguration({ languages, defaultLanguage: languages[0] });
  const { i18n, languageStore } = await startSiteI18n(config.appConfig, {
    resources,
    storage: localStorage,
    pathname: path,
    logger: { warn: jest.fn() },
  });
  const server = options.server ?? createFakeTokenServer();
  const users = options.users ?? { 'client@example.com': CLIENT, 'employee@example.com': EMPLOYEE };
  const apiCalls: string[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/connect/token')) return server.fetch(url, init);
    apiCalls.push(url);
    const auth = new Headers(init?.headers).get('Authorization') ?? '';
    const email = JSON.parse(
      atob(auth.replace('Bearer ', '').split('.')[1] ?? 'e30=')
        .replace(/-/g, '+')
        .replace(/_/g, '/'),
    ).email as string;
    if (url.includes('/users/GetCurrentUser')) {
      if (options.currentUser) return options.currentUser(email);
      return jsonResponse(200, { Status: 200, Data: users[email], Errors: [] });
    }
    if (url.includes('/permissions/UserPermissions/User/')) {
      const grants = options.readers?.includes(email) ? [{ ...READ_USERS, UserId: users[email]?.Id ?? 0 }] : [];
      return jsonResponse(200, { Status: 200, Data: grants, Errors: [] });
    }
    return jsonResponse(404, { Status: 404, Data: null, Errors: [{ Code: 'not_found' }] });
  });
  const network = createMemoryTabNetwork();
  const quiet = { subscribe: () => () => undefined };
  const siteSession = createSiteSession(config, {
    fetch: fetch as unknown as typeof globalThis.fetch,
    session: {
      localStorage: new MemoryStorage(),
      sessionStorage: new MemoryStorage(),
      channel: network.connect(),
      locks: createSharedLocks(),
      startupTimeoutMs: 0,
      ...options.session,
    },
    idle: { storage: new MemoryStorage(), activity: quiet, wake: quiet },
    redirectMemory: createRedirectMemory(new MemoryStorage()),
  });
  if (options.signedInAs) await siteSession.session.login(options.signedInAs);
  const store = makeStore(undefined, { identity: siteSession.identity });
  const disconnect = addAuthListeners(store.startListening, siteSession.session, { idleWatch: siteSession.idleWatch });
  const builder = new AutoHubBuilder();
  const live = startLiveSession(store, {
    session: siteSession.session,
    idleWatch: siteSession.idleWatch,
    hubUrl: hubUrlOf(config.gatewayConfig),
    hubOptions: { connectionBuilder: () => builder },
  });
  store.dispatch(authStarted());
  cleanups.push(() => {
    void live.stop();
    disconnect();
    siteSession.dispose();
  });
  const router = createMemoryRouter(createRoutes({ shell: <TestShell />, pages: options.pages ?? [] }), { initialEntries: [path] });
  render(
    <SiteApp
      config={config}
      template="template1"
      router={router}
      i18n={i18n}
      languageStore={languageStore}
      runtime={runtimeOf({ store, session: siteSession })}
    />,
  );
  const where = () => router.state.location.pathname;
  return { router, store, server, siteSession, fetch, apiCalls, where };
}

async function signIn(email: string, password: string, { rememberMe = false } = {}) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  if (rememberMe) await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The client shell's top bar (Testing Library counts every `<header>` as a banner, so it is found by its class). */
const topBar = () => document.querySelector<HTMLElement>('.bf-client__topbar') as HTMLElement;

/** The signed-in home is open: the client shell with the user's menu (named by their full name). */
async function findSignedInHome(name: string, menuName = 'Account menu') {
  expect(await screen.findByRole('navigation', { name: menuName })).toBeInTheDocument();
  return within(topBar()).findByRole('button', { name });
}

// Patience on a loaded machine: chunks, translations and the fake network settle in their own time.
configure({ asyncUtilTimeout: 5000 });
// Whole pages through the site (the back office's among them): room for their many steps.
jest.setTimeout(30_000);

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  installNavigationRequest();
});

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
  jest.useRealTimers();
});

describe('guards', () => {
  it('sends a signed-out visitor of /account to the root, and there after signing in', async () => {
    const site = await renderSite('/account');
    await waitFor(() => expect(site.where()).toBe('/'));
    const header = await screen.findByTestId('site-header');
    expect(await within(header).findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(within(header).getByRole('link', { name: 'Sign up' })).toBeInTheDocument();

    await act(() => site.router.navigate('/sign-in'));
    await signIn('client@example.com', 'Client1');
    await waitFor(() => expect(site.where()).toBe('/account'));
    expect(await findSignedInHome('Chris Client')).toBeInTheDocument();
  });

  it('sends a signed-in client away from /sign-in to their dashboard, not the root', async () => {
    const site = await renderSite('/sign-in', { signedInAs: { email: 'client@example.com', password: 'Client1' } });
    await waitFor(() => expect(site.where()).toBe('/account'));
    expect(await findSignedInHome('Chris Client')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it.each(['/sign-in', '/sign-up', '/sign-up/demo', '/de/sign-in'])(
    'sends a signed-in employee away from %s to the back office',
    async (path) => {
      const site = await renderSite(path, {
        signedInAs: { email: 'employee@example.com', password: 'Employee1' },
        languages: SIX_LANGUAGES.slice(0, 3),
      });
      const prefix = path.startsWith('/de/') ? '/de' : '';
      await waitFor(() => expect(site.where()).toBe(`${prefix}/backoffice/users`));
      expect(screen.queryByLabelText(/^(Password|Passwort)$/)).not.toBeInTheDocument();
    },
  );

  it.each(['/account', '/account/accounts', '/account/withdrawal', '/account/documents'])(
    "sends an employee who opens a client's page (%s) to the back office",
    async (path) => {
      const site = await renderSite(path, {
        signedInAs: { email: 'employee@example.com', password: 'Employee1' },
        readers: ['employee@example.com'],
      });
      await waitFor(() => expect(site.where()).toBe('/backoffice/users'));
      const menu = await screen.findByRole('navigation', { name: 'Account menu' });
      await waitFor(() => expect(within(menu).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page'));
      // No client page was drawn on the way.
      expect(site.apiCalls.filter((url) => /\/accounts\/|\/Documents/.test(url))).toEqual([]);
    },
  );

  it("keeps an employee's own profile and settings", async () => {
    const site = await renderSite('/account/profile', { signedInAs: { email: 'employee@example.com', password: 'Employee1' } });
    expect(await findSignedInHome('Erin Employee')).toBeInTheDocument();
    await act(() => site.router.navigate('/account/settings'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(site.where()).toBe('/account/settings');
  });

  it('waits 150 ms for session start-up before giving up on /account', async () => {
    jest.useFakeTimers();
    // A new tab of a tab-only session asks the other tabs; none answers for a second.
    const site = await renderSite('/account', { session: { startupTimeoutMs: 1000 } });
    // Let the route's chunk load (promise jobs only; the clock stays still).
    for (let i = 0; i < 10; i++) await act(() => jest.advanceTimersByTimeAsync(0));
    await act(() => jest.advanceTimersByTimeAsync(149));
    expect(site.where()).toBe('/account');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(site.where()).toBe('/');
  });

  it('keeps /account when start-up settles signed in within the wait', async () => {
    const site = await renderSite('/account', { signedInAs: { email: 'client@example.com', password: 'Client1', rememberMe: true } });
    expect(await findSignedInHome('Chris Client')).toBeInTheDocument();
    expect(site.where()).toBe('/account');
  });

  it('mounts the account routes under a language prefix too', async () => {
    const site = await renderSite('/de/sign-in', { languages: SIX_LANGUAGES.slice(0, 3) });
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Angemeldet bleiben' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-Mail'), 'client@example.com');
    await userEvent.type(screen.getByLabelText('Passwort'), 'Client1');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(site.where()).toBe('/de/account'));
    expect(await findSignedInHome('Chris Client', 'Kontomenü')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Übersicht' })).toHaveAttribute('href', '/de/account');
  });
});

describe('sign-in screen', () => {
  it('signs in, goes to the signed-in home in the client shell, and signs out from its user menu', async () => {
    const site = await renderSite('/sign-in');
    await signIn('client@example.com', 'Client1', { rememberMe: true });
    await waitFor(() => expect(site.where()).toBe('/account'));
    const user = await findSignedInHome('Chris Client');
    expect(site.siteSession.session.getState().persistent).toBe(true);
    // The signed-in pages have a layout of their own: no marketing header around them.
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();

    await userEvent.click(user);
    await userEvent.click(within(topBar()).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(site.where()).toBe('/'));
    const header = await screen.findByTestId('site-header');
    expect(await within(header).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(site.siteSession.session.getState().status).toBe('loggedOut');
  });

  it('takes an employee to the back office: the users list, with no client items in the menu', async () => {
    const site = await renderSite('/sign-in', { readers: ['employee@example.com'] });
    await signIn('employee@example.com', 'Employee1');
    await waitFor(() => expect(site.where()).toBe('/backoffice/users'));
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page'));
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Profile', 'Settings', 'Users', 'Employee groups']);
    expect(within(topBar()).queryByRole('button', { name: 'Hide balances' })).not.toBeInTheDocument();
  });

  it("sends an employee who wanted a client's page to the back office after signing in, and a client there", async () => {
    const site = await renderSite('/account/documents');
    await waitFor(() => expect(site.where()).toBe('/'));
    await act(() => site.router.navigate('/sign-in'));
    await signIn('employee@example.com', 'Employee1');
    await waitFor(() => expect(site.where()).toBe('/backoffice/users'));
    expect(await findSignedInHome('Erin Employee')).toBeInTheDocument();
    // The URL was read once: signing in again as a client goes to the dashboard.
    await userEvent.click(within(topBar()).getByRole('button', { name: 'Erin Employee' }));
    await userEvent.click(within(topBar()).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(site.where()).toBe('/'));
    await act(() => site.router.navigate('/account/documents'));
    await waitFor(() => expect(site.where()).toBe('/'));
    await act(() => site.router.navigate('/sign-in'));
    await signIn('client@example.com', 'Client1');
    await waitFor(() => expect(site.where()).toBe('/account/documents'));
  });

  it("links an employee's name in the marketing header to the back office", async () => {
    await renderSite('/', { signedInAs: { email: 'employee@example.com', password: 'Employee1' } });
    const header = await screen.findByTestId('site-header');
    expect(await within(header).findByRole('link', { name: 'Erin Employee' })).toHaveAttribute('href', '/backoffice/users');
  });

  it('keeps the signed-in user\'s name and "Sign out" in the marketing header, the name linking to /account', async () => {
    const site = await renderSite('/', { signedInAs: { email: 'client@example.com', password: 'Client1' } });
    const header = await screen.findByTestId('site-header');
    const name = await within(header).findByRole('link', { name: 'Chris Client' });
    expect(name).toHaveAttribute('href', '/account');
    // (The test header draws plain anchors: the router follows the link's address.)
    await act(() => site.router.navigate('/account'));
    expect(await findSignedInHome('Chris Client')).toBeInTheDocument();
    await act(() => site.router.navigate('/'));
    await userEvent.click(within(await screen.findByTestId('site-header')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(site.siteSession.session.getState().status).toBe('loggedOut'));
    expect(await within(screen.getByTestId('site-header')).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it.each([
    ['client@example.com', 'wrong', 'Invalid password.'],
    ['nobody@example.com', 'Client1', 'Invalid user.'],
    ['blocked@example.com', 'Blocked1', 'Credentials are deactivated.'],
    ['unconfirmed@example.com', 'Unconfirmed1', 'Email address has not been confirmed, please check your email inbox.'],
  ])('shows the login error of %s / %s', async (email, password, message) => {
    const site = await renderSite('/sign-in');
    await signIn(email, password);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(site.where()).toBe('/sign-in');
    expect(screen.getByLabelText('Email')).toHaveValue(email);
  });

  it('shows the lockout message with the time it ends', async () => {
    const now = Date.UTC(2026, 10, 21, 10, 0, 0);
    const server = createFakeTokenServer({ now: () => now, lockoutAttempts: 1 });
    await renderSite('/sign-in', { server });
    await signIn('client@example.com', 'wrong');
    expect(await screen.findByText('Invalid password.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const end = new Date(now + 15 * 60 * 1000);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        `You have been temporarily blocked due to too many failed attempts. You can try again after ${formatLockedUntil(end, 'en-GB')}.`,
      ),
    );
  });

  it('translates the login errors and the lockout message', async () => {
    const now = Date.UTC(2026, 10, 21, 10, 0, 0);
    const server = createFakeTokenServer({ now: () => now, lockoutAttempts: 1 });
    await renderSite('/de/sign-in', { server, languages: SIX_LANGUAGES.slice(0, 3) });
    await userEvent.type(await screen.findByLabelText('E-Mail'), 'client@example.com');
    await userEvent.type(screen.getByLabelText('Passwort'), 'falsch');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Ungültiges Passwort.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Sie wurden wegen zu vieler Fehlversuche vorübergehend gesperrt.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Sie können es nach ${formatLockedUntil(new Date(now + 15 * 60 * 1000), 'de')} erneut versuchen.`,
    );
  });
});

describe('auto-login', () => {
  it('signs in with the token of the link once and goes on to the signed-in home', async () => {
    const server = createFakeTokenServer();
    const token = server.createAutoLoginToken(2);
    const site = await renderSite(`/auto-login?token=${token}`, { server });
    await waitFor(() => expect(site.where()).toBe('/account'));
    expect(await findSignedInHome('Chris Client')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.grant_type === 'auto_login_token')).toHaveLength(1);
  });

  it('goes on to the remembered URL', async () => {
    const server = createFakeTokenServer();
    const site = await renderSite('/account/settings', { server });
    await waitFor(() => expect(site.where()).toBe('/'));
    await act(() => site.router.navigate(`/auto-login?token=${server.createAutoLoginToken(1)}`));
    await waitFor(() => expect(site.where()).toBe('/account/settings'));
    expect(await findSignedInHome('Erin Employee')).toBeInTheDocument();
  });

  it("takes an employee to the back office, and a client on an employee's behalf to the dashboard", async () => {
    const server = createFakeTokenServer();
    const site = await renderSite(`/auto-login?token=${server.createAutoLoginToken(1)}`, { server, readers: ['employee@example.com'] });
    await waitFor(() => expect(site.where()).toBe('/backoffice/users'));
    expect(await findSignedInHome('Erin Employee')).toBeInTheDocument();
    act(() => {
      while (cleanups.length) cleanups.pop()?.();
    });
    cleanup();
    // "Log in as client": the token is the client's (the employee only acts), so is the home.
    const delegated = await renderSite(`/auto-login?token=${server.createAutoLoginToken(2, 1)}`, { server });
    await waitFor(() => expect(delegated.where()).toBe('/account'));
    expect(await findSignedInHome('Chris Client')).toBeInTheDocument();
  });

  it('says so when the token is used, and offers the sign-in screen', async () => {
    const server = createFakeTokenServer();
    const token = server.createAutoLoginToken(2);
    await server.fetch('http://127.0.0.1/identity/connect/token', {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'auto_login_token',
        password: token,
        client_id: 'brokerfront-web',
        client_secret: 'secret',
      }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const site = await renderSite(`/auto-login?token=${token}`, { server });
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/sign-in');
    expect(site.where()).toBe('/auto-login');
    expect(site.siteSession.session.getState().status).toBe('loggedOut');
  });

  it('removes the single-use token from the address bar as the exchange starts', async () => {
    const server = createFakeTokenServer();
    const release = server.hold();
    const site = await renderSite(`/auto-login?token=${server.createAutoLoginToken(2)}&utm=mail`, { server });
    await waitFor(() => expect(site.router.state.location.search).toBe('?utm=mail'));
    expect(site.router.state.location.pathname).toBe('/auto-login');
    release();
    await waitFor(() => expect(site.where()).toBe('/account'));
  });

  it('asks before replacing another signed-in user; Cancel keeps them signed in', async () => {
    const server = createFakeTokenServer();
    const site = await renderSite(`/auto-login?token=${server.createAutoLoginToken(1)}`, {
      server,
      signedInAs: { email: 'client@example.com', password: 'Client1' },
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch account?' });
    expect(dialog).toHaveAccessibleDescription('You are signed in as Chris Client. Sign out and continue as the other account?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('You are still signed in as Chris Client.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(site.siteSession.session.getState().claims?.email).toBe('client@example.com');
    expect(site.where()).toBe('/auto-login');
    expect(site.router.state.location.search).toBe('');
  });

  it('on Continue signs the other user out and continues as the account of the link', async () => {
    const server = createFakeTokenServer();
    const site = await renderSite(`/auto-login?token=${server.createAutoLoginToken(1)}`, {
      server,
      signedInAs: { email: 'client@example.com', password: 'Client1' },
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    // The employee of the link goes to their home: the back office.
    await waitFor(() => expect(site.where()).toBe('/backoffice/users'));
    expect(await findSignedInHome('Erin Employee')).toBeInTheDocument();
    expect(site.siteSession.session.getState().claims?.email).toBe('employee@example.com');
  });

  it('asks before replacing a session this tab is still receiving from another tab', async () => {
    // Another tab of the browser holds a client's tab-only session; this tab asks for it as it starts and
    // gets it late. A link exchanged before the answer would replace it unasked.
    const server = createFakeTokenServer();
    const network = createMemoryTabNetwork('manual');
    const shared = new MemoryStorage();
    const locks = createSharedLocks();
    const other = createSession({
      endpoint: { protocol: 'https', host: 'api.broker.example', port: 443, root: 'identity' },
      connect: { root: 'identity', client_id: 'brokerfront-web', client_secret: 'secret', scope: 'openid', grant_type: 'password' },
      fetch: server.fetch,
      localStorage: shared,
      sessionStorage: new MemoryStorage(),
      channel: network.connect(),
      locks,
      startupTimeoutMs: 0,
    });
    await other.start();
    await other.login({ email: 'client@example.com', password: 'Client1' });
    network.flush();
    cleanups.push(() => other.stop());

    const site = await renderSite(`/auto-login?token=${server.createAutoLoginToken(1)}`, {
      server,
      session: { localStorage: shared, channel: network.connect(), locks, startupTimeoutMs: 10_000 },
    });
    await waitFor(() => expect(site.router.state.location.search).toBe(''));
    expect(site.siteSession.session.getState().status).toBe('starting');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls.filter((c) => c.grant_type === 'auto_login_token')).toHaveLength(0);

    // The other tab answers: this tab is the client's, and the link now asks before switching.
    for (let round = 0; round < 5; round += 1) await act(async () => void network.flush());
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch account?' });
    expect(dialog).toHaveAccessibleDescription('You are signed in as Chris Client. Sign out and continue as the other account?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('You are still signed in as Chris Client.')).toBeInTheDocument();
    expect(site.siteSession.session.getState().claims?.email).toBe('client@example.com');
  });

  it('says so when the link has no token', async () => {
    await renderSite('/auto-login');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link has no token.');
  });
});

describe('session resilience', () => {
  it('shows a quiet "Reconnecting…" live region while a refresh is retried, and stays signed in', async () => {
    const server = createFakeTokenServer();
    const site = await renderSite('/account', {
      server,
      signedInAs: { email: 'client@example.com', password: 'Client1' },
      session: { random: () => 0.5, retryBaseMs: 50 },
    });
    await findSignedInHome('Chris Client');
    // The notice sits in the client shell's top bar, by the live-connection indicator.
    const region = topBar().querySelector('.bf-reconnecting') as HTMLElement;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    server.refreshOutage(503);
    let refreshed!: Promise<unknown>;
    act(() => {
      refreshed = site.siteSession.session.refresh();
    });
    await waitFor(() => expect(region).toHaveTextContent('Reconnecting…'));
    await act(async () => {
      await refreshed;
    });
    await waitFor(() => expect(region).toBeEmptyDOMElement());
    expect(site.where()).toBe('/account');
    expect(site.siteSession.session.getState().status).toBe('loggedIn');
  });
});

describe('signed-in home', () => {
  it('shows the current user in the client shell, with the client menu and no back office', async () => {
    await renderSite('/account', { signedInAs: { email: 'client@example.com', password: 'Client1' } });
    const user = await findSignedInHome('Chris Client');
    await userEvent.click(user);
    expect(within(topBar()).getByText('client@example.com')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/account');
    expect(within(menu).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('names the user from the token while the profile loads, then from the profile', async () => {
    const gate = deferred();
    await renderSite('/account', {
      signedInAs: { email: 'client@example.com', password: 'Client1' },
      currentUser: async () => {
        await gate.promise;
        return jsonResponse(200, {
          Status: 200,
          Data: { ...CLIENT, FirstName: 'Christopher', FullName: 'Christopher Client' },
          Errors: [],
        });
      },
    });
    expect(await findSignedInHome('Chris Client')).toBeInTheDocument();
    gate.resolve();
    expect(await within(topBar()).findByRole('button', { name: 'Christopher Client' })).toBeInTheDocument();
  });

  it("keeps the token's name when the profile cannot be loaded or is empty", async () => {
    await renderSite('/account', {
      signedInAs: { email: 'client@example.com', password: 'Client1' },
      currentUser: () => jsonResponse(500, { Status: 500, Data: null, Errors: [{ Code: 'internal_error' }] }),
    });
    expect(await findSignedInHome('Chris Client')).toBeInTheDocument();
    act(() => {
      while (cleanups.length) cleanups.pop()?.();
    });
    cleanup();
    await renderSite('/account', {
      signedInAs: { email: 'client@example.com', password: 'Client1' },
      currentUser: () => jsonResponse(200, { Status: 200, Data: null, Errors: [] }),
    });
    expect(await findSignedInHome('Chris Client')).toBeInTheDocument();
  });

  it('adds the back office to the menu of employees who may read users', async () => {
    await renderSite('/account/settings', {
      signedInAs: { email: 'employee@example.com', password: 'Employee1' },
      readers: ['employee@example.com'],
    });
    await findSignedInHome('Erin Employee');
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    expect(await within(menu).findByRole('link', { name: 'Users' })).toHaveAttribute('href', '/backoffice/users');
  });

  it('leads a user the back office refuses back to their account: a client to the dashboard, an employee to their profile', async () => {
    await renderSite('/backoffice/users', { signedInAs: { email: 'client@example.com', password: 'Client1' } });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my account' })).toHaveAttribute('href', '/account');
    act(() => {
      while (cleanups.length) cleanups.pop()?.();
    });
    cleanup();
    // The users list is the employee's own home: the way back is their profile, not the very page refused.
    await renderSite('/sign-in');
    await signIn('employee@example.com', 'Employee1');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my account' })).toHaveAttribute('href', '/account/profile');
  });

  it('has no back-office entry for an employee without users.read', async () => {
    const site = await renderSite('/account/settings', { signedInAs: { email: 'employee@example.com', password: 'Employee1' } });
    await findSignedInHome('Erin Employee');
    // Once the permissions are in, there is still no entry.
    await waitFor(() => expect(site.apiCalls.some((url) => url.includes('/UserPermissions/User/1'))).toBe(true));
    expect(within(screen.getByRole('navigation', { name: 'Account menu' })).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });
});

describe('idle logout', () => {
  it("counts down in an accessible dialog after the user's inactivity time, and signs out at the end", async () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 0, 5, 9, 0, 0) });
    const site = await renderSite('/account', {
      signedInAs: { email: 'client@example.com', password: 'Client1' },
      users: { 'client@example.com': { ...CLIENT, InactivityLogoutMinutes: 2 } },
    });
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(within(topBar()).getByRole('button', { name: 'Chris Client' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2 * 60 * 1000 + 1000));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog).toHaveAccessibleDescription(/^You will be signed out in 4:5\d$/);
    // Drawn outside every page's layout, it is still inside the template's and theme's token scope (fonts, palette).
    const scope = dialog.closest('.bf-site');
    expect(scope).toHaveAttribute('data-template', 'template1');
    expect(scope).toHaveAttribute('data-theme', 'light');
    expect(scope?.querySelector('.bf-client__topbar')).toBeNull();
    await act(() =>
      userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(within(dialog).getByRole('button', { name: 'Stay signed in' })),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(2 * 60 * 1000 + 300 * 1000 + 2000));
    expect(site.siteSession.session.getState().status).toBe('loggedOut');
    // Signed out without asking: the sign-in page says why.
    await waitFor(() => expect(site.where()).toBe('/sign-in'));
    expect(await screen.findByText(/inactiv/i)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

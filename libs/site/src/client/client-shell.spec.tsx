import '@testing-library/jest-dom';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { createRedirectMemory } from '@brokerfront/auth';
import { addAuthListeners, authStarted } from '@brokerfront/auth/redux';
import { createFakeTokenServer, createMemoryTabNetwork, createSharedLocks, MemoryStorage } from '@brokerfront/auth/testing';
import { makeTestConfiguration, SIX_LANGUAGES } from '@brokerfront/config/testing';
import { Gender, UserType, type User, type UserPermission } from '@brokerfront/identity-api';
import { SiteApp } from '../app/site-app';
import { makeStore } from '../app/store';
import { createRoutes } from '../app/routes';
import { startSiteI18n } from '../i18n/site-i18n';
import { AutoHubBuilder, envelope, testResources } from '../live/testing/live-site';
import { hubUrlOf, startLiveSession } from '../live/live-session';
import { createSiteSession } from '../session/site-session';
import {
  selectAccountsHideZeroBalances,
  selectAccountsListView,
  selectDashboardHideZeroBalances,
  selectHideBalance,
  selectSettings,
  selectSidenavOpened,
  selectTheme,
  USER_SETTINGS_KEY,
} from '../settings/settings-slice';
import { installNavigationRequest } from '../testing/navigation-request';
import { runtimeOf } from '../runtime/testing';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const person = (Id: number, FirstName: string, LastName: string, extra: Partial<User> = {}): User => ({
  Id,
  FirstName,
  LastName,
  MiddleName: null,
  Email: `${FirstName.toLowerCase()}@example.com`,
  EmailConfirmed: true,
  Gender: Gender.None,
  UserType: UserType.Individual,
  BirthDate: '0001-01-01T00:00:00Z',
  CountryCode: 'GB',
  IsFullyRegistered: true,
  IsArchived: false,
  IsBlocked: false,
  InactivityLogoutMinutes: 10,
  CreatedAt: '2024-03-05T10:00:00.000Z',
  UpdatedAt: '2024-03-05T10:00:00.000Z',
  FullName: `${FirstName} ${LastName}`,
  ...extra,
});

const CLIENT = person(2, 'Chris', 'Client', { Email: 'client@example.com' });
const EMPLOYEE = person(1, 'Erin', 'Employee', { Email: 'employee@example.com', UserType: UserType.Employee });
const USERS = { 'client@example.com': CLIENT, 'employee@example.com': EMPLOYEE };
const READ_USERS: UserPermission = { UserId: 1, PermissionId: 1, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 };

interface Options {
  signedInAs?: 'client' | 'employee';
  users?: Record<string, User>;
  permissions?: Record<number, UserPermission[]>;
  appConfig?: Record<string, unknown>;
  languages?: readonly (typeof SIX_LANGUAGES)[number][];
  /** The browser's localStorage of the settings (shared by "tabs" that pass the same one). */
  storage?: MemoryStorage;
}

const cleanups: Array<() => void> = [];

/** The whole site (real routes, shell and session) at `path`, its settings persisted to `storage`. */
async function renderSite(path: string, options: Options = {}) {
  const languages = options.languages ?? [SIX_LANGUAGES[0]];
  const config = makeTestConfiguration({ languages, defaultLanguage: languages[0], ...options.appConfig });
  const { i18n, languageStore } = await startSiteI18n(config.appConfig, {
    resources: testResources(),
    storage: new MemoryStorage() as unknown as Storage,
    pathname: path,
    logger: { warn: () => undefined },
  });
  const server = createFakeTokenServer();
  const users = options.users ?? USERS;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    if (url.includes('/connect/token')) return server.fetch(url, init);
    const auth = new Headers(init?.headers).get('Authorization') ?? '';
    const payload = auth.replace('Bearer ', '').split('.')[1] ?? 'e30=';
    const caller = (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { email?: string }).email ?? '';
    if (url.includes('/users/GetCurrentUser')) return envelope(users[caller as keyof typeof users] ?? null);
    const granted = /\/UserPermissions\/User\/(\d+)/.exec(url);
    if (granted) return envelope(options.permissions?.[Number(granted[1])] ?? []);
    return envelope(null, 404, [{ Code: 'not_found' }]);
  };
  const network = createMemoryTabNetwork();
  const quiet = { subscribe: () => () => undefined };
  const siteSession = createSiteSession(config, {
    fetch: fetch as typeof globalThis.fetch,
    session: {
      localStorage: new MemoryStorage(),
      sessionStorage: new MemoryStorage(),
      channel: network.connect(),
      locks: createSharedLocks(),
      startupTimeoutMs: 0,
    },
    idle: { storage: new MemoryStorage(), activity: quiet, wake: quiet },
    redirectMemory: createRedirectMemory(new MemoryStorage()),
  });
  if (options.signedInAs) {
    const email = `${options.signedInAs}@example.com`;
    await siteSession.session.login({ email, password: options.signedInAs === 'client' ? 'Client1' : 'Employee1' });
  }
  const storage = options.storage ?? new MemoryStorage();
  const storageEvents = new EventTarget();
  const store = makeStore(undefined, { identity: siteSession.identity, storage, storageEvents: storageEvents as unknown as Window });
  const disconnect = addAuthListeners(store.startListening, siteSession.session, { idleWatch: siteSession.idleWatch });
  const builder = new AutoHubBuilder();
  const live = startLiveSession(store, {
    session: siteSession.session,
    idleWatch: siteSession.idleWatch,
    hubUrl: hubUrlOf(config.gatewayConfig),
    hubOptions: { connectionBuilder: () => builder },
  });
  store.dispatch(authStarted());
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const view = render(
    <SiteApp
      config={config}
      template="template3"
      router={router}
      i18n={i18n}
      languageStore={languageStore}
      runtime={runtimeOf({ store, session: siteSession })}
    />,
  );
  cleanups.push(() => {
    view.unmount();
    void live.stop();
    disconnect();
    siteSession.dispose();
  });
  /** Another tab changed the stored settings: the browser fires `storage` here. */
  const otherTabWrote = () => act(() => void storageEvents.dispatchEvent(Object.assign(new Event('storage'), { key: USER_SETTINGS_KEY })));
  return { router, store, storage, siteSession, where: () => router.state.location.pathname, otherTabWrote };
}

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  installNavigationRequest();
});

afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
  document.documentElement.removeAttribute('data-theme');
});

/** The top bar (the page's own `<header>` in `<main>` is no banner, but Testing Library counts it as one). */
const topBar = () => document.querySelector<HTMLElement>('.bf-client__topbar') as HTMLElement;
const accountMenu = () => screen.findByRole('navigation', { name: 'Account menu' });
const links = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the client shell', () => {
  it('holds the signed-in pages in a layout of their own: the top bar, the "Account menu" and the page', async () => {
    await renderSite('/account/settings', { signedInAs: 'client', appConfig: { riskWarningInfo: 'CFDs are risky.' } });
    const nav = await accountMenu();
    expect(links(nav)).toEqual([
      ['Dashboard', '/account'],
      ['Accounts', '/account/accounts'],
      ['Documents', '/account/documents'],
      ['Profile', '/account/profile'],
      ['Settings', '/account/settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    const root = document.querySelector('.bf-client') as HTMLElement;
    expect(root).toHaveClass('bf-template3');
    // Not the marketing layout: no main navigation, no marketing footer.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('complementary')).toHaveTextContent('CFDs are risky.');
    const banner = topBar();
    expect(within(banner).getByRole('link', { name: /Example Broker/ })).toHaveAttribute('href', '/');
    expect(await within(banner).findByRole('button', { name: 'Chris Client' })).toBeInTheDocument();
    expect(within(banner).getByRole('status', { name: /Live updates/ })).toBeInTheDocument();
    expect(within(banner).getByRole('group', { name: 'Colour theme' })).toBeInTheDocument();
    // One language configured: no switcher.
    expect(within(banner).queryByRole('button', { name: /Language/ })).not.toBeInTheDocument();
  });

  it('offers Withdrawal when the configuration has the withdrawal menu, and the language switcher with several languages', async () => {
    await renderSite('/de/account/settings', {
      signedInAs: 'client',
      appConfig: { hasWithdrawalMenu: true },
      languages: SIX_LANGUAGES.slice(0, 3),
    });
    const nav = await screen.findByRole('navigation', { name: 'Kontomenü' });
    expect(links(nav)).toEqual([
      ['Übersicht', '/de/account'],
      ['Konten', '/de/account/accounts'],
      ['Auszahlung', '/de/account/withdrawal'],
      ['Dokumente', '/de/account/documents'],
      ['Profil', '/de/account/profile'],
      ['Einstellungen', '/de/account/settings'],
    ]);
    expect(within(topBar()).getByRole('button', { name: /Sprache/ })).toBeInTheDocument();
  });

  it("shows a client the risk warning in the page's language: the brand's, else the translated general one", async () => {
    const general = (testResources()['de'] as { marketing: { riskWarning: { fallback: string } } }).marketing.riskWarning.fallback;
    await renderSite('/de/account/settings', {
      signedInAs: 'client',
      appConfig: { riskWarningInfo: { en: 'CFDs are risky.' } },
      languages: SIX_LANGUAGES.slice(0, 3),
    });
    await screen.findByRole('button', { name: 'Chris Client' });
    expect(screen.getByRole('complementary', { name: /^Risikohinweis/ })).toHaveTextContent(`Risikohinweis: ${general}`);
    expect(screen.queryByText('CFDs are risky.')).not.toBeInTheDocument();
    cleanups.pop()?.();
    await renderSite('/de/account/settings', {
      signedInAs: 'client',
      appConfig: { riskWarningInfo: { en: 'CFDs are risky.', de: 'CFDs sind riskant.' } },
      languages: SIX_LANGUAGES.slice(0, 3),
    });
    await screen.findByRole('button', { name: 'Chris Client' });
    expect(screen.getByRole('complementary', { name: /^Risikohinweis/ })).toHaveTextContent('Risikohinweis: CFDs sind riskant.');
  });

  it('adds the back office for an employee who may read users, and only for them', async () => {
    await renderSite('/account/settings', { signedInAs: 'employee', permissions: { 1: [READ_USERS] } });
    const nav = await accountMenu();
    expect(await within(nav).findByRole('link', { name: 'Users' })).toHaveAttribute('href', '/backoffice/users');
    expect(within(nav).getByText('Back office')).toBeInTheDocument();
    // "Import users" needs users.import too.
    expect(within(nav).queryByRole('link', { name: 'Import users' })).not.toBeInTheDocument();
    cleanups.pop()?.();
    await renderSite('/account/settings', { signedInAs: 'employee' });
    const other = await accountMenu();
    await screen.findByRole('button', { name: 'Erin Employee' });
    expect(within(other).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    cleanups.pop()?.();
    // A client holding the grant is still no employee.
    await renderSite('/account/settings', { signedInAs: 'client', permissions: { 2: [{ ...READ_USERS, UserId: 2 }] } });
    await screen.findByRole('button', { name: 'Chris Client' });
    expect(within(await accountMenu()).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('offers an employee no client items, no "Hide balances" eye and no risk warning, with the withdrawal menu too', async () => {
    await renderSite('/account/settings', {
      signedInAs: 'employee',
      permissions: { 1: [READ_USERS] },
      appConfig: { hasWithdrawalMenu: true, riskWarningInfo: 'CFDs are risky.' },
    });
    const nav = await accountMenu();
    await within(nav).findByRole('link', { name: 'Users' });
    expect(links(nav)).toEqual([
      ['Profile', '/account/profile'],
      ['Settings', '/account/settings'],
      ['Users', '/backoffice/users'],
      ['Employee groups', '/backoffice/groups'],
    ]);
    expect(await within(topBar()).findByRole('button', { name: 'Erin Employee' })).toBeInTheDocument();
    expect(within(topBar()).queryByRole('button', { name: 'Hide balances' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByText('CFDs are risky.')).not.toBeInTheDocument();
    // Their settings: the appearance, none of a client's balances and accounts.
    expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Hide balances' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Accounts view' })).not.toBeInTheDocument();
  });

  it('marks the back office current on its pages (/backoffice opens the users list)', async () => {
    const site = await renderSite('/backoffice', { signedInAs: 'employee', permissions: { 1: [READ_USERS] } });
    const nav = await accountMenu();
    await waitFor(() => expect(site.where()).toBe('/backoffice/users'));
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page'));
  });

  it('offers "Import users" to an employee who may import', async () => {
    const IMPORT_USERS = { ...READ_USERS, PermissionId: 7 }; // users.import
    await renderSite('/account/settings', { signedInAs: 'employee', permissions: { 1: [READ_USERS, IMPORT_USERS] } });
    const nav = await accountMenu();
    expect(await within(nav).findByRole('link', { name: 'Import users' })).toHaveAttribute('href', '/backoffice/import');
  });

  it('sends a signed-out visitor to the root', async () => {
    const site = await renderSite('/account/settings');
    await waitFor(() => expect(site.where()).toBe('/'));
    expect(screen.queryByRole('navigation', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('remembers the side menu (Shell.SidenavOpened) through the "Menu" toggle', async () => {
    const site = await renderSite('/account/settings', { signedInAs: 'client' });
    await screen.findByRole('button', { name: 'Chris Client' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(selectSidenavOpened(site.store.getState())).toBe(false);
    expect(JSON.parse(site.storage.getItem(USER_SETTINGS_KEY) ?? '{}')['2'].Shell.SidenavOpened).toBe(false);
  });

  it('masks the balances with the "Hide balances" eye (AccountBalance.HideBalance)', async () => {
    const site = await renderSite('/account/settings', { signedInAs: 'client' });
    await screen.findByRole('button', { name: 'Chris Client' });
    const eye = screen.getByRole('button', { name: 'Hide balances' });
    expect(eye).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(eye);
    expect(eye).toHaveAttribute('aria-pressed', 'true');
    expect(selectHideBalance(site.store.getState())).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Hide balances' })).toBeChecked();
  });

  it('shows the avatar in the user menu and signs out from it', async () => {
    const site = await renderSite('/account/settings', {
      signedInAs: 'client',
      users: { 'client@example.com': { ...CLIENT, AvatarFileName: 'avatar 2.png' } },
    });
    const button = await screen.findByRole('button', { name: 'Chris Client' });
    expect(button.querySelector('img')).toHaveAttribute('src', 'https://api.broker.example:443/uploads/avatar%202.png');
    await userEvent.click(button);
    expect(within(topBar()).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account/profile');
    expect(within(topBar()).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/account/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(site.where()).toBe('/'));
    expect(site.siteSession.session.getState().status).toBe('loggedOut');
  });

  it('keeps the marketing header linking the signed-in user to /account', async () => {
    await renderSite('/', { signedInAs: 'client' });
    expect(await screen.findByRole('link', { name: 'Chris Client' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('navigation', { name: 'Account menu' })).not.toBeInTheDocument();
  });
});

describe('the settings page', () => {
  it('is titled "Settings" and shows the current settings', async () => {
    await renderSite('/account/settings', { signedInAs: 'client' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Settings | Example Broker'));
    const theme = screen.getByRole('radiogroup', { name: 'Theme' });
    expect(within(theme).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Side menu open' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hide balances' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Grid view' })).toBeChecked();
    expect(screen.queryByRole('button', { name: /save/i })).not.toBeInTheDocument();
  });

  it('applies every change at once, stores it for this user and says so', async () => {
    const site = await renderSite('/account/settings', { signedInAs: 'client' });
    await screen.findByRole('button', { name: 'Chris Client' });
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(selectTheme(site.store.getState())).toBe('Dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(document.querySelector('.bf-client')).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Saved: Theme — Dark.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide zero balances on the accounts page' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide zero balances on the dashboard' }));
    await userEvent.click(screen.getByRole('radio', { name: 'List view' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Side menu open' }));
    const state = site.store.getState();
    expect(selectAccountsHideZeroBalances(state)).toBe(true);
    expect(selectDashboardHideZeroBalances(state)).toBe(true);
    expect(selectAccountsListView(state)).toBe(true);
    expect(selectSidenavOpened(state)).toBe(false);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(JSON.parse(site.storage.getItem(USER_SETTINGS_KEY) ?? '{}')['2']).toEqual(selectSettings(state));
  });

  it("opens with the user's stored settings and follows another tab's change at once", async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      USER_SETTINGS_KEY,
      JSON.stringify({
        guest: { Shell: { Theme: 'Light', SidenavOpened: true } },
        '2': { UserId: 2, Shell: { Theme: 'Dark', SidenavOpened: true }, Accounts: { HideZeroBalances: false, ListView: true } },
      }),
    );
    const site = await renderSite('/account/settings', { signedInAs: 'client', storage });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'List view' })).toBeChecked();
    const record = JSON.parse(storage.getItem(USER_SETTINGS_KEY) ?? '{}');
    record['2'].AccountBalance = { HideBalance: true };
    storage.setItem(USER_SETTINGS_KEY, JSON.stringify(record));
    site.otherTabWrote();
    expect(screen.getByRole('checkbox', { name: 'Hide balances' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Hide balances' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('speaks the interface language', async () => {
    await renderSite('/swe/account/settings', { signedInAs: 'client', languages: SIX_LANGUAGES.slice(0, 3) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inställningar' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Tema' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Dölj saldon' })).toBeInTheDocument();
  });
});

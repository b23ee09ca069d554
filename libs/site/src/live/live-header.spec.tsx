import '@testing-library/jest-dom';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { isClientLayoutHandle } from '../client/client-routes';
import { UserType, type User } from '@brokerfront/identity-api';
import { SessionControls } from '../session/session-controls';
import { selectCurrentUser, selectCurrentUserResult, selectMyPermissionsResult } from '@brokerfront/identity-api/redux';
import { refused } from '@brokerfront/realtime/testing';
import { LiveStatusBanner } from './live-header';
import { AutoHubBuilder, renderLiveSite } from './testing/live-site';
import { installNavigationRequest } from '../testing/navigation-request';

const CLIENT = {
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
  IsFullyRegistered: true,
  IsArchived: false,
  IsBlocked: false,
  InactivityLogoutMinutes: 10,
  CreatedAt: '2024-03-05T10:00:00.000Z',
  UpdatedAt: '2024-03-05T10:00:00.000Z',
  TimeZone: 'Europe/London',
  FullName: 'Chris Client',
} as User;

/** The header (session controls) and the banner above the page, as the site shell has them. */
function TestShell() {
  const location = useLocation();
  // Signed-in pages have the client shell (its own top bar with the same controls), as in the site.
  const signedInLayout = useMatches().some((match) => isClientLayoutHandle(match.handle));
  if (signedInLayout) return <Outlet />;
  return (
    <>
      <header data-testid="site-header">
        <SessionControls />
      </header>
      <main>
        <LiveStatusBanner />
        <p data-testid="where">{location.pathname}</p>
        <Outlet />
      </main>
    </>
  );
}

configure({ asyncUtilTimeout: 5000 });

/** The top bar: the client shell's on signed-in pages, the site header elsewhere. */
// jsdom counts every <header> as a banner, also the page headers inside <main>: the top bar comes first.
const siteHeader = () => screen.getAllByRole('banner')[0] as HTMLElement;

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  installNavigationRequest();
});

async function clientSite() {
  const site = await renderLiveSite('/account', {
    users: { 'client@example.com': CLIENT },
    signedInAs: { email: 'client@example.com', password: 'Client1' },
    shell: <TestShell />,
  });
  cleanups.push(site.cleanup);
  await screen.findByRole('heading', { name: 'Welcome, Chris Client' });
  // Subscribed to the user's own events and permission events.
  await waitFor(() =>
    expect(
      site
        .hub()
        .invocations.map((i) => i.method)
        .sort(),
    ).toEqual(['SubscribeToUserEvents', 'SubscribeToUserPermissionEvents']),
  );
  return site;
}

describe('signed-in header', () => {
  it('loads the current user once, then its permissions once, then subscribes its feeds (under StrictMode)', async () => {
    const site = await clientSite();
    const loads = site.calls.map((c) => c.path);
    expect(loads.filter((p) => p === 'users/GetCurrentUser')).toHaveLength(1);
    expect(loads.filter((p) => p === 'permissions/User/2')).toHaveLength(1);
    expect(loads.indexOf('users/GetCurrentUser')).toBeLessThan(loads.indexOf('permissions/User/2'));
    const subscribe = site.hub().invocations.find((i) => i.method === 'SubscribeToUserEvents');
    expect(subscribe?.args).toEqual([['Created', 'Deleted', 'Updated'], [2]]);
    expect(selectMyPermissionsResult(site.store.getState())?.isSuccess).toBe(true);
    expect(selectCurrentUser(site.store.getState())?.Email).toBe('client@example.com');
  });

  it("follows every user once a grant of users.read arrives, and only the user's own events once it is revoked", async () => {
    const employee = { ...CLIENT, Id: 1, Email: 'employee@example.com', UserType: UserType.Employee, FullName: 'Erin Employee' } as User;
    const site = await renderLiveSite('/account', {
      users: { 'employee@example.com': employee },
      signedInAs: { email: 'employee@example.com', password: 'Employee1' },
      shell: <TestShell />,
    });
    cleanups.push(site.cleanup);
    const userFeeds = () => site.hub().invocations.filter((i) => i.method === 'SubscribeToUserEvents');
    await waitFor(() => expect(userFeeds()).toHaveLength(1));
    expect(userFeeds()[0]?.args[1]).toEqual([1]);
    const read = { UserId: 1, PermissionId: 1, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 };

    act(() => site.hub().push('UserPermissionCreatedIntegrationEvent', { UserPermission: read }));
    await waitFor(() => expect(userFeeds()).toHaveLength(2));
    expect(userFeeds()[1]?.args[1]).toEqual([]);
    // The narrower feed is released (the permission feed keeps its scope: nothing changes there).
    await waitFor(() => expect(site.hub().invocations.filter((i) => i.method === 'Unsubscribe')).toHaveLength(1));

    act(() => site.hub().push('UserPermissionDeletedIntegrationEvent', { UserPermission: read }));
    await waitFor(() => expect(userFeeds()).toHaveLength(3));
    expect(userFeeds()[2]?.args[1]).toEqual([1]);
  });

  it('shows the full name and the live-connection indicator, and a pushed update of the name at once', async () => {
    const site = await clientSite();
    const header = siteHeader();
    expect(within(header).getByRole('button', { name: /Chris Client/ })).toHaveAttribute('aria-expanded', 'false');
    expect(await within(header).findByRole('status', { name: 'Live updates: Live' })).toBeInTheDocument();

    act(() => site.hub().push('UserUpdatedEvent', { User: { ...CLIENT, FirstName: 'Christa', FullName: 'Christa Client' } }));
    expect(await within(header).findByRole('button', { name: /Christa Client/ })).toBeInTheDocument();
    // The page's own copy of the user (RTK Query cache) follows too, without another call.
    expect(await screen.findByRole('heading', { name: 'Welcome, Christa Client' })).toBeInTheDocument();
    expect(site.calls.filter((c) => c.path === 'users/GetCurrentUser')).toHaveLength(1);
  });

  it("shows 'Network error' while the feeds are down, and once back catches up on what was missed", async () => {
    const site = await clientSite();
    const hub = site.hub();
    const reads = (path: string) => site.calls.filter((c) => c.path === path).length;
    expect(reads('users/GetCurrentUser')).toBe(1);
    hub.autoStart = null; // the reconnect waits for the test
    act(() => hub.drop());
    // The banner's polite region (the dashboard's blocks have alerts of their own: this fake serves no accounts).
    const banner = (await screen.findByText('Network error')).closest('[aria-live="polite"]');
    expect(banner).toHaveTextContent('Reconnecting…');
    expect(within(siteHeader()).getByRole('status', { name: /^Live updates/ })).toHaveAccessibleName('Live updates: Reconnecting…');

    await waitFor(() => expect(hub.isStarting).toBe(true));
    act(() => hub.completeStart());
    await waitFor(() => expect(screen.queryByText('Network error')).not.toBeInTheDocument());
    expect(within(siteHeader()).getByRole('status', { name: /^Live updates/ })).toHaveAccessibleName('Live updates: Live');
    // Subscribed again on the new connection.
    expect(hub.invocations.filter((i) => i.connectionId === hub.connectionId)).toHaveLength(2);
    // The user and their permissions are read again: pushes missed during the cut are not missed on screen.
    await waitFor(() => expect(reads('users/GetCurrentUser')).toBe(2));
    await waitFor(() => expect(reads('permissions/User/2')).toBe(2));
  });

  it('says when live updates stopped after the retries, and Reconnect brings them back', async () => {
    const site = await renderLiveSite('/account', {
      users: { 'client@example.com': CLIENT },
      signedInAs: { email: 'client@example.com', password: 'Client1' },
      shell: <TestShell />,
      retryDelays: [0],
      recovery: { intervalMs: 3_600_000, onOnline: () => () => undefined, onVisible: () => () => undefined },
    });
    cleanups.push(site.cleanup);
    await screen.findByRole('heading', { name: 'Welcome, Chris Client' });
    await within(siteHeader()).findByRole('status', { name: 'Live updates: Live' });
    const hub = site.hub();
    hub.autoStart = new Error('down');
    act(() => hub.drop());
    expect(await screen.findByText('Live updates stopped. The page tries again every minute.')).toBeInTheDocument();
    expect(within(siteHeader()).getByRole('status', { name: /^Live updates/ })).toHaveAccessibleName('Live updates: Offline');

    hub.autoStart = true;
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(await within(siteHeader()).findByRole('status', { name: 'Live updates: Live' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Network error')).not.toBeInTheDocument());
    await waitFor(() => expect(site.calls.filter((c) => c.path === 'users/GetCurrentUser')).toHaveLength(2));
  });

  it('signs out at once, with the reason, a user blocked while the connection was down', async () => {
    const users: Record<string, User> = { 'client@example.com': CLIENT };
    const site = await renderLiveSite('/account', {
      users,
      signedInAs: { email: 'client@example.com', password: 'Client1' },
      shell: <TestShell />,
    });
    cleanups.push(site.cleanup);
    await screen.findByRole('heading', { name: 'Welcome, Chris Client' });
    await within(siteHeader()).findByRole('status', { name: 'Live updates: Live' });
    const logouts: string[] = [];
    site.siteSession.session.on('logout', (event) => logouts.push(event.reason));
    const hub = site.hub();
    hub.autoStart = null;
    act(() => hub.drop());
    // Blocked meanwhile: the push was sent while this page was cut off.
    users['client@example.com'] = { ...CLIENT, IsBlocked: true };
    await waitFor(() => expect(hub.isStarting).toBe(true));
    act(() => hub.completeStart());
    await waitFor(() => expect(logouts).toEqual(['blocked']));
  });

  it("shows 'Failed to subscribe' when the hub answers a subscription with a non-200 status", async () => {
    /** A hub that accepts the user feed and refuses the permission feed (Status 403). */
    class RefusingHub extends AutoHubBuilder {
      override build() {
        const connection = super.build();
        const accept = connection.respond;
        connection.respond = (method, args) => (method === 'SubscribeToUserPermissionEvents' ? refused(403) : accept?.(method, args));
        return connection;
      }
    }
    const site = await renderLiveSite('/account', {
      users: { 'client@example.com': CLIENT },
      signedInAs: { email: 'client@example.com', password: 'Client1' },
      shell: <TestShell />,
      hub: new RefusingHub(),
    });
    cleanups.push(site.cleanup);
    const alert = (await screen.findByText('Failed to subscribe')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Failed to subscribe');
    expect(alert).toHaveTextContent('Live updates are off for this page.');
    // The page itself still works.
    expect(await screen.findByRole('heading', { name: 'Welcome, Chris Client' })).toBeInTheDocument();
  });

  it('signs out at once when the user is blocked, and unsubscribes its feeds', async () => {
    const site = await clientSite();
    act(() => site.hub().push('UserUpdatedEvent', { User: { ...CLIENT, IsBlocked: true } }));
    // Signed out without asking: the sign-in page, which says why.
    await waitFor(() => expect(site.where()).toBe('/sign-in'));
    expect(site.siteSession.session.getState().status).toBe('loggedOut');
    expect(selectCurrentUser(site.store.getState())).toBeNull();
    await waitFor(() => expect(site.hub().invocations.filter((i) => i.method === 'Unsubscribe')).toHaveLength(2));
  });

  it('signs out when the user is archived', async () => {
    const site = await clientSite();
    act(() => site.hub().push('UserUpdatedEvent', { User: { ...CLIENT, IsArchived: true } }));
    await waitFor(() => expect(site.siteSession.session.getState().status).toBe('loggedOut'));
  });

  it('shows no indicator and no banner to a visitor, and loads no realtime code before sign-in', async () => {
    const site = await renderLiveSite('/', { users: { 'client@example.com': CLIENT }, shell: <TestShell /> });
    cleanups.push(site.cleanup);
    expect(await within(siteHeader()).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Network error')).not.toBeInTheDocument();
    expect(site.builder.connection).toBeNull();
  });

  it('starts the lifecycle on a later sign-in, and again after signing out and in', async () => {
    const site = await renderLiveSite('/sign-in', { users: { 'client@example.com': CLIENT }, shell: <TestShell /> });
    cleanups.push(site.cleanup);
    await userEvent.type(await screen.findByLabelText('Email'), 'client@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Client1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Chris Client' })).toBeInTheDocument();
    expect(await within(siteHeader()).findByRole('status', { name: 'Live updates: Live' })).toBeInTheDocument();
    expect(site.calls.filter((c) => c.path === 'users/GetCurrentUser')).toHaveLength(1);

    await userEvent.click(within(siteHeader()).getByRole('button', { name: /Chris Client/ }));
    await userEvent.click(within(siteHeader()).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(site.where()).toBe('/'));
    await waitFor(() => expect(site.store.getState().realtime?.connection.state).toBe('Disconnected'));

    await act(() => site.siteSession.session.login({ email: 'client@example.com', password: 'Client1' }));
    await waitFor(() => expect(selectCurrentUserResult(site.store.getState()).isSuccess).toBe(true));
    expect(site.calls.filter((c) => c.path === 'users/GetCurrentUser')).toHaveLength(2);
    await waitFor(() => expect(site.store.getState().realtime?.connection.state).toBe('Connected'));
  });
});

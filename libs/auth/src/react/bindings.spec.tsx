import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderWithSession } from '../test-support/react';
import { fakeBrowser, settle } from '../test-support/tabs';
import { createIdleWatch } from '../idle-watch';
import { Subscribable } from '../subscribable';
import { createRedirectMemory } from '../redirect';
import { MemoryStorage } from '../testing/memory-storage';
import { RequireAuth, RequireGuest } from './guards';
import { useAuthStatus, useAutoLogin, useCurrentClaims, useIdleCountdown, useSessionState, useSignIn } from './hooks';
import { useSession } from './context';

const T0 = Date.UTC(2026, 10, 21, 10, 0, 0);

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'], now: T0 });
});
afterEach(() => {
  jest.useRealTimers();
});

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

function Status() {
  const state = useSessionState();
  return (
    <p>
      {state.status} {state.claims?.email ?? ''}
    </p>
  );
}

function StatusByHooks() {
  const status = useAuthStatus();
  const claims = useCurrentClaims();
  return <p>{`${status}:${claims?.name ?? ''}`}</p>;
}

describe('hooks', () => {
  it('follow the session, subscribe once and start once under StrictMode', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab({ startupTimeoutMs: 100 });
    let live = 0;
    const subscribe = session.subscribe.bind(session);
    jest.spyOn(session, 'subscribe').mockImplementation((listener) => {
      live += 1;
      const off = subscribe(listener);
      return () => {
        live -= 1;
        off();
      };
    });
    renderWithSession(<Status />, { session });
    expect(live).toBe(1);
    expect(screen.getByText('starting')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText('loggedOut')).toBeInTheDocument();
    expect(browser.network.posted.filter((m) => m.type === 'session-request')).toHaveLength(1);
    await act(() => session.login({ email: 'client@example.com', password: 'Client1' }));
    expect(screen.getByText('loggedIn client@example.com')).toBeInTheDocument();
  });

  it('useAuthStatus and useCurrentClaims read the same state', async () => {
    const { session } = fakeBrowser().openTab();
    renderWithSession(<StatusByHooks />, { session });
    await act(() => session.login({ email: 'employee@example.com', password: 'Employee1' }));
    expect(screen.getByText('loggedIn:Erin Employee')).toBeInTheDocument();
  });

  it('useSignIn tracks busy and the last error', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab();
    let api!: ReturnType<typeof useSignIn>;
    function Probe() {
      api = useSignIn();
      return <p>{api.busy ? 'busy' : api.error ? api.error.message : 'ready'}</p>;
    }
    renderWithSession(<Probe />, { session });
    await act(async () => {
      await api.signIn({ email: 'client@example.com', password: 'wrong' });
    });
    expect(screen.getByText('Invalid password.')).toBeInTheDocument();
    const release = browser.server.hold();
    let pending!: Promise<unknown>;
    act(() => {
      pending = api.signIn({ email: 'client@example.com', password: 'Client1' });
    });
    expect(screen.getByText('busy')).toBeInTheDocument();
    await act(async () => {
      release();
      await pending;
    });
    expect(screen.getByText('ready')).toBeInTheDocument();
  });

  it('useAutoLogin signs in once under StrictMode (single-use token)', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab();
    const token = browser.server.createAutoLoginToken(1);
    function Probe() {
      const state = useAutoLogin(token);
      return <p>{state.status === 'done' ? (state.result.success ? 'signed in' : state.result.message) : state.status}</p>;
    }
    renderWithSession(<Probe />, { session });
    await act(() => settle());
    expect(screen.getByText('signed in')).toBeInTheDocument();
    expect(browser.server.calls.filter((c) => c.grant_type === 'auto_login_token')).toHaveLength(1);
  });

  it('useIdleCountdown opens at the countdown; stay and sign out act on the core', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab();
    await session.login({ email: 'client@example.com', password: 'Client1' });
    const idleWatch = createIdleWatch({
      storage: browser.local,
      activity: new Subscribable<() => void>(),
      wake: new Subscribable<() => void>(),
    });
    idleWatch.start({ reset: true });
    let api!: ReturnType<typeof useIdleCountdown>;
    function Probe() {
      api = useIdleCountdown();
      return <p>{api.open ? `open ${api.secondsLeft}` : `closed ${api.phase}`}</p>;
    }
    renderWithSession(<Probe />, { session, idleWatch });
    act(() => jest.advanceTimersByTime(10 * 60_000 + 1000));
    expect(screen.getByText('open 299')).toBeInTheDocument();
    act(() => api.stay());
    expect(screen.getByText('closed active')).toBeInTheDocument();
    act(() => api.signOut());
    expect(session.getState().status).toBe('loggedOut');
    act(() => idleWatch.stop());
  });

  it('without an idle watch the countdown is closed; outside a provider hooks explain themselves', () => {
    const { session } = fakeBrowser().openTab();
    function Probe() {
      return <p>{useIdleCountdown().open ? 'open' : 'closed'}</p>;
    }
    renderWithSession(<Probe />, { session });
    expect(screen.getByText('closed')).toBeInTheDocument();
    function Orphan() {
      useSession();
      return null;
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useSession must be used inside <SessionProvider>.');
  });
});

function guardedApp(initial: string) {
  return (
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route path="/" element={<Where />} />
        <Route element={<RequireAuth />}>
          <Route path="/account" element={<p>account page</p>} />
        </Route>
        <Route
          path="/sign-in"
          element={
            <RequireGuest>
              <p>sign-in page</p>
            </RequireGuest>
          }
        />
      </Routes>
    </MemoryRouter>
  );
}

describe('RequireAuth', () => {
  it('shows the page to a signed-in user', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab();
    await session.login({ email: 'client@example.com', password: 'Client1' });
    renderWithSession(guardedApp('/account'), { session });
    expect(screen.getByText('account page')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the root and remembers the URL once', async () => {
    const { session } = fakeBrowser().openTab();
    await session.start();
    const redirectMemory = createRedirectMemory(new MemoryStorage());
    const remember = jest.spyOn(redirectMemory, 'remember');
    renderWithSession(guardedApp('/account?tab=2#x'), { session, redirectMemory });
    expect(screen.getByText('at /')).toBeInTheDocument();
    expect(redirectMemory.take()).toBe('/account?tab=2#x');
    expect(new Set(remember.mock.calls.map((c) => c[0]))).toEqual(new Set(['/account?tab=2#x']));
  });

  it('waits up to 150 ms for start-up: a session arriving in time shows the page', async () => {
    const browser = fakeBrowser();
    const opener = browser.openTab();
    await opener.session.start();
    await opener.session.login({ email: 'client@example.com', password: 'Client1' });
    const { session } = browser.openTab({ startupTimeoutMs: 100 });
    renderWithSession(guardedApp('/account'), { session });
    expect(screen.queryByText('account page')).not.toBeInTheDocument();
    expect(screen.queryByText('at /')).not.toBeInTheDocument();
    await act(() => settle());
    expect(screen.getByText('account page')).toBeInTheDocument();
  });

  it('waits up to 150 ms for start-up, then redirects', async () => {
    const { session } = fakeBrowser().openTab({ startupTimeoutMs: 10_000 });
    const { redirectMemory } = renderWithSession(guardedApp('/account'), { session });
    act(() => jest.advanceTimersByTime(149));
    expect(screen.queryByText('at /')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('at /')).toBeInTheDocument();
    expect(redirectMemory.take()).toBe('/account');
  });
});

describe('RequireGuest', () => {
  it('sends a signed-in user to the root and shows the page to a visitor', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab();
    await session.start();
    const view = renderWithSession(guardedApp('/sign-in'), { session });
    expect(screen.getByText('sign-in page')).toBeInTheDocument();
    view.unmount();
    await session.login({ email: 'client@example.com', password: 'Client1' });
    renderWithSession(guardedApp('/sign-in'), { session });
    expect(screen.getByText('at /')).toBeInTheDocument();
  });
});

/**
 * @jest-environment node
 */
import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { createIdleWatch } from '../idle-watch';
import { Subscribable } from '../subscribable';
import { fakeBrowser, settle } from '../test-support/tabs';
import { addAuthListeners } from './listeners';
import {
  authSlice,
  authStarted,
  authStopped,
  initialAuthState,
  selectAuthError,
  selectAuthStatus,
  selectIdle,
  selectIdleDialogOpen,
  selectIsLoggedIn,
  selectLogoutReason,
  signedOut,
} from './session-slice';

const T0 = Date.UTC(2026, 10, 21, 10, 0, 0);

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'], now: T0 });
});
afterEach(() => {
  jest.useRealTimers();
});

/** A store shaped like the site's: combineSlices + listener middleware + typed startListening. */
function makeStore() {
  const rootReducer = combineSlices(authSlice);
  const listener = createListenerMiddleware();
  const store = configureStore({ reducer: rootReducer, middleware: (d) => d().prepend(listener.middleware) });
  type RootState = ReturnType<typeof rootReducer>;
  const startAppListening = listener.startListening.withTypes<RootState, typeof store.dispatch>();
  const actions: string[] = [];
  listener.startListening({ predicate: () => true, effect: (action) => void actions.push(action.type) });
  return { store, startAppListening, actions };
}

describe('auth slice', () => {
  it('starts as starting, with co-located selectors', () => {
    const { store } = makeStore();
    expect(store.getState().auth).toEqual(initialAuthState);
    expect(selectAuthStatus(store.getState())).toBe('starting');
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('mirrors login and logout from the core; no token and no user record in the store', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab();
    const { store, startAppListening, actions } = makeStore();
    addAuthListeners(startAppListening, session);
    store.dispatch(authStarted());
    await settle();
    expect(selectAuthStatus(store.getState())).toBe('loggedOut');
    await session.login({ email: 'employee@example.com', password: 'Employee1', rememberMe: true });
    const state = store.getState();
    expect(selectAuthStatus(state)).toBe('loggedIn');
    expect(state.auth.persistent).toBe(true);
    expect(JSON.stringify(state)).not.toContain(session.getState().token as string);
    expect(JSON.stringify(state)).not.toContain('employee@example.com');
    expect(actions).toContain('auth/signedIn');
    session.logout('user');
    expect(selectAuthStatus(store.getState())).toBe('loggedOut');
    expect(selectLogoutReason(store.getState())).toBe('user');
    expect(session.getState().status).toBe('loggedOut');
    expect(actions).toContain(signedOut.type);
  });

  it('announces a session already open when the mirror starts as signedIn, once', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab();
    await session.login({ email: 'client@example.com', password: 'Client1' });
    const { store, startAppListening, actions } = makeStore();
    addAuthListeners(startAppListening, session);
    store.dispatch(authStarted());
    await settle();
    expect(selectAuthStatus(store.getState())).toBe('loggedIn');
    expect(actions.filter((a) => a === 'auth/signedIn')).toHaveLength(1);
  });

  it('records a refresh failure as the last error and the logout reason', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab();
    const { store, startAppListening } = makeStore();
    addAuthListeners(startAppListening, session);
    store.dispatch(authStarted());
    await session.login({ email: 'client@example.com', password: 'Client1' });
    browser.server.failRefreshWith('invalid_grant', 'The refresh token is invalid.');
    jest.setSystemTime(T0 + 301_000);
    await expect(session.getAccessToken()).rejects.toThrow('The refresh token is invalid.');
    expect(selectAuthError(store.getState())).toEqual({
      message: 'The refresh token is invalid.',
      errorCode: 'invalid_grant',
      lockedUntil: null,
    });
    expect(selectLogoutReason(store.getState())).toBe('refreshFailed');
  });

  it('mirrors the idle countdown', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab();
    const idleWatch = createIdleWatch({
      storage: browser.local,
      activity: new Subscribable<() => void>(),
      wake: new Subscribable<() => void>(),
    });
    const { store, startAppListening } = makeStore();
    addAuthListeners(startAppListening, session, { idleWatch });
    store.dispatch(authStarted());
    idleWatch.start({ reset: true });
    jest.advanceTimersByTime(10 * 60_000 + 1000);
    expect(selectIdle(store.getState())).toEqual({ phase: 'countdown', secondsLeft: 299 });
    expect(selectIdleDialogOpen(store.getState())).toBe(true);
    idleWatch.stay();
    expect(selectIdleDialogOpen(store.getState())).toBe(false);
    idleWatch.stop();
  });

  it('stops mirroring on authStopped, and a second authStarted does not double the mirror', async () => {
    const browser = fakeBrowser();
    const { session } = browser.openTab();
    const { store, startAppListening, actions } = makeStore();
    const remove = addAuthListeners(startAppListening, session);
    store.dispatch(authStarted());
    store.dispatch(authStarted());
    await settle();
    actions.length = 0;
    await session.login({ email: 'client@example.com', password: 'Client1' });
    expect(actions.filter((a) => a === 'auth/signedIn')).toHaveLength(1);
    store.dispatch(authStopped());
    await settle();
    actions.length = 0;
    session.logout();
    expect(actions).toEqual([]);
    expect(selectAuthStatus(store.getState())).toBe('loggedIn');
    remove();
  });
});

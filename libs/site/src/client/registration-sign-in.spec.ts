/**
 * @jest-environment node
 */
import { authSlice, selectLogoutFromOtherTab, selectLogoutReason, sessionChanged, signedOut } from '@brokerfront/auth/redux';
import { signOutNoticeKey, signUpHref } from '../account/sign-in-page';
import { makeStore } from '../app/store';

describe('signOutNoticeKey: why the sign-in page says the session ended', () => {
  it.each([
    ['idle', false, 'session.signedOutIdle'],
    ['idle', true, 'session.signedOutIdle'],
    ['blocked', false, 'session.blocked'],
    ['archived', false, 'session.archived'],
    ['deactivated', false, 'session.deactivated'],
    ['refreshFailed', false, 'session.expired'],
    ['user', true, 'session.otherTab'],
    ['credentials_reset', false, 'session.signedOut'],
  ] as const)('%s (other tab: %s) → %s', (reason, fromOtherTab, key) => {
    expect(signOutNoticeKey(reason, fromOtherTab)).toBe(key);
  });

  it('says nothing for an ordinary sign-out in this tab or when no session ended', () => {
    expect(signOutNoticeKey('user', false)).toBeNull();
    expect(signOutNoticeKey(null, false)).toBeNull();
  });
});

describe('the auth slice keeps where the last session ended', () => {
  it('stores the other tab with the reason and forgets both at the next sign-in', () => {
    const store = makeStore();
    expect(selectLogoutReason(store.getState())).toBeNull();
    expect(selectLogoutFromOtherTab(store.getState())).toBe(false);
    store.dispatch(signedOut({ reason: 'user', fromOtherTab: true }));
    expect(selectLogoutReason(store.getState())).toBe('user');
    expect(selectLogoutFromOtherTab(store.getState())).toBe(true);
    store.dispatch(signedOut({ reason: 'idle', fromOtherTab: false }));
    expect(selectLogoutFromOtherTab(store.getState())).toBe(false);
    store.dispatch(sessionChanged({ status: 'loggedIn', persistent: false }));
    expect(selectLogoutReason(store.getState())).toBeNull();
    expect(selectLogoutFromOtherTab(store.getState())).toBe(false);
    expect(authSlice.getInitialState().logoutFromOtherTab).toBe(false);
  });
});

describe('signUpHref', () => {
  const localize = (path: string) => `/de${path}`;
  it('follows AppConfig signUpLink in the current language', () => {
    expect(signUpHref('/sign-up/demo', localize)).toBe('/de/sign-up/demo');
    expect(signUpHref('sign-up', localize)).toBe('/de/sign-up');
  });
  it('keeps another address as it is', () => {
    expect(signUpHref('https://join.broker.example/', localize)).toBe('https://join.broker.example/');
  });
  it('opens the registration form when no link is set or the link is the sign-in page', () => {
    expect(signUpHref(undefined, localize)).toBe('/de/sign-up');
    expect(signUpHref('', localize)).toBe('/de/sign-up');
    expect(signUpHref('/sign-in', localize)).toBe('/de/sign-up');
    expect(signUpHref('/sign-in/', localize)).toBe('/de/sign-up');
  });
});

import { sessionChanged, signedOut } from '@brokerfront/auth/redux';
import { UserType, type User } from '@brokerfront/identity-api';
import { identityApi } from '@brokerfront/identity-api/redux';
import { makeStore } from '../app/store';
import {
  accountsListViewSet,
  defaultUserSettings,
  hideBalanceSet,
  selectHideBalance,
  selectSettings,
  selectSidenavOpened,
  selectTheme,
  sidenavToggled,
  themeChanged,
  USER_SETTINGS_KEY,
} from './settings-slice';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

const user = (Id: number): User =>
  ({ Id, FirstName: 'U', LastName: String(Id), Email: `u${Id}@example.com`, UserType: UserType.Individual }) as User;

/** A store persisting to a memory storage, with a window-like target for `storage` events. */
function setup(initial: Record<string, unknown> = {}) {
  const storage = memoryStorage(Object.keys(initial).length ? { [USER_SETTINGS_KEY]: JSON.stringify(initial) } : {});
  const events = new EventTarget();
  const store = makeStore(undefined, { storage, storageEvents: events as unknown as Window });
  const record = () =>
    JSON.parse(storage.data.get(USER_SETTINGS_KEY) ?? '{}') as Record<string, { UserId: number | null } & typeof defaultUserSettings>;
  const signIn = (id: number) => {
    store.dispatch(sessionChanged({ status: 'loggedIn', persistent: false }));
    void store.dispatch(identityApi.util.upsertQueryData('getCurrentUser', undefined, user(id)));
  };
  const signOut = () => {
    store.dispatch(signedOut({ reason: 'user', fromOtherTab: false }));
    store.dispatch(identityApi.util.resetApiState());
  };
  /** Another tab writes the record and the browser tells this one. */
  const otherTabWrites = (value: string) => {
    storage.data.set(USER_SETTINGS_KEY, value);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: USER_SETTINGS_KEY, newValue: value, storageArea: null }));
  };
  return { store, storage, events, record, signIn, signOut, otherTabWrites };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the settings store', () => {
  it("writes every change at once to the visitor's entry while signed out", async () => {
    const { store, record } = setup();
    store.dispatch(sessionChanged({ status: 'loggedOut', persistent: false }));
    store.dispatch(themeChanged('Dark'));
    await settle();
    expect(record()).toEqual({ guest: { ...defaultUserSettings, Shell: { Theme: 'Dark', SidenavOpened: true } } });
    store.dispatch(sidenavToggled());
    await settle();
    expect(record()['guest']?.Shell).toEqual({ Theme: 'Dark', SidenavOpened: false });
  });

  it("loads the signed-in user's settings once the user is known, and writes changes to their entry", async () => {
    const { store, record, signIn } = setup({
      guest: { Shell: { Theme: 'Dark', SidenavOpened: true } },
      '2': { UserId: 2, Shell: { Theme: 'Light', SidenavOpened: false }, AccountBalance: { HideBalance: true } },
    });
    store.dispatch(sessionChanged({ status: 'loggedIn', persistent: false }));
    // Until the user is known, nothing changes.
    expect(selectSettings(store.getState()).UserId).toBeNull();
    signIn(2);
    await settle();
    expect(selectSettings(store.getState()).UserId).toBe(2);
    expect(selectHideBalance(store.getState())).toBe(true);
    expect(selectSidenavOpened(store.getState())).toBe(false);
    expect(selectTheme(store.getState())).toBe('Light');
    store.dispatch(accountsListViewSet(true));
    await settle();
    expect(record()['2']?.Accounts.ListView).toBe(true);
    expect(record()['guest']?.Shell.Theme).toBe('Dark');
  });

  it('starts a user without settings from the defaults (with the theme the visitor had) and stores them', async () => {
    const { store, record, signIn } = setup({
      guest: { Shell: { Theme: 'Dark', SidenavOpened: false }, AccountBalance: { HideBalance: true } },
    });
    signIn(5);
    await settle();
    expect(selectSettings(store.getState())).toEqual({ ...defaultUserSettings, UserId: 5, Shell: { Theme: 'Dark', SidenavOpened: true } });
    expect(record()['5']).toEqual(selectSettings(store.getState()));
  });

  it("goes back to the visitor's settings on sign-out, and to each user's own on the next sign-in", async () => {
    const { store, record, signIn, signOut } = setup({ guest: { Shell: { Theme: 'SystemDefault', SidenavOpened: true } } });
    signIn(2);
    await settle();
    store.dispatch(themeChanged('Dark'));
    store.dispatch(hideBalanceSet(true));
    signOut();
    await settle();
    expect(selectSettings(store.getState())).toEqual({ ...defaultUserSettings, Shell: { Theme: 'SystemDefault', SidenavOpened: true } });
    signIn(3);
    await settle();
    expect(selectSettings(store.getState()).UserId).toBe(3);
    expect(selectHideBalance(store.getState())).toBe(false);
    signOut();
    signIn(2);
    await settle();
    expect(selectTheme(store.getState())).toBe('Dark');
    expect(selectHideBalance(store.getState())).toBe(true);
    expect(Object.keys(record()).sort()).toEqual(['2', '3', 'guest']);
  });

  it('replaces a corrupted record without an error', async () => {
    const { store, storage, record, signIn } = setup();
    storage.data.set(USER_SETTINGS_KEY, '{oops');
    signIn(2);
    await settle();
    expect(selectSettings(store.getState())).toEqual({ ...defaultUserSettings, UserId: 2 });
    store.dispatch(hideBalanceSet(true));
    await settle();
    expect(record()['2']?.AccountBalance.HideBalance).toBe(true);
  });

  it('keeps working on a full storage', async () => {
    const { store, storage } = setup();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    store.dispatch(themeChanged('Dark'));
    await settle();
    expect(selectTheme(store.getState())).toBe('Dark');
  });
});

describe('settings across tabs', () => {
  it("applies another tab's change of this user's settings at once", async () => {
    const { store, record, signIn, otherTabWrites } = setup();
    signIn(2);
    await settle();
    const changed = { ...record(), '2': { ...record()['2'], AccountBalance: { HideBalance: true } } };
    otherTabWrites(JSON.stringify(changed));
    expect(selectHideBalance(store.getState())).toBe(true);
  });

  it("ignores changes of other users' entries and of other keys", async () => {
    const { store, storage, events, record, signIn, otherTabWrites } = setup();
    signIn(2);
    await settle();
    const before = selectSettings(store.getState());
    otherTabWrites(JSON.stringify({ ...record(), '3': { UserId: 3, AccountBalance: { HideBalance: true } } }));
    expect(selectSettings(store.getState())).toBe(before);
    storage.data.set(USER_SETTINGS_KEY, JSON.stringify({ '2': { AccountBalance: { HideBalance: true } } }));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'language', storageArea: null }));
    expect(selectSettings(store.getState())).toBe(before);
  });

  it('falls back to the defaults when another tab leaves a corrupted value', async () => {
    const { store, signIn, otherTabWrites } = setup({ '2': { UserId: 2, Shell: { Theme: 'Dark', SidenavOpened: false } } });
    signIn(2);
    await settle();
    expect(selectTheme(store.getState())).toBe('Dark');
    otherTabWrites('{broken');
    expect(selectSettings(store.getState())).toEqual({ ...defaultUserSettings, UserId: 2 });
  });

  it("follows the visitor's theme across tabs while signed out", () => {
    const { store, otherTabWrites } = setup();
    otherTabWrites(JSON.stringify({ guest: { Shell: { Theme: 'Dark', SidenavOpened: true } } }));
    expect(selectTheme(store.getState())).toBe('Dark');
  });

  it('follows a real StorageEvent on the window', async () => {
    const storage = memoryStorage();
    const store = makeStore(undefined, { storage, storageEvents: window });
    storage.data.set(USER_SETTINGS_KEY, JSON.stringify({ guest: { AccountBalance: { HideBalance: true } } }));
    window.dispatchEvent(new StorageEvent('storage', { key: USER_SETTINGS_KEY }));
    expect(selectHideBalance(store.getState())).toBe(true);
    // Another storage area (sessionStorage) is not ours.
    storage.data.set(USER_SETTINGS_KEY, JSON.stringify({ guest: { AccountBalance: { HideBalance: false } } }));
    window.dispatchEvent(new StorageEvent('storage', { key: USER_SETTINGS_KEY, storageArea: sessionStorage }));
    expect(selectHideBalance(store.getState())).toBe(true);
  });
});

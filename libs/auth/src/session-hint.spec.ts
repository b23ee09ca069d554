import { mayHaveSession, sessionHintKeys } from './session-hint';
import { SessionMarkerStore } from './session-marker';
import { nullLogger } from './defaults';
import { MemoryStorage } from './testing/memory-storage';
import type { StorageLike } from './types';

function storages() {
  return { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() };
}

describe('mayHaveSession', () => {
  it('is false for a visitor of this browser who never signed in', () => {
    expect(mayHaveSession(storages())).toBe(false);
  });

  it('is true with a remembered session, a session of this tab, or a delegated one', () => {
    const remembered = storages();
    remembered.localStorage.setItem('currentUser', '{}');
    expect(mayHaveSession(remembered)).toBe(true);
    const tab = storages();
    tab.sessionStorage.setItem('currentUser', '{}');
    expect(mayHaveSession(tab)).toBe(true);
    const delegated = storages();
    delegated.sessionStorage.setItem('currentUser.delegated', '{}');
    expect(mayHaveSession(delegated)).toBe(true);
  });

  it('is true while a sign-in of this browser lasts (another tab may hand it over), false once it was signed out', () => {
    const s = storages();
    const marker = new SessionMarkerStore(s.localStorage, nullLogger, 'currentUser.session');
    marker.signedIn('sid-1', 'refresh-token');
    expect(mayHaveSession(s)).toBe(true);
    marker.signedOut('sid-1', 1_700_000_000_000);
    expect(mayHaveSession(s)).toBe(false);
  });

  it('follows the session storage key', () => {
    const s = storages();
    s.localStorage.setItem('brand.user', '{}');
    expect(mayHaveSession(s)).toBe(false);
    expect(mayHaveSession({ ...s, storageKey: 'brand.user' })).toBe(true);
    expect(sessionHintKeys('brand.user')).toEqual(['brand.user', 'brand.user.session']);
  });

  it('counts storage that throws as "may have a session"', () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(mayHaveSession({ localStorage: throwing, sessionStorage: new MemoryStorage() })).toBe(true);
  });
});

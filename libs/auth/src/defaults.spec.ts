/**
 * @jest-environment node
 */
import { browserStorage, memoryStorage } from './defaults';
import { createSession } from './session';
import { isolatedTabChannel } from './tab-channel';
import { createFakeTokenServer } from './testing/fake-token-server';
import { connect, endpoint } from './test-support/tabs';

const T0 = Date.UTC(2026, 10, 27, 10, 0, 0);

describe('memoryStorage', () => {
  it('keeps, replaces and forgets items, separately per storage', () => {
    const a = memoryStorage();
    const b = memoryStorage();
    expect(a.getItem('k')).toBeNull();
    a.setItem('k', 'one');
    a.setItem('k', 'two');
    expect(a.getItem('k')).toBe('two');
    expect(b.getItem('k')).toBeNull();
    a.removeItem('k');
    expect(a.getItem('k')).toBeNull();
  });
});

describe('browserStorage where the platform has none (Node)', () => {
  it('is a storage that keeps what is written', () => {
    expect('localStorage' in globalThis).toBe(false);
    const storage = browserStorage('localStorage');
    storage.setItem('currentUser', '{}');
    expect(storage.getItem('currentUser')).toBe('{}');
  });

  it('is a storage that keeps what is written when access to the storage throws', () => {
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError: access denied');
      },
    });
    try {
      const storage = browserStorage('sessionStorage');
      storage.setItem('k', 'v');
      expect(storage.getItem('k')).toBe('v');
    } finally {
      delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
    }
  });

  describe('a session created without storages', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'], now: T0 }));
    afterEach(() => jest.useRealTimers());

    it('refreshes an expired access token instead of signing the user out', async () => {
      const server = createFakeTokenServer();
      const session = createSession({ endpoint, connect, fetch: server.fetch, channel: isolatedTabChannel, startupTimeoutMs: 0 });
      await session.start();
      const login = await session.login({ email: 'client@example.com', password: 'Client1' });
      expect(login.success).toBe(true);
      jest.setSystemTime(T0 + 301_000);
      expect(session.getTokenState()).toBe('expired');
      const token = await session.getAccessToken();
      expect(token).not.toBe(login.token);
      expect(session.getState().status).toBe('loggedIn');
      expect(session.getTokenState()).toBe('active');
    });
  });
});

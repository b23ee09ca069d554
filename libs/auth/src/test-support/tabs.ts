import { createSession, type Session, type SessionOptions } from '../session';
import type { LockManagerLike } from '../types';
import { MemoryStorage } from '../testing/memory-storage';
import { createMemoryTabNetwork, type MemoryTabNetwork } from '../testing/tab-network';
import { createFakeTokenServer, type FakeTokenServer } from '../testing/fake-token-server';
import { createInTabLocks } from '../locks';

export const endpoint = { protocol: 'http', host: '127.0.0.1', port: 5100, root: 'identity' };
export const connect = {
  root: 'identity',
  client_id: 'brokerfront-web',
  client_secret: 'brokerfront-web-secret',
  scope: 'openid profile offline_access identity gateway',
  grant_type: 'password',
};

/** One browser: shared localStorage, locks and server; one sessionStorage per tab. */
export interface FakeBrowser {
  local: MemoryStorage;
  network: MemoryTabNetwork;
  locks: LockManagerLike;
  server: FakeTokenServer;
  tabs: { session: Session; perTab: MemoryStorage }[];
  openTab(overrides?: Partial<SessionOptions>): { session: Session; perTab: MemoryStorage };
}

export function fakeBrowser(options: { delivery?: 'microtask' | 'manual'; server?: FakeTokenServer } = {}): FakeBrowser {
  const local = new MemoryStorage();
  const network = createMemoryTabNetwork(options.delivery);
  const locks = createInTabLocks();
  const server = options.server ?? createFakeTokenServer();
  const browser: FakeBrowser = {
    local,
    network,
    locks,
    server,
    tabs: [],
    openTab(overrides = {}) {
      const perTab = new MemoryStorage();
      const session = createSession({
        endpoint,
        connect,
        fetch: server.fetch,
        clock: { now: () => Date.now() },
        localStorage: local,
        sessionStorage: perTab,
        channel: network.connect(),
        locks,
        startupTimeoutMs: 0,
        ...overrides,
      });
      const tab = { session, perTab };
      browser.tabs.push(tab);
      return tab;
    },
  };
  return browser;
}

/** Lets queued promise callbacks run. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}

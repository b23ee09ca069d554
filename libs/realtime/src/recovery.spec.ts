import { ConnectionState, RECOVERY_INTERVAL_MS } from './constants';
import type { ConnectionSnapshot } from './hub-client';
import { Listeners } from './listeners';
import { hasGivenUp, keepReconnecting, type PageSignal } from './recovery';

/** A client whose snapshot the test sets; `reconnect()` is recorded. */
function fakeClient(initial: Partial<ConnectionSnapshot> = {}) {
  const listeners = new Listeners<ConnectionSnapshot>();
  let snapshot: ConnectionSnapshot = { state: ConnectionState.Connected, connectionId: 'c1', error: null, retryCount: 0, ...initial };
  const reconnect = jest.fn(async () => ConnectionState.Connected);
  return {
    client: { getSnapshot: () => snapshot, subscribe: (l: (s: ConnectionSnapshot) => void) => listeners.add(l), reconnect },
    reconnect,
    set(patch: Partial<ConnectionSnapshot>) {
      snapshot = { ...snapshot, ...patch };
      listeners.emit(snapshot);
    },
  };
}

/** A page signal the test fires. */
function signal(): { on: PageSignal; fire(): void; count(): number } {
  const callbacks = new Set<() => void>();
  return {
    on: (callback) => {
      callbacks.add(callback);
      return () => callbacks.delete(callback);
    },
    fire: () => callbacks.forEach((callback) => callback()),
    count: () => callbacks.size,
  };
}

const GAVE_UP = { state: ConnectionState.Disconnected, connectionId: null, error: new Error('down'), retryCount: 3 };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('keepReconnecting', () => {
  it('starts a new round about every minute while the client has given up, and stops when it is back', async () => {
    const { client, reconnect, set } = fakeClient();
    const online = signal();
    const visible = signal();
    keepReconnecting(client, { onOnline: online.on, onVisible: visible.on, random: () => 0.5 });
    set(GAVE_UP);
    await jest.advanceTimersByTimeAsync(RECOVERY_INTERVAL_MS - 1);
    expect(reconnect).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(reconnect).toHaveBeenCalledTimes(1);
    // The round fails: the client gives up again, and the next round is planned.
    set({ state: ConnectionState.Connecting, error: null });
    set(GAVE_UP);
    await jest.advanceTimersByTimeAsync(RECOVERY_INTERVAL_MS);
    expect(reconnect).toHaveBeenCalledTimes(2);
    // Connected: nothing more is planned.
    set({ state: ConnectionState.Connected, connectionId: 'c2', error: null });
    await jest.advanceTimersByTimeAsync(10 * RECOVERY_INTERVAL_MS);
    expect(reconnect).toHaveBeenCalledTimes(2);
  });

  it('spreads the rounds by the jitter either way', async () => {
    for (const [random, wait] of [
      [0, 48_000],
      [0.999999, 72_000],
    ] as const) {
      const { client, reconnect } = fakeClient(GAVE_UP);
      const recovery = keepReconnecting(client, { onOnline: signal().on, onVisible: signal().on, random: () => random });
      await jest.advanceTimersByTimeAsync(wait - 1);
      expect(reconnect).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(reconnect).toHaveBeenCalledTimes(1);
      recovery.stop();
    }
  });

  it('tries at once when the browser is online again or the page becomes visible, unless connected', () => {
    const { client, reconnect, set } = fakeClient();
    const online = signal();
    const visible = signal();
    keepReconnecting(client, { onOnline: online.on, onVisible: visible.on });
    online.fire();
    visible.fire();
    expect(reconnect).not.toHaveBeenCalled();
    set({ state: ConnectionState.Reconnecting, connectionId: null, error: new Error('lost'), retryCount: 1 });
    online.fire();
    expect(reconnect).toHaveBeenCalledTimes(1);
    set(GAVE_UP);
    visible.fire();
    expect(reconnect).toHaveBeenCalledTimes(2);
  });

  it('leaves a client stopped on purpose alone', async () => {
    const { client, reconnect } = fakeClient({ state: ConnectionState.Disconnected, connectionId: null, error: null });
    const online = signal();
    keepReconnecting(client, { onOnline: online.on, onVisible: signal().on });
    online.fire();
    await jest.advanceTimersByTimeAsync(10 * RECOVERY_INTERVAL_MS);
    expect(reconnect).not.toHaveBeenCalled();
  });

  it('reconnectNow() asks the client; stop() removes every listener and the planned round', async () => {
    const { client, reconnect, set } = fakeClient();
    const online = signal();
    const visible = signal();
    const recovery = keepReconnecting(client, { onOnline: online.on, onVisible: visible.on });
    await expect(recovery.reconnectNow()).resolves.toBe(ConnectionState.Connected);
    expect(reconnect).toHaveBeenCalledTimes(1);
    set(GAVE_UP);
    recovery.stop();
    expect(online.count() + visible.count()).toBe(0);
    set({ state: ConnectionState.Connecting, error: null });
    set(GAVE_UP);
    await jest.advanceTimersByTimeAsync(10 * RECOVERY_INTERVAL_MS);
    expect(reconnect).toHaveBeenCalledTimes(1);
  });

  it('follows the browser: the online event and the document turning visible', () => {
    const { client, reconnect } = fakeClient(GAVE_UP);
    const recovery = keepReconnecting(client);
    window.dispatchEvent(new Event('online'));
    expect(reconnect).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(reconnect).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(reconnect).toHaveBeenCalledTimes(2);
    recovery.stop();
    window.dispatchEvent(new Event('online'));
    expect(reconnect).toHaveBeenCalledTimes(2);
  });
});

describe('hasGivenUp', () => {
  it('is true only for Disconnected with an error', () => {
    expect(hasGivenUp(GAVE_UP)).toBe(true);
    expect(hasGivenUp({ state: ConnectionState.Disconnected, error: null })).toBe(false);
    expect(hasGivenUp({ state: ConnectionState.Reconnecting, error: new Error('x') })).toBe(false);
  });
});

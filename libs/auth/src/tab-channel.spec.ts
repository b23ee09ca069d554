import {
  createBroadcastTabChannel,
  createBrowserTabChannel,
  createStorageEventTabChannel,
  isolatedTabChannel,
  type BroadcastChannelLike,
  type TabMessage,
} from './tab-channel';
import { MemoryStorage } from './testing/memory-storage';

class FakeBroadcastChannel implements BroadcastChannelLike {
  static open = new Set<FakeBroadcastChannel>();
  private readonly listeners = new Set<(event: { data: unknown }) => void>();
  constructor(readonly name: string) {
    FakeBroadcastChannel.open.add(this);
  }
  postMessage(message: unknown): void {
    for (const other of FakeBroadcastChannel.open) {
      if (other !== this && other.name === this.name) for (const l of other.listeners) l({ data: JSON.parse(JSON.stringify(message)) });
    }
  }
  addEventListener(_type: 'message', listener: (event: { data: unknown }) => void): void {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: (event: { data: unknown }) => void): void {
    this.listeners.delete(listener);
  }
  close(): void {
    FakeBroadcastChannel.open.delete(this);
  }
}

describe('BroadcastChannel tab channel', () => {
  afterEach(() => FakeBroadcastChannel.open.clear());

  it('opens on the first subscriber, delivers to other tabs only, and closes with the last', () => {
    const a = createBroadcastTabChannel((n) => new FakeBroadcastChannel(n));
    const b = createBroadcastTabChannel((n) => new FakeBroadcastChannel(n));
    expect(FakeBroadcastChannel.open.size).toBe(0);
    const gotA: TabMessage[] = [];
    const gotB: TabMessage[] = [];
    const offA = a.subscribe((m) => gotA.push(m));
    const offB1 = b.subscribe((m) => gotB.push(m));
    const offB2 = b.subscribe(() => undefined);
    expect(FakeBroadcastChannel.open.size).toBe(2);
    a.post({ type: 'session-request' });
    expect(gotB).toEqual([{ type: 'session-request' }]);
    expect(gotA).toEqual([]);
    offB1();
    expect(FakeBroadcastChannel.open.size).toBe(2);
    offB2();
    offA();
    expect(FakeBroadcastChannel.open.size).toBe(0);
  });

  it('can post without listeners and ignores foreign messages', () => {
    const a = createBroadcastTabChannel((n) => new FakeBroadcastChannel(n));
    const got: TabMessage[] = [];
    a.subscribe((m) => got.push(m));
    const raw = new FakeBroadcastChannel('brokerfront-auth');
    raw.postMessage('hello');
    raw.postMessage({ no: 'type' });
    createBroadcastTabChannel((n) => new FakeBroadcastChannel(n)).post({ type: 'logout', reason: 'user' });
    expect(got).toEqual([{ type: 'logout', reason: 'user' }]);
  });
});

describe('storage-event tab channel', () => {
  it('delivers messages through storage events (jsdom window) and detaches with the last listener', () => {
    const storage = new MemoryStorage();
    const sender = createStorageEventTabChannel(storage, window);
    const receiver = createStorageEventTabChannel(new MemoryStorage(), window);
    const got: TabMessage[] = [];
    const off = receiver.subscribe((m) => got.push(m));
    const writes: string[] = [];
    const spy = jest.spyOn(storage, 'setItem').mockImplementation((key, value) => {
      writes.push(value);
      // A real browser raises this event in the other tabs.
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
    });
    sender.post({ type: 'logout', reason: 'idle' });
    sender.post({ type: 'logout', reason: 'idle' });
    expect(got).toEqual([
      { type: 'logout', reason: 'idle' },
      { type: 'logout', reason: 'idle' },
    ]);
    expect(new Set(writes).size).toBe(2);
    expect(storage.getItem('brokerfront-auth:message')).toBeNull();
    window.dispatchEvent(new StorageEvent('storage', { key: 'brokerfront-auth:message', newValue: '{bad' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '{}' }));
    off();
    sender.post({ type: 'session-request' });
    expect(got).toHaveLength(2);
    spy.mockRestore();
  });

  it('the browser default uses BroadcastChannel when present, else storage events', () => {
    const original = (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
    (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = FakeBroadcastChannel;
    const got: TabMessage[] = [];
    createBrowserTabChannel().subscribe((m) => got.push(m));
    createBrowserTabChannel().post({ type: 'session-request' });
    expect(got).toEqual([{ type: 'session-request' }]);
    delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
    const fallback = createBrowserTabChannel();
    const off = fallback.subscribe(() => undefined);
    expect(() => fallback.post({ type: 'session-request' })).not.toThrow();
    off();
    (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = original;
    expect(isolatedTabChannel.subscribe(() => undefined)).toEqual(expect.any(Function));
  });
});

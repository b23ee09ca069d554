import { Subscribable } from './subscribable';
import type { SessionData, StorageLike } from './types';

/** Messages the tabs of one session send each other. */
export type TabMessage =
  /** A tab signed in (`sid`: id of the sign-in, see the shared session marker). */
  | { type: 'login'; data: SessionData; persistent: boolean; sid?: string | null }
  /** A tab replaced the tokens after a refresh. */
  | { type: 'refresh'; data: SessionData; persistent: boolean; sid?: string | null }
  /** A tab signed out (or its session ended): every tab clears its copy. */
  | { type: 'logout'; reason: string; message?: string }
  /** A new tab asks open tabs for the session. */
  | { type: 'session-request' }
  /** An open tab answers a `session-request`. */
  | { type: 'session'; data: SessionData; persistent: boolean; sid?: string | null };

/** A cross-tab message channel: messages posted by one tab reach every other tab (never itself). */
export interface TabChannel {
  post(message: TabMessage): void;
  subscribe(listener: (message: TabMessage) => void): () => void;
}

/** The part of `BroadcastChannel` the library uses. */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/** Default channel name. */
export const TAB_CHANNEL_NAME = 'brokerfront-auth';

function isTabMessage(value: unknown): value is TabMessage {
  return value !== null && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string';
}

/**
 * A channel over `BroadcastChannel`. The underlying channel is opened when the first listener
 * subscribes (or on the first post) and closed when the last listener leaves.
 */
export function createBroadcastTabChannel(create: (name: string) => BroadcastChannelLike, name = TAB_CHANNEL_NAME): TabChannel {
  let channel: BroadcastChannelLike | undefined;
  let users = 0;
  const open = () => (channel ??= create(name));
  const release = () => {
    if (users === 0 && channel) {
      channel.close();
      channel = undefined;
    }
  };
  const listeners = new Subscribable<(message: TabMessage) => void>((emit) => {
    users += 1;
    const onMessage = (event: { data: unknown }) => {
      if (isTabMessage(event.data)) emit(event.data);
    };
    const target = open();
    target.addEventListener('message', onMessage);
    return () => {
      target.removeEventListener('message', onMessage);
      users -= 1;
      release();
    };
  });
  return {
    post(message) {
      if (channel) {
        channel.postMessage(message);
        return;
      }
      const once = create(name);
      once.postMessage(message);
      once.close();
    },
    subscribe: (listener) => listeners.subscribe(listener),
  };
}

/** The part of `window` the storage-event channel uses. */
export interface StorageEventTarget {
  addEventListener(type: 'storage', listener: (event: { key: string | null; newValue: string | null }) => void): void;
  removeEventListener(type: 'storage', listener: (event: { key: string | null; newValue: string | null }) => void): void;
}

/**
 * A channel over `storage` events: a message is written to `localStorage` under a message key and
 * removed at once; other tabs receive the write as a `storage` event. Used where
 * `BroadcastChannel` is missing.
 */
export function createStorageEventTabChannel(
  storage: StorageLike,
  target: StorageEventTarget,
  key = `${TAB_CHANNEL_NAME}:message`,
): TabChannel {
  let counter = 0;
  const listeners = new Subscribable<(message: TabMessage) => void>((emit) => {
    const onStorage = (event: { key: string | null; newValue: string | null }) => {
      if (event.key !== key || event.newValue === null) return;
      try {
        const envelope = JSON.parse(event.newValue) as { message?: unknown };
        if (isTabMessage(envelope.message)) emit(envelope.message);
      } catch {
        // Not one of ours.
      }
    };
    target.addEventListener('storage', onStorage);
    return () => target.removeEventListener('storage', onStorage);
  });
  return {
    post(message) {
      counter += 1;
      try {
        // The nonce makes two identical messages in a row still change the value (and fire an event).
        storage.setItem(key, JSON.stringify({ message, nonce: `${Date.now()}-${counter}-${Math.random()}` }));
        storage.removeItem(key);
      } catch {
        // Storage full or blocked: other tabs cannot be told.
      }
    },
    subscribe: (listener) => listeners.subscribe(listener),
  };
}

/** A channel that reaches nobody (single tab, or server-side rendering). */
export const isolatedTabChannel: TabChannel = { post: () => undefined, subscribe: () => () => undefined };

/** The browser's channel: `BroadcastChannel` when present, otherwise `storage` events, otherwise none. */
export function createBrowserTabChannel(name = TAB_CHANNEL_NAME): TabChannel {
  const g = globalThis as unknown as {
    BroadcastChannel?: new (name: string) => BroadcastChannelLike;
    localStorage?: StorageLike;
    addEventListener?: StorageEventTarget['addEventListener'];
    removeEventListener?: StorageEventTarget['removeEventListener'];
  };
  if (typeof g.BroadcastChannel === 'function') {
    const Ctor = g.BroadcastChannel;
    return createBroadcastTabChannel((n) => new Ctor(n), name);
  }
  try {
    if (g.localStorage && typeof g.addEventListener === 'function') {
      return createStorageEventTabChannel(g.localStorage, globalThis as unknown as StorageEventTarget, `${name}:message`);
    }
  } catch {
    // localStorage access refused.
  }
  return isolatedTabChannel;
}

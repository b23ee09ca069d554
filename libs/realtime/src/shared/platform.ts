/**
 * The part of the Web Locks API (`navigator.locks`) a shared hub uses: `callback` runs once the lock `name` is
 * granted, and the lock is held until the promise it returns settles (or the tab is gone).
 */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T> | T): Promise<T>;
}

/** The part of `BroadcastChannel` a shared hub uses: a message posted reaches the other tabs' channels of the same name. */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/** `navigator.locks`, or null where the runtime has none. */
export function browserLocks(): LockManagerLike | null {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  if (!locks || typeof locks.request !== 'function') return null;
  return { request: (name, callback) => locks.request(name, () => callback()) };
}

/** Opens a `BroadcastChannel`, or null where the runtime has none. */
export function browserChannel(): ((name: string) => BroadcastChannelLike) | null {
  const Channel = (globalThis as { BroadcastChannel?: new (name: string) => BroadcastChannelLike }).BroadcastChannel;
  return typeof Channel === 'function' ? (name) => new Channel(name) : null;
}

/** A random id for a tab. */
export function randomTabId(): string {
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

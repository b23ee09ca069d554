import type { TabChannel, TabMessage } from '../tab-channel';

/** A set of connected in-memory channels standing for the tabs of one browser. */
export interface MemoryTabNetwork {
  /** A channel for one more tab. */
  connect(): TabChannel & { close(): void };
  /** Delivers every queued message (only needed with `manual` delivery). Returns how many. */
  flush(): number;
  /** Every message posted so far, in order. */
  readonly posted: TabMessage[];
}

/**
 * In-memory cross-tab channels. Messages reach every other connected tab, never the sender,
 * as copies (like structured clone). Delivery is on a microtask by default (`microtask`), or only
 * when `flush()` is called (`manual`) to test messages that arrive late.
 */
export function createMemoryTabNetwork(delivery: 'microtask' | 'manual' = 'microtask'): MemoryTabNetwork {
  const tabs = new Set<{ listeners: Set<(m: TabMessage) => void> }>();
  const queue: (() => void)[] = [];
  const posted: TabMessage[] = [];
  const deliver = (job: () => void) => {
    if (delivery === 'manual') queue.push(job);
    else queueMicrotask(job);
  };
  return {
    posted,
    connect() {
      const tab = { listeners: new Set<(m: TabMessage) => void>() };
      tabs.add(tab);
      return {
        post(message) {
          posted.push(message);
          const json = JSON.stringify(message);
          for (const other of tabs) {
            if (other === tab) continue;
            deliver(() => {
              for (const listener of [...other.listeners]) listener(JSON.parse(json) as TabMessage);
            });
          }
        },
        subscribe(listener) {
          tab.listeners.add(listener);
          return () => tab.listeners.delete(listener);
        },
        close() {
          tabs.delete(tab);
        },
      };
    },
    flush() {
      let count = 0;
      while (queue.length > 0) {
        (queue.shift() as () => void)();
        count += 1;
      }
      return count;
    },
  };
}

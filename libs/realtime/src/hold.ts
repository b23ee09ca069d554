import type { Listeners } from './listeners';
import type { Subscription, SubscriptionSnapshot } from './subscriptions';

/** What a hold needs of the shared subscription it holds. */
export interface HeldEntry {
  key: string;
  snapshot: SubscriptionSnapshot;
  listeners: Listeners<SubscriptionSnapshot>;
}

/**
 * A caller's hold on a shared subscription: the entry's snapshot while held (with `released` over it afterwards), its
 * listeners, all removed when the hold is released, and `release`, run once at the first `unsubscribe()`.
 */
export function createHold(entry: HeldEntry, released: Partial<SubscriptionSnapshot>, release: () => Promise<void> | void): Subscription {
  let held = true;
  const removers = new Set<() => void>();
  return {
    key: entry.key,
    getSnapshot: () => (held ? entry.snapshot : { ...entry.snapshot, ...released }),
    subscribe(listener) {
      const remove = entry.listeners.add(listener);
      removers.add(remove);
      return () => {
        removers.delete(remove);
        remove();
      };
    },
    async unsubscribe() {
      if (!held) return;
      held = false;
      for (const remove of removers) remove();
      removers.clear();
      await release();
    },
  };
}

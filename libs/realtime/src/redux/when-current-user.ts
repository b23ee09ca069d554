import type { User } from '@brokerfront/identity-api';
import type { CurrentUserState } from './current-user-slice';

/** The part of a store {@link whenCurrentUser} reads. */
export interface CurrentUserStore {
  getState(): { currentUser: CurrentUserState };
  subscribe(listener: () => void): () => void;
}

/**
 * Resolves with the current user once it is loaded (at once if it already is), or with null when
 * loading failed or nobody is signed in any more. For a route loader that runs before protected screens.
 */
export function whenCurrentUser(store: CurrentUserStore): Promise<User | null> {
  const settled = (): User | null | undefined => {
    const { user, status } = store.getState().currentUser;
    if (status === 'loaded') return user;
    if (status === 'failed') return null;
    return undefined;
  };
  const now = settled();
  if (now !== undefined) return Promise.resolve(now);
  return new Promise((resolve) => {
    let seenLoading = store.getState().currentUser.status === 'loading';
    const off = store.subscribe(() => {
      const status = store.getState().currentUser.status;
      if (status === 'loading') seenLoading = true;
      const result = settled();
      if (result !== undefined || (seenLoading && status === 'idle')) {
        off();
        resolve(result ?? null);
      }
    });
  });
}

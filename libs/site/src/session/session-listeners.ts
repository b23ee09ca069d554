import { addAuthListeners, signedIn, signedOut, type AnyStartListening } from '@brokerfront/auth/react';
import type { IdleWatch, Session } from '@brokerfront/auth';
import { identityApi } from '@brokerfront/identity-api/redux';
import { loadPermissions, permissionsCleared, type PermissionsState } from '@brokerfront/permissions/react';

/** What {@link addSessionListeners} connects to the store. */
export interface SessionListenerDeps {
  session: Session;
  idleWatch?: IdleWatch | null;
  /**
   * Whether these listeners load the current user (GetCurrentUser) when a session begins, then its
   * permissions (default true). Give false when the realtime lifecycle (`connectLiveSession`) owns
   * both loads, so that each is made once.
   */
  loadCurrentUser?: boolean;
}

/**
 * Wires the session into the store: mirrors it into the `auth` slice (`addAuthListeners`), loads the
 * current user (GetCurrentUser) when a session begins, then the user's permissions, gives the idle
 * watch the user's `InactivityLogoutMinutes`, and clears permissions and cached identity data when
 * the session ends. Dispatch `authStarted()` once afterwards. Returns the remover.
 */
export function addSessionListeners(startListening: AnyStartListening, { session, idleWatch = null, loadCurrentUser = true }: SessionListenerDeps): () => void {
  const removers = [
    addAuthListeners(startListening, session, { idleWatch }),
    startListening({
      actionCreator: signedIn,
      effect: async (_action, api) => {
        if (!loadCurrentUser) return;
        await api.dispatch(identityApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
      },
    }),
    startListening({
      matcher: identityApi.endpoints.getCurrentUser.matchFulfilled,
      effect: (action, api) => {
        // A service answering without a user (nobody behind the token) leaves the session as it is.
        const user = action.payload as typeof action.payload | null;
        if (!user || session.getState().status !== 'loggedIn') return;
        idleWatch?.setInactivityMinutes(user.InactivityLogoutMinutes);
        const permissions = (api.getState() as { permissions?: PermissionsState }).permissions;
        if (loadCurrentUser && (permissions?.userId !== user.Id || permissions.status === 'failed')) api.dispatch(loadPermissions(user.Id));
      },
    }),
    startListening({
      actionCreator: signedOut,
      effect: (_action, api) => {
        idleWatch?.setInactivityMinutes(null);
        api.dispatch(permissionsCleared());
        api.dispatch(identityApi.util.resetApiState());
      },
    }),
  ];
  return () => {
    for (const remove of removers) remove();
  };
}

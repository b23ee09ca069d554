import type { TypedStartListening } from '@reduxjs/toolkit';
import type { IdleWatch } from '../idle-watch';
import type { Session } from '../session';
import {
  authErrorRaised,
  authStarted,
  authStopped,
  idleChanged,
  sessionChanged,
  signedIn,
  signedOut,
  toAuthError,
  toSessionSnapshot,
} from './session-slice';

/** Any store's `startListening` (the site passes its `startAppListening`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStartListening = TypedStartListening<any, any, any>;

/** Options of {@link addAuthListeners}. */
export interface AuthListenerOptions {
  /** Mirror this idle watch's countdown into the slice. */
  idleWatch?: IdleWatch | null;
}

/**
 * Adapts the session core into store actions: after `authStarted()` is dispatched, every state
 * change becomes `sessionChanged`, a session already open then and every later one `signedIn`, session
 * events `signedOut` /
 * `authErrorRaised`, the idle state becomes `idleChanged`. Commands (sign out, stay signed in) go to
 * the core itself. Returns a function removing these listeners.
 */
export function addAuthListeners(startListening: AnyStartListening, session: Session, options: AuthListenerOptions = {}): () => void {
  const idle = options.idleWatch ?? null;
  const removers = [
    startListening({
      actionCreator: authStarted,
      effect: async (_action, api) => {
        // One mirror at a time: a second authStarted replaces the first.
        api.cancelActiveListeners();
        const dispatch = api.dispatch;
        const initial = session.getState();
        dispatch(sessionChanged(toSessionSnapshot(initial)));
        // A session already open when the mirror starts began, for the store, now.
        if (initial.status === 'loggedIn') dispatch(signedIn({ source: 'restored' }));
        const offs = [
          session.subscribe((state) => dispatch(sessionChanged(toSessionSnapshot(state)))),
          session.on('login', ({ source }) => dispatch(signedIn({ source }))),
          session.on('logout', (event) => dispatch(signedOut(event))),
          session.on('refreshFailed', ({ result }) => dispatch(authErrorRaised(toAuthError(result)))),
        ];
        if (idle) {
          dispatch(idleChanged(idle.getState()));
          offs.push(idle.subscribe((state) => dispatch(idleChanged(state))));
        }
        void session.start();
        try {
          await api.condition(authStopped.match);
        } finally {
          for (const off of offs) off();
        }
      },
    }),
  ];
  return () => {
    for (const remove of removers) remove();
  };
}

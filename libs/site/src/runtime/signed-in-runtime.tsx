/**
 * The signed-in side of a site, in its own chunk: a public page loads it after its first render (the header
 * shows "Sign in" until it knows better), a signed-in page before it draws.
 */
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { addAuthListeners, authStarted, selectAuthStatus } from '@brokerfront/auth/redux';
import { SessionProvider } from '@brokerfront/auth/react';
import { parseSiteConfiguration, reportConfigProblems, reportConfigWarnings, type SiteConfiguration } from '@brokerfront/config';
import { makeStore, type AppStore } from '../app/store';
import { readUserSettings, selectTheme, themeChanged } from '../settings/settings-slice';
import { createSiteSession, type SiteSession } from '../session/site-session';
import { IdleCountdownDialog } from '../session/site-session-provider';
import { SessionControls } from '../session/session-controls';
import { SitePermissionsProvider } from '../live/site-permissions';
import { LiveStatusBanner } from '../live/live-header';
import { hubUrlOf, startLiveSession, type LiveSession } from '../live/live-session';
import type { SessionStatus, SignedInRuntime } from './runtime';

/** What {@link startSignedInRuntime} started. */
export interface StartedRuntime {
  runtime: SignedInRuntime;
  store: AppStore;
  session: SiteSession;
  live: LiveSession;
}

const statusOf = (status: string): SessionStatus => (status === 'loggedIn' || status === 'starting' ? status : 'loggedOut');

/**
 * The runtime of a store and (optionally) a session made elsewhere — tests and stories, and
 * {@link startSignedInRuntime}.
 */
export function runtimeFromParts({ store, session }: { store: AppStore; session?: SiteSession }): SignedInRuntime {
  function Providers({ children }: { children?: ReactNode }) {
    const inner = <SitePermissionsProvider>{children}</SitePermissionsProvider>;
    return (
      <Provider store={store}>
        {session ? (
          <SessionProvider session={session.session} idleWatch={session.idleWatch} redirectMemory={session.redirectMemory}>
            {inner}
          </SessionProvider>
        ) : (
          inner
        )}
      </Provider>
    );
  }
  return {
    Providers,
    Overlay: () => (session ? <Providers>{<IdleCountdownDialog />}</Providers> : null),
    SessionActions: () => (
      <Providers>
        <SessionControls guestLinks={false} />
      </Providers>
    ),
    LiveBanner: () => (
      <Providers>
        <LiveStatusBanner />
      </Providers>
    ),
    status: { get: () => statusOf(selectAuthStatus(store.getState())), subscribe: store.subscribe },
    theme: {
      get: () => selectTheme(store.getState()),
      subscribe: store.subscribe,
      set: (theme) => store.dispatch(themeChanged(theme)),
    },
  };
}

/**
 * Starts the signed-in side from a checked configuration: the session (tokens, tabs, idle watch, identity
 * calls), the store with the visitor's stored settings, the auth listeners and the live connection.
 */
export function startSignedInRuntime(config: SiteConfiguration, options: { fetch?: typeof fetch } = {}): StartedRuntime {
  const storage = window.localStorage;
  // One session for the page's life: tokens, tabs, idle watch and the identity services.
  const session = createSiteSession(config, { fetch: options.fetch });
  // The visitor's settings until the signed-in user is known; then that user's (and back on sign-out).
  const store = makeStore({ settings: readUserSettings(storage) }, { identity: session.identity, storage, storageEvents: window });
  addAuthListeners(store.startListening, session.session, { idleWatch: session.idleWatch });
  const live = startLiveSession(store, { session: session.session, idleWatch: session.idleWatch, hubUrl: hubUrlOf(config.gatewayConfig) });
  store.dispatch(authStarted());
  return { runtime: runtimeFromParts({ store, session }), store, session, live };
}

/**
 * Checks the configuration as served (a prerendered page drew its public part already) and starts the signed-in
 * side from it; null, with each wrong field on the console, when it is not valid.
 */
export function startSignedInRuntimeFromJson(json: unknown, options: { fetch?: typeof fetch } = {}): StartedRuntime | null {
  const parsed = parseSiteConfiguration(json);
  reportConfigWarnings(parsed.warnings ?? []);
  if (!parsed.ok) {
    reportConfigProblems(parsed.problems);
    return null;
  }
  return startSignedInRuntime(parsed.config, options);
}

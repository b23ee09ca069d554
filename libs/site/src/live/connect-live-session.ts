import { GUARD_STARTUP_WAIT_MS, signedIn } from '@brokerfront/auth/react';
import { waitForSession } from '@brokerfront/auth';
import type { GatewayConfig } from '@brokerfront/config';
import { serverUrl, type User } from '@brokerfront/identity-api';
import { startAppListening, type AppStore } from '../app/store';
import type { SiteSession } from '../session/site-session';
import { selectSessionStatus } from '../session/session-slices';
import { liveSessionStarted } from './live-actions';
import type { LiveWiring, LiveWiringDeps } from './live-wiring';

/** Options of {@link connectLiveSession}. */
export interface LiveSessionOptions {
  /** More hub client options (tests: `connectionBuilder` of `@brokerfront/realtime/testing`). */
  hubOptions?: LiveWiringDeps['hubOptions'];
  /** Loads the realtime wiring; a dynamic import (its own chunk) by default. */
  load?: () => Promise<{ wireLive: (store: AppStore, deps: LiveWiringDeps) => LiveWiring }>;
  /** Longest wait of {@link LiveSession.whenCurrentUser} for the current user, in ms (default 10 000). */
  currentUserTimeoutMs?: number;
}

/** The live side of a site (see {@link connectLiveSession}). */
export interface LiveSession {
  /** The realtime wiring, loading it if a session is open (null when nobody is signed in). */
  ready(): Promise<LiveWiring | null>;
  /**
   * For a protected route's loader: waits up to 150 ms for session start-up, then (signed in) for the
   * current user. Resolves null when nobody is signed in, loading failed or took too long.
   */
  whenCurrentUser(): Promise<User | null>;
  /** Removes the listeners and disconnects. */
  dispose(): void;
}

/** `{protocol}://{host}:{port}/{hubPath}` of the gateway. */
export function hubUrlOf(gateway: Pick<GatewayConfig, 'protocol' | 'host' | 'port' | 'hubPath'>): string {
  return `${serverUrl(gateway)}/${gateway.hubPath.replace(/^\/+/, '')}`;
}

let current: LiveSession | null = null;

/** The live side connected to the page's store, if any (the current-user route loader reads it). */
export function currentLiveSession(): LiveSession | null {
  return current;
}

/**
 * Connects the realtime side to a store made with the session's dependencies. Nothing realtime is
 * loaded until a session opens: then the realtime code (SignalR included) loads in its own chunk and
 * runs the current-user lifecycle — GetCurrentUser, its permissions, the user and permission feeds —
 * which keeps the header, the back office and the RTK Query cache live. Pair it with
 * `connectSiteSession(store, siteSession, { loadCurrentUser: false })` so the user loads once.
 */
export function connectLiveSession(
  store: AppStore,
  siteSession: SiteSession,
  gateway: Pick<GatewayConfig, 'protocol' | 'host' | 'port' | 'hubPath'>,
  options: LiveSessionOptions = {},
): LiveSession {
  const load = options.load ?? (() => import('./live-wiring'));
  const timeoutMs = options.currentUserTimeoutMs ?? 10_000;
  const session = siteSession.session;
  let wiring: Promise<LiveWiring> | null = null;
  let disposed = false;

  const start = (): Promise<LiveWiring> => {
    if (!wiring) {
      const loading = load().then((module) => {
        const wired = module.wireLive(store, {
          hubUrl: hubUrlOf(gateway),
          getAccessToken: () => session.getAccessToken(),
          logout: (reason) => session.logout(reason),
          hubOptions: options.hubOptions,
        });
        if (disposed) wired.remove();
        else if (selectSessionStatus(store.getState()) === 'loggedIn') store.dispatch(liveSessionStarted());
        return wired;
      });
      wiring = loading;
      // A chunk that failed to load is tried again at the next sign-in.
      loading.catch(() => {
        if (wiring === loading) wiring = null;
      });
    }
    return wiring;
  };

  const removeListener = startAppListening({
    actionCreator: signedIn,
    effect: () => {
      void start().catch(() => undefined);
    },
  });
  if (selectSessionStatus(store.getState()) === 'loggedIn') void start().catch(() => undefined);

  const live: LiveSession = {
    async ready() {
      if (wiring) return wiring;
      return selectSessionStatus(store.getState()) === 'loggedIn' ? start() : null;
    },
    async whenCurrentUser() {
      const state = await waitForSession(session, GUARD_STARTUP_WAIT_MS);
      if (state.status !== 'loggedIn') return null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), timeoutMs);
      });
      try {
        const user = start().then((wired) => wired.whenCurrentUser());
        return await Promise.race([user, timeout]);
      } catch {
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
    dispose() {
      disposed = true;
      removeListener();
      if (current === live) current = null;
      void wiring?.then((wired) => wired.remove(), () => undefined);
    },
  };
  current = live;
  return live;
}

import { authStarted } from '@brokerfront/auth/react';
import type { SiteConfiguration } from '@brokerfront/config';
import { identityApiWithWrites } from '@brokerfront/identity-api/redux';
import type { Middleware } from '@reduxjs/toolkit';
import type { AppStore } from '../app/store';
import { startAppListening } from '../app/store';
import { addSessionListeners } from './session-listeners';
import { createSiteSession, type SiteSession, type SiteSessionOptions } from './site-session';
import { injectSessionReducers } from './session-slices';

/** What the store needs from the session: its thunk extra argument and middleware. */
export interface SessionStoreDependencies {
  /** `{ identity }`: the identity services for RTK Query and the permissions loader. */
  extraArgument: { identity: SiteSession['identity'] };
  middleware: Middleware[];
}

/**
 * Makes the site's session (`createSiteSession`) and what the store needs for it: the
 * `{ identity }` thunk extra argument and the `identityApi` middleware (`identityApiWithWrites.middleware`). The `auth`, `permissions`
 * and `identityApi` reducers are injected into the root reducer when this module loads.
 */
export function prepareSiteSession(
  config: Pick<SiteConfiguration, 'identityConfig' | 'gatewayConfig'>,
  options: SiteSessionOptions = {},
): { siteSession: SiteSession; storeDependencies: SessionStoreDependencies } {
  injectSessionReducers();
  const siteSession = createSiteSession(config, options);
  return {
    siteSession,
    storeDependencies: { extraArgument: { identity: siteSession.identity }, middleware: [identityApiWithWrites.middleware as Middleware] },
  };
}

/**
 * Connects a store made with {@link prepareSiteSession}'s dependencies to the session: adds the
 * session listeners and dispatches `authStarted()` once. Returns the cleanup. Give
 * `{ loadCurrentUser: false }` when the realtime lifecycle loads the current user (`connectLiveSession`).
 */
export function connectSiteSession(store: AppStore, siteSession: SiteSession, options: { loadCurrentUser?: boolean } = {}): () => void {
  const remove = addSessionListeners(startAppListening, { session: siteSession.session, idleWatch: siteSession.idleWatch, ...options });
  store.dispatch(authStarted());
  return remove;
}

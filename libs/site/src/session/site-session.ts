import {
  connectIdleWatch,
  createIdleWatch,
  createRedirectMemory,
  createSession,
  NOT_LOGGED_IN_MESSAGE,
  SessionError,
  type IdleWatch,
  type IdleWatchOptions,
  type RedirectMemory,
  type Session,
  type SessionOptions,
} from '@brokerfront/auth';
import type { SiteConfiguration } from '@brokerfront/config';
import { createIdentityServices, serverUrl, type IdentityServices, type IdentityServicesOptions } from '@brokerfront/identity-api';

/** Everything the signed-in side of a site runs on, made once at start-up. */
export interface SiteSession {
  /** The sign-in session (tokens, login, refresh, tabs). */
  session: Session;
  /** The idle watch, connected to the session: it runs while signed in and signs out at the end. */
  idleWatch: IdleWatch;
  /** The identity and permissions calls, with the session's fresh access token. */
  identity: IdentityServices;
  /** Where the URL a signed-out visitor wanted is remembered until sign-in. */
  redirectMemory: RedirectMemory;
  /** Disconnects the idle watch and stops the session (tests, hot reload). */
  dispose(): void;
}

/** Effects of {@link createSiteSession}; browser defaults for everything left out. */
export interface SiteSessionOptions {
  /** Used for the token endpoint and the identity calls. */
  fetch?: typeof fetch;
  /** More options of the session core (storages, channel, clock, timers…). */
  session?: Omit<SessionOptions, 'endpoint' | 'connect' | 'fetch'>;
  /** Options of the idle watch (clock, timers, storage, activity source…). */
  idle?: IdleWatchOptions;
  /** More options of the identity services (cookies, window.open, notify…). */
  identity?: Omit<IdentityServicesOptions, 'service' | 'accessTokenFactory' | 'gatewayUrl' | 'fetch'>;
  redirectMemory?: RedirectMemory;
}

/**
 * Creates the session from the site configuration (`identityConfig.service` host pieces and
 * `identityConfig.connect` settings), the idle watch connected to it, and the identity services
 * that ask the session for a fresh access token before every call.
 */
export function createSiteSession(
  config: Pick<SiteConfiguration, 'identityConfig' | 'gatewayConfig'>,
  options: SiteSessionOptions = {},
): SiteSession {
  const { service, connect } = config.identityConfig;
  const doFetch = options.fetch;
  const session = createSession({
    ...options.session,
    endpoint: { protocol: service.protocol, host: service.host, port: service.port, root: service.root },
    connect: {
      client_id: connect.client_id,
      client_secret: connect.client_secret,
      scope: connect.scope,
      grant_type: connect.grant_type,
      root: connect.root,
    },
    ...(doFetch ? { fetch: (input: string, init?: RequestInit) => doFetch(input, init) } : {}),
  });
  const idleWatch = createIdleWatch(options.idle);
  const disconnect = connectIdleWatch(session, idleWatch);
  const identity = createIdentityServices({
    ...options.identity,
    service,
    gatewayUrl: serverUrl(config.gatewayConfig),
    // Signed out, a call goes without a token: the anonymous calls (sign-up, confirmation, password
    // reset) work, and any other call is refused by the service (401) rather than never sent.
    accessTokenFactory: async () => {
      try {
        return await session.getAccessToken();
      } catch (error) {
        if (error instanceof SessionError && error.message === NOT_LOGGED_IN_MESSAGE) return null;
        throw error;
      }
    },
    ...(doFetch ? { fetch: doFetch } : {}),
  });
  return {
    session,
    idleWatch,
    identity,
    redirectMemory: options.redirectMemory ?? createRedirectMemory(),
    dispose() {
      disconnect();
      session.stop();
    },
  };
}

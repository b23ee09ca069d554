/**
 * A whole site for component tests of the signed-in side: the real session (fake token server, memory
 * storages and tabs), the identity services over a fake `fetch`, the realtime lifecycle over a fake hub
 * (`@brokerfront/realtime/testing`), the site's routes and providers (StrictMode included).
 */
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { createRedirectMemory } from '@brokerfront/auth';
import {
  createFakeTokenServer,
  createMemoryTabNetwork,
  createSharedLocks,
  MemoryStorage,
  type FakeTokenServer,
} from '@brokerfront/auth/testing';
import { jsonResponse, makeTestConfiguration, SIX_LANGUAGES } from '@brokerfront/config/testing';
import type { TranslationFile } from '@brokerfront/i18n';
import { buildLanguageFile } from '@brokerfront/i18n/node';
import type { User, UserPermission } from '@brokerfront/identity-api';
import { FakeHubConnectionBuilder, subscribed, type FakeHubConnection } from '@brokerfront/realtime/testing';
import type { RecoveryOptions } from '@brokerfront/realtime';
import type { ReactElement } from 'react';
import { SiteApp } from '../../app/site-app';
import { makeStore } from '../../app/store';
import { createRoutes } from '../../app/routes';
import { startSiteI18n } from '../../i18n/site-i18n';
import { addAuthListeners, authStarted } from '@brokerfront/auth/redux';
import { createSiteSession } from '../../session/site-session';
import { hubUrlOf, startLiveSession, type LiveSession } from '../live-session';
import { runtimeOf } from '../../runtime/testing';

const workspace = resolve(__dirname, '../../../../..');
let resources: Record<string, TranslationFile> | null = null;
/** The merged language files of the workspace (built once per test file). */
export function testResources(): Record<string, TranslationFile> {
  resources ??= Object.fromEntries(SIX_LANGUAGES.map((l) => [l.prefix, buildLanguageFile(workspace, l.prefix)]));
  return resources;
}

/** A service envelope answer (a fake `Response`: jsdom has none). */
export const envelope = (Data: unknown, Status = 200, Errors: unknown[] = []) =>
  jsonResponse(Status >= 400 ? Status : 200, { Status, Data, Errors });

/** One call the fake services received. */
export interface ApiCall {
  method: string;
  /** Path below the users API or the gateway, e.g. `users/GetCurrentUser`, `permissions/User/2`. */
  path: string;
  body: unknown;
  /** Email of the caller (from the bearer token). */
  caller: string;
}

/** Answers an identity or permissions call; return undefined for the default answer. */
export type ApiHandler = (call: ApiCall) => Response | Promise<Response> | undefined;

/** A fake hub connection builder whose connections start at once and accept every subscription. */
export class AutoHubBuilder extends FakeHubConnectionBuilder {
  private next = 1;
  override build(): FakeHubConnection {
    const connection = super.build();
    connection.autoStart = true;
    connection.respond = (method) =>
      method === 'Unsubscribe' ? { Status: 200, Data: true, Errors: [] } : subscribed(`sub-${this.next++}`);
    return connection;
  }
}

/** Options of {@link renderLiveSite}. */
export interface LiveSiteOptions {
  /** Users by email: GetCurrentUser answers the caller's. */
  users: Record<string, User>;
  /** Permissions by user id (default none). */
  permissions?: Record<number, UserPermission[]>;
  /** More answers (Search, GET {id}, SetIsBlocked, …); the default is 404 `not_found`. */
  api?: ApiHandler;
  signedInAs?: { email: string; password: string; rememberMe?: boolean };
  pages?: RouteObject[];
  shell?: ReactElement;
  server?: FakeTokenServer;
  /** The hub connection builder (default: connections that start at once and accept every subscription). */
  hub?: FakeHubConnectionBuilder;
  /** The hub's reconnect delays (default SPEC §9's). */
  retryDelays?: number[];
  /** How the live side keeps coming back after the retries (default: the browser's signals, a round every minute). */
  recovery?: RecoveryOptions;
}

/** Renders the site at `path` with the live side over a fake hub. */
export async function renderLiveSite(path: string, options: LiveSiteOptions) {
  const languages = [SIX_LANGUAGES[0]];
  const config = makeTestConfiguration({ languages, defaultLanguage: languages[0] });
  const { i18n, languageStore } = await startSiteI18n(config.appConfig, {
    resources: testResources(),
    storage: new MemoryStorage() as unknown as Storage,
    pathname: path,
    logger: { warn: () => undefined },
  });
  const server = options.server ?? createFakeTokenServer();
  const calls: ApiCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    if (url.includes('/connect/token')) return server.fetch(url, init);
    const auth = new Headers(init?.headers).get('Authorization') ?? '';
    const payload = auth.replace('Bearer ', '').split('.')[1] ?? 'e30=';
    const caller = (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { email?: string }).email ?? '';
    const { pathname, search } = new URL(url);
    const path =
      pathname
        .replace(/^.*\/api\/v1\//, '')
        .replace(/^\/permissions\/UserPermissions\//, 'permissions/')
        .replace(/\/$/, '') + search;
    const text = typeof init?.body === 'string' ? init.body : '';
    const call: ApiCall = { method: init?.method ?? 'GET', path, body: text ? (JSON.parse(text) as unknown) : undefined, caller };
    calls.push(call);
    const custom = await options.api?.(call);
    if (custom) return custom;
    if (path === 'users/GetCurrentUser') return envelope(options.users[caller] ?? null);
    const permissions = /^permissions\/User\/(\d+)$/.exec(path);
    if (permissions) return envelope(options.permissions?.[Number(permissions[1])] ?? []);
    return envelope(null, 404, [{ Code: 'not_found' }]);
  };
  const network = createMemoryTabNetwork();
  const quiet = { subscribe: () => () => undefined };
  const siteSession = createSiteSession(config, {
    fetch: fetch as typeof globalThis.fetch,
    session: {
      localStorage: new MemoryStorage(),
      sessionStorage: new MemoryStorage(),
      channel: network.connect(),
      locks: createSharedLocks(),
      startupTimeoutMs: 0,
    },
    idle: { storage: new MemoryStorage(), activity: quiet, wake: quiet },
    redirectMemory: createRedirectMemory(new MemoryStorage()),
  });
  if (options.signedInAs) await siteSession.session.login(options.signedInAs);
  const store = makeStore(undefined, { identity: siteSession.identity });
  const builder = options.hub ?? new AutoHubBuilder();
  const disconnect = addAuthListeners(store.startListening, siteSession.session, { idleWatch: siteSession.idleWatch });
  const live: LiveSession = startLiveSession(store, {
    session: siteSession.session,
    idleWatch: siteSession.idleWatch,
    hubUrl: hubUrlOf(config.gatewayConfig),
    hubOptions: { connectionBuilder: () => builder, ...(options.retryDelays ? { retryDelays: options.retryDelays } : {}) },
    ...(options.recovery ? { recovery: options.recovery } : {}),
  });
  store.dispatch(authStarted());
  const router = createMemoryRouter(createRoutes({ pages: options.pages ?? [], ...(options.shell ? { shell: options.shell } : {}) }), {
    initialEntries: [path],
  });
  const view = render(
    <SiteApp
      config={config}
      template="template1"
      router={router}
      i18n={i18n}
      languageStore={languageStore}
      runtime={runtimeOf({ store, session: siteSession })}
    />,
  );
  return {
    view,
    router,
    store,
    server,
    siteSession,
    live,
    calls,
    builder,
    /** The fake hub connection (once the realtime side has loaded). */
    hub: () => {
      if (!builder.connection) throw new Error('the realtime side has not loaded yet');
      return builder.connection;
    },
    where: () => router.state.location.pathname,
    cleanup() {
      view.unmount();
      void live.stop();
      disconnect();
      siteSession.dispose();
    },
  };
}

import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { addAuthListeners, authStarted } from '@brokerfront/auth/redux';
import {
  DEFAULT_CONFIG_URL,
  loadSiteConfiguration,
  parseSiteConfiguration,
  reportConfigProblems,
  type SiteConfiguration,
} from '@brokerfront/config';
import type { I18n } from '@brokerfront/i18n';
import { ConfigErrorScreen, type TemplateId } from '@brokerfront/ui-templates';
import { SiteApp } from './app/site-app';
import { makeStore, type AppStore } from './app/store';
import { createRoutes } from './app/routes';
import { readUserSettings, settingsReplaced } from './settings/settings-slice';
import { startSiteI18n } from './i18n/site-i18n';
import { createSiteSession, type SiteSession } from './session/site-session';
import { hubUrlOf, startLiveSession, type LiveSession } from './live/live-session';
import { readPageData, sameConfiguration, type PageData } from './prerender/page-data';
import { prepareRoutes } from './prerender/prepare-routes';

/** Options of {@link startSite}. */
export interface StartSiteOptions {
  template: TemplateId;
  container: HTMLElement;
  /** Defaults to `assets/config/configuration.json` (SPEC §7). */
  configUrl?: string;
  fetch?: typeof fetch;
  /** The data of a prerendered page; default read from the document (`readPageData`). */
  pageData?: PageData | null;
}

/** What {@link startSite} started (everything but `root` is absent when the configuration is broken). */
export interface StartedSite {
  root: Root;
  store?: AppStore;
  router?: ReturnType<typeof createBrowserRouter>;
  i18n?: I18n;
  session?: SiteSession;
  live?: LiveSession;
}

/**
 * Starts a brand site, the one composition root: loads and checks the configuration once (a broken one
 * gives the error screen naming each wrong field, never a blank page), starts the translations, the
 * sign-in session, the store, the live side and the router, then renders the template.
 */
export async function startSite(options: StartSiteOptions): Promise<StartedSite> {
  const { container, configUrl = DEFAULT_CONFIG_URL, fetch } = options;
  const pageData = options.pageData === undefined ? readPageData() : options.pageData;
  if (pageData) {
    // A prerendered page: the configuration is fetched anyway (preloaded by the page, so in parallel with
    // this script). The page hydrates when its site part (appConfig, all the markup depends on) is the one the
    // page was rendered from, with the services as served; else it renders afresh (correct before fast).
    const served = await fetchConfigurationJson(configUrl, fetch);
    if (served.ok && sameConfiguration(appConfigOf(served.json), appConfigOf(pageData.configuration))) {
      const parsed = parseSiteConfiguration(served.json);
      if (parsed.ok) return hydrateSite(options, parsed.config, pageData);
    }
  }
  const root = createRoot(container);
  const result = await loadSiteConfiguration({ url: configUrl, fetch });
  if (!result.ok) {
    reportConfigProblems(result.problems);
    root.render(<ConfigErrorScreen problems={result.problems} />);
    return { root };
  }
  const config = result.config;
  const storage = window.localStorage;
  // Translations load before the first render, in the language of the URL prefix or the stored choice.
  const { i18n, languageStore } = await startSiteI18n(config.appConfig, { fetch, storage, pathname: window.location.pathname });
  const { store, session, live } = startSignedInSide(config, fetch, readUserSettings(storage));
  const router = createBrowserRouter(createRoutes());
  root.render(
    <SiteApp
      config={config}
      template={options.template}
      store={store}
      router={router}
      i18n={i18n}
      languageStore={languageStore}
      session={session}
    />,
  );
  return { root, store, router, i18n, session, live };
}

const appConfigOf = (json: unknown): unknown =>
  json && typeof json === 'object' ? (json as { appConfig?: unknown }).appConfig : undefined;

/** The configuration file as JSON, or why not. */
async function fetchConfigurationJson(
  url: string,
  doFetch: typeof fetch | undefined,
): Promise<{ ok: true; json: unknown } | { ok: false }> {
  try {
    const response = await (doFetch ?? globalThis.fetch.bind(globalThis))(url);
    if (!response.ok) return { ok: false };
    return { ok: true, json: JSON.parse(await response.text()) };
  } catch {
    return { ok: false };
  }
}

/** The session, the store with the given settings, and the live side, started. */
function startSignedInSide(
  config: SiteConfiguration,
  fetch: typeof globalThis.fetch | undefined,
  settings: ReturnType<typeof readUserSettings>,
) {
  const storage = window.localStorage;
  // One session for the page's life: tokens, tabs, idle watch and the identity services.
  const session = createSiteSession(config, { fetch });
  // The visitor's settings until the signed-in user is known; then that user's (and back on sign-out).
  const store = makeStore({ settings }, { identity: session.identity, storage, storageEvents: window });
  addAuthListeners(store.startListening, session.session, { idleWatch: session.idleWatch });
  const live = startLiveSession(store, { session: session.session, idleWatch: session.idleWatch, hubUrl: hubUrlOf(config.gatewayConfig) });
  store.dispatch(authStarted());
  return { session, store, live };
}

/**
 * Hydrates a prerendered page: the first render must draw exactly what the prerenderer drew, so it uses the
 * page's language and texts (carried in the page), the default settings and a visitor not yet signed in;
 * the stored settings and language apply right after.
 */
async function hydrateSite(
  { template, container, fetch }: StartSiteOptions,
  config: SiteConfiguration,
  pageData: PageData,
): Promise<StartedSite> {
  const storage = window.localStorage;
  const { i18n, languageStore } = await startSiteI18n(config.appConfig, {
    fetch,
    storage,
    pathname: window.location.pathname,
    language: pageData.language,
    preloaded: pageData.translations,
  });
  const routes = createRoutes();
  await prepareRoutes(routes, window.location.pathname, { template, app: config.appConfig, language: pageData.language });
  const { store, session, live } = startSignedInSide(config, fetch, makeStore().getState().settings);
  const router = createBrowserRouter(routes);
  const root = hydrateRoot(
    container,
    <SiteApp
      config={config}
      template={template}
      store={store}
      router={router}
      i18n={i18n}
      languageStore={languageStore}
      session={session}
    />,
  );
  // After the hydration render: the visitor's own settings (theme…).
  queueMicrotask(() => store.dispatch(settingsReplaced(readUserSettings(storage))));
  return { root, store, router, i18n, session, live };
}

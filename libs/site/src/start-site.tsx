import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { addAuthListeners, authStarted } from '@brokerfront/auth/redux';
import { DEFAULT_CONFIG_URL, loadSiteConfiguration, reportConfigProblems } from '@brokerfront/config';
import type { I18n } from '@brokerfront/i18n';
import { ConfigErrorScreen, type TemplateId } from '@brokerfront/ui-templates';
import { SiteApp } from './app/site-app';
import { makeStore, type AppStore } from './app/store';
import { createRoutes } from './app/routes';
import { readUserSettings } from './settings/settings-slice';
import { startSiteI18n } from './i18n/site-i18n';
import { createSiteSession, type SiteSession } from './session/site-session';
import { hubUrlOf, startLiveSession, type LiveSession } from './live/live-session';

/** Options of {@link startSite}. */
export interface StartSiteOptions {
  template: TemplateId;
  container: HTMLElement;
  /** Defaults to `assets/config/configuration.json` (SPEC §7). */
  configUrl?: string;
  fetch?: typeof fetch;
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
export async function startSite({ template, container, configUrl = DEFAULT_CONFIG_URL, fetch }: StartSiteOptions): Promise<StartedSite> {
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
  // One session for the page's life: tokens, tabs, idle watch and the identity services.
  const session = createSiteSession(config, { fetch });
  // The visitor's settings until the signed-in user is known; then that user's (and back on sign-out).
  const store = makeStore({ settings: readUserSettings(storage) }, { identity: session.identity, storage, storageEvents: window });
  addAuthListeners(store.startListening, session.session, { idleWatch: session.idleWatch });
  const live = startLiveSession(store, { session: session.session, idleWatch: session.idleWatch, hubUrl: hubUrlOf(config.gatewayConfig) });
  store.dispatch(authStarted());
  const router = createBrowserRouter(createRoutes());
  root.render(
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
  return { root, store, router, i18n, session, live };
}

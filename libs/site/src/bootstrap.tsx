import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { DEFAULT_CONFIG_URL, loadSiteConfiguration, reportConfigProblems } from '@brokerfront/config';
import { ConfigErrorScreen, type TemplateId } from '@brokerfront/ui-templates';
import { SiteApp } from './app/site-app';
import { makeStore } from './app/store';
import { createRoutes } from './app/routes';
import { readUserSettings } from './settings/settings-slice';
import { startSiteI18n } from './i18n/site-i18n';
import { connectSiteSession, prepareSiteSession } from './session/start-site-session';
import { connectLiveSession } from './live/connect-live-session';
import { backOfficeRoutes } from './backoffice/backoffice-routes';

export interface BootstrapOptions {
  template: TemplateId;
  container: HTMLElement;
  /** Defaults to `assets/config/configuration.json` (SPEC §7). */
  configUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Starts a brand site: loads and checks the configuration once, then renders the template.
 * A broken configuration never gives a blank page: the error screen names each wrong field.
 */
export async function bootstrapSite({ template, container, configUrl = DEFAULT_CONFIG_URL, fetch }: BootstrapOptions) {
  const root = createRoot(container);
  const result = await loadSiteConfiguration({ url: configUrl, fetch });
  if (!result.ok) {
    reportConfigProblems(result.problems);
    root.render(<ConfigErrorScreen problems={result.problems} />);
    return { root };
  }
  const storage = window.localStorage;
  // Translations load before the first render, in the language of the URL prefix or the stored choice.
  const { i18n, languageStore } = await startSiteI18n(result.config.appConfig, { fetch, storage, pathname: window.location.pathname });
  // One session for the page's life: tokens, tabs, idle watch and the identity services.
  const { siteSession, storeDependencies } = prepareSiteSession(result.config, { fetch });
  const store = makeStore({ settings: readUserSettings(storage) }, { storage, ...storeDependencies });
  // The realtime lifecycle (loaded after sign-in) owns the current user and its permissions.
  connectSiteSession(store, siteSession, { loadCurrentUser: false });
  const live = connectLiveSession(store, siteSession, result.config.gatewayConfig);
  const router = createBrowserRouter(createRoutes({ pages: backOfficeRoutes }));
  root.render(
    <SiteApp config={result.config} template={template} store={store} router={router} i18n={i18n} languageStore={languageStore} session={siteSession} />,
  );
  return { root, store, router, i18n, session: siteSession, live };
}

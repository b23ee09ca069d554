import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ConfigProvider } from '@brokerfront/config/react';
import type { SiteConfiguration } from '@brokerfront/config';
import type { I18n, LanguageStore } from '@brokerfront/i18n';
import { LanguageProvider } from '@brokerfront/i18n/react';
import type { TemplateId } from '@brokerfront/ui-templates';
import type { AppStore } from './store';
import { SiteSessionProvider } from '../session/site-session-provider';
import type { SiteSession } from '../session/site-session';
import { TemplateContext } from './site-context';
import { SitePermissionsProvider } from '../live/site-permissions';

export interface SiteAppProps {
  config: SiteConfiguration;
  template: TemplateId;
  store: AppStore;
  router?: ReturnType<typeof createBrowserRouter>;
  /** The router element instead of `<RouterProvider router={router} />` (the prerenderer's static router). */
  routerElement?: ReactNode;
  /** The site's i18next instance (`startSiteI18n`), ready before the first render. */
  i18n: I18n;
  /** Where the chosen language persists; default in memory. */
  languageStore?: LanguageStore;
  /** The sign-in session, idle watch and identity services (`createSiteSession`); pages that need a session require it. */
  session?: SiteSession;
}

/** Every provider the pages rely on, around the router. */
export function SiteApp({ config, template, store, router, routerElement, i18n, languageStore, session }: SiteAppProps) {
  const routes = routerElement ?? (router ? <RouterProvider router={router} /> : null);
  return (
    <StrictMode>
      <ConfigProvider config={config}>
        <TemplateContext.Provider value={template}>
          <Provider store={store}>
            <LanguageProvider
              i18n={i18n}
              languages={config.appConfig.languages}
              defaultLanguage={config.appConfig.defaultLanguage}
              store={languageStore}
            >
              <SitePermissionsProvider>
                {session ? <SiteSessionProvider siteSession={session}>{routes}</SiteSessionProvider> : routes}
              </SitePermissionsProvider>
            </LanguageProvider>
          </Provider>
        </TemplateContext.Provider>
      </ConfigProvider>
    </StrictMode>
  );
}

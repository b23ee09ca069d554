import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ConfigProvider } from '@brokerfront/config/react';
import type { SiteConfiguration } from '@brokerfront/config';
import type { I18n, LanguageStore } from '@brokerfront/i18n';
import { LanguageProvider } from '@brokerfront/i18n/react';
import type { TemplateId } from '@brokerfront/ui-templates';
import type { AppStore } from './store';
import { TemplateContext } from './site-context';

export interface SiteAppProps {
  config: SiteConfiguration;
  template: TemplateId;
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
  /** The site's i18next instance (`startSiteI18n`), ready before the first render. */
  i18n: I18n;
  /** Where the chosen language persists; default in memory. */
  languageStore?: LanguageStore;
}

/** Every provider the pages rely on, around the router. */
export function SiteApp({ config, template, store, router, i18n, languageStore }: SiteAppProps) {
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
              <RouterProvider router={router} />
            </LanguageProvider>
          </Provider>
        </TemplateContext.Provider>
      </ConfigProvider>
    </StrictMode>
  );
}

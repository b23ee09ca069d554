import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ConfigProvider } from '@brokerfront/config/react';
import type { SiteConfiguration } from '@brokerfront/config';
import type { TemplateId } from '@brokerfront/ui-templates';
import type { AppStore } from './store';
import { TemplateContext } from './site-context';

export interface SiteAppProps {
  config: SiteConfiguration;
  template: TemplateId;
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Every provider the pages rely on, around the router. */
export function SiteApp({ config, template, store, router }: SiteAppProps) {
  return (
    <StrictMode>
      <ConfigProvider config={config}>
        <TemplateContext.Provider value={template}>
          <Provider store={store}>
            <RouterProvider router={router} />
          </Provider>
        </TemplateContext.Provider>
      </ConfigProvider>
    </StrictMode>
  );
}

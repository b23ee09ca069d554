import { StrictMode, useEffect, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ConfigProvider } from '@brokerfront/config/react';
import type { SiteConfiguration } from '@brokerfront/config';
import type { I18n, LanguageStore } from '@brokerfront/i18n';
import { LanguageProvider } from '@brokerfront/i18n/react';
import { BrandLogoProvider, type TemplateId } from '@brokerfront/ui-templates';
import { TemplateContext } from './site-context';
import { RuntimeContext, RuntimeOverlay, type RuntimeHolder } from '../runtime/runtime';
import { TextsCompletionContext, type TextsCompletion } from '../i18n/texts-completion';

export interface SiteAppProps {
  config: SiteConfiguration;
  template: TemplateId;
  router?: ReturnType<typeof createBrowserRouter>;
  /** The router element instead of `<RouterProvider router={router} />` (the prerenderer's static router). */
  routerElement?: ReactNode;
  /** The site's i18next instance (`startSiteI18n`), ready before the first render. */
  i18n: I18n;
  /** Where the chosen language persists; default in memory. */
  languageStore?: LanguageStore;
  /**
   * The signed-in side (store, session, live connection), loaded apart from the public pages
   * (`createRuntimeHolder`; in tests `readyRuntimeHolder(runtimeFromParts({ store, session }))`). Without it the
   * pages draw a visitor who is not signed in, and signed-in pages wait.
   */
  runtime?: RuntimeHolder | null;
  /**
   * Called once the app is on the page (after the hydration of a prerendered page has been committed), when it
   * also marks `<html data-hydrated>`.
   */
  onMounted?: () => void;
  /** On a prerendered page: the completion of the texts it carries in part, awaited by the first navigation. */
  texts?: TextsCompletion | null;
}

/** Every provider the pages rely on, around the router. The store and the session come with the runtime. */
export function SiteApp({
  config,
  template,
  router,
  routerElement,
  i18n,
  languageStore,
  runtime = null,
  onMounted,
  texts = null,
}: SiteAppProps) {
  const routes = routerElement ?? (router ? <RouterProvider router={router} /> : null);
  useEffect(() => {
    // `<html data-hydrated>`: the app runs on the page (a prerendered page is interactive from here). No style
    // depends on it, so setting it restyles nothing.
    if (typeof document !== 'undefined') document.documentElement.dataset['hydrated'] = '';
    onMounted?.();
  }, [onMounted]);
  return (
    <StrictMode>
      <ConfigProvider config={config}>
        <TemplateContext.Provider value={template}>
          <BrandLogoProvider logo={config.theme?.logo}>
            <LanguageProvider
              i18n={i18n}
              languages={config.appConfig.languages}
              defaultLanguage={config.appConfig.defaultLanguage}
              store={languageStore}
            >
              <RuntimeContext.Provider value={runtime}>
                <TextsCompletionContext.Provider value={texts}>
                  {routes}
                  <RuntimeOverlay />
                </TextsCompletionContext.Provider>
              </RuntimeContext.Provider>
            </LanguageProvider>
          </BrandLogoProvider>
        </TemplateContext.Provider>
      </ConfigProvider>
    </StrictMode>
  );
}

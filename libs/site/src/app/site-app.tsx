import { StrictMode, useEffect, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ConfigProvider } from '@brokerfront/config/react';
import type { SiteConfiguration } from '@brokerfront/config';
import type { I18n, LanguageStore } from '@brokerfront/i18n';
import { LanguageProvider } from '@brokerfront/i18n/react';
import { BrandLogoProvider, OverlayFrame, type TemplateId } from '@brokerfront/ui-templates';
import { TemplateContext } from './site-context';
import { RuntimeContext, useSignedInRuntime, type RuntimeHolder } from '../runtime/runtime';
import { useSiteTheme } from '../theme/use-site-theme';
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

/**
 * The runtime's overlay (the idle dialog), drawn once for the whole site when the signed-in side is loaded, in the
 * template's fonts and palette and the visitor's theme although it is outside every page's layout.
 */
function SiteOverlay({ template }: { template: TemplateId }) {
  const runtime = useSignedInRuntime();
  const theme = useSiteTheme();
  if (!runtime) return null;
  return (
    <OverlayFrame template={template} resolvedTheme={theme.resolved}>
      <runtime.Overlay />
    </OverlayFrame>
  );
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
                  <SiteOverlay template={template} />
                </TextsCompletionContext.Provider>
              </RuntimeContext.Provider>
            </LanguageProvider>
          </BrandLogoProvider>
        </TemplateContext.Provider>
      </ConfigProvider>
    </StrictMode>
  );
}

import { createContext, useContext, type ReactNode } from 'react';
import type { RecaptchaLoader } from '@brokerfront/ui-templates';

/** Effects of the content pages, injected so tests and stories can replace them. */
export interface MarketingServices {
  /** Used by the contact service; defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Reads a cookie by name (the anti-forgery token); defaults to `document.cookie`. */
  readCookie?: (name: string) => string | undefined;
  /** Loads reCAPTCHA when a site key is configured; defaults to Google's script. */
  loadRecaptcha?: RecaptchaLoader;
  logger?: Pick<Console, 'error'>;
}

const MarketingServicesContext = createContext<MarketingServices>({});

/** Replaces the effects of the content pages below it (tests, stories, embedding). */
export function MarketingServicesProvider({ services, children }: { services: MarketingServices; children: ReactNode }) {
  return <MarketingServicesContext.Provider value={services}>{children}</MarketingServicesContext.Provider>;
}

export function useMarketingServices(): MarketingServices {
  return useContext(MarketingServicesContext);
}

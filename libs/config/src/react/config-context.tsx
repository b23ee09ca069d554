import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AppConfig, SiteConfiguration } from '../lib/types';
import {
  selectContactSettings,
  selectFaqSettings,
  selectLanguageSettings,
  selectLegalSettings,
  selectMarketingSettings,
  selectMediaNews,
  selectNavigationSettings,
  selectRiskWarning,
  selectSiteMeta,
  type ContactSettings,
  type FaqSettings,
  type LanguageSettings,
  type LegalSettings,
  type MarketingSettings,
  type NavigationSettings,
  type RiskWarningSettings,
  type SiteMeta,
} from '../lib/selectors';
import type { MediaNewsItem } from '../lib/types';

const ConfigContext = createContext<SiteConfiguration | null>(null);

export interface ConfigProviderProps {
  config: SiteConfiguration;
  children: ReactNode;
}

/** Makes the validated site configuration available to every component below it. */
export function ConfigProvider({ config, children }: ConfigProviderProps) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

/** The whole site configuration; throws when used outside a ConfigProvider. */
export function useSiteConfiguration(): SiteConfiguration {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useSiteConfiguration must be used inside a <ConfigProvider>.');
  return config;
}

/** The typed AppConfig of this deployment. */
export function useAppConfig(): AppConfig {
  return useSiteConfiguration().appConfig;
}

/**
 * A value derived from the AppConfig, recomputed only when the configuration or the selector
 * changes (pass a module-level selector): `useAppConfigSelector(selectFaqSettings)`.
 */
export function useAppConfigSelector<T>(selector: (app: AppConfig) => T): T {
  const app = useAppConfig();
  return useMemo(() => selector(app), [app, selector]);
}

/** Languages of the site and whether it offers more than one. */
export const useLanguageSettings = (): LanguageSettings => useAppConfigSelector(selectLanguageSettings);
/** Header and menu flags: hasTradingMenu, hasWithdrawalMenu, showContact, login and sign-up links. */
export const useNavigationSettings = (): NavigationSettings => useAppConfigSelector(selectNavigationSettings);
/** Home and marketing page flags: hideJoinBanner, account type tables, crypto icons, pop-up, images. */
export const useMarketingSettings = (): MarketingSettings => useAppConfigSelector(selectMarketingSettings);
/** FAQ flags: faqHasTabs, hideFaqFromContact. */
export const useFaqSettings = (): FaqSettings => useAppConfigSelector(selectFaqSettings);
/** Contact page: showContact, showWorkingHours, contactInfo, recaptchaSiteKey. */
export const useContactSettings = (): ContactSettings => useAppConfigSelector(selectContactSettings);
/** Footer and legal: risk warning, years, documents, company. */
export const useLegalSettings = (): LegalSettings => useAppConfigSelector(selectLegalSettings);
/** App name, description and origin for page meta. */
export const useSiteMeta = (): SiteMeta => useAppConfigSelector(selectSiteMeta);

/** The risk warning of a page in the language with this prefix: the brand's text, or the translated general one. */
export function useRiskWarning(languagePrefix: string): RiskWarningSettings {
  const app = useAppConfig();
  return useMemo(() => selectRiskWarning(app, languagePrefix), [app, languagePrefix]);
}

/** "In the media" items for the given language prefix. */
export function useMediaNews(languagePrefix: string): MediaNewsItem[] {
  const app = useAppConfig();
  return useMemo(() => selectMediaNews(app, languagePrefix), [app, languagePrefix]);
}

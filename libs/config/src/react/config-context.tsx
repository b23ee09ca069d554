import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfig, SiteConfiguration } from '../lib/types';

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

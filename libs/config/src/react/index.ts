export { ConfigProvider, useAppConfig, useSiteConfiguration, type ConfigProviderProps } from './config-context';

export { useSiteTheme, useSystemPrefersDark, type SiteTheme } from './use-site-theme';

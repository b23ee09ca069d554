/**
 * @brokerfront/ui-templates — design tokens, components, icons, the four template layouts and the
 * home page. Presentational only: data comes in by props, events go out by callbacks, links are
 * drawn by the site's link renderer (LinkProvider), texts come from the `marketing` namespace.
 */
import './tokens/tokens.css';
import './tokens/base.css';
import './components/components.css';

export { TEMPLATE_IDS, type TemplateId } from './templates/template-id';
export { SiteLayout, type SiteLayoutProps } from './templates/site-layout';
export { ConfigErrorScreen, type ConfigErrorScreenProps } from './system/config-error-screen';
export * from './components';
export * from './icons';
export * from './theme';
export * from './pages';

/**
 * @brokerfront/ui-templates — design tokens, components, icons, the four template layouts and the
 * home page. Presentational only: data comes in by props, events go out by callbacks, links are
 * drawn by the site's link renderer (LinkProvider), texts come from the `marketing` namespace.
 */
import './tokens/tokens.css';
import './tokens/base.css';
import './components/components.css';
import './templates/palettes.css';
import './templates/layouts.css';
import './home/home.css';

export * from './templates';
export { ConfigErrorScreen, type ConfigErrorScreenProps } from './system/config-error-screen';
export { NotFound, type NotFoundProps } from './system/not-found';
export * from './components';
export * from './icons';
export * from './theme';
export * from './home';
export * from './pages';
export * from './auth';
export * from './blog';
export * from './realtime';
export * from './backoffice';
export * from './client/common';
export * from './client/shell';
export * from './client/forms';
export * from './client/money';
export * from './client/profile';

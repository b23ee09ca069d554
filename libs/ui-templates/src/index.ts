export { TEMPLATE_IDS, type TemplateId } from './templates/template-id';
export { SiteLayout, type SiteLayoutProps } from './templates/site-layout';
export { ConfigErrorScreen, type ConfigErrorScreenProps } from './system/config-error-screen';

export { bootstrapSite, type BootstrapOptions } from './bootstrap';
export { SiteApp, type SiteAppProps } from './app/site-app';
export { makeStore, rootReducer, startAppListening, type AppStore, type RootState, type AppDispatch } from './app/store';
export { useAppDispatch, useAppSelector, useAppStore } from './app/hooks';
export { createRoutes } from './app/routes';
export { DocumentHead, formatDocumentTitle, type DocumentHeadProps } from './head/document-head';
export * from './settings/settings-slice';

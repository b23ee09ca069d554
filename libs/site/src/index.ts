export { startSite, type StartSiteOptions, type StartedSite } from './start-site';
export { SiteApp, type SiteAppProps } from './app/site-app';
export {
  makeStore,
  rootReducer,
  type AppStore,
  type RootState,
  type AppDispatch,
  type AppStartListening,
  type StoreDependencies,
} from './app/store';
export { useAppDispatch, useAppSelector, useAppStore } from './app/hooks';
export { createRoutes, inRuntimeIsland } from './app/routes';
export {
  RuntimeIsland,
  useSignedInRuntime,
  useRuntimeValue,
  createRuntimeHolder,
  readyRuntimeHolder,
  type SignedInRuntime,
  type RuntimeHolder,
  type SessionStatus,
} from './runtime/runtime';
export { useHydrated } from './prerender/use-hydrated';
export { ROUTE_PATHS, blogPaths, pathTo, tradingPath, userPath, type RoutePathId } from './paths';
export { DocumentHead, formatDocumentTitle, type DocumentHeadProps } from './head/document-head';
export * from './settings/settings-slice';
export { addSettingsListeners } from './settings/settings-listeners';
export {
  defaultUsersListState,
  readUsersListState,
  toUsersQuery,
  writeUsersListState,
  USER_COLUMNS,
  type UsersListState,
  type UsersColumnId,
} from './backoffice';

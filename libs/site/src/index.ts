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
  type AppExtra,
} from './app/store';
export { useAppDispatch, useAppSelector, useAppStore } from './app/hooks';
export { createRoutes, inRuntimeIsland, type CreateRoutesOptions } from './app/routes';
export {
  RuntimeIsland,
  useSignedInRuntime,
  useRuntimeValue,
  createRuntimeHolder,
  readyRuntimeHolder,
  type SignedInRuntime,
  type RuntimeHolder,
  type SessionStatus,
  type ExternalValue,
} from './runtime/runtime';
export type { TextsCompletion } from './i18n/texts-completion';
export { useHydrated } from './prerender/use-hydrated';
export { ROUTE_PATHS, blogPaths, pathTo, tradingPath, userPath, type RoutePathId } from './paths';
export { DocumentHead, formatDocumentTitle, type DocumentHeadProps, type DocumentImage } from './head/document-head';
export {
  settingsSlice,
  themeChanged,
  sidenavToggled,
  sidenavSet,
  hideBalanceSet,
  accountsHideZeroBalancesSet,
  accountsListViewSet,
  dashboardHideZeroBalancesSet,
  settingsReplaced,
  selectTheme,
  selectSettings,
  selectSidenavOpened,
  selectHideBalance,
  selectAccountsHideZeroBalances,
  selectAccountsListView,
  selectDashboardHideZeroBalances,
} from './settings/settings-slice';
// The settings model, without the helpers of its storage record (GUEST_SETTINGS_ENTRY, settingsEntryOf,
// parseSettingsRecord, readSettingsRecord): the record's layout is the site's own.
export {
  USER_SETTINGS_KEY,
  defaultUserSettings,
  normalizeUserSettings,
  readUserSettings,
  type Theme,
  type UserSettings,
} from './settings/settings-model';
export { addSettingsListeners, type SettingsRootState } from './settings/settings-listeners';
export type { SettingsStorage, StorageEventSource } from './settings/settings-storage';
export {
  defaultUsersListState,
  readUsersListState,
  toUsersQuery,
  writeUsersListState,
  USER_COLUMNS,
  type UsersListState,
  type UsersColumnId,
  type ReadUsersListState,
  type UsersListSort,
} from './backoffice';

/** The back office: the users workspace and user details, live through the realtime lifecycle. */
export { backOfficeRoutes } from './backoffice-routes';
export { userPath } from '../paths';
export {
  DEFAULT_USERS_SORT,
  defaultUsersListState,
  nextSort,
  readUsersListState,
  toUsersFilters,
  toUsersQuery,
  toUsersSort,
  USERS_PAGE_SIZE,
  USERS_PAGE_SIZES,
  writeUsersListState,
  type ReadUsersListState,
  type UsersListSort,
  type UsersListState,
} from './query/users-list-state';
export { ALL_USER_COLUMNS, DEFAULT_USER_COLUMNS, USER_COLUMNS, type UsersColumnId } from './query/users-columns';
export { SAVED_VIEWS_KEY, type SavedView } from './views/saved-views';
export { SavedViewsProvider } from './views/use-saved-views';
export { createSavedViewsSource, type SavedViewsSource, type SavedViewsSourceOptions } from './views/saved-views-source';

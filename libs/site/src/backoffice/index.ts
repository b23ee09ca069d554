/** The back office: users list and user details, live through the realtime lifecycle. */
export { backOfficeRoutes } from './backoffice-routes';
export { userPath } from '../paths';
export {
  DEFAULT_USERS_SORT,
  nextSort,
  readUsersListState,
  toUsersQuery,
  USERS_PAGE_SIZE,
  writeUsersListState,
  type UsersListState,
} from './users-query';

import type { Filter, GenericQuery, SortColumn } from '@brokerfront/identity-api';
import { type UserColumn, type UsersFilterValues, type UsersSort } from '@brokerfront/ui-templates';

/** Users per page of the back-office list, unless the URL asks for another of {@link USERS_PAGE_SIZES}. */
export const USERS_PAGE_SIZE = 20;
/** The page sizes the list offers. */
export const USERS_PAGE_SIZES: readonly number[] = Object.freeze([20, 50, 100]);

/** The state of the users list, kept in the URL (`?q=&type=&country=&status=&sort=&page=&size=`). */
export interface UsersListState {
  page: number;
  pageSize: number;
  sort: UsersSort;
  filters: UsersFilterValues;
}

/** Newest first until the employee picks a column. */
export const DEFAULT_USERS_SORT: UsersSort = Object.freeze({ column: 'createdAt', ascending: false });

/** The wire column of each sortable table column. */
export const SORT_COLUMNS: Readonly<Record<Exclude<UserColumn, 'status'>, string>> = Object.freeze({
  name: 'FullName',
  email: 'Email',
  type: 'UserType',
  country: 'CountryCode',
  createdAt: 'CreatedAt',
});

const isSortable = (column: string): column is keyof typeof SORT_COLUMNS => Object.prototype.hasOwnProperty.call(SORT_COLUMNS, column);

/** Reads the list state from the URL's query; anything unknown falls back to the defaults. */
export function readUsersListState(params: URLSearchParams): UsersListState {
  const page = Number(params.get('page'));
  const [column, direction] = (params.get('sort') ?? '').split('.');
  const type = params.get('type');
  const status = params.get('status');
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: USERS_PAGE_SIZES.includes(size) ? size : USERS_PAGE_SIZE,
    sort: column && isSortable(column) ? { column, ascending: direction !== 'desc' } : DEFAULT_USERS_SORT,
    filters: {
      search: params.get('q') ?? '',
      type: type === 'individual' || type === 'employee' ? type : '',
      country: /^[A-Z]{2}$/.test(params.get('country') ?? '') ? (params.get('country') as string) : '',
      status: status === 'active' || status === 'blocked' || status === 'archived' ? status : '',
    },
  };
}

/** Writes the list state into a URL query (defaults left out). */
export function writeUsersListState(state: UsersListState): URLSearchParams {
  const params = new URLSearchParams();
  const { filters, sort, page } = state;
  if (filters.search) params.set('q', filters.search);
  if (filters.type) params.set('type', filters.type);
  if (filters.country) params.set('country', filters.country);
  if (filters.status) params.set('status', filters.status);
  if (sort.column !== DEFAULT_USERS_SORT.column || sort.ascending !== DEFAULT_USERS_SORT.ascending) {
    params.set('sort', `${sort.column}.${sort.ascending ? 'asc' : 'desc'}`);
  }
  if (page > 1) params.set('page', String(page));
  if (state.pageSize !== USERS_PAGE_SIZE) params.set('size', String(state.pageSize));
  return params;
}

/** The next sort when a column header is pressed: that column ascending, or the other direction. */
export function nextSort(current: UsersSort, column: UserColumn): UsersSort {
  return current.column === column ? { column, ascending: !current.ascending } : { column, ascending: true };
}

/**
 * The Search body of a list state: the text matches the full name or the email (`contains`,
 * case-insensitive), the other filters are exact; one sort column (ties by id, as the service does).
 */
export function toUsersQuery(state: UsersListState, pageSize = state.pageSize): GenericQuery {
  const filters: Filter[] = [];
  const text = state.filters.search.trim();
  if (text) {
    filters.push({
      UseAnd: false,
      Children: [
        { Op: 'contains', Field: 'FullName', Value: text },
        { Op: 'contains', Field: 'Email', Value: text },
      ],
    });
  }
  if (state.filters.type) filters.push({ Op: 'eq', Field: 'UserType', Value: state.filters.type === 'employee' ? 1 : 0 });
  if (state.filters.country) filters.push({ Op: 'like', Field: 'CountryCode', Value: state.filters.country });
  if (state.filters.status === 'active') {
    filters.push({ Op: 'eq', Field: 'IsBlocked', Value: false }, { Op: 'eq', Field: 'IsArchived', Value: false });
  } else if (state.filters.status === 'blocked') {
    filters.push({ Op: 'eq', Field: 'IsBlocked', Value: true });
  } else if (state.filters.status === 'archived') {
    filters.push({ Op: 'eq', Field: 'IsArchived', Value: true });
  }
  const column = state.sort.column === 'status' ? SORT_COLUMNS.createdAt : SORT_COLUMNS[state.sort.column];
  const sort: SortColumn[] = [{ Column: column, Asc: state.sort.ascending }];
  return { PageNumber: state.page, PageSize: pageSize, Filters: filters, Sort: sort };
}

/** Texts of the back-office users table, filters and pager (the `backoffice` namespace gives them). */
export interface UsersTableLabels {
  /** Accessible name of the table. */
  caption: string;
  columns: Record<UserColumn, string>;
  /** "Sort by {column}" for the header buttons. */
  sortBy: (column: string) => string;
  empty: string;
}

/** Texts of the filter bar. */
export interface UsersFiltersLabels {
  title: string;
  search: string;
  searchHint: string;
  type: string;
  country: string;
  status: string;
  any: string;
  types: { individual: string; employee: string };
  statuses: Record<UserStatus, string>;
  reset: string;
}

/** Texts of the pager. */
export interface PaginationLabels {
  /** Accessible name of the pager. */
  nav: string;
  previous: string;
  next: string;
  /** "Page {page} of {pages} · {total} users". */
  summary: (page: number, pages: number, total: number) => string;
}

/** The columns of the users table. */
export type UserColumn = 'name' | 'email' | 'type' | 'country' | 'status' | 'createdAt';

/** A user's state as the back office shows it. */
export type UserStatus = 'active' | 'blocked' | 'archived';

/** English texts. */
export const defaultUsersTableLabels: UsersTableLabels = {
  caption: 'Users',
  columns: { name: 'Name', email: 'Email', type: 'Type', country: 'Country', status: 'Status', createdAt: 'Created' },
  sortBy: (column) => `Sort by ${column}`,
  empty: 'No users match these filters.',
};

/** English texts. */
export const defaultUsersFiltersLabels: UsersFiltersLabels = {
  title: 'Filter users',
  search: 'Search',
  searchHint: 'Name or email',
  type: 'User type',
  country: 'Country',
  status: 'Status',
  any: 'Any',
  types: { individual: 'Individual', employee: 'Employee' },
  statuses: { active: 'Active', blocked: 'Blocked', archived: 'Archived' },
  reset: 'Clear filters',
};

/** English texts. */
export const defaultPaginationLabels: PaginationLabels = {
  nav: 'Result pages',
  previous: 'Previous page',
  next: 'Next page',
  summary: (page, pages, total) => `Page ${page} of ${pages} · ${total} users`,
};

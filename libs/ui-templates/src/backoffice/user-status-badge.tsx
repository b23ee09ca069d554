import './backoffice.css';
import { memo } from 'react';
import { Link } from '../components/link';
import { cx } from '../components/class-names';
import { defaultUsersTableLabels, type UserColumn, type UsersTableLabels, type UserStatus } from './labels';

/** One user as the table shows it (texts already in the interface language). */
export interface UserRow {
  id: number;
  /** Where the user's details are. */
  href: string;
  name: string;
  email: string;
  type: string;
  country: string;
  status: UserStatus;
  statusLabel: string;
  createdAt: string;
}

/**
 * One row; it renders again only when its row object changes, so a pushed update of one user redraws
 * one row of a long list (give unchanged users the same row object).
 */
const UsersTableRow = memo(function UsersTableRow({ row }: { row: UserRow }) {
  return (
    <tr>
      <th scope="row">
        <Link href={row.href}>{row.name}</Link>
      </th>
      <td>{row.email}</td>
      <td>{row.type}</td>
      <td>{row.country}</td>
      <td>
        <UserStatusBadge status={row.status} label={row.statusLabel} />
      </td>
      <td>{row.createdAt}</td>
    </tr>
  );
});

/** The sort of the table: a column and its direction. */
export interface UsersSort {
  column: UserColumn;
  ascending: boolean;
}

export interface UsersTableProps {
  rows: readonly UserRow[];
  sort: UsersSort | null;
  /** Columns the header offers to sort by (default every column but the status). */
  sortable?: readonly UserColumn[];
  /** Called with the column whose header was pressed. */
  onSort: (column: UserColumn) => void;
  /** True while a new page loads: the rows stay, marked busy. */
  busy?: boolean;
  labels?: UsersTableLabels;
  className?: string;
}

const COLUMNS: readonly UserColumn[] = ['name', 'email', 'type', 'country', 'status', 'createdAt'];
const SORTABLE: readonly UserColumn[] = ['name', 'email', 'type', 'country', 'createdAt'];

/** A small badge for a user's state. */
export function UserStatusBadge({ status, label }: { status: UserStatus; label: string }) {
  return <span className={cx('bf-status', `bf-status--${status}`)}>{label}</span>;
}

/**
 * The back-office users table: sortable column headers (buttons, with `aria-sort` on the header cell),
 * the name linking to the user's details, and the user's state as a badge.
 */
export function UsersTable({
  rows,
  sort,
  sortable = SORTABLE,
  onSort,
  busy = false,
  labels = defaultUsersTableLabels,
  className,
}: UsersTableProps) {
  return (
    // A region of its own that scrolls sideways on narrow screens (focusable, so keyboards can scroll it).
    <div className={cx('bf-data-table-wrap', className)} role="region" aria-label={labels.caption} tabIndex={0}>
      <table className="bf-data-table" aria-busy={busy || undefined}>
        <caption className="bf-data-table__caption">{labels.caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => {
              const active = sort?.column === column;
              const ariaSort = active ? (sort.ascending ? 'ascending' : 'descending') : sortable.includes(column) ? 'none' : undefined;
              return (
                <th key={column} scope="col" aria-sort={ariaSort}>
                  {sortable.includes(column) ? (
                    <button
                      type="button"
                      className="bf-data-table__sort"
                      onClick={() => onSort(column)}
                      title={labels.sortBy(labels.columns[column])}
                    >
                      {labels.columns[column]}
                      <span className="bf-data-table__sort-mark" aria-hidden="true">
                        {active ? (sort.ascending ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    labels.columns[column]
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="bf-data-table__empty">
                {labels.empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => <UsersTableRow key={row.id} row={row} />)
          )}
        </tbody>
      </table>
    </div>
  );
}

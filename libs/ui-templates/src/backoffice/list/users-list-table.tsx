import '../backoffice.css';
import './list.css';
import { memo, useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { cx } from '../../components/class-names';
import { Link } from '../../components/link';
import { ScrollRegion } from '../../components/scroll-region';
import { isRowSelected, pageSelectionState, type RowSelection } from './row-selection';

/** A column the table can show: its id and its header text. */
export interface ListColumn {
  id: string;
  label: string;
  /** Whether its header sorts the list (default true). */
  sortable?: boolean;
}

/**
 * One row as the table shows it, its texts already in the interface language. Give an unchanged record
 * the same row object: a row renders again only when its object (or its selection) changes.
 */
export interface ListRow {
  id: number;
  /** Where the record's own page is (the row header links there). */
  href: string;
  /** The record's name: the accessible name of its checkbox. */
  name: string;
  /** The content of each column by column id (a missing one is empty). */
  cells: Readonly<Record<string, ReactNode>>;
}

/** The sort of the list: a column and its direction. */
export interface ListSort {
  column: string;
  ascending: boolean;
}

export interface UsersListTableProps {
  /** The table's caption and the accessible name of its scroll region. */
  caption: string;
  /** The columns shown, in order. */
  columns: readonly ListColumn[];
  rows: readonly ListRow[];
  sort: ListSort | null;
  /** Called with the column whose header was pressed. */
  onSort: (column: string) => void;
  /** The column that heads each row and links to the record (default `name`; the first column without it). */
  linkColumn?: string;
  /** With a selection, each row gets a checkbox and the header "Select all on this page". */
  selection?: RowSelection;
  onToggleRow?: (id: number) => void;
  onTogglePage?: () => void;
  /** True while another page loads: the rows stay, marked busy. */
  busy?: boolean;
  /** Shown in the body when there are no rows (default "No users match this query."). */
  empty?: ReactNode;
  className?: string;
}

interface RowProps {
  row: ListRow;
  columns: readonly ListColumn[];
  linkColumn: string;
  selectable: boolean;
  selected: boolean;
  onToggle?: (id: number) => void;
  /** The accessible name of a row's checkbox, given the record's name (the table's, one for all rows). */
  selectLabel: (name: string) => string;
}

/**
 * One row; memoised on its row object, columns and selection, so a pushed update of one record redraws one row.
 * It takes its checkbox's label from the table: a row that redraws uses no translation hook of its own.
 */
const ListTableRow = memo(function ListTableRow({ row, columns, linkColumn, selectable, selected, onToggle, selectLabel }: RowProps) {
  return (
    <tr className={cx(selected && 'bf-list-table__row--selected')}>
      {selectable ? (
        <td className="bf-list-table__select">
          <input
            type="checkbox"
            className="bf-list-table__checkbox"
            checked={selected}
            onChange={() => onToggle?.(row.id)}
            aria-label={selectLabel(row.name)}
          />
        </td>
      ) : null}
      {columns.map((column) =>
        column.id === linkColumn ? (
          <th key={column.id} scope="row">
            <Link href={row.href}>{row.cells[column.id] ?? row.name}</Link>
          </th>
        ) : (
          <td key={column.id}>{row.cells[column.id]}</td>
        ),
      )}
    </tr>
  );
});

/** The "Select all on this page" box: checked, unchecked or mixed. */
function PageCheckbox({ state, onToggle }: { state: 'none' | 'some' | 'all'; onToggle?: () => void }) {
  const { t } = useTranslation('backoffice');
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="bf-list-table__checkbox"
      checked={state === 'all'}
      onChange={() => onToggle?.()}
      aria-label={t('list.table.selectPage')}
    />
  );
}

interface HeadProps {
  columns: readonly ListColumn[];
  sort: ListSort | null;
  onSort: (column: string) => void;
  selectable: boolean;
  /** The "Select all on this page" box's state; null: no box (no rows). */
  pageState: 'none' | 'some' | 'all' | null;
  onTogglePage?: () => void;
}

/** The header row; memoised, so a table that draws again for changed rows leaves it alone. */
const ListTableHead = memo(function ListTableHead({ columns, sort, onSort, selectable, pageState, onTogglePage }: HeadProps) {
  const { t } = useTranslation('backoffice');
  return (
    <thead>
      <tr>
        {selectable ? (
          <td className="bf-list-table__select">{pageState ? <PageCheckbox state={pageState} onToggle={onTogglePage} /> : null}</td>
        ) : null}
        {columns.map((column) => {
          const sortable = column.sortable !== false;
          const active = sort?.column === column.id;
          const ariaSort = active ? (sort.ascending ? 'ascending' : 'descending') : sortable ? 'none' : undefined;
          return (
            <th key={column.id} scope="col" aria-sort={ariaSort}>
              {sortable ? (
                <button
                  type="button"
                  className="bf-data-table__sort"
                  onClick={() => onSort(column.id)}
                  title={t('list.table.sortBy', { column: column.label })}
                >
                  {column.label}
                  <span className="bf-data-table__sort-mark" aria-hidden="true">
                    {active ? (sort.ascending ? '▲' : '▼') : '↕'}
                  </span>
                </button>
              ) : (
                column.label
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
});

/**
 * The back office's list table: the chosen columns in order, a sort button in each sortable header
 * (`aria-sort` on the header cell), the row header linking to the record, and, with a selection, a
 * checkbox per row and "Select all on this page" (mixed when part of the page is selected). The table
 * scrolls sideways in its own labelled region, focusable so a keyboard can scroll it.
 */
export function UsersListTable({
  caption,
  columns,
  rows,
  sort,
  onSort,
  linkColumn = 'name',
  selection,
  onToggleRow,
  onTogglePage,
  busy = false,
  empty,
  className,
}: UsersListTableProps) {
  const { t } = useTranslation('backoffice');
  const selectLabel = useCallback((name: string) => t('list.table.selectRow', { name }), [t]);
  const selectable = selection !== undefined;
  const header = columns.some((c) => c.id === linkColumn) ? linkColumn : (columns[0]?.id ?? linkColumn);
  const pageState = selection
    ? pageSelectionState(
        selection,
        rows.map((r) => r.id),
      )
    : 'none';
  return (
    <ScrollRegion label={caption} className={cx('bf-list-table-wrap', className)}>
      <table className="bf-data-table bf-list-table" aria-busy={busy || undefined}>
        <caption className="bf-data-table__caption">{caption}</caption>
        <ListTableHead
          columns={columns}
          sort={sort}
          onSort={onSort}
          selectable={selectable}
          pageState={rows.length > 0 ? pageState : null}
          onTogglePage={onTogglePage}
        />
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + (selectable ? 1 : 0)} className="bf-data-table__empty">
                {empty ?? t('list.table.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <ListTableRow
                key={row.id}
                row={row}
                columns={columns}
                linkColumn={header}
                selectable={selectable}
                selected={selection ? isRowSelected(selection, row.id) : false}
                onToggle={onToggleRow}
                selectLabel={selectLabel}
              />
            ))
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

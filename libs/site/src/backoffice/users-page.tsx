import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import { useAppConfig } from '@brokerfront/config/react';
import type { SerializedError } from '@reduxjs/toolkit';
import { fullNameOf, type GenericQuery, type PageResult, type User } from '@brokerfront/identity-api';
import { useGetCurrentUserQuery, useSearchUsersQuery, type IdentityApiError } from '@brokerfront/identity-api/redux';
import { usePermission } from '@brokerfront/permissions/react';
import {
  Button,
  ColumnChooser,
  FiltersDisclosure,
  isComplete,
  isSelectionEmpty,
  ListPager,
  NO_SELECTION,
  PageHeader,
  QueryBuilder,
  BackofficeSection,
  SelectionSummary,
  toggleRow,
  togglePage,
  UsersListTable,
  UsersListToolbar,
  UserStatusBadge,
  type ListColumn,
  type ListRow,
  type ListSort,
  type QueryGroup,
  type QueryNode,
  type RowSelection,
} from '@brokerfront/ui-templates';
import { DocumentHead } from '../head/document-head';
import { useLocalizedPath } from '../i18n/localized-link';
import { pathTo, ROUTE_PATHS, userPath } from '../paths';
import { BackOfficeGuard } from './back-office-guard';
import { BulkActions, type BulkSelection } from './bulk/bulk-actions';
import { ExportUsersButton } from './export/export-users-button';
import { EmployeeGroupName, UserNameCell } from './groups/assignment-names';
import { statusOf, useBackOfficeTexts } from './labels';
import { ALL_USER_COLUMNS, DEFAULT_USER_COLUMNS, isUsersColumn, type UsersColumnId } from './query/users-columns';
import { useUserQueryFields } from './query/use-user-query-fields';
import {
  nextSort,
  readUsersListState,
  toUsersFilters,
  toUsersQuery,
  toUsersSort,
  USERS_PAGE_SIZES,
  writeUsersListState,
  type UsersListState,
} from './query/users-list-state';
import { UsersViewsMenu } from './views/users-views-menu';

/** How long the search box waits for typing to pause before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The conditions of a tree that take part in the query (an incomplete one is left out of it). */
function activeConditions(node: QueryNode): number {
  return node.kind === 'condition' ? (isComplete(node) ? 1 : 0) : node.children.reduce((n, child) => n + activeConditions(child), 0);
}

/** The history entry's mark of a quick-search step: the next typing pause replaces it instead of adding one. */
interface SearchEntry {
  usersSearch?: boolean;
}

/**
 * The list's state in the URL: each change of the filters, sort, page, page size or columns is a new
 * history entry (Back and Forward step through them); the quick search adds one entry when typing
 * starts and replaces it while the employee keeps typing.
 */
function useUsersListUrl() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const read = useMemo(() => readUsersListState(params), [params]);
  const fromSearch = (location.state as SearchEntry | null)?.usersSearch === true;
  const go = useCallback(
    (next: UsersListState, how: 'push' | 'search' | 'replace' = 'push') => {
      const replace = how === 'replace' || (how === 'search' && fromSearch);
      setParams(writeUsersListState(next), { replace, state: how === 'search' ? ({ usersSearch: true } satisfies SearchEntry) : null });
    },
    [setParams, fromSearch],
  );
  return { ...read, go };
}

// The cells that draw a component: memoised, so a row that redraws for a new record skips those whose
// value did not change (the manager's name and the group's come from their own cache entries).
const StatusCell = memo(UserStatusBadge);
const ManagerCell = memo(UserNameCell);
const GroupCell = memo(EmployeeGroupName);

/** What a search's state holds that the page reads (see `selectFromResult`). */
interface SearchState {
  data?: PageResult<User>;
  error?: IdentityApiError | SerializedError;
  isError: boolean;
  isLoading: boolean;
  isFetching: boolean;
  isUninitialized: boolean;
}

/**
 * The page's figures that are not its rows: what the page around the table draws. A search not started yet
 * (the first render) counts as loading, as `useQuery` reports it without `selectFromResult`.
 */
function pageFigures({ data, error, isError, isLoading, isFetching, isUninitialized }: SearchState) {
  // The page's users as text: equal while the same users are on the page, whatever their records.
  const ids = data ? data.Items.map((u) => u.Id).join(',') : '';
  return {
    total: data?.TotalItems ?? 0,
    ids,
    error,
    isError,
    isLoading: isLoading || (isUninitialized && data === undefined),
    isFetching: isFetching || isUninitialized,
  };
}

/** A user's cells in the columns shown: texts, and the status badge and the manager's and group's names as components. */
function cellsOf(user: User, columns: readonly UsersColumnId[], texts: ReturnType<typeof useBackOfficeTexts>): ListRow['cells'] {
  const cells: Partial<Record<UsersColumnId, ReactNode>> = texts.cellTexts(user, columns);
  if (cells.status !== undefined) cells.status = <StatusCell status={statusOf(user)} label={cells.status as string} />;
  if (cells.manager !== undefined) cells.manager = <ManagerCell id={user.AccountManagerId} />;
  if (cells.group !== undefined) cells.group = <GroupCell id={user.EmployeeGroupId} />;
  return cells;
}

/** What {@link LiveUsersTable} takes: the table's props, with the query whose users it shows. */
interface LiveUsersTableProps {
  query: GenericQuery;
  rowOf: (user: User) => ListRow;
  caption: string;
  columns: readonly ListColumn[];
  sort: ListSort | null;
  onSort: (column: string) => void;
  selection: RowSelection;
  onToggleRow: (id: number) => void;
  onTogglePage: () => void;
  busy: boolean;
  empty?: ReactNode;
}

/**
 * The table of one page of users, reading the page's records itself: a pushed update renders this table
 * (and, in it, the rows whose record changed), not the page around it. The cached search is the page's
 * (same query: one cache entry, one subscription more).
 */
const LiveUsersTable = memo(function LiveUsersTable({ query, rowOf, ...table }: LiveUsersTableProps) {
  const { users } = useSearchUsersQuery(query, { selectFromResult: ({ data }) => ({ users: data?.Items }) });
  const rows = useMemo(() => (users ?? []).map(rowOf), [users, rowOf]);
  return <UsersListTable {...table} rows={rows} />;
});

/**
 * The users list of the back office: quick search and the query builder, a table of the chosen columns
 * sorted by any of them, paged 20/50/100, with a checkbox per row, "Select all on this page" and
 * "Select all N matching" feeding the bulk actions; saved views, the column chooser, export, and the
 * links that create or import users. The whole state lives in the URL. Pushed user events patch the
 * cached pages (through the realtime lifecycle), so the list stays live without searching again: they
 * render the table's changed rows only (the page around the table follows its total and which users
 * are on it, not their records).
 */
export function UsersPage() {
  const app = useAppConfig();
  const texts = useBackOfficeTexts();
  const { t } = texts;
  const localize = useLocalizedPath();
  const { state, invalid, go } = useUsersListUrl();
  const query = useMemo(() => toUsersQuery(state), [state]);
  const { total, ids, error, isError, isLoading, isFetching, refetch } = useSearchUsersQuery(query, { selectFromResult: pageFigures });
  const { data: me } = useGetCurrentUserQuery();
  const mayCreate = usePermission('users.create');
  const mayImport = usePermission('users.import');
  const fields = useUserQueryFields();

  // The search box answers at once; the query follows when typing pauses. The box follows the URL when
  // it changes otherwise (Back, a view, a link), not on the echo of its own search: typing goes on meanwhile.
  const [search, setSearch] = useState(state.search);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === state.search) {
      sent.current = null;
      return;
    }
    sent.current = null;
    setSearch(state.search);
  }, [state.search]);
  // The URL updates after a navigation: the timer reads the latest state when it fires. A navigation
  // under way (a row's link clicked while typing, its page still loading) wins over the pending search.
  const navigating = useNavigation().state !== 'idle';
  const latest = useRef({ state, go, navigating });
  latest.current = { state, go, navigating };
  useEffect(() => {
    const timer = setTimeout(() => {
      const now = latest.current;
      if (now.navigating) return;
      if (now.state.search === search) return;
      sent.current = search;
      now.go({ ...now.state, page: 1, search }, 'search');
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const onSearchChange = (text: string) => {
    setSearch(text);
    // A cleared box applies at once; typed text waits for the pause.
    if (text === '' && state.search !== '') go({ ...state, page: 1, search: '' });
  };
  const onSearchSubmit = () => {
    if (search === state.search) return;
    sent.current = search;
    go({ ...state, page: 1, search }, 'search');
  };

  const onApplyFilters = (where: QueryGroup) => go({ ...state, page: 1, where });
  const onSort = useCallback(
    (column: string) => {
      if (isUsersColumn(column)) go({ ...state, page: 1, sort: nextSort(state.sort, column) });
    },
    [go, state],
  );
  const onColumns = (ids: readonly string[]) => {
    const columns = ids.filter(isUsersColumn);
    if (columns.length > 0) go({ ...state, columns });
  };

  // The same columns array while the chosen columns stay the same, so live updates redraw only their rows.
  const columnKey = state.columns.join(',');
  const shown = useMemo(() => columnKey.split(',') as UsersColumnId[], [columnKey]);
  const columns: ListColumn[] = useMemo(() => shown.map((id) => ({ id, label: texts.columnLabel(id) })), [shown, texts]);
  const chooserColumns = useMemo(() => ALL_USER_COLUMNS.map((id) => ({ id, label: texts.columnLabel(id) })), [texts]);

  // One row object per user record: a pushed update gives one user a new record, so only its row redraws.
  // A row holds the shown columns' cells alone: the columns chosen make new rows.
  const rowCache = useMemo(() => new WeakMap<User, ListRow>(), [texts, localize, columnKey]);
  const rowOf = useCallback(
    (user: User): ListRow => {
      let row = rowCache.get(user);
      if (!row) {
        row = { id: user.Id, href: localize(userPath(user.Id)), name: fullNameOf(user), cells: cellsOf(user, shown, texts) };
        rowCache.set(user, row);
      }
      return row;
    },
    [rowCache, texts, localize, shown],
  );
  const pageIds = useMemo(() => (ids ? ids.split(',').map(Number) : []), [ids]);
  const pageCount = Math.max(1, Math.ceil(total / state.pageSize));

  // The selection belongs to one query (the filters): paging, sorting and columns keep it, a new query clears it.
  const filters = useMemo(() => toUsersFilters(state), [state]);
  const queryKey = JSON.stringify(filters);
  const [picked, setPicked] = useState<{ key: string; selection: RowSelection }>({ key: queryKey, selection: NO_SELECTION });
  const selection = picked.key === queryKey ? picked.selection : NO_SELECTION;
  const selectionRef = useRef({ queryKey, pageIds });
  selectionRef.current = { queryKey, pageIds };
  const select = useCallback((change: (current: RowSelection) => RowSelection) => {
    setPicked((current) => {
      const key = selectionRef.current.queryKey;
      return { key, selection: change(current.key === key ? current.selection : NO_SELECTION) };
    });
  }, []);
  // Stable callbacks: a row redraws for its own record or selection only.
  const onToggleRow = useCallback((id: number) => select((current) => toggleRow(current, id, selectionRef.current.pageIds)), [select]);
  const onTogglePage = useCallback(() => select((current) => togglePage(current, selectionRef.current.pageIds)), [select]);
  const clearSelection = useCallback(() => select(() => NO_SELECTION), [select]);
  // A finished bulk action clears the selection and its bar: focus goes to the list's count, not the page body.
  const totalRef = useRef<HTMLParagraphElement>(null);
  const onBulkDone = useCallback(() => {
    clearSelection();
    requestAnimationFrame(() => totalRef.current?.focus());
  }, [clearSelection]);

  const sort = useMemo(() => toUsersSort(state.sort), [state.sort]);
  const bulk: BulkSelection | null = useMemo(() => {
    if (isSelectionEmpty(selection)) return null;
    if (selection.kind === 'all') return { kind: 'query', filters, sort, total };
    return { kind: 'ids', ids: [...selection.ids] };
  }, [selection, filters, sort, total]);

  const newUser = localize(pathTo('backOfficeNewUser'));
  const createLinks = mayCreate
    ? { client: `${newUser}?type=client`, employee: `${newUser}?type=employee`, affiliate: `${newUser}?type=affiliate` }
    : undefined;

  let body;
  if (isLoading) {
    body = (
      <p role="status" className="bf-backoffice__status">
        {t('list.table.loading')}
      </p>
    );
  } else if (isError) {
    body = (
      <div role="alert" className="bf-backoffice__error">
        <p>{t('list.table.error')}</p>
        {error && 'message' in error && error.message ? <p>{error.message}</p> : null}
        <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
          {t('list.table.retry')}
        </Button>
      </div>
    );
  } else {
    const pastEnd = total > 0 && pageIds.length === 0;
    body = (
      <>
        <div className="bf-list__status">
          <p className="bf-list__total" aria-live="polite" ref={totalRef} tabIndex={-1}>
            {t('list.pager.total', { count: total })}
          </p>
          <SelectionSummary
            selection={selection}
            pageIds={pageIds}
            total={total}
            onSelectAllMatching={() => select(() => ({ kind: 'all' }))}
            onClear={clearSelection}
          />
        </div>
        <LiveUsersTable
          query={query}
          rowOf={rowOf}
          caption={t('users.title')}
          columns={columns}
          sort={state.sort}
          onSort={onSort}
          selection={selection}
          onToggleRow={onToggleRow}
          onTogglePage={onTogglePage}
          busy={isFetching}
          empty={pastEnd ? t('list.table.pastEnd') : undefined}
        />
        {total > 0 ? (
          <ListPager
            page={state.page}
            pageCount={pageCount}
            pageSize={state.pageSize}
            pageSizes={USERS_PAGE_SIZES}
            onPage={(page) => go({ ...state, page })}
            onPageSize={(pageSize) => go({ ...state, page: 1, pageSize })}
          />
        ) : null}
      </>
    );
  }

  return (
    <>
      <DocumentHead
        title={t('users.title')}
        appName={app.name}
        description={app.description}
        origin={app.origin}
        path={ROUTE_PATHS.backOfficeUsers}
      />
      <PageHeader eyebrow={t('title')} title={t('users.title')} lead={t('lead')} />
      <BackofficeSection className="bf-list">
        {invalid ? (
          <p role="status" className="bf-list__notice">
            {t('list.page.invalidLink')}
          </p>
        ) : null}
        <UsersListToolbar
          search={search}
          onSearchChange={onSearchChange}
          onSearchSubmit={onSearchSubmit}
          createLinks={createLinks}
          importHref={mayImport ? localize(pathTo('backOfficeImport')) : undefined}
        >
          <UsersViewsMenu userId={me?.Id ?? null} state={state} onCurrentView={(view) => go({ ...state, view }, 'replace')} />
          <ColumnChooser columns={chooserColumns} value={state.columns} defaultValue={DEFAULT_USER_COLUMNS} onChange={onColumns} />
          <ExportUsersButton filters={filters} sort={sort} columns={state.columns} total={total} />
        </UsersListToolbar>
        <FiltersDisclosure count={activeConditions(state.where)}>
          <QueryBuilder fields={fields} value={state.where} onApply={onApplyFilters} />
        </FiltersDisclosure>
        {bulk ? <BulkActions selection={bulk} onClear={onBulkDone} /> : null}
        {body}
      </BackofficeSection>
    </>
  );
}

/** `/backoffice/users`: signed-in employees with `users.read`. */
export function UsersRoute() {
  return (
    <BackOfficeGuard>
      <UsersPage />
    </BackOfficeGuard>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router-dom';
import { useAppConfig } from '@brokerfront/config/react';
import { useSearchUsersQuery } from '@brokerfront/identity-api/redux';
import type { User } from '@brokerfront/identity-api';
import {
  Button,
  PageHeader,
  Pagination,
  Section,
  UsersFilters,
  UsersTable,
  type UserColumn,
  type UserRow,
  type UsersFilterValues,
} from '@brokerfront/ui-templates';
import { DocumentHead } from '../head/document-head';
import { useLocalizedPath } from '../i18n/localized-link';
import { BackOfficeGuard } from './back-office-guard';
import { useBackOfficeTexts } from './labels';
import { ROUTE_PATHS, userPath } from '../paths';
import { nextSort, readUsersListState, toUsersQuery, writeUsersListState, type UsersListState } from './users-query';

/** How long the search box waits for typing to pause before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The users list of the back office: Search with paging, sorting by column headers and filters
 * (name or email, user type, country, status), all kept in the URL. Pushed user events patch the
 * cached pages (through the realtime lifecycle), so the list stays live without refetching.
 */
export function UsersPage() {
  const app = useAppConfig();
  const texts = useBackOfficeTexts();
  const { t } = texts;
  const localize = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readUsersListState(params), [params]);
  const query = useMemo(() => toUsersQuery(state), [state]);
  const { data, error, isError, isLoading, isFetching, refetch } = useSearchUsersQuery(query);

  // The search box answers at once; the query follows when typing pauses.
  const [search, setSearch] = useState(state.filters.search);
  useEffect(() => setSearch(state.filters.search), [state.filters.search]);
  const go = (next: UsersListState) => setParams(writeUsersListState(next), { replace: true });
  // The URL updates after a navigation: the timer reads the latest state when it fires. A navigation
  // under way (a row's link clicked while typing, its page still loading) wins over the pending search.
  const navigating = useNavigation().state !== 'idle';
  const latest = useRef({ state, go, navigating });
  latest.current = { state, go, navigating };
  useEffect(() => {
    const timer = setTimeout(() => {
      const now = latest.current.state;
      if (latest.current.navigating) return;
      if (now.filters.search !== search) latest.current.go({ ...now, page: 1, filters: { ...now.filters, search } });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const onFilters = (next: UsersFilterValues) => {
    setSearch(next.search);
    const others = next.type !== state.filters.type || next.country !== state.filters.country || next.status !== state.filters.status;
    // A cleared search box (or "Clear filters") applies at once; typed text waits for the pause.
    const cleared = next.search === '' && state.filters.search !== '';
    if (others || cleared) go({ ...state, page: 1, filters: { ...next, search: cleared ? '' : state.filters.search } });
  };
  const onSort = (column: UserColumn) => go({ ...state, page: 1, sort: nextSort(state.sort, column) });
  // One row object per user record: a pushed update gives one user a new record, so only its row redraws.
  const rowCache = useMemo(() => new WeakMap<User, UserRow>(), [texts, localize]);
  const rowOf = (user: User): UserRow => {
    let row = rowCache.get(user);
    if (!row) {
      row = texts.row(user, localize(userPath(user.Id)));
      rowCache.set(user, row);
    }
    return row;
  };
  const pageCount = data ? Math.max(1, Math.ceil(data.TotalItems / state.pageSize)) : 1;

  let body;
  if (isLoading) {
    body = (
      <p role="status" className="bf-backoffice__status">
        {t('users.loading')}
      </p>
    );
  } else if (isError) {
    body = (
      <div role="alert" className="bf-backoffice__error">
        <p>{t('users.error')}</p>
        {error && 'message' in error && error.message ? <p>{error.message}</p> : null}
        <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
          {t('users.retry')}
        </Button>
      </div>
    );
  } else {
    const rows = (data?.Items ?? []).map((user) => rowOf(user));
    body = (
      <>
        <UsersTable rows={rows} sort={state.sort} onSort={onSort} busy={isFetching} labels={texts.table} />
        {data && data.TotalItems > 0 ? (
          <Pagination
            page={state.page}
            pageCount={pageCount}
            total={data.TotalItems}
            onPage={(page) => go({ ...state, page })}
            labels={texts.pagination}
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
        path={ROUTE_PATHS.backOffice}
      />
      <PageHeader eyebrow={t('title')} title={t('users.title')} lead={t('lead')} />
      <Section width="wide" className="bf-backoffice">
        <UsersFilters value={{ ...state.filters, search }} onChange={onFilters} countries={texts.countries} labels={texts.filters} />
        {body}
      </Section>
    </>
  );
}

/** `/backoffice`: signed-in employees with `users.read`. */
export function UsersRoute() {
  return (
    <BackOfficeGuard>
      <UsersPage />
    </BackOfficeGuard>
  );
}

import { useMemo } from 'react';
import { createDateFormatter } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import { getCountries, UserType, type User } from '@brokerfront/identity-api';
import type { PaginationLabels, UserRow, UsersFiltersLabels, UsersTableLabels, UserStatus } from '@brokerfront/ui-templates';

/** A user's state: archived wins over blocked. */
export function statusOf(user: Pick<User, 'IsBlocked' | 'IsArchived'>): UserStatus {
  return user.IsArchived ? 'archived' : user.IsBlocked ? 'blocked' : 'active';
}

/** The back office's texts for the presentational components, in the current language. */
export function useBackOfficeTexts() {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language || 'en';
  return useMemo(() => {
    const table: UsersTableLabels = {
      caption: t('users.title'),
      columns: {
        name: t('users.columns.name'),
        email: t('users.columns.email'),
        type: t('users.columns.type'),
        country: t('users.columns.country'),
        status: t('users.columns.status'),
        createdAt: t('users.columns.createdAt'),
      },
      sortBy: (column) => t('users.sortBy', { column }),
      empty: t('users.empty'),
    };
    const statuses: Record<UserStatus, string> = {
      active: t('users.statuses.active'),
      blocked: t('users.statuses.blocked'),
      archived: t('users.statuses.archived'),
    };
    const types = { individual: t('users.types.individual'), employee: t('users.types.employee') };
    const filters: UsersFiltersLabels = {
      title: t('filters.title'),
      search: t('filters.search'),
      searchHint: t('filters.searchHint'),
      type: t('filters.type'),
      country: t('filters.country'),
      status: t('filters.status'),
      any: t('filters.any'),
      types,
      statuses,
      reset: t('filters.reset'),
    };
    const pagination: PaginationLabels = {
      nav: t('pagination.nav'),
      previous: t('pagination.previous'),
      next: t('pagination.next'),
      summary: (page, pages, total) => t('pagination.summary', { page, pages, total }),
    };
    const countries = getCountries(language).map((c) => ({ code: c.iso2, name: c.name }));
    const countryNames = new Map(countries.map((c) => [c.code, c.name]));
    const countryName = (code: string | null | undefined) => {
      const iso = code?.trim().toUpperCase();
      return iso ? (countryNames.get(iso) ?? iso) : '';
    };
    const formatDate = createDateFormatter(language);
    const date = (iso: string | null | undefined) => (iso ? formatDate(iso) : '');
    const typeOf = (user: Pick<User, 'UserType'>) => (user.UserType === UserType.Employee ? types.employee : types.individual);
    const row = (user: User, href: string): UserRow => ({
      id: user.Id,
      href,
      name: user.FullName || [user.FirstName, user.LastName].filter(Boolean).join(' '),
      email: user.Email,
      type: typeOf(user),
      country: countryName(user.CountryCode),
      status: statusOf(user),
      statusLabel: statuses[statusOf(user)],
      createdAt: date(user.CreatedAt),
    });
    return { t, table, filters, pagination, countries, countryName, date, typeOf, statuses, row };
  }, [t, language]);
}

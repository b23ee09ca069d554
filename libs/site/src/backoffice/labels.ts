import { useMemo } from 'react';
import { createDateFormatter } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import { fullNameOf, getCountries, UserType, type User } from '@brokerfront/identity-api';
import type { UserStatus } from '@brokerfront/ui-templates';
import { ALL_USER_COLUMNS, userColumnLabelKey, type UsersColumnId } from './query/users-columns';

/** A user's state: archived wins over blocked. */
export function statusOf(user: Pick<User, 'IsBlocked' | 'IsArchived'>): UserStatus {
  return user.IsArchived ? 'archived' : user.IsBlocked ? 'blocked' : 'active';
}

/** The back office's texts and formatters in the current language (the `backoffice` namespace). */
export function useBackOfficeTexts() {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language || 'en';
  return useMemo(() => {
    const statuses: Record<UserStatus, string> = {
      active: t('users.statuses.active'),
      blocked: t('users.statuses.blocked'),
      archived: t('users.statuses.archived'),
    };
    const types = { individual: t('users.types.individual'), employee: t('users.types.employee') };
    const countries = getCountries(language).map((c) => ({ code: c.iso2, name: c.name }));
    const countryNames = new Map(countries.map((c) => [c.code, c.name]));
    const countryName = (code: string | null | undefined) => {
      const iso = code?.trim().toUpperCase();
      return iso ? (countryNames.get(iso) ?? iso) : '';
    };
    const formatDate = createDateFormatter(language);
    const date = (iso: string | null | undefined) => (iso ? formatDate(iso) : '');
    const typeOf = (user: Pick<User, 'UserType'>) => (user.UserType === UserType.Employee ? types.employee : types.individual);
    const yesNo = (value: boolean) => (value ? t('boolean.true') : t('boolean.false'));
    const columnLabel = (id: UsersColumnId) => t(userColumnLabelKey(id));
    /** How each column's text is made of a user. */
    const cellText: Record<UsersColumnId, (user: User) => string> = {
      name: fullNameOf,
      email: (user) => user.Email,
      phone: (user) => user.PhoneNumber ?? '',
      type: typeOf,
      country: (user) => countryName(user.CountryCode),
      city: (user) => user.City ?? '',
      status: (user) => statuses[statusOf(user)],
      emailConfirmed: (user) => yesNo(user.EmailConfirmed),
      registered: (user) => yesNo(user.IsFullyRegistered),
      tier: (user) => user.ActiveTierName ?? '',
      salesStatus: (user) => (user.SalesStatus ? t(`groups.salesStatuses.${user.SalesStatus}`) : ''),
      manager: (user) => (user.AccountManagerId == null ? '' : String(user.AccountManagerId)),
      group: (user) => (user.EmployeeGroupId == null ? '' : String(user.EmployeeGroupId)),
      id: (user) => String(user.Id),
      createdAt: (user) => date(user.CreatedAt),
      updatedAt: (user) => date(user.UpdatedAt),
    };
    /**
     * The texts of a user in the columns asked (every column by default), and in those only: a row makes the
     * texts it shows. The status column's is its label (the page draws it as a badge); the account manager's
     * and the group's are ids (the page draws their names).
     */
    const cellTexts = <C extends UsersColumnId = UsersColumnId>(
      user: User,
      columns: readonly C[] = ALL_USER_COLUMNS as readonly C[],
    ): Record<C, string> => {
      const texts = {} as Record<C, string>;
      for (const id of columns) texts[id] = cellText[id](user);
      return texts;
    };
    return { t, countries, countryName, date, typeOf, statuses, columnLabel, cellTexts };
  }, [t, language]);
}

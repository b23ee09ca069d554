import { useCallback, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { intlLocaleOf } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import { getCountries, UserType, type EmployeeGroup, type GenericQuery, type User } from '@brokerfront/identity-api';
import { useGetEmployeeGroupsQuery, useSearchUsersQuery } from '@brokerfront/identity-api/redux';
import type { QueryField, QueryFieldOption } from '@brokerfront/ui-templates';
import { ENUM_VALUES, UNSET_CHOICE, USER_FIELDS } from './user-fields';

/** The label keys of the fixed enums' options, in the `backoffice` namespace. */
const ENUM_LABEL_KEYS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  UserType: { '0': 'users.types.individual', '1': 'users.types.employee' },
  Gender: { '0': 'genders.0', '1': 'genders.1', '2': 'genders.2', '3': 'genders.3' },
  SalesStatus: Object.fromEntries((ENUM_VALUES['SalesStatus'] ?? []).map((s) => [s, `groups.salesStatuses.${s}`])),
};

/** Fields labelled by the groups part (`groups.fields.<id>`); the others are `fields.<id>`. */
const GROUPS_PART_FIELDS: ReadonlySet<string> = new Set(['AccountManagerId', 'SalesStatus']);

/** The key of a field's label in the `backoffice` namespace. */
export function userFieldLabelKey(id: string): string {
  return GROUPS_PART_FIELDS.has(id) ? `groups.fields.${id}` : `fields.${id}`;
}

/** The Search of the employees the account-manager filter offers: every employee, by name (one page, the largest). */
export const MANAGER_CHOICES_QUERY: GenericQuery = Object.freeze({
  PageNumber: 1,
  PageSize: 200,
  Filters: [{ Op: 'eq', Field: 'UserType', Value: UserType.Employee }],
  Sort: [
    { Column: 'LastName', Asc: true },
    { Column: 'FirstName', Asc: true },
  ],
}) as GenericQuery;

/** The choices of the references: "none" first, then the records by name. */
export function referenceOptions(
  none: string,
  records: readonly { value: number; label: string }[],
  collator: Intl.Collator,
): QueryFieldOption[] {
  const sorted = [...records].sort((a, b) => collator.compare(a.label, b.label) || a.value - b.value);
  return [{ value: UNSET_CHOICE, label: none }, ...sorted.map((r) => ({ value: String(r.value), label: r.label }))];
}

/**
 * The fields the users list's query builder offers ({@link USER_FIELDS}), labelled in the interface
 * language. Enums carry their options: CountryCode the localized country list sorted by name (values are
 * ISO 3166-1 alpha-2 codes), UserType and Gender their numbers with their names, SalesStatus its
 * statuses in words, AccountManagerId the employees and EmployeeGroupId the groups by name (their ids),
 * each after its "none" choice ("No account manager", "No group"). The employees and the groups are
 * loaded once a condition on their field is edited (the builder asks), not with the list.
 */
export function useUserQueryFields(): QueryField[] {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language || 'en';
  const [needManagers, setNeedManagers] = useState(false);
  const [needGroups, setNeedGroups] = useState(false);
  const loadManagers = useCallback(() => setNeedManagers(true), []);
  const loadGroups = useCallback(() => setNeedGroups(true), []);
  const { data: employees } = useSearchUsersQuery(needManagers ? MANAGER_CHOICES_QUERY : skipToken);
  const { data: groups } = useGetEmployeeGroupsQuery(needGroups ? undefined : skipToken);
  const managers = employees?.Items;
  return useMemo(() => {
    const collator = new Intl.Collator(intlLocaleOf(language));
    const countries: QueryFieldOption[] = getCountries(language, { order: 'name' }).map((c) => ({ value: c.iso2, label: c.name }));
    const optionsOf = (id: string): QueryFieldOption[] | undefined => {
      if (id === 'CountryCode') return countries;
      if (id === 'AccountManagerId') return referenceOptions(t('groups.choices.noManager'), employeeRecords(managers), collator);
      if (id === 'EmployeeGroupId') return referenceOptions(t('groups.choices.noGroup'), groupRecords(groups), collator);
      const keys = ENUM_LABEL_KEYS[id];
      return ENUM_VALUES[id]?.map((value) => ({ value, label: keys?.[value] ? t(keys[value]) : value }));
    };
    const loaders: Readonly<Partial<Record<string, () => void>>> = { AccountManagerId: loadManagers, EmployeeGroupId: loadGroups };
    return USER_FIELDS.map((spec): QueryField => {
      const field: QueryField = { id: spec.id, label: t(userFieldLabelKey(spec.id)), kind: spec.kind };
      if (spec.kind !== 'enum') return field;
      const onOptionsNeeded = loaders[spec.id];
      return { ...field, options: optionsOf(spec.id) ?? [], ...(onOptionsNeeded ? { onOptionsNeeded } : {}) };
    });
  }, [t, language, managers, groups, loadManagers, loadGroups]);
}

/** The employees as choices: their names, with the e-mail when two share a name. */
function employeeRecords(users: readonly User[] | undefined) {
  const list = users ?? [];
  const seen = new Map<string, number>();
  for (const u of list) seen.set(u.FullName, (seen.get(u.FullName) ?? 0) + 1);
  return list.map((u) => ({ value: u.Id, label: (seen.get(u.FullName) ?? 0) > 1 ? `${u.FullName} (${u.Email})` : u.FullName }));
}
const groupRecords = (groups: readonly EmployeeGroup[] | undefined) => (groups ?? []).map((g) => ({ value: g.Id, label: g.Name }));

import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from '@brokerfront/i18n/react';
import type { EmployeeGroup, SalesStatus } from '@brokerfront/identity-api';
import { useGetEmployeeGroupsQuery } from '@brokerfront/identity-api/redux';
import { UserFullName } from '../user-full-name';

/** The key of a sales status's words in the `backoffice` namespace. */
export const salesStatusKey = (status: SalesStatus | string) => `groups.salesStatuses.${status}`;

/** A group's name among the groups, or the words for a group no longer listed. */
export function groupNameOf(groups: readonly EmployeeGroup[] | undefined, id: number, unknown: string): string | undefined {
  if (!groups) return undefined;
  return groups.find((g) => g.Id === id)?.Name ?? unknown;
}

/** A user's full name in a list cell (`GetFullNameOfUsers`, batched and cached; empty without an id). */
export function UserNameCell({ id }: { id: number | null | undefined }) {
  const { t } = useTranslation('backoffice');
  return <UserFullName id={id} pending={t('groups.assign.loadingName')} />;
}

/** An employee group's name in a list cell (the groups are loaded once and cached; empty without an id). */
export function EmployeeGroupName({ id }: { id: number | null | undefined }) {
  const { t } = useTranslation('backoffice');
  const { data, isError } = useGetEmployeeGroupsQuery(id == null ? skipToken : undefined);
  if (id == null) return null;
  // Without the groups, the id is all there is to show.
  if (isError && !data) return <>{String(id)}</>;
  return <>{groupNameOf(data, id, t('groups.assign.unknownGroup', { id })) ?? t('groups.assign.loadingName')}</>;
}

/** A sales status in words (empty for none: employees). */
export function SalesStatusText({ status }: { status: SalesStatus | null | undefined }) {
  const { t } = useTranslation('backoffice');
  return status ? <>{t(salesStatusKey(status))}</> : null;
}

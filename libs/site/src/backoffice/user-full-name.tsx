import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from '@brokerfront/i18n/react';
import { UNKNOWN_FULL_NAME } from '@brokerfront/identity-api';
import { useGetFullNameQuery } from '@brokerfront/identity-api/redux';

/**
 * A user's full name through the batched, cached lookup (`GetFullNameOfUsers`): `pending` while it is looked up,
 * 'Unknown' in the interface language when the service has none (a failure or a missing id), nothing without an id.
 */
export function UserFullName({ id, pending }: { id: number | null | undefined; pending: string }) {
  const { t } = useTranslation('backoffice');
  const { data } = useGetFullNameQuery(id ?? skipToken);
  if (id == null) return null;
  if (data === undefined) return <>{pending}</>;
  return <>{data === UNKNOWN_FULL_NAME ? t('user.unknownName') : data}</>;
}

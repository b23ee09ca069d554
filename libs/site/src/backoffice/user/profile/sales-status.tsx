import { useState } from 'react';
import type { SalesStatus, User } from '@brokerfront/identity-api';
import { identityApi, useUpdateSalesStatusMutation } from '@brokerfront/identity-api/redux';
import { Can } from '@brokerfront/permissions/react';
import { SalesStatusField, type SalesStatusValue } from '@brokerfront/ui-templates';
import { useAppDispatch } from '../../../app/hooks';
import { useServiceErrorText } from '../../../client/service-errors';

/**
 * A client's sales status (`SalesStatus`) in words; with `users.update` on the client, a choice that saves
 * it through `UpdateSalesStatus`. The saved status is announced and shows at once (the page's record is
 * replaced with the answer); a refusal says why in the interface language (`sales_status_clients_only`,
 * `forbidden`, …).
 */
export function SalesStatusSection({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const text = useServiceErrorText();
  const [updateSalesStatus, { isLoading }] = useUpdateSalesStatusMutation();
  const [refusal, setRefusal] = useState<unknown>(null);
  const [saved, setSaved] = useState<SalesStatusValue | null>(null);

  const save = async (status: SalesStatusValue) => {
    setRefusal(null);
    setSaved(null);
    const result = await updateSalesStatus({ UserId: user.Id, SalesStatus: status as SalesStatus });
    if ('error' in result) {
      setRefusal(result.error);
      return;
    }
    dispatch(identityApi.util.updateQueryData('getUser', user.Id, () => result.data));
    setSaved(status);
  };

  return (
    <Can permission="users.update" resourceId={user.Id} fallback={<SalesStatusField status={user.SalesStatus} editable={false} />}>
      <SalesStatusField
        status={user.SalesStatus}
        editable
        onSave={(status) => void save(status)}
        busy={isLoading}
        error={refusal ? text(refusal) : null}
        saved={saved}
      />
    </Can>
  );
}

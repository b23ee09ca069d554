import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from '@brokerfront/i18n/react';
import { fullNameOf, UserType, type AssignRequest } from '@brokerfront/identity-api';
import { useAssignMutation, useGetEmployeeGroupsQuery, useGetFullNameQuery } from '@brokerfront/identity-api/redux';
import { usePermission } from '@brokerfront/permissions/react';
import {
  AccountManagerDialog,
  AssignConfirmDialog,
  AssignmentPanel,
  GroupChoiceDialog,
  type EmployeeOption,
} from '@brokerfront/ui-templates';
import { joinErrorTexts, useServiceErrorText } from '../../../client/service-errors';
import { groupNameOf } from '../../groups/assignment-names';
import { errorLines } from '../../groups/group-errors';
import { useEmployeeSearch } from '../../groups/use-employee-search';
import type { UserSectionProps } from '../user-section-props';

type Open = 'change' | 'remove' | null;

/**
 * `Assign`: a client's account manager (by name; "None") or an employee's group ("No group"). With
 * users.update on the user — never on the employee's own record — Change picks another manager among the
 * employees (or another group), Remove takes it away after a question naming the user and the
 * consequence. Refusals (invalid_account_manager, not_a_client, invalid_employee_group, not_an_employee,
 * cant_remove_employee_group_lead, target_more_privileged, forbidden, …) stay in the dialog, in words.
 */
export function AssignSection({ user, ownRecord }: UserSectionProps) {
  const { t } = useTranslation('backoffice');
  const errorText = useServiceErrorText();
  const mayUpdate = usePermission('users.update', user.Id);
  const canChange = mayUpdate && !ownRecord;
  const employee = user.UserType === UserType.Employee;
  const name = fullNameOf(user);
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [assign, { isLoading: busy }] = useAssignMutation();

  const managerId = employee ? null : (user.AccountManagerId ?? null);
  const { data: managerName } = useGetFullNameQuery(managerId ?? skipToken);
  const groupId = employee ? (user.EmployeeGroupId ?? null) : null;
  const groups = useGetEmployeeGroupsQuery(employee ? undefined : skipToken);
  const groupName = groupId === null ? null : groupNameOf(groups.data, groupId, t('groups.assign.unknownGroup', { id: groupId }));
  const picker = useEmployeeSearch(open === 'change' && !employee);

  const show = (next: Open) => {
    setError(null);
    // A new change starts without the last one's notice.
    if (next) setNotice(null);
    setOpen(next);
  };
  const send = async (body: AssignRequest, done: string) => {
    try {
      await assign(body).unwrap();
      setOpen(null);
      setError(null);
      setNotice(done);
    } catch (failure) {
      setError(joinErrorTexts(errorLines(failure, errorText)));
    }
  };
  const setManager = (manager: EmployeeOption | null) =>
    void send(
      { UserIds: [user.Id], AccountManagerId: manager?.id ?? null },
      manager ? t('groups.notice.managerSet', { manager: manager.name, name }) : t('groups.notice.managerRemoved', { name }),
    );
  const moveTo = (target: number | null) =>
    void send(
      { UserIds: [user.Id], EmployeeGroupId: target },
      target === null
        ? t('groups.notice.movedOut', { name })
        : t('groups.notice.moved', { name, group: groupNameOf(groups.data, target, String(target)) }),
    );

  const assignedName = employee ? groupName : managerName;
  const current = employee ? groupId : managerId;
  return (
    <>
      <AssignmentPanel
        kind={employee ? 'employee' : 'client'}
        assigned={current === null ? null : { name: assignedName ?? undefined }}
        canChange={canChange}
        onChange={() => show('change')}
        onRemove={() => show('remove')}
        notice={notice}
      />
      {open === 'change' && !employee ? (
        <AccountManagerDialog
          userName={name}
          current={managerId === null ? null : { id: managerId, name: managerName ?? t('groups.assign.loadingName') }}
          picker={picker}
          busy={busy}
          error={error}
          onSubmit={setManager}
          onCancel={() => show(null)}
        />
      ) : null}
      {open === 'change' && employee ? (
        <GroupChoiceDialog
          userName={name}
          currentGroupId={groupId}
          groups={groups.data?.map((g) => ({ id: g.Id, name: g.Name }))}
          groupsError={groups.isError ? errorText(groups.error) : null}
          onRetryGroups={() => void groups.refetch()}
          busy={busy}
          error={error}
          onConfirm={moveTo}
          onCancel={() => show(null)}
        />
      ) : null}
      {open === 'remove' ? (
        <AssignConfirmDialog
          title={employee ? t('groups.assign.removeGroupTitle') : t('groups.assign.removeManagerTitle')}
          question={
            employee
              ? t('groups.assign.removeGroupQuestion', { name, group: groupName ?? '' })
              : t('groups.assign.removeManagerQuestion', { name, manager: managerName ?? '' })
          }
          consequence={
            employee ? t('groups.assign.removeGroupConsequence', { name }) : t('groups.assign.removeManagerConsequence', { name })
          }
          confirmLabel={t('groups.assign.remove')}
          busy={busy}
          error={error}
          onConfirm={() => (employee ? moveTo(null) : setManager(null))}
          onCancel={() => show(null)}
        />
      ) : null}
    </>
  );
}

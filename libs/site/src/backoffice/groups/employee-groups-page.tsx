import { useCallback, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { UserType, type EmployeeGroup, type GenericQuery } from '@brokerfront/identity-api';
import {
  useAssignMutation,
  useCreateEmployeeGroupMutation,
  useGetEmployeeGroupsQuery,
  useSearchUsersQuery,
  useUpdateEmployeeGroupMutation,
} from '@brokerfront/identity-api/redux';
import { usePermission } from '@brokerfront/permissions/react';
import {
  AddMembersDialog,
  EmployeeGroupsList,
  GroupChoiceDialog,
  GroupFormDialog,
  GroupMembersPanel,
  PageHeader,
  BackofficeSection,
  TeamLeadDialog,
  type EmployeeGroupRow,
  type EmployeeOption,
  type FormErrors,
  type GroupFormValue,
  type GroupMemberRow,
  type ListState,
} from '@brokerfront/ui-templates';
import { joinErrorTexts, useServiceErrorText } from '../../client/service-errors';
import { DocumentHead } from '../../head/document-head';
import { useLocalizedPath } from '../../i18n/localized-link';
import { pathTo, ROUTE_PATHS, userPath } from '../../paths';
import { BackOfficeGuard } from '../back-office-guard';
import { defaultUsersListState, writeUsersListState } from '../query/users-list-state';
import { useFullNames } from './full-names';
import { errorLines, groupFormErrors } from './group-errors';
import { useEmployeeSearch } from './use-employee-search';

/** Members a group's panel lists at once (the service's largest page); the users list shows them all. */
export const MEMBERS_PAGE_SIZE = 200;

/** The Search of a group's members: employees whose `EmployeeGroupId` is set and is the group's, by name. */
export function groupMembersQuery(groupId: number): GenericQuery {
  return {
    PageNumber: 1,
    PageSize: MEMBERS_PAGE_SIZE,
    Filters: [
      { Op: 'eq', Field: 'UserType', Value: UserType.Employee },
      // A user without a group passes any leaf on the field (SPEC §5): `isSet` keeps them out.
      { Op: 'isSet', Field: 'EmployeeGroupId', Value: true },
      { Op: 'eq', Field: 'EmployeeGroupId', Value: groupId },
    ],
    Sort: [
      { Column: 'LastName', Asc: true },
      { Column: 'FirstName', Asc: true },
    ],
  };
}

/** The users list filtered on one group (the members panel's link). */
export function groupUsersListPath(groupId: number): string {
  const where = {
    kind: 'group' as const,
    id: 'root',
    all: true,
    children: [{ kind: 'condition' as const, id: 'group', field: 'EmployeeGroupId', op: 'eq' as const, value: String(groupId) }],
  };
  return `${pathTo('backOfficeUsers')}?${writeUsersListState({ ...defaultUsersListState(), where }).toString()}`;
}

type Open =
  | { kind: 'create' }
  | { kind: 'rename'; group: EmployeeGroup }
  | { kind: 'lead'; group: EmployeeGroup }
  | { kind: 'move'; member: GroupMemberRow; group: EmployeeGroup }
  | { kind: 'add'; group: EmployeeGroup };

/**
 * The employee groups (`GET users/EmployeeGroups`): each group's name, team lead and member count, and a
 * group's members (Search). With users.update: Create (a name and an optional team lead), Rename, the team
 * lead set or removed (`EmployeeGroups/Update`), members moved to another group or out of any ("Move to…")
 * and employees added (`Assign`). Each refusal appears in words beside what it is about, and nothing typed
 * or chosen is lost; a change is announced, and the list and counts follow it.
 */
export function EmployeeGroupsPage() {
  const app = useAppConfig();
  const { t } = useTranslation('backoffice');
  const errorText = useServiceErrorText();
  const localize = useLocalizedPath();
  const canEdit = usePermission('users.update');
  const groupsQuery = useGetEmployeeGroupsQuery();
  const groups = groupsQuery.data;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const [formErrors, setFormErrors] = useState<FormErrors<'name' | 'lead'> | undefined>(undefined);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [createGroup, created] = useCreateEmployeeGroupMutation();
  const [updateGroup, updated] = useUpdateEmployeeGroupMutation();
  const [assign, assigned] = useAssignMutation();
  const busy = created.isLoading || updated.isLoading || assigned.isLoading;

  const leadIds = useMemo(() => (groups ?? []).flatMap((g) => (g.LeadId === null ? [] : [g.LeadId])), [groups]);
  const leadNames = useFullNames(leadIds);
  const rows: EmployeeGroupRow[] = useMemo(
    () =>
      (groups ?? []).map((g) => ({
        id: g.Id,
        name: g.Name,
        leadId: g.LeadId,
        leadName: g.LeadId === null ? null : leadNames.get(g.LeadId),
        memberCount: g.MemberCount,
      })),
    [groups, leadNames],
  );
  const selected = groups?.find((g) => g.Id === selectedId) ?? null;

  const members = useSearchUsersQuery(selected ? groupMembersQuery(selected.Id) : skipToken);
  const memberRows: GroupMemberRow[] = useMemo(
    () =>
      (members.currentData?.Items ?? []).map((u) => ({
        id: u.Id,
        name: u.FullName,
        email: u.Email,
        href: localize(userPath(u.Id)),
        isLead: u.Id === selected?.LeadId,
      })),
    [members.currentData, selected?.LeadId, localize],
  );
  const memberIds = useMemo(() => new Set(memberRows.map((m) => m.id)), [memberRows]);

  const pickerFor = open?.kind === 'create' || open?.kind === 'lead' ? 'lead' : open?.kind === 'add' ? 'add' : null;
  const leadPicker = useEmployeeSearch(pickerFor === 'lead');
  const addPicker = useEmployeeSearch(pickerFor === 'add', memberIds);

  const show = useCallback((next: Open | null) => {
    setFormErrors(undefined);
    setErrors([]);
    // A new action starts without the last one's notice.
    if (next) setNotice(null);
    setOpen(next);
  }, []);
  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
  };

  const listState: ListState = groups
    ? { kind: 'ready' }
    : groupsQuery.isError
      ? { kind: 'error', message: errorText(groupsQuery.error) }
      : { kind: 'loading' };
  const membersState: ListState = members.isError
    ? { kind: 'error', message: errorText(members.error) }
    : members.currentData
      ? { kind: 'ready' }
      : { kind: 'loading' };

  const submitForm = async ({ name, lead }: GroupFormValue) => {
    if (!open || (open.kind !== 'create' && open.kind !== 'rename')) return;
    try {
      if (open.kind === 'create') {
        const group = await createGroup(lead ? { Name: name, LeadId: lead.id } : { Name: name }).unwrap();
        done(t('groups.notice.created', { name: group.Name }));
      } else {
        const group = await updateGroup({ Id: open.group.Id, Name: name }).unwrap();
        done(t('groups.notice.renamed', { name: group.Name }));
      }
    } catch (failure) {
      setFormErrors(groupFormErrors(failure, errorText));
    }
  };

  const submitLead = async (group: EmployeeGroup, lead: EmployeeOption | null) => {
    try {
      await updateGroup({ Id: group.Id, LeadId: lead?.id ?? null }).unwrap();
      done(
        lead ? t('groups.notice.leadSet', { name: lead.name, group: group.Name }) : t('groups.notice.leadRemoved', { group: group.Name }),
      );
    } catch (failure) {
      setErrors(errorLines(failure, errorText));
    }
  };

  const move = async (member: GroupMemberRow, target: number | null) => {
    try {
      await assign({ UserIds: [member.id], EmployeeGroupId: target }).unwrap();
      const to = groups?.find((g) => g.Id === target)?.Name ?? String(target);
      done(
        target === null ? t('groups.notice.movedOut', { name: member.name }) : t('groups.notice.moved', { name: member.name, group: to }),
      );
    } catch (failure) {
      setErrors(errorLines(failure, errorText));
    }
  };

  const add = async (group: EmployeeGroup, employees: EmployeeOption[]) => {
    const byId = new Map(employees.map((e) => [e.id, e.name]));
    try {
      await assign({ UserIds: employees.map((e) => e.id), EmployeeGroupId: group.Id }).unwrap();
      done(t('groups.notice.added', { group: group.Name, count: employees.length }));
    } catch (failure) {
      setErrors(errorLines(failure, errorText, (id) => byId.get(id)));
    }
  };

  const membersId = 'bf-group-members';
  const leadOf = (group: EmployeeGroup): EmployeeOption | null =>
    group.LeadId === null ? null : { id: group.LeadId, name: leadNames.get(group.LeadId) ?? t('groups.table.loadingName') };

  return (
    <>
      <DocumentHead
        title={t('groups.page.title')}
        appName={app.name}
        description={app.description}
        origin={app.origin}
        path={ROUTE_PATHS.backOfficeGroups}
      />
      <PageHeader eyebrow={t('title')} title={t('groups.page.title')} lead={t('groups.page.lead')} />
      <BackofficeSection>
        <p role="status" className="bf-groups__notice">
          {notice}
        </p>
        <EmployeeGroupsList
          state={listState}
          groups={rows}
          canEdit={canEdit}
          selectedId={selected?.Id ?? null}
          membersId={membersId}
          onCreate={() => show({ kind: 'create' })}
          onRename={(row) => {
            const group = groups?.find((g) => g.Id === row.id);
            if (group) show({ kind: 'rename', group });
          }}
          onSetLead={(row) => {
            const group = groups?.find((g) => g.Id === row.id);
            if (group) show({ kind: 'lead', group });
          }}
          onToggleMembers={(row) => setSelectedId((current) => (current === row.id ? null : row.id))}
          onRetry={() => void groupsQuery.refetch()}
        />
        {selected ? (
          <GroupMembersPanel
            id={membersId}
            group={{ id: selected.Id, name: selected.Name }}
            state={membersState}
            members={memberRows}
            total={members.currentData?.TotalItems ?? 0}
            canEdit={canEdit}
            listHref={localize(groupUsersListPath(selected.Id))}
            onMove={(member) => show({ kind: 'move', member, group: selected })}
            onAdd={() => show({ kind: 'add', group: selected })}
            onRetry={() => void members.refetch()}
            onClose={() => setSelectedId(null)}
          />
        ) : null}
      </BackofficeSection>
      {open?.kind === 'create' ? (
        <GroupFormDialog
          mode="create"
          leadPicker={leadPicker}
          busy={busy}
          errors={formErrors}
          onSubmit={submitForm}
          onCancel={() => show(null)}
        />
      ) : null}
      {open?.kind === 'rename' ? (
        <GroupFormDialog
          mode="rename"
          name={open.group.Name}
          busy={busy}
          errors={formErrors}
          onSubmit={submitForm}
          onCancel={() => show(null)}
        />
      ) : null}
      {open?.kind === 'lead' ? (
        <TeamLeadDialog
          groupName={open.group.Name}
          current={leadOf(open.group)}
          picker={leadPicker}
          busy={busy}
          error={joinErrorTexts(errors) || null}
          onSubmit={(lead) => void submitLead(open.group, lead)}
          onCancel={() => show(null)}
        />
      ) : null}
      {open?.kind === 'move' ? (
        <GroupChoiceDialog
          userName={open.member.name}
          currentGroupId={open.group.Id}
          groups={groups?.map((g) => ({ id: g.Id, name: g.Name }))}
          busy={busy}
          error={joinErrorTexts(errors) || null}
          onConfirm={(target) => void move(open.member, target)}
          onCancel={() => show(null)}
        />
      ) : null}
      {open?.kind === 'add' ? (
        <AddMembersDialog
          groupName={open.group.Name}
          picker={addPicker}
          busy={busy}
          errors={errors}
          onSubmit={(employees) => void add(open.group, employees)}
          onCancel={() => show(null)}
        />
      ) : null}
    </>
  );
}

/** `/backoffice/groups`: signed-in employees with `users.read`. */
export function EmployeeGroupsRoute() {
  return (
    <BackOfficeGuard>
      <EmployeeGroupsPage />
    </BackOfficeGuard>
  );
}

import './groups.css';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { ScrollRegion } from '../../components/scroll-region';
import type { EmployeeGroupRow, ListState } from './groups-types';
import '../backoffice.css';

/** Props of {@link EmployeeGroupsList}. */
export interface EmployeeGroupsListProps {
  state: ListState;
  /** The groups, by name. */
  groups: readonly EmployeeGroupRow[];
  /** Whether the signed-in employee may change groups (users.update): Create, Rename and Team lead. */
  canEdit: boolean;
  /** The group whose members are shown (its Members button is expanded), or null. */
  selectedId: number | null;
  /** The id of the members panel the Members buttons open. */
  membersId?: string;
  onCreate: () => void;
  onRename: (group: EmployeeGroupRow) => void;
  onSetLead: (group: EmployeeGroupRow) => void;
  /** Shows a group's members, or hides them when they are shown. */
  onToggleMembers: (group: EmployeeGroupRow) => void;
  onRetry: () => void;
}

/**
 * The employee groups: a table of each group's name, team lead and member count, with Rename, Team lead
 * and Members per group, and "Create group" (the write actions only for an employee allowed to change
 * groups). Loading, "No groups yet" and a failed load with "Try again" are states of their own. When the
 * members close, focus returns to the group's Members button.
 */
export function EmployeeGroupsList({
  state,
  groups,
  canEdit,
  selectedId,
  membersId,
  onCreate,
  onRename,
  onSetLead,
  onToggleMembers,
  onRetry,
}: EmployeeGroupsListProps) {
  const { t } = useTranslation('backoffice');
  const tableRef = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const shown = useRef<number | null>(selectedId);
  useEffect(() => {
    const previous = shown.current;
    shown.current = selectedId;
    const lost = document.activeElement === document.body || !document.activeElement?.isConnected;
    if (previous !== null && selectedId === null && lost) {
      tableRef.current?.querySelector<HTMLButtonElement>(`[data-members-of="${previous}"]`)?.focus();
    }
  }, [selectedId]);

  const create = canEdit ? (
    <Button variant="primary" onClick={onCreate}>
      {t('groups.page.create')}
    </Button>
  ) : null;

  let body;
  if (state.kind === 'loading') {
    body = (
      <p role="status" className="bf-groups__status">
        {t('groups.page.loading')}
      </p>
    );
  } else if (state.kind === 'error') {
    body = (
      <div role="alert" className="bf-groups__error">
        <p>{t('groups.page.error')}</p>
        <p>{state.message}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('groups.page.retry')}
        </Button>
      </div>
    );
  } else if (groups.length === 0) {
    body = (
      <div className="bf-groups__empty">
        <p className="bf-groups__empty-title">{t('groups.page.empty')}</p>
        <p>{t('groups.page.emptyHint')}</p>
      </div>
    );
  } else {
    body = (
      <ScrollRegion ref={tableRef} labelledBy={captionId} stickyEnd>
        <table className="bf-data-table bf-groups-table">
          <caption id={captionId} className="bf-data-table__caption">
            {t('groups.table.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('groups.table.name')}</th>
              <th scope="col">{t('groups.table.lead')}</th>
              <th scope="col" className="bf-groups-table__number">
                {t('groups.table.members')}
              </th>
              <th scope="col" className="bf-scroll-region__sticky-end">
                {t('groups.table.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.id} aria-current={group.id === selectedId ? 'true' : undefined}>
                <th scope="row">{group.name}</th>
                <td>
                  {group.leadName === null ? (
                    <span className="bf-groups-table__muted">{t('groups.table.noLead')}</span>
                  ) : (
                    (group.leadName ?? t('groups.table.loadingName'))
                  )}
                </td>
                <td className="bf-groups-table__number">{group.memberCount}</td>
                <td className="bf-scroll-region__sticky-end">
                  <div className="bf-groups-table__actions">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('groups.table.showMembersLabel', { name: group.name })}
                      aria-expanded={group.id === selectedId}
                      aria-controls={group.id === selectedId ? membersId : undefined}
                      data-members-of={group.id}
                      onClick={() => onToggleMembers(group)}
                    >
                      {t('groups.table.showMembers')}
                    </Button>
                    {canEdit ? (
                      <>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t('groups.table.renameLabel', { name: group.name })}
                          onClick={() => onRename(group)}
                        >
                          {t('groups.table.rename')}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t('groups.table.setLeadLabel', { name: group.name })}
                          onClick={() => onSetLead(group)}
                        >
                          {t('groups.table.setLead')}
                        </Button>
                      </>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    );
  }

  return (
    <div className="bf-groups">
      <div className="bf-groups__toolbar">{canEdit ? create : <p className="bf-groups__note">{t('groups.page.readOnly')}</p>}</div>
      {body}
    </div>
  );
}

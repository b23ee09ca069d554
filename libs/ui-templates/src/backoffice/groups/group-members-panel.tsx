import './groups.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { ScrollRegion } from '../../components/scroll-region';
import type { GroupMemberRow, GroupOption, ListState } from './groups-types';
import '../backoffice.css';

/** Props of {@link GroupMembersPanel}. */
export interface GroupMembersPanelProps {
  /** The element id (the Members buttons point at it). */
  id?: string;
  group: GroupOption;
  state: ListState;
  /** The members found, by name. */
  members: readonly GroupMemberRow[];
  /** How many members the group has (more than listed when the list is cut). */
  total: number;
  /** Whether the signed-in employee may move members (users.update). */
  canEdit: boolean;
  /** The users list filtered on this group. */
  listHref?: string;
  onMove: (member: GroupMemberRow) => void;
  onAdd: () => void;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * A group's members: name (a link to their page), e-mail and role (the team lead marked), with "Move to…"
 * per member and "Add employees" for an employee allowed to change groups. Focus moves to its heading
 * when it opens on a group.
 */
export function GroupMembersPanel({
  id,
  group,
  state,
  members,
  total,
  canEdit,
  listHref,
  onMove,
  onAdd,
  onRetry,
  onClose,
}: GroupMembersPanelProps) {
  const { t } = useTranslation('backoffice');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [group.id]);
  const title = t('groups.members.title', { name: group.name });

  let body;
  if (state.kind === 'loading') {
    body = (
      <p role="status" className="bf-groups__status">
        {t('groups.members.loading')}
      </p>
    );
  } else if (state.kind === 'error') {
    body = (
      <div role="alert" className="bf-groups__error">
        <p>{t('groups.members.error')}</p>
        <p>{state.message}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('groups.members.retry')}
        </Button>
      </div>
    );
  } else if (members.length === 0) {
    body = <p className="bf-groups__empty-title">{t('groups.members.empty')}</p>;
  } else {
    body = (
      <ScrollRegion label={t('groups.members.table', { name: group.name })} stickyEnd={canEdit}>
        <table className="bf-data-table">
          <caption className="bf-visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('groups.members.name')}</th>
              <th scope="col">{t('groups.members.email')}</th>
              <th scope="col">{t('groups.members.role')}</th>
              {canEdit ? (
                <th scope="col" className="bf-scroll-region__sticky-end">
                  {t('groups.members.actions')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.id}>
                <th scope="row">{member.href ? <Link href={member.href}>{member.name}</Link> : member.name}</th>
                <td className="bf-groups-table__email">{member.email}</td>
                <td>{member.isLead ? <span className="bf-groups-badge">{t('groups.members.lead')}</span> : t('groups.members.member')}</td>
                {canEdit ? (
                  <td className="bf-scroll-region__sticky-end">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('groups.members.moveLabel', { name: member.name })}
                      onClick={() => onMove(member)}
                    >
                      {t('groups.members.move')}
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    );
  }

  return (
    <section id={id} className="bf-groups-members" aria-labelledby={`${id ?? 'bf-groups-members'}-title`}>
      <div className="bf-groups-members__header">
        <h2 id={`${id ?? 'bf-groups-members'}-title`} ref={headingRef} tabIndex={-1} className="bf-groups-members__title">
          {title}
        </h2>
        <div className="bf-groups-members__actions">
          {canEdit ? (
            <Button size="sm" variant="primary" aria-label={t('groups.members.addLabel', { name: group.name })} onClick={onAdd}>
              {t('groups.members.add')}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={onClose}>
            {t('groups.members.close')}
          </Button>
        </div>
      </div>
      {body}
      {state.kind === 'ready' && total > members.length ? (
        <p className="bf-groups__note">{t('groups.members.more', { shown: members.length, total })}</p>
      ) : null}
      {listHref && state.kind === 'ready' && members.length > 0 ? (
        <p className="bf-groups__note">
          <Link href={listHref}>{t('groups.members.inList')}</Link>
        </p>
      ) : null}
    </section>
  );
}

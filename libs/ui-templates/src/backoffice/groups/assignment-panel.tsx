import './groups.css';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';

/** Props of {@link AssignmentPanel}. */
export interface AssignmentPanelProps {
  /** A client has an account manager; an employee an employee group. */
  kind: 'client' | 'employee';
  /**
   * The assignment now: the manager's or the group's name (undefined while it loads), or null for none.
   */
  assigned: { name: string | undefined } | null;
  /** Whether the signed-in employee may change it (users.update on this user). */
  canChange: boolean;
  /** Opens the choice (another manager, another group). */
  onChange: () => void;
  /** Opens the question that takes the assignment away. */
  onRemove: () => void;
  /** The last change, in words (a live region announces it). */
  notice?: string | null;
}

/**
 * The user page's assignment: a client's account manager ("None" without one) or an employee's group
 * ("No group"), with Change and Remove for an employee allowed to change it.
 */
export function AssignmentPanel({ kind, assigned, canChange, onChange, onRemove, notice }: AssignmentPanelProps) {
  const { t } = useTranslation('backoffice');
  const headingId = useId();
  const client = kind === 'client';
  const actionsRef = useRef<HTMLDivElement>(null);
  const none = assigned === null;
  // Taking the assignment away removes the Remove button: focus goes to the button beside it, not the page.
  const wasNone = useRef(none);
  useEffect(() => {
    const removed = none && !wasNone.current;
    wasNone.current = none;
    const active = document.activeElement;
    if (removed && (active === null || active === document.body)) actionsRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [none]);
  const value =
    assigned === null ? (client ? t('groups.assign.none') : t('groups.assign.noGroup')) : (assigned.name ?? t('groups.assign.loadingName'));
  return (
    <section className="bf-groups-assign" aria-labelledby={headingId}>
      <h2 id={headingId} className="bf-groups-assign__title">
        {t('groups.assign.title')}
      </h2>
      <dl className="bf-groups-assign__list">
        <div className="bf-groups-assign__row">
          <dt>{client ? t('groups.assign.manager') : t('groups.assign.group')}</dt>
          <dd aria-busy={assigned !== null && assigned.name === undefined ? true : undefined}>{value}</dd>
        </div>
      </dl>
      {canChange ? (
        <div className="bf-groups-assign__actions" ref={actionsRef}>
          <Button size="sm" variant="secondary" onClick={onChange}>
            {assigned === null
              ? client
                ? t('groups.assign.setManager')
                : t('groups.assign.setGroup')
              : client
                ? t('groups.assign.changeManager')
                : t('groups.assign.changeGroup')}
          </Button>
          {assigned !== null ? (
            <Button size="sm" variant="ghost" onClick={onRemove}>
              {client ? t('groups.assign.removeManager') : t('groups.assign.removeGroup')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <p role="status" className="bf-groups-assign__notice">
        {notice}
      </p>
    </section>
  );
}

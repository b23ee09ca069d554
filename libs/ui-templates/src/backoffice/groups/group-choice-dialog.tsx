import '../backoffice.css';
import './groups.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import { Dialog } from '../../components/dialog';
import { choiceInput } from './focus';
import type { GroupOption } from './groups-types';

/** Props of {@link GroupChoiceDialog}. */
export interface GroupChoiceDialogProps {
  /** The employee who moves (named in the title and the consequence). */
  userName: string;
  /** Their group now (null: none). */
  currentGroupId: number | null;
  /** The groups to choose from, by name; undefined while they load. */
  groups: readonly GroupOption[] | undefined;
  /** Why the groups could not be loaded, in words. */
  groupsError?: string | null;
  onRetryGroups?: () => void;
  /** The call is under way. */
  busy?: boolean;
  /** The service's refusal in words, shown beside the choice. */
  error?: string | null;
  /** Moves the employee to a group, or out of any group (null). */
  onConfirm: (groupId: number | null) => void;
  onCancel: () => void;
}

/**
 * "Move to…": the employee's destination among the groups or "No group", the current one marked. The
 * consequence follows the choice ("Dana leaves Sales and joins Support."); choosing nothing, or the group
 * the employee is in, is answered beside the choice without a call; the service's refusal stays there too.
 */
export function GroupChoiceDialog({
  userName,
  currentGroupId,
  groups,
  groupsError,
  onRetryGroups,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: GroupChoiceDialogProps) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const [choice, setChoice] = useState<number | null | undefined>(undefined);
  const [localError, setLocalError] = useState<string | null>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const nameOf = (groupId: number | null) => (groupId === null ? null : (groups?.find((g) => g.id === groupId)?.name ?? `#${groupId}`));
  const from = nameOf(currentGroupId);

  let consequence: string;
  if (choice === undefined) consequence = t('groups.move.choose', { name: userName });
  else if (choice === currentGroupId) consequence = t('groups.move.unchanged', { name: userName });
  else if (choice === null) consequence = t('groups.move.leave', { name: userName, from });
  else if (from === null) consequence = t('groups.move.join', { name: userName, to: nameOf(choice) });
  else consequence = t('groups.move.change', { name: userName, from, to: nameOf(choice) });

  const shown = localError ?? error ?? null;
  // A new refusal puts focus back on the choice, where the message is read with it.
  useEffect(() => {
    if (error) choiceInput(firstRef.current)?.focus();
  }, [error]);

  const confirm = () => {
    if (busy) return;
    if (choice === undefined || choice === currentGroupId) {
      setLocalError(choice === undefined ? t('groups.move.required') : t('groups.move.unchanged', { name: userName }));
      choiceInput(firstRef.current)?.focus();
      return;
    }
    setLocalError(null);
    onConfirm(choice);
  };
  const choose = (groupId: number | null) => {
    setChoice(groupId);
    setLocalError(null);
  };

  return (
    <Dialog
      open
      onClose={onCancel}
      title={t('groups.move.title', { name: userName })}
      describedBy={`${id}-consequence`}
      initialFocus={firstRef}
      className="bf-groups-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('groups.move.cancel')}
          </Button>
          <Button variant="primary" onClick={confirm} aria-disabled={busy || undefined}>
            {busy ? t('groups.move.working') : t('groups.move.confirm')}
          </Button>
        </>
      }
    >
      <p id={`${id}-consequence`} className="bf-groups-dialog__consequence" aria-live="polite">
        {consequence}
      </p>
      <fieldset
        className={cx('bf-employee-picker__choices', shown ? 'bf-employee-picker__choices--invalid' : undefined)}
        aria-describedby={shown ? `${id}-error` : undefined}
        aria-busy={groups === undefined || undefined}
      >
        <legend className="bf-field__label">{t('groups.move.legend')}</legend>
        <label className="bf-employee-picker__choice">
          <input ref={firstRef} type="radio" name={`${id}-group`} checked={choice === null} onChange={() => choose(null)} />
          <span>
            {t('groups.move.none')}
            {currentGroupId === null ? <span className="bf-employee-picker__note"> {t('groups.move.current')}</span> : null}
          </span>
        </label>
        {(groups ?? []).map((group) => (
          <label key={group.id} className="bf-employee-picker__choice">
            <input type="radio" name={`${id}-group`} checked={choice === group.id} onChange={() => choose(group.id)} />
            <span>
              {group.name}
              {group.id === currentGroupId ? <span className="bf-employee-picker__note"> {t('groups.move.current')}</span> : null}
            </span>
          </label>
        ))}
        {groups === undefined && !groupsError ? (
          <p className="bf-employee-picker__status" role="status">
            {t('groups.move.loadingGroups')}
          </p>
        ) : null}
        {groupsError ? (
          <div className="bf-employee-picker__load-error" role="alert">
            <p>
              {t('groups.move.groupsError')} {groupsError}
            </p>
            {onRetryGroups ? (
              <Button size="sm" variant="secondary" onClick={onRetryGroups}>
                {t('groups.move.retry')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {shown ? (
          <p className="bf-field__error" id={`${id}-error`}>
            {shown}
          </p>
        ) : null}
      </fieldset>
    </Dialog>
  );
}

import './groups.css';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { AccountManagerPicker, type AccountManagerPickerProps } from '../bulk/account-manager-picker';
import { choiceInput } from './focus';
import type { EmployeeOption } from './groups-types';

/** Props of {@link AccountManagerDialog}. */
export interface AccountManagerDialogProps {
  /** The client (named in the title and the consequence). */
  userName: string;
  /** The account manager now (null: none). */
  current: EmployeeOption | null;
  /** The employees to choose from (the dialog holds the choice). */
  picker: Omit<AccountManagerPickerProps, 'value' | 'onChange' | 'error'>;
  busy?: boolean;
  /** The service's refusal in words, shown beside the choice. */
  error?: string | null;
  /** Gives the client this account manager, or none (null). */
  onSubmit: (manager: EmployeeOption | null) => void;
  onCancel: () => void;
}

/**
 * A client's account manager: the employees searched by name (the users list's picker) and "No account
 * manager", the manager now chosen at first. The consequence follows the choice; keeping the manager as
 * it is, and the service's refusal, are answered beside the choice.
 */
export function AccountManagerDialog({ userName, current, picker, busy = false, error, onSubmit, onCancel }: AccountManagerDialogProps) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const [manager, setManager] = useState<EmployeeOption | null>(current);
  const [unchanged, setUnchanged] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // The picker's search box is the first focus.
  const searchRef = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    searchRef.current = bodyRef.current?.querySelector<HTMLInputElement>('input[type="search"]') ?? null;
  }, []);
  const same = (manager?.id ?? null) === (current?.id ?? null);
  const shown = unchanged && same ? t('groups.assign.managerUnchanged') : (error ?? null);

  useEffect(() => {
    if (error) choiceInput(firstRef.current)?.focus();
  }, [error]);

  const submit = () => {
    if (busy) return;
    if (same) {
      setUnchanged(true);
      choiceInput(firstRef.current)?.focus();
      return;
    }
    onSubmit(manager);
  };

  const consequence = manager
    ? t('groups.assign.managerSet', { manager: manager.name, name: userName })
    : t('groups.assign.managerNone', { name: userName });

  return (
    <Dialog
      open
      onClose={onCancel}
      title={t('groups.assign.managerTitle', { name: userName })}
      describedBy={`${id}-question`}
      initialFocus={searchRef}
      className="bf-groups-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('groups.assign.cancel')}
          </Button>
          <Button variant="primary" onClick={submit} aria-disabled={busy || undefined}>
            {busy ? t('groups.assign.working') : t('groups.assign.save')}
          </Button>
        </>
      }
    >
      <div ref={bodyRef}>
        <p id={`${id}-question`} className="bf-groups-dialog__question">
          {t('groups.assign.managerQuestion', { name: userName })}
        </p>
        <p className="bf-groups-dialog__consequence" aria-live="polite">
          {same ? null : consequence}
        </p>
        <AccountManagerPicker
          ref={firstRef}
          {...picker}
          value={manager}
          onChange={(next) => {
            setManager(next);
            setUnchanged(false);
          }}
          error={shown}
        />
      </div>
    </Dialog>
  );
}

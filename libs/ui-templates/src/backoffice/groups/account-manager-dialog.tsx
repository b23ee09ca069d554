import './groups.css';
import { useId, useRef } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { AccountManagerPicker, type AccountManagerPickerProps } from '../bulk/account-manager-picker';
import { EmployeeChoiceDialog, useEmployeeChoice } from './employee-choice-dialog';
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
  // The picker's search box is the first focus.
  const searchRef = useRef<HTMLInputElement>(null);
  const manager = useEmployeeChoice({ current, busy, error, unchangedText: t('groups.assign.managerUnchanged'), onSubmit });

  const consequence = manager.choice
    ? t('groups.assign.managerSet', { manager: manager.choice.name, name: userName })
    : t('groups.assign.managerNone', { name: userName });

  return (
    <EmployeeChoiceDialog
      textKey="groups.assign"
      title={t('groups.assign.managerTitle', { name: userName })}
      describedBy={`${id}-question`}
      initialFocus={searchRef}
      busy={busy}
      onSave={manager.submit}
      onCancel={onCancel}
    >
      <div>
        <p id={`${id}-question`} className="bf-groups-dialog__question">
          {t('groups.assign.managerQuestion', { name: userName })}
        </p>
        <p className="bf-groups-dialog__consequence" aria-live="polite">
          {manager.same ? null : consequence}
        </p>
        <AccountManagerPicker searchRef={searchRef} {...picker} {...manager.picker} />
      </div>
    </EmployeeChoiceDialog>
  );
}

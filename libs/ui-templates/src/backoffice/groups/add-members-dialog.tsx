import './groups.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { choiceInput } from './focus';
import { EmployeePicker, type MultipleEmployeePickerProps } from './employee-picker';
import type { EmployeeOption } from './groups-types';

/** Props of {@link AddMembersDialog}. */
export interface AddMembersDialogProps {
  groupName: string;
  /** The employees to choose from (the dialog holds the choice). */
  picker: Omit<MultipleEmployeePickerProps, 'legend' | 'value' | 'onChange' | 'error' | 'multiple'>;
  busy?: boolean;
  /** The service's refusals in words (one per employee it refused), shown beside the choice. */
  errors?: readonly string[];
  onSubmit: (employees: EmployeeOption[]) => void;
  onCancel: () => void;
}

/**
 * "Add employees": several employees, searched by name, join the group in one call. The consequence
 * (each leaves their current group) is stated; an empty choice and the service's refusals are answered
 * beside the choice, which stays as it was.
 */
export function AddMembersDialog({ groupName, picker, busy = false, errors, onSubmit, onCancel }: AddMembersDialogProps) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const [chosen, setChosen] = useState<EmployeeOption[]>([]);
  const [required, setRequired] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const serviceErrors = errors ?? [];
  // Every refusal is said, joined by commas as the service's errors are everywhere (SPEC §8).
  const shown = required && chosen.length === 0 ? t('groups.add.required') : serviceErrors.join(', ') || null;
  const errorKey = serviceErrors.join('\n');

  useEffect(() => {
    if (errorKey) choiceInput(firstRef.current)?.focus();
  }, [errorKey]);

  const submit = () => {
    if (busy) return;
    if (chosen.length === 0) {
      setRequired(true);
      (firstRef.current ?? searchRef.current)?.focus();
      return;
    }
    onSubmit(chosen);
  };

  return (
    <Dialog
      open
      onClose={onCancel}
      title={t('groups.add.title', { group: groupName })}
      describedBy={`${id}-consequence`}
      initialFocus={searchRef}
      className="bf-groups-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('groups.add.cancel')}
          </Button>
          <Button variant="primary" onClick={submit} aria-disabled={busy || undefined}>
            {busy ? t('groups.add.working') : t('groups.add.confirm')}
          </Button>
        </>
      }
    >
      <p id={`${id}-consequence`} className="bf-groups-dialog__consequence">
        {t('groups.add.consequence', { group: groupName })}
      </p>
      <EmployeePicker
        ref={firstRef}
        searchRef={searchRef}
        {...picker}
        multiple
        legend={t('groups.add.legend')}
        value={chosen}
        onChange={setChosen}
        error={shown}
      />
    </Dialog>
  );
}

import './groups.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { choiceInput } from './focus';
import { EmployeePicker } from './employee-picker';
import type { LeadPickerData } from './group-form-dialog';
import type { EmployeeOption } from './groups-types';

/** Props of {@link TeamLeadDialog}. */
export interface TeamLeadDialogProps {
  groupName: string;
  /** The team lead now (null: none). */
  current: EmployeeOption | null;
  /** The employees to choose from. */
  picker: LeadPickerData;
  busy?: boolean;
  /** The service's refusal in words, shown beside the choice. */
  error?: string | null;
  /** Sets the team lead, or removes it (null). */
  onSubmit: (lead: EmployeeOption | null) => void;
  onCancel: () => void;
}

/**
 * Set or remove a group's team lead: the employees (searched by name) and "No team lead", the lead now
 * chosen at first. The consequence follows the choice; keeping the lead as it is, and the service's
 * refusals (an employee who already leads another group, one who is not an active employee), are
 * answered beside the choice.
 */
export function TeamLeadDialog({ groupName, current, picker, busy = false, error, onSubmit, onCancel }: TeamLeadDialogProps) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const [lead, setLead] = useState<EmployeeOption | null>(current);
  const [unchanged, setUnchanged] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const same = (lead?.id ?? null) === (current?.id ?? null);
  const shown = unchanged && same ? t('groups.lead.unchanged') : (error ?? null);

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
    onSubmit(lead);
  };

  const consequence = same
    ? current
      ? t('groups.lead.current', { name: current.name })
      : t('groups.lead.currentNone', { group: groupName })
    : lead
      ? t('groups.lead.consequenceSet', { name: lead.name, group: groupName })
      : t('groups.lead.consequenceNone', { group: groupName });

  return (
    <Dialog
      open
      onClose={onCancel}
      title={t('groups.lead.title', { group: groupName })}
      describedBy={`${id}-consequence`}
      initialFocus={searchRef}
      className="bf-groups-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('groups.lead.cancel')}
          </Button>
          <Button variant="primary" onClick={submit} aria-disabled={busy || undefined}>
            {busy ? t('groups.lead.working') : t('groups.lead.save')}
          </Button>
        </>
      }
    >
      <p id={`${id}-consequence`} className="bf-groups-dialog__consequence" aria-live="polite">
        {consequence}
      </p>
      <EmployeePicker
        ref={firstRef}
        searchRef={searchRef}
        {...picker}
        legend={t('groups.lead.legend')}
        noneLabel={t('groups.lead.none')}
        value={lead}
        onChange={(next) => {
          setLead(next);
          setUnchanged(false);
        }}
        error={shown}
      />
    </Dialog>
  );
}

import './groups.css';
import { useId, useRef } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { EmployeeChoiceDialog, useEmployeeChoice } from './employee-choice-dialog';
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
  const searchRef = useRef<HTMLInputElement>(null);
  const lead = useEmployeeChoice({ current, busy, error, unchangedText: t('groups.lead.unchanged'), onSubmit });

  const consequence = lead.same
    ? current
      ? t('groups.lead.current', { name: current.name })
      : t('groups.lead.currentNone', { group: groupName })
    : lead.choice
      ? t('groups.lead.consequenceSet', { name: lead.choice.name, group: groupName })
      : t('groups.lead.consequenceNone', { group: groupName });

  return (
    <EmployeeChoiceDialog
      textKey="groups.lead"
      title={t('groups.lead.title', { group: groupName })}
      describedBy={`${id}-consequence`}
      initialFocus={searchRef}
      busy={busy}
      onSave={lead.submit}
      onCancel={onCancel}
    >
      <p id={`${id}-consequence`} className="bf-groups-dialog__consequence" aria-live="polite">
        {consequence}
      </p>
      <EmployeePicker
        searchRef={searchRef}
        {...picker}
        legend={t('groups.lead.legend')}
        noneLabel={t('groups.lead.none')}
        {...lead.picker}
      />
    </EmployeeChoiceDialog>
  );
}

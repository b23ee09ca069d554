import './groups.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/field';
import { FormAlert } from '../../client/forms/form-parts';
import { choiceInput, useRefById } from './focus';
import { EmployeePicker, type SingleEmployeePickerProps } from './employee-picker';
import type { EmployeeOption, FormErrors } from './groups-types';

/** The longest group name the service takes. */
export const GROUP_NAME_MAX = 100;

/** What {@link GroupFormDialog} sends: the name (trimmed) and, when creating, the team lead (null: none). */
export interface GroupFormValue {
  name: string;
  lead: EmployeeOption | null;
}

/** The picker's data for the team lead (the dialog holds the choice). */
export type LeadPickerData = Omit<SingleEmployeePickerProps, 'legend' | 'value' | 'onChange' | 'error' | 'noneLabel' | 'multiple'>;

/** Props of {@link GroupFormDialog}. */
export type GroupFormDialogProps = {
  busy?: boolean;
  /** The service's refusals in words: `name` and `lead` beside their fields, the rest above the buttons. */
  errors?: FormErrors<'name' | 'lead'>;
  onSubmit: (value: GroupFormValue) => void;
  onCancel: () => void;
} & (
  | {
      mode: 'create';
      /** The employees to choose the team lead from. */
      leadPicker: LeadPickerData;
    }
  | {
      mode: 'rename';
      /** The group's name now. */
      name: string;
    }
);

/** What breaks the service's rule for a name (1–100 characters once trimmed, as the service counts them), or null. */
export function groupNameProblem(name: string): 'required' | 'tooLong' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > GROUP_NAME_MAX ? 'tooLong' : null;
}

/**
 * Create a group (its name and, optionally, a team lead picked among the employees) or rename one. The
 * name is checked before sending (1–100 characters); the service's refusals (a name taken, an employee
 * who already leads a group, a lead who is not an active employee) appear beside their field. What was
 * typed and chosen stays while the dialog is open, whatever the answer.
 */
export function GroupFormDialog(props: GroupFormDialogProps) {
  const { busy = false, errors, onSubmit, onCancel } = props;
  const { t } = useTranslation('backoffice');
  const id = useId();
  const [name, setName] = useState(props.mode === 'rename' ? props.name : '');
  const [lead, setLead] = useState<EmployeeOption | null>(null);
  const [problem, setProblem] = useState<'required' | 'tooLong' | null>(null);
  const nameId = `${id}-name`;
  const nameRef = useRefById<HTMLInputElement>(nameId);
  const leadRef = useRef<HTMLInputElement>(null);

  const nameError =
    problem === 'required'
      ? t('groups.form.nameRequired')
      : problem === 'tooLong'
        ? t('groups.form.nameTooLong', { count: name.trim().length })
        : (errors?.fields?.name ?? null);
  const leadError = errors?.fields?.lead ?? null;

  // A refusal puts focus on the field it is about, where its message is read.
  const serviceNameError = errors?.fields?.name;
  useEffect(() => {
    if (serviceNameError) nameRef.current?.focus();
    else if (leadError) choiceInput(leadRef.current)?.focus();
  }, [serviceNameError, leadError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = groupNameProblem(name);
    setProblem(found);
    if (found) {
      nameRef.current?.focus();
      return;
    }
    onSubmit({ name: name.trim(), lead: props.mode === 'create' ? lead : null });
  };

  const title = props.mode === 'create' ? t('groups.form.createTitle') : t('groups.form.renameTitle', { name: props.name });
  const consequence =
    props.mode === 'rename'
      ? t('groups.form.renameConsequence')
      : lead
        ? `${t('groups.form.createConsequence')} ${t('groups.form.createWithLead', { lead: lead.name })}`
        : t('groups.form.createConsequence');

  return (
    <Dialog
      open
      onClose={onCancel}
      title={title}
      describedBy={`${id}-consequence`}
      initialFocus={nameRef}
      className="bf-groups-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('groups.form.cancel')}
          </Button>
          <Button variant="primary" type="submit" form={`${id}-form`} aria-disabled={busy || undefined}>
            {busy ? t('groups.form.working') : props.mode === 'create' ? t('groups.form.create') : t('groups.form.rename')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className="bf-groups-form" noValidate onSubmit={submit}>
        <p id={`${id}-consequence`} className="bf-groups-dialog__consequence" aria-live="polite">
          {consequence}
        </p>
        <TextField
          id={nameId}
          label={t('groups.form.name')}
          hint={t('groups.form.nameHint')}
          error={nameError}
          value={name}
          required
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value);
            if (problem) setProblem(groupNameProblem(event.target.value));
          }}
        />
        {props.mode === 'create' ? (
          <EmployeePicker
            ref={leadRef}
            {...props.leadPicker}
            legend={t('groups.form.leadLegend')}
            noneLabel={t('groups.form.noLead')}
            value={lead}
            onChange={setLead}
            error={leadError}
          />
        ) : null}
        <FormAlert messages={errors?.form ?? []} />
      </form>
    </Dialog>
  );
}

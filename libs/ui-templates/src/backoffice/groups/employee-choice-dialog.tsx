import './groups.css';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { choiceInput } from './focus';
import type { EmployeeOption } from './groups-types';

/** What {@link useEmployeeChoice} needs. */
export interface EmployeeChoiceOptions {
  /** The employee now (null: nobody); the choice starts there. */
  current: EmployeeOption | null;
  busy: boolean;
  /** The service's refusal in words. */
  error?: string | null;
  /** What is said beside the choice when the employee now is saved again. */
  unchangedText: string;
  /** Saves the choice (an employee, or null for nobody). */
  onSubmit: (employee: EmployeeOption | null) => void;
}

/**
 * The choice of one employee, or nobody, in a dialog: it starts at the employee now; saving that one again
 * is answered beside the choice without a call, as is the service's refusal, and either puts the focus on
 * the choice. `picker` goes to the single employee picker.
 */
export function useEmployeeChoice({ current, busy, error, unchangedText, onSubmit }: EmployeeChoiceOptions) {
  const [choice, setChoice] = useState<EmployeeOption | null>(current);
  const [unchanged, setUnchanged] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);
  const same = (choice?.id ?? null) === (current?.id ?? null);
  const shown = unchanged && same ? unchangedText : (error ?? null);

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
    onSubmit(choice);
  };

  const picker = {
    ref: firstRef,
    value: choice,
    onChange: (next: EmployeeOption | null) => {
      setChoice(next);
      setUnchanged(false);
    },
    error: shown,
  };
  return { choice, same, submit, picker };
}

/** Props of {@link EmployeeChoiceDialog}. */
export interface EmployeeChoiceDialogProps {
  /** Where the buttons' texts are: `<textKey>.cancel`, `.save`, `.working`. */
  textKey: string;
  title: string;
  /** The id of what describes the dialog. */
  describedBy: string;
  /** The first focus (the picker's search box). */
  initialFocus: RefObject<HTMLElement | null>;
  busy: boolean;
  onSave: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** The dialog of a choice of one employee: its body, then Cancel and Save ("Saving…" while busy). */
export function EmployeeChoiceDialog({
  textKey,
  title,
  describedBy,
  initialFocus,
  busy,
  onSave,
  onCancel,
  children,
}: EmployeeChoiceDialogProps) {
  const { t } = useTranslation('backoffice');
  return (
    <Dialog
      open
      onClose={onCancel}
      title={title}
      describedBy={describedBy}
      initialFocus={initialFocus}
      className="bf-groups-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t(`${textKey}.cancel`)}
          </Button>
          <Button variant="primary" onClick={onSave} aria-disabled={busy || undefined}>
            {busy ? t(`${textKey}.working`) : t(`${textKey}.save`)}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

import './auth.css';
import { useId, useRef } from 'react';
import { Button, buttonClassName } from '../components/button';
import { Dialog } from '../components/dialog';
import { defaultSwitchAccountDialogLabels, type SwitchAccountDialogLabels } from './labels';

/** Props of {@link SwitchAccountDialog}. */
export interface SwitchAccountDialogProps {
  open: boolean;
  /** Name (or email) of the user signed in now. */
  currentName: string;
  /** "Continue": sign that user out and continue as the other account. */
  onContinue: () => void;
  /** "Cancel" (also Escape): stay signed in as the current user. */
  onCancel: () => void;
  /** Texts (English by default); use `switchAccountDialogLabels(t)` to translate them. */
  labels?: Partial<SwitchAccountDialogLabels>;
}

/**
 * Asks before an auto-login link replaces another signed-in user: "You are signed in as {name}. Sign
 * out and continue as the other account?" with "Continue" and "Cancel". A modal {@link Dialog} with
 * role `alertdialog`; focus starts on "Cancel" (the safe choice) and Escape cancels.
 */
export function SwitchAccountDialog({ open, currentName, onContinue, onCancel, labels: given }: SwitchAccountDialogProps) {
  const labels = { ...defaultSwitchAccountDialogLabels, ...given };
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  if (!open) return null;
  return (
    <Dialog
      open
      onClose={onCancel}
      role="alertdialog"
      dismissible={false}
      title={labels.title}
      describedBy={messageId}
      initialFocus={cancelRef}
      className="bf-switch-dialog"
      actions={
        <>
          <button ref={cancelRef} type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onCancel}>
            <span className="bf-button__label">{labels.cancel}</span>
          </button>
          <Button variant="primary" onClick={onContinue}>
            {labels.continue}
          </Button>
        </>
      }
    >
      <p id={messageId} className="bf-switch-dialog__message">
        {labels.message(currentName)}
      </p>
    </Dialog>
  );
}

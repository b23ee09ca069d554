import './auth.css';
import { useId, useRef } from 'react';
import { formatCountdown } from '@brokerfront/i18n';
import { Button, buttonClassName } from '../components/button';
import { Dialog } from '../components/dialog';
import { defaultIdleDialogLabels, type IdleDialogLabels } from './labels';

export interface IdleDialogProps {
  open: boolean;
  /** Seconds until logout. */
  secondsLeft: number;
  /** "Stay signed in" (also Escape). */
  onStay: () => void;
  /** "Sign out". */
  onSignOut: () => void;
  /** Texts (English by default); use `idleDialogLabels(t)` to translate them. */
  labels?: Partial<IdleDialogLabels>;
}

/** Screen readers hear the time again at each whole minute and at 30 and 10 seconds, not every second. */
function announcement(seconds: number): number | null {
  if (seconds === 30 || seconds === 10) return seconds;
  return seconds % 60 === 0 ? seconds : null;
}

/**
 * The idle countdown as a modal alert dialog (a {@link Dialog} with role `alertdialog`): "You will be
 * signed out in 4:59" with "Stay signed in" and "Sign out". Focus moves to "Stay signed in", Tab stays
 * inside, Escape means stay, and focus returns where it was when the dialog closes.
 */
export function IdleDialog({ open, secondsLeft, onStay, onSignOut, labels: given }: IdleDialogProps) {
  const labels = { ...defaultIdleDialogLabels, ...given };
  const messageId = useId();
  const stayRef = useRef<HTMLButtonElement>(null);
  const announced = useRef<number | null>(null);

  if (!open) {
    announced.current = null;
    return null;
  }
  const mark = announcement(secondsLeft);
  if (mark !== null) announced.current = mark;

  return (
    <Dialog
      open
      onClose={onStay}
      role="alertdialog"
      dismissible={false}
      title={labels.title}
      describedBy={messageId}
      initialFocus={stayRef}
      className="bf-idle-dialog"
      backdropClassName="bf-idle-dialog__backdrop"
      actions={
        <>
          <Button variant="secondary" onClick={onSignOut}>
            {labels.signOut}
          </Button>
          <button ref={stayRef} type="button" className={buttonClassName({ variant: 'primary' })} onClick={onStay}>
            <span className="bf-button__label">{labels.stay}</span>
          </button>
        </>
      }
    >
      <p id={messageId} className="bf-idle-dialog__message">
        {labels.message(formatCountdown(secondsLeft))}
      </p>
      <p className="bf-idle-dialog__live" aria-live="polite" aria-atomic="true">
        {announced.current !== null ? labels.message(formatCountdown(announced.current)) : null}
      </p>
    </Dialog>
  );
}

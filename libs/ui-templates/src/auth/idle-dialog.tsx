import './auth.css';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Button, buttonClassName } from '../components/button';
import { formatCountdown } from '@brokerfront/i18n';
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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Screen readers hear the time again at each whole minute and at 30 and 10 seconds, not every second. */
function announcement(seconds: number): number | null {
  if (seconds === 30 || seconds === 10) return seconds;
  return seconds % 60 === 0 ? seconds : null;
}

/**
 * The idle countdown as a modal alert dialog: "You will be signed out in 4:59" with "Stay signed in"
 * and "Sign out". Focus moves to "Stay signed in", Tab stays inside, Escape means stay, and focus
 * returns where it was when the dialog closes.
 */
export function IdleDialog({ open, secondsLeft, onStay, onSignOut, labels: given }: IdleDialogProps) {
  const labels = { ...defaultIdleDialogLabels, ...given };
  const titleId = useId();
  const messageId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const stayRef = useRef<HTMLButtonElement>(null);
  const announced = useRef<number | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (stayRef.current ?? panelRef.current)?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) {
    announced.current = null;
    return null;
  }
  const mark = announcement(secondsLeft);
  if (mark !== null) announced.current = mark;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onStay();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panelRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panelRef.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  const time = formatCountdown(secondsLeft);
  return (
    <div className="bf-dialog__backdrop bf-idle-dialog__backdrop">
      <div
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        tabIndex={-1}
        className="bf-dialog bf-idle-dialog"
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="bf-dialog__title">
          {labels.title}
        </h2>
        <p id={messageId} className="bf-idle-dialog__message">
          {labels.message(time)}
        </p>
        <p className="bf-idle-dialog__live" aria-live="polite" aria-atomic="true">
          {announced.current !== null ? labels.message(formatCountdown(announced.current)) : null}
        </p>
        <div className="bf-dialog__actions">
          <Button variant="secondary" onClick={onSignOut}>
            {labels.signOut}
          </Button>
          <button ref={stayRef} type="button" className={buttonClassName({ variant: 'primary' })} onClick={onStay}>
            <span className="bf-button__label">{labels.stay}</span>
          </button>
        </div>
      </div>
    </div>
  );
}

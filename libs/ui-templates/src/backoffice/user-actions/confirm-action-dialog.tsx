import './user-actions.css';
import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { buttonClassName } from '../../components/button';
import { cx } from '../../components/class-names';
import { Dialog } from '../../components/dialog';

/** Props of {@link ConfirmActionDialog}. */
export interface ConfirmActionDialogProps {
  /** The dialog's heading (names the user). */
  title: ReactNode;
  /** The question, naming the user: the dialog's description. */
  question: ReactNode;
  /** What happens when confirmed. */
  consequence: ReactNode;
  /** The confirm button's label. */
  confirmLabel: ReactNode;
  /** A destructive action: the confirm button has the danger look. */
  danger?: boolean;
  /**
   * The call is under way: the buttons do nothing (`aria-disabled`, keeping the focus where it is) and the
   * dialog does not close.
   */
  busy?: boolean;
  /** Why the call failed, in words (shown as an alert; the dialog stays open). */
  error?: string | null;
  /** The confirm button is disabled (e.g. until a typed confirmation matches). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape, the close button or the backdrop (ignored while busy). */
  onCancel: () => void;
  /** The element focused on open; Cancel (the safe answer) by default. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  /** More content between the consequence and the error (a field, a list). */
  children?: ReactNode;
}

/**
 * The question before an action on one user: the title and question name the user, the consequence
 * says what happens, Cancel is focused first. While the call runs both buttons are disabled and the
 * confirm button says so; a failure is shown in words as an alert and the dialog stays open, so the
 * action can be tried again or cancelled. Focus returns to the button that opened it.
 */
export function ConfirmActionDialog({
  title,
  question,
  consequence,
  confirmLabel,
  danger = false,
  busy = false,
  error = null,
  confirmDisabled = false,
  onConfirm,
  onCancel,
  initialFocus,
  className,
  children,
}: ConfirmActionDialogProps) {
  const { t } = useTranslation('backoffice');
  const questionId = useId();
  const formId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    if (!busy) onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !confirmDisabled) onConfirm();
  };
  return (
    <Dialog
      open
      onClose={cancel}
      title={title}
      role="alertdialog"
      describedBy={questionId}
      dismissible={!busy}
      initialFocus={initialFocus ?? cancelRef}
      className={cx('bf-user-action-dialog', className)}
      actions={
        <>
          <button
            ref={cancelRef}
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            onClick={cancel}
            aria-disabled={busy || undefined}
          >
            <span className="bf-button__label">{t('actions.dialog.cancel')}</span>
          </button>
          <button
            type="submit"
            form={formId}
            className={buttonClassName({ variant: 'primary' }, danger ? 'bf-user-actions__danger' : undefined)}
            disabled={confirmDisabled}
            aria-disabled={busy || undefined}
          >
            <span className="bf-button__label">{busy ? t('actions.dialog.working') : confirmLabel}</span>
          </button>
        </>
      }
    >
      <form id={formId} className="bf-user-action-dialog__body" onSubmit={submit} noValidate>
        <p id={questionId} className="bf-user-action-dialog__question">
          {question}
        </p>
        <p className="bf-user-action-dialog__consequence">{consequence}</p>
        {children}
        {error ? (
          <p role="alert" className="bf-user-action-dialog__error">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

/** Props of {@link TypedConfirmDialog}. */
export interface TypedConfirmDialogProps extends Omit<ConfirmActionDialogProps, 'confirmDisabled' | 'initialFocus' | 'children'> {
  /** What must be typed (compared without case and surrounding spaces). */
  expected: string;
  /** The field's label. */
  fieldLabel: ReactNode;
  /** Help under the label (what to type). */
  fieldHint?: ReactNode;
  /** Said beside the field when what was typed does not match (after leaving the field). */
  mismatchText: ReactNode;
}

/** Whether `typed` is `expected`, ignoring case and surrounding spaces. */
export function typedConfirmationMatches(typed: string, expected: string): boolean {
  return typed.trim().toLocaleLowerCase() === expected.trim().toLocaleLowerCase() && expected.trim() !== '';
}

/**
 * A confirmation that must be typed before the action is enabled (e.g. the user's e-mail address before
 * a deletion), compared without case. The field is focused first; leaving it with something else typed
 * says so beside it, keeping what was typed.
 */
export function TypedConfirmDialog({ expected, fieldLabel, fieldHint, mismatchText, busy, ...dialog }: TypedConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const [left, setLeft] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const matches = typedConfirmationMatches(typed, expected);
  const wrong = left && typed.trim() !== '' && !matches;
  const hintId = fieldHint ? `${id}-hint` : undefined;
  const errorId = wrong ? `${id}-error` : undefined;
  return (
    <ConfirmActionDialog {...dialog} busy={busy} confirmDisabled={!matches} initialFocus={fieldRef}>
      <div className={cx('bf-field', 'bf-user-action-dialog__field', wrong && 'bf-field--invalid')}>
        <label className="bf-field__label" htmlFor={id}>
          {fieldLabel}
        </label>
        {fieldHint ? (
          <p className="bf-field__hint" id={hintId}>
            {fieldHint}
          </p>
        ) : null}
        <input
          ref={fieldRef}
          id={id}
          type="text"
          className="bf-field__control"
          value={typed}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          readOnly={busy}
          aria-invalid={wrong || undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={() => setLeft(true)}
        />
        {wrong ? (
          <p className="bf-field__error" id={errorId}>
            {mismatchText}
          </p>
        ) : null}
      </div>
    </ConfirmActionDialog>
  );
}

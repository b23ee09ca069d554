import './groups.css';
import { useId } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { useRefById } from './focus';

/** Props of {@link AssignConfirmDialog}. */
export interface AssignConfirmDialogProps {
  title: string;
  /** The question, naming the user ("Remove Erin Employee as the account manager of Chris Client?"). */
  question: string;
  /** What follows ("Chris Client will have no account manager until one is assigned."). */
  consequence: string;
  confirmLabel: string;
  busy?: boolean;
  /** The service's refusal in words. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A question before taking an assignment away (an account manager, a group): it names the user and the
 * consequence, Cancel has the first focus, and a refusal is announced in the dialog.
 */
export function AssignConfirmDialog({
  title,
  question,
  consequence,
  confirmLabel,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: AssignConfirmDialogProps) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const cancelRef = useRefById<HTMLButtonElement>(`${id}-cancel`);
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={onCancel}
      title={title}
      describedBy={`${id}-question`}
      initialFocus={cancelRef}
      className="bf-groups-dialog"
      actions={
        <>
          <Button id={`${id}-cancel`} variant="secondary" onClick={onCancel}>
            {t('groups.assign.cancel')}
          </Button>
          <Button variant="primary" onClick={() => !busy && onConfirm()} aria-disabled={busy || undefined}>
            {busy ? t('groups.assign.working') : confirmLabel}
          </Button>
        </>
      }
    >
      <p id={`${id}-question`} className="bf-groups-dialog__question">
        {question}
      </p>
      <p className="bf-groups-dialog__consequence">{consequence}</p>
      <div role="alert" className="bf-groups-dialog__error">
        {error ? <p>{error}</p> : null}
      </div>
    </Dialog>
  );
}

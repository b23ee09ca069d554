import { useId } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';

/** Props of {@link ImportConfirmDialog}. */
export interface ImportConfirmDialogProps {
  /** `leave`: leaving the page while an import runs; `startOver`: "Import another file" (the results leave the page). */
  kind: 'leave' | 'startOver';
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The wizard's confirmations, as alert dialogs that name what is at stake: leaving while an import runs
 * (it stops after the rows being sent), or starting over (the results leave the page; download them
 * first). The safe answer comes first and has the focus.
 */
export function ImportConfirmDialog({ kind, open, onConfirm, onCancel }: ImportConfirmDialogProps) {
  const { t } = useTranslation('backoffice');
  const messageId = useId();
  return (
    <Dialog
      open={open}
      role="alertdialog"
      dismissible={false}
      onClose={onCancel}
      title={t(`import.${kind}.title`)}
      describedBy={messageId}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t(`import.${kind}.cancel`)}
          </Button>
          <Button onClick={onConfirm}>{t(`import.${kind}.confirm`)}</Button>
        </>
      }
    >
      <p id={messageId}>{t(`import.${kind}.message`)}</p>
    </Dialog>
  );
}

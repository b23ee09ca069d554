import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button, buttonClassName } from '../../components/button';
import { Dialog } from '../../components/dialog';
import type { PermissionGrantView } from './permission-types';
import { permissionCode, usePermissionLabel } from './permission-texts';
import { PermissionResource } from './permissions-table';

/** Props of {@link RemovePermissionDialog}. */
export interface RemovePermissionDialogProps {
  /** The full name of the user who loses the permission. */
  userName: string;
  grant: PermissionGrantView;
  renderName: (userId: number) => ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The question before a grant is removed: it names the user, the permission and its resource, and what
 * follows (the user loses it at once, in every open session). Cancel has the focus; Escape cancels; focus
 * returns to the Remove button that opened it.
 */
export function RemovePermissionDialog({ userName, grant, renderName, onConfirm, onCancel }: RemovePermissionDialogProps) {
  const { t } = useTranslation('backoffice');
  const labelOf = usePermissionLabel();
  const questionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const permission = `${labelOf(grant.code, grant.permissionId)} · ${permissionCode(grant.code, grant.permissionId)}`;
  return (
    <Dialog
      open
      role="alertdialog"
      title={t('permissions.remove.title')}
      describedBy={questionId}
      initialFocus={cancelRef}
      onClose={onCancel}
      actions={
        <>
          <button ref={cancelRef} type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onCancel}>
            <span className="bf-button__label">{t('permissions.remove.cancel')}</span>
          </button>
          <Button variant="primary" onClick={onConfirm}>
            {t('permissions.remove.confirm')}
          </Button>
        </>
      }
    >
      <div id={questionId}>
        <p className="bf-permissions__question">{t('permissions.remove.question', { permission, name: userName })}</p>
        <p>
          {t('permissions.remove.resource')} <PermissionResource resourceId={grant.resourceId} renderName={renderName} />
        </p>
        <p className="bf-permissions__consequence">{t('permissions.remove.consequence', { name: userName })}</p>
      </div>
    </Dialog>
  );
}

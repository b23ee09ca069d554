import './permissions.css';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { GrantPermissionForm } from './grant-permission-form';
import {
  EVERY_RESOURCE,
  type GrantablePermission,
  type PermissionChangeDone,
  type PermissionGrantRequest,
  type PermissionGrantView,
  type PermissionRowAction,
  type PermissionsLock,
} from './permission-types';
import { permissionCode, usePermissionLabel } from './permission-texts';
import { PermissionsTable } from './permissions-table';
import { RemovePermissionDialog } from './remove-permission-dialog';

/** The busy key of the add form (rows are busy under their grant's key). */
export const GRANT_BUSY_KEY = 'grant';

/** The controls of an employee who may change the user's permissions. */
export interface PermissionsEditor {
  /** The permissions they may grant (those they hold). */
  grantable: readonly GrantablePermission[];
  /** Suspends, resumes or (once confirmed) removes a grant; answer true once done. */
  onAction: (grant: PermissionGrantView, action: PermissionRowAction) => Promise<boolean> | boolean | void;
  /** Grants a permission; answer true once done (the form empties). */
  onGrant: (request: PermissionGrantRequest) => Promise<boolean> | boolean | void;
  /** What is being saved: a grant's key, or {@link GRANT_BUSY_KEY} for the add form; null when nothing. */
  busyKey?: string | null;
  /** The service's refusals in words: of a row's last change by grant key, of the last grant. */
  rowErrors?: Readonly<Record<string, string>>;
  grantError?: string | null;
}

/** Props of {@link PermissionsPanel}. */
export interface PermissionsPanelProps {
  /** The full name of the user shown. */
  userName: string;
  /** A client: the panel only says that clients hold no permissions. */
  client?: boolean;
  /** The list is loading, could not be loaded, or is here. */
  status: 'loading' | 'failed' | 'ready';
  /** Why it could not be loaded, in words. */
  loadError?: string | null;
  onRetry?: () => void;
  grants: readonly PermissionGrantView[];
  /** A user's full name by id; "User N" when not given. */
  renderName?: (userId: number) => ReactNode;
  /** Why the list can only be read, said in a note (own record, a more privileged user). */
  lock?: PermissionsLock | null;
  /** The change controls; none for a read-only view. */
  editor?: PermissionsEditor | null;
  /** The last change made here, announced in a live region. */
  done?: PermissionChangeDone | null;
}

/**
 * The permissions section of a user's page: the heading, the user's grants (loading, failure with "Try again",
 * none), a note when they cannot be changed here, and for an employee who may change them the row buttons,
 * the question before a removal and the add form. Every change made here is announced once it is saved;
 * after a removal the focus moves to the heading (its row is gone).
 */
export function PermissionsPanel({
  userName,
  client = false,
  status,
  loadError,
  onRetry,
  grants,
  renderName,
  lock = null,
  editor = null,
  done = null,
}: PermissionsPanelProps) {
  const { t } = useTranslation('backoffice');
  const labelOf = usePermissionLabel();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<PermissionGrantView | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const nameOf = useCallback(
    (userId: number): ReactNode => (renderName ? renderName(userId) : t('permissions.userNumber', { id: userId })),
    [renderName, t],
  );

  // Once a removed grant's row is gone, its buttons went with it: the focus moves to the heading.
  useEffect(() => {
    if (removed === null || grants.some((g) => g.key === removed)) return;
    setRemoved(null);
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) headingRef.current?.focus();
  }, [removed, grants]);

  const heading = (
    <h2 id={headingId} ref={headingRef} tabIndex={-1} className="bf-permissions__title">
      {t('permissions.title')}
    </h2>
  );

  if (client) {
    return (
      <section className="bf-permissions" aria-labelledby={headingId}>
        {heading}
        <p className="bf-permissions__note">{t('permissions.clients')}</p>
      </section>
    );
  }

  const act = async (grant: PermissionGrantView, action: PermissionRowAction) => {
    if (!editor) return;
    if (action === 'remove') {
      setRemoving(grant);
      return;
    }
    await editor.onAction(grant, action);
  };

  const confirmRemove = async () => {
    const grant = removing;
    setRemoving(null);
    if (!grant || !editor) return;
    if ((await editor.onAction(grant, 'remove')) === true) setRemoved(grant.key);
  };

  const isHeld = (request: PermissionGrantRequest) =>
    grants.some((g) => g.permissionId === request.permissionId && g.resourceId === request.resourceId);

  let body: ReactNode;
  if (status === 'loading') {
    body = <p role="status">{t('permissions.loading')}</p>;
  } else if (status === 'failed') {
    body = (
      <div role="alert" className="bf-permissions__load-error">
        <p>{t('permissions.loadError')}</p>
        {loadError ? <p>{loadError}</p> : null}
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('permissions.retry')}
          </Button>
        ) : null}
      </div>
    );
  } else {
    const busyKey = editor?.busyKey ?? null;
    body = (
      <>
        {lock ? (
          <p className="bf-permissions__note">
            {lock.reason === 'ownRecord'
              ? t('permissions.ownRecord')
              : t('permissions.morePrivileged', { name: userName, permissions: lock.codes.join(', ') })}
          </p>
        ) : null}
        <p role="status" className="bf-permissions__done">
          {done
            ? t(`permissions.done.${done.change}`, {
                permission: `${labelOf(done.code, done.permissionId)} · ${permissionCode(done.code, done.permissionId)}`,
                resource:
                  done.resourceId === EVERY_RESOURCE
                    ? t('permissions.resourceAll')
                    : t('permissions.resourceUser', { id: done.resourceId }),
              })
            : null}
        </p>
        {grants.length === 0 ? (
          <p className="bf-permissions__empty">{t('permissions.empty', { name: userName })}</p>
        ) : (
          <PermissionsTable
            caption={t('permissions.caption', { name: userName })}
            grants={grants}
            renderName={nameOf}
            actions={
              editor
                ? {
                    onAction: (grant, action) => void act(grant, action),
                    busyKey,
                    busy: busyKey !== null,
                    errors: editor.rowErrors,
                  }
                : undefined
            }
          />
        )}
        {editor ? (
          editor.grantable.length > 0 ? (
            <GrantPermissionForm
              userName={userName}
              grantable={editor.grantable}
              isHeld={isHeld}
              renderName={nameOf}
              busy={busyKey !== null}
              adding={busyKey === GRANT_BUSY_KEY}
              error={editor.grantError}
              onGrant={editor.onGrant}
            />
          ) : (
            <p className="bf-permissions__note">{t('permissions.add.nothingToGrant')}</p>
          )
        ) : null}
        {removing ? (
          <RemovePermissionDialog
            userName={userName}
            grant={removing}
            renderName={nameOf}
            onConfirm={() => void confirmRemove()}
            onCancel={() => setRemoving(null)}
          />
        ) : null}
      </>
    );
  }

  return (
    <section className="bf-permissions" aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      {heading}
      {body}
    </section>
  );
}

import './permissions.css';
import { useId, type ReactNode } from 'react';
import { formatDateTime } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import { ScrollRegion } from '../../components/scroll-region';
import { VisuallyHidden } from '../../components/visually-hidden';
import { EVERY_RESOURCE, type PermissionGrantView, type PermissionRowAction } from './permission-types';
import { permissionCode, usePermissionLabel } from './permission-texts';
import '../backoffice.css';

/** The row buttons of a table the employee may change. */
export interface PermissionsTableActions {
  onAction: (grant: PermissionGrantView, action: PermissionRowAction) => void;
  /** The grant whose change is being saved (its row says so); null when none. */
  busyKey?: string | null;
  /** A change is being saved: every button waits until it is answered. */
  busy?: boolean;
  /** The service's refusal of a row's last change, in words, by grant key (shown under the row). */
  errors?: Readonly<Record<string, string>>;
}

/** Props of {@link PermissionsTable}. */
export interface PermissionsTableProps {
  /** The table's caption (and the name of its scrolling region). */
  caption: string;
  grants: readonly PermissionGrantView[];
  /** A user's full name by id (the resource, who granted, who suspended). */
  renderName: (userId: number) => ReactNode;
  /** Omitted: the table can only be read (no Actions column). */
  actions?: PermissionsTableActions;
}

/** The resource of a grant: "All" for the wildcard, else the user's name and id. */
export function PermissionResource({ resourceId, renderName }: { resourceId: number; renderName: (userId: number) => ReactNode }) {
  const { t } = useTranslation('backoffice');
  if (resourceId === EVERY_RESOURCE) return <>{t('permissions.all')}</>;
  return (
    <>
      {renderName(resourceId)} {t('permissions.userIdSuffix', { id: resourceId })}
    </>
  );
}

/** When and by whom: the date and time, then the employee's name ("—" and a spoken reason when nobody). */
function WhenAndWho({
  at,
  by,
  nobody,
  renderName,
}: {
  at: string | null | undefined;
  by: number | null | undefined;
  nobody: string;
  renderName: (userId: number) => ReactNode;
}) {
  const { i18n } = useTranslation('backoffice');
  const language = i18n.language || 'en';
  return (
    <>
      {at ? (
        <time className="bf-permissions__when" dateTime={at}>
          {formatDateTime(at, language)}
        </time>
      ) : null}{' '}
      {by == null ? (
        <span className="bf-permissions__who">
          <span aria-hidden="true">—</span>
          <VisuallyHidden>{nobody}</VisuallyHidden>
        </span>
      ) : (
        <span className="bf-permissions__who">{renderName(by)}</span>
      )}
    </>
  );
}

/**
 * A user's grants: the permission (its label and code), the resource's domain and type, the resource ("All" or
 * one user's name and id), created at and by, suspended at and by, and the status in words. With `actions`, each
 * grant the employee holds gets Suspend or Resume and Remove (the buttons are named after their grant); a
 * refused change is shown under its row, linked to the row's buttons. Where the columns do not fit (the user
 * page's main column, a phone) the table scrolls sideways in its own labelled, keyboard-reachable region, and
 * the Actions column stays in view.
 */
export function PermissionsTable({ caption, grants, renderName, actions }: PermissionsTableProps) {
  const { t } = useTranslation('backoffice');
  const labelOf = usePermissionLabel();
  const id = useId();
  const columns = actions ? 7 : 6;

  return (
    <ScrollRegion label={caption} stickyEnd={actions !== undefined}>
      <table className="bf-data-table bf-permissions__table" aria-busy={actions?.busy || undefined}>
        <caption className="bf-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('permissions.columns.permission')}</th>
            <th scope="col">{t('permissions.columns.resourceType')}</th>
            <th scope="col">{t('permissions.columns.resource')}</th>
            <th scope="col">{t('permissions.columns.created')}</th>
            <th scope="col">{t('permissions.columns.suspended')}</th>
            <th scope="col">{t('permissions.columns.status')}</th>
            {actions ? (
              <th scope="col" className="bf-permissions__actions bf-scroll-region__sticky-end">
                {t('permissions.columns.actions')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {grants.map((grant, index) => {
            const rowId = `${id}-${index}`;
            const error = actions?.errors?.[grant.key];
            const errorId = error ? `${rowId}-error` : undefined;
            const saving = actions?.busyKey === grant.key;
            const named = (button: string) => `${rowId}-${button} ${rowId}-permission ${rowId}-resource`;
            const act = (action: PermissionRowAction) => () => {
              if (!actions?.busy) actions?.onAction(grant, action);
            };
            const type = t(`permissions.resourceTypes.${grant.domain}.${grant.resourceTypeId}`, {
              defaultValue: t('permissions.resourceTypeNumber', { id: grant.resourceTypeId }),
            });
            return [
              <tr key={grant.key} className={cx(grant.suspended && 'bf-permissions__row--suspended')} aria-busy={saving || undefined}>
                <th scope="row" id={`${rowId}-permission`}>
                  <span className="bf-permissions__label">{labelOf(grant.code, grant.permissionId)}</span> ·{' '}
                  <code className="bf-permissions__code">{permissionCode(grant.code, grant.permissionId)}</code>
                </th>
                <td>{t('permissions.resourceType', { domain: grant.domain, type })}</td>
                <td id={`${rowId}-resource`}>
                  <PermissionResource resourceId={grant.resourceId} renderName={renderName} />
                </td>
                <td>
                  <WhenAndWho at={grant.createdAt} by={grant.createdBy} nobody={t('permissions.seeded')} renderName={renderName} />
                </td>
                <td>
                  {grant.suspended ? (
                    <WhenAndWho at={grant.suspendedAt} by={grant.suspendedBy} nobody={t('permissions.unknown')} renderName={renderName} />
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <VisuallyHidden>{t('permissions.notSuspended')}</VisuallyHidden>
                    </>
                  )}
                </td>
                <td>
                  <span className={cx('bf-status', grant.suspended ? 'bf-status--suspended' : 'bf-status--active')}>
                    {grant.suspended ? t('permissions.status.suspended') : t('permissions.status.active')}
                  </span>
                </td>
                {actions ? (
                  <td className="bf-permissions__actions bf-scroll-region__sticky-end">
                    {grant.changeable ? (
                      <div className="bf-permissions__buttons">
                        {grant.suspended ? (
                          <Button
                            id={`${rowId}-resume`}
                            size="sm"
                            variant="secondary"
                            aria-labelledby={named('resume')}
                            aria-describedby={errorId}
                            aria-disabled={actions.busy || undefined}
                            onClick={act('resume')}
                          >
                            {t('permissions.actions.resume')}
                          </Button>
                        ) : (
                          <Button
                            id={`${rowId}-suspend`}
                            size="sm"
                            variant="secondary"
                            aria-labelledby={named('suspend')}
                            aria-describedby={errorId}
                            aria-disabled={actions.busy || undefined}
                            onClick={act('suspend')}
                          >
                            {t('permissions.actions.suspend')}
                          </Button>
                        )}
                        <Button
                          id={`${rowId}-remove`}
                          size="sm"
                          variant="ghost"
                          aria-labelledby={named('remove')}
                          aria-describedby={errorId}
                          aria-disabled={actions.busy || undefined}
                          onClick={act('remove')}
                        >
                          {t('permissions.actions.remove')}
                        </Button>
                        {saving ? <span className="bf-permissions__saving">{t('permissions.actions.saving')}</span> : null}
                      </div>
                    ) : (
                      <span className="bf-permissions__muted">{t('permissions.notHeld')}</span>
                    )}
                  </td>
                ) : null}
              </tr>,
              error ? (
                <tr key={`${grant.key}-error`} className="bf-permissions__error-row">
                  <td colSpan={columns}>
                    <p role="alert" id={errorId} className="bf-permissions__error">
                      {error}
                    </p>
                  </td>
                </tr>
              ) : null,
            ];
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

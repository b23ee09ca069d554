import type { ReactNode } from 'react';
import { RequireAuth } from '@brokerfront/auth/react';
import { useTranslation } from '@brokerfront/i18n/react';
import type { PermissionName } from '@brokerfront/permissions';
import { RequirePermission } from '@brokerfront/permissions/react';
import { ButtonLink, PageHeader, Section } from '@brokerfront/ui-templates';
import { NoIndex } from '../head/document-head';
import { useLocalizedPath } from '../i18n/localized-link';
import { CurrentUserGate } from '../live/current-user-gate';
import { pathTo } from '../paths';

function Pending() {
  const { t } = useTranslation('backoffice');
  return (
    <p role="status" className="bf-backoffice__status">
      {t('loading')}
    </p>
  );
}

/** Shown to a signed-in user without the page's permission (a client, or an employee without the grant). */
export function NotAllowedPage({ permission = 'users.read' }: { permission?: string }) {
  const { t } = useTranslation('backoffice');
  const localize = useLocalizedPath();
  return (
    <>
      <PageHeader title={t('notAllowed.title')} />
      <Section width="narrow">
        <div role="alert" className="bf-backoffice__not-allowed">
          <p>{t('notAllowed.message', { permission })}</p>
        </div>
        <ButtonLink href={localize(pathTo('account'))} variant="secondary">
          {t('notAllowed.home')}
        </ButtonLink>
      </Section>
    </>
  );
}

/**
 * The back office's guard: logged-in only (150 ms start-up wait, else the root with the URL
 * remembered), then the current user loaded, then `users.read` on every user (and the page's own
 * permission, e.g. `users.import`); others see {@link NotAllowedPage}. Kept out of search engines
 * (`noindex`; one tag with the client shell's).
 */
export function BackOfficeGuard({ children, permission }: { children: ReactNode; permission?: PermissionName }) {
  const inner = permission ? (
    <RequirePermission permission={permission} pending={<Pending />} fallback={<NotAllowedPage permission={permission} />}>
      {children}
    </RequirePermission>
  ) : (
    children
  );
  return (
    <NoIndex>
      <RequireAuth>
        <CurrentUserGate fallback={<Pending />}>
          <RequirePermission permission="users.read" pending={<Pending />} fallback={<NotAllowedPage />}>
            {inner}
          </RequirePermission>
        </CurrentUserGate>
      </RequireAuth>
    </NoIndex>
  );
}

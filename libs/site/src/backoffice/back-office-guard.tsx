import type { ReactNode } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import type { PermissionName } from '@brokerfront/permissions';
import { RequirePermission } from '@brokerfront/permissions/react';
import { ButtonLink, PageHeader, Section } from '@brokerfront/ui-templates';
import { NoIndex } from '../head/document-head';
import { useLocalizedPath } from '../i18n/localized-link';
import { CurrentUserGate } from '../live/current-user-gate';
import { pathTo } from '../paths';
import { TestEnvironmentMarker } from './test-environment';
import { RequireSignedIn } from '../session/guards';
import { useSignedInHome, useSignedInRole } from '../session/signed-in-role';

function Pending() {
  const { t } = useTranslation('backoffice');
  return (
    <p role="status" className="bf-backoffice__status">
      {t('loading')}
    </p>
  );
}

/**
 * Shown to a signed-in user without the page's permission (a client, or an employee without the grant),
 * with a way back to their account: their signed-in home, or their profile for an employee whose home
 * (the users list) is the very page refused.
 */
export function NotAllowedPage({ permission = 'users.read' }: { permission?: string }) {
  const { t } = useTranslation('backoffice');
  const localize = useLocalizedPath();
  const home = useSignedInHome();
  const homeRefused = useSignedInRole() === 'employee' && permission === 'users.read';
  return (
    <>
      <PageHeader title={t('notAllowed.title')} />
      <Section width="narrow">
        <div role="alert" className="bf-backoffice__not-allowed">
          <p>{t('notAllowed.message', { permission })}</p>
        </div>
        <ButtonLink href={homeRefused ? localize(pathTo('accountProfile')) : home} variant="secondary">
          {t('notAllowed.home')}
        </ButtonLink>
      </Section>
    </>
  );
}

/**
 * The back office's guard: logged-in only (150 ms start-up wait, else the root with the URL
 * remembered, or the sign-in page after a forced sign-out: `RequireSignedIn`), then the current user
 * loaded, then `users.read` on every user (and the page's own permission, e.g. `users.import`); others
 * see {@link NotAllowedPage}. Kept out of search engines (`noindex`; one tag with the client shell's).
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
      <RequireSignedIn>
        <CurrentUserGate fallback={<Pending />}>
          <RequirePermission permission="users.read" pending={<Pending />} fallback={<NotAllowedPage />}>
            <TestEnvironmentMarker />
            {inner}
          </RequirePermission>
        </CurrentUserGate>
      </RequireSignedIn>
    </NoIndex>
  );
}

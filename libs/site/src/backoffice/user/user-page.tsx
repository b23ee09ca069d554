import { useParams } from 'react-router-dom';
import { useAppConfig } from '@brokerfront/config/react';
import { fullNameOf } from '@brokerfront/identity-api';
import { useGetUserQuery, type IdentityApiError } from '@brokerfront/identity-api/redux';
import { Button, ButtonLink, PageHeader } from '@brokerfront/ui-templates';
import { DocumentHead } from '../../head/document-head';
import { useLocalizedPath } from '../../i18n/localized-link';
import { pathTo, ROUTE_PATHS } from '../../paths';
import { BackOfficeGuard } from '../back-office-guard';
import { CreatedUserNotice } from '../create/created-user-notice';
import { useBackOfficeTexts } from '../labels';
import { UserActionsSection } from './actions/user-actions-section';
import { AssignSection } from './assign/assign-section';
import { DocumentsReviewSection } from './documents/documents-review-section';
import { useIsOwnRecord } from './own-record';
import { PermissionsSection } from './permissions/permissions-section';
import { UserHeader } from './profile/user-header';
import { UserProfileSection } from './profile/user-profile-section';
import { TimelineSection } from './timeline/timeline-section';

/** The §8 message of a failed call (the error catalogue's text, built by the identity client). */
const messageOf = (error: unknown): string | null =>
  error && typeof error === 'object' && 'message' in error ? String((error as IdentityApiError).message) : null;

/**
 * One user in the back office (`GET {id}`), everything about them on one page: the header, the details with
 * their edit form and the sales status, the identity documents to review, the permissions (employees), and
 * beside them the guarded actions, the assignment (account manager, employee group) and the timeline. Every
 * control sits behind its permission; the employee's own record offers no action on itself. Changes made
 * elsewhere arrive pushed and replace the page's data without a reload.
 */
export function UserPage() {
  const app = useAppConfig();
  const { t } = useBackOfficeTexts();
  const localize = useLocalizedPath();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: user, error, isLoading, refetch } = useGetUserQuery(id, { skip: !valid });
  const ownRecord = useIsOwnRecord(user?.Id);
  const back = (
    <ButtonLink href={localize(pathTo('backOfficeUsers'))} variant="secondary">
      {t('user.back')}
    </ButtonLink>
  );
  const name = user ? fullNameOf(user) : t('users.title');
  const head = (
    <DocumentHead title={name} appName={app.name} description={app.description} origin={app.origin} path={ROUTE_PATHS.backOffice} />
  );

  if (!user) {
    const status = error && 'status' in error ? error.status : 404;
    const failed = !isLoading && (!valid || error);
    return (
      <>
        {head}
        <PageHeader eyebrow={t('title')} title={t('users.title')} actions={back} />
        {failed ? (
          <div role="alert" className="bf-backoffice__error">
            <p>{status === 404 ? t('user.notFound') : t('user.error')}</p>
            {messageOf(error) ? <p>{messageOf(error)}</p> : null}
            {valid && status !== 404 ? (
              <Button variant="secondary" onClick={() => void refetch()}>
                {t('user.retry')}
              </Button>
            ) : null}
          </div>
        ) : (
          <p role="status">{t('user.loading')}</p>
        )}
      </>
    );
  }

  return (
    <>
      {head}
      <UserHeader user={user} actions={back} />
      <CreatedUserNotice userId={user.Id} />
      <div className="bf-container bf-user-page">
        <div className="bf-user-page__main">
          <UserProfileSection user={user} ownRecord={ownRecord} />
          <DocumentsReviewSection user={user} ownRecord={ownRecord} />
          <PermissionsSection user={user} ownRecord={ownRecord} />
        </div>
        <div className="bf-user-page__side">
          <UserActionsSection user={user} ownRecord={ownRecord} />
          <AssignSection user={user} ownRecord={ownRecord} />
          <TimelineSection user={user} />
        </div>
      </div>
    </>
  );
}

/** `/backoffice/users/:id`: signed-in employees with `users.read`. */
export function UserRoute() {
  return (
    <BackOfficeGuard>
      <UserPage />
    </BackOfficeGuard>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { useAppConfig } from '@brokerfront/config/react';
import type { User } from '@brokerfront/identity-api';
import {
  useGetUserQuery,
  useSetIsArchivedMutation,
  useSetIsBlockedMutation,
  useUpdateUserMutation,
  type IdentityApiError,
} from '@brokerfront/identity-api/redux';
import { Can } from '@brokerfront/permissions/react';
import { Button, ButtonLink, Card, DetailsList, PageHeader, Section, TextField, UserStatusBadge } from '@brokerfront/ui-templates';
import { DocumentHead } from '../head/document-head';
import { useLocalizedPath } from '../i18n/localized-link';
import { BackOfficeGuard } from './back-office-guard';
import { CreatedUserNotice } from './create/created-user-notice';
import { statusOf, useBackOfficeTexts } from './labels';
import { pathTo, ROUTE_PATHS } from '../paths';

/** The §8 message of a failed call (the error catalogue's text, built by the identity client). */
const messageOf = (error: unknown): string | null =>
  error && typeof error === 'object' && 'message' in error ? String((error as IdentityApiError).message) : null;

function Outcome({ error, done }: { error: unknown; done: string | null }) {
  const message = messageOf(error);
  if (message) {
    return (
      <p role="alert" className="bf-backoffice__error">
        {message}
      </p>
    );
  }
  return done ? (
    <p role="status" className="bf-backoffice__done">
      {done}
    </p>
  ) : null;
}

/** Block / unblock and archive / unarchive, each shown only with its permission on this user. */
function UserActions({ user }: { user: User }) {
  const { t } = useBackOfficeTexts();
  const [setBlocked, blocking] = useSetIsBlockedMutation();
  const [setArchived, archiving] = useSetIsArchivedMutation();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const busy = blocking.isLoading || archiving.isLoading;
  const run = async (call: () => Promise<unknown>, message: string) => {
    setDone(null);
    setError(null);
    try {
      await call();
      setDone(message);
    } catch (e) {
      setError(e);
    }
  };
  return (
    <div className="bf-backoffice__actions">
      <div className="bf-backoffice__buttons">
        <Can permission="users.block" resourceId={user.Id}>
          <Button
            variant={user.IsBlocked ? 'secondary' : 'primary'}
            disabled={busy}
            onClick={() =>
              void run(
                () => setBlocked({ id: user.Id, isBlocked: !user.IsBlocked }).unwrap(),
                user.IsBlocked ? t('user.unblocked') : t('user.blocked'),
              )
            }
          >
            {user.IsBlocked ? t('user.unblock') : t('user.block')}
          </Button>
        </Can>
        <Can permission="users.archive" resourceId={user.Id}>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void run(
                () => setArchived({ UserId: user.Id, IsArchived: !user.IsArchived }).unwrap(),
                user.IsArchived ? t('user.unarchived') : t('user.archived'),
              )
            }
          >
            {user.IsArchived ? t('user.unarchive') : t('user.archive')}
          </Button>
        </Can>
      </div>
      {busy ? <p role="status">{t('user.working')}</p> : <Outcome error={error} done={done} />}
    </div>
  );
}

/** First and last name of the user (Update), with the permission to change it. */
function NameForm({ user }: { user: User }) {
  const { t } = useBackOfficeTexts();
  const [update, updating] = useUpdateUserMutation();
  const [first, setFirst] = useState(user.FirstName);
  const [last, setLast] = useState(user.LastName);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  // A change pushed meanwhile replaces the fields the employee has not touched.
  useEffect(() => setFirst(user.FirstName), [user.FirstName]);
  useEffect(() => setLast(user.LastName), [user.LastName]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    setError(null);
    try {
      await update({ Id: user.Id, FirstName: first.trim(), LastName: last.trim() }).unwrap();
      setDone(t('user.saved'));
    } catch (e) {
      setError(e);
    }
  };
  return (
    <form className="bf-backoffice__form" aria-label={t('user.editName')} onSubmit={(event) => void submit(event)}>
      <TextField label={t('user.firstName')} value={first} onChange={(event) => setFirst(event.target.value)} required />
      <TextField label={t('user.lastName')} value={last} onChange={(event) => setLast(event.target.value)} required />
      <Button type="submit" disabled={updating.isLoading}>
        {t('user.save')}
      </Button>
      <Outcome error={error} done={done} />
    </form>
  );
}

/**
 * One user in the back office (GET {id}): details, block/unblock, archive/unarchive and the name,
 * each action only with its permission (`<Can>`); failures show the service's §8 message. A change
 * made elsewhere arrives pushed and patches this page's data without a refetch.
 */
export function UserPage() {
  const app = useAppConfig();
  const texts = useBackOfficeTexts();
  const { t } = texts;
  const localize = useLocalizedPath();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: user, error, isLoading } = useGetUserQuery(id, { skip: !valid });

  let body;
  if (isLoading) {
    body = <p role="status">{t('user.loading')}</p>;
  } else if (!valid || (error && !user)) {
    const status = error && 'status' in error ? error.status : 404;
    body = (
      <div role="alert" className="bf-backoffice__error">
        <p>{status === 404 ? t('user.notFound') : t('user.error')}</p>
        {messageOf(error) ? <p>{messageOf(error)}</p> : null}
      </div>
    );
  } else if (user) {
    const status = statusOf(user);
    body = (
      <>
        <Section title={t('user.details')} width="wide">
          <Card variant="outline">
            <DetailsList
              items={[
                [t('user.fields.id'), String(user.Id)],
                [t('user.fields.email'), user.Email],
                [t('user.fields.phone'), user.PhoneNumber || t('user.none')],
                [t('user.fields.type'), texts.typeOf(user)],
                [t('user.fields.country'), texts.countryName(user.CountryCode) || t('user.none')],
                [t('user.fields.status'), texts.statuses[status]],
                [t('user.fields.tier'), user.ActiveTierName || t('user.none')],
                [t('user.fields.createdAt'), texts.date(user.CreatedAt) || t('user.none')],
                [t('user.fields.updatedAt'), texts.date(user.UpdatedAt) || t('user.none')],
              ]}
            />
          </Card>
        </Section>
        <Section title={t('user.actions')} width="wide">
          <UserActions user={user} />
          <Can permission="users.update" resourceId={user.Id}>
            <NameForm key={user.Id} user={user} />
          </Can>
        </Section>
      </>
    );
  }

  const name = user ? user.FullName || `${user.FirstName} ${user.LastName}` : t('users.title');
  return (
    <>
      <DocumentHead title={name} appName={app.name} description={app.description} origin={app.origin} path={ROUTE_PATHS.backOffice} />
      <PageHeader
        eyebrow={t('title')}
        title={name}
        lead={user ? <UserStatusBadge status={statusOf(user)} label={texts.statuses[statusOf(user)]} /> : undefined}
        actions={
          <ButtonLink href={localize(pathTo('backOfficeUsers'))} variant="secondary">
            {t('user.back')}
          </ButtonLink>
        }
      />
      <CreatedUserNotice userId={user?.Id} />
      {body}
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

import { RequireAuth, useCurrentClaims, useSignOut } from '@brokerfront/auth/react';
import { useAppConfig } from '@brokerfront/config/react';
import { formatLongDate } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import { fullNameOf, getCountries, UserType, type User } from '@brokerfront/identity-api';
import { useGetCurrentUserQuery } from '@brokerfront/identity-api/redux';
import { Can } from '@brokerfront/permissions/react';
import { Button, ButtonLink, Card, DetailsList, PageHeader, Section, SignOutButton } from '@brokerfront/ui-templates';
import { DocumentHead } from '../head/document-head';
import { useLocalizedPath } from '../i18n/localized-link';
import { pathTo, ROUTE_PATHS } from '../paths';

/** A valid IANA time zone name, or `undefined` (the browser's is used then). */
function validTimeZone(zone: string | null | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

function ProfileDetails({ user, language }: { user: User; language: string }) {
  const { t } = useTranslation('account');
  const code = user.CountryCode?.trim().toUpperCase() || null;
  const country = code ? (getCountries(language).find((c) => c.iso2 === code)?.name ?? code) : null;
  const employee = user.UserType === UserType.Employee;
  const rows: [string, string][] = [
    [t('profile.fullName'), fullNameOf(user)],
    [t('profile.email'), user.Email],
    [t('profile.userType'), employee ? t('profile.types.employee') : t('profile.types.individual')],
    [t('profile.country'), country ?? t('profile.none')],
    [t('profile.tier'), user.ActiveTierName || t('profile.none')],
    [
      t('profile.createdAt'),
      user.CreatedAt ? formatLongDate(user.CreatedAt, language, { timeZone: validTimeZone(user.TimeZone) }) : t('profile.none'),
    ],
  ];
  return <DetailsList items={rows} className="bf-account__details" />;
}

/**
 * The signed-in home: the current user's profile (GetCurrentUser through RTK Query) with loading,
 * error and empty states, and for employees who may read users a link to the back office.
 */
export function AccountPage() {
  const app = useAppConfig();
  const { t, i18n } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const signOut = useSignOut();
  const language = i18n.language || app.defaultLanguage.prefix;
  const claims = useCurrentClaims();
  const { data: user, error, isLoading, isFetching, refetch } = useGetCurrentUserQuery();
  const localize = useLocalizedPath();
  const employee = user?.UserType === UserType.Employee;
  const name = user?.FullName || String(claims?.name ?? claims?.email ?? '');

  let body;
  if (isLoading) {
    body = (
      <p role="status" className="bf-account__status">
        {t('profile.loading')}
      </p>
    );
  } else if (error) {
    body = (
      <div role="alert" className="bf-account__error">
        <p>{t('profile.error')}</p>
        {'message' in error && error.message ? <p className="bf-account__error-detail">{error.message}</p> : null}
        <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
          {t('profile.retry')}
        </Button>
      </div>
    );
  } else if (!user) {
    body = <p className="bf-account__empty">{t('profile.empty')}</p>;
  } else {
    body = <ProfileDetails user={user} language={language} />;
  }

  return (
    <>
      <DocumentHead
        title={t('home.title')}
        appName={app.name}
        description={app.description}
        origin={app.origin}
        path={ROUTE_PATHS.account}
      />
      <PageHeader
        title={name ? t('home.welcome', { name }) : t('home.title')}
        lead={t('home.lead')}
        actions={
          <>
            {employee ? (
              <Can permission="users.read">
                <ButtonLink href={localize(pathTo('backOffice'))} variant="primary">
                  {t('home.backOffice')}
                </ButtonLink>
              </Can>
            ) : null}
            <SignOutButton label={tAuth('signOut')} variant="secondary" onSignOut={signOut} />
          </>
        }
      />
      <Section title={t('profile.title')} width="narrow">
        <Card variant="outline">{body}</Card>
      </Section>
    </>
  );
}

/** `/account`, logged-in only: waits up to 150 ms for session start-up, else the root (URL remembered). */
export function AccountRoute() {
  return (
    <RequireAuth>
      <AccountPage />
    </RequireAuth>
  );
}

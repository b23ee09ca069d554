import { skipToken } from '@reduxjs/toolkit/query';
import { useCurrentClaims, useSignOut } from '@brokerfront/auth/react';
import { selectAuthStatus } from '@brokerfront/auth/redux';
import { useTranslation } from '@brokerfront/i18n/react';
import { fullNameOf } from '@brokerfront/identity-api';
import { useGetCurrentUserQuery } from '@brokerfront/identity-api/redux';
import { DelegatedSessionBanner } from '@brokerfront/ui-templates';
import { useAppSelector } from '../app/hooks';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/**
 * "Signed in by {employee} on behalf of {client}": shown on every signed-in page of a delegated session (an
 * employee's "Log in as client", whose access token names the employee in its `act` claim), with a button that
 * ends it. Nothing in the user's own sessions.
 */
export function DelegatedSessionNotice() {
  const { t } = useTranslation('auth');
  const claims = useCurrentClaims();
  const signOut = useSignOut();
  const signedIn = useAppSelector(selectAuthStatus) === 'loggedIn';
  const { data: user } = useGetCurrentUserQuery(signedIn ? undefined : skipToken);
  const act = claims?.act;
  if (!act) return null;
  const employee = text(act.name) ?? t('delegated.unknownEmployee');
  const client = (user && fullNameOf(user)) || text(claims?.name) || text(claims?.email) || '';
  return (
    <DelegatedSessionBanner
      labels={{ message: t('delegated.message', { employee, client }), note: t('delegated.note'), end: t('delegated.end') }}
      onEnd={() => signOut()}
    />
  );
}

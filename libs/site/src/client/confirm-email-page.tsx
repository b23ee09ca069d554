import { useCallback, useEffect, useRef, useState } from 'react';
import { selectIsLoggedIn } from '@brokerfront/auth/redux';
import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { useConfirmEmailMutation, useGetCurrentUserQuery } from '@brokerfront/identity-api/redux';
import { ConfirmEmailView, Section, type ConfirmEmailState } from '@brokerfront/ui-templates';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { DocumentHead } from '../head/document-head';
import { useLocalizedPath } from '../i18n/localized-link';
import { pathTo, ROUTE_PATHS } from '../paths';
import { isInvalidConfirmationToken } from './registration-errors';
import { useResendLink } from './registration-hooks';
import { envelopeErrorsOf, useServiceErrorText } from './service-errors';

/**
 * The `token` of the link, read when the page opens (or another link is followed) and then removed from
 * the address bar (history `replace`): a spent single-use token stays neither in the history nor in a
 * shared URL.
 */
function useLinkToken(): string | null {
  const [params] = useSearchParams();
  const inAddress = params.get('token')?.trim() || null;
  const [token, setToken] = useState(inAddress);
  if (inAddress && inAddress !== token) setToken(inAddress);
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!params.has('token')) return;
    const rest = new URLSearchParams(params);
    rest.delete('token');
    const search = rest.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [params, navigate, location.pathname, location.hash]);
  return token;
}

/** What the page shows: the state and, for the errors, the service's error (its text follows the language). */
interface Outcome {
  state: ConfirmEmailState;
  email?: string | null;
  error?: unknown;
}

/**
 * What a refused `ConfirmEmail` comes to. `password_required` asks the owner for their current password (no
 * error shown: the form explains); `password_invalid` spent the link. Another failure of a try with the
 * password stays in the password form (`withPassword`), which keeps what was typed.
 */
function refusedConfirmationOf(error: unknown, withPassword: boolean): Outcome {
  const first = envelopeErrorsOf(error)[0];
  if (first?.Code === 'email_already_confirmed') return { state: 'alreadyConfirmed', error: first };
  if (first && isInvalidConfirmationToken(first)) return { state: 'invalid', error: first };
  if (first?.Code === 'password_invalid') return { state: 'passwordInvalid', error: first };
  if (first?.Code === 'password_required')
    return withPassword ? { state: 'passwordRequired', error: first } : { state: 'passwordRequired' };
  return withPassword ? { state: 'passwordRequired', error } : { state: 'failed', error };
}

/**
 * `/confirm-email?token=…`: calls `ConfirmEmail` once for the link (also under StrictMode, whose
 * double effects reuse the first call) and says what happened: confirmed (then "Sign in", or the
 * dashboard when signed in), 'Email already confirmed.', 'Invalid verification code. Please try again.'
 * with "Send the link again" (asking for the address unless signed in), or another failure with
 * "Try again". An address someone other than its owner set (an employee) asks for the owner's current
 * password and sends it with the token; a wrong one spent the link, so a new one is offered.
 */
export function ConfirmEmailRoute() {
  const app = useAppConfig();
  const { t } = useTranslation('client');
  const localize = useLocalizedPath();
  const token = useLinkToken();
  const signedIn = useAppSelector(selectIsLoggedIn);
  // Signed in, the address of the new link is the user's own (loaded unless already in the cache).
  const { data: user, refetch } = useGetCurrentUserQuery(undefined, { skip: !signedIn });
  // Whether the user is signed in when a confirmation ends (its answer then refreshes the user's record).
  const signedInNow = useRef(signedIn);
  signedInNow.current = signedIn;
  const [confirm] = useConfirmEmailMutation();
  const text = useServiceErrorText();
  const resend = useResendLink();
  const [outcome, setOutcome] = useState<Outcome>(() => ({ state: token ? 'confirming' : 'missingToken' }));
  // A try with the owner's password is under way (the password form stays, keeping what was typed).
  const [busy, setBusy] = useState(false);
  // The token a request was made for: StrictMode's second effect run finds it and does not ask again.
  const asked = useRef<string | null>(null);

  const run = useCallback(
    async (value: string, password?: string) => {
      const withPassword = password !== undefined;
      if (withPassword) setBusy(true);
      else setOutcome({ state: 'confirming' });
      // The outcome is kept here, not in the mutation's cache entry (which an unmount resets).
      const result = await confirm(withPassword ? { Token: value, Password: password } : value);
      setBusy(false);
      if (!('error' in result)) {
        setOutcome({ state: 'confirmed', email: result.data?.Email ?? null });
        // The signed-in user's record says "confirmed" now (the dashboard's next steps follow it).
        if (signedInNow.current) void refetch();
        return;
      }
      setOutcome(refusedConfirmationOf(result.error, withPassword));
    },
    [confirm, refetch],
  );

  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    void run(token);
  }, [token, run]);

  const continueHref = localize(pathTo(signedIn ? 'account' : 'signIn'));
  return (
    <Section width="narrow" className="bf-account bf-account--confirm-email">
      <DocumentHead
        title={t('confirmEmail.title')}
        appName={app.name}
        description={app.description}
        origin={app.origin}
        path={ROUTE_PATHS.confirmEmail}
      />
      <ConfirmEmailView
        state={outcome.state}
        email={outcome.email}
        message={outcome.error ? text(outcome.error) : null}
        signedIn={signedIn}
        continueHref={continueHref}
        onRetry={token ? () => void run(token) : undefined}
        onConfirmWithPassword={token ? (password) => void run(token, password) : undefined}
        busy={busy}
        resend={{ ...resend, email: signedIn ? (user?.Email ?? null) : null }}
      />
    </Section>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { TokenClaims } from '@brokerfront/auth';
import { useAuthStatus, useAutoLogin, useCurrentClaims } from '@brokerfront/auth/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { ButtonLink, Section, SwitchAccountDialog, switchAccountDialogLabels } from '@brokerfront/ui-templates';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHead } from '../head/page-head';
import { useLocalizedPath } from '../i18n/localized-link';
import { pathTo } from '../paths';
import { useSignedInHome } from '../session/signed-in-role';
import { useAfterSignIn } from './use-after-sign-in';

/** The name to show for a signed-in user: the token's name, else its email, else `fallback`. */
function displayName(claims: TokenClaims | null, fallback: string): string {
  for (const value of [claims?.name, claims?.email]) if (typeof value === 'string' && value.trim()) return value;
  return fallback;
}

/**
 * The `token` of the link, read once when the page opens, and removed from the address bar at once
 * (history `replace`), so that the single-use token stays neither in the history nor in a shared URL.
 */
function useLinkToken(): string | null {
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token')?.trim() || null);
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

/**
 * `/auto-login?token=…`: signs in with the single-use token of the link (one request, even under
 * StrictMode) and goes on to the remembered URL or the signed-in home (the back office for an employee,
 * the dashboard for a client). The token leaves the address bar at once; the exchange waits until this tab's
 * own session has settled (restored from storage or received from another tab). When another
 * user is signed in, a dialog asks before switching ("You are signed in as {name}. Sign out and continue
 * as the other account?"); Cancel keeps that user. A missing, invalid, expired or used token shows a clear
 * error with a way to the sign-in screen. Kept out of search engines (`noindex`).
 */
export function AutoLoginRoute() {
  const { t } = useTranslation('auth');
  const { t: tAccount } = useTranslation('account');
  const token = useLinkToken();
  // The link is exchanged once this tab knows its own session: one still arriving from storage or from another
  // tab ("starting") would otherwise be replaced without the question below.
  const settled = useAuthStatus() !== 'starting';
  const state = useAutoLogin(settled ? token : null);
  const claims = useCurrentClaims();
  const after = useAfterSignIn();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const home = useSignedInHome();
  const succeeded = state.status === 'done' && state.result.success;
  // The remembered URL is taken (and cleared) once: later renders before the page leaves go nowhere.
  const left = useRef(false);

  useEffect(() => {
    if (!succeeded || left.current) return;
    left.current = true;
    void navigate(after.take(state.status === 'done' ? state.result.token : null), { replace: true });
  }, [succeeded, navigate, after, state]);

  const declined = state.status === 'done' && state.result.errorCode === 'switch_declined';
  const failed = !token || (state.status === 'done' && !state.result.success && !declined);
  const confirming = state.status === 'confirm' ? state : null;
  const currentName = displayName(confirming?.accounts.current ?? claims, tAccount('header.accountFallback'));
  return (
    <Section width="narrow" className="bf-account bf-account--auto-login">
      <PageHead title={t('autoLogin.title')} noindex />
      <h1 className="bf-account__title">{t('autoLogin.title')}</h1>
      {failed ? (
        <div role="alert" className="bf-account__error">
          <p>{token ? t('autoLogin.failed') : tAccount('autoLogin.missingToken')}</p>
          <ButtonLink href={localize(pathTo('signIn'))} variant="primary">
            {t('autoLogin.goToSignIn')}
          </ButtonLink>
        </div>
      ) : declined ? (
        <div role="status" className="bf-account__status">
          <p>{t('autoLogin.switch.cancelled', { name: currentName })}</p>
          <ButtonLink href={home} variant="primary">
            {tAccount('header.accountFallback')}
          </ButtonLink>
        </div>
      ) : (
        <p role="status" className="bf-account__status">
          {t('autoLogin.working')}
        </p>
      )}
      <SwitchAccountDialog
        open={confirming !== null}
        currentName={currentName}
        onContinue={() => confirming?.answer(true)}
        onCancel={() => confirming?.answer(false)}
        labels={switchAccountDialogLabels(t)}
      />
    </Section>
  );
}

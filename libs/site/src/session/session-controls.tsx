import { useCurrentClaims, useSignOut } from '@brokerfront/auth/react';
import { selectAuthStatus, selectSessionReconnecting } from '@brokerfront/auth/redux';
import { fullNameOf } from '@brokerfront/identity-api';
import { selectCurrentUser } from '@brokerfront/identity-api/redux';
import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { ButtonLink, IconLogIn, IconUserPlus, isExternalHref, ReconnectingNotice, SignOutButton } from '@brokerfront/ui-templates';
import { useAppSelector } from '../app/hooks';
import { useLocalizedPath } from '../i18n/localized-link';
import { LiveConnectionIndicator } from '../live/live-header';
import { useSignedInHome } from './signed-in-role';

/** A text claim of the token, or null. */
const claimText = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** Props of {@link SessionControls}. */
export interface SessionControlsProps {
  /** Show the sign-in and sign-up links when signed out (default true; off where the layout draws its own). */
  guestLinks?: boolean;
}

/**
 * The session part of the header. Signed out: the sign-in link (AppConfig `loginLink`) and the
 * sign-up link (`signUpLink`). Signed in: the user's name (the current user's full name from the cache
 * once loaded, so a pushed change shows at once; the token's before), linking to their signed-in home
 * (the dashboard, or the back office for an employee), the live-connection indicator, a quiet
 * "Reconnecting…" live region while a token refresh is retried, and "Sign out" (every tab). Nothing while
 * the session starts, so no link flashes.
 */
export function SessionControls({ guestLinks = true }: SessionControlsProps) {
  const app = useAppConfig();
  const status = useAppSelector(selectAuthStatus);
  const reconnecting = useAppSelector(selectSessionReconnecting);
  const user = useAppSelector(selectCurrentUser);
  const claims = useCurrentClaims();
  const signOut = useSignOut();
  const localize = useLocalizedPath();
  const home = useSignedInHome();
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const href = (link: string) => (isExternalHref(link) ? link : localize(link));

  if (status === 'starting') return null;
  if (status === 'loggedIn') {
    return (
      <div className="bf-session-controls bf-session-controls--signed-in">
        <ButtonLink href={home} variant="ghost" size="sm" className="bf-session-controls__user">
          {(user && fullNameOf(user)) || claimText(claims?.name) || claimText(claims?.email) || t('header.accountFallback')}
        </ButtonLink>
        <LiveConnectionIndicator />
        <ReconnectingNotice
          reconnecting={reconnecting}
          label={tAuth('session.reconnecting')}
          className="bf-session-controls__reconnecting"
        />
        <SignOutButton label={tAuth('signOut')} onSignOut={signOut} />
      </div>
    );
  }
  if (!guestLinks || (!app.loginLink && !app.signUpLink)) return null;
  return (
    <div className="bf-session-controls bf-session-controls--signed-out">
      {app.loginLink ? (
        <ButtonLink href={href(app.loginLink)} variant="ghost" size="sm" icon={<IconLogIn size={18} />}>
          {t('header.signIn')}
        </ButtonLink>
      ) : null}
      {app.signUpLink ? (
        <ButtonLink href={href(app.signUpLink)} variant="primary" size="sm" icon={<IconUserPlus size={18} />}>
          {t('header.signUp')}
        </ButtonLink>
      ) : null}
    </div>
  );
}

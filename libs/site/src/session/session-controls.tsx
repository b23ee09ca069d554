import { signOutRequested } from '@brokerfront/auth/react';
import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import type { ReactNode } from 'react';
import { ButtonLink, IconLogIn, IconUserPlus, isExternalHref, SignOutButton } from '@brokerfront/ui-templates';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useLocalizedPath } from '../i18n/localized-link';
import { selectSessionStatus, selectSessionUser } from './session-slices';
import { LiveConnectionIndicator } from '../live/live-header';
import { selectLiveFullName } from '../live/live-selectors';

/** The account page of a signed-in user (unprefixed; links add the language). */
export const ACCOUNT_PATH = '/account';

/** Props of {@link SessionControls}. */
export interface SessionControlsProps {
  /** Show the sign-in and sign-up links when signed out (default true; off where the layout draws its own). */
  guestLinks?: boolean;
}

/**
 * The session part of the header. Signed out: the sign-in link (AppConfig `loginLink`) and the
 * sign-up link (`signUpLink`). Signed in: the user's name, linking to the account page (the live
 * current user's full name once loaded, so a pushed change shows at once; the token's name before),
 * the live-connection indicator and "Sign out" (every tab). Nothing while the session starts, so no
 * link flashes. Reads the `auth` slice and the live slices when present: the sign-in screens and the
 * realtime code stay in their own chunks.
 */
export function SessionControls({ guestLinks = true }: SessionControlsProps) {
  const app = useAppConfig();
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectSessionUser);
  const liveName = useAppSelector(selectLiveFullName);
  const dispatch = useAppDispatch();
  const localize = useLocalizedPath();
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const href = (link: string) => (isExternalHref(link) ? link : localize(link));

  if (status === 'starting') return null;
  if (status === 'loggedIn') {
    return (
      <div className="bf-session-controls bf-session-controls--signed-in">
        <ButtonLink href={localize(ACCOUNT_PATH)} variant="ghost" size="sm" className="bf-session-controls__user">
          {liveName ?? user?.name ?? user?.email ?? t('header.accountFallback')}
        </ButtonLink>
        <LiveConnectionIndicator />
        <SignOutButton label={tAuth('signOut')} onSignOut={() => dispatch(signOutRequested())} />
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

/** What the template layout's header gets from the session (see {@link useSessionHeader}). */
export interface SessionHeader {
  /** The layout's own sign-in link: only for a signed-out visitor. */
  loginHref?: string;
  /** The layout's own sign-up link: only for a signed-out visitor. */
  signUpHref?: string;
  /** The header slot: the user's name, the live-connection indicator and "Sign out" once signed in. */
  actions: ReactNode;
}

/**
 * Header props for a template layout: a signed-out visitor sees the layout's sign-in and sign-up
 * links (AppConfig `loginLink` / `signUpLink`, styled by the template); a signed-in user sees their
 * name and "Sign out" in the layout's `headerActions` slot instead.
 */
export function useSessionHeader(): SessionHeader {
  const app = useAppConfig();
  const status = useAppSelector(selectSessionStatus);
  const localize = useLocalizedPath();
  // Until the session is known the visitor counts as a guest (a restored session replaces the links at once).
  const guest = status !== 'loggedIn';
  const href = (link: string) => (link ? (isExternalHref(link) ? link : localize(link)) : undefined);
  return {
    loginHref: guest ? href(app.loginLink) : undefined,
    signUpHref: guest ? href(app.signUpLink) : undefined,
    actions: <SessionControls guestLinks={false} />,
  };
}

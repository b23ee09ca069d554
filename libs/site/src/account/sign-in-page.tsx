import { useState } from 'react';
import { loginErrorKey, type LogoutReason } from '@brokerfront/auth';
import { useSignIn } from '@brokerfront/auth/react';
import { selectLogoutFromOtherTab, selectLogoutReason } from '@brokerfront/auth/redux';
import { useAppConfig } from '@brokerfront/config/react';
import { intlLocaleOf } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import { isExternalHref, Section, SignInForm, signInFormLabels, type SignInValues } from '@brokerfront/ui-templates';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { PageHead } from '../head/page-head';
import { useLocalizedPath } from '../i18n/localized-link';
import { pathTo } from '../paths';
import { RequireSignedOut } from '../session/guards';
import { useAfterSignIn } from './use-after-sign-in';

/**
 * The `auth` key of the sentence saying why the last session ended without the user asking, or null:
 * idle timeout (`idle`), account blocked (`blocked`) or archived (`archived`), or one of the two as the service
 * refused the session (`deactivated`), session expired (refresh
 * refused, `refreshFailed`), signed out in another tab (`user` from another tab; a reason of another tab
 * keeps its own sentence). Nothing for an ordinary sign-out in this tab or when no session ended.
 */
export function signOutNoticeKey(reason: LogoutReason | null, fromOtherTab: boolean): string | null {
  switch (reason) {
    case null:
      return null;
    case 'user':
      return fromOtherTab ? 'session.otherTab' : null;
    case 'idle':
      return 'session.signedOutIdle';
    case 'blocked':
      return 'session.blocked';
    case 'archived':
      return 'session.archived';
    case 'deactivated':
      return 'session.deactivated';
    case 'refreshFailed':
      return 'session.expired';
    default:
      return 'session.signedOut';
  }
}

/** Props of {@link SignInPage}. */
export interface SignInPageProps {
  /**
   * Called before the sign-in request with the remembered URL the user will go to once signed in (`null`:
   * none, their signed-in home; or the attempt failed).
   */
  onTarget?: (target: string | null) => void;
  /** IANA time zone for the lockout end; the browser's by default. */
  timeZone?: string;
}

/**
 * Where "Sign up" leads: AppConfig `signUpLink` (another address as it is, a path of this site in the
 * current language), or `/sign-up` when none is set or it is the sign-in page itself (older
 * configurations, where "Sign up" opened the sign-in form).
 */
export function signUpHref(link: string | undefined, localize: (path: string) => string): string {
  const target = link?.trim() ?? '';
  if (isExternalHref(target)) return target;
  const path = target.startsWith('/') ? target : `/${target}`;
  return localize(target === '' || path.replace(/\/+$/, '') === pathTo('signIn') ? pathTo('signUp') : path);
}

/**
 * The sign-in screen: the form with the `auth` texts, why the last session ended (when it ended
 * without the user asking), the login error of SPEC §8 in the current language, the lockout end in the
 * user's time zone, "Forgot your password?" and "Sign up", and after success the remembered URL or the
 * signed-in home (the back office for an employee, the dashboard for a client). Kept out of search
 * engines (`noindex`).
 */
export function SignInPage({ onTarget, timeZone }: SignInPageProps) {
  const app = useAppConfig();
  const { t, i18n } = useTranslation('auth');
  const { signIn, busy, error } = useSignIn();
  const after = useAfterSignIn();
  const navigate = useNavigate();
  const locale = intlLocaleOf(i18n.language || app.defaultLanguage.prefix);
  const localize = useLocalizedPath();
  const noticeKey = signOutNoticeKey(useAppSelector(selectLogoutReason), useAppSelector(selectLogoutFromOtherTab));

  const submit = async (values: SignInValues) => {
    onTarget?.(after.peek());
    const result = await signIn(values);
    if (!result.success) {
      onTarget?.(null);
      return;
    }
    void navigate(after.take(result.token), { replace: true });
  };

  const lockedUntil = error?.errorCode === 'locked_out' && error.lockedUntil ? error.lockedUntil : null;
  return (
    <Section width="narrow" className="bf-account bf-account--sign-in">
      <PageHead title={t('signIn.title')} noindex />
      <SignInForm
        onSubmit={(values) => void submit(values)}
        busy={busy}
        error={error ? t(loginErrorKey(error.errorCode)) : null}
        lockedUntil={lockedUntil}
        locale={locale}
        timeZone={timeZone}
        labels={signInFormLabels(t)}
        notice={noticeKey ? t(noticeKey) : null}
        forgotPasswordHref={localize(pathTo('forgotPassword'))}
        signUpHref={signUpHref(app.signUpLink, localize)}
      />
    </Section>
  );
}

/**
 * `/sign-in`, logged-out only: a signed-in visitor is sent to their signed-in home (the back office for
 * an employee, the dashboard for a client); right after signing in here, to the remembered URL if any.
 */
export function SignInRoute() {
  const [target, setTarget] = useState<string | null>(null);
  return (
    <RequireSignedOut target={target}>
      <SignInPage onTarget={setTarget} />
    </RequireSignedOut>
  );
}

import { useState } from 'react';
import { loginErrorKey } from '@brokerfront/auth';
import { RequireGuest, useSignIn } from '@brokerfront/auth/react';
import { useAppConfig } from '@brokerfront/config/react';
import { intlLocaleOf } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import { Section, SignInForm, signInFormLabels, type SignInValues } from '@brokerfront/ui-templates';
import { useNavigate } from 'react-router-dom';
import { DocumentHead } from '../head/document-head';
import { ROUTE_PATHS } from '../paths';
import { useAfterSignIn } from './use-after-sign-in';

/** Props of {@link SignInPage}. */
export interface SignInPageProps {
  /** Called before the sign-in request with where the user will go once signed in (`null`: the attempt failed). */
  onTarget?: (target: string | null) => void;
  /** IANA time zone for the lockout end; the browser's by default. */
  timeZone?: string;
}

/**
 * The sign-in screen: the form with the `auth` texts, the login error of SPEC §8 in the current
 * language, the lockout end in the user's time zone, and after success the remembered URL or the
 * signed-in home.
 */
export function SignInPage({ onTarget, timeZone }: SignInPageProps) {
  const app = useAppConfig();
  const { t, i18n } = useTranslation('auth');
  const { signIn, busy, error } = useSignIn();
  const after = useAfterSignIn();
  const navigate = useNavigate();
  const locale = intlLocaleOf(i18n.language || app.defaultLanguage.prefix);

  const submit = async (values: SignInValues) => {
    onTarget?.(after.peek());
    const result = await signIn(values);
    if (!result.success) {
      onTarget?.(null);
      return;
    }
    void navigate(after.take(), { replace: true });
  };

  const lockedUntil = error?.errorCode === 'locked_out' && error.lockedUntil ? error.lockedUntil : null;
  return (
    <Section width="narrow" className="bf-account bf-account--sign-in">
      <DocumentHead
        title={t('signIn.title')}
        appName={app.name}
        description={app.description}
        origin={app.origin}
        path={ROUTE_PATHS.signIn}
      />
      <SignInForm
        onSubmit={(values) => void submit(values)}
        busy={busy}
        error={error ? t(loginErrorKey(error.errorCode)) : null}
        lockedUntil={lockedUntil}
        locale={locale}
        timeZone={timeZone}
        labels={signInFormLabels(t)}
      />
    </Section>
  );
}

/**
 * `/sign-in`, logged-out only: a signed-in visitor is sent to the root, except right after signing
 * in here, when the page goes on to the remembered URL or the signed-in home.
 */
export function SignInRoute() {
  const [target, setTarget] = useState<string | null>(null);
  return (
    <RequireGuest redirectTo={target ?? '/'}>
      <SignInPage onTarget={setTarget} />
    </RequireGuest>
  );
}

import { useState } from 'react';
import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { useForgotPasswordMutation, useResetPasswordMutation } from '@brokerfront/identity-api/redux';
import { ForgotPasswordForm, ResetPasswordForm, Section } from '@brokerfront/ui-templates';
import { useSearchParams } from 'react-router-dom';
import { DocumentHead } from '../head/document-head';
import { useLocalizedPath } from '../i18n/localized-link';
import { pathTo, ROUTE_PATHS } from '../paths';
import { emailFieldOf, isLinkError, resetPasswordFieldOf } from './registration-errors';
import { useFailure } from './registration-hooks';
import { envelopeErrorsOf } from './service-errors';

/**
 * `/forgot-password`: the e-mail of the account → `ForgotPassword`. The answer is always the neutral
 * "If an account exists for {email}, we have sent it a link…" (the service does not tell either);
 * a malformed address and other failures are shown in the interface language.
 */
export function ForgotPasswordRoute() {
  const app = useAppConfig();
  const { t } = useTranslation('client');
  const localize = useLocalizedPath();
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [error, setError] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const failure = useFailure(error, emailFieldOf);

  const submit = async (email: string) => {
    setError(null);
    setSentTo(null);
    const result = await forgotPassword(email);
    if ('error' in result) setError(result.error);
    else setSentTo(email);
  };

  return (
    <Section width="narrow" className="bf-account bf-account--forgot-password">
      <DocumentHead
        title={t('forgotPassword.title')}
        appName={app.name}
        description={app.description}
        origin={app.origin}
        path={ROUTE_PATHS.forgotPassword}
      />
      <ForgotPasswordForm
        onSubmit={(email) => void submit(email)}
        busy={isLoading}
        sentTo={sentTo}
        emailError={failure?.fields.email ?? null}
        formErrors={failure?.form}
        signInHref={localize(pathTo('signIn'))}
      />
    </Section>
  );
}

/**
 * `/reset-password?token=…`: the new password twice → `ResetPassword` with the link's token. The token
 * stays in the address until it is used: after `password_short_token_valid` (or another password rule)
 * the link is still good and the user tries again; `password_reset_error` offers a new link; success
 * leads to sign in.
 */
export function ResetPasswordRoute() {
  const app = useAppConfig();
  const { t } = useTranslation('client');
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const failure = useFailure(error, resetPasswordFieldOf);

  const submit = async (password: string) => {
    if (!token) return;
    setError(null);
    const result = await resetPassword({ Token: token, Password: password });
    if ('error' in result) setError(result.error);
    else setDone(true);
  };

  return (
    <Section width="narrow" className="bf-account bf-account--reset-password">
      <DocumentHead
        title={done ? t('resetPassword.doneTitle') : t('resetPassword.title')}
        appName={app.name}
        description={app.description}
        origin={app.origin}
        path={ROUTE_PATHS.resetPassword}
      />
      <ResetPasswordForm
        onSubmit={(password) => void submit(password)}
        busy={isLoading}
        done={done}
        missingToken={!token && !done}
        passwordError={failure?.fields.password ?? null}
        formErrors={failure?.form}
        linkFailed={envelopeErrorsOf(error).some(isLinkError)}
        forgotPasswordHref={localize(pathTo('forgotPassword'))}
        signInHref={localize(pathTo('signIn'))}
      />
    </Section>
  );
}

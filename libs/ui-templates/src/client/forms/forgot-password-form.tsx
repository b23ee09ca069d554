import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { Link } from '../../components/link';
import { FormAlert } from './form-parts';
import { emailProblem, problemKey, type ValidationProblem } from './validation';
import './client-forms.css';

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps {
  /** Asks for a reset link (`ForgotPassword`) with the checked, trimmed address. */
  onSubmit: (email: string) => void;
  busy?: boolean;
  /** The address the request was accepted for: the neutral "if an account exists" answer is shown. */
  sentTo?: string | null;
  /** The service's error of the e-mail field (`email_invalid`), in the interface language. */
  emailError?: string | null;
  /** Other errors (network, rate limit), in the interface language. */
  formErrors?: readonly string[];
  /** Where "Back to sign in" leads. */
  signInHref: string;
  initialEmail?: string;
}

/**
 * `/forgot-password`: the e-mail of the account and "Send reset link". The answer never tells whether
 * an account exists: "If an account exists for {email}, we have sent it a link…". The address stays in
 * the field so another link can be asked for.
 */
export function ForgotPasswordForm({
  onSubmit,
  busy = false,
  sentTo = null,
  emailError,
  formErrors = [],
  signInHref,
  initialEmail = '',
}: ForgotPasswordFormProps) {
  const { t } = useTranslation('client');
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<ValidationProblem | undefined>();
  const [shownError, setShownError] = useState(emailError);
  const [hideServiceError, setHideServiceError] = useState(false);
  if (shownError !== emailError) {
    setShownError(emailError);
    setHideServiceError(false);
  }
  const input = () => form.current?.elements.namedItem('email') as HTMLInputElement | null;

  useEffect(() => {
    if (emailError) input()?.focus();
  }, [emailError]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = emailProblem(email);
    setProblem(found);
    if (found) {
      input()?.focus();
      return;
    }
    onSubmit(email.trim());
  };

  const fieldError = problem ? t(problemKey('email', problem)) : hideServiceError ? undefined : (emailError ?? undefined);
  return (
    <form
      ref={form}
      className="bf-client-form bf-forgot-password"
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
    >
      <header className="bf-client-form__header">
        <h1 id={titleId} className="bf-client-form__title">
          {t('forgotPassword.title')}
        </h1>
        <p className="bf-client-form__lead">{t('forgotPassword.lead')}</p>
      </header>
      <FormAlert messages={formErrors} />
      <TextField
        label={t('forgotPassword.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (problem) setProblem(emailProblem(event.target.value));
          setHideServiceError(true);
        }}
        error={fieldError}
      />
      <Button type="submit" variant="primary" size="lg" block disabled={busy}>
        {sentTo ? t('forgotPassword.submitAgain') : t('forgotPassword.submit')}
      </Button>
      <div role="status" className="bf-client-form__status">
        {busy ? (
          <p>{t('forgotPassword.busy')}</p>
        ) : sentTo ? (
          <p className="bf-client-form__success">{t('forgotPassword.sent', { email: sentTo })}</p>
        ) : null}
      </div>
      <div className="bf-client-form__links">
        <p>
          <Link href={signInHref}>{t('forgotPassword.backToSignIn')}</Link>
        </p>
      </div>
    </form>
  );
}

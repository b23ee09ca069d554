import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { FormAlert } from './form-parts';
import { emailProblem, problemKey, type ValidationProblem } from './validation';
import './client-forms.css';

/** Props of {@link ResendLinkForm}. */
export interface ResendLinkFormProps {
  /** The address to send to when it is known (just after sign-up, or signed in): only a button is shown. */
  email?: string | null;
  /** Asks for a new confirmation link (`ResendConfirmation`). */
  onResend: (email: string) => void;
  busy?: boolean;
  /** The address a link was last sent to: a neutral status says so. */
  sentTo?: string | null;
  /** The service's error of the e-mail field, in the interface language. */
  emailError?: string | null;
  /** Other errors (network, rate limit), in the interface language. */
  formErrors?: readonly string[];
  /** Heading level of the "Send the link again" heading (default none: only the button). */
  headingLevel?: 2 | 3;
}

/**
 * "Send the link again": with a known address a button, otherwise a small form asking for the e-mail
 * (checked in the browser first). The answer is neutral: it never says whether an account exists.
 */
export function ResendLinkForm({
  email,
  onResend,
  busy = false,
  sentTo = null,
  emailError,
  formErrors = [],
  headingLevel,
}: ResendLinkFormProps) {
  const { t } = useTranslation('client');
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<ValidationProblem | undefined>();
  const [shownError, setShownError] = useState(emailError);
  const [hideServiceError, setHideServiceError] = useState(false);
  if (shownError !== emailError) {
    setShownError(emailError);
    setHideServiceError(false);
  }
  const known = email?.trim() || null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (known) {
      onResend(known);
      return;
    }
    const found = emailProblem(typed);
    setProblem(found);
    if (found) {
      (form.current?.elements.namedItem('email') as HTMLInputElement | null)?.focus();
      return;
    }
    onResend(typed.trim());
  };

  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  const fieldError = problem ? t(problemKey('email', problem)) : hideServiceError ? undefined : (emailError ?? undefined);
  return (
    <form
      ref={form}
      className="bf-client-form bf-resend-link"
      noValidate
      onSubmit={submit}
      aria-labelledby={Heading ? titleId : undefined}
      aria-busy={busy || undefined}
    >
      {Heading ? (
        <Heading id={titleId} className="bf-client-form__subtitle">
          {t('confirmEmail.resendTitle')}
        </Heading>
      ) : null}
      {known ? null : (
        <>
          <p className="bf-client-form__lead">{t('confirmEmail.resendLead')}</p>
          <TextField
            label={t('confirmEmail.email')}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              if (problem) setProblem(emailProblem(event.target.value));
              setHideServiceError(true);
            }}
            error={fieldError}
          />
        </>
      )}
      <FormAlert messages={formErrors} />
      <div className="bf-client-form__actions">
        <Button type="submit" variant="secondary" disabled={busy}>
          {t('confirmEmail.resend')}
        </Button>
      </div>
      <p role="status" className="bf-client-form__status">
        {busy ? t('confirmEmail.resending') : sentTo ? t('confirmEmail.resent', { email: sentTo }) : null}
      </p>
    </form>
  );
}

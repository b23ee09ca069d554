import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button, ButtonLink } from '../../components/button';
import { TextField } from '../../components/field';
import { Link } from '../../components/link';
import { FormAlert } from './form-parts';
import { problemKey, validateNewPassword, type FieldProblems, type NewPasswordField } from './validation';
import './client-forms.css';

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps {
  /** Sets the new password (`ResetPassword` with the link's token). */
  onSubmit: (password: string) => void;
  busy?: boolean;
  /** The password was changed: the form gives way to "Sign in". */
  done?: boolean;
  /** The address has no `?token=`: only the way to a new link is offered. */
  missingToken?: boolean;
  /** The service's error of the new password (`password_short_token_valid`, `PasswordRequiresUpper`, `password_invalid`), translated. */
  passwordError?: string | null;
  /**
   * Errors of the link or others (`password_reset_error`, `InvalidToken`, network), translated; with
   * `linkFailed` a link to ask for a new one follows.
   */
  formErrors?: readonly string[];
  /** The link itself was refused (`password_reset_error`, `InvalidToken`): offer a new one. */
  linkFailed?: boolean;
  /** Where "Ask for a new link" leads (`/forgot-password`). */
  forgotPasswordHref: string;
  /** Where "Sign in" leads. */
  signInHref: string;
}

/**
 * `/reset-password?token=…`: "New password" and "Repeat the new password" with the rules of SPEC §5
 * checked in the browser, "Save new password". The service's password errors show beside the field
 * (the link stays usable after `password_short_token_valid`), a refused link offers a new one, and
 * success leads to sign in.
 */
export function ResetPasswordForm({
  onSubmit,
  busy = false,
  done = false,
  missingToken = false,
  passwordError,
  formErrors = [],
  linkFailed = false,
  forgotPasswordHref,
  signInHref,
}: ResetPasswordFormProps) {
  const { t } = useTranslation('client');
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<FieldProblems<NewPasswordField>>({});
  const [attempted, setAttempted] = useState(false);
  const [shownError, setShownError] = useState(passwordError);
  const [hideServiceError, setHideServiceError] = useState(false);
  if (shownError !== passwordError) {
    setShownError(passwordError);
    setHideServiceError(false);
  }
  const focus = (field: NewPasswordField) => (form.current?.elements.namedItem(field) as HTMLInputElement | null)?.focus();

  useEffect(() => {
    if (passwordError) focus('password');
  }, [passwordError]);
  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);

  if (done || missingToken) {
    return (
      <section className="bf-client-form bf-reset-password" aria-labelledby={titleId}>
        <h1 id={titleId} ref={heading} tabIndex={-1} className="bf-client-form__title">
          {done ? t('resetPassword.doneTitle') : t('resetPassword.title')}
        </h1>
        {done ? (
          <div role="status" className="bf-client-form__success">
            <p>{t('resetPassword.done')}</p>
          </div>
        ) : (
          <div role="alert" className="bf-client-form__error">
            <p>{t('resetPassword.missingToken')}</p>
          </div>
        )}
        <div className="bf-client-form__links">
          {done ? (
            <ButtonLink href={signInHref} variant="primary">
              {t('resetPassword.signIn')}
            </ButtonLink>
          ) : (
            <ButtonLink href={forgotPasswordHref} variant="primary">
              {t('resetPassword.newLink')}
            </ButtonLink>
          )}
        </div>
      </section>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    const found = validateNewPassword(password, repeat);
    setProblems(found);
    const first = (['password', 'repeat'] as const).find((field) => found[field]);
    if (first) {
      focus(first);
      return;
    }
    onSubmit(password);
  };

  const errorOf = (field: NewPasswordField): string | undefined => {
    const problem = problems[field];
    if (problem) return t(problemKey(field, problem));
    return field === 'password' && !hideServiceError ? (passwordError ?? undefined) : undefined;
  };
  const onChange = (field: NewPasswordField, value: string) => {
    const next = { password, repeat, [field]: value };
    if (field === 'password') setPassword(value);
    else setRepeat(value);
    if (attempted) setProblems(validateNewPassword(next.password, next.repeat));
    if (field === 'password') setHideServiceError(true);
  };

  return (
    <form
      ref={form}
      className="bf-client-form bf-reset-password"
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
    >
      <header className="bf-client-form__header">
        <h1 id={titleId} className="bf-client-form__title">
          {t('resetPassword.title')}
        </h1>
        <p className="bf-client-form__lead">{t('resetPassword.lead')}</p>
      </header>
      <FormAlert messages={formErrors}>
        {linkFailed ? (
          <p>
            <Link href={forgotPasswordHref}>{t('resetPassword.newLink')}</Link>
          </p>
        ) : null}
      </FormAlert>
      <TextField
        label={t('resetPassword.password')}
        hint={t('resetPassword.hint')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => onChange('password', event.target.value)}
        error={errorOf('password')}
      />
      <TextField
        label={t('resetPassword.repeat')}
        name="repeat"
        type="password"
        autoComplete="new-password"
        required
        value={repeat}
        onChange={(event) => onChange('repeat', event.target.value)}
        error={errorOf('repeat')}
      />
      <Button type="submit" variant="primary" size="lg" block disabled={busy}>
        {t('resetPassword.submit')}
      </Button>
      <p role="status" className="bf-client-form__status">
        {busy ? t('resetPassword.busy') : null}
      </p>
      <div className="bf-client-form__links">
        <p>
          <Link href={signInHref}>{t('resetPassword.backToSignIn')}</Link>
        </p>
      </div>
    </form>
  );
}

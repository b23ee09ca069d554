import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button, ButtonLink } from '../../components/button';
import { TextField } from '../../components/field';
import { FormAlert } from './form-parts';
import { ResendLinkForm, type ResendLinkFormProps } from './resend-link';
import './client-forms.css';

/** What the confirmation of a link came to. */
export type ConfirmEmailState =
  /** `ConfirmEmail` is under way. */
  | 'confirming'
  /** The address is confirmed now. */
  | 'confirmed'
  /** `email_already_confirmed`. */
  | 'alreadyConfirmed'
  /** `InvalidToken` / `token_not_valid`: unknown, expired, used or replaced link. */
  | 'invalid'
  /** The address has no `?token=`. */
  | 'missingToken'
  /**
   * `password_required`: someone other than the owner (an employee) set the address, so its owner confirms it
   * with their current password besides the link.
   */
  | 'passwordRequired'
  /** `password_invalid`: the password was wrong and the link is spent; a new link is needed. */
  | 'passwordInvalid'
  /** Another failure (network, rate limit): it may work on a retry. */
  | 'failed';

/** Props of {@link ConfirmEmailView}. */
export interface ConfirmEmailViewProps {
  state: ConfirmEmailState;
  /** The confirmed address (`confirmed`). */
  email?: string | null;
  /**
   * The service's message in the interface language (`alreadyConfirmed`, `invalid`, `passwordInvalid`,
   * `failed`; with `passwordRequired` the failure of the last try with the password, the form keeping what
   * was typed).
   */
  message?: string | null;
  /** Signed in: the way on is the dashboard, not the sign-in page. */
  signedIn?: boolean;
  /** Where the way on leads (the sign-in page, or the dashboard when signed in). */
  continueHref: string;
  /** Tries the confirmation again (`failed`). */
  onRetry?: () => void;
  /** Sends the link again with the owner's current password (`passwordRequired`). */
  onConfirmWithPassword?: (password: string) => void;
  /** The confirmation with the password is under way (`passwordRequired`): the form waits, keeping what was typed. */
  busy?: boolean;
  /** "Send the link again" (`invalid`, `missingToken`, `passwordInvalid`): without a known address it asks for it. */
  resend: Omit<ResendLinkFormProps, 'headingLevel'>;
}

/** Props of the owner's password form of {@link ConfirmEmailView}. */
interface OwnerPasswordFormProps {
  onSubmit: (password: string) => void;
  busy: boolean;
  /** The failure of the last try, in the interface language. */
  message?: string | null;
}

/**
 * "Current password" and "Confirm e-mail address", explained: the address was changed on the owner's behalf,
 * so the owner confirms it with the password they have signed in with so far. An empty field is said beside
 * it (nothing is sent); a failed try is said above the field, which keeps what was typed.
 */
function OwnerPasswordForm({ onSubmit, busy, message }: OwnerPasswordFormProps) {
  const { t } = useTranslation('client');
  const titleId = useId();
  const leadId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState(false);
  const focusField = () => (form.current?.elements.namedItem('password') as HTMLInputElement | null)?.focus();

  // The password is what the page waits for: the field has the focus when the form appears.
  useEffect(() => {
    focusField();
  }, []);
  // A failed try brings the focus back to the field, with the text kept.
  useEffect(() => {
    if (message) focusField();
  }, [message]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setEmpty(true);
      focusField();
      return;
    }
    onSubmit(password);
  };

  return (
    <form
      ref={form}
      className="bf-client-form bf-confirm-email__password"
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      aria-describedby={leadId}
      aria-busy={busy || undefined}
    >
      <h2 id={titleId} className="bf-client-form__subtitle">
        {t('confirmEmail.passwordTitle')}
      </h2>
      <p id={leadId} className="bf-client-form__lead">
        {t('confirmEmail.passwordLead')}
      </p>
      <FormAlert messages={message ? [message] : []} />
      <TextField
        label={t('confirmEmail.password')}
        hint={t('confirmEmail.passwordHint')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          if (event.target.value !== '') setEmpty(false);
        }}
        error={empty ? t('confirmEmail.passwordMissing') : undefined}
      />
      <div className="bf-client-form__actions">
        <Button type="submit" variant="primary" disabled={busy}>
          {t('confirmEmail.confirm')}
        </Button>
      </div>
      <p role="status" className="bf-client-form__status">
        {busy ? t('confirmEmail.working') : null}
      </p>
    </form>
  );
}

/**
 * `/confirm-email`: says what became of the link: confirming…, confirmed (with the way on), already
 * confirmed, an invalid link ('Invalid verification code. Please try again.') or a missing token (with
 * "Send the link again"), or a failure with "Try again". An address someone else set asks its owner for
 * their current password (`passwordRequired`); a wrong one spent the link (`passwordInvalid`, with "Send the
 * link again").
 */
export function ConfirmEmailView({
  state,
  email,
  message,
  signedIn = false,
  continueHref,
  onRetry,
  onConfirmWithPassword,
  busy = false,
  resend,
}: ConfirmEmailViewProps) {
  const { t } = useTranslation('client');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The password form gives way to the refusal: the focus goes to the heading, the alert is read.
  useEffect(() => {
    if (state === 'passwordInvalid') heading.current?.focus();
  }, [state]);
  const title =
    state === 'confirmed'
      ? t('confirmEmail.confirmedTitle')
      : state === 'alreadyConfirmed'
        ? t('confirmEmail.alreadyTitle')
        : state === 'invalid' || state === 'missingToken' || state === 'passwordInvalid'
          ? t('confirmEmail.invalidTitle')
          : t('confirmEmail.title');
  const continueLink = (
    <ButtonLink href={continueHref} variant="primary">
      {signedIn ? t('confirmEmail.dashboard') : t('confirmEmail.signIn')}
    </ButtonLink>
  );
  return (
    <section className="bf-client-form bf-confirm-email" aria-labelledby={titleId} data-state={state}>
      <h1 id={titleId} ref={heading} tabIndex={-1} className="bf-client-form__title">
        {title}
      </h1>
      {state === 'confirming' ? (
        <p role="status" className="bf-client-form__status">
          {t('confirmEmail.working')}
        </p>
      ) : null}
      {state === 'confirmed' ? (
        <div role="status" className="bf-client-form__success">
          <p>
            {email
              ? t(signedIn ? 'confirmEmail.confirmedSignedIn' : 'confirmEmail.confirmed', { email })
              : t(signedIn ? 'confirmEmail.confirmedNoAddressSignedIn' : 'confirmEmail.confirmedNoAddress')}
          </p>
        </div>
      ) : null}
      {state === 'alreadyConfirmed' ? (
        <div role="status" className="bf-client-form__success">
          <p>{message}</p>
          <p>{t(signedIn ? 'confirmEmail.alreadySignedIn' : 'confirmEmail.already')}</p>
        </div>
      ) : null}
      {state === 'confirmed' || state === 'alreadyConfirmed' ? <div className="bf-client-form__links">{continueLink}</div> : null}
      {state === 'invalid' || state === 'missingToken' ? (
        <>
          <div role="alert" className="bf-client-form__error">
            <p>{state === 'invalid' ? message : t('confirmEmail.missingToken')}</p>
          </div>
          <p className="bf-client-form__note">{t('confirmEmail.invalidHelp')}</p>
          <ResendLinkForm {...resend} headingLevel={2} />
        </>
      ) : null}
      {state === 'passwordRequired' && onConfirmWithPassword ? (
        <OwnerPasswordForm onSubmit={onConfirmWithPassword} busy={busy} message={message} />
      ) : null}
      {state === 'passwordInvalid' ? (
        <>
          <div role="alert" className="bf-client-form__error">
            <p>{message}</p>
            <p>{t('confirmEmail.passwordInvalid')}</p>
          </div>
          <ResendLinkForm {...resend} headingLevel={2} />
        </>
      ) : null}
      {state === 'failed' ? (
        <div role="alert" className="bf-client-form__error">
          <p>{message}</p>
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {t('confirmEmail.retry')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

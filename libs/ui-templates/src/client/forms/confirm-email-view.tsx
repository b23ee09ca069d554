import { useId } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button, ButtonLink } from '../../components/button';
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
  /** Another failure (network, rate limit): it may work on a retry. */
  | 'failed';

/** Props of {@link ConfirmEmailView}. */
export interface ConfirmEmailViewProps {
  state: ConfirmEmailState;
  /** The confirmed address (`confirmed`). */
  email?: string | null;
  /** The service's message in the interface language (`alreadyConfirmed`, `invalid`, `failed`). */
  message?: string | null;
  /** Signed in: the way on is the dashboard, not the sign-in page. */
  signedIn?: boolean;
  /** Where the way on leads (the sign-in page, or the dashboard when signed in). */
  continueHref: string;
  /** Tries the confirmation again (`failed`). */
  onRetry?: () => void;
  /** "Send the link again" (`invalid`, `missingToken`): without a known address it asks for it. */
  resend: Omit<ResendLinkFormProps, 'headingLevel'>;
}

/**
 * `/confirm-email`: says what became of the link: confirming…, confirmed (with the way on), already
 * confirmed, an invalid link ('Invalid verification code. Please try again.') or a missing token (with
 * "Send the link again"), or a failure with "Try again".
 */
export function ConfirmEmailView({ state, email, message, signedIn = false, continueHref, onRetry, resend }: ConfirmEmailViewProps) {
  const { t } = useTranslation('client');
  const titleId = useId();
  const title =
    state === 'confirmed'
      ? t('confirmEmail.confirmedTitle')
      : state === 'alreadyConfirmed'
        ? t('confirmEmail.alreadyTitle')
        : state === 'invalid' || state === 'missingToken'
          ? t('confirmEmail.invalidTitle')
          : t('confirmEmail.title');
  const continueLink = (
    <ButtonLink href={continueHref} variant="primary">
      {signedIn ? t('confirmEmail.dashboard') : t('confirmEmail.signIn')}
    </ButtonLink>
  );
  return (
    <section className="bf-client-form bf-confirm-email" aria-labelledby={titleId} data-state={state}>
      <h1 id={titleId} className="bf-client-form__title">
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

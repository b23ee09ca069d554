import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { ButtonLink } from '../../components/button';
import { ResendLinkForm, type ResendLinkFormProps } from './resend-link';
import type { RegistrationKind } from './validation';
import './client-forms.css';

/** Props of {@link CheckEmailPanel}. */
export interface CheckEmailPanelProps extends Pick<ResendLinkFormProps, 'onResend' | 'busy' | 'sentTo' | 'formErrors'> {
  kind: RegistrationKind;
  /** The address the confirmation link was sent to. */
  email: string;
  /** Where "Go to sign in" leads. */
  signInHref: string;
}

/**
 * The success state of a registration: "Check your e-mail" with the address, "Send the link again"
 * (`ResendConfirmation`) and a link to sign in. The heading takes the focus when it appears, so a
 * screen-reader user hears that the form was accepted.
 */
export function CheckEmailPanel({ kind, email, signInHref, ...resend }: CheckEmailPanelProps) {
  const { t } = useTranslation('client');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="bf-client-form bf-check-email" aria-labelledby={titleId}>
      <header className="bf-client-form__header">
        <h1 id={titleId} ref={heading} tabIndex={-1} className="bf-client-form__title">
          {t('signUp.sent.title')}
        </h1>
        <p className="bf-client-form__lead">{t(kind === 'demo' ? 'demo.sent' : 'signUp.sent.message', { email })}</p>
        <p className="bf-client-form__note">{t('signUp.sent.notReceived')}</p>
      </header>
      <ResendLinkForm email={email} {...resend} />
      <div className="bf-client-form__links">
        <ButtonLink href={signInHref} variant="primary">
          {t('signUp.sent.signIn')}
        </ButtonLink>
      </div>
    </section>
  );
}

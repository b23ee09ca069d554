import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import { TextField } from '../../components/field';
import { formatTime } from './format';
import { ProfileBadge } from './profile-details';
import type { FormOutcome, SendCodeOutcome } from './profile-types';
import { isValidCode } from './validation';
import '../common/client-common.css';
import './profile.css';

/** Props of {@link PhoneConfirmationPanel}. */
export interface PhoneConfirmationPanelProps {
  /** The user's phone number, or null without one. */
  phoneNumber: string | null;
  /** Whether it is confirmed; null while that is being loaded. */
  confirmed: boolean | null;
  /** The confirmation state could not be loaded (message in the interface language). */
  loadError?: string | null;
  onRetry?: () => void;
  /** Sends a 6-digit code by SMS (`SendPhoneCode`). */
  onSendCode: () => Promise<SendCodeOutcome>;
  /** Checks the code (`ConfirmPhoneNumber`); a wrong code is a `fieldErrors.code`, anything else a `formError`. */
  onConfirm: (code: string) => Promise<FormOutcome<'code'>>;
  /** The user's time zone (the code's expiry time). */
  timeZone?: string | null;
  /** Opens at the code step, as if a code had been sent (stories). */
  initialSent?: { phoneNumber: string; expiresAt: string } | null;
  className?: string;
}

/**
 * Confirmation of the phone number by a code: "Confirm phone number" sends a 6-digit code by SMS, then the
 * "Verification code" field and "Confirm" check it; "Send a new code" replaces it. Errors (a wrong or
 * expired code, too many requests…) come translated from the caller; success is announced.
 */
export function PhoneConfirmationPanel({
  phoneNumber,
  confirmed,
  loadError,
  onRetry,
  onSendCode,
  onConfirm,
  timeZone,
  initialSent = null,
  className,
}: PhoneConfirmationPanelProps) {
  const { t, i18n } = useTranslation('client');
  const language = i18n.language || 'en';
  const ids = useId();
  const headingId = `${ids}-title`;
  const codeInput = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState<{ phoneNumber: string; expiresAt: string } | null>(initialSent);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'confirm' | null>(null);
  const [justConfirmed, setJustConfirmed] = useState(false);
  const [focusCode, setFocusCode] = useState(0);

  // A new number (changed in the profile, or pushed) starts over.
  const previousNumber = useRef(phoneNumber);
  useEffect(() => {
    if (previousNumber.current === phoneNumber) return;
    previousNumber.current = phoneNumber;
    setSent(null);
    setCode('');
    setCodeError(null);
    setError(null);
    setJustConfirmed(false);
  }, [phoneNumber]);

  useEffect(() => {
    if (focusCode) (codeInput.current?.elements.namedItem('code') as HTMLElement | null)?.focus();
  }, [focusCode]);

  const send = async () => {
    if (busy) return;
    setBusy('send');
    setError(null);
    setCodeError(null);
    let outcome: SendCodeOutcome;
    try {
      outcome = await onSendCode();
    } catch {
      outcome = { ok: false, error: t('phone.failed') };
    }
    setBusy(null);
    if (outcome.ok) {
      setSent({ phoneNumber: outcome.phoneNumber, expiresAt: outcome.expiresAt });
      setCode('');
      setFocusCode((n) => n + 1);
    } else {
      setError(outcome.error);
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (!isValidCode(code)) {
      setCodeError(t('phone.errors.code'));
      setFocusCode((n) => n + 1);
      return;
    }
    setCodeError(null);
    setBusy('confirm');
    let outcome: FormOutcome<'code'>;
    try {
      outcome = await onConfirm(code);
    } catch {
      outcome = { ok: false, formError: t('phone.failed') };
    }
    setBusy(null);
    if (outcome.ok) {
      setSent(null);
      setCode('');
      setJustConfirmed(true);
      return;
    }
    if (outcome.fieldErrors?.code) {
      setCodeError(outcome.fieldErrors.code);
      setFocusCode((n) => n + 1);
    }
    if (outcome.formError) setError(outcome.formError);
    else if (!outcome.fieldErrors?.code) setError(t('phone.failed'));
  };

  let body;
  if (loadError) {
    body = (
      <div role="alert" className="bf-load-state bf-load-state--error">
        <p>{loadError}</p>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
      </div>
    );
  } else if (!phoneNumber) {
    body = <p className="bf-profile-section__text">{t('phone.noNumber')}</p>;
  } else if (confirmed === null) {
    body = <p className="bf-profile-section__text">{t('phone.loading')}</p>;
  } else if (confirmed || justConfirmed) {
    body = (
      <p className="bf-profile-section__text bf-profile-phone__line">
        <span>{t('phone.confirmedText', { phone: phoneNumber })}</span> <ProfileBadge tone="success">{t('profile.confirmed')}</ProfileBadge>
      </p>
    );
  } else {
    body = (
      <>
        <p className="bf-profile-section__text bf-profile-phone__line">
          <span>{t('phone.notConfirmedText', { phone: phoneNumber })}</span>{' '}
          <ProfileBadge tone="warning">{t('profile.notConfirmed')}</ProfileBadge>
        </p>
        {sent ? (
          <form ref={codeInput} className="bf-profile-phone__form" noValidate onSubmit={(event) => void confirm(event)}>
            <TextField
              name="code"
              label={t('phone.code')}
              hint={t('phone.sent', { phone: sent.phoneNumber, time: formatTime(sent.expiresAt, language, timeZone) })}
              value={code}
              error={codeError ?? undefined}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              onChange={(event) => {
                setCode(event.target.value);
                if (codeError) setCodeError(null);
              }}
            />
            <div className="bf-profile-actions">
              <Button type="submit" variant="primary" size="sm" disabled={busy !== null}>
                {busy === 'confirm' ? t('phone.confirming') : t('phone.confirm')}
              </Button>
              <Button variant="secondary" size="sm" disabled={busy !== null} onClick={() => void send()}>
                {busy === 'send' ? t('phone.sending') : t('phone.resend')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="bf-profile-actions">
            <Button variant="primary" size="sm" disabled={busy !== null} onClick={() => void send()}>
              {busy === 'send' ? t('phone.sending') : t('phone.start')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className={cx('bf-card', 'bf-card--outline', 'bf-profile-section', 'bf-profile-phone', className)} aria-labelledby={headingId}>
      <div className="bf-profile-section__header">
        <h2 id={headingId} className="bf-profile-section__title">
          {t('phone.title')}
        </h2>
      </div>
      {body}
      {error ? (
        <p role="alert" className="bf-profile-error">
          {error}
        </p>
      ) : null}
      <div role="status" className="bf-profile-section__status">
        {justConfirmed ? <p className="bf-profile-done">{t('phone.done')}</p> : null}
      </div>
    </section>
  );
}

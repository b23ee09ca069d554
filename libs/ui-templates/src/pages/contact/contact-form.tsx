import '../pages.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { TextArea, TextField } from '../../components/field';
import type { ContactMessage, ContactSubmission } from '../types';
import { loadGoogleRecaptcha, type RecaptchaApi, type RecaptchaLoader } from './recaptcha';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  normalizeContactMessage,
  validateContactMessage,
  type ContactErrors,
  type ContactField,
} from './validation';

export interface ContactFormProps {
  /**
   * Sends the message; resolves `true` when it was accepted and `false` (or rejects) when it was not.
   * Receives `{name, email, phoneNumber, message}` plus `recaptchaToken` when reCAPTCHA is on.
   */
  onSubmit: (submission: ContactSubmission) => Promise<boolean>;
  /** AppConfig `recaptchaSiteKey`: when set, the form shows reCAPTCHA and requires its token. */
  recaptchaSiteKey?: string;
  /** Loads reCAPTCHA (only called when a site key is set). Defaults to Google's script. */
  loadRecaptcha?: RecaptchaLoader;
  /** Language of the reCAPTCHA widget (`hl`). */
  recaptchaLanguage?: string;
  /** AppConfig `contactInfo.email`, offered as an alternative when sending fails. */
  fallbackEmail?: string;
  /**
   * Whether the form works: false on a prerendered page until its code runs. Its fields and button are disabled
   * meanwhile, so nothing typed is dropped by the hydration and the browser never submits the form by itself (which
   * would put what was typed in the address). Default true.
   */
  ready?: boolean;
}

type Status = 'idle' | 'sending' | 'success' | 'failure';
type RecaptchaState = 'off' | 'loading' | 'ready' | 'unavailable';

const EMPTY: ContactMessage = {
  name: '',
  email: '',
  phoneNumber: '',
  message: '',
};

/**
 * The contact form: name, e-mail, phone number and message, validated in the browser with translated
 * messages. Invalid input is refused and focus moves to the first invalid field; while sending, the
 * button is disabled; on failure everything typed is kept.
 */
export function ContactForm({
  onSubmit,
  recaptchaSiteKey,
  loadRecaptcha = loadGoogleRecaptcha,
  recaptchaLanguage,
  fallbackEmail,
  ready = true,
}: ContactFormProps) {
  const { t } = useTranslation('pages');
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [focusRequest, setFocusRequest] = useState<{
    target: ContactField | 'recaptcha';
  } | null>(null);
  const [token, setToken] = useState('');
  const [recaptchaError, setRecaptchaError] = useState(false);
  const [recaptcha, setRecaptcha] = useState<RecaptchaState>(recaptchaSiteKey ? 'loading' : 'off');
  const ids = useId();
  const titleId = `${ids}-title`;
  const recaptchaErrorId = `${ids}-recaptcha-error`;
  const sending = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const recaptchaBox = useRef<HTMLDivElement>(null);
  const widget = useRef<{
    api: RecaptchaApi;
    id: number;
    box: HTMLElement;
  } | null>(null);

  useEffect(() => {
    if (!recaptchaSiteKey) {
      setRecaptcha('off');
      return undefined;
    }
    let active = true;
    setRecaptcha('loading');
    loadRecaptcha(recaptchaSiteKey).then(
      (api) => {
        const box = recaptchaBox.current;
        if (!active || !box) return;
        if (!widget.current || widget.current.box !== box) {
          const id = api.render(box, {
            sitekey: recaptchaSiteKey,
            hl: recaptchaLanguage,
            callback: (value) => {
              setToken(value);
              setRecaptchaError(false);
            },
            'expired-callback': () => setToken(''),
            'error-callback': () => setToken(''),
          });
          widget.current = { api, id, box };
        }
        setRecaptcha('ready');
      },
      () => {
        if (active) setRecaptcha('unavailable');
      },
    );
    return () => {
      active = false;
    };
  }, [recaptchaSiteKey, loadRecaptcha, recaptchaLanguage]);

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'recaptcha') recaptchaBox.current?.focus();
    else (form.current?.elements.namedItem(focusRequest.target) as HTMLElement | null)?.focus();
  }, [focusRequest]);

  const update = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateContactMessage(next));
    if (status === 'success' || status === 'failure') setStatus('idle');
  };

  const resetRecaptcha = () => {
    if (widget.current) widget.current.api.reset(widget.current.id);
    setToken('');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    setAttempted(true);
    const found = validateContactMessage(values);
    setErrors(found);
    const firstInvalid = CONTACT_FIELDS.find((f) => found[f]);
    const needsToken = recaptcha !== 'off' && !token;
    setRecaptchaError(needsToken);
    if (firstInvalid) {
      setFocusRequest({ target: firstInvalid });
      return;
    }
    if (needsToken) {
      setFocusRequest({ target: 'recaptcha' });
      return;
    }
    sending.current = true;
    setStatus('sending');
    const submission: ContactSubmission = normalizeContactMessage(values);
    if (recaptcha !== 'off') submission.recaptchaToken = token;
    let ok = false;
    try {
      ok = (await onSubmit(submission)) === true;
    } catch {
      ok = false;
    }
    sending.current = false;
    if (recaptcha !== 'off') resetRecaptcha();
    if (ok) {
      setValues(EMPTY);
      setAttempted(false);
      setErrors({});
      setStatus('success');
    } else {
      setStatus('failure');
    }
  };

  const busy = status === 'sending';
  const error = (field: ContactField) => (errors[field] ? t(errors[field]) : undefined);
  const bind = (field: ContactField) => ({
    name: field,
    value: values[field],
    error: error(field),
    required: true,
    // Until the form is ready nothing can be typed: the hydration would drop it.
    disabled: !ready,
  });
  const invalidCount = Object.keys(errors).length + (recaptchaError ? 1 : 0);
  const recaptchaMessage =
    recaptcha === 'unavailable'
      ? t('contact.errors.recaptchaUnavailable')
      : recaptchaError
        ? t('contact.errors.recaptchaRequired')
        : undefined;

  return (
    <form ref={form} className="bfp-contact-form" noValidate onSubmit={submit} aria-busy={busy} aria-labelledby={titleId}>
      <h2 className="bfp-section__title" id={titleId}>
        {t('contact.form.title')}
      </h2>
      {attempted && invalidCount > 0 ? (
        <p className="bfp-form-summary" role="alert">
          {t('contact.errors.summary')}
        </p>
      ) : null}
      <TextField
        {...bind('name')}
        label={t('contact.form.name')}
        type="text"
        autoComplete="name"
        onChange={(e) => update('name', e.target.value)}
      />
      <TextField
        {...bind('email')}
        label={t('contact.form.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        onChange={(e) => update('email', e.target.value)}
      />
      <TextField
        {...bind('phoneNumber')}
        label={t('contact.form.phoneNumber')}
        hint={t('contact.form.phoneHint')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        onChange={(e) => update('phoneNumber', e.target.value)}
      />
      <TextArea
        {...bind('message')}
        label={t('contact.form.message')}
        hint={t('contact.form.messageHint', {
          min: CONTACT_LIMITS.messageMin,
          max: CONTACT_LIMITS.messageMax,
        })}
        rows={6}
        onChange={(e) => update('message', e.target.value)}
      />
      {recaptcha !== 'off' ? (
        <div className={`bf-field${recaptchaMessage ? ' bf-field--invalid' : ''}`}>
          <div
            ref={recaptchaBox}
            className="bfp-recaptcha"
            tabIndex={-1}
            role="group"
            aria-label={t('contact.form.recaptcha')}
            aria-describedby={recaptchaMessage ? recaptchaErrorId : undefined}
            data-state={recaptcha}
          />
          {recaptchaMessage ? (
            <p className="bf-field__error" id={recaptchaErrorId}>
              {recaptchaMessage}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="bfp-form-actions">
        <Button type="submit" variant="primary" size="lg" disabled={busy || !ready}>
          {busy ? t('contact.form.sending') : t('contact.form.submit')}
        </Button>
      </div>
      <div role="status" className="bfp-form-status">
        {status === 'success' ? <p className="bfp-form-status__success">{t('contact.form.success')}</p> : null}
      </div>
      {status === 'failure' ? (
        <div role="alert" className="bfp-form-status__failure">
          <p>{t('contact.form.failure')}</p>
          {fallbackEmail ? <p>{t('contact.form.failureEmail', { email: fallbackEmail })}</p> : null}
        </div>
      ) : null}
    </form>
  );
}

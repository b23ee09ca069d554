import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { Link } from '../../components/link';
import { ConsentField, FormAlert, SelectField, type LegalDocumentLink, type SelectOption } from './form-parts';
import {
  DEMO_REGISTRATION_FIELDS,
  EMPTY_REGISTRATION,
  normalizeRegistration,
  problemKey,
  REGISTRATION_FIELDS,
  validateRegistration,
  type FieldProblems,
  type RegistrationField,
  type RegistrationKind,
  type RegistrationValues,
} from './validation';
import './client-forms.css';

/** A country of the list: ISO alpha-2 code and its name in the interface language. */
export interface SignUpCountry {
  code: string;
  name: string;
}

/** Props of {@link RegistrationForm}. */
export interface RegistrationFormProps {
  /** `live` (`Register`: phone number and country too) or `demo` (`RegisterDemo`). */
  kind: RegistrationKind;
  /** Called with the checked, trimmed values. The form keeps everything typed (the password too) until it is unmounted. */
  onSubmit: (values: RegistrationValues) => void;
  /** The localised country list (United States first); live only. */
  countries?: readonly SignUpCountry[];
  /** The legal documents the consent links to. */
  documents?: readonly LegalDocumentLink[];
  /** BCP 47 locale of the interface (joins the document names). */
  locale?: string;
  /** A registration is under way: the button is disabled and a status says so. */
  busy?: boolean;
  /**
   * The service's errors beside their fields, already in the interface language (e.g. 'Email already in
   * use.' beside Email). A new object shows them again; editing a field hides its error.
   */
  serviceErrors?: Partial<Record<RegistrationField, string>>;
  /** Errors that belong to no field (network, rate limit…), in the interface language. */
  formErrors?: readonly string[];
  /** Where "Sign in" leads. */
  signInHref: string;
  /** The other kind's page: "Open a demo account" on the live form, "Open a live account instead" on the demo one. */
  otherKindHref?: string;
  /** Values to start with (stories, tests). */
  initialValues?: Partial<RegistrationValues>;
}

/** The autocomplete tokens and input types of the text fields. */
const TEXT_FIELDS: Record<
  Exclude<RegistrationField, 'country' | 'consent'>,
  { type: string; autoComplete: string; inputMode?: 'email' | 'tel' }
> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phoneNumber: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  password: { type: 'password', autoComplete: 'new-password' },
};

/**
 * The registration form of `/sign-up` (live) and `/sign-up/demo` (demo): "First name", "Last name",
 * "Email", "Phone number" and "Country" (live only), "Password", the consent to the legal documents and
 * "Create account". The browser checks mirror the service rules; every error is shown beside its field
 * (aria-invalid, aria-describedby) and the focus moves to the first one; a failed attempt keeps all values.
 */
export function RegistrationForm({
  kind,
  onSubmit,
  countries = [],
  documents = [],
  locale,
  busy = false,
  serviceErrors,
  formErrors = [],
  signInHref,
  otherKindHref,
  initialValues,
}: RegistrationFormProps) {
  const { t } = useTranslation('client');
  const section = kind === 'live' ? 'signUp' : 'demo';
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RegistrationValues>({ ...EMPTY_REGISTRATION, ...initialValues });
  const [problems, setProblems] = useState<FieldProblems<RegistrationField>>({});
  const [attempted, setAttempted] = useState(false);
  // Service errors stay until their field is edited; a new errors object brings them all back.
  const [shownService, setShownService] = useState(serviceErrors);
  const [edited, setEdited] = useState<ReadonlySet<RegistrationField>>(new Set());
  if (shownService !== serviceErrors) {
    setShownService(serviceErrors);
    setEdited(new Set());
  }
  const fields = kind === 'live' ? REGISTRATION_FIELDS : DEMO_REGISTRATION_FIELDS;

  const focusField = (field: RegistrationField) => {
    const element = form.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  };

  // The focus goes to the first field the service refused.
  useEffect(() => {
    const first = fields.find((field) => serviceErrors?.[field]);
    if (first) focusField(first);
    // Only a new set of service errors moves the focus.
  }, [serviceErrors]);

  const update = <K extends keyof RegistrationValues>(field: K, value: RegistrationValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setProblems(validateRegistration(next, kind));
    if (shownService?.[field]) setEdited((current) => new Set(current).add(field));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    const found = validateRegistration(values, kind);
    setProblems(found);
    const first = fields.find((field) => found[field]);
    if (first) {
      focusField(first);
      return;
    }
    onSubmit(normalizeRegistration(values, kind));
  };

  const errorOf = (field: RegistrationField): string | undefined => {
    const problem = problems[field];
    if (problem) return t(problemKey(field, problem));
    return edited.has(field) ? undefined : shownService?.[field];
  };
  const invalid = fields.some((field) => errorOf(field));
  const countryOptions: SelectOption[] = countries.map((c) => ({ value: c.code, label: c.name }));

  const text = (field: Exclude<RegistrationField, 'country' | 'consent'>, extra: { hint?: string } = {}) => (
    <TextField
      key={field}
      label={t(`signUp.${field}`)}
      name={field}
      value={values[field]}
      onChange={(event) => update(field, event.target.value)}
      error={errorOf(field)}
      required
      {...TEXT_FIELDS[field]}
      {...extra}
    />
  );

  return (
    <form
      ref={form}
      className="bf-client-form bf-registration"
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
    >
      <header className="bf-client-form__header">
        <h1 id={titleId} className="bf-client-form__title">
          {t(`${section}.title`)}
        </h1>
        <p className="bf-client-form__lead">{t(`${section}.lead`)}</p>
      </header>
      <FormAlert messages={attempted && invalid ? [t('validation.summary'), ...formErrors] : formErrors} />
      <div className="bf-client-form__row">
        {text('firstName')}
        {text('lastName')}
      </div>
      {text('email')}
      {kind === 'live' ? (
        <>
          {text('phoneNumber', { hint: t('signUp.phoneHint') })}
          <SelectField
            label={t('signUp.country')}
            name="country"
            autoComplete="country"
            options={countryOptions}
            placeholder={t('signUp.countryPlaceholder')}
            value={values.country}
            onChange={(event) => update('country', event.target.value)}
            error={errorOf('country')}
            required
          />
        </>
      ) : null}
      {text('password', { hint: t('signUp.passwordHint') })}
      <ConsentField
        checked={values.consent}
        onChange={(checked) => update('consent', checked)}
        text={t('signUp.consent', { documents: '{{documents}}', interpolation: { skipOnVariables: true } })}
        textWithoutDocuments={t('signUp.consentWithoutDocuments')}
        documents={documents}
        locale={locale}
        error={errorOf('consent')}
      />
      <Button type="submit" variant="primary" size="lg" block disabled={busy}>
        {t(`${section}.submit`)}
      </Button>
      <p role="status" className="bf-client-form__status">
        {busy ? t(`${section}.busy`) : null}
      </p>
      <div className="bf-client-form__links">
        {otherKindHref ? (
          <p>
            {t(`${section}.otherKindPrompt`)} <Link href={otherKindHref}>{t(`${section}.otherKind`)}</Link>
          </p>
        ) : null}
        <p>
          {t('signUp.haveAccount')} <Link href={signInHref}>{t('signUp.signIn')}</Link>
        </p>
      </div>
    </form>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { DateField } from '../../components/date-field';
import { TextField } from '../../components/field';
import {
  PROFILE_FIELDS,
  PROFILE_GENDERS,
  type CountryOption,
  type FormOutcome,
  type ProfileField,
  type ProfileFormValues,
  type ProfileGender,
} from './profile-types';
import { SelectField } from './select-field';
import { PROFILE_MAX_LENGTHS, validateProfileForm, withoutKey, type ProfileFieldProblem } from './validation';
import './profile.css';

/** Props of {@link ProfileForm}. */
export interface ProfileFormProps {
  /** The values the form opens with (the user's current ones). */
  initialValues: ProfileFormValues;
  /** Countries to offer, in the interface language. */
  countries: readonly CountryOption[];
  /** IANA time zones to offer. */
  timeZones: readonly string[];
  /**
   * Saves the values; resolves with the outcome. Refused, the form shows each field's message beside it
   * and the form-level one in an alert, and keeps everything typed.
   */
  onSubmit: (values: ProfileFormValues) => Promise<FormOutcome<ProfileField>>;
  onCancel: () => void;
  /** The date "today" for the birth-date check (tests, stories). */
  today?: Date;
}

/** The message of a client-side problem of `field`. */
function problemKey(field: ProfileField, problem: ProfileFieldProblem): string {
  switch (problem) {
    case 'required':
      return `profile.errors.${field}Required`;
    case 'invalidName':
      return 'profile.errors.invalidName';
    case 'invalidPhone':
      return 'profile.errors.invalidPhone';
    case 'invalidDate':
      return 'profile.errors.invalidDate';
    case 'futureDate':
      return 'profile.errors.futureDate';
    default:
      return 'profile.errors.tooLong';
  }
}

/** `yyyy-mm-dd` of a day (UTC). */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * "Edit profile": the fields a user may change on itself through `Update` (names, phone, address, country,
 * birth date, gender, time zone), labelled, checked with the service's rules before sending, the service's
 * answers beside their fields; Save and Cancel. Nothing typed is lost when saving fails.
 */
export function ProfileForm({ initialValues, countries, timeZones, onSubmit, onCancel, today }: ProfileFormProps) {
  const { t } = useTranslation('client');
  const ids = useId();
  const form = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const [values, setValues] = useState<ProfileFormValues>(initialValues);
  const [problems, setProblems] = useState<Partial<Record<ProfileField, ProfileFieldProblem>>>({});
  const [serviceErrors, setServiceErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: ProfileField } | null>(null);

  useEffect(() => {
    (form.current?.elements.namedItem('firstName') as HTMLElement | null)?.focus();
  }, []);

  useEffect(() => {
    if (focusRequest) (form.current?.elements.namedItem(focusRequest.field) as HTMLElement | null)?.focus();
  }, [focusRequest]);

  const update = (field: ProfileField, value: string) => {
    const next = { ...values, [field]: value } as ProfileFormValues;
    setValues(next);
    if (attempted) setProblems(validateProfileForm(next, today));
    if (serviceErrors[field]) setServiceErrors((current) => withoutKey(current, field));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    setAttempted(true);
    setFormError(null);
    setServiceErrors({});
    const found = validateProfileForm(values, today);
    setProblems(found);
    const firstInvalid = PROFILE_FIELDS.find((f) => found[f]);
    if (firstInvalid) {
      setFocusRequest({ field: firstInvalid });
      return;
    }
    sending.current = true;
    setBusy(true);
    let outcome: FormOutcome<ProfileField>;
    try {
      outcome = await onSubmit(values);
    } catch {
      outcome = { ok: false, formError: t('profile.saveFailed') };
    }
    sending.current = false;
    setBusy(false);
    if (outcome.ok) return;
    const fieldErrors = outcome.fieldErrors ?? {};
    setServiceErrors(fieldErrors);
    const hasFieldErrors = Object.keys(fieldErrors).length > 0;
    setFormError(outcome.formError ?? (hasFieldErrors ? null : t('profile.saveFailed')));
    const first = PROFILE_FIELDS.find((f) => fieldErrors[f]);
    if (first) setFocusRequest({ field: first });
  };

  const errorOf = (field: ProfileField): string | undefined => {
    const problem = problems[field];
    if (problem) return t(problemKey(field, problem), { max: PROFILE_MAX_LENGTHS[field] ?? 0 });
    return serviceErrors[field];
  };
  const invalidCount = PROFILE_FIELDS.filter((f) => errorOf(f)).length;
  const bind = (field: Exclude<ProfileField, 'countryCode' | 'gender' | 'timeZone' | 'birthDate'>) => ({
    name: field,
    value: values[field],
    error: errorOf(field),
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
  });
  const required = { required: true };
  const zones = values.timeZone && !timeZones.includes(values.timeZone) ? [values.timeZone, ...timeZones] : timeZones;
  const countryList =
    values.countryCode && !countries.some((c) => c.code === values.countryCode)
      ? [{ code: values.countryCode, name: values.countryCode }, ...countries]
      : countries;
  const titleId = `${ids}-title`;

  return (
    <form
      ref={form}
      className="bf-profile-form"
      noValidate
      aria-labelledby={titleId}
      aria-busy={busy}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={titleId} className="bf-profile-form__title">
        {t('profile.editTitle')}
      </h3>
      <p className="bf-profile-form__hint">{t('profile.requiredHint')}</p>
      {attempted && invalidCount > 0 ? (
        <p role="alert" className="bf-profile-form__summary">
          {t('profile.errors.summary')}
        </p>
      ) : null}
      {formError ? (
        <p role="alert" className="bf-profile-form__summary">
          {formError}
        </p>
      ) : null}
      <fieldset className="bf-profile-form__group">
        <legend>{t('profile.groups.name')}</legend>
        <TextField {...bind('firstName')} {...required} label={t('profile.fields.firstName')} autoComplete="given-name" />
        <TextField {...bind('middleName')} label={t('profile.fields.middleName')} autoComplete="additional-name" />
        <TextField {...bind('lastName')} {...required} label={t('profile.fields.lastName')} autoComplete="family-name" />
      </fieldset>
      <fieldset className="bf-profile-form__group">
        <legend>{t('profile.groups.contact')}</legend>
        <TextField
          {...bind('phoneNumber')}
          label={t('profile.fields.phoneNumber')}
          hint={t('profile.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <TextField {...bind('address')} label={t('profile.fields.address')} autoComplete="street-address" />
        <TextField {...bind('city')} label={t('profile.fields.city')} autoComplete="address-level2" />
        <TextField {...bind('state')} label={t('profile.fields.state')} autoComplete="address-level1" />
        <TextField {...bind('postalCode')} label={t('profile.fields.postalCode')} autoComplete="postal-code" />
        <SelectField
          name="countryCode"
          label={t('profile.fields.country')}
          value={values.countryCode}
          error={errorOf('countryCode')}
          autoComplete="country"
          onChange={(event) => update('countryCode', event.target.value)}
        >
          <option value="">{t('profile.notSet')}</option>
          {countryList.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <fieldset className="bf-profile-form__group">
        <legend>{t('profile.groups.personal')}</legend>
        <DateField
          name="birthDate"
          label={t('profile.fields.birthDate')}
          value={values.birthDate}
          error={errorOf('birthDate')}
          onChange={(value) => update('birthDate', value)}
          max={isoDay(today ?? new Date())}
          today={today}
          autoComplete="bday"
        />
        <SelectField
          name="gender"
          label={t('profile.fields.gender')}
          value={values.gender}
          error={errorOf('gender')}
          onChange={(event) => update('gender', event.target.value as ProfileGender)}
        >
          {PROFILE_GENDERS.map((g) => (
            <option key={g} value={g}>
              {g === 'None' ? t('profile.notSet') : t(`profile.genders.${g}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="timeZone"
          label={t('profile.fields.timeZone')}
          value={values.timeZone}
          error={errorOf('timeZone')}
          onChange={(event) => update('timeZone', event.target.value)}
        >
          <option value="">{t('profile.notSet')}</option>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <div className="bf-profile-form__actions">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t('profile.saving') : t('profile.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}

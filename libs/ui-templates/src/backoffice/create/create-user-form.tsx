import '../../client/forms/client-forms.css';
import './create.css';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button, ButtonLink } from '../../components/button';
import { TextField } from '../../components/field';
import {
  ErrorSummary,
  useFieldHandlers,
  useListOptions,
  UserFieldInput,
  useFieldErrors,
  type FieldBinding,
} from '../user-fields/user-field-parts';
import {
  EMPTY_NEW_USER,
  MAX_INACTIVITY_MINUTES,
  NEW_USER_KINDS,
  NEW_USER_MAX_LENGTHS,
  NEW_USER_SECTIONS,
  newUserFieldsOf,
  newUserProblemKey,
  REQUIRED_NEW_USER_FIELDS,
  timeZoneNames,
  validateNewUser,
  type NewUserField,
  type NewUserKind,
  type NewUserValues,
} from './new-user';

/** A country of the list: ISO alpha-2 code and its name in the interface language. */
export interface NewUserCountry {
  code: string;
  name: string;
}

/** Props of {@link CreateUserForm}. */
export interface CreateUserFormProps {
  /** The user to create: the form shows this kind's fields (values typed for another kind are kept). */
  kind: NewUserKind;
  /** Called when another kind is chosen; without it the choice of kind is not shown. */
  onKindChange?: (kind: NewUserKind) => void;
  /**
   * Called with every value as typed once the kind's fields pass the checks (the caller sends the kind's
   * fields only). The form keeps everything typed, the password too, until it is unmounted.
   */
  onSubmit: (values: NewUserValues) => void;
  /** The localised country list. */
  countries: readonly NewUserCountry[];
  /** IANA time zones to offer; default the browser's list (or a list of common ones). */
  timeZones?: readonly string[];
  /** A creation is under way: the button is disabled and a status says so. */
  busy?: boolean;
  /**
   * The service's errors beside their fields, already in the interface language. A new object shows
   * them again (and moves the focus to the first); editing a field hides its error.
   */
  serviceErrors?: Partial<Record<NewUserField, string>>;
  /** Errors that belong to no field (not allowed, too many requests, no connection…), in the interface language. */
  formErrors?: readonly string[];
  /** Where "Cancel" leads (the users list). */
  cancelHref?: string;
  /** Values to start with (stories, tests). */
  initialValues?: Partial<NewUserValues>;
  /** "Today" for the birth date (tests, stories); default now. */
  today?: Date;
}

const NO_ERRORS: readonly string[] = Object.freeze([]);
/** Every field typed into, of every kind (each keeps one change and one leave handler). */
const TYPED_FIELDS = newUserFieldsOf('employee').filter(
  (field): field is Exclude<NewUserField, 'EmailConfirmed'> => field !== 'EmailConfirmed',
);

/**
 * The back office's "New client", "New employee" and "New affiliate user" form: the choice of kind
 * (radio buttons, arrow keys move between them), then every field the kind's call takes in fieldsets
 * (Identity, Contact, Address, Account): the localised countries, gender, birth date, time zone, the tier
 * colour with a colour picker, idle minutes and (employees) the employee group as numbers. The checks
 * mirror the service rules; a problem shows beside its field when the field is left or the form is
 * sent, an error summary links each one to its field, and the focus moves to the first. The service's
 * errors show beside their fields the same way; nothing typed is lost.
 */
export function CreateUserForm({
  kind,
  onKindChange,
  onSubmit,
  countries,
  timeZones,
  busy = false,
  serviceErrors,
  formErrors = NO_ERRORS,
  cancelHref,
  initialValues,
  today,
}: CreateUserFormProps) {
  const { t } = useTranslation('backoffice');
  const base = useId();
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<NewUserValues>({ ...EMPTY_NEW_USER, ...initialValues });
  const [showPassword, setShowPassword] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: NewUserField } | null>(null);

  const fields = newUserFieldsOf(kind);
  const zones = useMemo(() => timeZones ?? timeZoneNames(), [timeZones]);
  const countryCodes = useMemo(() => countries.map((c) => c.code), [countries]);
  const problems = useMemo(() => validateNewUser(values, kind, { today, countryCodes }), [values, kind, today, countryCodes]);
  const { attempted, attempt, reset, leave, edit, serviceError, errorOf } = useFieldErrors(
    problems,
    (field, problem) => t(newUserProblemKey(field, problem), { max: NEW_USER_MAX_LENGTHS[field] ?? 0, maxMinutes: MAX_INACTIVITY_MINUTES }),
    serviceErrors,
  );
  // Another kind starts without problems shown; what was typed stays.
  const [shownKind, setShownKind] = useState(kind);
  if (shownKind !== kind) {
    setShownKind(kind);
    reset();
  }
  const idOf = (field: NewUserField) => `${base}-${field}`;
  const labelOf = (field: NewUserField) => t(`create.fields.${field}`);

  useEffect(() => {
    if (focusRequest) (form.current?.elements.namedItem(focusRequest.field) as HTMLElement | null)?.focus();
  }, [focusRequest]);

  // A refused creation moves the focus to the first field the service named, else to the summary.
  useEffect(() => {
    const first = fields.find((field) => serviceErrors?.[field]);
    if (first) setFocusRequest({ field: first });
    else if (serviceErrors || formErrors.length > 0) summary.current?.focus();
    // Only a new failure moves the focus.
  }, [serviceErrors, formErrors]);

  const update = <K extends NewUserField>(field: K, value: NewUserValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    edit(field);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    attempt();
    const first = fields.find((field) => problems[field]);
    if (first) {
      setFocusRequest({ field: first });
      return;
    }
    onSubmit(values);
  };

  const invalid = fields.filter((field) => errorOf(field));
  // The summary follows a sending: the browser's checks, the service's errors, or an error of the whole form.
  const serviceShown = fields.some((field) => serviceError(field));
  const showSummary = formErrors.length > 0 || ((attempted || serviceShown) && invalid.length > 0);

  const handlers = useFieldHandlers(TYPED_FIELDS, (field, value) => update(field, value), leave);

  /** The props every field shares: id, name, label, value, error, hint, change and leave. */
  const bind = (field: Exclude<NewUserField, 'EmailConfirmed'>, hint?: string): FieldBinding => ({
    id: idOf(field),
    name: field,
    label: labelOf(field),
    value: values[field],
    error: errorOf(field),
    hint,
    required: REQUIRED_NEW_USER_FIELDS.includes(field),
    ...handlers.get(field),
  });

  const { countryOptions, zoneOptions } = useListOptions(countries, zones, values.CountryCode, values.TimeZone);

  const renderField = (field: NewUserField): ReactNode => {
    switch (field) {
      case 'Password':
        return (
          <div key={field} className="bf-create__password">
            <TextField
              {...bind(field)}
              type={showPassword ? 'text' : 'password'}
              autoComplete="new-password"
              spellCheck={false}
              hint={t('create.hints.Password')}
            />
            <Button
              variant="ghost"
              size="sm"
              className="bf-create__reveal"
              aria-pressed={showPassword}
              aria-controls={idOf('Password')}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {t('create.showPassword')}
            </Button>
          </div>
        );
      case 'EmployeeGroupId':
        return (
          <TextField
            key={field}
            {...bind(field)}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint={t('create.hints.EmployeeGroupId')}
          />
        );
      default:
        return (
          <UserFieldInput
            key={field}
            field={field}
            textKey="create"
            genderKey="create.genders"
            bind={bind}
            countryOptions={countryOptions}
            zoneOptions={zoneOptions}
            today={today}
            emailConfirmed={{
              id: idOf('EmailConfirmed'),
              label: labelOf('EmailConfirmed'),
              checked: values.EmailConfirmed,
              onChange: (checked) => update('EmailConfirmed', checked),
            }}
            tierColor={{ value: values.ActiveTierColor, onChange: (color) => update('ActiveTierColor', color) }}
          />
        );
    }
  };

  const titleId = `${base}-title`;
  const summaryTitleId = `${base}-summary`;
  return (
    <form ref={form} className="bf-create" noValidate aria-labelledby={titleId} aria-busy={busy || undefined} onSubmit={submit}>
      {onKindChange ? (
        <fieldset className="bf-create__kinds">
          <legend className="bf-create__legend">{t('create.kindLegend')}</legend>
          <div className="bf-create__kind-list">
            {NEW_USER_KINDS.map((option) => {
              const id = `${base}-kind-${option}`;
              return (
                <div key={option} className="bf-create__kind">
                  <input
                    id={id}
                    type="radio"
                    name="kind"
                    value={option}
                    className="bf-create__radio"
                    checked={option === kind}
                    onChange={() => onKindChange(option)}
                    aria-describedby={`${id}-hint`}
                  />
                  <label htmlFor={id} className="bf-create__kind-label">
                    {t(`create.kinds.${option}.title`)}
                  </label>
                  <p id={`${id}-hint`} className="bf-create__kind-hint">
                    {t(`create.kinds.${option}.hint`)}
                  </p>
                </div>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      <h2 id={titleId} className="bf-create__title">
        {t(`create.kinds.${kind}.title`)}
      </h2>
      <p className="bf-create__note">{t('create.requiredNote')}</p>
      <ErrorSummary
        summaryRef={summary}
        formRef={form}
        show={showSummary}
        titleId={summaryTitleId}
        title={t('create.summary')}
        formErrors={formErrors}
        problems={invalid.map((field) => ({ field, id: idOf(field), label: labelOf(field), error: errorOf(field) }))}
      />
      {NEW_USER_SECTIONS[kind].map((section) => (
        <fieldset key={section.id} className="bf-create__group">
          <legend className="bf-create__legend">{t(`create.sections.${section.id}`)}</legend>
          {section.fields.map(renderField)}
        </fieldset>
      ))}
      <div className="bf-create__actions">
        <Button type="submit" variant="primary" disabled={busy}>
          {t(`create.kinds.${kind}.submit`)}
        </Button>
        {cancelHref ? (
          <ButtonLink href={cancelHref} variant="secondary">
            {t('create.cancel')}
          </ButtonLink>
        ) : null}
      </div>
      <p role="status" className="bf-create__status">
        {busy ? t('create.busy') : null}
      </p>
    </form>
  );
}

import '../../client/forms/client-forms.css';
import './create.css';
import {
  memo,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button, ButtonLink } from '../../components/button';
import { TextArea, TextField } from '../../components/field';
import { FormAlert, SelectField, type SelectOption } from '../../client/forms/form-parts';
import {
  EMPTY_NEW_USER,
  isHexColor,
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
const GENDERS = ['0', '1', '2', '3'] as const;
/** What the colour picker shows while no colour is chosen (the picker always holds one). */
const NO_COLOR = '#000000';

/** The long lists (countries, time zones) redraw only when their own props change, not on every key typed elsewhere. */
const ListField = memo(SelectField);

/** `yyyy-mm-dd` of a day (UTC). */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** `#RGB` or `#RRGGBB` as the picker's `#rrggbb`. */
function pickerValue(color: string): string {
  if (!isHexColor(color)) return NO_COLOR;
  const hex = color.trim().slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

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
  const [attempted, setAttempted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<NewUserField>>(new Set());
  const [showPassword, setShowPassword] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: NewUserField } | null>(null);
  // Service errors stay until their field is edited; a new errors object brings them all back.
  const [shownService, setShownService] = useState(serviceErrors);
  const [edited, setEdited] = useState<ReadonlySet<NewUserField>>(new Set());
  if (shownService !== serviceErrors) {
    setShownService(serviceErrors);
    setEdited(new Set());
  }
  // Another kind starts without problems shown; what was typed stays.
  const [shownKind, setShownKind] = useState(kind);
  if (shownKind !== kind) {
    setShownKind(kind);
    setAttempted(false);
    setTouched(new Set());
  }

  const fields = newUserFieldsOf(kind);
  const zones = useMemo(() => timeZones ?? timeZoneNames(), [timeZones]);
  const countryCodes = useMemo(() => countries.map((c) => c.code), [countries]);
  const problems = useMemo(() => validateNewUser(values, kind, { today, countryCodes }), [values, kind, today, countryCodes]);
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
    if (shownService?.[field]) setEdited((current) => new Set(current).add(field));
  };
  const leave = (field: NewUserField) => {
    if (!touched.has(field)) setTouched((current) => new Set(current).add(field));
  };

  const errorOf = (field: NewUserField): string | undefined => {
    const problem = problems[field];
    if (problem && (attempted || (touched.has(field) && problem !== 'required'))) {
      return t(newUserProblemKey(field, problem), { max: NEW_USER_MAX_LENGTHS[field] ?? 0, maxMinutes: MAX_INACTIVITY_MINUTES });
    }
    return edited.has(field) ? undefined : shownService?.[field];
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    const first = fields.find((field) => problems[field]);
    if (first) {
      setFocusRequest({ field: first });
      return;
    }
    onSubmit(values);
  };

  const invalid = fields.filter((field) => errorOf(field));
  // The summary follows a sending: the browser's checks, the service's errors, or an error of the whole form.
  const serviceShown = fields.some((field) => !edited.has(field) && shownService?.[field]);
  const showSummary = formErrors.length > 0 || ((attempted || serviceShown) && invalid.length > 0);
  const goTo = (event: MouseEvent<HTMLAnchorElement>, field: NewUserField) => {
    event.preventDefault();
    const element = form.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) {
      element.focus();
      element.scrollIntoView?.({ block: 'center' });
    }
  };

  // One change and one leave handler per field for the form's life (the memoised lists keep theirs).
  const latest = useRef({ update, leave });
  useEffect(() => {
    latest.current = { update, leave };
  });
  const handlers = useMemo(() => {
    const of = (field: Exclude<NewUserField, 'EmailConfirmed'>) => ({
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
        latest.current.update(field, event.target.value),
      onBlur: () => latest.current.leave(field),
    });
    return new Map(newUserFieldsOf('employee').flatMap((field) => (field === 'EmailConfirmed' ? [] : [[field, of(field)] as const])));
  }, []);

  /** The props every field shares: id, name, value, error, change and leave. */
  const bind = (field: Exclude<NewUserField, 'EmailConfirmed'>) => ({
    id: idOf(field),
    name: field,
    label: labelOf(field),
    value: values[field],
    error: errorOf(field),
    required: REQUIRED_NEW_USER_FIELDS.includes(field),
    ...handlers.get(field),
  });

  const countryOptions: SelectOption[] = useMemo(() => {
    const list = countries.map((c) => ({ value: c.code, label: c.name }));
    const code = values.CountryCode;
    return code && !countries.some((c) => c.code === code) ? [{ value: code, label: code }, ...list] : list;
  }, [countries, values.CountryCode]);
  const zoneOptions: SelectOption[] = useMemo(() => {
    const list = values.TimeZone && !zones.includes(values.TimeZone) ? [values.TimeZone, ...zones] : zones;
    return list.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
  }, [zones, values.TimeZone]);

  const renderField = (field: NewUserField): ReactNode => {
    switch (field) {
      case 'FirstName':
      case 'MiddleName':
      case 'LastName':
      case 'Address':
      case 'City':
      case 'State':
      case 'PostalCode':
      case 'ActiveTierName':
        return <TextField key={field} {...bind(field)} autoComplete="off" />;
      case 'Email':
        return <TextField key={field} {...bind(field)} type="email" inputMode="email" autoComplete="off" />;
      case 'PhoneNumber':
        return (
          <TextField key={field} {...bind(field)} type="tel" inputMode="tel" autoComplete="off" hint={t('create.hints.PhoneNumber')} />
        );
      case 'Gender':
        return <SelectField key={field} {...bind(field)} options={GENDERS.map((g) => ({ value: g, label: t(`create.genders.${g}`) }))} />;
      case 'BirthDate':
        return <TextField key={field} {...bind(field)} type="date" max={isoDay(today ?? new Date())} />;
      case 'CountryCode':
        return <ListField key={field} {...bind(field)} options={countryOptions} placeholder={t('create.noCountry')} />;
      case 'TimeZone':
        return <ListField key={field} {...bind(field)} options={zoneOptions} placeholder={t('create.notSet')} />;
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
      case 'EmailConfirmed': {
        const id = idOf(field);
        return (
          <div key={field} className="bf-field bf-create__check">
            <input
              id={id}
              name={field}
              type="checkbox"
              className="bf-create__box"
              checked={values.EmailConfirmed}
              onChange={(event) => update(field, event.target.checked)}
              aria-describedby={`${id}-hint`}
            />
            <label htmlFor={id} className="bf-field__label">
              {labelOf(field)}
            </label>
            <p id={`${id}-hint`} className="bf-field__hint bf-create__check-hint">
              {t('create.hints.EmailConfirmed')}
            </p>
          </div>
        );
      }
      case 'ActiveTierColor':
        return (
          <div key={field} className="bf-create__color">
            <TextField {...bind(field)} autoComplete="off" spellCheck={false} hint={t('create.hints.ActiveTierColor')} />
            <input
              type="color"
              className="bf-create__swatch"
              aria-label={t('create.pickColor')}
              value={pickerValue(values.ActiveTierColor)}
              onChange={(event) => update(field, event.target.value.toUpperCase())}
            />
          </div>
        );
      case 'InactivityLogoutMinutes':
        return (
          <TextField
            key={field}
            {...bind(field)}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_INACTIVITY_MINUTES}
            step={1}
            hint={t('create.hints.InactivityLogoutMinutes', { maxMinutes: MAX_INACTIVITY_MINUTES })}
          />
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
      case 'IpWhitelist':
        return (
          <TextArea
            key={field}
            {...bind(field)}
            rows={2}
            className="bf-create__wide"
            spellCheck={false}
            hint={t('create.hints.IpWhitelist')}
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
      <div
        ref={summary}
        tabIndex={-1}
        className="bf-create__summary"
        role={showSummary ? 'group' : undefined}
        aria-labelledby={showSummary ? summaryTitleId : undefined}
      >
        <FormAlert messages={showSummary ? [<span id={summaryTitleId}>{t('create.summary')}</span>] : NO_ERRORS}>
          {invalid.length > 0 || formErrors.length > 0 ? (
            <ul className="bf-create__summary-list">
              {formErrors.map((message, index) => (
                <li key={`form-${index}`}>{message}</li>
              ))}
              {invalid.map((field) => (
                <li key={field}>
                  <a href={`#${idOf(field)}`} onClick={(event) => goTo(event, field)}>
                    {labelOf(field)}: {errorOf(field)}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </FormAlert>
      </div>
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

import '../../client/forms/client-forms.css';
import '../create/create.css';
import { memo, useEffect, useMemo, useRef, useState, type ChangeEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { cx } from '../../components/class-names';
import { DateField } from '../../components/date-field';
import { TextArea, TextField } from '../../components/field';
import { FormAlert, SelectField, type SelectOption } from '../../client/forms/form-parts';
import { isHexColor, MAX_IDLE_MINUTES, type UserField } from './user-field-rules';

/** The long lists (countries, time zones) redraw only when their own props change, not on every key typed elsewhere. */
const ListField = memo(SelectField);

const NO_ERRORS: readonly string[] = Object.freeze([]);
const GENDERS = ['0', '1', '2', '3'] as const;
/** What the colour picker shows while no colour is chosen (the picker always holds one). */
const NO_COLOR = '#000000';

/** `yyyy-mm-dd` of a day (UTC). */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** `#RGB` or `#RRGGBB` as the picker's `#rrggbb`. */
function pickerValue(color: string): string {
  if (!isHexColor(color)) return NO_COLOR;
  const hex = color.trim().slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

/** A field typed into (every field but the e-mail confirmation's box). */
export type UserTextField = Exclude<UserField, 'EmailConfirmed'>;

/** The change and leave handlers of a field typed into (a date field gives its value as `{ target: { value } }`). */
export interface FieldHandlers {
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement> | { target: { value: string } }) => void;
  onBlur: () => void;
}

/**
 * One change and one leave handler per field for the form's life (the memoised lists keep theirs); each
 * calls the latest `update` and `leave` given.
 */
export function useFieldHandlers<F extends string>(
  fields: readonly F[],
  update: (field: F, value: string) => void,
  leave: (field: F) => void,
): ReadonlyMap<F, FieldHandlers> {
  const latest = useRef({ update, leave });
  useEffect(() => {
    latest.current = { update, leave };
  });
  const [handlers] = useState(
    () =>
      new Map(
        fields.map((field) => [
          field,
          {
            onChange: (event: { target: { value: string } }) => latest.current.update(field, event.target.value),
            onBlur: () => latest.current.leave(field),
          },
        ]),
      ),
  );
  return handlers;
}

/**
 * What a form says beside each field: a problem its checks found (`problems`, in words by `problemText`)
 * once the field is left — a missing value only once the form is sent — or the form is sent; else the
 * service's error, which stays until its field is edited (a new errors object brings them all back).
 */
export function useFieldErrors<F extends string, P extends string>(
  problems: Partial<Record<F, P>>,
  problemText: (field: F, problem: P) => string,
  serviceErrors: Partial<Record<F, string>> | undefined,
) {
  const [attempted, setAttempted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [shown, setShown] = useState(serviceErrors);
  const [edited, setEdited] = useState<ReadonlySet<F>>(new Set());
  if (shown !== serviceErrors) {
    setShown(serviceErrors);
    setEdited(new Set());
  }
  const serviceError = (field: F): string | undefined => (edited.has(field) ? undefined : shown?.[field]);
  return {
    /** Whether the form was sent (every problem shows). */
    attempted,
    /** The form is sent. */
    attempt: () => setAttempted(true),
    /** Starts over: no problem shows until a field is left or the form is sent again. */
    reset: () => {
      setAttempted(false);
      setTouched(new Set());
    },
    /** The field was left. */
    leave: (field: F) => {
      if (!touched.has(field)) setTouched((current) => new Set(current).add(field));
    },
    /** The field was edited: its service error no longer applies. */
    edit: (field: F) => {
      if (shown?.[field]) setEdited((current) => new Set(current).add(field));
    },
    /** The service's error of a field, while it still applies. */
    serviceError,
    /** What is said beside a field, or undefined. */
    errorOf: (field: F): string | undefined => {
      const problem = problems[field];
      if (problem && (attempted || (touched.has(field) && problem !== 'required'))) return problemText(field, problem);
      return serviceError(field);
    },
  };
}

/** A localised country of the list. */
export interface FieldCountry {
  code: string;
  name: string;
}

/** The countries and time zones as options; a value the lists lack (an old record's) is offered first. */
export function useListOptions(countries: readonly FieldCountry[], zones: readonly string[], countryCode: string, timeZone: string) {
  const countryOptions: SelectOption[] = useMemo(() => {
    const list = countries.map((c) => ({ value: c.code, label: c.name }));
    return countryCode && !countries.some((c) => c.code === countryCode) ? [{ value: countryCode, label: countryCode }, ...list] : list;
  }, [countries, countryCode]);
  const zoneOptions: SelectOption[] = useMemo(() => {
    const list = timeZone && !zones.includes(timeZone) ? [timeZone, ...zones] : zones;
    return list.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
  }, [zones, timeZone]);
  return { countryOptions, zoneOptions };
}

/** The props a field of the form takes from it: id, name, label, value, error, hint, change and leave. */
export interface FieldBinding extends Partial<FieldHandlers> {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: ReactNode;
  required: boolean;
  className?: string;
}

/** Props of {@link UserFieldInput}. */
export interface UserFieldInputProps {
  field: UserField;
  /** Where the form's texts are: `<textKey>.hints.<field>`, `.noCountry`, `.notSet`, `.pickColor`. */
  textKey: string;
  /** Where the genders' names are (`<genderKey>.0`–`.3`). */
  genderKey: string;
  /** The form's props of a field, with the hint given. */
  bind: (field: UserTextField, hint?: string) => FieldBinding;
  countryOptions: readonly SelectOption[];
  zoneOptions: readonly SelectOption[];
  /** "Today": the latest birth date. */
  today?: Date;
  /** The e-mail confirmation's box: a note may stand before its hint, and a class mark the box. */
  emailConfirmed: {
    id: string;
    label: string;
    checked: boolean;
    onChange: (checked: boolean) => void;
    note?: ReactNode;
    className?: string;
  };
  /** The tier colour as typed, and a colour chosen with the picker. */
  tierColor: { value: string; onChange: (color: string) => void };
}

/**
 * A field of a user record in a back-office form: text fields, the e-mail address, the phone number,
 * gender, the birth date (not after today), the countries and time zones, the e-mail confirmation's box,
 * the tier colour with a colour picker, idle minutes and the IP whitelist.
 */
export function UserFieldInput({
  field,
  textKey,
  genderKey,
  bind,
  countryOptions,
  zoneOptions,
  today,
  emailConfirmed,
  tierColor,
}: UserFieldInputProps) {
  const { t } = useTranslation('backoffice');
  switch (field) {
    case 'FirstName':
    case 'MiddleName':
    case 'LastName':
    case 'Address':
    case 'City':
    case 'State':
    case 'PostalCode':
    case 'ActiveTierName':
      return <TextField {...bind(field)} autoComplete="off" />;
    case 'Email':
      return <TextField {...bind(field)} type="email" inputMode="email" autoComplete="off" />;
    case 'PhoneNumber':
      return <TextField {...bind(field, t(`${textKey}.hints.PhoneNumber`))} type="tel" inputMode="tel" autoComplete="off" />;
    case 'Gender':
      return <SelectField {...bind(field)} options={GENDERS.map((g) => ({ value: g, label: t(`${genderKey}.${g}`) }))} />;
    case 'BirthDate': {
      const { onChange, ...bound } = bind(field);
      return (
        <DateField {...bound} max={isoDay(today ?? new Date())} today={today} onChange={(value) => onChange?.({ target: { value } })} />
      );
    }
    case 'CountryCode':
      return <ListField {...bind(field)} options={countryOptions} placeholder={t(`${textKey}.noCountry`)} />;
    case 'TimeZone':
      return <ListField {...bind(field)} options={zoneOptions} placeholder={t(`${textKey}.notSet`)} />;
    case 'EmailConfirmed': {
      const { id, label, checked, onChange, note, className } = emailConfirmed;
      return (
        <div className={cx('bf-field', 'bf-create__check', className)}>
          <input
            id={id}
            name={field}
            type="checkbox"
            className="bf-create__box"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            aria-describedby={`${id}-hint`}
          />
          <label htmlFor={id} className="bf-field__label">
            {label}
          </label>
          <p id={`${id}-hint`} className="bf-field__hint bf-create__check-hint">
            {note ? <>{note} </> : null}
            {t(`${textKey}.hints.EmailConfirmed`)}
          </p>
        </div>
      );
    }
    case 'ActiveTierColor':
      return (
        <div className="bf-create__color">
          <TextField {...bind(field, t(`${textKey}.hints.ActiveTierColor`))} autoComplete="off" spellCheck={false} />
          <input
            type="color"
            className="bf-create__swatch"
            aria-label={t(`${textKey}.pickColor`)}
            value={pickerValue(tierColor.value)}
            onChange={(event) => tierColor.onChange(event.target.value.toUpperCase())}
          />
        </div>
      );
    case 'InactivityLogoutMinutes':
      return (
        <TextField
          {...bind(field, t(`${textKey}.hints.InactivityLogoutMinutes`, { maxMinutes: MAX_IDLE_MINUTES }))}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_IDLE_MINUTES}
          step={1}
        />
      );
    case 'IpWhitelist': {
      const bound = bind(field, t(`${textKey}.hints.IpWhitelist`));
      return <TextArea {...bound} className={cx('bf-create__wide', bound.className)} rows={2} spellCheck={false} />;
    }
  }
}

/** A field's entry in the {@link ErrorSummary}. */
export interface SummaryProblem {
  /** The field's name in the form (its control takes the focus). */
  field: string;
  /** The id of its control (the link's target). */
  id: string;
  label: string;
  error: ReactNode;
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** The summary's box (it takes the focus when a sending fails with no field to point at). */
  summaryRef: RefObject<HTMLDivElement | null>;
  /** The form whose fields the links focus. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Whether the summary shows (after a sending). */
  show: boolean;
  titleId: string;
  title: string;
  /** Errors that belong to no field. */
  formErrors: readonly string[];
  /** The fields' problems, in the form's order. */
  problems: readonly SummaryProblem[];
}

/** Focuses a field of `form` by its name and scrolls it into view. */
function goTo(event: MouseEvent<HTMLAnchorElement>, form: HTMLFormElement | null, field: string) {
  event.preventDefault();
  const element = form?.elements.namedItem(field);
  if (element instanceof HTMLElement) {
    element.focus();
    element.scrollIntoView?.({ block: 'center' });
  }
}

/**
 * A form's error summary: the errors of the whole form, then each field's problem as a link to its field.
 * It is a group named by its title while it shows.
 */
export function ErrorSummary({ summaryRef, formRef, show, titleId, title, formErrors, problems }: ErrorSummaryProps) {
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      className="bf-create__summary"
      role={show ? 'group' : undefined}
      aria-labelledby={show ? titleId : undefined}
    >
      <FormAlert messages={show ? [<span id={titleId}>{title}</span>] : NO_ERRORS}>
        {problems.length > 0 || formErrors.length > 0 ? (
          <ul className="bf-create__summary-list">
            {formErrors.map((message, index) => (
              <li key={`form-${index}`}>{message}</li>
            ))}
            {problems.map(({ field, id, label, error }) => (
              <li key={field}>
                <a href={`#${id}`} onClick={(event) => goTo(event, formRef.current, field)}>
                  {label}: {error}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </FormAlert>
    </div>
  );
}

import '../../client/forms/client-forms.css';
import '../create/create.css';
import './user-profile.css';
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
import { formatDate } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import { TextArea, TextField } from '../../components/field';
import { FormAlert, SelectField, type SelectOption } from '../../client/forms/form-parts';
import { isHexColor, timeZoneNames } from '../create/new-user';
import { profileFieldLabelKey, type ProfileCountry } from './user-details';
import {
  editChangesOf,
  editConflictOf,
  keepMyChanges,
  MAX_IDLE_MINUTES,
  REQUIRED_EDIT_FIELDS,
  takeTheirChanges,
  USER_EDIT_FIELDS,
  USER_EDIT_MAX_LENGTHS,
  USER_EDIT_SECTIONS,
  userEditProblemKey,
  validateUserEdit,
  type UserEditField,
  type UserEditValues,
} from './user-edit';

/** Props of {@link UserEditForm}. */
export interface UserEditFormProps {
  /** The user's full name (the form's title names it). */
  name: string;
  /**
   * The record's values now (kept live: a change pushed while the form is open arrives here). The form
   * starts from the first one it gets and compares every later one with it.
   */
  record: UserEditValues;
  /** The fields offered (default every field; on an employee's own record the self-service ones). */
  fields?: readonly UserEditField[];
  /** Shows that this is the employee's own record (and why fewer fields are offered). */
  ownRecord?: boolean;
  /** The localised country list. */
  countries: readonly ProfileCountry[];
  /** IANA time zones to offer; default the browser's list (or a list of common ones). */
  timeZones?: readonly string[];
  /**
   * Called with the values of the fields changed from the record the form started from (or, after a
   * conflict was resolved, from the record then on the service), once they pass the checks; `{}` when
   * nothing changed. The form keeps everything typed until it is closed.
   */
  onSave: (changes: Partial<UserEditValues>) => void;
  /** "Cancel": the caller closes the form (nothing typed is kept). */
  onCancel: () => void;
  /** A save is under way: the buttons are disabled and a status says so. */
  busy?: boolean;
  /**
   * The service's errors beside their fields, already in the interface language. A new object shows
   * them again (and moves the focus to the first); editing a field hides its error.
   */
  serviceErrors?: Partial<Record<UserEditField, string>>;
  /** Errors that belong to no field (not allowed, too many requests, no connection…), in the interface language. */
  formErrors?: readonly string[];
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

/** How the conflict was settled, for the status message. */
type Resolution = 'kept' | 'taken';

/**
 * The edit form of the user page's details: every field an employee may change (`Update`) in fieldsets
 * (identity, contact, address, account), or on the employee's own record only the fields a user may change
 * on itself. The checks mirror the service rules and apply to the fields changed; a problem shows beside
 * its field when the field is left or the form is sent, a summary links each one to its field, and the
 * focus moves to the first. The service's errors show the same way; nothing typed is lost.
 *
 * While the form is open, a record that changes (another employee saved meanwhile) raises an alert naming
 * each field changed and its new value; the fields both employees changed are marked, and saving waits for
 * a choice: "Keep my changes" (saving then sends only this employee's changes, every other field taking
 * the new values) or "Take their changes" (their values replace the edits of the fields they changed; the
 * other edits stay).
 */
export function UserEditForm({
  name,
  record,
  fields = USER_EDIT_FIELDS,
  ownRecord = false,
  countries,
  timeZones,
  onSave,
  onCancel,
  busy = false,
  serviceErrors,
  formErrors = NO_ERRORS,
  today,
}: UserEditFormProps) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language || 'en';
  const base = useId();
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const conflictBox = useRef<HTMLDivElement>(null);
  // The record the form compares with: the one it started from, then the one a resolved conflict took.
  const [start, setStart] = useState<UserEditValues>(record);
  const [values, setValues] = useState<UserEditValues>(record);
  const [attempted, setAttempted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<UserEditField>>(new Set());
  const [focusRequest, setFocusRequest] = useState<{ target: UserEditField | 'conflict' | 'save' } | null>(null);
  const [resolution, setResolution] = useState<Resolution | null>(null);
  const [mustResolve, setMustResolve] = useState(false);
  // Service errors stay until their field is edited; a new errors object brings them all back.
  const [shownService, setShownService] = useState(serviceErrors);
  const [edited, setEdited] = useState<ReadonlySet<UserEditField>>(new Set());
  if (shownService !== serviceErrors) {
    setShownService(serviceErrors);
    setEdited(new Set());
  }

  const offered = useMemo(() => new Set(fields), [fields]);
  const zones = useMemo(() => timeZones ?? timeZoneNames(), [timeZones]);
  const countryCodes = useMemo(() => countries.map((c) => c.code), [countries]);
  const problems = useMemo(
    () => validateUserEdit(values, start, { fields, today, countryCodes }),
    [values, start, fields, today, countryCodes],
  );
  // A save under way is not a conflict: its own change may come back pushed before the answer.
  const conflict = busy ? null : editConflictOf(start, record, values, fields);
  const both = new Set(conflict?.both ?? []);
  const idOf = (field: UserEditField) => `${base}-${field}`;
  const labelOf = (field: UserEditField) => t(profileFieldLabelKey(field));

  useEffect(() => {
    if (!focusRequest) return;
    const { target } = focusRequest;
    if (target === 'conflict') conflictBox.current?.focus();
    else if (target === 'save') (form.current?.querySelector('button[type="submit"]') as HTMLElement | null)?.focus();
    else (form.current?.elements.namedItem(target) as HTMLElement | null)?.focus();
  }, [focusRequest]);

  // The form opens with the focus on its first field.
  useEffect(() => {
    const first = USER_EDIT_FIELDS.find((field) => offered.has(field));
    if (first) setFocusRequest({ target: first });
    // Only when the form opens.
  }, []);

  // A refused save moves the focus to the first field the service named, else to the summary.
  useEffect(() => {
    const first = USER_EDIT_FIELDS.find((field) => offered.has(field) && serviceErrors?.[field]);
    if (first) setFocusRequest({ target: first });
    else if (serviceErrors || formErrors.length > 0) summary.current?.focus();
    // Only a new failure moves the focus.
  }, [serviceErrors, formErrors]);

  // A new conflict asks again; the message of the last choice gives way to it.
  const conflictKey = conflict ? conflict.theirs.join() : '';
  const [shownConflict, setShownConflict] = useState(conflictKey);
  if (shownConflict !== conflictKey) {
    setShownConflict(conflictKey);
    if (conflictKey) setResolution(null);
    else setMustResolve(false);
  }

  const update = <K extends UserEditField>(field: K, value: UserEditValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setResolution(null);
    if (shownService?.[field]) setEdited((current) => new Set(current).add(field));
  };
  const leave = (field: UserEditField) => {
    if (!touched.has(field)) setTouched((current) => new Set(current).add(field));
  };

  const errorOf = (field: UserEditField): string | undefined => {
    const problem = problems[field];
    if (problem && (attempted || (touched.has(field) && problem !== 'required'))) {
      return t(userEditProblemKey(field, problem), { max: USER_EDIT_MAX_LENGTHS[field] ?? 0, maxMinutes: MAX_IDLE_MINUTES });
    }
    return edited.has(field) ? undefined : shownService?.[field];
  };

  /** A value in words: gender, yes or no, the country's name, the birth date, "None" when empty. */
  const shown = (field: UserEditField, value: UserEditValues[UserEditField]): string => {
    if (typeof value === 'boolean') return t(value ? 'boolean.true' : 'boolean.false');
    const text = value.trim();
    if (field === 'Gender') return t(`genders.${text || '0'}`);
    if (!text) return t('user.none');
    if (field === 'CountryCode') return countries.find((c) => c.code.toUpperCase() === text.toUpperCase())?.name ?? text;
    if (field === 'BirthDate')
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDate(`${text}T00:00:00Z`, language, { timeZone: 'UTC' }) : text;
    if (field === 'TimeZone') return text.replace(/_/g, ' ');
    return text;
  };

  const resolve = (choice: Resolution) => {
    if (!conflict) return;
    const next = choice === 'kept' ? keepMyChanges(start, record, values, fields) : takeTheirChanges(start, record, values, fields);
    setValues(next);
    setStart(record);
    setResolution(choice);
    setMustResolve(false);
    const firstBoth = USER_EDIT_FIELDS.find((field) => both.has(field));
    setFocusRequest({ target: firstBoth ?? 'save' });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (conflict) {
      setMustResolve(true);
      setFocusRequest({ target: 'conflict' });
      return;
    }
    setAttempted(true);
    const first = USER_EDIT_FIELDS.find((field) => offered.has(field) && problems[field]);
    if (first) {
      setFocusRequest({ target: first });
      return;
    }
    onSave(editChangesOf(values, start, fields));
  };

  const invalid = USER_EDIT_FIELDS.filter((field) => offered.has(field) && errorOf(field));
  const serviceShown = invalid.some((field) => !edited.has(field) && shownService?.[field]);
  const showSummary = formErrors.length > 0 || ((attempted || serviceShown) && invalid.length > 0);
  const goTo = (event: MouseEvent<HTMLAnchorElement>, field: UserEditField) => {
    event.preventDefault();
    const element = form.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) {
      element.focus();
      element.scrollIntoView?.({ block: 'center' });
    }
  };

  /** The note beside a field both employees changed: what the other one saved. */
  const conflictHint = (field: UserEditField): ReactNode =>
    both.has(field) ? (
      <span className="bf-user-edit__theirs">{t('profile.conflict.fieldNote', { value: shown(field, record[field]) })}</span>
    ) : null;
  const hintOf = (field: UserEditField, hint?: string): ReactNode => {
    const note = conflictHint(field);
    if (!note) return hint;
    return hint ? (
      <>
        {note} {hint}
      </>
    ) : (
      note
    );
  };

  // One change and one leave handler per field for the form's life (the memoised lists keep theirs).
  const latest = useRef({ update, leave });
  useEffect(() => {
    latest.current = { update, leave };
  });
  const handlers = useMemo(() => {
    const of = (field: Exclude<UserEditField, 'EmailConfirmed'>) => ({
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
        latest.current.update(field, event.target.value),
      onBlur: () => latest.current.leave(field),
    });
    return new Map(USER_EDIT_FIELDS.flatMap((field) => (field === 'EmailConfirmed' ? [] : [[field, of(field)] as const])));
  }, []);

  /** The props every field shares: id, name, value, label, error, hint, change and leave. */
  const bind = (field: Exclude<UserEditField, 'EmailConfirmed'>, hint?: string) => ({
    id: idOf(field),
    name: field,
    label: labelOf(field),
    value: values[field],
    error: errorOf(field),
    hint: hintOf(field, hint),
    required: REQUIRED_EDIT_FIELDS.includes(field),
    className: both.has(field) ? 'bf-user-edit__field--conflict' : undefined,
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

  const renderField = (field: UserEditField): ReactNode => {
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
          <TextField key={field} {...bind(field, t('profile.form.hints.PhoneNumber'))} type="tel" inputMode="tel" autoComplete="off" />
        );
      case 'Gender':
        return <SelectField key={field} {...bind(field)} options={GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))} />;
      case 'BirthDate':
        return <TextField key={field} {...bind(field)} type="date" max={isoDay(today ?? new Date())} />;
      case 'CountryCode':
        return <ListField key={field} {...bind(field)} options={countryOptions} placeholder={t('profile.form.noCountry')} />;
      case 'TimeZone':
        return <ListField key={field} {...bind(field)} options={zoneOptions} placeholder={t('profile.form.notSet')} />;
      case 'EmailConfirmed': {
        const id = idOf(field);
        const note = conflictHint(field);
        return (
          <div key={field} className={cx('bf-field', 'bf-create__check', both.has(field) && 'bf-user-edit__field--conflict')}>
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
              {note} {t('profile.form.hints.EmailConfirmed')}
            </p>
          </div>
        );
      }
      case 'ActiveTierColor':
        return (
          <div key={field} className="bf-create__color">
            <TextField {...bind(field, t('profile.form.hints.ActiveTierColor'))} autoComplete="off" spellCheck={false} />
            <input
              type="color"
              className="bf-create__swatch"
              aria-label={t('profile.form.pickColor')}
              value={pickerValue(values.ActiveTierColor)}
              onChange={(event) => update(field, event.target.value.toUpperCase())}
            />
          </div>
        );
      case 'InactivityLogoutMinutes':
        return (
          <TextField
            key={field}
            {...bind(field, t('profile.form.hints.InactivityLogoutMinutes', { maxMinutes: MAX_IDLE_MINUTES }))}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_IDLE_MINUTES}
            step={1}
          />
        );
      case 'IpWhitelist':
        return (
          <TextArea
            key={field}
            {...bind(field, t('profile.form.hints.IpWhitelist'))}
            className={cx('bf-create__wide', both.has(field) && 'bf-user-edit__field--conflict')}
            rows={2}
            spellCheck={false}
          />
        );
    }
  };

  const titleId = `${base}-title`;
  const summaryTitleId = `${base}-summary`;
  const conflictTitleId = `${base}-conflict`;
  const status = busy
    ? t('profile.form.busy')
    : resolution === 'kept'
      ? t('profile.conflict.kept')
      : resolution === 'taken'
        ? t('profile.conflict.taken')
        : '';
  return (
    <form
      ref={form}
      className="bf-create bf-user-edit"
      noValidate
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      onSubmit={submit}
    >
      <h3 id={titleId} className="bf-create__title">
        {t('profile.form.title', { name })}
      </h3>
      {ownRecord ? <p className="bf-user-edit__note">{t('profile.form.ownRecord')}</p> : null}
      <p className="bf-create__note">{t('profile.form.requiredNote')}</p>
      <div role="alert" className="bf-user-edit__conflict-region">
        {conflict ? (
          <div ref={conflictBox} tabIndex={-1} className="bf-user-edit__conflict" role="group" aria-labelledby={conflictTitleId}>
            <p id={conflictTitleId} className="bf-user-edit__conflict-title">
              {t('profile.conflict.title')}
            </p>
            <ul className="bf-user-edit__conflict-list">
              {conflict.theirs.map((field) => (
                <li key={field} data-field={field}>
                  {t('profile.conflict.item', { field: labelOf(field), value: shown(field, record[field]) })}
                  {both.has(field) ? (
                    <>
                      {' '}
                      <strong className="bf-user-edit__both">{t('profile.conflict.both', { value: shown(field, values[field]) })}</strong>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
            <p className="bf-user-edit__conflict-help">{t('profile.conflict.help')}</p>
            {mustResolve ? <p className="bf-user-edit__conflict-must">{t('profile.conflict.resolveFirst')}</p> : null}
            <div className="bf-user-edit__conflict-actions">
              <Button variant="primary" size="sm" onClick={() => resolve('kept')}>
                {t('profile.conflict.keepMine')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => resolve('taken')}>
                {t('profile.conflict.takeTheirs')}
              </Button>
            </div>
          </div>
        ) : null}
      </div>
      <div
        ref={summary}
        tabIndex={-1}
        className="bf-create__summary"
        role={showSummary ? 'group' : undefined}
        aria-labelledby={showSummary ? summaryTitleId : undefined}
      >
        <FormAlert messages={showSummary ? [<span id={summaryTitleId}>{t('profile.form.summary')}</span>] : NO_ERRORS}>
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
      {USER_EDIT_SECTIONS.map((section) => {
        const shownFields = section.fields.filter((field) => offered.has(field));
        if (shownFields.length === 0) return null;
        return (
          <fieldset key={section.id} className="bf-create__group">
            <legend className="bf-create__legend">{t(`profile.sections.${section.id}`)}</legend>
            {shownFields.map(renderField)}
          </fieldset>
        );
      })}
      <div className="bf-create__actions">
        <Button type="submit" variant="primary" disabled={busy}>
          {t('profile.form.save')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {t('profile.form.cancel')}
        </Button>
      </div>
      <p role="status" className="bf-create__status">
        {status}
      </p>
    </form>
  );
}

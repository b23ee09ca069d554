import '../../client/forms/client-forms.css';
import '../create/create.css';
import './user-profile.css';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { formatDate } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import {
  ErrorSummary,
  useFieldHandlers,
  useListOptions,
  UserFieldInput,
  useFieldErrors,
  type FieldBinding,
} from '../user-fields/user-field-parts';
import { timeZoneNames } from '../user-fields/user-field-rules';
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
/** Every field typed into (each keeps one change and one leave handler). */
const TYPED_FIELDS = USER_EDIT_FIELDS.filter((field): field is Exclude<UserEditField, 'EmailConfirmed'> => field !== 'EmailConfirmed');

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
  const [focusRequest, setFocusRequest] = useState<{ target: UserEditField | 'conflict' | 'save' } | null>(null);
  const [resolution, setResolution] = useState<Resolution | null>(null);
  const [mustResolve, setMustResolve] = useState(false);

  const offered = useMemo(() => new Set(fields), [fields]);
  const zones = useMemo(() => timeZones ?? timeZoneNames(), [timeZones]);
  const countryCodes = useMemo(() => countries.map((c) => c.code), [countries]);
  const problems = useMemo(
    () => validateUserEdit(values, start, { fields, today, countryCodes }),
    [values, start, fields, today, countryCodes],
  );
  // Service errors stay until their field is edited; a new errors object brings them all back.
  const { attempted, attempt, leave, edit, serviceError, errorOf } = useFieldErrors(
    problems,
    (field, problem) => t(userEditProblemKey(field, problem), { max: USER_EDIT_MAX_LENGTHS[field] ?? 0, maxMinutes: MAX_IDLE_MINUTES }),
    serviceErrors,
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
    edit(field);
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
    attempt();
    const first = USER_EDIT_FIELDS.find((field) => offered.has(field) && problems[field]);
    if (first) {
      setFocusRequest({ target: first });
      return;
    }
    onSave(editChangesOf(values, start, fields));
  };

  const invalid = USER_EDIT_FIELDS.filter((field) => offered.has(field) && errorOf(field));
  const serviceShown = invalid.some((field) => serviceError(field));
  const showSummary = formErrors.length > 0 || ((attempted || serviceShown) && invalid.length > 0);

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

  const handlers = useFieldHandlers(TYPED_FIELDS, (field, value) => update(field, value), leave);

  /** The props every field shares: id, name, label, value, error, hint, change and leave. */
  const bind = (field: Exclude<UserEditField, 'EmailConfirmed'>, hint?: string): FieldBinding => ({
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

  const { countryOptions, zoneOptions } = useListOptions(countries, zones, values.CountryCode, values.TimeZone);

  const renderField = (field: UserEditField): ReactNode => (
    <UserFieldInput
      key={field}
      field={field}
      textKey="profile.form"
      genderKey="genders"
      bind={bind}
      countryOptions={countryOptions}
      zoneOptions={zoneOptions}
      today={today}
      emailConfirmed={{
        id: idOf('EmailConfirmed'),
        label: labelOf('EmailConfirmed'),
        checked: values.EmailConfirmed,
        onChange: (checked) => update('EmailConfirmed', checked),
        note: conflictHint('EmailConfirmed'),
        className: both.has('EmailConfirmed') ? 'bf-user-edit__field--conflict' : undefined,
      }}
      tierColor={{ value: values.ActiveTierColor, onChange: (color) => update('ActiveTierColor', color) }}
    />
  );

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
      <ErrorSummary
        summaryRef={summary}
        formRef={form}
        show={showSummary}
        titleId={summaryTitleId}
        title={t('profile.form.summary')}
        formErrors={formErrors}
        problems={invalid.map((field) => ({ field, id: idOf(field), label: labelOf(field), error: errorOf(field) }))}
      />
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

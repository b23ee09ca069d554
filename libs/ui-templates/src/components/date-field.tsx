import { useEffect, useId, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { FIRST_DAY_OF_WEEK } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import { createIcon } from '../icons/create-icon';
import { Button } from './button';
import { cx } from './class-names';
import type { DateCalendar } from './date-field-calendar';
import { dayText, isIsoDay, parseDayText, type Weekday } from './date-field-format';
import './date-field.css';

const IconCalendar = /*#__PURE__*/ createIcon(
  'calendar',
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);

/** The date the format hint and messages show as an example (a day above 12, so the order is plain). */
const EXAMPLE_DAY = '31/12/1990';

type Calendar = typeof DateCalendar;
let calendar: Calendar | undefined;
let loadingCalendar: Promise<Calendar> | undefined;

/**
 * The calendar and its date library, loaded once, when a calendar is first wanted (a date field typed into
 * never loads it); a failed load is tried again the next time.
 */
function loadCalendar(): Promise<Calendar> {
  loadingCalendar ??= import('./date-field-calendar').then(
    (module) => (calendar = module.DateCalendar),
    (error: unknown) => {
      loadingCalendar = undefined;
      throw error;
    },
  );
  return loadingCalendar;
}

/** Props of {@link DateInput}. */
export interface DateInputProps {
  /** The input's id (a `<label htmlFor>` or a link of an error summary points at it). */
  id?: string;
  /** The input's name in its form (a form focuses the field by it). */
  name?: string;
  /** The field's name: the calendar's button and dialog are named after it. */
  label: string;
  /** Names the input with `label` (for a field without a visible label). */
  labelHidden?: boolean;
  /** The day (ISO `yyyy-mm-dd`), '' for none; a text that is not a date is shown as it is. */
  value: string;
  /**
   * The new value: the ISO day typed or picked, '' when emptied, and for a text that is not a date what
   * `invalidValue` says.
   */
  onChange: (value: string) => void;
  /**
   * What `onChange` gives while the text is not a date: the text as typed (the default: a form's check then
   * refuses it, and nothing typed is lost) or '' (no value, as a filter wants).
   */
  invalidValue?: 'text' | 'empty';
  /** The focus left the field (its input, button and calendar). */
  onBlur?: () => void;
  /** The first and last days that may be picked or typed (ISO). */
  min?: string;
  max?: string;
  /** The caller's message (a form's check, the service's answer); it replaces the field's own. */
  error?: ReactNode;
  /** Ids of texts that describe the input (a hint, a note). */
  describedBy?: string;
  /**
   * The id of a visible text that gives the format (a {@link DateField}'s hint); without one the input
   * carries a hidden one, and its placeholder shows the format.
   */
  formatHintId?: string;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  /** "Today" for the calendar (tests, stories); default now. */
  today?: Date;
  /** The first day of the calendar's weeks, 0 for Sunday; Monday by default (SPEC §9). */
  firstDayOfWeek?: Weekday;
  /** Class of the input, in place of a form field's (`bf-field__control`). */
  inputClassName?: string;
  className?: string;
}

/**
 * A date typed as day/month/year (SPEC §9) or picked from a calendar, in every interface language: the input
 * takes `17/09/2023`, `17/9/2023`, `17.09.2023` and `17-09-2023`, shows the date as `dd/mm/yyyy` once the
 * field is left, and says so when a text left in it is not a date (or is out of `min`/`max`); the button
 * beside it opens a calendar (Monday first) in a small dialog, from which the focus comes back to the input.
 * The calendar and its date library load when a calendar is first wanted (pointing at or reaching the
 * button); if they cannot be loaded, the dialog says so and offers to try again. The value in and out is the
 * ISO day, so forms and queries keep `yyyy-mm-dd`.
 */
export function DateInput({
  id,
  name,
  label,
  labelHidden = false,
  value,
  onChange,
  invalidValue = 'text',
  onBlur,
  min,
  max,
  error,
  describedBy,
  formatHintId,
  required,
  disabled,
  autoComplete = 'off',
  today,
  firstDayOfWeek = FIRST_DAY_OF_WEEK as Weekday,
  inputClassName,
  className,
}: DateInputProps) {
  const { t } = useTranslation('marketing');
  const generated = useId();
  const inputId = id ?? `bf-date-${generated}`;
  const calendarId = `${inputId}-calendar`;
  const messageId = `${inputId}-message`;
  const ownHintId = `${inputId}-format`;
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  /** What the caller holds for a text. */
  const valueOf = (text: string) => {
    if (text.trim() === '') return '';
    return parseDayText(text) ?? (invalidValue === 'empty' ? '' : text);
  };
  const [text, setText] = useState(() => dayText(value));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // A value from outside (a reset, the other employee's change): shown, unless it is what the text says.
    setSeen(value);
    if (valueOf(text) !== value) setText(dayText(value));
  }
  const [left, setLeft] = useState(false);
  const [open, setOpen] = useState(false);
  const [Calendar, setCalendar] = useState<Calendar | undefined>(() => calendar);
  const [loadFailed, setLoadFailed] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const fetchCalendar = () => {
    if (Calendar) return;
    setLoadFailed(false);
    loadCalendar().then(
      (loaded) => mounted.current && setCalendar(() => loaded),
      () => mounted.current && setLoadFailed(true),
    );
  };
  const toggle = () => {
    if (!open) fetchCalendar();
    setOpen(!open);
  };
  const dismiss = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onCalendarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Only the calendar closes, not a dialog the field sits in.
    event.stopPropagation();
    event.preventDefault();
    dismiss();
  };

  const typed = text.trim() === '' ? '' : parseDayText(text);
  const problem =
    typed === null
      ? t('dateField.invalid', { example: EXAMPLE_DAY })
      : typed && min && isIsoDay(min) && typed < min
        ? t('dateField.tooEarly', { date: dayText(min) })
        : typed && max && isIsoDay(max) && typed > max
          ? t('dateField.tooLate', { date: dayText(max) })
          : null;
  const message = error || (left && problem) || null;

  const change = (next: string) => {
    const nextValue = valueOf(next);
    setText(next);
    setLeft(false);
    if (nextValue !== value) onChange(nextValue);
  };

  /** The focus or a click left the field: the text is tidied, its problem shows, the calendar closes. */
  const leave = () => {
    setOpen(false);
    setLeft(true);
    const iso = parseDayText(text);
    if (iso && text !== dayText(iso)) setText(dayText(iso));
    onBlur?.();
  };
  const leaveRef = useRef(leave);
  useEffect(() => {
    leaveRef.current = leave;
  });

  useEffect(() => {
    if (!open) return;
    // A click or a focus outside closes the calendar (a click inside, on no control, keeps it open).
    const outside = (event: Event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) leaveRef.current();
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('focusin', outside, true);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('focusin', outside, true);
    };
  }, [open]);

  const onRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    // With the calendar open, a focus lost to nothing is a click inside it; the listeners above see the rest.
    if (to instanceof Node ? !event.currentTarget.contains(to) : !open) leave();
  };

  const pick = (iso: string) => {
    setText(dayText(iso));
    setLeft(true);
    setOpen(false);
    if (iso !== value) onChange(iso);
    input.current?.focus();
  };

  const describedByIds = [describedBy, formatHintId ?? ownHintId, message ? messageId : undefined].filter(Boolean).join(' ');

  return (
    <div ref={root} className={cx('bf-date', className)} onBlur={onRootBlur}>
      <div className="bf-date__control">
        <input
          ref={input}
          id={inputId}
          name={name}
          type="text"
          className={cx(inputClassName ?? 'bf-field__control', 'bf-date__input')}
          value={text}
          placeholder={t('dateField.pattern')}
          autoComplete={autoComplete}
          spellCheck={false}
          required={required}
          disabled={disabled}
          aria-label={labelHidden ? label : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedByIds}
          onChange={(event: ChangeEvent<HTMLInputElement>) => change(event.target.value)}
        />
        <button
          ref={button}
          type="button"
          className="bf-date__button"
          aria-label={t('dateField.open', { field: label })}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? calendarId : undefined}
          disabled={disabled}
          onClick={toggle}
          // Pointing at the button or reaching it starts loading the calendar, so it shows at once.
          onPointerEnter={fetchCalendar}
          onFocus={fetchCalendar}
        >
          <IconCalendar size={20} />
        </button>
        {open ? (
          <div
            id={calendarId}
            role="dialog"
            aria-label={t('dateField.calendar', { field: label })}
            aria-busy={Calendar || loadFailed ? undefined : true}
            className="bf-date-calendar"
            onKeyDown={onCalendarKeyDown}
          >
            {Calendar ? (
              <Calendar
                selected={typed ?? ''}
                min={min}
                max={max}
                today={today ?? new Date()}
                firstDayOfWeek={firstDayOfWeek}
                onSelect={pick}
              />
            ) : loadFailed ? (
              <div className="bf-date-calendar__failed" role="alert">
                <p>{t('dateField.loadFailed')}</p>
                <Button size="sm" variant="secondary" onClick={fetchCalendar}>
                  {t('dateField.retry')}
                </Button>
              </div>
            ) : (
              <p className="bf-date-calendar__status" role="status">
                {t('dateField.loading')}
              </p>
            )}
          </div>
        ) : null}
      </div>
      {formatHintId ? null : (
        <span id={ownHintId} className="bf-visually-hidden">
          {t('dateField.hint', { example: EXAMPLE_DAY })}
        </span>
      )}
      {message ? (
        <p className="bf-field__error" id={messageId}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** Props of {@link DateField}. */
export interface DateFieldProps extends Omit<DateInputProps, 'labelHidden' | 'formatHintId'> {
  /** Help text before the format ("Your birth date"). */
  hint?: ReactNode;
  /** Text after the label of a required field (for example a translated "required"). */
  requiredMark?: ReactNode;
}

/**
 * A labelled {@link DateInput}, laid out like a {@link TextField}: the label, a hint that gives the format
 * (day/month/year, with an example), the input and its calendar button, then the error. The hint and the
 * error are tied to the input with aria-describedby, and an error sets aria-invalid.
 */
export function DateField({ id, label, hint, requiredMark, required, className, describedBy, ...input }: DateFieldProps) {
  const { t } = useTranslation('marketing');
  const generated = useId();
  const inputId = id ?? `bf-field-${generated}`;
  const hintId = `${inputId}-hint`;
  return (
    <div className={cx('bf-field', 'bf-date-field', input.error ? 'bf-field--invalid' : undefined, className)}>
      <label className="bf-field__label" htmlFor={inputId}>
        {label}
        {required ? <span className="bf-field__required">{requiredMark ?? <span aria-hidden="true"> *</span>}</span> : null}
      </label>
      <p className="bf-field__hint" id={hintId}>
        {hint ? <>{hint} </> : null}
        {t('dateField.hint', { example: EXAMPLE_DAY })}
      </p>
      <DateInput {...input} id={inputId} label={label} required={required} describedBy={describedBy} formatHintId={hintId} />
    </div>
  );
}

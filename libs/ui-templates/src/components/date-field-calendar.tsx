import { useMemo } from 'react';
import { DayPicker, type ClassNames, type Formatters, type Labels } from 'react-day-picker';
import { intlLocaleOf, localeOf } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import { dateOfIsoDay, isoDayOf, type Weekday } from './date-field-format';
import './date-field-calendar.css';

/** Props of {@link DateCalendar}. */
export interface DateCalendarProps {
  /** The chosen day (ISO), or '' (the calendar opens on today's month then). */
  selected: string;
  /** The first and last days that may be chosen (ISO); the others are shown disabled. */
  min?: string;
  max?: string;
  today: Date;
  firstDayOfWeek: Weekday;
  onSelect: (iso: string) => void;
}

/** Our class names for the calendar's parts (the stylesheet beside this file styles them). */
const CLASS_NAMES: Partial<ClassNames> = {
  root: 'bf-date-calendar__picker',
  months: 'bf-date-calendar__months',
  month: 'bf-date-calendar__month',
  nav: 'bf-date-calendar__nav',
  button_previous: 'bf-date-calendar__step',
  button_next: 'bf-date-calendar__step',
  chevron: 'bf-date-calendar__chevron',
  month_caption: 'bf-date-calendar__caption',
  caption_label: 'bf-date-calendar__caption-label',
  dropdowns: 'bf-date-calendar__dropdowns',
  dropdown_root: 'bf-date-calendar__dropdown-root',
  dropdown: 'bf-date-calendar__dropdown',
  months_dropdown: 'bf-date-calendar__months-dropdown',
  years_dropdown: 'bf-date-calendar__years-dropdown',
  month_grid: 'bf-date-calendar__grid',
  weekdays: 'bf-date-calendar__weekdays',
  weekday: 'bf-date-calendar__weekday',
  weeks: 'bf-date-calendar__weeks',
  week: 'bf-date-calendar__week',
  day: 'bf-date-calendar__day',
  day_button: 'bf-date-calendar__day-button',
  selected: 'bf-date-calendar__day--selected',
  today: 'bf-date-calendar__day--today',
  disabled: 'bf-date-calendar__day--disabled',
  outside: 'bf-date-calendar__day--outside',
  hidden: 'bf-date-calendar__day--hidden',
  focused: 'bf-date-calendar__day--focused',
};

/** The years the calendar offers when no bound is given: back to 1900, ten years ahead. */
const EARLIEST_YEAR = 1900;
const YEARS_AHEAD = 10;

const startOfMonth = (date: Date) => new Date(date.getFullYear(), date.getMonth(), 1);
const clamp = (date: Date, low: Date, high: Date) => (date < low ? low : date > high ? high : date);

/**
 * A month of days to choose one from (react-day-picker): weeks from `firstDayOfWeek`, previous/next month
 * buttons, month and year lists, names from `Intl` in the interface language. On showing, the chosen day (or
 * today) has the focus; the arrows move by day and week, Page Up/Down by month (with Shift by year),
 * Home/End to the week's ends, Enter or Space chooses. The date field loads it when its calendar is first
 * opened, so the pages with date fields do not carry it.
 */
export function DateCalendar({ selected, min, max, today, firstDayOfWeek, onSelect }: DateCalendarProps) {
  const { t, i18n } = useTranslation('marketing');
  const language = i18n.language || 'en';
  const chosen = dateOfIsoDay(selected);
  const first = dateOfIsoDay(min);
  const last = dateOfIsoDay(max);
  const startMonth = first ?? new Date(EARLIEST_YEAR, 0, 1);
  const endMonth = last ?? new Date(today.getFullYear() + YEARS_AHEAD, 11, 31);
  const defaultMonth = startOfMonth(clamp(chosen ?? today, startMonth, endMonth));

  const { formatters, labels } = useMemo(() => {
    const locale = intlLocaleOf(language);
    const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
    const monthName = new Intl.DateTimeFormat(locale, { month: 'long' });
    const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'short' });
    const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long' });
    const fullDay = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const formatters: Partial<Formatters> = {
      formatCaption: (month) => monthYear.format(month),
      formatMonthDropdown: (month) => monthName.format(month),
      formatYearDropdown: (year) => String(year.getFullYear()),
      formatWeekdayName: (weekday) => weekdayShort.format(weekday),
      formatDay: (date) => String(date.getDate()),
    };
    const labels: Partial<Labels> = {
      labelGrid: (month) => monthYear.format(month),
      labelNav: () => t('dateField.navigation'),
      labelPrevious: () => t('dateField.previousMonth'),
      labelNext: () => t('dateField.nextMonth'),
      labelMonthDropdown: () => t('dateField.month'),
      labelYearDropdown: () => t('dateField.year'),
      labelWeekday: (date) => weekdayLong.format(date),
      labelDayButton: (date, modifiers) =>
        [fullDay.format(date), modifiers.today ? t('dateField.today') : '', modifiers.selected ? t('dateField.selected') : '']
          .filter(Boolean)
          .join(', '),
    };
    return { formatters, labels };
  }, [language, t]);

  return (
    <DayPicker
      mode="single"
      required
      selected={chosen}
      onSelect={(date: Date) => onSelect(isoDayOf(date))}
      defaultMonth={defaultMonth}
      startMonth={startMonth}
      endMonth={endMonth}
      disabled={[...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])]}
      today={today}
      weekStartsOn={firstDayOfWeek}
      captionLayout="dropdown"
      navLayout="around"
      fixedWeeks
      autoFocus
      lang={localeOf(language)}
      formatters={formatters}
      labels={labels}
      classNames={CLASS_NAMES}
    />
  );
}

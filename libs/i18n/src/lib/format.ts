import { intlLocaleOf } from './languages';

/**
 * One set of formatting helpers (SPEC §9): dates day/month/year, weeks starting Monday, numbers
 * rounded to 2 decimals, timestamps in seconds, '---' for a timestamp 0 where zero means "none".
 * Every helper takes a language prefix ("en", "de", "swe", …) and formats through Intl.
 */

/** Seconds in a day. */
export const SECONDS_PER_DAY = 86400;
/** First day of the week: 1 = Monday (0 would be Sunday). */
export const FIRST_DAY_OF_WEEK = 1;
/** Decimals numbers are rounded to. */
export const DEFAULT_DECIMALS = 2;
/** What a timestamp 0 shows where zero means "none". */
export const EMPTY_TIMESTAMP = '---';

/** A date: a Date, a timestamp in seconds, or an ISO-8601 text. */
export type DateInput = Date | number | string;

/** Options shared by the date helpers. */
export interface DateFormatOptions {
  /** IANA time zone, e.g. "Europe/Berlin"; the browser's zone when left out. */
  timeZone?: string;
}

/** A Date from a Date, a timestamp in seconds or an ISO text. */
export function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value * 1000);
  return new Date(value);
}

/** Seconds since the epoch of a date (timestamps are in seconds). */
export function toTimestamp(value: Date | string): number {
  return Math.floor(toDate(value).getTime() / 1000);
}

/** The current time in seconds, from an injectable clock. */
export function nowInSeconds(now: () => number = Date.now): number {
  return Math.floor(now() / 1000);
}

function parts(value: DateInput, prefix: string, options: Intl.DateTimeFormatOptions, timeZone?: string) {
  const formatter = new Intl.DateTimeFormat(intlLocaleOf(prefix), { ...options, timeZone });
  const out: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(toDate(value))) out[part.type] = part.value;
  return out;
}

/** A date as day/month/year with two-digit day and month: `17/09/2023`. */
export function formatDate(value: DateInput, prefix: string, options: DateFormatOptions = {}): string {
  const p = parts(value, prefix, { day: '2-digit', month: '2-digit', year: 'numeric' }, options.timeZone);
  return `${p.day}/${p.month}/${p.year}`;
}

/** A date and time as day/month/year hours:minutes (24 h): `17/09/2023 14:05`. */
export function formatDateTime(value: DateInput, prefix: string, options: DateFormatOptions = {}): string {
  const p = parts(
    value,
    prefix,
    { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    options.timeZone,
  );
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** A date with the month written out, in the language's own order: `17 September 2023`, `17. September 2023`. */
export function formatLongDate(value: DateInput, prefix: string, options: DateFormatOptions = {}): string {
  return new Intl.DateTimeFormat(intlLocaleOf(prefix), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: options.timeZone,
  }).format(toDate(value));
}

/**
 * A day/month/year formatter for one language (and time zone) that makes its `Intl.DateTimeFormat`
 * once: for lists that format many dates (creating a formatter costs far more than using one).
 */
export function createDateFormatter(prefix: string, options: DateFormatOptions = {}): (value: DateInput) => string {
  const formatter = new Intl.DateTimeFormat(intlLocaleOf(prefix), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: options.timeZone,
  });
  return (value) => {
    const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    for (const part of formatter.formatToParts(toDate(value))) p[part.type] = part.value;
    return `${p.day}/${p.month}/${p.year}`;
  };
}

/** Options of {@link formatTimestamp}. */
export interface TimestampFormatOptions extends DateFormatOptions {
  /** Whether 0 means "none" and shows '---' (default true); false formats 0 as the epoch. */
  zeroIsEmpty?: boolean;
  /** Include hours and minutes (default true). */
  withTime?: boolean;
}

/** A timestamp in seconds as day/month/year (and time); 0 shows '---' where zero means "none". */
export function formatTimestamp(seconds: number, prefix: string, options: TimestampFormatOptions = {}): string {
  if (seconds === 0 && options.zeroIsEmpty !== false) return EMPTY_TIMESTAMP;
  return options.withTime === false ? formatDate(seconds, prefix, options) : formatDateTime(seconds, prefix, options);
}

/** A countdown in seconds as `m:ss` ("4:59"); negative or fractional seconds round down to whole ones, never below 0:00. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Parses a day/month/year text (`17/09/2023`, as blog posts carry) into a Date at UTC midnight. */
export function parseDayMonthYear(text: string): Date {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) throw new RangeError(`Not a day/month/year date: "${text}"`);
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) throw new RangeError(`No such date: "${text}"`);
  return date;
}

/** Rounds half away from zero to `decimals` places (default 2): round(1.005) = 1.01. */
export function round(value: number, decimals: number = DEFAULT_DECIMALS): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const rounded = Math.round(Math.abs(value) * factor * (1 + Number.EPSILON)) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Options of {@link formatNumber}. */
export interface NumberFormatOptions {
  /** Maximum decimals (default 2). */
  decimals?: number;
  /** Always show this many decimals (default 0; use 2 for amounts). */
  minimumDecimals?: number;
}

/** A number rounded to 2 decimals with the language's separators: `1,234.57`, `1.234,57`, `1 234,57`. */
export function formatNumber(value: number, prefix: string, options: NumberFormatOptions = {}): string {
  const decimals = options.decimals ?? DEFAULT_DECIMALS;
  return new Intl.NumberFormat(intlLocaleOf(prefix), {
    maximumFractionDigits: decimals,
    minimumFractionDigits: Math.min(options.minimumDecimals ?? 0, decimals),
  }).format(round(value, decimals));
}

/** Names of the weekdays, starting with the first day of the week (Monday unless told). */
export function weekdayNames(prefix: string, options: { firstDay?: number; width?: 'long' | 'short' | 'narrow' } = {}): string[] {
  const firstDay = options.firstDay ?? FIRST_DAY_OF_WEEK;
  const formatter = new Intl.DateTimeFormat(intlLocaleOf(prefix), { weekday: options.width ?? 'long', timeZone: 'UTC' });
  // 4 January 1970 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => formatter.format(new Date(Date.UTC(1970, 0, 4 + ((firstDay + i) % 7)))));
}

/** Position of a date in its week, 0 for the first day (Monday unless told). */
export function weekdayIndex(value: DateInput, options: DateFormatOptions & { firstDay?: number } = {}): number {
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: options.timeZone }).format(toDate(value));
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(weekday);
  return (day - (options.firstDay ?? FIRST_DAY_OF_WEEK) + 7) % 7;
}

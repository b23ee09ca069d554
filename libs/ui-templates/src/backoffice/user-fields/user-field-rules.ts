/**
 * The fields of a user record that the back office's forms take ("New client", "New employee" and the user
 * page's edit form), named as the service names them, and the browser-side checks that mirror the service
 * rules for each of them.
 */
import { isEmailAddress, isPersonName, isPhoneNumber } from '../../client/forms/validation';
import { parseIsoDay } from '../../client/profile/validation';

/** The fields of a user record as a form holds them, as typed (numbers and dates as text; `Gender` as `'0'`–`'3'`). */
export interface UserFieldValues {
  FirstName: string;
  MiddleName: string;
  LastName: string;
  /** The service's `Gender`: `'0'` not given, `'1'` male, `'2'` female, `'3'` other. */
  Gender: string;
  /** `yyyy-mm-dd`, or `''` (not set). */
  BirthDate: string;
  Email: string;
  PhoneNumber: string;
  Address: string;
  City: string;
  State: string;
  PostalCode: string;
  /** ISO 3166-1 alpha-2, or `''`. */
  CountryCode: string;
  EmailConfirmed: boolean;
  ActiveTierName: string;
  /** `#RRGGBB`, or `''`. */
  ActiveTierColor: string;
  /** An IANA name, or `''`. */
  TimeZone: string;
  /** A whole number of minutes as typed, or `''` (none). */
  InactivityLogoutMinutes: string;
  IpWhitelist: string;
}

/** A field of a user record (the service's name of it). */
export type UserField = keyof UserFieldValues;

/** The fields that cannot be left empty. */
export const REQUIRED_USER_FIELDS: readonly UserField[] = Object.freeze(['FirstName', 'LastName', 'Email']);

/** The longest text the service takes for the free-text fields (names, e-mail and phone have their own rules). */
export const USER_FIELD_MAX_LENGTHS: Readonly<Partial<Record<UserField, number>>> = Object.freeze({
  MiddleName: 100,
  Address: 200,
  City: 100,
  State: 100,
  PostalCode: 20,
  TimeZone: 64,
  ActiveTierName: 50,
  IpWhitelist: 1000,
});

/**
 * The most idle minutes the service takes: the inactivity timer of SPEC §9 (10 minutes). A user's own value may
 * only shorten it, never lengthen it.
 */
export const MAX_IDLE_MINUTES = 10;

/** A broken rule of a field: the last part of its translation key (`required` is per field). */
export type UserFieldProblem =
  | 'required'
  | 'nameInvalid'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'countryInvalid'
  | 'dateInvalid'
  | 'dateFuture'
  | 'minutesInvalid'
  | 'colorInvalid'
  | 'tooLong';

/** What the checks of a form need to know. */
export interface UserFieldCheckOptions {
  /** "Today" for the birth date (tests, stories); default now. */
  today?: Date;
  /** The countries offered; a code outside them is refused. Without a list, any two letters pass. */
  countryCodes?: readonly string[];
}

/** How a form applies the rules where its call differs. */
export interface UserFieldRules extends UserFieldCheckOptions {
  /** Idle minutes cannot be emptied (else an empty field passes: the service's default applies). */
  minutesRequired?: boolean;
}

/** Whether `value` is a colour as `#RRGGBB` (or the short `#RGB`). */
export function isHexColor(value: string): boolean {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim());
}

/** The whole number typed, or null when the text is not one. */
export const wholeNumber = (value: string): number | null => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null);

function birthDateProblem(value: string, today: Date = new Date()): UserFieldProblem | undefined {
  const day = parseIsoDay(value);
  if (!day) return 'dateInvalid';
  const todayStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return day.getTime() > todayStart ? 'dateFuture' : undefined;
}

function isKnownCountry(value: string, countryCodes: readonly string[] | undefined): boolean {
  const code = value.trim().toUpperCase();
  return countryCodes ? countryCodes.some((c) => c.toUpperCase() === code) : /^[A-Z]{2}$/.test(code);
}

/**
 * What breaks the service's rule for `field` of `values`, or undefined: first and last names required,
 * letters, spaces, `.`, `'`, `-` starting with a letter (at most 100), and a middle name, when given, the same;
 * an e-mail address, required; a phone number of 7–15 digits (optional `+`, spaces and dashes) when given; a
 * known alpha-2 country when given; a birth date that is a real day not in the future; idle minutes a whole
 * number from 1 to {@link MAX_IDLE_MINUTES}; a tier
 * colour as `#RRGGBB`; and the service's length limits. `rules` says where the form's call differs.
 */
export function userFieldProblem(field: UserField, values: UserFieldValues, rules: UserFieldRules = {}): UserFieldProblem | undefined {
  const value = values[field];
  if (typeof value !== 'string') return undefined;
  const given = value.trim() !== '';
  let problem: UserFieldProblem | undefined;
  switch (field) {
    case 'FirstName':
    case 'LastName':
      problem = !given ? 'required' : isPersonName(value) ? undefined : 'nameInvalid';
      break;
    case 'MiddleName':
      if (given && !isPersonName(value)) problem = 'nameInvalid';
      break;
    case 'Email':
      problem = !given ? 'required' : isEmailAddress(value) ? undefined : 'emailInvalid';
      break;
    case 'PhoneNumber':
      if (given && !isPhoneNumber(value)) problem = 'phoneInvalid';
      break;
    case 'CountryCode':
      if (given && !isKnownCountry(value, rules.countryCodes)) problem = 'countryInvalid';
      break;
    case 'BirthDate':
      if (given) problem = birthDateProblem(value, rules.today);
      break;
    case 'InactivityLogoutMinutes':
      if (given || rules.minutesRequired) {
        const minutes = wholeNumber(value);
        if (minutes === null || minutes < 1 || minutes > MAX_IDLE_MINUTES) problem = 'minutesInvalid';
      }
      break;
    case 'ActiveTierColor':
      if (given && !isHexColor(value)) problem = 'colorInvalid';
      break;
  }
  if (problem) return problem;
  const max = USER_FIELD_MAX_LENGTHS[field];
  return given && max !== undefined && value.trim().length > max ? 'tooLong' : undefined;
}

/** The translation key (namespace `backoffice`) of a problem of `field`, under `prefix` (the form's part). */
export function userFieldProblemKey(prefix: string, field: string, problem: string): string {
  return problem === 'required' ? `${prefix}.required.${field}` : `${prefix}.${problem}`;
}

/** Common IANA time zones, offered when the browser cannot list its own (`Intl.supportedValuesOf`). */
export const FALLBACK_TIME_ZONES: readonly string[] = Object.freeze([
  'UTC',
  'Africa/Cairo',
  'Africa/Johannesburg',
  'Africa/Lagos',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Mexico_City',
  'America/New_York',
  'America/Sao_Paulo',
  'America/Toronto',
  'Asia/Dubai',
  'Asia/Hong_Kong',
  'Asia/Kolkata',
  'Asia/Shanghai',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Europe/Amsterdam',
  'Europe/Athens',
  'Europe/Berlin',
  'Europe/Istanbul',
  'Europe/Lisbon',
  'Europe/Ljubljana',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Moscow',
  'Europe/Paris',
  'Europe/Rome',
  'Europe/Stockholm',
  'Europe/Zurich',
  'Pacific/Auckland',
]);

/**
 * The IANA time zones to offer: the browser's own list (`Intl.supportedValuesOf('timeZone')`), else
 * {@link FALLBACK_TIME_ZONES}. `intl` is injectable for tests.
 */
export function timeZoneNames(intl: { supportedValuesOf?: (key: 'timeZone') => string[] } = Intl as never): readonly string[] {
  try {
    const zones = intl.supportedValuesOf?.('timeZone');
    if (zones && zones.length > 0) return zones;
  } catch {
    // An engine that lists no time zones gets the common ones below.
  }
  return FALLBACK_TIME_ZONES;
}

/**
 * The model of the back office's "New client", "New employee" and "New affiliate user" forms: the fields
 * each kind takes (named as the service names them, so that an error's `Data` points at its field), how
 * they are grouped, and the browser-side checks that mirror the service rules of the users API.
 */
import { isEmailAddress, isPersonName, isPhoneNumber, passwordProblems } from '../../client/forms/validation';
import { parseIsoDay } from '../../client/profile/validation';

/** Which user the form creates: a client (`CreateIndividual`), an employee (`CreateEmployee`) or an affiliate user (`RegisterAffiliateUser`). */
export type NewUserKind = 'client' | 'employee' | 'affiliate';

/** The kinds in the order the choice offers them. */
export const NEW_USER_KINDS: readonly NewUserKind[] = Object.freeze(['client', 'employee', 'affiliate']);

/** Whether `value` names a kind (a `?type=` of the address). */
export function isNewUserKind(value: unknown): value is NewUserKind {
  return typeof value === 'string' && (NEW_USER_KINDS as readonly string[]).includes(value);
}

/** What the form holds, field by field, as typed (numbers and dates as text; `Gender` as `'0'`–`'3'`). */
export interface NewUserValues {
  FirstName: string;
  MiddleName: string;
  LastName: string;
  /** The service's `Gender`: `'0'` not given, `'1'` male, `'2'` female, `'3'` other. */
  Gender: string;
  /** `yyyy-mm-dd`, or `''`. */
  BirthDate: string;
  Email: string;
  PhoneNumber: string;
  Address: string;
  City: string;
  State: string;
  PostalCode: string;
  /** ISO 3166-1 alpha-2, or `''`. */
  CountryCode: string;
  /** `''` lets the service choose a random one (sent later with "Send credentials"). */
  Password: string;
  EmailConfirmed: boolean;
  ActiveTierName: string;
  /** `#RRGGBB`, or `''`. */
  ActiveTierColor: string;
  /** An IANA name, or `''`. */
  TimeZone: string;
  InactivityLogoutMinutes: string;
  IpWhitelist: string;
  EmployeeGroupId: string;
}

/** A field of the form (the service's name of it). */
export type NewUserField = keyof NewUserValues;

/** The empty form: every text empty, gender not given, the e-mail address confirmed (the service's default). */
export const EMPTY_NEW_USER: Readonly<NewUserValues> = Object.freeze({
  FirstName: '',
  MiddleName: '',
  LastName: '',
  Gender: '0',
  BirthDate: '',
  Email: '',
  PhoneNumber: '',
  Address: '',
  City: '',
  State: '',
  PostalCode: '',
  CountryCode: '',
  Password: '',
  EmailConfirmed: true,
  ActiveTierName: '',
  ActiveTierColor: '',
  TimeZone: '',
  InactivityLogoutMinutes: '',
  IpWhitelist: '',
  EmployeeGroupId: '',
});

/** A group of fields shown as one fieldset. */
export type NewUserSectionId = 'identity' | 'contact' | 'address' | 'account';

/** One fieldset of a kind's form: its fields in the order shown. */
export interface NewUserSection {
  id: NewUserSectionId;
  fields: readonly NewUserField[];
}

const PERSON_SECTIONS = (employee: boolean): readonly NewUserSection[] => [
  { id: 'identity', fields: ['FirstName', 'MiddleName', 'LastName', 'Gender', 'BirthDate'] },
  { id: 'contact', fields: ['Email', 'PhoneNumber'] },
  { id: 'address', fields: ['Address', 'City', 'State', 'PostalCode', 'CountryCode'] },
  {
    id: 'account',
    fields: [
      'Password',
      'EmailConfirmed',
      ...(employee ? (['EmployeeGroupId'] as const) : []),
      'ActiveTierName',
      'ActiveTierColor',
      'TimeZone',
      'InactivityLogoutMinutes',
      'IpWhitelist',
    ],
  },
];

/**
 * The fieldsets of each kind: a client takes every field of `CreateIndividual`, an employee the same and
 * the employee group, an affiliate user the names, e-mail, phone number, country and password.
 */
export const NEW_USER_SECTIONS: Readonly<Record<NewUserKind, readonly NewUserSection[]>> = Object.freeze({
  client: PERSON_SECTIONS(false),
  employee: PERSON_SECTIONS(true),
  affiliate: [
    { id: 'identity', fields: ['FirstName', 'LastName'] },
    { id: 'contact', fields: ['Email', 'PhoneNumber', 'CountryCode'] },
    { id: 'account', fields: ['Password'] },
  ],
});

/** The fields of a kind in the order shown (the first invalid one takes the focus). */
export function newUserFieldsOf(kind: NewUserKind): readonly NewUserField[] {
  return NEW_USER_SECTIONS[kind].flatMap((section) => section.fields);
}

/** The fields every kind requires. */
export const REQUIRED_NEW_USER_FIELDS: readonly NewUserField[] = Object.freeze(['FirstName', 'LastName', 'Email']);

/** The longest text the service takes for the free-text fields (names and e-mail have their own rules). */
export const NEW_USER_MAX_LENGTHS: Readonly<Partial<Record<NewUserField, number>>> = Object.freeze({
  MiddleName: 100,
  Address: 200,
  City: 100,
  State: 100,
  PostalCode: 20,
  TimeZone: 64,
  ActiveTierName: 50,
  IpWhitelist: 1000,
});

/** The most idle minutes the service takes (one day). */
export const MAX_INACTIVITY_MINUTES = 1440;
/** The largest employee group id (the service's ids are positive 32-bit integers). */
const MAX_ID = 2_147_483_647;

/** A broken rule: the part of a translation key under `create.validation.` (`required` is per field). */
export type NewUserProblem =
  | 'required'
  | 'nameInvalid'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'passwordShort'
  | 'passwordUpper'
  | 'passwordInvalid'
  | 'countryInvalid'
  | 'dateInvalid'
  | 'dateFuture'
  | 'minutesInvalid'
  | 'groupInvalid'
  | 'colorInvalid'
  | 'tooLong';

/** The problems of a form: at most one per field. */
export type NewUserProblems = Partial<Record<NewUserField, NewUserProblem>>;

/** Options of {@link validateNewUser}. */
export interface NewUserCheckOptions {
  /** "Today" for the birth date (tests, stories); default now. */
  today?: Date;
  /** The countries offered; a code outside them is refused. Without a list, any two letters pass. */
  countryCodes?: readonly string[];
}

/** Whether `value` is a colour as `#RRGGBB` (or the short `#RGB`). */
export function isHexColor(value: string): boolean {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim());
}

const wholeNumber = (value: string): number | null => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null);

/**
 * Checks a kind's fields before they are sent, with the service's rules: first and last names required,
 * letters, spaces, `.`, `'`, `-` starting with a letter (a middle name too, when given); an e-mail address;
 * a phone number of 7–15 digits when given; a password of at least 6 characters with an upper-case letter
 * when given; a known alpha-2 country; a birth date that is a real day not in the future; idle minutes a
 * whole number from 1 to 1440; an employee group a positive whole number; a tier colour as `#RRGGBB`;
 * and the service's length limits. Fields the kind does not take are not checked.
 */
export function validateNewUser(values: NewUserValues, kind: NewUserKind, options: NewUserCheckOptions = {}): NewUserProblems {
  const problems: NewUserProblems = {};
  const fields = new Set(newUserFieldsOf(kind));
  const set = (field: NewUserField, problem: NewUserProblem | undefined) => {
    if (problem && fields.has(field) && !problems[field]) problems[field] = problem;
  };
  const given = (field: NewUserField) => {
    const value = values[field];
    return typeof value === 'string' && value.trim() !== '';
  };

  for (const field of ['FirstName', 'LastName'] as const) {
    set(field, !given(field) ? 'required' : isPersonName(values[field]) ? undefined : 'nameInvalid');
  }
  if (given('MiddleName')) set('MiddleName', isPersonName(values.MiddleName) ? undefined : 'nameInvalid');
  set('Email', !given('Email') ? 'required' : isEmailAddress(values.Email) ? undefined : 'emailInvalid');
  if (given('PhoneNumber')) set('PhoneNumber', isPhoneNumber(values.PhoneNumber) ? undefined : 'phoneInvalid');
  if (values.Password !== '') {
    const first = passwordProblems(values.Password)[0];
    set('Password', first === 'passwordShort' || first === 'passwordUpper' || first === 'passwordInvalid' ? first : undefined);
  }
  if (given('CountryCode')) {
    const code = values.CountryCode.trim().toUpperCase();
    const known = options.countryCodes ? options.countryCodes.some((c) => c.toUpperCase() === code) : /^[A-Z]{2}$/.test(code);
    set('CountryCode', known ? undefined : 'countryInvalid');
  }
  if (given('BirthDate')) {
    const day = parseIsoDay(values.BirthDate);
    const today = options.today ?? new Date();
    const todayStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    set('BirthDate', !day ? 'dateInvalid' : day.getTime() > todayStart ? 'dateFuture' : undefined);
  }
  if (given('InactivityLogoutMinutes')) {
    const minutes = wholeNumber(values.InactivityLogoutMinutes);
    set('InactivityLogoutMinutes', minutes !== null && minutes >= 1 && minutes <= MAX_INACTIVITY_MINUTES ? undefined : 'minutesInvalid');
  }
  if (given('EmployeeGroupId')) {
    const group = wholeNumber(values.EmployeeGroupId);
    set('EmployeeGroupId', group !== null && group >= 1 && group <= MAX_ID ? undefined : 'groupInvalid');
  }
  if (given('ActiveTierColor')) set('ActiveTierColor', isHexColor(values.ActiveTierColor) ? undefined : 'colorInvalid');
  for (const [field, max] of Object.entries(NEW_USER_MAX_LENGTHS) as [NewUserField, number][]) {
    if (given(field) && String(values[field]).trim().length > max) set(field, 'tooLong');
  }
  return problems;
}

/** The translation key (namespace `backoffice`) of a problem of `field`. */
export function newUserProblemKey(field: NewUserField, problem: NewUserProblem): string {
  return problem === 'required' ? `create.validation.required.${field}` : `create.validation.${problem}`;
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

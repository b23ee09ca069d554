/**
 * The model of the user page's details: the user record as the back office shows it, the fields of its
 * edit form (named as the service names them, so that an error's `Data` points at its field), the
 * browser-side checks that mirror the service rules of `Update`, and the comparison of the record the form
 * started from with a record pushed meanwhile (the conflict of two employees editing the same user).
 */
import {
  REQUIRED_USER_FIELDS,
  USER_FIELD_MAX_LENGTHS,
  userFieldProblem,
  userFieldProblemKey,
  type UserFieldCheckOptions,
  type UserFieldProblem,
  type UserFieldValues,
} from '../user-fields/user-field-rules';

export { MAX_IDLE_MINUTES } from '../user-fields/user-field-rules';

/** Where a client stands in the sales process (the service's `SalesStatus`); employees have none. */
export type SalesStatusValue = 'New' | 'Contacted' | 'Interested' | 'NotInterested' | 'Converted';

/** Every sales status, in the order of the sales process. */
export const SALES_STATUS_VALUES: readonly SalesStatusValue[] = Object.freeze([
  'New',
  'Contacted',
  'Interested',
  'NotInterested',
  'Converted',
]);

/** Whether `value` is a sales status. */
export function isSalesStatus(value: unknown): value is SalesStatusValue {
  return typeof value === 'string' && (SALES_STATUS_VALUES as readonly string[]).includes(value);
}

/**
 * A user record as the back office shows it: the service's `User` (SPEC §3) with `Gender` and `UserType`
 * as numbers (`UserType` 1 is an employee) and ISO-8601 dates. Structural: the site passes its records as
 * they are.
 */
export interface ProfileUserRecord {
  Id: number;
  FirstName: string;
  LastName: string;
  MiddleName?: string | null;
  FullName?: string | null;
  Email: string;
  EmailConfirmed: boolean;
  Address?: string | null;
  City?: string | null;
  State?: string | null;
  /** 0 not given, 1 male, 2 female, 3 other. */
  Gender: number;
  PhoneNumber?: string | null;
  /** 0 individual (a client), 1 employee. */
  UserType: number;
  /** `0001-01-01T00:00:00Z` when unset (see {@link birthDayOf}). */
  BirthDate: string;
  CountryCode?: string | null;
  PostalCode?: string | null;
  AvatarFileName?: string | null;
  ActiveTierName?: string | null;
  ActiveTierColor?: string | null;
  IsFullyRegistered: boolean;
  IsArchived: boolean;
  IsBlocked: boolean;
  InactivityLogoutMinutes?: number | null;
  CreatedAt: string;
  UpdatedAt: string;
  TimeZone?: string | null;
  IpWhitelist?: string | null;
  EmployeeGroupId?: number | null;
  SalesStatus?: string | null;
}

/** Whether a record is an employee's (`UserType` 1). */
export const isEmployeeRecord = (user: Pick<ProfileUserRecord, 'UserType'>): boolean => user.UserType === 1;

/**
 * `yyyy-mm-dd` of a birth date, or `''` when it is not set (its year is not above 1: the rule of
 * identity-api's `isBirthDateSet`, which a ui library may not import) or no date.
 */
export function birthDayOf(birthDate: string | null | undefined): string {
  const m = /^([+-]?\d{4,6})-(\d{2})-(\d{2})/.exec(birthDate ?? '');
  if (!m || !(Number(m[1]) > 1)) return '';
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** What the edit form holds, field by field, as typed (numbers and dates as text; `Gender` as `'0'`–`'3'`). */
export type UserEditValues = UserFieldValues;

/** A field of the edit form (the service's name of it). */
export type UserEditField = keyof UserEditValues;

/** A group of fields shown as one fieldset. */
export type UserEditSectionId = 'identity' | 'contact' | 'address' | 'account';

/** The fieldsets of the form, each with its fields in the order shown. */
export const USER_EDIT_SECTIONS: readonly { id: UserEditSectionId; fields: readonly UserEditField[] }[] = Object.freeze([
  { id: 'identity', fields: ['FirstName', 'MiddleName', 'LastName', 'Gender', 'BirthDate'] },
  { id: 'contact', fields: ['Email', 'EmailConfirmed', 'PhoneNumber'] },
  { id: 'address', fields: ['Address', 'City', 'State', 'PostalCode', 'CountryCode'] },
  { id: 'account', fields: ['ActiveTierName', 'ActiveTierColor', 'TimeZone', 'InactivityLogoutMinutes', 'IpWhitelist'] },
]);

/** Every field an employee with `users.update` may change, in the order shown. */
export const USER_EDIT_FIELDS: readonly UserEditField[] = Object.freeze(USER_EDIT_SECTIONS.flatMap((section) => section.fields));

/**
 * The fields a user may change on itself (the service's self-service fields of `Update`): on an
 * employee's own record the form offers only these.
 */
export const SELF_EDIT_FIELDS: readonly UserEditField[] = Object.freeze([
  'FirstName',
  'MiddleName',
  'LastName',
  'Gender',
  'BirthDate',
  'PhoneNumber',
  'Address',
  'City',
  'State',
  'PostalCode',
  'CountryCode',
  'TimeZone',
]);

/** The fields that cannot be emptied. */
export const REQUIRED_EDIT_FIELDS: readonly UserEditField[] = REQUIRED_USER_FIELDS;

/** The longest text the service takes for the free-text fields (names, e-mail and phone have their own rules). */
export const USER_EDIT_MAX_LENGTHS: Readonly<Partial<Record<UserEditField, number>>> = USER_FIELD_MAX_LENGTHS;

/** The form's values of a record: every text as the record has it (`''` for none), the birth date as `yyyy-mm-dd`. */
export function editValuesOf(user: ProfileUserRecord): UserEditValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    FirstName: text(user.FirstName),
    MiddleName: text(user.MiddleName),
    LastName: text(user.LastName),
    Gender: String(user.Gender ?? 0),
    BirthDate: birthDayOf(user.BirthDate),
    Email: text(user.Email),
    PhoneNumber: text(user.PhoneNumber),
    Address: text(user.Address),
    City: text(user.City),
    State: text(user.State),
    PostalCode: text(user.PostalCode),
    CountryCode: text(user.CountryCode).toUpperCase(),
    EmailConfirmed: Boolean(user.EmailConfirmed),
    ActiveTierName: text(user.ActiveTierName),
    ActiveTierColor: text(user.ActiveTierColor),
    TimeZone: text(user.TimeZone),
    InactivityLogoutMinutes: user.InactivityLogoutMinutes == null ? '' : String(user.InactivityLogoutMinutes),
    IpWhitelist: text(user.IpWhitelist),
  };
}

/** A phone number as the service stores it (`+` and digits), to compare numbers typed differently. */
const phoneKey = (phone: string) => (phone.trim() ? `+${phone.replace(/\D/g, '')}` : '');

/**
 * Whether two values of `field` mean the same to the service: texts trimmed, phone numbers by their
 * digits, the country and the tier colour in any case.
 */
export function sameEditValue<F extends UserEditField>(field: F, a: UserEditValues[F], b: UserEditValues[F]): boolean {
  if (typeof a === 'boolean' || typeof b === 'boolean') return a === b;
  const x = String(a).trim();
  const y = String(b).trim();
  if (field === 'PhoneNumber') return phoneKey(x) === phoneKey(y);
  if (field === 'CountryCode' || field === 'ActiveTierColor') return x.toUpperCase() === y.toUpperCase();
  return x === y;
}

/** The fields among `fields` whose values differ between `a` and `b`, in the order of `fields`. */
export function differingFields(a: UserEditValues, b: UserEditValues, fields: readonly UserEditField[]): UserEditField[] {
  return fields.filter((field) => !sameEditValue(field, a[field], b[field]));
}

/** The values of the fields changed from `base`: what `Update` sends (absent fields keep their value on the service). */
export function editChangesOf(values: UserEditValues, base: UserEditValues, fields: readonly UserEditField[]): Partial<UserEditValues> {
  const changes: Partial<UserEditValues> = {};
  for (const field of differingFields(values, base, fields)) (changes as Record<string, unknown>)[field] = values[field];
  return changes;
}

/** A broken rule: the part of a translation key under `profile.validation.` (`required` is per field). */
export type UserEditProblem = UserFieldProblem;

/** The problems of a form: at most one per field. */
export type UserEditProblems = Partial<Record<UserEditField, UserEditProblem>>;

/** Options of {@link validateUserEdit}. */
export interface UserEditCheckOptions extends UserFieldCheckOptions {
  /** The fields the form offers (default every field). */
  fields?: readonly UserEditField[];
}

/**
 * Checks the fields changed from `base` before they are sent, with the rules the service applies to
 * `Update` (see {@link userFieldProblem}; idle minutes, from 1 to {@link MAX_IDLE_MINUTES}, cannot be emptied
 * once set). A field left as the record has it is not checked (the service checks only
 * the fields sent), so an old value the rules no longer accept does not stop other changes.
 */
export function validateUserEdit(values: UserEditValues, base: UserEditValues, options: UserEditCheckOptions = {}): UserEditProblems {
  const { fields = USER_EDIT_FIELDS, ...checks } = options;
  const problems: UserEditProblems = {};
  for (const field of differingFields(values, base, fields)) {
    const problem = userFieldProblem(field, values, { ...checks, minutesRequired: true });
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The translation key (namespace `backoffice`) of a problem of `field`. */
export function userEditProblemKey(field: UserEditField, problem: UserEditProblem): string {
  return userFieldProblemKey('profile.validation', field, problem);
}

/** What changed on the service while the form was open. */
export interface EditConflict {
  /** The fields another employee changed (the pushed record differs from the one the form started from). */
  theirs: UserEditField[];
  /** Of those, the ones this employee changed too, to another value. */
  both: UserEditField[];
}

/**
 * The conflict between the record the form started from (`base`), the record now on the service
 * (`latest`) and what is typed (`values`), over `fields`; null when nobody else changed a field of the form.
 */
export function editConflictOf(
  base: UserEditValues,
  latest: UserEditValues,
  values: UserEditValues,
  fields: readonly UserEditField[],
): EditConflict | null {
  const theirs = differingFields(latest, base, fields);
  if (theirs.length === 0) return null;
  const mine = new Set(differingFields(values, base, fields));
  const both = theirs.filter((field) => mine.has(field) && !sameEditValue(field, values[field], latest[field]));
  return { theirs, both };
}

/**
 * "Keep my changes": the fields this employee changed keep what is typed; every other field takes the
 * new record's value. Against the new record, saving then sends only this employee's changes.
 */
export function keepMyChanges(
  base: UserEditValues,
  latest: UserEditValues,
  values: UserEditValues,
  fields: readonly UserEditField[],
): UserEditValues {
  const mine = new Set(differingFields(values, base, fields));
  const next = { ...values };
  for (const field of fields) if (!mine.has(field)) (next as Record<string, unknown>)[field] = latest[field];
  return next;
}

/**
 * "Take their changes": the fields the other employee changed take the new record's values (edits of
 * those fields are dropped); the edits of every other field stay.
 */
export function takeTheirChanges(
  base: UserEditValues,
  latest: UserEditValues,
  values: UserEditValues,
  fields: readonly UserEditField[],
): UserEditValues {
  const theirs = new Set(differingFields(latest, base, fields));
  const next = { ...values };
  for (const field of theirs) (next as Record<string, unknown>)[field] = latest[field];
  return next;
}

/**
 * The model of the back office's "New client", "New employee" and "New affiliate user" forms: the fields
 * each kind takes (named as the service names them, so that an error's `Data` points at its field), how
 * they are grouped, and the browser-side checks that mirror the service rules of the users API.
 */
import { passwordProblems } from '../../client/forms/validation';
import {
  MAX_IDLE_MINUTES,
  REQUIRED_USER_FIELDS,
  USER_FIELD_MAX_LENGTHS,
  userFieldProblem,
  userFieldProblemKey,
  wholeNumber,
  type UserFieldCheckOptions,
  type UserFieldProblem,
  type UserFieldValues,
} from '../user-fields/user-field-rules';

export { FALLBACK_TIME_ZONES, isHexColor, timeZoneNames } from '../user-fields/user-field-rules';

/** Which user the form creates: a client (`CreateIndividual`), an employee (`CreateEmployee`) or an affiliate user (`RegisterAffiliateUser`). */
export type NewUserKind = 'client' | 'employee' | 'affiliate';

/** The kinds in the order the choice offers them. */
export const NEW_USER_KINDS: readonly NewUserKind[] = Object.freeze(['client', 'employee', 'affiliate']);

/** Whether `value` names a kind (a `?type=` of the address). */
export function isNewUserKind(value: unknown): value is NewUserKind {
  return typeof value === 'string' && (NEW_USER_KINDS as readonly string[]).includes(value);
}

/** What the form holds, field by field, as typed: the user's fields, the password and (employees) the group. */
export interface NewUserValues extends UserFieldValues {
  /** `''` lets the service choose a random one (sent later with "Send credentials"). */
  Password: string;
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
export const REQUIRED_NEW_USER_FIELDS: readonly NewUserField[] = REQUIRED_USER_FIELDS;

/** The longest text the service takes for the free-text fields (names and e-mail have their own rules). */
export const NEW_USER_MAX_LENGTHS: Readonly<Partial<Record<NewUserField, number>>> = USER_FIELD_MAX_LENGTHS;

/** The most idle minutes the service takes (one day). */
export const MAX_INACTIVITY_MINUTES = MAX_IDLE_MINUTES;
/** The largest employee group id (the service's ids are positive 32-bit integers). */
const MAX_ID = 2_147_483_647;

/** A broken rule: the part of a translation key under `create.validation.` (`required` is per field). */
export type NewUserProblem = UserFieldProblem | 'passwordShort' | 'passwordUpper' | 'passwordInvalid' | 'groupInvalid';

/** The problems of a form: at most one per field. */
export type NewUserProblems = Partial<Record<NewUserField, NewUserProblem>>;

/** Options of {@link validateNewUser}. */
export type NewUserCheckOptions = UserFieldCheckOptions;

/** What is wrong with a password typed (none when it is left empty). */
function passwordProblem(password: string): NewUserProblem | undefined {
  if (password === '') return undefined;
  const first = passwordProblems(password)[0];
  return first === 'passwordShort' || first === 'passwordUpper' || first === 'passwordInvalid' ? first : undefined;
}

/** What is wrong with an employee group's id typed (none when it is left empty). */
function groupProblem(value: string): NewUserProblem | undefined {
  if (value.trim() === '') return undefined;
  const group = wholeNumber(value);
  return group !== null && group >= 1 && group <= MAX_ID ? undefined : 'groupInvalid';
}

/**
 * Checks a kind's fields before they are sent, with the service's rules (see {@link userFieldProblem}; a
 * middle name too follows the name rule, when given, and idle minutes may be left empty); a password of at
 * least 6 characters with an upper-case letter when given; an employee group a positive whole number.
 * Fields the kind does not take are not checked.
 */
export function validateNewUser(values: NewUserValues, kind: NewUserKind, options: NewUserCheckOptions = {}): NewUserProblems {
  const problems: NewUserProblems = {};
  for (const field of newUserFieldsOf(kind)) {
    const problem =
      field === 'Password'
        ? passwordProblem(values.Password)
        : field === 'EmployeeGroupId'
          ? groupProblem(values.EmployeeGroupId)
          : userFieldProblem(field, values, options);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The translation key (namespace `backoffice`) of a problem of `field`. */
export function newUserProblemKey(field: NewUserField, problem: NewUserProblem): string {
  return userFieldProblemKey('create.validation', field, problem);
}

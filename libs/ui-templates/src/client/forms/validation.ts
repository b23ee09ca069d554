/**
 * The browser-side checks of the sign-up, confirmation and password forms: pure functions that mirror
 * the service rules (SPEC §5 and the reference backend's `user-validation`), so that what passes here is
 * accepted by the service unless it depends on stored data (a taken e-mail or phone number).
 */

/** SPEC §5 / §9: a password has at least this many characters. */
export const PASSWORD_MIN_LENGTH = 6;
/** The longest password the service accepts. */
export const PASSWORD_MAX_LENGTH = 128;
/** The longest name the service accepts. */
export const NAME_MAX_LENGTH = 100;
/** The longest e-mail address the service accepts. */
export const EMAIL_MAX_LENGTH = 254;
/** Digits of a phone number: at least / at most. */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

/** A broken rule: the part of a translation key under `validation.` (`required` is per field: `validation.required.<field>`). */
export type ValidationProblem =
  | 'required'
  | 'nameInvalid'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'passwordShort'
  | 'passwordUpper'
  | 'passwordInvalid'
  | 'passwordMismatch'
  | 'consentRequired';

/** The fields of the registration forms (live and demo). */
export type RegistrationField = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'country' | 'password' | 'consent';

/** The fields in the order the form shows them (the first invalid one takes the focus). */
export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'country',
  'password',
  'consent',
];

/** The fields of a demo registration (no phone number and no country). */
export const DEMO_REGISTRATION_FIELDS: readonly RegistrationField[] = ['firstName', 'lastName', 'email', 'password', 'consent'];

/** Live (`Register`) or demo (`RegisterDemo`). */
export type RegistrationKind = 'live' | 'demo';

/** What the registration form holds. */
export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** ISO 3166-1 alpha-2 code, `''` while none is chosen. */
  country: string;
  password: string;
  consent: boolean;
}

/** The empty registration form. */
export const EMPTY_REGISTRATION: RegistrationValues = Object.freeze({
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  country: '',
  password: '',
  consent: false,
});

/** The problems of a form: at most one per field. */
export type FieldProblems<F extends string> = Partial<Record<F, ValidationProblem>>;

/** Whether `value` is a plausible person name (the service's rule: letters, marks, spaces, `.`, `'`, `-`; 1–100 characters). */
export function isPersonName(value: string): boolean {
  const t = value.trim();
  return t.length >= 1 && t.length <= NAME_MAX_LENGTH && /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u.test(t);
}

/** Whether `value` looks like an e-mail address (the service's rule). */
export function isEmailAddress(value: string): boolean {
  const t = value.trim();
  return t.length <= EMAIL_MAX_LENGTH && /^[^\s@"'<>]+@[^\s@"'<>]+\.[^\s@"'<>]+$/.test(t);
}

/** Whether `value` is a phone number the service accepts: an optional `+`, digits, spaces and dashes; 7–15 digits. */
export function isPhoneNumber(value: string): boolean {
  const t = value.trim();
  const digits = t.replace(/\D/g, '').length;
  return /^\+?[0-9][0-9 -]{5,18}[0-9]$/.test(t) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/**
 * The broken password rules, in the order the service reports them: too short (`passwordShort`), no
 * upper-case letter (`passwordUpper`), too long or with control characters (`passwordInvalid`).
 */
export function passwordProblems(password: string): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('passwordShort');
  if (!/\p{Lu}/u.test(password)) problems.push('passwordUpper');
  if (password.length > PASSWORD_MAX_LENGTH || /\p{Cc}/u.test(password)) problems.push('passwordInvalid');
  return problems;
}

/** The first problem of a new password (`required` when empty). */
export function newPasswordProblem(password: string): ValidationProblem | undefined {
  if (password === '') return 'required';
  return passwordProblems(password)[0];
}

/** The problem of an e-mail field (`required` when blank). */
export function emailProblem(email: string): ValidationProblem | undefined {
  if (email.trim() === '') return 'required';
  return isEmailAddress(email) ? undefined : 'emailInvalid';
}

function nameProblem(name: string): ValidationProblem | undefined {
  if (name.trim() === '') return 'required';
  return isPersonName(name) ? undefined : 'nameInvalid';
}

/**
 * Checks a registration before it is sent: every field of the kind (a demo registration has no phone
 * number and no country), the password rules and the consent.
 */
export function validateRegistration(values: RegistrationValues, kind: RegistrationKind): FieldProblems<RegistrationField> {
  const problems: FieldProblems<RegistrationField> = {};
  const set = (field: RegistrationField, problem: ValidationProblem | undefined) => {
    if (problem) problems[field] = problem;
  };
  set('firstName', nameProblem(values.firstName));
  set('lastName', nameProblem(values.lastName));
  set('email', emailProblem(values.email));
  if (kind === 'live') {
    set('phoneNumber', values.phoneNumber.trim() === '' ? 'required' : isPhoneNumber(values.phoneNumber) ? undefined : 'phoneInvalid');
    set('country', values.country.trim() === '' ? 'required' : undefined);
  }
  set('password', newPasswordProblem(values.password));
  set('consent', values.consent ? undefined : 'consentRequired');
  return problems;
}

/** A registration as sent: names, e-mail and phone number trimmed; the password as typed. */
export function normalizeRegistration(values: RegistrationValues, kind: RegistrationKind): RegistrationValues {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: kind === 'live' ? values.phoneNumber.trim() : '',
    country: kind === 'live' ? values.country.trim().toUpperCase() : '',
    password: values.password,
    consent: values.consent,
  };
}

/** The fields of the new-password form. */
export type NewPasswordField = 'password' | 'repeat';

/** Checks a new password and its repetition. */
export function validateNewPassword(password: string, repeat: string): FieldProblems<NewPasswordField> {
  const problems: FieldProblems<NewPasswordField> = {};
  const first = newPasswordProblem(password);
  if (first) problems.password = first;
  if (repeat === '') problems.repeat = 'required';
  else if (repeat !== password) problems.repeat = 'passwordMismatch';
  return problems;
}

/** The translation key (namespace `client`) of a problem of `field`. */
export function problemKey(field: string, problem: ValidationProblem): string {
  return problem === 'required' ? `validation.required.${field}` : `validation.${problem}`;
}

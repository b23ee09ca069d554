import type { EnvelopeError } from '@brokerfront/identity-api';
import type { NewPasswordField, RegistrationField } from '@brokerfront/ui-templates';
import { joinErrorTexts } from './service-errors';

/**
 * Which form field a service error of sign-up, confirmation or password reset belongs to. The service
 * names the field in `Data` (`{Code: "email_already_taken", Data: "Email"}`; `invalid_request` as
 * `"FirstName: …"`); the code decides when `Data` names none.
 */

/** The registration field of each service field name. */
const REGISTRATION_FIELD_OF_DATA: Readonly<Record<string, RegistrationField>> = {
  FirstName: 'firstName',
  LastName: 'lastName',
  Email: 'email',
  PhoneNumber: 'phoneNumber',
  CountryCode: 'country',
  Password: 'password',
};

/** The registration field of each code (SPEC §8 and the contract's registration rules). */
const REGISTRATION_FIELD_OF_CODE: Readonly<Record<string, RegistrationField>> = {
  invalid_first_name: 'firstName',
  invalid_last_name: 'lastName',
  email_invalid: 'email',
  email_already_taken: 'email',
  invalid_phone_number: 'phoneNumber',
  phone_already_in_use: 'phoneNumber',
  invalid_country: 'country',
  password_short: 'password',
  PasswordRequiresUpper: 'password',
  password_invalid: 'password',
  password_too_common: 'password',
};

/** The password codes of a new password (`ResetPassword` answers `password_short_token_valid` for a short one). */
const PASSWORD_CODES: ReadonlySet<string> = new Set([
  'password_short',
  'password_short_token_valid',
  'PasswordRequiresUpper',
  'password_invalid',
  'password_too_common',
]);

/** The service field named by `Data`: `"Email"`, or the part before `:` / `.` of `"FirstName: Invalid input"`. */
export function serviceFieldOf(error: EnvelopeError): string | undefined {
  if (typeof error.Data !== 'string') return undefined;
  const name = /^([A-Za-z]+)(?:$|[:.])/.exec(error.Data.trim())?.[1];
  return name || undefined;
}

/** The registration field of a `Register` / `RegisterDemo` error; `undefined` for a form-level one. */
export function registrationFieldOf(error: EnvelopeError): RegistrationField | undefined {
  const byCode = REGISTRATION_FIELD_OF_CODE[error.Code];
  if (byCode) return byCode;
  const named = serviceFieldOf(error);
  return named ? REGISTRATION_FIELD_OF_DATA[named] : undefined;
}

/** The field of a `ResetPassword` error: the new password, or `undefined` for the link's errors (`password_reset_error`, `InvalidToken`). */
export function resetPasswordFieldOf(error: EnvelopeError): NewPasswordField | undefined {
  if (PASSWORD_CODES.has(error.Code)) return 'password';
  return error.Code === 'invalid_request' && serviceFieldOf(error) === 'Password' ? 'password' : undefined;
}

/** The field of a `ForgotPassword` / `ResendConfirmation` error: the e-mail, or `undefined`. */
export function emailFieldOf(error: EnvelopeError): 'email' | undefined {
  if (error.Code === 'email_invalid') return 'email';
  return error.Code === 'invalid_request' && serviceFieldOf(error) === 'Email' ? 'email' : undefined;
}

/** Whether a `ResetPassword` error means the link itself cannot be used (ask for a new one). */
export function isLinkError(error: EnvelopeError): boolean {
  return error.Code === 'password_reset_error' || error.Code === 'InvalidToken' || error.Code === 'token_not_valid';
}

/** Whether a `ConfirmEmail` error means an unusable link (`InvalidToken`, `token_not_valid`). */
export function isInvalidConfirmationToken(error: EnvelopeError): boolean {
  return error.Code === 'InvalidToken' || error.Code === 'token_not_valid';
}

/**
 * The texts of a failed call's errors, per field and for the form: every error of a field is shown
 * (joined by commas as SPEC §8 joins errors, each once), e.g. "Password should have at least 6
 * characters., Password requires upper case letter."; the others go to the form, each text once.
 */
export function errorTextsByField<F extends string>(
  errors: readonly EnvelopeError[],
  fieldOf: (error: EnvelopeError) => F | undefined,
  textOf: (error: EnvelopeError) => string,
): { fields: Partial<Record<F, string>>; form: string[] } {
  const byField = new Map<F, string[]>();
  const form: string[] = [];
  for (const error of errors) {
    const text = textOf(error);
    const field = fieldOf(error);
    if (field === undefined) {
      if (!form.includes(text)) form.push(text);
      continue;
    }
    const list = byField.get(field) ?? [];
    if (!list.includes(text)) list.push(text);
    byField.set(field, list);
  }
  const fields: Partial<Record<F, string>> = {};
  for (const [field, texts] of byField) fields[field] = joinErrorTexts(texts);
  return { fields, form };
}

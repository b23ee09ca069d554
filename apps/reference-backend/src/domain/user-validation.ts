import { passwordPolicyErrors } from '../auth/passwords';
import type { EnvelopeError } from '../http/envelope';
import { isEmail, isName, isPhone, normalizePhone } from '../http/validation';
import { isCountryCode } from './countries';
import type { Store } from './store';

/**
 * The most idle minutes a user may have before the sign-out (and the default): the inactivity timer of SPEC §9.
 * A per-user value may only shorten it; a longer one would let its holder escape the idle sign-out.
 */
export const MAX_INACTIVITY_MINUTES = 10;

/** Fields checked by the service rules of SPEC §5/§8. */
export interface CheckedFields {
  FirstName?: string;
  LastName?: string;
  MiddleName?: string | null;
  Email?: string;
  PhoneNumber?: string | null;
  Password?: string;
  CountryCode?: string | null;
  BirthDate?: string | null;
}

/** The refusal of a middle name that breaks the name rule (no code of its own: `invalid_request` naming the field). */
export const INVALID_MIDDLE_NAME: EnvelopeError = Object.freeze({
  Code: 'invalid_request',
  Data: 'MiddleName: expected letters, spaces, apostrophes, dots and hyphens, starting with a letter (at most 100 characters)',
});

/**
 * Applies the service rules to the fields present: names (`invalid_first_name`, `invalid_last_name`; a middle name
 * follows the same rule when it is not empty, else {@link INVALID_MIDDLE_NAME}),
 * e-mail (`email_invalid`, `email_already_taken`), phone (`invalid_phone_number`, `phone_already_in_use`),
 * password (`password_short`, `PasswordRequiresUpper`), country (`invalid_country`) and birth date
 * (`invalid_birth_date`). `selfId` is the user being changed (its own e-mail and phone are not duplicates).
 */
export function validateUserFields(store: Store, f: CheckedFields, selfId?: number): EnvelopeError[] {
  const errors: EnvelopeError[] = [];
  if (f.FirstName !== undefined && !isName(f.FirstName)) errors.push({ Code: 'invalid_first_name', Data: 'FirstName' });
  if (f.LastName !== undefined && !isName(f.LastName)) errors.push({ Code: 'invalid_last_name', Data: 'LastName' });
  if (f.MiddleName && f.MiddleName.trim() !== '' && !isName(f.MiddleName)) errors.push({ ...INVALID_MIDDLE_NAME });
  if (f.Email !== undefined) {
    const email = f.Email.trim();
    if (!isEmail(email)) errors.push({ Code: 'email_invalid', Data: 'Email' });
    else {
      const other = store.findByEmail(email);
      if (other && other.Id !== selfId) errors.push({ Code: 'email_already_taken', Data: 'Email' });
    }
  }
  if (f.PhoneNumber !== undefined && f.PhoneNumber !== null && f.PhoneNumber !== '') {
    if (!isPhone(f.PhoneNumber)) errors.push({ Code: 'invalid_phone_number', Data: 'PhoneNumber' });
    else {
      const other = store.findByPhone(normalizePhone(f.PhoneNumber));
      if (other && other.Id !== selfId) errors.push({ Code: 'phone_already_in_use', Data: 'PhoneNumber' });
    }
  }
  if (f.Password !== undefined) for (const code of passwordPolicyErrors(f.Password)) errors.push({ Code: code, Data: 'Password' });
  if (f.CountryCode !== undefined && f.CountryCode !== null && f.CountryCode !== '' && !isCountryCode(f.CountryCode)) {
    errors.push({ Code: 'invalid_country', Data: 'CountryCode' });
  }
  if (f.BirthDate !== undefined && f.BirthDate !== null && f.BirthDate !== '') {
    const t = Date.parse(f.BirthDate);
    if (Number.isNaN(t) || t > Date.now()) errors.push({ Code: 'invalid_birth_date', Data: 'BirthDate' });
  }
  return errors;
}

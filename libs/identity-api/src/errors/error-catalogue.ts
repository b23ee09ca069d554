import type { EnvelopeError } from '../entities/envelope';

/**
 * Messages of the service error codes (SPEC §8). A `null` message means the catalogue gives the code no
 * message: it is shown as any code without a message is (`Code: {code}, Data = {data}`); the interface's
 * `errors` texts give these codes words of their own.
 */
export const errorMessages: Readonly<Record<string, string | null>> = Object.freeze({
  user_not_found: 'User not found.',
  PasswordRequiresUpper: 'Password requires upper case letter.',
  phone_already_in_use: 'Phone number already in use.',
  phone_already_confirmed: 'Phone number already in use.',
  InvalidToken: 'Invalid verification code. Please try again.',
  token_not_valid: 'Invalid verification code. Please try again.',
  password_short: 'Password should have at least 6 characters.',
  password_invalid: 'Password is not valid.',
  password_reset_error: 'Reset password has failed. Please try again.',
  password_creation_failed: 'Cannot create your passcode. Please try again later.',
  password_short_token_valid: 'Password is to short. Token valid.',
  email_already_taken: 'Email already in use.',
  invalid_first_name: 'Invalid First Name.',
  employee_already_group_lead: 'Employee is already team lead.',
  already_archived: 'User is already archived.',
  employee_group_name_already_exists: 'Group with this name already exist.',
  cant_remove_employee_group_lead: "Can't remove employee group lead.",
  already_promoted: 'Clients are already active.',
  not_enough_free_margin: 'Insufficient margin available.',
  invalid_open_at_rate: 'Invalid value rate.',
  invalid_amount: 'Invalid amount.',
  bank_not_enabled: "Can't enable account, bank is disabled.",
  market_not_open: 'Market closed.',
  account_position_has_invalid_status: 'Unable to cancel. Position has been opened.',
  token_empty: 'You have not verified email.',
  locked_out: 'You have been temporarily blocked due to too many failed attempts.',
  failed_to_send_email: 'Failed to send email.',
  email_already_confirmed: 'Email already confirmed.',
  bank_not_found: 'Bank not found.',
  already_exists: null,
  invalid_close_at_profit_rate: null,
  invalid_close_at_loss_rate: null,
});

function dataText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data === undefined) return 'undefined';
  if (typeof data === 'object' && data !== null) {
    try {
      return JSON.stringify(data);
    } catch {
      return String(data);
    }
  }
  return String(data);
}

/**
 * The text of one error: its catalogue message; otherwise (a code the catalogue does not know, or one it
 * lists without a message) `Code: {code}, Data = {data}` (objects shown as JSON).
 */
export function formatError(error: EnvelopeError): string {
  const code = error.Code;
  const message = Object.prototype.hasOwnProperty.call(errorMessages, code) ? errorMessages[code] : null;
  return message ?? `Code: ${code}, Data = ${dataText(error.Data)}`;
}

/** The text of several errors, joined by commas. */
export function formatErrors(errors: readonly EnvelopeError[] | null | undefined): string {
  return (errors ?? []).map(formatError).join(', ');
}

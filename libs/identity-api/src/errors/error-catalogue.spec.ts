/** @jest-environment node */
import { errorMessages, formatError, formatErrors } from './error-catalogue';
import { ServiceError } from './service-error';

// SPEC §8, copied row by row.
const table: Array<[string, string | null]> = [
  ['user_not_found', 'User not found.'],
  ['PasswordRequiresUpper', 'Password requires upper case letter.'],
  ['phone_already_in_use', 'Phone number already in use.'],
  ['phone_already_confirmed', 'Phone number already in use.'],
  ['InvalidToken', 'Invalid verification code. Please try again.'],
  ['token_not_valid', 'Invalid verification code. Please try again.'],
  ['password_short', 'Password should have at least 6 characters.'],
  ['password_invalid', 'Password is not valid.'],
  ['password_reset_error', 'Reset password has failed. Please try again.'],
  ['password_creation_failed', 'Cannot create your passcode. Please try again later.'],
  ['password_short_token_valid', 'Password is to short. Token valid.'],
  ['email_already_taken', 'Email already in use.'],
  ['invalid_first_name', 'Invalid First Name.'],
  ['employee_already_group_lead', 'Employee is already team lead.'],
  ['already_archived', 'User is already archived.'],
  ['employee_group_name_already_exists', 'Group with this name already exist.'],
  ['cant_remove_employee_group_lead', "Can't remove employee group lead."],
  ['already_promoted', 'Clients are already active.'],
  ['not_enough_free_margin', 'Insufficient margin available.'],
  ['invalid_open_at_rate', 'Invalid value rate.'],
  ['invalid_amount', 'Invalid amount.'],
  ['bank_not_enabled', "Can't enable account, bank is disabled."],
  ['market_not_open', 'Market closed.'],
  ['account_position_has_invalid_status', 'Unable to cancel. Position has been opened.'],
  ['token_empty', 'You have not verified email.'],
  ['locked_out', 'You have been temporarily blocked due to too many failed attempts.'],
  ['failed_to_send_email', 'Failed to send email.'],
  ['email_already_confirmed', 'Email already confirmed.'],
  ['bank_not_found', 'Bank not found.'],
  ['already_exists', null],
  ['invalid_close_at_profit_rate', null],
  ['invalid_close_at_loss_rate', null],
];

describe('error catalogue (SPEC §8)', () => {
  it('has exactly the codes of the table', () => {
    expect(Object.keys(errorMessages).sort()).toEqual(table.map(([c]) => c).sort());
  });

  it.each(table.filter(([, m]) => m !== null))('%s → %s', (code, message) => {
    expect(errorMessages[code]).toBe(message);
    expect(formatError({ Code: code, Data: 'ignored' })).toBe(message);
  });

  it.each(table.filter(([, m]) => m === null).map(([c]) => c))('%s has no message and is shown as any code without one', (code) => {
    expect(errorMessages[code]).toBeNull();
    expect(formatError({ Code: code, Data: { x: 1 } })).toBe(`Code: ${code}, Data = {"x":1}`);
  });
});

describe('generic formatting rule', () => {
  it.each<[string, unknown, string]>([
    ['some_code', 'details', 'Code: some_code, Data = details'],
    ['some_code', 42, 'Code: some_code, Data = 42'],
    ['some_code', null, 'Code: some_code, Data = null'],
    ['some_code', undefined, 'Code: some_code, Data = undefined'],
    ['invalid_request', { field: 'Filters' }, 'Code: invalid_request, Data = {"field":"Filters"}'],
    ['unauthorized', ['a', 'b'], 'Code: unauthorized, Data = ["a","b"]'],
  ])('%s with %p → %s', (code, data, text) => {
    expect(formatError({ Code: code, Data: data })).toBe(text);
  });

  it('joins several errors with commas', () => {
    expect(formatErrors([{ Code: 'invalid_first_name' }, { Code: 'already_exists', Data: 'Name' }, { Code: 'weird', Data: 'x' }])).toBe(
      'Invalid First Name., Code: already_exists, Data = Name, Code: weird, Data = x',
    );
  });

  it('formats no errors as empty text', () => {
    expect(formatErrors([])).toBe('');
    expect(formatErrors(null)).toBe('');
  });

  it('does not take inherited properties for codes', () => {
    expect(formatError({ Code: 'toString', Data: 1 })).toBe('Code: toString, Data = 1');
  });

  it('builds ServiceError messages from the catalogue', () => {
    const e = new ServiceError(400, [{ Code: 'email_already_taken' }, { Code: 'phone_already_in_use' }]);
    expect(e).toBeInstanceOf(Error);
    expect(e.message).toBe('Email already in use., Phone number already in use.');
    expect(e.status).toBe(400);
    expect(e.codes).toEqual(['email_already_taken', 'phone_already_in_use']);
    expect(e.hasCode('phone_already_in_use')).toBe(true);
  });
});

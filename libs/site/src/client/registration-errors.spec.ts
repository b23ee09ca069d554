/**
 * @jest-environment node
 */
import type { EnvelopeError } from '@brokerfront/identity-api';
import {
  emailFieldOf,
  errorTextsByField,
  isInvalidConfirmationToken,
  isLinkError,
  registrationFieldOf,
  resetPasswordFieldOf,
  serviceFieldOf,
} from './registration-errors';

const e = (Code: string, Data?: unknown): EnvelopeError => ({ Code, Data });

describe('registrationFieldOf', () => {
  it.each([
    ['invalid_first_name', 'FirstName', 'firstName'],
    ['invalid_last_name', 'LastName', 'lastName'],
    ['email_invalid', 'Email', 'email'],
    ['email_already_taken', 'Email', 'email'],
    ['invalid_phone_number', 'PhoneNumber', 'phoneNumber'],
    ['phone_already_in_use', 'PhoneNumber', 'phoneNumber'],
    ['invalid_country', 'CountryCode', 'country'],
    ['password_short', 'Password', 'password'],
    ['PasswordRequiresUpper', 'Password', 'password'],
    ['password_invalid', 'Password', 'password'],
  ])('%s → %s', (code, data, field) => {
    expect(registrationFieldOf(e(code, data))).toBe(field);
    // The code alone is enough (a service that leaves Data out).
    expect(registrationFieldOf(e(code))).toBe(field);
  });

  it('places a malformed field (invalid_request) by the field named in Data', () => {
    expect(registrationFieldOf(e('invalid_request', 'FirstName: Invalid input: expected string, received number'))).toBe('firstName');
    expect(registrationFieldOf(e('invalid_request', 'CountryCode: Too big: expected string to have <=2 characters'))).toBe('country');
    expect(registrationFieldOf(e('invalid_request', 'body: Invalid input'))).toBeUndefined();
  });

  it('leaves the errors of no field to the form', () => {
    expect(registrationFieldOf(e('too_many_requests', { RetryAfter: 60 }))).toBeUndefined();
    expect(registrationFieldOf(e('internal_error'))).toBeUndefined();
    expect(registrationFieldOf(e('client_error', 'Failed to fetch'))).toBeUndefined();
  });
});

describe('serviceFieldOf', () => {
  it('reads the field name at the start of Data', () => {
    expect(serviceFieldOf(e('x', 'Email'))).toBe('Email');
    expect(serviceFieldOf(e('x', 'Password: too long'))).toBe('Password');
    expect(serviceFieldOf(e('x', 'Users.0.Email: bad'))).toBe('Users');
    expect(serviceFieldOf(e('x', 42))).toBeUndefined();
    expect(serviceFieldOf(e('x', '1: users.delete'))).toBeUndefined();
  });
});

describe('resetPasswordFieldOf and isLinkError', () => {
  it('puts the password rules beside the new password and the link errors on the form', () => {
    for (const code of ['password_short_token_valid', 'password_short', 'PasswordRequiresUpper', 'password_invalid']) {
      expect(resetPasswordFieldOf(e(code, 'Password'))).toBe('password');
      expect(isLinkError(e(code, 'Password'))).toBe(false);
    }
    for (const code of ['password_reset_error', 'InvalidToken', 'token_not_valid']) {
      expect(resetPasswordFieldOf(e(code, 'Token'))).toBeUndefined();
      expect(isLinkError(e(code, 'Token'))).toBe(true);
    }
    expect(resetPasswordFieldOf(e('invalid_request', 'Password: Too big'))).toBe('password');
    expect(resetPasswordFieldOf(e('invalid_request', 'Token: Too big'))).toBeUndefined();
  });
});

describe('emailFieldOf and isInvalidConfirmationToken', () => {
  it('maps the e-mail errors of ForgotPassword and ResendConfirmation', () => {
    expect(emailFieldOf(e('email_invalid', 'Email'))).toBe('email');
    expect(emailFieldOf(e('invalid_request', 'Email: Too big'))).toBe('email');
    expect(emailFieldOf(e('too_many_requests'))).toBeUndefined();
  });
  it('recognises an unusable confirmation link', () => {
    expect(isInvalidConfirmationToken(e('InvalidToken', 'Token'))).toBe(true);
    expect(isInvalidConfirmationToken(e('token_not_valid'))).toBe(true);
    expect(isInvalidConfirmationToken(e('email_already_confirmed', 'Email'))).toBe(false);
  });
});

describe('errorTextsByField', () => {
  const text = (error: EnvelopeError) => `«${error.Code}»`;

  it('joins every error of a field and keeps the others for the form, each text once', () => {
    const errors = [
      e('email_already_taken', 'Email'),
      e('password_short', 'Password'),
      e('PasswordRequiresUpper', 'Password'),
      e('too_many_requests'),
      e('too_many_requests'),
      e('internal_error'),
    ];
    expect(errorTextsByField(errors, registrationFieldOf, text)).toEqual({
      fields: { email: '«email_already_taken»', password: '«password_short», «PasswordRequiresUpper»' },
      form: ['«too_many_requests»', '«internal_error»'],
    });
  });

  it('gives nothing for no errors', () => {
    expect(errorTextsByField([], registrationFieldOf, text)).toEqual({ fields: {}, form: [] });
  });
});

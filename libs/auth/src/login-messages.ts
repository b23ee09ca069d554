/** Message for any login error code without its own text (SPEC §8). */
export const LOGIN_FALLBACK_MESSAGE = 'Something failed, try again.';

/** Rejection text of `getAccessToken()` without a session (SPEC §8). */
export const NOT_LOGGED_IN_MESSAGE = 'Not logged in.';

/** Login error messages of SPEC §8, by service error code. */
export const LOGIN_ERROR_MESSAGES: Readonly<Record<string, string>> = Object.freeze({
  user_not_found: 'Invalid user.',
  user_not_employee: 'User in not an employee',
  email_invalid: 'Email not found.',
  email_not_confirmed: 'Email address has not been confirmed, please check your email inbox.',
  password_invalid: 'Invalid password.',
  user_deactivated: 'Credentials are deactivated.',
  locked_out: 'You have been temporarily blocked due to too many failed attempts.',
});

/** The message shown for a login error code (SPEC §8). */
export function loginErrorMessage(code: string | null | undefined): string {
  return (code && Object.prototype.hasOwnProperty.call(LOGIN_ERROR_MESSAGES, code) && LOGIN_ERROR_MESSAGES[code]) || LOGIN_FALLBACK_MESSAGE;
}

/**
 * The translation key (in the `auth` namespace) of a login error code: `errors.<code>` for the
 * codes of SPEC §8, `errors.fallback` for any other.
 */
export function loginErrorKey(code: string | null | undefined): string {
  return code && Object.prototype.hasOwnProperty.call(LOGIN_ERROR_MESSAGES, code) ? `errors.${code}` : 'errors.fallback';
}

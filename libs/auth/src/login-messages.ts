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
  /** The account's `IpWhitelist` does not list the address the sign-in came from (an extension of the contract). */
  ip_not_allowed: "Your account cannot be signed in to from this network. Ask us to add it to your account's allowed addresses.",
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

/** Error code of a token request that could not reach the service for now (the session is kept). */
export const RECONNECTING_ERROR = 'temporarily_unavailable';
/** Message of {@link RECONNECTING_ERROR}: the session is kept and the refresh is retried. */
export const RECONNECTING_MESSAGE = 'The sign-in service cannot be reached right now; reconnecting…';
/** Error code of an auto-login refused because another user is signed in (and the switch was not confirmed). */
export const SWITCH_DECLINED_ERROR = 'switch_declined';
/** Message of {@link SWITCH_DECLINED_ERROR}. */
export const SWITCH_DECLINED_MESSAGE = 'Another user is signed in.';

import type { User } from '../entities/user';
import type {
  ConfirmEmailRequest,
  EmailResult,
  PhoneCodeSent,
  PhoneConfirmation,
  RegisterDemoRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '../entities/registration';
import type { HttpClient, RequestOptions } from '../http/http-client';

/**
 * Sign-up, e-mail and phone confirmation and password reset (`{server}/{root}/api/{version}/users/…`,
 * contract "Extension: sign-up, confirmation and password reset"). The anonymous calls work without a
 * token; the phone calls act on the signed-in user.
 */
export interface RegistrationApi {
  /** `POST users/Register`: creates an unconfirmed live client and e-mails a confirmation link; answers the user. */
  register(request: RegisterRequest, options?: RequestOptions): Promise<User>;
  /** `POST users/RegisterDemo`: as {@link register} for a demo client (a demo trading account is opened). */
  registerDemo(request: RegisterDemoRequest, options?: RequestOptions): Promise<User>;
  /**
   * `POST users/ConfirmEmail` with the token of the e-mailed link (a string), or the token and the owner's current
   * password for an address someone else set (`password_required` without it); answers the confirmed address.
   */
  confirmEmail(request: string | ConfirmEmailRequest, options?: RequestOptions): Promise<EmailResult>;
  /** `POST users/ResendConfirmation`: e-mails a new link when the account waits for one; always resolves (null). */
  resendConfirmation(email: string, options?: RequestOptions): Promise<null>;
  /** `POST users/SendPhoneCode`: texts a 6-digit code to the signed-in user's number. */
  sendPhoneCode(options?: RequestOptions): Promise<PhoneCodeSent>;
  /** `POST users/ConfirmPhoneNumber` with the texted code (spaces ignored). */
  confirmPhoneNumber(code: string, options?: RequestOptions): Promise<PhoneConfirmation>;
  /** `GET users/PhoneConfirmation`: the signed-in user's number and whether it is confirmed. */
  getPhoneConfirmation(options?: RequestOptions): Promise<PhoneConfirmation>;
  /** `POST users/ForgotPassword`: e-mails a reset link when the account exists; always resolves (null). */
  forgotPassword(email: string, options?: RequestOptions): Promise<null>;
  /** `POST users/ResetPassword` with the link's token and the new password; ends every session of the user. */
  resetPassword(request: ResetPasswordRequest, options?: RequestOptions): Promise<EmailResult>;
}

/** The body of `ConfirmEmail`: the token, and the password only when one is given. */
function confirmEmailBodyOf(request: string | ConfirmEmailRequest): ConfirmEmailRequest {
  if (typeof request === 'string') return { Token: request };
  return request.Password === undefined ? { Token: request.Token } : { Token: request.Token, Password: request.Password };
}

/**
 * The typed sign-up and confirmation calls over an {@link HttpClient}.
 *
 * @example
 * const registration = createRegistrationApi(http);
 * await registration.register({ FirstName, LastName, Email, PhoneNumber, CountryCode: 'GB', Password });
 * await registration.confirmEmail(new URLSearchParams(location.search).get('token') ?? '');
 */
export function createRegistrationApi(http: HttpClient): RegistrationApi {
  return {
    register: (request, o) => http.post('users/Register', request, o),
    registerDemo: (request, o) => http.post('users/RegisterDemo', request, o),
    confirmEmail: (request, o) => http.post('users/ConfirmEmail', confirmEmailBodyOf(request), o),
    resendConfirmation: (email, o) => http.post('users/ResendConfirmation', { Email: email }, o),
    sendPhoneCode: (o) => http.post('users/SendPhoneCode', {}, o),
    confirmPhoneNumber: (code, o) => http.post('users/ConfirmPhoneNumber', { Code: code }, o),
    getPhoneConfirmation: (o) => http.get('users/PhoneConfirmation', o),
    forgotPassword: (email, o) => http.post('users/ForgotPassword', { Email: email }, o),
    resetPassword: (request, o) => http.post('users/ResetPassword', request, o),
  };
}

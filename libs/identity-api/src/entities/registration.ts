/** Body of `POST users/Register`: a live client signs up (every field required; a confirmation link is e-mailed). */
export interface RegisterRequest {
  FirstName: string;
  LastName: string;
  Email: string;
  /** 7–15 digits, optional leading `+`, spaces and dashes allowed; stored as `+` and digits. */
  PhoneNumber: string;
  /** ISO 3166-1 alpha-2; stored upper-case. */
  CountryCode: string;
  /** At least 6 characters with an upper-case letter, at most 128, no control characters. */
  Password: string;
}

/** Body of `POST users/RegisterDemo`: a demo client signs up (no phone, no country); a demo account is opened for it. */
export interface RegisterDemoRequest {
  FirstName: string;
  LastName: string;
  Email: string;
  Password: string;
}

/**
 * Body of `POST users/ConfirmEmail`: the token of the e-mailed link and, when someone other than the owner
 * (an employee) set the address, the owner's current password (without it: `password_required`; a wrong one:
 * `password_invalid`, and the link is spent).
 */
export interface ConfirmEmailRequest {
  /** The `token` of the e-mailed link. */
  Token: string;
  /** The owner's current password; only needed for an address someone else set. */
  Password?: string;
}

/** Answer of `ConfirmEmail` and `ResetPassword`: the e-mail address of the account concerned. */
export interface EmailResult {
  Email: string;
}

/** Body of `POST users/ResetPassword`: the token of the e-mailed link and the new password. */
export interface ResetPasswordRequest {
  Token: string;
  Password: string;
}

/** Answer of `POST users/SendPhoneCode`: the number the 6-digit code was sent to and when the code expires. */
export interface PhoneCodeSent {
  PhoneNumber: string;
  /** ISO-8601 UTC. */
  ExpiresAt: string;
}

/** Answer of `GET users/PhoneConfirmation` (and, with `Confirmed: true`, of `ConfirmPhoneNumber`). */
export interface PhoneConfirmation {
  /** The signed-in user's number; null when it has none. */
  PhoneNumber: string | null;
  /** Whether that number is confirmed (changing the number makes it false again). */
  Confirmed: boolean;
}

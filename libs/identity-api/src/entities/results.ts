/** Status of one row of a bulk import (a string on the wire). */
export enum ImportStatus {
  Success = 'Success',
  InvalidFirstName = 'InvalidFirstName',
  InvalidLastName = 'InvalidLastName',
  InvalidEmail = 'InvalidEmail',
  DuplicateEmail = 'DuplicateEmail',
  EmailAlreadyInUse = 'EmailAlreadyInUse',
  InvalidPhoneNumber = 'InvalidPhoneNumber',
  DuplicatePhoneNumber = 'DuplicatePhoneNumber',
  PhoneNumberAlreadyInUse = 'PhoneNumberAlreadyInUse',
  InvalidCountry = 'InvalidCountry',
}

/** One row of a bulk-import answer. `UserId` is set for created users. */
export interface ImportResultRow {
  FirstName: string;
  LastName: string;
  Email: string;
  PhoneNumber: string;
  Country: string;
  Status: ImportStatus;
  UserId?: number | null;
}

/** Answer of `ImportAffiliateUsers`. */
export interface ImportResult {
  Results: ImportResultRow[];
}

/** Outcome of `SendCredentialsForClients` (a string on the wire). */
export enum SendCredentialsStatus {
  Success = 'Success',
  Forbidden = 'Forbidden',
  ValidationError = 'ValidationError',
  Other = 'Other',
}

/** Answer of `SendCredentialsForClients`. */
export interface SendCredentialsResult {
  Status: SendCredentialsStatus;
}

/** Answer of `{id}/CreateAutoLogin`: a single-use token and the URL that consumes it. */
export interface AutoLoginResult {
  Token: string;
  URL: string;
}

/** One entry of `GetFullNameOfUsers`. */
export interface FullNameRecord {
  UserId: number;
  FullName: string;
}

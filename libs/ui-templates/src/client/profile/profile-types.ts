/**
 * The shapes the profile and documents components take (plain view models: the site maps the identity
 * service's records onto them, so this presentational lib never depends on the service client).
 */

/** A user's gender as the profile shows and edits it (the service's `Gender` None, Male, Female, Other). */
export type ProfileGender = 'None' | 'Male' | 'Female' | 'Other';

/** Every gender, in the order of the service's enum. */
export const PROFILE_GENDERS: readonly ProfileGender[] = Object.freeze(['None', 'Male', 'Female', 'Other']);

/** The client's own fields of a user record (SPEC §3), as the profile shows them. */
export interface ProfileDetailsData {
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string;
  emailConfirmed: boolean;
  phoneNumber: string | null;
  /** Whether the phone number is confirmed; null while that is not known (still loading, or failed). */
  phoneConfirmed: boolean | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  /** The country's name in the interface language (or its code when the list does not know it). */
  countryName: string | null;
  /** ISO-8601 date; null when unset (the service's year-1 date). */
  birthDate: string | null;
  gender: ProfileGender;
  /** IANA time zone name. */
  timeZone: string | null;
  tierName: string | null;
  /** The tier's colour as the service stores it (`#FFD700`). */
  tierColor: string | null;
  /** ISO-8601 date and time the account was created. */
  memberSince: string;
}

/** The fields a user may change on itself through `Update`, as typed in the form (all text). */
export interface ProfileFormValues {
  firstName: string;
  middleName: string;
  lastName: string;
  phoneNumber: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, or '' for none. */
  countryCode: string;
  /** `yyyy-mm-dd`, or '' for none. */
  birthDate: string;
  gender: ProfileGender;
  /** IANA name, or '' for none. */
  timeZone: string;
}

/** The form's fields, in the order they are shown (the first invalid one gets the focus). */
export const PROFILE_FIELDS = Object.freeze([
  'firstName',
  'middleName',
  'lastName',
  'phoneNumber',
  'address',
  'city',
  'state',
  'postalCode',
  'countryCode',
  'birthDate',
  'gender',
  'timeZone',
] as const);

/** A field of {@link ProfileFormValues}. */
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/**
 * What a submission came to: accepted, or refused with messages (already in the interface language)
 * for fields and for the form as a whole. The form keeps what was typed when it is refused.
 */
export type FormOutcome<F extends string = never> =
  | { ok: true }
  | { ok: false; fieldErrors?: Partial<Record<F, string>>; formError?: string };

/** A country the form offers. */
export interface CountryOption {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
}

/** Kind of identity document (the service's `DocumentType`). */
export type ProfileDocumentType = 'Identity' | 'ProofOfAddress' | 'Other';

/** Every document type, in the order the upload form offers them. */
export const DOCUMENT_TYPES: readonly ProfileDocumentType[] = Object.freeze(['Identity', 'ProofOfAddress', 'Other']);

/** Review status of a document (the service's `DocumentStatus`). */
export type ProfileDocumentStatus = 'Pending' | 'Verified' | 'Rejected';

/** One identity document in the list. */
export interface DocumentItem {
  id: number;
  type: ProfileDocumentType;
  fileName: string;
  /** Bytes. */
  size: number;
  status: ProfileDocumentStatus;
  /** The employee's comment (always set on a rejected document). */
  comment: string | null;
  /** ISO-8601 date and time of the upload. */
  uploadedAt: string;
}

/** Answer of a phone code request: where the code went and until when it is good. */
export type SendCodeOutcome = { ok: true; phoneNumber: string; expiresAt: string } | { ok: false; error: string };

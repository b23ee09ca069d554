/**
 * The import wizard's vocabulary, shared by its components and the site's import logic: the fields a
 * file's columns map to, the reasons a row is held back, the service's row statuses and the state of
 * each row as the tables show it.
 */

/** The fields of `ImportAffiliateUsers`, in the order the wizard shows them. */
export const IMPORT_TARGETS = ['FirstName', 'LastName', 'Email', 'PhoneNumber', 'Country'] as const;

/** A field a column of the file maps to. */
export type ImportTarget = (typeof IMPORT_TARGETS)[number];

/** The fields every row needs (the phone number is optional). */
export const REQUIRED_IMPORT_TARGETS: readonly ImportTarget[] = ['FirstName', 'LastName', 'Email', 'Country'];

/** A row's values by field, as the file (or an edit) gives them. */
export type ImportRowValues = Record<ImportTarget, string>;

/** Which column of the file feeds each field (a column index), or null for none. */
export type ImportMapping = Record<ImportTarget, number | null>;

/** Why a mapping cannot be used: a required field has no column, or a column feeds two fields. */
export type ImportMappingProblem = 'required' | 'duplicate';

/**
 * A row's `Status` in the answer of `ImportAffiliateUsers`, in the order the service checks them
 * (the first failing rule wins).
 */
export const IMPORT_STATUS_NAMES = [
  'Success',
  'InvalidFirstName',
  'InvalidLastName',
  'InvalidEmail',
  'DuplicateEmail',
  'EmailAlreadyInUse',
  'InvalidPhoneNumber',
  'DuplicatePhoneNumber',
  'PhoneNumberAlreadyInUse',
  'InvalidCountry',
] as const;

/** One status of {@link IMPORT_STATUS_NAMES}. */
export type ImportStatusName = (typeof IMPORT_STATUS_NAMES)[number];

/** What the browser's check found wrong with a row (each maps to the status the service would give). */
export type ImportProblemCode =
  | 'firstNameMissing'
  | 'firstNameInvalid'
  | 'lastNameMissing'
  | 'lastNameInvalid'
  | 'emailMissing'
  | 'emailInvalid'
  | 'emailDuplicate'
  | 'phoneInvalid'
  | 'phoneDuplicate'
  | 'countryMissing'
  | 'countryUnknown';

/** One problem of a row: the field it concerns and, for a duplicate, the row that has the value first. */
export interface ImportProblem {
  code: ImportProblemCode;
  field: ImportTarget;
  status: ImportStatusName;
  /** The row number of the earlier row with the same e-mail or phone number. */
  line?: number;
}

/**
 * Where a row stands:
 * - `ready`: passes the check, not sent yet;
 * - `problems`: held back by the check (see the row's problems) until fixed;
 * - `sending`: in the request under way;
 * - `imported`: created, with the new user's id (`found` when a look-up after a lost answer found it);
 * - `failed`: refused by the service with `status` (`edited` once changed since, to be sent again);
 * - `unknown`: sent, but the answer never came: looked up before it is sent again.
 */
export type ImportRowState =
  | { kind: 'ready' }
  | { kind: 'problems' }
  | { kind: 'sending' }
  | { kind: 'imported'; userId: number; href: string; found?: boolean }
  | { kind: 'failed'; status: ImportStatusName; edited: boolean }
  | { kind: 'unknown' };

/** One row as the preview and results tables show it. */
export interface ImportRowView {
  /** Stable id of the row (its index in the file). */
  id: number;
  /** Its row number in the file, as a spreadsheet shows it (the header is row 1). */
  line: number;
  values: ImportRowValues;
  /** The recognised country's name in the interface language, when the country is known. */
  countryName?: string;
  problems: readonly ImportProblem[];
  state: ImportRowState;
  /** Whether the row may be edited (not once imported or while its outcome is open). */
  editable: boolean;
}

/** The wizard's steps, in order. */
export const IMPORT_STEPS = ['file', 'columns', 'check', 'import', 'results'] as const;

/** One step of {@link IMPORT_STEPS}. */
export type ImportStep = (typeof IMPORT_STEPS)[number];

/** A row's status in the results: the service's statuses, plus rows not sent, with a lost answer, or under way. */
export type ImportRowStatusKey = ImportStatusName | 'NotSent' | 'Unknown' | 'Sending';

/** Every {@link ImportRowStatusKey}, in the order the results count them. */
export const IMPORT_ROW_STATUS_KEYS: readonly ImportRowStatusKey[] = [...IMPORT_STATUS_NAMES, 'NotSent', 'Unknown', 'Sending'];

/**
 * A row's status in the results: `Success` once imported, the service's status when it refused the row,
 * the status the check found for a row held back (its first problem's), else `NotSent`, `Unknown` or
 * `Sending`.
 */
export function importRowStatus(row: Pick<ImportRowView, 'state' | 'problems'>): ImportRowStatusKey {
  switch (row.state.kind) {
    case 'imported':
      return 'Success';
    case 'failed':
      return row.state.status;
    case 'problems':
      return row.problems[0]?.status ?? 'NotSent';
    case 'unknown':
      return 'Unknown';
    case 'sending':
      return 'Sending';
    default:
      return 'NotSent';
  }
}

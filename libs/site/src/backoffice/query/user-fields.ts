import type { QueryFieldKind } from '@brokerfront/ui-templates';

/**
 * The User fields the back office filters on (SPEC §3), with how each is edited and sent. Labels come
 * from the `backoffice` namespace (`fields.<id>`); enum options from {@link userFieldOptions}.
 */
export interface UserFieldSpec {
  /** The wire field of the generic query. */
  id: string;
  kind: QueryFieldKind;
}

export const USER_FIELDS: readonly UserFieldSpec[] = Object.freeze([
  { id: 'FullName', kind: 'text' },
  { id: 'FirstName', kind: 'text' },
  { id: 'LastName', kind: 'text' },
  { id: 'MiddleName', kind: 'text' },
  { id: 'Email', kind: 'text' },
  { id: 'EmailConfirmed', kind: 'boolean' },
  { id: 'PhoneNumber', kind: 'text' },
  { id: 'UserType', kind: 'enum' },
  { id: 'CountryCode', kind: 'enum' },
  { id: 'City', kind: 'text' },
  { id: 'State', kind: 'text' },
  { id: 'PostalCode', kind: 'text' },
  { id: 'Address', kind: 'text' },
  { id: 'Gender', kind: 'enum' },
  { id: 'BirthDate', kind: 'date' },
  { id: 'IsBlocked', kind: 'boolean' },
  { id: 'IsArchived', kind: 'boolean' },
  { id: 'IsFullyRegistered', kind: 'boolean' },
  { id: 'ActiveTierName', kind: 'text' },
  { id: 'TimeZone', kind: 'text' },
  { id: 'InactivityLogoutMinutes', kind: 'number' },
  { id: 'EmployeeGroupId', kind: 'number' },
  { id: 'Id', kind: 'number' },
  { id: 'CreatedAt', kind: 'date' },
  { id: 'UpdatedAt', kind: 'date' },
] as const satisfies readonly UserFieldSpec[]);

const BY_ID = new Map(USER_FIELDS.map((f) => [f.id, f]));

/** The spec of a wire field, or undefined when the back office does not filter on it. */
export function userField(id: string): UserFieldSpec | undefined {
  return BY_ID.get(id);
}

/** Enum fields whose options are numbers on the wire (the others, CountryCode, are strings). */
export const NUMERIC_ENUMS: ReadonlySet<string> = new Set(['UserType', 'Gender']);

/** The option values of the fixed enums (CountryCode's come from the country list). */
export const ENUM_VALUES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  UserType: ['0', '1'],
  Gender: ['0', '1', '2', '3'],
});

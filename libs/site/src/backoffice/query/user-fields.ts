import { SALES_STATUSES } from '@brokerfront/identity-api';
import type { QueryFieldKind } from '@brokerfront/ui-templates';

/**
 * The User fields the back office filters on (SPEC §3 and the extensions: account manager, sales
 * status), with how each is edited and sent. Labels come from the `backoffice` namespace (`fields.<id>`,
 * `groups.fields.<id>` for the extensions); enum options from `useUserQueryFields`.
 */
export interface UserFieldSpec {
  /** The wire field of the generic query. */
  id: string;
  kind: QueryFieldKind;
  /**
   * The field may be unset (`null`): a client without an account manager, an employee without a group or
   * a sales status. The references (account manager, group) offer "none" as the choice
   * {@link UNSET_CHOICE}, which no record has as id (ids start at 1).
   */
  optional?: boolean;
}

/** The choice meaning "none" of an optional reference ("No account manager", "No group"). */
export const UNSET_CHOICE = '0';

export const USER_FIELDS: readonly UserFieldSpec[] = Object.freeze([
  { id: 'FullName', kind: 'text' },
  { id: 'FirstName', kind: 'text' },
  { id: 'LastName', kind: 'text' },
  { id: 'MiddleName', kind: 'text' },
  { id: 'Email', kind: 'text' },
  { id: 'EmailConfirmed', kind: 'boolean' },
  { id: 'PhoneNumber', kind: 'text' },
  { id: 'UserType', kind: 'enum' },
  { id: 'SalesStatus', kind: 'enum', optional: true },
  { id: 'AccountManagerId', kind: 'enum', optional: true },
  { id: 'EmployeeGroupId', kind: 'enum', optional: true },
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
  { id: 'Id', kind: 'number' },
  { id: 'CreatedAt', kind: 'date' },
  { id: 'UpdatedAt', kind: 'date' },
] as const satisfies readonly UserFieldSpec[]);

const BY_ID = new Map(USER_FIELDS.map((f) => [f.id, f]));

/** The spec of a wire field, or undefined when the back office does not filter on it. */
export function userField(id: string): UserFieldSpec | undefined {
  return BY_ID.get(id);
}

/**
 * Enum fields whose options are numbers on the wire: the numeric enums and the references (employees,
 * groups). The others (CountryCode, SalesStatus) are strings.
 */
export const NUMERIC_ENUMS: ReadonlySet<string> = new Set(['UserType', 'Gender', 'AccountManagerId', 'EmployeeGroupId']);

/**
 * The option values of the fixed enums (CountryCode's come from the country list, the references'
 * from the employees and the groups).
 */
export const ENUM_VALUES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  UserType: ['0', '1'],
  Gender: ['0', '1', '2', '3'],
  SalesStatus: [...SALES_STATUSES],
});

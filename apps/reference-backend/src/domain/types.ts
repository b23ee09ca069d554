import { Gender, SalesStatus, UNSET_BIRTH_DATE, UserType, type User as WireUser } from '@brokerfront/identity-api';
import type { ResourceType, UserPermission as WirePermission } from '@brokerfront/permissions';

export { Gender, SalesStatus, UserType };
export type { ResourceType };

/** The birth date of a user whose birth date is not set. */
export const UNSET_DATE = UNSET_BIRTH_DATE;

/** A user as this server sends it: every field of the shared `User` is present (unset ones are null). */
export type User = { [K in keyof WireUser]-?: Exclude<WireUser[K], undefined> };

/** A permission as this server sends it: every field present. */
export type UserPermission = { [K in keyof WirePermission]-?: Exclude<WirePermission[K], undefined> };

/** Every field name of {@link User}, in wire order (the fields a Search may filter and sort on). */
export const USER_FIELDS = [
  'Id',
  'FirstName',
  'LastName',
  'MiddleName',
  'Email',
  'EmailConfirmed',
  'Address',
  'City',
  'State',
  'Gender',
  'PhoneNumber',
  'UserType',
  'BirthDate',
  'CountryCode',
  'PostalCode',
  'AvatarFileName',
  'ActiveTierName',
  'ActiveTierColor',
  'IsFullyRegistered',
  'IsArchived',
  'IsBlocked',
  'InactivityLogoutMinutes',
  'CreatedAt',
  'UpdatedAt',
  'TimeZone',
  'IpWhitelist',
  'EmployeeGroupId',
  'AccountManagerId',
  'FullName',
  'SalesStatus',
] as const satisfies readonly (keyof User)[];

/** The sales status a new user starts with: a client the one given, else `New`; an employee none, whatever is given. */
export function startingSalesStatus(userType: UserType, given?: SalesStatus | null): SalesStatus | null {
  return userType === UserType.Individual ? (given ?? SalesStatus.New) : null;
}

/** What the server keeps about a user besides its wire fields. */
export interface UserSecrets {
  passwordHash: string | null;
  failedLogins: number;
  lockedUntil: string | null;
}

/** Builds the FullName of a user from its names. */
export function fullName(u: Pick<User, 'FirstName' | 'MiddleName' | 'LastName'>): string {
  return [u.FirstName, u.MiddleName, u.LastName].filter((s) => s && s.trim()).join(' ');
}

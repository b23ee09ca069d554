/** Gender of a user; numbers on the wire. */
export enum Gender {
  None = 0,
  Male = 1,
  Female = 2,
  Other = 3,
}

/** Kind of account; numbers on the wire. */
export enum UserType {
  Individual = 0,
  Employee = 1,
}

/**
 * Where a client stands in the sales process (a string on the wire; an extension of the reference backend,
 * set through `UpdateSalesStatus`). Clients start as `New`; employees have none (`null`).
 */
export enum SalesStatus {
  New = 'New',
  Contacted = 'Contacted',
  Interested = 'Interested',
  NotInterested = 'NotInterested',
  Converted = 'Converted',
}

/** Every sales status, in the order of the sales process. */
export const SALES_STATUSES: readonly SalesStatus[] = Object.freeze([
  SalesStatus.New,
  SalesStatus.Contacted,
  SalesStatus.Interested,
  SalesStatus.NotInterested,
  SalesStatus.Converted,
]);

/** The service's "unset" birth date. */
export const UNSET_BIRTH_DATE = '0001-01-01T00:00:00Z';

/** A user record as the identity service sends it. Dates are ISO-8601 strings. */
export interface User {
  Id: number;
  FirstName: string;
  LastName: string;
  MiddleName?: string | null;
  Email: string;
  EmailConfirmed: boolean;
  Address?: string | null;
  City?: string | null;
  State?: string | null;
  Gender: Gender;
  PhoneNumber?: string | null;
  UserType: UserType;
  /** `0001-01-01T00:00:00Z` when unset: see {@link isBirthDateSet}. */
  BirthDate: string;
  CountryCode?: string | null;
  PostalCode?: string | null;
  AvatarFileName?: string | null;
  ActiveTierName?: string | null;
  ActiveTierColor?: string | null;
  IsFullyRegistered: boolean;
  IsArchived: boolean;
  IsBlocked: boolean;
  InactivityLogoutMinutes?: number | null;
  CreatedAt: string;
  UpdatedAt: string;
  TimeZone?: string | null;
  IpWhitelist?: string | null;
  EmployeeGroupId?: number | null;
  /** The employee who manages this client (an extension of the reference backend; null: none). */
  AccountManagerId?: number | null;
  /** The client's sales status (an extension of the reference backend; null for employees). */
  SalesStatus?: SalesStatus | null;
  FullName: string;
}

/** The year of an ISO-8601 date string, or NaN when it is not a date. */
function yearOf(date: string): number {
  const m = /^([+-]?\d{4,6})-/.exec(date);
  return m ? Number(m[1]) : NaN;
}

/** A birth date counts as set only if its year is above 1. */
export function isBirthDateSet(birthDate: string | Date | null | undefined): boolean {
  if (birthDate == null) return false;
  const year = typeof birthDate === 'string' ? yearOf(birthDate) : birthDate.getUTCFullYear();
  return Number.isFinite(year) && year > 1;
}

/** The user's full name, built from first, middle and last names when the record has none. */
export function fullNameOf(user: Pick<User, 'FirstName' | 'LastName' | 'MiddleName'> & { FullName?: string | null }): string {
  if (user.FullName) return user.FullName;
  return [user.FirstName, user.MiddleName, user.LastName].filter((s) => s && s.trim()).join(' ');
}

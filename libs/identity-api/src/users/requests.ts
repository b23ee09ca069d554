import type { Gender, SalesStatus } from '../entities/user';

/** Fields of a new user (`CreateIndividual`, `CreateEmployee`, `RegisterAffiliateUser`). */
export interface CreateUserRequest {
  FirstName: string;
  LastName: string;
  MiddleName?: string | null;
  Email: string;
  /** At least 6 characters with an upper-case letter (checked by the service). */
  Password?: string;
  PhoneNumber?: string | null;
  CountryCode?: string | null;
  Gender?: Gender;
  BirthDate?: string | null;
  Address?: string | null;
  City?: string | null;
  State?: string | null;
  PostalCode?: string | null;
  TimeZone?: string | null;
  /** Fields only employees may set. */
  EmailConfirmed?: boolean;
  ActiveTierName?: string | null;
  ActiveTierColor?: string | null;
  InactivityLogoutMinutes?: number;
  IpWhitelist?: string | null;
}

/** Fields of a new employee. */
export interface CreateEmployeeRequest extends CreateUserRequest {
  EmployeeGroupId?: number | null;
}

/** `Update`: the user id and the fields to change. */
export interface UpdateUserRequest {
  Id: number;
  FirstName?: string;
  LastName?: string;
  MiddleName?: string | null;
  Email?: string;
  PhoneNumber?: string | null;
  CountryCode?: string | null;
  Gender?: Gender;
  BirthDate?: string | null;
  Address?: string | null;
  City?: string | null;
  State?: string | null;
  PostalCode?: string | null;
  TimeZone?: string | null;
  IpWhitelist?: string | null;
  InactivityLogoutMinutes?: number;
  EmailConfirmed?: boolean;
  ActiveTierName?: string | null;
  ActiveTierColor?: string | null;
  EmployeeGroupId?: number | null;
}

/** `SetIsArchived` body. */
export interface SetIsArchivedRequest {
  UserId: number;
  IsArchived: boolean;
}

/** `Promote` body: the clients to make active. */
export interface PromoteRequest {
  UserIds: number[];
}

/**
 * `Assign` body: the users to put in an employee group (`EmployeeGroupId`, null: out of any group), or
 * the clients to give an account manager (`AccountManagerId`, an employee; null: none; an extension of
 * the reference backend). Send one of the two.
 */
export type AssignRequest = { UserIds: number[]; EmployeeGroupId: number | null } | { UserIds: number[]; AccountManagerId: number | null };

/** `Comment` body: a note on a user. */
export interface CommentRequest {
  UserId: number;
  Text: string;
}

/** A stored comment (answer of `Comment`). */
export interface UserComment {
  Id: number;
  UserId: number;
  Text: string;
  CreatedAt: string;
  CreatedBy: number;
}

/** One row of `ImportAffiliateUsers`. */
export interface ImportUserRow {
  FirstName: string;
  LastName: string;
  Email: string;
  PhoneNumber: string;
  /** ISO 3166-1 alpha-2 code. */
  Country: string;
}

/** `ImportAffiliateUsers` body. */
export interface ImportAffiliateUsersRequest {
  Users: ImportUserRow[];
}

/** `SendCredentialsForClients` body. */
export interface SendCredentialsRequest {
  UserIds: number[];
}

/** `UpdateSalesStatus` body (an extension of the reference backend): a client's sales status. */
export interface UpdateSalesStatusRequest {
  UserId: number;
  SalesStatus: SalesStatus;
}

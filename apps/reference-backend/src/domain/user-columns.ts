import { UNSET_DATE, fullName, type User, type UserPermission, type UserSecrets } from './types';

type Column = { field: Exclude<keyof User, 'FullName'>; column: string; kind: 'text' | 'int' | 'bool' | 'date' | 'birth' };

/** Wire field ↔ column of the `users` table. */
export const USER_COLUMNS: Column[] = [
  { field: 'Id', column: 'id', kind: 'int' },
  { field: 'FirstName', column: 'first_name', kind: 'text' },
  { field: 'LastName', column: 'last_name', kind: 'text' },
  { field: 'MiddleName', column: 'middle_name', kind: 'text' },
  { field: 'Email', column: 'email', kind: 'text' },
  { field: 'EmailConfirmed', column: 'email_confirmed', kind: 'bool' },
  { field: 'Address', column: 'address', kind: 'text' },
  { field: 'City', column: 'city', kind: 'text' },
  { field: 'State', column: 'state', kind: 'text' },
  { field: 'Gender', column: 'gender', kind: 'int' },
  { field: 'PhoneNumber', column: 'phone_number', kind: 'text' },
  { field: 'UserType', column: 'user_type', kind: 'int' },
  { field: 'BirthDate', column: 'birth_date', kind: 'birth' },
  { field: 'CountryCode', column: 'country_code', kind: 'text' },
  { field: 'PostalCode', column: 'postal_code', kind: 'text' },
  { field: 'AvatarFileName', column: 'avatar_file_name', kind: 'text' },
  { field: 'ActiveTierName', column: 'active_tier_name', kind: 'text' },
  { field: 'ActiveTierColor', column: 'active_tier_color', kind: 'text' },
  { field: 'IsFullyRegistered', column: 'is_fully_registered', kind: 'bool' },
  { field: 'IsArchived', column: 'is_archived', kind: 'bool' },
  { field: 'IsBlocked', column: 'is_blocked', kind: 'bool' },
  { field: 'InactivityLogoutMinutes', column: 'inactivity_logout_minutes', kind: 'int' },
  { field: 'CreatedAt', column: 'created_at', kind: 'date' },
  { field: 'UpdatedAt', column: 'updated_at', kind: 'date' },
  { field: 'TimeZone', column: 'time_zone', kind: 'text' },
  { field: 'IpWhitelist', column: 'ip_whitelist', kind: 'text' },
  { field: 'EmployeeGroupId', column: 'employee_group_id', kind: 'int' },
  { field: 'AccountManagerId', column: 'account_manager_id', kind: 'int' },
  { field: 'SalesStatus', column: 'sales_status', kind: 'text' },
];

const iso = (v: unknown): string | null =>
  v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A database row of `users` as a wire user plus its secrets (built as one literal: every user has the same shape). */
export function rowToUser(row: Record<string, unknown>): { user: User; secrets: UserSecrets } {
  const user: User = {
    Id: Number(row['id']),
    FirstName: String(row['first_name']),
    LastName: String(row['last_name']),
    MiddleName: text(row['middle_name']),
    Email: String(row['email']),
    EmailConfirmed: Boolean(row['email_confirmed']),
    Address: text(row['address']),
    City: text(row['city']),
    State: text(row['state']),
    Gender: Number(row['gender']) as User['Gender'],
    PhoneNumber: text(row['phone_number']),
    UserType: Number(row['user_type']) as User['UserType'],
    BirthDate: row['birth_date'] === null || row['birth_date'] === undefined ? UNSET_DATE : (iso(row['birth_date']) as string),
    CountryCode: text(row['country_code']),
    PostalCode: text(row['postal_code']),
    AvatarFileName: text(row['avatar_file_name']),
    ActiveTierName: text(row['active_tier_name']),
    ActiveTierColor: text(row['active_tier_color']),
    IsFullyRegistered: Boolean(row['is_fully_registered']),
    IsArchived: Boolean(row['is_archived']),
    IsBlocked: Boolean(row['is_blocked']),
    InactivityLogoutMinutes: Number(row['inactivity_logout_minutes']),
    CreatedAt: iso(row['created_at']) as string,
    UpdatedAt: iso(row['updated_at']) as string,
    TimeZone: text(row['time_zone']),
    IpWhitelist: text(row['ip_whitelist']),
    EmployeeGroupId: num(row['employee_group_id']),
    AccountManagerId: num(row['account_manager_id']),
    FullName: '',
    SalesStatus: text(row['sales_status']) as User['SalesStatus'],
  };
  user.FullName = fullName(user);
  return {
    user,
    secrets: {
      passwordHash: (row['password_hash'] as string | null) ?? null,
      failedLogins: Number(row['failed_logins'] ?? 0),
      lockedUntil: iso(row['locked_until']),
    },
  };
}

/** The value a wire field is stored as. */
export function toColumnValue(field: keyof User, value: unknown): unknown {
  const c = USER_COLUMNS.find((x) => x.field === field);
  if (!c) throw new Error(`no column for ${String(field)}`);
  if (c.kind === 'birth') {
    if (value === null || value === undefined || value === UNSET_DATE) return null;
    const d = new Date(String(value));
    return d.getUTCFullYear() > 1 ? d.toISOString() : null;
  }
  return value ?? null;
}

/** The column name of a wire field. */
export function columnOf(field: keyof User): string {
  const c = USER_COLUMNS.find((x) => x.field === field);
  if (!c) throw new Error(`no column for ${String(field)}`);
  return c.column;
}

/** A database row of `user_permissions` on the wire. */
export function rowToPermission(row: Record<string, unknown>): UserPermission {
  return {
    UserId: Number(row['user_id']),
    PermissionId: Number(row['permission_id']),
    ResourceType: { Id: Number(row['resource_type_id']), Domain: String(row['resource_domain']) },
    ResourceId: Number(row['resource_id']),
    CreatedAt: iso(row['created_at']) as string,
    CreatedBy: row['created_by'] === null || row['created_by'] === undefined ? null : Number(row['created_by']),
    IsSuspended: Boolean(row['is_suspended']),
    SuspendedAt: iso(row['suspended_at']),
    SuspendedBy: row['suspended_by'] === null || row['suspended_by'] === undefined ? null : Number(row['suspended_by']),
  };
}

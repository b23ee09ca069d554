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
];

const iso = (v: unknown): string | null =>
  v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();

/** A database row of `users` as a wire user plus its secrets. */
export function rowToUser(row: Record<string, unknown>): { user: User; secrets: UserSecrets } {
  const u: Record<string, unknown> = {};
  for (const c of USER_COLUMNS) {
    const v = row[c.column];
    if (c.kind === 'date') u[c.field] = iso(v);
    else if (c.kind === 'birth') u[c.field] = v === null || v === undefined ? UNSET_DATE : iso(v);
    else u[c.field] = v ?? null;
  }
  const user = u as unknown as User;
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

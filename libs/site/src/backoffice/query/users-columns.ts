import type { User } from '@brokerfront/identity-api';

/**
 * The columns the users table can show, in the chooser's default order. Each names the wire fields it
 * sorts by (and exports); labels are {@link userColumnLabelKey} in the `backoffice` namespace. The
 * account manager and the group sort by their ids (the service knows no names for them).
 */
export const USER_COLUMNS = Object.freeze({
  name: { sort: ['FullName'], export: ['FullName'] },
  email: { sort: ['Email'], export: ['Email'] },
  phone: { sort: ['PhoneNumber'], export: ['PhoneNumber'] },
  type: { sort: ['UserType'], export: ['UserType'] },
  country: { sort: ['CountryCode'], export: ['CountryCode'] },
  city: { sort: ['City'], export: ['City'] },
  status: { sort: ['IsArchived', 'IsBlocked'], export: ['IsBlocked', 'IsArchived'] },
  emailConfirmed: { sort: ['EmailConfirmed'], export: ['EmailConfirmed'] },
  registered: { sort: ['IsFullyRegistered'], export: ['IsFullyRegistered'] },
  tier: { sort: ['ActiveTierName'], export: ['ActiveTierName'] },
  salesStatus: { sort: ['SalesStatus'], export: ['SalesStatus'] },
  manager: { sort: ['AccountManagerId'], export: ['AccountManagerId'] },
  group: { sort: ['EmployeeGroupId'], export: ['EmployeeGroupId'] },
  id: { sort: ['Id'], export: ['Id'] },
  createdAt: { sort: ['CreatedAt'], export: ['CreatedAt'] },
  updatedAt: { sort: ['UpdatedAt'], export: ['UpdatedAt'] },
} as const satisfies Record<string, { sort: readonly (keyof User)[]; export: readonly (keyof User)[] }>);

export type UsersColumnId = keyof typeof USER_COLUMNS;

export const ALL_USER_COLUMNS = Object.freeze(Object.keys(USER_COLUMNS) as UsersColumnId[]);

/** What the table shows until the employee chooses (or a saved view says otherwise). */
export const DEFAULT_USER_COLUMNS: readonly UsersColumnId[] = Object.freeze(['name', 'email', 'type', 'country', 'status', 'createdAt']);

export function isUsersColumn(id: string): id is UsersColumnId {
  return Object.prototype.hasOwnProperty.call(USER_COLUMNS, id);
}

/** The columns whose labels are the groups part's (`groups.columns.<id>`); the others are `columns.<id>`. */
const GROUPS_PART_COLUMNS: ReadonlySet<UsersColumnId> = new Set<UsersColumnId>(['salesStatus', 'manager']);

/** The key of a column's label in the `backoffice` namespace. */
export function userColumnLabelKey(id: UsersColumnId): string {
  return GROUPS_PART_COLUMNS.has(id) ? `groups.columns.${id}` : `columns.${id}`;
}

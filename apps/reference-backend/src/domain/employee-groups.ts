import type { Sql } from '../db/database';
import type { EnvelopeError } from '../http/envelope';
import { UserType, type User } from './types';

/**
 * Employee groups (teams): the `employee_groups` table of schema step 7. A group has a name, unique without regard
 * to case, and at most one lead; an employee leads at most one group and is a member of the group it leads. Members
 * are the employees whose `EmployeeGroupId` is the group's id.
 *
 * The groups are few and always read from the database (no cache to keep in step): the membership counts follow
 * the users' rows, and deleting a lead leaves its group without one (the foreign key does that).
 */

/** An employee group as the service sends it. */
export interface EmployeeGroup {
  Id: number;
  Name: string;
  /** The team lead (an employee id), or null. */
  LeadId: number | null;
  /** How many users have the group's id as their `EmployeeGroupId`. */
  MemberCount: number;
  CreatedAt: string;
}

/** The largest id a group can have (the column is a 4-byte integer): a larger one names no group. */
const MAX_GROUP_ID = 2_147_483_647;

/** Whether a group with this id exists. */
async function groupExists(sql: Sql, id: number): Promise<boolean> {
  if (id > MAX_GROUP_ID) return false;
  return (await sql.query('SELECT 1 FROM employee_groups WHERE id = $1', [id])).rows.length > 0;
}

/** Longest group name (after trimming). */
export const GROUP_NAME_MAX = 100;

const SELECT_GROUPS = `
  SELECT g.id, g.name, g.lead_id, g.created_at,
    (SELECT count(*)::int FROM users u WHERE u.employee_group_id = g.id) AS member_count
  FROM employee_groups g`;

interface GroupRow {
  id: number;
  name: string;
  lead_id: number | null;
  created_at: Date | string;
  member_count: number;
}

function rowToGroup(row: GroupRow): EmployeeGroup {
  return {
    Id: Number(row.id),
    Name: row.name,
    LeadId: row.lead_id === null ? null : Number(row.lead_id),
    MemberCount: Number(row.member_count),
    CreatedAt: new Date(row.created_at).toISOString(),
  };
}

/** Every group, by name (without regard to case), then by id. */
export async function listGroups(sql: Sql): Promise<EmployeeGroup[]> {
  const r = await sql.query<GroupRow>(`${SELECT_GROUPS} ORDER BY lower(g.name), g.id`);
  return r.rows.map(rowToGroup);
}

/** One group, or undefined when there is none with that id. */
export async function findGroup(sql: Sql, id: number): Promise<EmployeeGroup | undefined> {
  if (id > MAX_GROUP_ID) return undefined;
  const r = await sql.query<GroupRow>(`${SELECT_GROUPS} WHERE g.id = $1`, [id]);
  return r.rows[0] ? rowToGroup(r.rows[0]) : undefined;
}

/** Whether another group (not `exceptId`) has this name, without regard to case. */
export async function groupNameTaken(sql: Sql, name: string, exceptId: number | null = null): Promise<boolean> {
  const r = await sql.query('SELECT 1 FROM employee_groups WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2', [name, exceptId]);
  return r.rows.length > 0;
}

/** The group each of `userIds` leads (user id → group id); a user who leads none is absent. */
export async function groupsLedBy(sql: Sql, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const r = await sql.query<{ id: number; lead_id: number }>('SELECT id, lead_id FROM employee_groups WHERE lead_id = ANY($1::int[])', [
    [...userIds],
  ]);
  return new Map(r.rows.map((row) => [Number(row.lead_id), Number(row.id)]));
}

/** Whether `user` may be made a lead: an existing employee, neither blocked nor archived. */
export function mayLead(user: User | undefined): user is User {
  return !!user && user.UserType === UserType.Employee && !user.IsBlocked && !user.IsArchived;
}

/**
 * The refusals of putting `targets` in group `groupId` (null: out of any group), as `Assign`, `Update` and
 * `CreateEmployee` check them; empty when the move is allowed. In order:
 *
 * 1. a non-null group must exist: `invalid_employee_group`, `Data` the id (alone);
 * 2. only employees join a group: one `not_an_employee` per other user, `Data` its id (null accepts anyone);
 * 3. a group's lead stays in the group it leads: one `cant_remove_employee_group_lead` per lead moved out of it
 *    (to another group or to none), `Data` its id.
 */
export async function membershipErrors(sql: Sql, targets: readonly User[], groupId: number | null): Promise<EnvelopeError[]> {
  if (groupId !== null && !(await groupExists(sql, groupId))) return [{ Code: 'invalid_employee_group', Data: groupId }];
  const led = await groupsLedBy(
    sql,
    targets.map((u) => u.Id),
  );
  const errors: EnvelopeError[] = [];
  for (const u of targets) {
    if (groupId !== null && u.UserType !== UserType.Employee) errors.push({ Code: 'not_an_employee', Data: u.Id });
    else if (led.has(u.Id) && led.get(u.Id) !== groupId) errors.push({ Code: 'cant_remove_employee_group_lead', Data: u.Id });
  }
  return errors;
}

/** Inserts a group (inside the caller's transaction); answers its id. */
export async function insertGroup(sql: Sql, name: string, leadId: number | null): Promise<number> {
  const r = await sql.query<{ id: number }>('INSERT INTO employee_groups (name, lead_id, created_at) VALUES ($1, $2, now()) RETURNING id', [
    name,
    leadId,
  ]);
  return Number(r.rows[0]?.id);
}

/** Renames a group and/or changes its lead (an absent field keeps its value; a null lead removes it). */
export async function updateGroup(sql: Sql, id: number, change: { Name?: string; LeadId?: number | null }): Promise<void> {
  await sql.query(
    `UPDATE employee_groups SET name = COALESCE($2, name), lead_id = CASE WHEN $3::boolean THEN $4::int ELSE lead_id END WHERE id = $1`,
    [id, change.Name ?? null, change.LeadId !== undefined, change.LeadId ?? null],
  );
}

/**
 * Makes the identity of `employee_groups` start above the largest id taken (after rows were inserted with their
 * own ids, as the migration and the seed do).
 */
export async function resyncGroupIds(sql: Sql): Promise<void> {
  await sql.query(
    "SELECT setval(pg_get_serial_sequence('employee_groups', 'id'), COALESCE((SELECT max(id) FROM employee_groups), 0) + 1, false)",
  );
}

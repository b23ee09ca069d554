import type { Transaction } from '@electric-sql/pglite';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestGuard, targetOf } from '../auth/authorize';
import { authenticate, type Principal } from '../auth/principal';
import type { TokenService } from '../auth/tokens';
import type { BackendConfig } from '../config';
import { requestRecorder, type AuditLog } from '../domain/audit';
import {
  findGroup,
  GROUP_NAME_MAX,
  groupNameTaken,
  groupsLedBy,
  insertGroup,
  listGroups,
  mayLead,
  updateGroup,
  type EmployeeGroup,
} from '../domain/employee-groups';
import type { Store } from '../domain/store';
import type { User } from '../domain/types';
import { ApiError, ok, type EnvelopeError } from '../http/envelope';
import { parse } from '../http/validation';
import { USERS_BASE, writeRateLimit } from './users';

/** Base path of the employee groups (under the users API). */
export const EMPLOYEE_GROUPS_BASE = `${USERS_BASE}/EmployeeGroups`;

const id = z.number().int().positive();
/** A group name: trimmed, 1–100 characters, one line of text (no control characters). */
const name = z
  .string()
  .trim()
  .min(1)
  .max(GROUP_NAME_MAX)
  .refine((s) => !/\p{Cc}/u.test(s), 'expected no control characters');
const createSchema = z.object({ Name: name, LeadId: id.nullable().optional() });
const updateSchema = z.object({ Id: id, Name: name.optional(), LeadId: id.nullable().optional() });

/** What a committed create or update changed: the group, and the lead that joined it (if one moved in). */
interface GroupChange {
  group: EmployeeGroup;
  joined: User[];
}

/**
 * Registers the employee groups (an extension of the users API):
 *
 * - `GET users/EmployeeGroups`: every group, by name (users.read, wildcard);
 * - `POST users/EmployeeGroups/Create {Name, LeadId?}`: 201 with the group (users.update, wildcard);
 * - `POST users/EmployeeGroups/Update {Id, Name?, LeadId?}`: the group (users.update, wildcard; `LeadId: null`
 *   removes the lead).
 *
 * Making someone the lead is an action on that employee: it needs users.update on it and that it be no more
 * privileged than the caller (the `user.assign` rule), and it moves the lead into the group (pushed as a
 * `UserUpdatedEvent`, audited as `user.assigned`). Replacing or removing a lead is an action on the lead being
 * replaced, under the same rule (403 `target_more_privileged` otherwise): nobody takes a stronger employee's team
 * away. The checks run under the store's lock, so they still hold at commit. Members move with `POST Assign`.
 */
export function registerEmployeeGroupRoutes(
  app: FastifyInstance,
  deps: { store: Store; tokens: TokenService; config: BackendConfig; audit: AuditLog },
): void {
  const { store, tokens, config, audit } = deps;
  const sql = store.db.pg;
  const guard = requestGuard(audit);
  const writes = writeRateLimit(tokens, config);
  const auth = (req: FastifyRequest): Promise<Principal> => authenticate(req, tokens, store);
  const record = requestRecorder(audit);

  /**
   * The refusals of making `leadId` the lead of `groupId` (null: a group being created): `invalid_group_lead` unless
   * an existing, active employee; then the caller's right to act on it (403, thrown); then
   * `employee_already_group_lead` when it leads another group.
   */
  const leadErrors = async (req: FastifyRequest, p: Principal, leadId: number, groupId: number | null): Promise<EnvelopeError[]> => {
    if (!mayLead(store.get(leadId))) return [{ Code: 'invalid_group_lead', Data: leadId }];
    await guard(req, p, 'user.assign', targetOf(store, leadId));
    const led = (await groupsLedBy(sql, [leadId])).get(leadId);
    return led !== undefined && led !== groupId ? [{ Code: 'employee_already_group_lead', Data: leadId }] : [];
  };

  /**
   * The caller's right to replace or remove the current lead of `group` (403, thrown, under the `user.assign` rule);
   * nothing to check for a group without a lead.
   */
  const guardReplacedLead = async (req: FastifyRequest, p: Principal, group: EmployeeGroup): Promise<void> => {
    if (group.LeadId !== null && store.get(group.LeadId)) await guard(req, p, 'user.assign', targetOf(store, group.LeadId));
  };

  /** Moves a new lead into its group (inside the transaction), unless it already is a member. */
  const joinLead = async (tx: Transaction, leadId: number | null | undefined, groupId: number): Promise<User[]> => {
    if (leadId === null || leadId === undefined || store.get(leadId)?.EmployeeGroupId === groupId) return [];
    return store.updateUsers([leadId], { EmployeeGroupId: groupId }, tx);
  };

  /** A group just written (under the lock, so it is there). */
  const committed = async (groupId: number): Promise<EmployeeGroup> => {
    const group = await findGroup(sql, groupId);
    if (!group) throw new Error(`employee group ${groupId} vanished`);
    return group;
  };

  /** Writes the `user.assigned` record of each lead that joined the group. */
  const recordJoined = async (req: FastifyRequest, p: Principal, change: GroupChange) => {
    for (const u of change.joined) await record(req, p, 'user.assigned', u.Id, { EmployeeGroupId: change.group.Id });
  };

  app.get(EMPLOYEE_GROUPS_BASE, async (req, reply) => {
    const p = await auth(req);
    await guard(req, p, 'employee-group.read');
    return ok(reply, await listGroups(sql));
  });

  app.post(`${EMPLOYEE_GROUPS_BASE}/Create`, writes, async (req, reply) => {
    const p = await auth(req);
    await guard(req, p, 'employee-group.write');
    const input = parse(createSchema, req.body);
    const leadId = input.LeadId ?? null;
    const change = await store.exclusive(async (): Promise<GroupChange> => {
      const errors: EnvelopeError[] = [];
      if (await groupNameTaken(sql, input.Name)) errors.push({ Code: 'employee_group_name_already_exists', Data: 'Name' });
      if (leadId !== null) errors.push(...(await leadErrors(req, p, leadId, null)));
      if (errors.length) throw ApiError.validation(errors);
      const { groupId, joined } = await store.transaction(async (tx) => {
        const groupId = await insertGroup(tx, input.Name, leadId);
        return { groupId, joined: await joinLead(tx, leadId, groupId) };
      });
      return { group: await committed(groupId), joined };
    });
    await record(req, p, 'employee_group.created', null, { GroupId: change.group.Id, Name: change.group.Name, LeadId: leadId });
    await recordJoined(req, p, change);
    return ok(reply, change.group, 201);
  });

  app.post(`${EMPLOYEE_GROUPS_BASE}/Update`, writes, async (req, reply) => {
    const p = await auth(req);
    await guard(req, p, 'employee-group.write');
    const input = parse(updateSchema, req.body);
    const { change, changed } = await store.exclusive(async () => {
      const group = await findGroup(sql, input.Id);
      if (!group) throw ApiError.notFound('not_found', input.Id);
      // Only what differs counts as a change (a rename that only changes case is one).
      const changed: { Name?: string; LeadId?: number | null } = {};
      if (input.Name !== undefined && input.Name !== group.Name) changed.Name = input.Name;
      if (input.LeadId !== undefined && input.LeadId !== group.LeadId) changed.LeadId = input.LeadId;
      if (changed.LeadId !== undefined) await guardReplacedLead(req, p, group);
      const errors: EnvelopeError[] = [];
      if (changed.Name !== undefined && (await groupNameTaken(sql, changed.Name, group.Id))) {
        errors.push({ Code: 'employee_group_name_already_exists', Data: 'Name' });
      }
      if (changed.LeadId != null) errors.push(...(await leadErrors(req, p, changed.LeadId, group.Id)));
      if (errors.length) throw ApiError.validation(errors);
      if (Object.keys(changed).length === 0) return { change: { group, joined: [] }, changed };
      const joined = await store.transaction(async (tx) => {
        await updateGroup(tx, group.Id, changed);
        return joinLead(tx, changed.LeadId, group.Id);
      });
      return { change: { group: await committed(group.Id), joined }, changed };
    });
    if (Object.keys(changed).length) await record(req, p, 'employee_group.updated', null, { GroupId: change.group.Id, ...changed });
    await recordJoined(req, p, change);
    return ok(reply, change.group);
  });
}

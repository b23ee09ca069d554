import { applyQuery, UserType, type EmployeeGroup, type GenericQuery, type User } from '@brokerfront/identity-api';
import { envelope, type ApiCall } from '../../../live/testing/live-site';

/** A refusal the test sets up: answered instead of the call when it returns something. */
export type Refusal = (call: ApiCall) => Response | undefined;

/**
 * The users service of the back office's assignment over in-memory tables, with the rules of the
 * service contract: Search (the shared query engine), `GET {id}`, `GetFullNameOfUsers`, `Assign` (an
 * employee group or an account manager, with invalid_employee_group, not_an_employee,
 * cant_remove_employee_group_lead, invalid_account_manager, not_a_client) and the employee groups
 * (list, Create and Update, with employee_group_name_already_exists, employee_already_group_lead,
 * invalid_group_lead and not_found). A lead joins their group. `refuse` answers a call first (403s).
 */
export function groupsService(users: readonly User[], groups: readonly Omit<EmployeeGroup, 'MemberCount'>[] = []) {
  const table = new Map(users.map((u) => [u.Id, { ...u }]));
  const groupTable = new Map(groups.map((g) => [g.Id, { ...g }]));
  const service = {
    table,
    groups: groupTable,
    calls: [] as ApiCall[],
    refuse: (() => undefined) as Refusal,
    failGroups: false,
    /** Writes (`holdWrites`) and the groups list (`holdGroups`) wait for `release()`. */
    holdWrites: false,
    holdGroups: false,
    held: [] as Array<() => void>,
    release() {
      for (const go of service.held.splice(0)) go();
    },
    /** The bodies of the calls to a path. */
    bodies(path: string) {
      return service.calls.filter((c) => c.path === path).map((c) => c.body);
    },
  };
  let nextGroupId = Math.max(0, ...groups.map((g) => g.Id)) + 1;

  const activeEmployee = (id: unknown) => {
    const user = typeof id === 'number' ? table.get(id) : undefined;
    return user && user.UserType === UserType.Employee && !user.IsBlocked && !user.IsArchived ? user : undefined;
  };
  const listed = (): EmployeeGroup[] =>
    [...groupTable.values()]
      .map((g) => ({ ...g, MemberCount: [...table.values()].filter((u) => u.EmployeeGroupId === g.Id).length }))
      .sort((a, b) => a.Name.localeCompare(b.Name));
  const withCount = (id: number) => listed().find((g) => g.Id === id);
  const nameTaken = (name: string, except?: number) =>
    [...groupTable.values()].some((g) => g.Id !== except && g.Name.toLowerCase() === name.toLowerCase());
  const leadCheck = (leadId: number, groupId?: number) => {
    if (!activeEmployee(leadId)) return envelope(null, 400, [{ Code: 'invalid_group_lead', Data: leadId }]);
    if ([...groupTable.values()].some((g) => g.LeadId === leadId && g.Id !== groupId))
      return envelope(null, 400, [{ Code: 'employee_already_group_lead', Data: leadId }]);
    return undefined;
  };
  const nameCheck = (name: unknown, except?: number) => {
    if (typeof name !== 'string' || name.trim() === '' || name.trim().length > 100)
      return envelope(null, 400, [{ Code: 'invalid_request', Data: 'Name: expected 1 to 100 characters' }]);
    if (nameTaken(name.trim(), except)) return envelope(null, 400, [{ Code: 'employee_group_name_already_exists', Data: 'Name' }]);
    return undefined;
  };

  const handler = async (call: ApiCall): Promise<Response | undefined> => {
    if (call.path === 'users/GetCurrentUser' || call.path.startsWith('permissions/')) return undefined;
    service.calls.push(call);
    const refused = service.refuse(call);
    if (refused) return refused;
    if (call.path === 'users/Search') return envelope(applyQuery([...table.values()], call.body as GenericQuery));
    if (call.path === 'users/GetFullNameOfUsers') {
      const ids = call.body as number[];
      return envelope(ids.flatMap((id) => (table.has(id) ? [{ UserId: id, FullName: table.get(id)?.FullName }] : [])));
    }
    if (call.path === 'users/EmployeeGroups' && call.method === 'GET') {
      if (service.holdGroups) await new Promise<void>((resolve) => service.held.push(resolve));
      return service.failGroups ? envelope(null, 500, [{ Code: 'internal_error' }]) : envelope(listed());
    }
    const one = /^users\/(\d+)$/.exec(call.path);
    if (one && call.method === 'GET') {
      const user = table.get(Number(one[1]));
      return user ? envelope(user) : envelope(null, 404, [{ Code: 'user_not_found', Data: Number(one[1]) }]);
    }
    if (service.holdWrites) await new Promise<void>((resolve) => service.held.push(resolve));
    if (call.path === 'users/EmployeeGroups/Create') {
      const body = call.body as { Name: string; LeadId?: number | null };
      const bad = nameCheck(body.Name) ?? (body.LeadId != null ? leadCheck(body.LeadId) : undefined);
      if (bad) return bad;
      const group = { Id: nextGroupId++, Name: body.Name.trim(), LeadId: body.LeadId ?? null, CreatedAt: '2026-11-26T10:00:00.000Z' };
      groupTable.set(group.Id, group);
      const lead = body.LeadId != null ? table.get(body.LeadId) : undefined;
      if (lead) lead.EmployeeGroupId = group.Id;
      return envelope(withCount(group.Id), 201);
    }
    if (call.path === 'users/EmployeeGroups/Update') {
      const body = call.body as { Id: number; Name?: string; LeadId?: number | null };
      const group = groupTable.get(body.Id);
      if (!group) return envelope(null, 404, [{ Code: 'not_found', Data: body.Id }]);
      const bad =
        (body.Name !== undefined ? nameCheck(body.Name, group.Id) : undefined) ??
        (body.LeadId != null ? leadCheck(body.LeadId, group.Id) : undefined);
      if (bad) return bad;
      if (body.Name !== undefined) group.Name = body.Name.trim();
      if (body.LeadId !== undefined) {
        group.LeadId = body.LeadId;
        const lead = body.LeadId !== null ? table.get(body.LeadId) : undefined;
        if (lead) lead.EmployeeGroupId = group.Id;
      }
      return envelope(withCount(group.Id));
    }
    if (call.path === 'users/Assign') {
      const body = call.body as { UserIds: number[]; EmployeeGroupId?: number | null; AccountManagerId?: number | null };
      const targets = body.UserIds.map((id) => table.get(id));
      const missing = body.UserIds.find((id) => !table.has(id));
      if (missing !== undefined) return envelope(null, 404, [{ Code: 'user_not_found', Data: missing }]);
      const found = targets as User[];
      if ('EmployeeGroupId' in body) {
        const to = body.EmployeeGroupId ?? null;
        if (to !== null && !groupTable.has(to)) return envelope(null, 400, [{ Code: 'invalid_employee_group', Data: to }]);
        const clients = to === null ? [] : found.filter((u) => u.UserType !== UserType.Employee);
        if (clients.length > 0)
          return envelope(
            null,
            400,
            clients.map((u) => ({ Code: 'not_an_employee', Data: u.Id })),
          );
        const leads = found.filter((u) => [...groupTable.values()].some((g) => g.LeadId === u.Id && g.Id !== to));
        if (leads.length > 0)
          return envelope(
            null,
            400,
            leads.map((u) => ({ Code: 'cant_remove_employee_group_lead', Data: u.Id })),
          );
        for (const u of found) u.EmployeeGroupId = to;
      } else {
        const to = body.AccountManagerId ?? null;
        if (to !== null && !activeEmployee(to)) return envelope(null, 400, [{ Code: 'invalid_account_manager', Data: to }]);
        const others = to === null ? [] : found.filter((u) => u.UserType !== UserType.Individual);
        if (others.length > 0)
          return envelope(
            null,
            400,
            others.map((u) => ({ Code: 'not_a_client', Data: u.Id })),
          );
        for (const u of found) u.AccountManagerId = to;
      }
      return envelope([...new Set(found)].sort((a, b) => a.Id - b.Id));
    }
    return undefined;
  };
  return { service, handler };
}

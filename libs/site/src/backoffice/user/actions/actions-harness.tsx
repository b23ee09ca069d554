/**
 * The user actions over the live-site harness, for their specs: a users service over a table (every call of
 * the actions, with refusals and held answers on demand) and a page that loads a user as the user page does
 * and shows its actions.
 */
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { SendCredentialsStatus, UserType, type User, type UserPermission } from '@brokerfront/identity-api';
import { useGetUserQuery } from '@brokerfront/identity-api/redux';
import { makeNamedTestUser } from '@brokerfront/identity-api/testing';
import { PermissionId, permissionCatalogue } from '@brokerfront/permissions';
import { envelope, renderLiveSite, type ApiCall } from '../../../live/testing/live-site';
import { BackOfficeGuard } from '../../back-office-guard';
import { useIsOwnRecord } from '../own-record';
import { DeletedUserNotice } from './deleted-user-notice';
import { UserActionsSection } from './user-actions-section';

const day = '2024-01-02T00:00:00.000Z';

/** The signed-in employee (id 1). */
export const EMPLOYEE = makeNamedTestUser(1, 'Erin', 'Employee', {
  Email: 'employee@example.com',
  UserType: UserType.Employee,
  CreatedAt: day,
  UpdatedAt: day,
});
/** A client not fully registered yet (id 2). */
export const CLIENT = makeNamedTestUser(2, 'Chris', 'Client', { IsFullyRegistered: false, CreatedAt: day, UpdatedAt: day });
/** Another employee (id 6). */
export const COLLEAGUE = makeNamedTestUser(6, 'Dan', 'Staff', { UserType: UserType.Employee, CreatedAt: day, UpdatedAt: day });

/** Grants of `ids` to user `userId` on resource `resourceId` (0: every user). */
export const grants = (userId: number, ids: readonly number[], resourceId = 0): UserPermission[] =>
  ids.map((id) => ({ UserId: userId, PermissionId: id, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: resourceId }));

/** Every permission of the catalogue. */
export const ALL = permissionCatalogue.map((p) => p.id);

/** The answer of a failed call: `{Status, Data: null, Errors: [{Code, Data}]}`. */
export const refusal = (status: number, Code: string, Data: unknown = null) => envelope(null, status, [{ Code, Data }]);

/** The users service of the specs: answers every call of the actions from a table. */
export function actionsService(users: User[]) {
  const table = new Map(users.map((u) => [u.Id, { ...u }]));
  const service = {
    table,
    /** Every write (not GET, not GetCurrentUser, not permissions). */
    writes: [] as ApiCall[],
    /** Answers a write first when it returns something. */
    refuse: (() => undefined) as (call: ApiCall) => Response | undefined,
    /** The Status of SendCredentialsForClients. */
    credentialsStatus: SendCredentialsStatus.Success as SendCredentialsStatus,
    /** The answer of CreateAutoLogin. */
    autoLogin: { Token: 'tok/en+1', URL: 'http://elsewhere.example:4200/auto-login?token=tok%2Fen%2B1' },
    /** While true, writes wait for `release()`. */
    hold: false,
    held: [] as Array<() => void>,
    release() {
      for (const go of service.held.splice(0)) go();
    },
  };
  const changed = (user: User, patch: Partial<User>) => {
    Object.assign(user, patch, { UpdatedAt: new Date().toISOString() });
    return envelope({ ...user });
  };
  const handler = async (call: ApiCall): Promise<Response | undefined> => {
    if (call.path === 'users/GetCurrentUser' || call.path.startsWith('permissions/')) return undefined;
    if (call.path === 'users/Search') return envelope({ Items: [], TotalItems: 0 });
    const read = /^users\/(\d+)$/.exec(call.path);
    if (read && call.method === 'GET') {
      const user = table.get(Number(read[1]));
      return user ? envelope({ ...user }) : refusal(404, 'user_not_found', Number(read[1]));
    }
    if (call.method === 'GET') return undefined;
    service.writes.push(call);
    if (service.hold) await new Promise<void>((resolve) => service.held.push(resolve));
    const refused = service.refuse(call);
    if (refused) return refused;
    const one = /^users\/(\d+)(?:\/(\w+))?(?:\?isBlocked=(true|false))?$/.exec(call.path);
    const target = one ? table.get(Number(one[1])) : undefined;
    if (one && !target) return refusal(404, 'user_not_found', Number(one[1]));
    if (target && call.method === 'DELETE' && !one?.[2]) {
      table.delete(target.Id);
      return envelope({ ...target });
    }
    if (target && one?.[2] === 'SetIsBlocked') return changed(target, { IsBlocked: one[3] === 'true' });
    if (target && one?.[2] === 'CreateAutoLogin') return envelope(service.autoLogin);
    if (target && one?.[2] === 'SetAvatar') return changed(target, { AvatarFileName: `avatar-${target.Id}.png` });
    if (call.path === 'users/SetIsArchived') {
      const body = call.body as { UserId: number; IsArchived: boolean };
      const user = table.get(body.UserId);
      if (!user) return refusal(404, 'user_not_found', body.UserId);
      return changed(user, { IsArchived: body.IsArchived });
    }
    if (call.path === 'users/Promote') {
      const ids = (call.body as { UserIds: number[] }).UserIds;
      const users = ids.map((id) => table.get(id)).filter((u): u is User => !!u && !u.IsFullyRegistered);
      if (users.length === 0) return refusal(400, 'already_promoted');
      for (const u of users) u.IsFullyRegistered = true;
      return envelope(users.map((u) => ({ ...u })));
    }
    if (call.path === 'users/SendCredentialsForClients') return envelope({ Status: service.credentialsStatus });
    return undefined;
  };
  return { service, handler };
}

/** A user's actions as the user page shows them: the user loaded (`GET {id}`, kept live) beside a link to leave by. */
function ActionsPage() {
  const id = Number(useParams().id);
  const { data: user } = useGetUserQuery(id);
  const ownRecord = useIsOwnRecord(user?.Id);
  if (!user) return <p>Loading the user…</p>;
  return (
    <>
      <h1>{user.FullName}</h1>
      <UserActionsSection user={user} ownRecord={ownRecord} />
    </>
  );
}

/** Options of {@link openActions}. */
export interface OpenActionsOptions {
  /** The signed-in employee's grants (default: every permission on every user). */
  permissions?: UserPermission[];
  users?: User[];
  /** Wraps the page (e.g. a provider of another language). */
  wrap?: (page: ReactNode) => ReactNode;
}

/** Signs in as {@link EMPLOYEE} and opens the actions of user `id`; resolves once the user is shown. */
export async function openActions(
  id: number,
  { permissions = grants(1, ALL), users = [EMPLOYEE, CLIENT, COLLEAGUE], wrap }: OpenActionsOptions = {},
) {
  const { service, handler } = actionsService(users);
  const page = (
    <BackOfficeGuard>
      <ActionsPage />
    </BackOfficeGuard>
  );
  const site = await renderLiveSite(`/user/${id}`, {
    users: { 'employee@example.com': EMPLOYEE },
    permissions: { 1: permissions },
    // The harness awaits the answer: a promise of undefined falls back to its default answer too.
    api: (call) => handler(call) as Promise<Response>,
    signedInAs: { email: 'employee@example.com', password: 'Employee1' },
    pages: [
      { path: 'user/:id', element: wrap ? wrap(page) : page },
      { path: 'notice', element: <DeletedUserNotice /> },
    ],
  });
  const user = users.find((u) => u.Id === id);
  await screen.findByRole('heading', { level: 1, name: user?.FullName ?? '' });
  // The header can come before the employee's permissions: the actions are known once they are loaded.
  await waitFor(() => {
    if (screen.queryByText('Checking what you may do…')) throw new Error("The employee's permissions are still loading.");
  });
  return { site, service };
}

/** The permission ids of the actions, by name, for grants in the specs. */
export const P = PermissionId;

/**
 * What the specs of the user page's details share: the signed-in employee and a client, the calls of the
 * page over an in-memory table, the page opened in the live site (its other sections draw nothing here:
 * they have their own specs), and the set-up of a spec file.
 */
import { afterEach, beforeAll, jest } from '@jest/globals';
import { configure } from '@testing-library/react';
import { Gender, SalesStatus, UserType, type User, type UserPermission } from '@brokerfront/identity-api';
import { makeNamedTestUser } from '@brokerfront/identity-api/testing';
import { permissionCatalogue } from '@brokerfront/permissions';
import { envelope, renderLiveSite, type ApiCall } from '../../../live/testing/live-site';
import { installNavigationRequest } from '../../../testing/navigation-request';

// The page's other sections are their own parts (with their own tests): here they draw nothing.
jest.mock('../actions/user-actions-section', () => ({ UserActionsSection: () => null }));
jest.mock('../assign/assign-section', () => ({ AssignSection: () => null }));
jest.mock('../documents/documents-review-section', () => ({ DocumentsReviewSection: () => null }));
jest.mock('../permissions/permissions-section', () => ({ PermissionsSection: () => null }));
jest.mock('../timeline/timeline-section', () => ({ TimelineSection: () => null }));

/** The clean-ups of the pages a spec opened, run after each test. */
const cleanups: Array<() => void> = [];

/**
 * Sets up a spec file of the details (call it once, at its top): whole flows through the site, typing
 * into forms on a shared machine, take their time; each test's pages are closed and the stored settings
 * cleared after it; the browser's scrolling and navigation requests are stood in for.
 */
export function setUpDetailsSpecs() {
  configure({ asyncUtilTimeout: 5000 });
  jest.setTimeout(40_000);
  afterEach(() => {
    while (cleanups.length) cleanups.pop()?.();
    window.localStorage.clear();
  });
  beforeAll(() => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
    Element.prototype.scrollIntoView = jest.fn();
    installNavigationRequest();
  });
}

/** The signed-in employee (id 1), in employee group 7. */
export const EMPLOYEE = makeNamedTestUser(1, 'Erin', 'Employee', {
  Email: 'employee@example.com',
  UserType: UserType.Employee,
  EmployeeGroupId: 7,
  ActiveTierName: null,
  CreatedAt: '2024-01-02T10:00:00.000Z',
  UpdatedAt: '2024-01-02T10:00:00.000Z',
  SalesStatus: null,
});
/** A client (id 2) with every field set, the e-mail address not confirmed, not fully registered. */
export const CLIENT = makeNamedTestUser(2, 'Chris', 'Client', {
  Email: 'client@example.com',
  Gender: Gender.Female,
  BirthDate: '1985-05-17T00:00:00.000Z',
  PhoneNumber: '+441000000002',
  City: 'London',
  PostalCode: 'EC1A 1BB',
  Address: '1 Demo Street',
  ActiveTierName: 'Gold',
  ActiveTierColor: '#FFD700',
  TimeZone: 'Europe/London',
  AvatarFileName: 'chris.png',
  EmailConfirmed: false,
  IsFullyRegistered: false,
  CreatedAt: '2024-01-03T10:00:00.000Z',
  UpdatedAt: '2024-01-03T10:00:00.000Z',
  SalesStatus: SalesStatus.Contacted,
});

/** Grants of `ids` on every user. */
export const grants = (userId: number, ids: number[]): UserPermission[] =>
  ids.map((PermissionId) => ({ UserId: userId, PermissionId, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 }));
/** Every permission of the catalogue. */
export const ALL = permissionCatalogue.map((p) => p.id);

/** An e-mail address as the service compares it: trimmed, NFC, without case. */
const sameEmail = (a: string, b: string) => a.trim().normalize('NFC').toLowerCase() === b.trim().normalize('NFC').toLowerCase();

/**
 * The calls of the page over an in-memory table; `refuse` answers the next `Update` / `UpdateSalesStatus` instead.
 * As the service, a changed e-mail address is stored unconfirmed and waits for its owner (`pendingEmail`): marking
 * it confirmed, with the change or while it waits, is `email_change_pending`; setting again the confirmed address it
 * replaced withdraws the change.
 */
export function usersService() {
  const table = new Map<number, User>([
    [1, { ...EMPLOYEE }],
    [2, { ...CLIENT }],
  ]);
  /** The users whose address is an unconfirmed change, with the confirmed address it replaced (null: none). */
  const pendingEmail = new Map<number, string | null>();
  const refusals: Record<string, { status: number; errors: unknown[] } | undefined> = {};
  const handler = (call: ApiCall) => {
    const one = /^users\/(\d+)$/.exec(call.path);
    if (one) {
      const user = table.get(Number(one[1]));
      return user ? envelope(user) : envelope(null, 404, [{ Code: 'user_not_found', Data: Number(one[1]) }]);
    }
    if (call.path === 'users/EmployeeGroups') {
      return envelope([{ Id: 7, Name: 'Support desk', LeadId: null, MemberCount: 1, CreatedAt: '2024-01-01T00:00:00.000Z' }]);
    }
    const refusal = refusals[call.path];
    if (refusal) {
      refusals[call.path] = undefined;
      return envelope(null, refusal.status, refusal.errors);
    }
    if (call.path === 'users/Update') {
      const { Id, ...body } = call.body as Partial<User> & { Id: number };
      const user = table.get(Id);
      if (!user) return envelope(null, 404, [{ Code: 'user_not_found' }]);
      const changesEmail = body.Email !== undefined && !sameEmail(body.Email, user.Email);
      if (body.EmailConfirmed === true && (changesEmail || pendingEmail.has(Id)))
        return envelope(null, 400, [{ Code: 'email_change_pending', Data: 'EmailConfirmed' }]);
      const next = { ...user, ...body, UpdatedAt: '2024-02-01T10:00:00.000Z' };
      const replaced = pendingEmail.has(Id) ? (pendingEmail.get(Id) ?? null) : user.EmailConfirmed ? user.Email : null;
      if (changesEmail && replaced !== null && body.Email !== undefined && sameEmail(body.Email, replaced)) {
        // Setting again the confirmed address a pending change replaced withdraws the change.
        next.EmailConfirmed = true;
        pendingEmail.delete(Id);
      } else if (changesEmail) {
        next.EmailConfirmed = false;
        pendingEmail.set(Id, replaced);
      }
      next.FullName = [next.FirstName, next.MiddleName, next.LastName].filter(Boolean).join(' ');
      table.set(Id, next);
      return envelope(next);
    }
    if (call.path === 'users/UpdateSalesStatus') {
      const body = call.body as { UserId: number; SalesStatus: SalesStatus };
      const user = table.get(body.UserId);
      if (!user) return envelope(null, 404, [{ Code: 'user_not_found' }]);
      const next = { ...user, SalesStatus: body.SalesStatus };
      table.set(body.UserId, next);
      return envelope(next);
    }
    return undefined;
  };
  return {
    handler,
    table,
    pendingEmail,
    refuse: (path: string, status: number, errors: unknown[]) => {
      refusals[path] = { status, errors };
    },
  };
}

/** Opens `/backoffice/users/{id}` signed in as {@link EMPLOYEE} with `permissions` (default all) and the user as stored with `changes`, closed after the test. */
export async function openUserPage(id: number, permissions: number[] = ALL, changes: Partial<User> = {}) {
  const service = usersService();
  const user = service.table.get(id);
  if (user) service.table.set(id, { ...user, ...changes });
  const site = await renderLiveSite(`/backoffice/users/${id}`, {
    users: { 'employee@example.com': EMPLOYEE },
    permissions: { 1: grants(1, permissions) },
    api: service.handler,
    signedInAs: { email: 'employee@example.com', password: 'Employee1' },
  });
  cleanups.push(site.cleanup);
  return { ...site, service };
}

/** The bodies of the `Update` calls made. */
export const updateBodies = (calls: ApiCall[]) => calls.filter((c) => c.path === 'users/Update').map((c) => c.body);

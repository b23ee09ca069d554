import '@testing-library/jest-dom';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserType, type User, type UserPermission } from '@brokerfront/identity-api';
import { makeNamedTestUser } from '@brokerfront/identity-api/testing';
import { permissionCatalogue } from '@brokerfront/permissions';
import { renderLiveSite } from '../../live/testing/live-site';
import { BackOfficeGuard } from '../back-office-guard';
import { groupsService } from '../groups/testing/groups-service';
import { MANAGER_CHOICES_QUERY, useUserQueryFields } from './use-user-query-fields';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const employee = (Id: number, first: string, last: string, extra: Partial<User> = {}) =>
  makeNamedTestUser(Id, first, last, { UserType: UserType.Employee, ...extra });
const ERIN = employee(1, 'Erin', 'Employee', { Email: 'employee@example.com' });
const USERS = [
  ERIN,
  makeNamedTestUser(2, 'Chris', 'Client'),
  employee(3, 'Zoe', 'Zed'),
  employee(4, 'Ada', 'Berg'),
  employee(5, 'Ada', 'Berg', { Email: 'ada.berg.2@example.com' }),
];
const GROUPS = [
  { Id: 2, Name: 'Support', LeadId: null, CreatedAt: '2026-01-01T00:00:00.000Z' },
  { Id: 1, Name: 'Sales', LeadId: null, CreatedAt: '2026-01-01T00:00:00.000Z' },
];
const grants = (userId: number, ids: number[]): UserPermission[] =>
  ids.map((PermissionId) => ({ UserId: userId, PermissionId, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 }));

/** The fields as the builder gets them, as JSON. */
function Fields() {
  const fields = useUserQueryFields();
  const shown = fields.filter((f) => ['AccountManagerId', 'EmployeeGroupId', 'SalesStatus', 'UserType'].includes(f.id));
  return (
    <>
      <output data-testid="fields">{JSON.stringify(shown)}</output>
      {shown.map((f) =>
        f.onOptionsNeeded ? (
          <button key={f.id} type="button" onClick={f.onOptionsNeeded}>
            {`Edit ${f.id}`}
          </button>
        ) : null,
      )}
    </>
  );
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});
beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

describe('useUserQueryFields', () => {
  it('offers the account managers and the groups by name after "none", and the sales statuses in words', async () => {
    const { service, handler } = groupsService(USERS, GROUPS);
    const site = await renderLiveSite('/fields', {
      users: { 'employee@example.com': ERIN },
      permissions: {
        1: grants(
          1,
          permissionCatalogue.map((p) => p.id),
        ),
      },
      api: (call) => handler(call) as Promise<Response>,
      signedInAs: { email: 'employee@example.com', password: 'Employee1' },
      pages: [
        {
          path: 'fields',
          element: (
            <BackOfficeGuard>
              <Fields />
            </BackOfficeGuard>
          ),
        },
      ],
    });
    cleanups.push(site.cleanup);
    const read = () => JSON.parse(screen.getByTestId('fields').textContent ?? '[]') as Array<{ id: string; options?: unknown[] }>;
    // Nothing is loaded with the list: only the fields that cost a call ask, when their values are edited.
    await screen.findByTestId('fields');
    expect(read().find((f) => f.id === 'AccountManagerId')?.options).toEqual([{ value: '0', label: 'No account manager' }]);
    expect(screen.getAllByRole('button', { name: /^Edit / }).map((b) => b.textContent)).toEqual([
      'Edit AccountManagerId',
      'Edit EmployeeGroupId',
    ]);
    expect(service.calls.filter((c) => c.path === 'users/Search' || c.path === 'users/EmployeeGroups')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit AccountManagerId' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit EmployeeGroupId' }));
    await waitFor(() => expect(read().find((f) => f.id === 'EmployeeGroupId')?.options).toHaveLength(3));
    await waitFor(() => expect(read().find((f) => f.id === 'AccountManagerId')?.options).toHaveLength(5));
    expect(read()).toEqual([
      {
        id: 'UserType',
        label: 'User type',
        kind: 'enum',
        options: [
          { value: '0', label: 'Individual' },
          { value: '1', label: 'Employee' },
        ],
      },
      {
        id: 'SalesStatus',
        label: 'Sales status',
        kind: 'enum',
        options: [
          { value: 'New', label: 'New' },
          { value: 'Contacted', label: 'Contacted' },
          { value: 'Interested', label: 'Interested' },
          { value: 'NotInterested', label: 'Not interested' },
          { value: 'Converted', label: 'Converted' },
        ],
      },
      {
        id: 'AccountManagerId',
        label: 'Account manager',
        kind: 'enum',
        options: [
          { value: '0', label: 'No account manager' },
          // Two employees of the same name are told apart by their e-mail.
          { value: '5', label: 'Ada Berg (ada.berg.2@example.com)' },
          { value: '4', label: 'Ada Berg (ada.berg@example.com)' },
          { value: '1', label: 'Erin Employee' },
          { value: '3', label: 'Zoe Zed' },
        ],
      },
      {
        id: 'EmployeeGroupId',
        label: 'Employee group',
        kind: 'enum',
        options: [
          { value: '0', label: 'No group' },
          { value: '1', label: 'Sales' },
          { value: '2', label: 'Support' },
        ],
      },
    ]);
    // The employees: one Search of every employee (the largest page).
    expect(service.bodies('users/Search')).toEqual([MANAGER_CHOICES_QUERY]);
  });
});

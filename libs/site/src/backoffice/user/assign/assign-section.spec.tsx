import '@testing-library/jest-dom';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { UserType, type User, type UserPermission } from '@brokerfront/identity-api';
import { useGetUserQuery } from '@brokerfront/identity-api/redux';
import { makeNamedTestUser } from '@brokerfront/identity-api/testing';
import { PermissionId, permissionCatalogue } from '@brokerfront/permissions';
import { envelope, renderLiveSite } from '../../../live/testing/live-site';
import { BackOfficeGuard } from '../../back-office-guard';
import { groupsService } from '../../groups/testing/groups-service';
import { useIsOwnRecord } from '../own-record';
import { AssignSection } from './assign-section';

configure({ asyncUtilTimeout: 5000 });
// Whole flows through the site on a shared machine.
jest.setTimeout(30_000);

const user = (Id: number, first: string, last: string, extra: Partial<User> = {}) =>
  makeNamedTestUser(Id, first, last, { AccountManagerId: null, EmployeeGroupId: null, ...extra });
const employee = (Id: number, first: string, last: string, extra: Partial<User> = {}) =>
  user(Id, first, last, { UserType: UserType.Employee, ...extra });

const ERIN = employee(1, 'Erin', 'Employee', { Email: 'employee@example.com' });
const USERS = [
  ERIN,
  user(2, 'Chris', 'Client', { AccountManagerId: 6 }),
  user(3, 'Anna', 'Berg'),
  employee(6, 'Dan', 'Staff', { EmployeeGroupId: 1 }),
  employee(7, 'Sam', 'Support', { EmployeeGroupId: 1 }),
  employee(8, 'Bo', 'Blocked', { IsBlocked: true }),
  employee(9, 'Nina', 'Nobody'),
];
const GROUPS = [
  { Id: 1, Name: 'Sales', LeadId: 7, CreatedAt: '2026-01-01T00:00:00.000Z' },
  { Id: 2, Name: 'Support', LeadId: null, CreatedAt: '2026-01-02T00:00:00.000Z' },
];

const grants = (userId: number, ids: number[]): UserPermission[] =>
  ids.map((PermissionId) => ({ UserId: userId, PermissionId, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 }));
const ALL = permissionCatalogue.map((p) => p.id);

/** The user page's way of mounting the section: the user loaded (and kept current) by id. */
function AssignPage() {
  const id = Number(useParams().id);
  const { data } = useGetUserQuery(id);
  const own = useIsOwnRecord(data?.Id);
  return data ? <AssignSection user={data} ownRecord={own} /> : <p>Loading the user</p>;
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});
beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

async function openAssign(id: number, { permissions = ALL }: { permissions?: number[] } = {}) {
  const { service, handler } = groupsService(USERS, GROUPS);
  const site = await renderLiveSite(`/assign/${id}`, {
    users: { 'employee@example.com': ERIN },
    permissions: { 1: grants(1, permissions) },
    api: (call) => handler(call) as Promise<Response>,
    signedInAs: { email: 'employee@example.com', password: 'Employee1' },
    pages: [
      {
        path: 'assign/:id',
        element: (
          <BackOfficeGuard>
            <AssignPage />
          </BackOfficeGuard>
        ),
      },
    ],
  });
  cleanups.push(site.cleanup);
  const section = await screen.findByRole('region', { name: 'Assignment' });
  return { site, service, section };
}

const assigned = (section: HTMLElement) => within(section).getByRole('definition');
const ERRORS = {
  invalid_account_manager: 'The account manager must be an active employee.',
  not_a_client: 'Only clients can have an account manager.',
  invalid_employee_group: 'There is no such employee group.',
  not_an_employee: 'Only employees can belong to an employee group.',
  cant_remove_employee_group_lead: "Can't remove employee group lead.",
  target_more_privileged: 'This user holds permissions you do not have, so you cannot change them.',
  forbidden: 'You are not allowed to do this.',
};

describe('a client’s account manager', () => {
  it('shows the manager by name and changes it to an employee found by name', async () => {
    const { service, section } = await openAssign(2);
    expect(within(section).getByRole('term')).toHaveTextContent('Account manager');
    await waitFor(() => expect(assigned(section)).toHaveTextContent('Dan Staff'));
    expect(service.bodies('users/GetFullNameOfUsers')).toContainEqual([6]);

    const change = within(section).getByRole('button', { name: 'Change account manager' });
    await userEvent.click(change);
    const dialog = screen.getByRole('dialog', { name: 'Account manager of Chris Client' });
    expect(dialog).toHaveAccessibleDescription('Choose the employee who looks after Chris Client.');
    expect(within(dialog).getByRole('searchbox', { name: 'Search employees' })).toHaveFocus();
    // Saving the manager there is already is answered without a call.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('group', { name: 'Account manager' })).toHaveAccessibleDescription(
      'That is the account manager already: choose another employee.',
    );
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search employees' }), 'sam');
    // Active employees whose name holds the text, when typing pauses.
    await waitFor(() =>
      expect(service.bodies('users/Search')).toContainEqual({
        PageNumber: 1,
        PageSize: 20,
        Filters: [
          { Op: 'eq', Field: 'UserType', Value: 1 },
          { Op: 'eq', Field: 'IsBlocked', Value: false },
          { Op: 'eq', Field: 'IsArchived', Value: false },
          { Op: 'contains', Field: 'FullName', Value: 'sam' },
        ],
        Sort: [
          { Column: 'LastName', Asc: true },
          { Column: 'FirstName', Asc: true },
        ],
      }),
    );
    // The manager now stays listed, chosen, beside the matches.
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('radio')
          .map((r) => r.closest('label')?.textContent),
      ).toEqual(['No account manager', 'Dan Staff', 'Sam Support sam.support@example.com']),
    );
    const sam = within(dialog).getByRole('radio', { name: /Sam Support/ });
    await userEvent.click(sam);
    expect(dialog).toHaveTextContent('Sam Support becomes the account manager of Chris Client.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(service.bodies('users/Assign')).toEqual([{ UserIds: [2], AccountManagerId: 7 }]);
    expect(within(section).getByRole('status')).toHaveTextContent('Sam Support is the account manager of Chris Client now.');
    await waitFor(() => expect(assigned(section)).toHaveTextContent('Sam Support'));
    // Focus went back to the button that opened the dialog.
    expect(within(section).getByRole('button', { name: 'Change account manager' })).toHaveFocus();
  });

  it('removes the manager after a question naming the client, the manager and the consequence', async () => {
    const { service, section } = await openAssign(2);
    await waitFor(() => expect(assigned(section)).toHaveTextContent('Dan Staff'));
    await userEvent.click(within(section).getByRole('button', { name: 'Remove account manager' }));
    const question = screen.getByRole('alertdialog', { name: 'Remove the account manager' });
    expect(question).toHaveAccessibleDescription('Remove Dan Staff as the account manager of Chris Client?');
    expect(question).toHaveTextContent('Chris Client will have no account manager until one is assigned.');
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(assigned(section)).toHaveTextContent('None'));
    expect(service.bodies('users/Assign')).toEqual([{ UserIds: [2], AccountManagerId: null }]);
    expect(within(section).getByRole('status')).toHaveTextContent('Chris Client has no account manager now.');
    // The Remove button is gone: focus is on the one beside it.
    expect(within(section).getByRole('button', { name: 'Assign account manager' })).toHaveFocus();
    expect(within(section).queryByRole('button', { name: 'Remove account manager' })).toBeNull();
  });

  it('assigns a first manager to a client without one', async () => {
    const { service, section } = await openAssign(3);
    expect(assigned(section)).toHaveTextContent('None');
    await userEvent.click(within(section).getByRole('button', { name: 'Assign account manager' }));
    const dialog = screen.getByRole('dialog', { name: 'Account manager of Anna Berg' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Nina Nobody/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(assigned(section)).toHaveTextContent('Nina Nobody'));
    expect(service.bodies('users/Assign')).toEqual([{ UserIds: [3], AccountManagerId: 9 }]);
  });

  it.each([
    ['invalid_account_manager', 400, 9],
    ['not_a_client', 400, 2],
    ['target_more_privileged', 403, 2],
    ['forbidden', 403, 'users.update'],
  ] as const)('words %s in the dialog and keeps the choice', async (code, status, data) => {
    const { service, section } = await openAssign(3);
    service.refuse = (call) => (call.path === 'users/Assign' ? envelope(null, status, [{ Code: code, Data: data }]) : undefined);
    await userEvent.click(within(section).getByRole('button', { name: 'Assign account manager' }));
    const dialog = screen.getByRole('dialog', { name: 'Account manager of Anna Berg' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Nina Nobody/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const choices = within(dialog).getByRole('group', { name: 'Account manager' });
    await waitFor(() => expect(choices).toHaveAccessibleDescription(ERRORS[code]));
    expect(within(dialog).getByRole('radio', { name: /Nina Nobody/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Nina Nobody/ })).toHaveFocus();
    expect(assigned(section)).toHaveTextContent('None');
  });

  it('words a refused removal in the question', async () => {
    const { service, section } = await openAssign(2);
    service.refuse = (call) =>
      call.path === 'users/Assign' ? envelope(null, 403, [{ Code: 'target_more_privileged', Data: 2 }]) : undefined;
    await userEvent.click(within(section).getByRole('button', { name: 'Remove account manager' }));
    const question = screen.getByRole('alertdialog', { name: 'Remove the account manager' });
    await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    expect(await within(question).findByRole('alert')).toHaveTextContent(ERRORS.target_more_privileged);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Remove account manager' })).toHaveFocus();
  });
});

describe('an employee’s group', () => {
  it('shows the group by name and moves the employee to another group', async () => {
    const { service, section } = await openAssign(6);
    expect(within(section).getByRole('term')).toHaveTextContent('Employee group');
    await waitFor(() => expect(assigned(section)).toHaveTextContent('Sales'));
    await userEvent.click(within(section).getByRole('button', { name: 'Move to another group' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Dan Staff' });
    expect(dialog).toHaveAccessibleDescription('Choose where Dan Staff goes.');
    const choices = within(dialog).getByRole('group', { name: 'Group' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['No group', 'Sales (now)', 'Support']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(choices).toHaveAccessibleDescription('Choose a group, or “No group”.');
    await userEvent.click(within(choices).getByRole('radio', { name: /Support/ }));
    expect(dialog).toHaveAccessibleDescription('Dan Staff leaves Sales and joins Support.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(assigned(section)).toHaveTextContent('Support'));
    expect(service.bodies('users/Assign')).toEqual([{ UserIds: [6], EmployeeGroupId: 2 }]);
    expect(within(section).getByRole('status')).toHaveTextContent('Dan Staff is in Support now.');
  });

  it('takes the employee out of any group after a question', async () => {
    const { service, section } = await openAssign(6);
    await waitFor(() => expect(assigned(section)).toHaveTextContent('Sales'));
    await userEvent.click(within(section).getByRole('button', { name: 'Remove from the group' }));
    const question = screen.getByRole('alertdialog', { name: 'Remove from the group' });
    expect(question).toHaveAccessibleDescription('Take Dan Staff out of Sales?');
    expect(question).toHaveTextContent('Dan Staff will belong to no employee group.');
    await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(assigned(section)).toHaveTextContent('No group'));
    expect(service.bodies('users/Assign')).toEqual([{ UserIds: [6], EmployeeGroupId: null }]);
    expect(within(section).getByRole('button', { name: 'Add to a group' })).toHaveFocus();
  });

  it('words cant_remove_employee_group_lead when the team lead is moved out of the group', async () => {
    const { section } = await openAssign(7);
    await waitFor(() => expect(assigned(section)).toHaveTextContent('Sales'));
    await userEvent.click(within(section).getByRole('button', { name: 'Move to another group' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Sam Support' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Support$/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'Group' })).toHaveAccessibleDescription(ERRORS.cant_remove_employee_group_lead),
    );
    expect(within(dialog).getByRole('radio', { name: /Support$/ })).toBeChecked();
  });

  it('words invalid_employee_group when the group is gone meanwhile', async () => {
    const { service, section } = await openAssign(6);
    await waitFor(() => expect(assigned(section)).toHaveTextContent('Sales'));
    await userEvent.click(within(section).getByRole('button', { name: 'Move to another group' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Dan Staff' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Support/ }));
    service.groups.delete(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'Group' })).toHaveAccessibleDescription(ERRORS.invalid_employee_group),
    );
  });

  it.each([
    ['not_an_employee', 400, 6],
    ['target_more_privileged', 403, 6],
    ['forbidden', 403, 'users.update'],
  ] as const)('words %s beside the choice', async (code, status, data) => {
    const { service, section } = await openAssign(6);
    service.refuse = (call) => (call.path === 'users/Assign' ? envelope(null, status, [{ Code: code, Data: data }]) : undefined);
    await waitFor(() => expect(assigned(section)).toHaveTextContent('Sales'));
    await userEvent.click(within(section).getByRole('button', { name: 'Move to another group' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Dan Staff' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'No group' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'Group' })).toHaveAccessibleDescription(ERRORS[code]));
    expect(assigned(section)).toHaveTextContent('Sales');
  });
});

describe('read-only', () => {
  it('shows the assignment without controls to an employee without users.update', async () => {
    const { section } = await openAssign(2, { permissions: [PermissionId.UsersRead] });
    await waitFor(() => expect(assigned(section)).toHaveTextContent('Dan Staff'));
    expect(within(section).queryAllByRole('button')).toEqual([]);
  });

  it('offers no change on the employee’s own record', async () => {
    const { section } = await openAssign(1);
    expect(assigned(section)).toHaveTextContent('No group');
    expect(within(section).queryAllByRole('button')).toEqual([]);
  });
});

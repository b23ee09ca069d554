import '@testing-library/jest-dom';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserType, type EmployeeGroup, type User, type UserPermission } from '@brokerfront/identity-api';
import { makeNamedTestUser } from '@brokerfront/identity-api/testing';
import { PermissionId, permissionCatalogue } from '@brokerfront/permissions';
import { envelope, renderLiveSite } from '../../live/testing/live-site';
import { installNavigationRequest } from '../../testing/navigation-request';
import { groupMembersQuery, groupUsersListPath } from './employee-groups-page';
import { groupsService } from './testing/groups-service';

configure({ asyncUtilTimeout: 5000 });
// Whole flows through the site on a shared machine.
jest.setTimeout(40_000);

const user = (Id: number, first: string, last: string, extra: Partial<User> = {}) =>
  makeNamedTestUser(Id, first, last, { AccountManagerId: null, EmployeeGroupId: null, ...extra });
const employee = (Id: number, first: string, last: string, extra: Partial<User> = {}) =>
  user(Id, first, last, { UserType: UserType.Employee, ...extra });

const ERIN = employee(1, 'Erin', 'Employee', { Email: 'employee@example.com' });
const CLIENT = user(2, 'Chris', 'Client', { Email: 'client@example.com' });
const USERS = [
  ERIN,
  CLIENT,
  employee(6, 'Dan', 'Staff', { EmployeeGroupId: 1 }),
  employee(7, 'Sam', 'Support', { EmployeeGroupId: 1 }),
  employee(8, 'Bo', 'Blocked', { IsBlocked: true }),
  employee(9, 'Nina', 'Nobody'),
  employee(10, 'Lea', 'Lead', { EmployeeGroupId: 2 }),
];
const GROUPS: Omit<EmployeeGroup, 'MemberCount'>[] = [
  { Id: 1, Name: 'Sales', LeadId: 7, CreatedAt: '2026-01-01T00:00:00.000Z' },
  { Id: 2, Name: 'Support', LeadId: 10, CreatedAt: '2026-01-02T00:00:00.000Z' },
];

const grants = (userId: number, ids: number[]): UserPermission[] =>
  ids.map((PermissionId) => ({ UserId: userId, PermissionId, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 }));
const ALL = permissionCatalogue.map((p) => p.id);

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});
beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  installNavigationRequest();
});

type Service = ReturnType<typeof groupsService>['service'];

async function openGroups({
  permissions = ALL,
  groups = GROUPS,
  as = 'employee',
  before,
}: { permissions?: number[]; groups?: typeof GROUPS; as?: 'employee' | 'client'; before?: (service: Service) => void } = {}) {
  const { service, handler } = groupsService(USERS, groups);
  before?.(service);
  const signedInAs =
    as === 'employee' ? { email: 'employee@example.com', password: 'Employee1' } : { email: 'client@example.com', password: 'Client1' };
  const site = await renderLiveSite('/backoffice/groups', {
    users: { 'employee@example.com': ERIN, 'client@example.com': CLIENT },
    permissions: { 1: grants(1, permissions), 2: [] },
    api: (call) => handler(call) as Promise<Response>,
    signedInAs,
  });
  cleanups.push(site.cleanup);
  return { site, service };
}

const groupsTable = () => screen.getByRole('table', { name: 'Employee groups' });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].slice(0, 3).map((cell) => cell.textContent));
const fieldError = (input: HTMLElement) =>
  input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('the groups', () => {
  it('lists each group with its team lead by name and its member count, loading first', async () => {
    const { service } = await openGroups({ before: (s) => (s.holdGroups = true) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Employee groups' })).toBeInTheDocument();
    expect(await screen.findByText('Loading the groups…')).toHaveAttribute('role', 'status');
    service.release();
    await waitFor(() =>
      expect(rowsOf(groupsTable())).toEqual([
        ['Sales', 'Sam Support', '2'],
        ['Support', 'Lea Lead', '1'],
      ]),
    );
    expect(service.calls.filter((c) => c.path === 'users/EmployeeGroups').map((c) => c.method)).toEqual(['GET']);
    // The leads' names come in one batched call.
    expect(service.bodies('users/GetFullNameOfUsers')).toEqual([[7, 10]]);
    expect(document.title).toContain('Employee groups');
  });

  it('says "No groups yet" when there are none', async () => {
    await openGroups({ groups: [] });
    expect(await screen.findByText('No groups yet')).toBeInTheDocument();
    expect(screen.getByText('A group gathers employees under a team lead.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create group' })).toBeInTheDocument();
  });

  it('shows a failed load with Try again', async () => {
    const { service } = await openGroups({ before: (s) => (s.failGroups = true) });
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('The groups could not be loaded.'));
    service.failGroups = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowsOf(groupsTable())).toHaveLength(2));
  });

  it('tells a client the page is not allowed', async () => {
    const { service } = await openGroups({ as: 'client' });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(service.calls.filter((c) => c.path === 'users/EmployeeGroups')).toHaveLength(0);
  });

  it('is read-only without users.update: no Create, Rename, Team lead, Move or Add', async () => {
    await openGroups({ permissions: [PermissionId.UsersRead] });
    await waitFor(() => expect(rowsOf(groupsTable())).toHaveLength(2));
    expect(screen.getByText('You can look at the groups; changing them needs the users.update permission.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create group' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rename Sales' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Team lead of Sales' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Members of Sales' }));
    const panel = await screen.findByRole('region', { name: 'Members of Sales' });
    await within(panel).findByRole('link', { name: 'Dan Staff' });
    expect(within(panel).queryByRole('button', { name: /Move|Add/ })).toBeNull();
  });
});

describe('Create', () => {
  it('checks the name, words each refusal beside its field keeping what was typed, and creates the group', async () => {
    const { service } = await openGroups();
    await waitFor(() => expect(rowsOf(groupsTable())).toHaveLength(2));
    const create = screen.getByRole('button', { name: 'Create group' });
    await userEvent.click(create);
    const dialog = screen.getByRole('dialog', { name: 'Create an employee group' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveFocus();

    // An empty name is answered without a call.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(fieldError(name)).toContain('Enter a name for the group.');
    expect(service.bodies('users/EmployeeGroups/Create')).toEqual([]);

    // A name taken (whatever its case).
    await userEvent.type(name, 'sales');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(fieldError(name)).toContain('Group with this name already exist.'));
    expect(name).toHaveValue('sales');
    expect(name).toHaveFocus();

    // A lead who leads another group.
    await userEvent.clear(name);
    await userEvent.type(name, 'Marketing');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Lea Lead/ }));
    expect(dialog).toHaveTextContent('Lea Lead becomes its team lead and joins it, leaving any other group.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    const lead = within(dialog).getByRole('group', { name: 'Team lead (optional)' });
    await waitFor(() => expect(lead).toHaveAccessibleDescription('Employee is already team lead.'));
    expect(name).toHaveValue('Marketing');
    expect(within(dialog).getByRole('radio', { name: /Lea Lead/ })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('radio', { name: /Nina Nobody/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(service.bodies('users/EmployeeGroups/Create')).toEqual([
      { Name: 'sales' },
      { Name: 'Marketing', LeadId: 10 },
      { Name: 'Marketing', LeadId: 9 },
    ]);
    expect(screen.getByText('The group Marketing was created.')).toBeInTheDocument();
    await waitFor(() =>
      expect(rowsOf(groupsTable())).toEqual([
        ['Marketing', 'Nina Nobody', '1'],
        ['Sales', 'Sam Support', '2'],
        ['Support', 'Lea Lead', '1'],
      ]),
    );
    expect(create).toHaveFocus();
  });

  it('creates a group without a team lead, and words invalid_group_lead beside the lead', async () => {
    const { service } = await openGroups();
    await waitFor(() => expect(rowsOf(groupsTable())).toHaveLength(2));
    service.refuse = (call) =>
      call.path === 'users/EmployeeGroups/Create' && (call.body as { LeadId?: number }).LeadId === 9
        ? envelope(null, 400, [{ Code: 'invalid_group_lead', Data: 9 }])
        : undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    const dialog = screen.getByRole('dialog', { name: 'Create an employee group' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), '  Risk  ');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Nina Nobody/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'Team lead (optional)' })).toHaveAccessibleDescription(
        'The team lead must be an active employee.',
      ),
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'No team lead' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(service.bodies('users/EmployeeGroups/Create').at(-1)).toEqual({ Name: 'Risk' });
    await waitFor(() => expect(rowsOf(groupsTable())[0]).toEqual(['Risk', 'No team lead', '0']));
  });

  it('keeps Tab inside the dialog, and Escape returns focus to Create group', async () => {
    await openGroups();
    await waitFor(() => expect(rowsOf(groupsTable())).toHaveLength(2));
    const create = screen.getByRole('button', { name: 'Create group' });
    await userEvent.click(create);
    const dialog = screen.getByRole('dialog', { name: 'Create an employee group' });
    await within(dialog).findByRole('radio', { name: /Nina Nobody/ });
    for (let i = 0; i < 15; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(create).toHaveFocus();
  });
});

describe('Rename and team lead', () => {
  it('renames a group, wording a name taken and a group gone', async () => {
    const { service } = await openGroups();
    await waitFor(() => expect(rowsOf(groupsTable())).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Rename Sales' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename Sales' });
    expect(dialog).toHaveAccessibleDescription('Only the name changes: the team lead and the members stay.');
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Sales');
    await userEvent.clear(name);
    await userEvent.type(name, 'SUPPORT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(fieldError(name)).toContain('Group with this name already exist.'));
    expect(name).toHaveValue('SUPPORT');

    await userEvent.clear(name);
    await userEvent.type(name, 'x'.repeat(101));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(fieldError(name)).toContain('A name holds at most 100 characters (101 now).');

    await userEvent.clear(name);
    await userEvent.type(name, 'Sales EMEA');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(service.bodies('users/EmployeeGroups/Update')).toEqual([
      { Id: 1, Name: 'SUPPORT' },
      { Id: 1, Name: 'Sales EMEA' },
    ]);
    expect(screen.getByText('The group is now called Sales EMEA.')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf(groupsTable())[0]).toEqual(['Sales EMEA', 'Sam Support', '2']));

    // Deleted elsewhere meanwhile: the service answers not_found.
    await userEvent.click(screen.getByRole('button', { name: 'Rename Support' }));
    const again = screen.getByRole('dialog', { name: 'Rename Support' });
    service.groups.delete(2);
    await userEvent.click(within(again).getByRole('button', { name: 'Save name' }));
    expect(await within(again).findByText('What you asked for was not found.')).toBeInTheDocument();
  });

  it('sets and removes the team lead, wording employee_already_group_lead', async () => {
    const { service } = await openGroups();
    await waitFor(() => expect(rowsOf(groupsTable())).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Team lead of Sales' }));
    let dialog = screen.getByRole('dialog', { name: 'Team lead of Sales' });
    expect(dialog).toHaveAccessibleDescription('Team lead now: Sam Support.');
    expect(within(dialog).getByRole('searchbox', { name: 'Search employees' })).toHaveFocus();
    const lead = within(dialog).getByRole('group', { name: 'Team lead' });
    // Keeping the lead is answered without a call.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save team lead' }));
    expect(lead).toHaveAccessibleDescription('That is the team lead already: choose another employee, or “No team lead”.');

    await userEvent.click(await within(dialog).findByRole('radio', { name: /Lea Lead/ }));
    expect(dialog).toHaveAccessibleDescription('Lea Lead becomes the team lead of Sales and joins it, leaving any other group.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save team lead' }));
    await waitFor(() => expect(lead).toHaveAccessibleDescription('Employee is already team lead.'));

    await userEvent.click(within(dialog).getByRole('radio', { name: /Dan Staff/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save team lead' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Dan Staff is the team lead of Sales now.')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf(groupsTable())[0]).toEqual(['Sales', 'Dan Staff', '2']));

    await userEvent.click(screen.getByRole('button', { name: 'Team lead of Sales' }));
    dialog = screen.getByRole('dialog', { name: 'Team lead of Sales' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'No team lead' }));
    expect(dialog).toHaveAccessibleDescription('Sales will have no team lead; its members stay.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save team lead' }));
    await waitFor(() => expect(rowsOf(groupsTable())[0]).toEqual(['Sales', 'No team lead', '2']));
    expect(service.bodies('users/EmployeeGroups/Update')).toEqual([
      { Id: 1, LeadId: 10 },
      { Id: 1, LeadId: 6 },
      { Id: 1, LeadId: null },
    ]);
  });
});

describe('members', () => {
  it('lists a group’s members (the lead marked) and moves one to another group', async () => {
    const { service } = await openGroups();
    await waitFor(() => expect(rowsOf(groupsTable())).toHaveLength(2));
    const toggle = screen.getByRole('button', { name: 'Members of Sales' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', { name: 'Members of Sales' });
    expect(within(panel).getByRole('heading', { name: 'Members of Sales' })).toHaveFocus();
    const members = await within(panel).findByRole('table', { name: 'Members of Sales' });
    expect(rowsOf(members)).toEqual([
      ['Dan Staff', 'dan.staff@example.com', 'Member'],
      ['Sam Support', 'sam.support@example.com', 'Team lead'],
    ]);
    expect(service.bodies('users/Search')).toContainEqual(groupMembersQuery(1));
    expect(within(panel).getByRole('link', { name: 'Dan Staff' })).toHaveAttribute('href', '/backoffice/users/6');
    expect(within(panel).getByRole('link', { name: 'Open the members in the users list' })).toHaveAttribute('href', groupUsersListPath(1));

    await userEvent.click(within(panel).getByRole('button', { name: 'Move Dan Staff to another group' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Dan Staff' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Support' }));
    expect(dialog).toHaveAccessibleDescription('Dan Staff leaves Sales and joins Support.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(service.bodies('users/Assign')).toEqual([{ UserIds: [6], EmployeeGroupId: 2 }]);
    expect(screen.getByText('Dan Staff is in Support now.')).toBeInTheDocument();
    await waitFor(() =>
      expect(rowsOf(within(panel).getByRole('table'))).toEqual([['Sam Support', 'sam.support@example.com', 'Team lead']]),
    );
    await waitFor(() =>
      expect(rowsOf(groupsTable())).toEqual([
        ['Sales', 'Sam Support', '1'],
        ['Support', 'Lea Lead', '2'],
      ]),
    );

    // Closing the members returns focus to their button.
    await userEvent.click(within(panel).getByRole('button', { name: 'Close the members' }));
    expect(screen.queryByRole('region', { name: 'Members of Sales' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Members of Sales' })).toHaveFocus();
  });

  it('words cant_remove_employee_group_lead, invalid_employee_group and not_an_employee beside the choice', async () => {
    const { service } = await openGroups();
    await waitFor(() => expect(rowsOf(groupsTable())).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Members of Sales' }));
    const panel = await screen.findByRole('region', { name: 'Members of Sales' });
    await within(panel).findByRole('table');

    await userEvent.click(within(panel).getByRole('button', { name: 'Move Sam Support to another group' }));
    let dialog = screen.getByRole('dialog', { name: 'Move Sam Support' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'No group' }));
    expect(dialog).toHaveAccessibleDescription('Sam Support leaves Sales and belongs to no group.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    const choice = within(dialog).getByRole('group', { name: 'Group' });
    await waitFor(() => expect(choice).toHaveAccessibleDescription("Can't remove employee group lead."));
    expect(within(dialog).getByRole('radio', { name: 'No group' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(within(panel).getByRole('button', { name: 'Move Dan Staff to another group' }));
    dialog = screen.getByRole('dialog', { name: 'Move Dan Staff' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Support' }));
    service.groups.delete(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'Group' })).toHaveAccessibleDescription('There is no such employee group.'),
    );

    service.refuse = (call) => (call.path === 'users/Assign' ? envelope(null, 400, [{ Code: 'not_an_employee', Data: 6 }]) : undefined);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'No group' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'Group' })).toHaveAccessibleDescription(
        'Only employees can belong to an employee group.',
      ),
    );
  });

  it('adds employees picked by name, naming the one the service refuses', async () => {
    const { service } = await openGroups();
    await waitFor(() => expect(rowsOf(groupsTable())).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Members of Sales' }));
    const panel = await screen.findByRole('region', { name: 'Members of Sales' });
    await within(panel).findByRole('table');
    const add = within(panel).getByRole('button', { name: 'Add employees to Sales' });
    await userEvent.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Add employees to Sales' });
    expect(dialog).toHaveAccessibleDescription('Each employee chosen leaves their current group, if any, and joins Sales.');
    const picked = within(dialog).getByRole('group', { name: 'Employees' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add employees' }));
    expect(picked).toHaveAccessibleDescription('Employees chosen: 0 Choose at least one employee.');
    // The members the group has already are not offered.
    await within(dialog).findByRole('checkbox', { name: /Nina Nobody/ });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Erin Employee employee@example.com', 'Lea Lead lea.lead@example.com', 'Nina Nobody nina.nobody@example.com']);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Nina Nobody/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lea Lead/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add employees' }));
    await waitFor(() => expect(picked).toHaveAccessibleDescription("Employees chosen: 2 Lea Lead: Can't remove employee group lead."));
    expect(within(dialog).getByRole('checkbox', { name: /Nina Nobody/ })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lea Lead/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add employees' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(service.bodies('users/Assign')).toEqual([
      { UserIds: [9, 10], EmployeeGroupId: 1 },
      { UserIds: [9], EmployeeGroupId: 1 },
    ]);
    expect(screen.getByText('Employees added to Sales: 1.')).toBeInTheDocument();
    await waitFor(() => expect(within(within(panel).getByRole('table')).getByRole('link', { name: 'Nina Nobody' })).toBeInTheDocument());
    expect(add).toHaveFocus();
  });

  it('shows an empty group, and a failed members load with Try again', async () => {
    const { service } = await openGroups({
      groups: [...GROUPS, { Id: 3, Name: 'Treasury', LeadId: null, CreatedAt: '2026-01-03T00:00:00.000Z' }],
    });
    await waitFor(() => expect(rowsOf(groupsTable())).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Members of Treasury' }));
    const panel = await screen.findByRole('region', { name: 'Members of Treasury' });
    expect(await within(panel).findByText('This group has no members yet.')).toBeInTheDocument();

    let failing = true;
    service.refuse = (call) => (call.path === 'users/Search' && failing ? envelope(null, 500, [{ Code: 'internal_error' }]) : undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Members of Support' }));
    const other = await screen.findByRole('region', { name: 'Members of Support' });
    const alert = await within(other).findByRole('alert');
    expect(alert).toHaveTextContent('The members could not be loaded.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(other).findByRole('link', { name: 'Lea Lead' })).toBeInTheDocument();
  });
});

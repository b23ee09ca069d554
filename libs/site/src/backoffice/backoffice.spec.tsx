import '@testing-library/jest-dom';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyQuery, Gender, UserType, type GenericQuery, type User, type UserPermission } from '@brokerfront/identity-api';
import { PermissionId, permissionCatalogue } from '@brokerfront/permissions';
import { envelope, renderLiveSite, type ApiCall } from '../live/testing/live-site';
import { installNavigationRequest } from '../testing/navigation-request';

configure({ asyncUtilTimeout: 5000 });
// Whole flows through the site on a shared machine: room for their many steps.
jest.setTimeout(30_000);

const base = (Id: number, FirstName: string, LastName: string, extra: Partial<User> = {}): User => ({
  Id,
  FirstName,
  LastName,
  MiddleName: null,
  Email: `${FirstName.toLowerCase()}.${LastName.toLowerCase()}@example.com`,
  EmailConfirmed: true,
  Gender: Gender.None,
  UserType: UserType.Individual,
  BirthDate: '0001-01-01T00:00:00Z',
  CountryCode: 'GB',
  IsFullyRegistered: true,
  IsArchived: false,
  IsBlocked: false,
  InactivityLogoutMinutes: 10,
  CreatedAt: new Date(Date.UTC(2024, 0, 1, 10) + Id * 86_400_000).toISOString(),
  UpdatedAt: new Date(Date.UTC(2024, 0, 1, 10) + Id * 86_400_000).toISOString(),
  FullName: `${FirstName} ${LastName}`,
  ...extra,
});

const EMPLOYEE = base(1, 'Erin', 'Employee', { Email: 'employee@example.com', UserType: UserType.Employee });
const CLIENT = base(2, 'Chris', 'Client', { Email: 'client@example.com' });
const OTHERS = [
  base(3, 'Anna', 'Berg', { CountryCode: 'SE' }),
  base(4, 'Bruno', 'Rossi', { CountryCode: 'IT', IsBlocked: true }),
  base(5, 'Clara', 'Weiss', { CountryCode: 'DE', IsArchived: true }),
  base(6, 'Dan', 'Staff', { UserType: UserType.Employee }),
];

const grants = (userId: number, ids: number[]): UserPermission[] =>
  ids.map((PermissionId) => ({ UserId: userId, PermissionId, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 }));
const ALL = permissionCatalogue.map((p) => p.id);

/** The users service over an in-memory table, with the shared query engine. */
function usersService(users: User[]) {
  const table = new Map(users.map((u) => [u.Id, { ...u }]));
  const searches: GenericQuery[] = [];
  let failSearch = false;
  const handler = (call: ApiCall) => {
    if (call.path === 'users/Search') {
      searches.push(call.body as GenericQuery);
      if (failSearch) return envelope(null, 500, [{ Code: 'internal_error' }]);
      return envelope(applyQuery([...table.values()], call.body as GenericQuery));
    }
    const one = /^users\/(\d+)$/.exec(call.path);
    if (one) {
      const user = table.get(Number(one[1]));
      return user ? envelope(user) : envelope(Number(one[1]), 404, [{ Code: 'user_not_found', Data: Number(one[1]) }]);
    }
    const block = /^users\/(\d+)\/SetIsBlocked\?isBlocked=(true|false)$/.exec(call.path);
    if (block) {
      const user = table.get(Number(block[1]));
      if (!user) return envelope(null, 404, [{ Code: 'user_not_found' }]);
      user.IsBlocked = block[2] === 'true';
      return envelope(user);
    }
    if (call.path === 'users/SetIsArchived') {
      const body = call.body as { UserId: number; IsArchived: boolean };
      const user = table.get(body.UserId);
      if (!user) return envelope(null, 404, [{ Code: 'user_not_found' }]);
      if (user.IsArchived && body.IsArchived) return envelope(null, 400, [{ Code: 'already_archived', Data: null }]);
      user.IsArchived = body.IsArchived;
      return envelope(user);
    }
    if (call.path === 'users/Update') {
      const body = call.body as Partial<User> & { Id: number };
      const user = table.get(body.Id);
      if (!user) return envelope(null, 404, [{ Code: 'user_not_found' }]);
      if (body.FirstName !== undefined && !/^[A-Za-z]/.test(body.FirstName))
        return envelope(null, 400, [{ Code: 'invalid_first_name', Data: 'FirstName' }]);
      Object.assign(user, body);
      user.FullName = `${user.FirstName} ${user.LastName}`;
      return envelope(user);
    }
    return undefined;
  };
  return {
    handler,
    table,
    searches,
    failNextSearches: (fail: boolean) => {
      failSearch = fail;
    },
  };
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  installNavigationRequest();
});

async function openBackOffice(
  path: string,
  { as = 'employee', permissions = ALL }: { as?: 'employee' | 'client'; permissions?: number[] } = {},
) {
  const service = usersService([EMPLOYEE, CLIENT, ...OTHERS]);
  const signedInAs =
    as === 'employee' ? { email: 'employee@example.com', password: 'Employee1' } : { email: 'client@example.com', password: 'Client1' };
  const site = await renderLiveSite(path, {
    users: { 'employee@example.com': EMPLOYEE, 'client@example.com': CLIENT },
    permissions: { 1: grants(1, permissions), 2: [] },
    api: service.handler,
    signedInAs,
  });
  cleanups.push(site.cleanup);
  return { ...site, service };
}

const table = () => screen.getByRole('table', { name: 'Users' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0]?.textContent);

describe('back office access', () => {
  it('tells a client the back office is not allowed', async () => {
    const site = await openBackOffice('/backoffice', { as: 'client' });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your account may not open the back office.');
    expect(site.service.searches).toHaveLength(0);
  });

  it('links employees from the account menu', async () => {
    await openBackOffice('/account');
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    await userEvent.click(await within(menu).findByRole('link', { name: 'Users' }));
    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
  });
});

describe('users list', () => {
  it('lists the users newest first, and sorts by a column header with aria-sort', async () => {
    const site = await openBackOffice('/backoffice');
    await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(names()).toEqual(['Dan Staff', 'Clara Weiss', 'Bruno Rossi', 'Anna Berg', 'Chris Client', 'Erin Employee']));
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
    expect(site.service.searches[0]).toEqual({ PageNumber: 1, PageSize: 20, Filters: [], Sort: [{ Column: 'CreatedAt', Asc: false }] });

    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(names()).toEqual(['Anna Berg', 'Bruno Rossi', 'Chris Client', 'Clara Weiss', 'Dan Staff', 'Erin Employee']));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(names()[0]).toBe('Erin Employee'));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(site.where()).toBe('/backoffice');
    expect(site.router.state.location.search).toBe('?sort=name.desc');
  });

  it('searches names and emails with contains, and filters by type, country and status', async () => {
    const site = await openBackOffice('/backoffice');
    await screen.findByRole('table', { name: 'Users' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'ROSS');
    await waitFor(() => expect(names()).toEqual(['Bruno Rossi']));
    expect(site.service.searches.at(-1)?.Filters).toEqual([
      {
        UseAnd: false,
        Children: [
          { Op: 'contains', Field: 'FullName', Value: 'ROSS' },
          { Op: 'contains', Field: 'Email', Value: 'ROSS' },
        ],
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(names()).toHaveLength(6));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'User type' }), 'Employee');
    await waitFor(() => expect(names()).toEqual(['Dan Staff', 'Erin Employee']));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'User type' }), 'Any');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Sweden');
    await waitFor(() => expect(site.service.searches.at(-1)?.Filters).toEqual([{ Op: 'like', Field: 'CountryCode', Value: 'SE' }]));
    await waitFor(() => expect(names()).toEqual(['Anna Berg']));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Any');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Blocked');
    await waitFor(() => expect(names()).toEqual(['Bruno Rossi']));
    expect(within(table()).getByText('Blocked')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Archived');
    await waitFor(() => expect(names()).toEqual(['Clara Weiss']));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    await waitFor(() => expect(names()).toHaveLength(4));
  });

  it('pages through the users', async () => {
    const many = Array.from({ length: 23 }, (_, i) => base(10 + i, `User${String.fromCharCode(65 + (i % 26))}`, `Number${i}`));
    const service = usersService([EMPLOYEE, CLIENT, ...many]);
    const site = await renderLiveSite('/backoffice', {
      users: { 'employee@example.com': EMPLOYEE },
      permissions: { 1: grants(1, ALL) },
      api: service.handler,
      signedInAs: { email: 'employee@example.com', password: 'Employee1' },
    });
    cleanups.push(site.cleanup);
    await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(names()).toHaveLength(20));
    const pager = screen.getByRole('navigation', { name: 'Result pages' });
    expect(pager).toHaveTextContent('Page 1 of 2 · 25 users');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(names()).toHaveLength(5));
    expect(pager).toHaveTextContent('Page 2 of 2 · 25 users');
    expect(service.searches.at(-1)?.PageNumber).toBe(2);
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows loading, the empty state, and an error with a retry', async () => {
    const site = await openBackOffice('/backoffice?q=nobody-matches');
    expect(await screen.findByText('No users match these filters.')).toBeInTheDocument();
    site.service.failNextSearches(true);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    expect(await screen.findByText('The users could not be loaded.')).toBeInTheDocument();
    site.service.failNextSearches(false);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(names()).toHaveLength(6));
  });

  it('stays live: pushed updates and deletions patch the list without another search; a creation refreshes it', async () => {
    const site = await openBackOffice('/backoffice');
    await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(names()).toHaveLength(6));
    // An employee with users.read follows every user.
    await waitFor(() => expect(site.hub().invocations.find((i) => i.method === 'SubscribeToUserEvents')?.args[1]).toEqual([]));
    const searches = site.service.searches.length;

    const changed = { ...OTHERS[0], FullName: 'Anna Bergström', LastName: 'Bergström', IsBlocked: true };
    site.service.table.set(changed.Id, changed);
    act(() => site.hub().push('UserUpdatedEvent', { User: changed }));
    expect(await within(table()).findByRole('link', { name: 'Anna Bergström' })).toBeInTheDocument();
    const row = within(table()).getByRole('link', { name: 'Anna Bergström' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Blocked')).toBeInTheDocument();

    site.service.table.delete(OTHERS[2].Id);
    act(() => site.hub().push('UserDeletedEvent', { User: OTHERS[2] }));
    await waitFor(() => expect(names()).not.toContain('Clara Weiss'));
    expect(site.service.searches.length).toBe(searches);

    const created = base(30, 'Nina', 'New');
    site.service.table.set(created.Id, created);
    act(() => site.hub().push('UserCreatedEvent', { User: created }));
    await waitFor(() => expect(names()[0]).toBe('Nina New'));
  });
});

describe('user details', () => {
  it('shows the user and blocks and unblocks them', async () => {
    const site = await openBackOffice('/backoffice/users/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chris Client' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('client@example.com')).toBeInTheDocument();
    expect(within(details).getByText('United Kingdom')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('The user is blocked.')).toBeInTheDocument();
    expect(site.calls.some((c) => c.method === 'POST' && c.path === 'users/2/SetIsBlocked?isBlocked=true')).toBe(true);
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('button', { name: 'Block' })).toBeInTheDocument();
  });

  it('archives and unarchives a user, and shows the §8 message when the service refuses', async () => {
    const site = await openBackOffice('/backoffice/users/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clara Weiss' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unarchive' }));
    expect(await screen.findByText('The user is no longer archived.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Archive' })).toBeInTheDocument();

    // Archived meanwhile elsewhere, unseen by this page: the service refuses with already_archived.
    const user = site.service.table.get(5);
    if (user) user.IsArchived = true;
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User is already archived.');
  });

  it('changes the name, with the service message for an invalid one', async () => {
    await openBackOffice('/backoffice/users/2');
    const form = await screen.findByRole('form', { name: 'Name' });
    const first = within(form).getByLabelText(/First name/);
    await userEvent.clear(first);
    await userEvent.type(first, '1nvalid');
    await userEvent.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid First Name.');
    await userEvent.clear(first);
    await userEvent.type(first, 'Christa');
    await userEvent.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(await within(form).findByText('The name is saved.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Christa Client' })).toBeInTheDocument();
  });

  it('offers only the actions the employee holds', async () => {
    await openBackOffice('/backoffice/users/2', { permissions: [PermissionId.UsersRead] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chris Client' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('follows a change pushed from elsewhere', async () => {
    const site = await openBackOffice('/backoffice/users/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chris Client' })).toBeInTheDocument();
    await waitFor(() => expect(site.hub().invocations.some((i) => i.method === 'SubscribeToUserEvents')).toBe(true));
    const reads = site.calls.filter((c) => c.path === 'users/2').length;
    act(() =>
      site.hub().push('UserUpdatedEvent', { User: { ...CLIENT, FirstName: 'Chrissy', FullName: 'Chrissy Client', IsBlocked: true } }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Chrissy Client' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(site.calls.filter((c) => c.path === 'users/2').length).toBe(reads);
  });

  it('says so for an unknown user', async () => {
    await openBackOffice('/backoffice/users/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such user.');
    expect(screen.getByRole('alert')).toHaveTextContent('User not found.');
  });
});

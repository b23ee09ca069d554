import '@testing-library/jest-dom';
import * as mockReact from 'react';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyQuery, UserType, type GenericQuery, type User, type UserPermission } from '@brokerfront/identity-api';
import { PermissionId, permissionCatalogue } from '@brokerfront/permissions';
import { envelope, renderLiveSite, type ApiCall } from '../live/testing/live-site';
import { makeNamedTestUser } from '@brokerfront/identity-api/testing';
import { installNavigationRequest } from '../testing/navigation-request';
import { SAVED_VIEWS_KEY } from './views/saved-views';

// The bulk bar and the export button are their own parts (with their own tests): here they show what
// the list hands them.
jest.mock('./bulk/bulk-actions', () => ({
  BulkActions: ({ selection }: { selection: unknown }) =>
    mockReact.createElement('output', { 'data-testid': 'bulk' }, JSON.stringify(selection)),
}));
jest.mock('./export/export-users-button', () => ({
  ExportUsersButton: (props: unknown) => mockReact.createElement('output', { 'data-testid': 'export' }, JSON.stringify(props)),
}));

configure({ asyncUtilTimeout: 5000 });
// Whole flows through the site on a shared machine: room for their many steps.
jest.setTimeout(30_000);

const base = (Id: number, FirstName: string, LastName: string, extra: Partial<User> = {}): User => {
  const day = new Date(Date.UTC(2024, 0, 1, 10) + Id * 86_400_000).toISOString();
  return makeNamedTestUser(Id, FirstName, LastName, { CreatedAt: day, UpdatedAt: day, ...extra });
};

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
  window.localStorage.clear();
});

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  installNavigationRequest();
});

async function openBackOffice(
  path: string,
  { as = 'employee', permissions = ALL, others = OTHERS }: { as?: 'employee' | 'client'; permissions?: number[]; others?: User[] } = {},
) {
  const service = usersService([EMPLOYEE, CLIENT, ...others]);
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
    .map((row) => within(row).queryAllByRole('rowheader')[0]?.textContent);
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.replace(/[▲▼↕]/g, '').trim());
const many = (count: number) =>
  Array.from({ length: count }, (_, i) => base(10 + i, `User${String.fromCharCode(65 + (i % 26))}`, `Number${i}`));
const outputOf = (testId: string) => JSON.parse(screen.getByTestId(testId).textContent ?? 'null') as Record<string, unknown>;
type Site = Awaited<ReturnType<typeof openBackOffice>>;
const query = (site: Site) => new URLSearchParams(site.router.state.location.search);
const history = async (site: Site, delta: number) => {
  await act(async () => {
    await site.router.navigate(delta);
  });
};
const DEFAULT_HEADERS = ['Name', 'E-mail', 'Type', 'Country', 'Status', 'Created'];

describe('back office access', () => {
  it('tells a client the back office is not allowed', async () => {
    const site = await openBackOffice('/backoffice/users', { as: 'client' });
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
  it('lists the users newest first in the default columns, sorts by a header with aria-sort, and steps back through the sorts', async () => {
    const site = await openBackOffice('/backoffice?sort=createdAt.desc');
    await waitFor(() => expect(names()).toEqual(['Dan Staff', 'Clara Weiss', 'Bruno Rossi', 'Anna Berg', 'Chris Client', 'Erin Employee']));
    // The old address opens the list's own.
    expect(site.where()).toBe('/backoffice/users');
    expect(headers()).toEqual(DEFAULT_HEADERS);
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
    expect(site.service.searches[0]).toEqual({ PageNumber: 1, PageSize: 20, Filters: [], Sort: [{ Column: 'CreatedAt', Asc: false }] });
    expect(screen.getByText('Matching users: 6')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(names()).toEqual(['Anna Berg', 'Bruno Rossi', 'Chris Client', 'Clara Weiss', 'Dan Staff', 'Erin Employee']));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(names()[0]).toBe('Erin Employee'));
    expect(site.router.state.location.search).toBe('?sort=name.desc');

    await userEvent.click(screen.getByRole('button', { name: /^Status/ }));
    await waitFor(() =>
      expect(site.service.searches.at(-1)?.Sort).toEqual([
        { Column: 'IsArchived', Asc: true },
        { Column: 'IsBlocked', Asc: true },
      ]),
    );

    await history(site, -1);
    await waitFor(() => expect(names()[0]).toBe('Erin Employee'));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    await history(site, -1);
    await waitFor(() => expect(names()[0]).toBe('Anna Berg'));
    await history(site, 1);
    await waitFor(() => expect(names()[0]).toBe('Erin Employee'));
  });

  it('reads the builder’s filters, the sort, the page size and the columns from the link, and hands the query to the export', async () => {
    const where = JSON.stringify({
      a: 0,
      c: [
        ['CountryCode', 'in', ['SE', 'IT']],
        ['IsBlocked', 'eq', 'true'],
      ],
    });
    const site = await openBackOffice(`/backoffice/users?where=${encodeURIComponent(where)}&sort=name.desc&size=50&cols=name,phone,status`);
    await waitFor(() => expect(names()).toEqual(['Bruno Rossi', 'Anna Berg']));
    const filters = [
      {
        UseAnd: false,
        Children: [
          { Op: 'in', Field: 'CountryCode', Value: ['SE', 'IT'] },
          { Op: 'eq', Field: 'IsBlocked', Value: true },
        ],
      },
    ];
    expect(site.service.searches.at(-1)).toEqual({
      PageNumber: 1,
      PageSize: 50,
      Filters: filters,
      Sort: [{ Column: 'FullName', Asc: false }],
    });
    expect(headers()).toEqual(['Name', 'Phone', 'Status']);
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
    expect(screen.queryByText(/could not be read/)).not.toBeInTheDocument();
    expect(outputOf('export')).toEqual({
      filters,
      sort: [{ Column: 'FullName', Asc: false }],
      columns: ['name', 'phone', 'status'],
      total: 2,
    });
  });

  it('applies the query builder’s filters as a history entry: Back removes them', async () => {
    const site = await openBackOffice('/backoffice/users');
    await waitFor(() => expect(names()).toHaveLength(6));
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Field of condition 1' }), 'Blocked');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Value of condition 1' }), 'Yes');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(names()).toEqual(['Bruno Rossi']));
    expect(site.service.searches.at(-1)?.Filters).toEqual([{ Op: 'eq', Field: 'IsBlocked', Value: true }]);
    expect(query(site).get('where')).toBe(JSON.stringify({ a: 1, c: [['IsBlocked', 'eq', 'true']] }));
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');

    await history(site, -1);
    await waitFor(() => expect(names()).toHaveLength(6));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Field of condition 1' })).not.toBeInTheDocument();
  });

  it('says so when part of the link cannot be read, and applies the rest', async () => {
    const site = await openBackOffice('/backoffice/users?sort=bogus&cols=name,nope&where=%7Bbroken&q=ross');
    await waitFor(() => expect(names()).toEqual(['Bruno Rossi']));
    expect(screen.getByText('Part of this link could not be read and was left out; the rest of the view applies.')).toBeInTheDocument();
    expect(headers()).toEqual(['Name']);
    expect(site.service.searches.at(-1)?.Sort).toEqual([{ Column: 'CreatedAt', Asc: false }]);
    // The next step writes a clean link.
    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(site.router.state.location.search).toBe('?q=ross&sort=name.asc&cols=name'));
    expect(screen.queryByText(/could not be read/)).not.toBeInTheDocument();
  });

  it('searches names, e-mails and phone numbers; typing makes one history entry', async () => {
    const others = OTHERS.map((user, i) => ({ ...user, PhoneNumber: i === 0 ? '+447700900123' : `+4620000000${i}` }));
    // The signed-in employee and the client have no phone number: the phone search must not list them.
    const site = await openBackOffice('/backoffice/users', { others });
    await waitFor(() => expect(names()).toHaveLength(6));
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAccessibleDescription('Name, e-mail or phone');
    await userEvent.type(box, 'RO');
    await waitFor(() => expect(query(site).get('q')).toBe('RO'));
    await userEvent.type(box, 'SS');
    await waitFor(() => expect(query(site).get('q')).toBe('ROSS'));
    await waitFor(() => expect(names()).toEqual(['Bruno Rossi']));
    await waitFor(() =>
      expect(site.service.searches.map((s) => s.Filters)).toContainEqual([
        {
          UseAnd: false,
          Children: [
            { Op: 'contains', Field: 'FullName', Value: 'ROSS' },
            { Op: 'contains', Field: 'Email', Value: 'ROSS' },
          ],
        },
      ]),
    );
    // "RO" and "ROSS" share one entry: Back leaves the search.
    await history(site, -1);
    await waitFor(() => expect(names()).toHaveLength(6));
    expect(box).toHaveValue('');

    // Enter searches at once; digits also search the phone numbers.
    await userEvent.type(box, '7700 900{Enter}');
    await waitFor(() => expect(names()).toEqual(['Anna Berg']));
    expect(site.service.searches.at(-1)?.Filters).toEqual([
      {
        UseAnd: false,
        Children: [
          { Op: 'contains', Field: 'FullName', Value: '7700 900' },
          { Op: 'contains', Field: 'Email', Value: '7700 900' },
          {
            UseAnd: true,
            Children: [
              { Op: 'isSet', Field: 'PhoneNumber', Value: true },
              { Op: 'contains', Field: 'PhoneNumber', Value: '7700900' },
            ],
          },
        ],
      },
    ]);
  });

  it('pages through the users, 20, 50 or 100 a page, and Back returns to the page before', async () => {
    const site = await openBackOffice('/backoffice/users', { others: many(23) });
    await waitFor(() => expect(names()).toHaveLength(20));
    const pager = screen.getByRole('navigation', { name: 'Result pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(screen.getByText('Matching users: 25')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(names()).toHaveLength(5));
    expect(pager).toHaveTextContent('Page 2 of 2');
    expect(site.service.searches.at(-1)?.PageNumber).toBe(2);
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await history(site, -1);
    await waitFor(() => expect(names()).toHaveLength(20));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(names()).toHaveLength(25));
    expect(site.router.state.location.search).toBe('?size=50');
    expect(site.service.searches.at(-1)).toMatchObject({ PageNumber: 1, PageSize: 50 });
    expect(screen.getByRole('navigation', { name: 'Result pages' })).toHaveTextContent('Page 1 of 1');
  });

  it('shows loading, the empty state, and an error with a retry', async () => {
    const site = await openBackOffice('/backoffice/users?q=nobody-matches');
    expect(await screen.findByText('No users match this query.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).not.toBeInTheDocument();
    site.service.failNextSearches(true);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    expect(await screen.findByText('The users could not be loaded.')).toBeInTheDocument();
    site.service.failNextSearches(false);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(names()).toHaveLength(6));
  });

  it('chooses the columns and their order from the keyboard, kept in the link, with Back and a reset', async () => {
    const site = await openBackOffice('/backoffice/users');
    await waitFor(() => expect(names()).toHaveLength(6));
    const chooser = screen.getByRole('button', { name: 'Columns' });
    await userEvent.click(chooser);
    expect(chooser).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Columns shown' });
    expect(screen.getByRole('button', { name: 'Reset columns' })).toBeDisabled();

    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Type' }));
    await waitFor(() => expect(headers()).toEqual(['Name', 'E-mail', 'Country', 'Status', 'Created']));
    expect(query(site).get('cols')).toBe('name,email,country,status,createdAt');

    const up = within(panel).getByRole('button', { name: 'Move Status up' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(headers()).toEqual(['Name', 'E-mail', 'Status', 'Country', 'Created']));
    expect(within(panel).getByRole('button', { name: 'Move Status up' })).toHaveFocus();
    expect(screen.getByText('Status is now column 3 of 5.')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Phone' }));
    await waitFor(() => expect(headers()).toEqual(['Name', 'E-mail', 'Status', 'Country', 'Created', 'Phone']));
    expect(outputOf('export').columns).toEqual(['name', 'email', 'status', 'country', 'createdAt', 'phone']);

    await history(site, -1);
    await waitFor(() => expect(headers()).toEqual(['Name', 'E-mail', 'Status', 'Country', 'Created']));
    await userEvent.click(screen.getByRole('button', { name: 'Reset columns' }));
    await waitFor(() => expect(headers()).toEqual(DEFAULT_HEADERS));
    expect(query(site).has('cols')).toBe(false);
  });

  it('selects rows, a page and every matching user; the selection survives paging and ends with a new query', async () => {
    await openBackOffice('/backoffice/users', { others: many(23) });
    await waitFor(() => expect(names()).toHaveLength(20));
    expect(screen.queryByTestId('bulk')).not.toBeInTheDocument();
    const pageBox = screen.getByRole('checkbox', { name: 'Select all on this page' });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select UserW Number22' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select UserV Number21' }));
    expect(screen.getByText('Selected: 2')).toBeInTheDocument();
    expect(pageBox).toBePartiallyChecked();
    expect(outputOf('bulk')).toEqual({ kind: 'ids', ids: [32, 31] });

    // Another page: the ticks stay.
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(names()).toHaveLength(5));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Chris Client' }));
    expect(outputOf('bulk')).toEqual({ kind: 'ids', ids: [32, 31, 2] });
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(names()).toHaveLength(20));
    expect(screen.getByRole('checkbox', { name: 'Select UserW Number22' })).toBeChecked();

    // The whole page, then every user matching the query.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toBeChecked();
    expect(screen.getByText('Selected: 21')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Select all 25 matching' }));
    expect(screen.getByText('All 25 users matching the query are selected.')).toBeInTheDocument();
    expect(outputOf('bulk')).toEqual({ kind: 'query', filters: [], sort: [{ Column: 'CreatedAt', Asc: false }], total: 25 });
    expect(screen.queryByRole('button', { name: /Select all 25 matching/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByTestId('bulk')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select UserW Number22' })).not.toBeChecked();

    // A new query starts with nothing selected.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select UserW Number22' }));
    expect(screen.getByTestId('bulk')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'User{Enter}');
    await waitFor(() => expect(screen.queryByTestId('bulk')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select UserW Number22' })).not.toBeChecked();
  });

  it('offers "New client", "New employee", "New affiliate user" and "Import users" with their permissions', async () => {
    await openBackOffice('/backoffice/users');
    const create = await screen.findByRole('group', { name: 'Create users' });
    expect(within(create).getByRole('link', { name: 'New client' })).toHaveAttribute('href', '/backoffice/users/new?type=client');
    expect(within(create).getByRole('link', { name: 'New employee' })).toHaveAttribute('href', '/backoffice/users/new?type=employee');
    expect(within(create).getByRole('link', { name: 'New affiliate user' })).toHaveAttribute(
      'href',
      '/backoffice/users/new?type=affiliate',
    );
    expect(within(create).getByRole('link', { name: 'Import users' })).toHaveAttribute('href', '/backoffice/import');
  });

  it('leaves out the create and import links without those permissions', async () => {
    await openBackOffice('/backoffice/users', { permissions: [PermissionId.UsersRead] });
    await waitFor(() => expect(names()).toHaveLength(6));
    expect(screen.queryByRole('group', { name: 'Create users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New client' })).not.toBeInTheDocument();
  });

  it('stays live: pushed updates and deletions patch the list without another search; a creation refreshes it', async () => {
    const site = await openBackOffice('/backoffice/users');
    await waitFor(() => expect(names()).toHaveLength(6));
    // An employee with users.read follows every user.
    await waitFor(() => expect(site.hub().invocations.find((i) => i.method === 'SubscribeToUserEvents')?.args[1]).toEqual([]));
    const searches = site.service.searches.length;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Anna Berg' }));

    const changed = { ...OTHERS[0], FullName: 'Anna Bergström', LastName: 'Bergström', IsBlocked: true };
    site.service.table.set(changed.Id, changed);
    act(() => site.hub().push('UserUpdatedEvent', { User: changed }));
    expect(await within(table()).findByRole('link', { name: 'Anna Bergström' })).toBeInTheDocument();
    const row = within(table()).getByRole('link', { name: 'Anna Bergström' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Blocked')).toBeInTheDocument();
    // The selection follows the user, not the row's text.
    expect(within(row).getByRole('checkbox', { name: 'Select Anna Bergström' })).toBeChecked();

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

describe('saved views', () => {
  const storedViews = () =>
    JSON.parse(window.localStorage.getItem(SAVED_VIEWS_KEY) ?? 'null') as Record<string, Array<Record<string, string>>>;
  const openMenu = async (name: RegExp | string = /^View/) => {
    const button = screen.getByRole('button', { name });
    if (button.getAttribute('aria-expanded') !== 'true') await userEvent.click(button);
    return button;
  };

  it('saves the list as a named view, reopens it, updates it and deletes it', async () => {
    const site = await openBackOffice('/backoffice/users?cols=name,phone&sort=name.asc');
    await waitFor(() => expect(names()).toHaveLength(6));
    await openMenu('Views');
    expect(screen.getByText('No saved views yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save view as…' }));
    const dialog = screen.getByRole('dialog', { name: 'Save view' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(within(dialog).getByText('Give the view a name.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /View name/ }), 'Phones{Enter}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const menu = await screen.findByRole('button', { name: 'View: Phones' });
    await waitFor(() => expect(menu).toHaveFocus());
    const [saved] = storedViews()['1'];
    expect(saved).toMatchObject({ name: 'Phones', params: 'sort=name.asc&cols=name%2Cphone' });
    expect(query(site).get('view')).toBe(saved.id);
    expect(screen.getByText('View “Phones” saved.')).toBeInTheDocument();

    // A change of the list: "Update view" stores it into the open view.
    await userEvent.click(screen.getByRole('button', { name: /^Phone/ }));
    const changed = await screen.findByRole('button', { name: 'View: Phones (changed)' });
    await openMenu(/^View: Phones/);
    await userEvent.click(screen.getByRole('button', { name: 'Update view “Phones”' }));
    expect(storedViews()['1'][0]).toMatchObject({ id: saved.id, params: 'sort=phone.asc&cols=name%2Cphone' });
    await waitFor(() => expect(changed).toHaveAccessibleName('View: Phones'));

    // Opening it from the plain list.
    await act(async () => {
      await site.router.navigate('/backoffice/users');
    });
    await waitFor(() => expect(headers()).toEqual(DEFAULT_HEADERS));
    await openMenu('Views');
    await userEvent.click(screen.getByRole('link', { name: 'Phones' }));
    await waitFor(() => expect(headers()).toEqual(['Name', 'Phone']));
    expect(site.router.state.location.search).toBe(`?sort=phone.asc&cols=name%2Cphone&view=${saved.id}`);

    // Deleting asks first.
    await openMenu(/^View: Phones/);
    await userEvent.click(screen.getByRole('button', { name: 'Delete view Phones' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete the view?' });
    expect(confirm).toHaveTextContent('The view “Phones” will be deleted. No user is changed.');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete view' }));
    expect(screen.getByText('View “Phones” deleted.')).toBeInTheDocument();
    expect(storedViews()['1']).toEqual([]);
    await waitFor(() => expect(query(site).has('view')).toBe(false));
    expect(screen.getByRole('button', { name: 'Views' })).toBeInTheDocument();
    expect(headers()).toEqual(['Name', 'Phone']);
  });

  it('asks before replacing a view of the same name, and keeps each employee’s views apart', async () => {
    window.localStorage.setItem(
      SAVED_VIEWS_KEY,
      JSON.stringify({
        1: [{ id: 'a', name: 'Blocked', params: 'q=x', savedAt: '' }],
        2: [{ id: 't', name: 'Theirs', params: '', savedAt: '' }],
      }),
    );
    await openBackOffice('/backoffice/users?size=50');
    await waitFor(() => expect(names()).toHaveLength(6));
    await openMenu('Views');
    expect(screen.getByRole('link', { name: 'Blocked' })).toHaveAttribute('href', '/backoffice/users?q=x&view=a');
    expect(screen.queryByRole('link', { name: 'Theirs' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save view as…' }));
    const dialog = screen.getByRole('dialog', { name: 'Save view' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /View name/ }), ' blocked{Enter}');
    expect(within(dialog).getByText('A view named “Blocked” already exists. Replace it with the current list?')).toBeInTheDocument();
    expect(storedViews()['1'][0].params).toBe('q=x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace view' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedViews()['1']).toEqual([expect.objectContaining({ id: 'a', name: 'blocked', params: 'size=50' })]);
    expect(storedViews()['2']).toEqual([{ id: 't', name: 'Theirs', params: '', savedAt: '' }]);
  });

  it('reads corrupted storage as no views, and follows views saved in another tab', async () => {
    window.localStorage.setItem(SAVED_VIEWS_KEY, '{broken');
    await openBackOffice('/backoffice/users');
    await waitFor(() => expect(names()).toHaveLength(6));
    await openMenu('Views');
    expect(screen.getByText('No saved views yet.')).toBeInTheDocument();

    act(() => {
      window.localStorage.setItem(SAVED_VIEWS_KEY, JSON.stringify({ 1: [{ id: 'f', name: 'Fresh', params: 'cols=name', savedAt: '' }] }));
      window.dispatchEvent(new StorageEvent('storage', { key: SAVED_VIEWS_KEY, storageArea: window.localStorage }));
    });
    expect(await screen.findByRole('link', { name: 'Fresh' })).toHaveAttribute('href', '/backoffice/users?cols=name&view=f');
  });
});

describe('user page', () => {
  it('shows a client with every section: details, documents, actions, assignment and timeline; no permissions editor', async () => {
    await openBackOffice('/backoffice/users/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chris Client' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('client@example.com')).toBeInTheDocument();
    expect(within(details).getByText('United Kingdom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit details' })).toBeInTheDocument();
    for (const name of ['Actions', 'Timeline', 'Identity documents']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(await screen.findByText('Clients hold no permissions: only employees can be given permissions.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All users' })).toHaveAttribute('href', '/backoffice/users');
  });

  it('offers an employee who may only read neither edit nor actions', async () => {
    await openBackOffice('/backoffice/users/2', { permissions: [PermissionId.UsersRead] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chris Client' })).toBeInTheDocument();
    expect(await screen.findByText('You have no actions on this user.')).toBeInTheDocument();
    for (const name of ['Edit details', 'Block', 'Archive', 'Delete', 'Sign in as client']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('offers an employee no action and no permission change on their own record', async () => {
    await openBackOffice('/backoffice/users/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Erin Employee' })).toBeInTheDocument();
    expect(await screen.findByText('You cannot take these actions on your own account.')).toBeInTheDocument();
    expect(await screen.findByText('You cannot change your own permissions.')).toBeInTheDocument();
    for (const name of ['Block', 'Archive', 'Delete', 'Add permission']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('follows a change pushed from elsewhere without reading the user again', async () => {
    const site = await openBackOffice('/backoffice/users/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chris Client' })).toBeInTheDocument();
    await waitFor(() => expect(site.hub().invocations.some((i) => i.method === 'SubscribeToUserEvents')).toBe(true));
    const reads = site.calls.filter((c) => c.path === 'users/2').length;
    act(() =>
      site.hub().push('UserUpdatedEvent', { User: { ...CLIENT, FirstName: 'Chrissy', FullName: 'Chrissy Client', IsBlocked: true } }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Chrissy Client' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(site.calls.filter((c) => c.path === 'users/2').length).toBe(reads);
  });

  it('says so for an unknown user', async () => {
    await openBackOffice('/backoffice/users/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such user.');
    expect(screen.getByRole('alert')).toHaveTextContent('User not found.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

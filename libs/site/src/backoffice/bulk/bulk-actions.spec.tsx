import '@testing-library/jest-dom';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { applyQuery, SendCredentialsStatus, UserType, type GenericQuery, type User, type UserPermission } from '@brokerfront/identity-api';
import { PermissionId, permissionCatalogue } from '@brokerfront/permissions';
import { envelope, renderLiveSite, type ApiCall } from '../../live/testing/live-site';
import { makeNamedTestUser } from '@brokerfront/identity-api/testing';
import { BackOfficeGuard } from '../back-office-guard';
import { BulkActions, type BulkSelection } from './bulk-actions';

configure({ asyncUtilTimeout: 5000 });
// Whole flows through the site on a shared machine.
jest.setTimeout(30_000);

const base = (Id: number, FirstName: string, LastName: string, extra: Partial<User> = {}): User => {
  const day = new Date(Date.UTC(2024, 0, 1) + Id * 86_400_000).toISOString();
  return makeNamedTestUser(Id, FirstName, LastName, { CreatedAt: day, UpdatedAt: day, AccountManagerId: null, ...extra });
};

const EMPLOYEE = base(1, 'Erin', 'Employee', { Email: 'employee@example.com', UserType: UserType.Employee });
const USERS = [
  EMPLOYEE,
  base(2, 'Chris', 'Client'),
  base(3, 'Anna', 'Berg', { CountryCode: 'SE' }),
  base(4, 'Bruno', 'Rossi', { CountryCode: 'IT', IsBlocked: true }),
  base(5, 'Clara', 'Weiss', { CountryCode: 'DE' }),
  base(6, 'Dan', 'Staff', { UserType: UserType.Employee }),
  base(7, 'Sam', 'Support', { UserType: UserType.Employee }),
];

const grants = (userId: number, ids: number[]): UserPermission[] =>
  ids.map((PermissionId) => ({ UserId: userId, PermissionId, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 }));
const ALL = permissionCatalogue.map((p) => p.id);

type Refusal = (call: ApiCall) => Response | undefined;

/** The users service over a table, with the shared query engine; `refuse` answers a write first when it returns something. */
function usersService(users: User[]) {
  const table = new Map(users.map((u) => [u.Id, { ...u }]));
  const service = {
    table,
    searches: [] as GenericQuery[],
    writes: [] as ApiCall[],
    refuse: (() => undefined) as Refusal,
    /** Held writes (and searches, with `holdSearch`) wait for `release()`. */
    hold: false,
    holdSearch: false,
    failSearch: false,
    held: [] as Array<() => void>,
    release() {
      for (const go of service.held.splice(0)) go();
    },
  };
  const handler = async (call: ApiCall): Promise<Response | undefined> => {
    if (call.path === 'users/Search') {
      service.searches.push(call.body as GenericQuery);
      if (service.holdSearch) await new Promise<void>((resolve) => service.held.push(resolve));
      if (service.failSearch) return envelope(null, 500, [{ Code: 'internal_error' }]);
      return envelope(applyQuery([...table.values()], call.body as GenericQuery));
    }
    if (call.path === 'users/GetCurrentUser' || call.path.startsWith('permissions/')) return undefined;
    service.writes.push(call);
    if (service.hold) await new Promise<void>((resolve) => service.held.push(resolve));
    const refused = service.refuse(call);
    if (refused) return refused;
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
      if (user.IsArchived) return envelope(null, 400, [{ Code: 'already_archived' }]);
      user.IsArchived = body.IsArchived;
      return envelope(user);
    }
    if (call.path === 'users/SendCredentialsForClients') {
      const ids = (call.body as { UserIds: number[] }).UserIds;
      const bad = ids.some((id) => table.get(id)?.UserType !== UserType.Individual);
      return envelope({ Status: bad ? SendCredentialsStatus.ValidationError : SendCredentialsStatus.Success });
    }
    if (call.path === 'users/Assign') {
      const body = call.body as { UserIds: number[]; AccountManagerId: number | null };
      const changed = body.UserIds.map((id) => table.get(id)).filter((u): u is User => !!u && u.AccountManagerId !== body.AccountManagerId);
      for (const u of changed) u.AccountManagerId = body.AccountManagerId;
      return envelope(changed);
    }
    return undefined;
  };
  return { service, handler };
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});
beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

/** A page holding the bulk bar for `selection`, as the users list mounts it; "Done" clears it. */
function BulkPage({ selection }: { selection: BulkSelection }) {
  const [cleared, setCleared] = useState(false);
  return cleared ? <p>Nothing selected.</p> : <BulkActions selection={selection} onClear={() => setCleared(true)} />;
}

async function openBulk(selection: BulkSelection, { permissions = ALL, users = USERS }: { permissions?: number[]; users?: User[] } = {}) {
  const { service, handler } = usersService(users);
  const site = await renderLiveSite('/bulk', {
    users: { 'employee@example.com': EMPLOYEE },
    permissions: { 1: grants(1, permissions) },
    // The harness awaits the answer: a promise of undefined falls back to its default answer too.
    api: (call) => handler(call) as Promise<Response>,
    signedInAs: { email: 'employee@example.com', password: 'Employee1' },
    pages: [
      {
        path: 'bulk',
        element: (
          <BackOfficeGuard>
            <BulkPage selection={selection} />
          </BackOfficeGuard>
        ),
      },
    ],
  });
  cleanups.push(site.cleanup);
  const bar = await screen.findByRole('region', { name: 'Bulk actions' });
  return { site, service, bar };
}

const ids = (...list: number[]): BulkSelection => ({ kind: 'ids', ids: list });
const resultRows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('table', { name: 'Result per user' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
const showAll = async (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: /^All \(/ }));

describe('the bulk bar', () => {
  it('shows each action only with its permission', async () => {
    const { bar } = await openBulk(ids(2, 3), { permissions: [PermissionId.UsersRead, PermissionId.UsersBlock] });
    expect(within(bar).getByRole('status')).toHaveTextContent('Selected: 2');
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Block', 'Unblock', 'Clear selection']);
    cleanups.pop()?.();
    const other = await openBulk(ids(2), {
      permissions: [PermissionId.UsersRead, PermissionId.UsersSendCredentials, PermissionId.UsersUpdate],
    });
    expect(
      within(other.bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Send credentials', 'Assign account manager', 'Clear selection']);
  });
});

describe('Block', () => {
  it('asks first, blocks each selected user once, leaves out the signed-in employee and the users already blocked, and Done clears', async () => {
    const { service, bar } = await openBulk(ids(2, 1, 3, 4));
    await userEvent.click(within(bar).getByRole('button', { name: 'Block' }));
    const question = screen.getByRole('alertdialog', { name: 'Block users' });
    expect(question).toHaveAccessibleDescription('Block the selected users (4)?');
    expect(question).toHaveTextContent('Your own account is always left out.');
    expect(service.writes).toHaveLength(0);
    await userEvent.click(within(question).getByRole('button', { name: 'Block' }));

    const result = await screen.findByRole('dialog', { name: 'Block users: result' });
    expect(result).toHaveTextContent('Done: 2. Skipped: 2. Failed: 0. Not done: 0.');
    expect(resultRows(result)).toEqual([
      'Chris ClientDone',
      'Erin EmployeeSkipped You cannot act on your own account.',
      'Anna BergDone',
      'Bruno RossiSkipped Already blocked.',
    ]);
    expect(within(result).getByRole('link', { name: 'Chris Client' })).toHaveAttribute('href', '/backoffice/users/2');
    expect(service.writes.map((c) => c.path)).toEqual(['users/2/SetIsBlocked?isBlocked=true', 'users/3/SetIsBlocked?isBlocked=true']);
    // The users were looked up once, by id.
    expect(service.searches).toEqual([
      { PageNumber: 1, PageSize: 200, Filters: [{ Op: 'in', Field: 'Id', Value: [2, 1, 3, 4] }], Sort: [] },
    ]);

    await userEvent.click(within(result).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Nothing selected.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel in the question acts on nobody and keeps the selection', async () => {
    const { service, bar } = await openBulk(ids(2, 3));
    await userEvent.click(within(bar).getByRole('button', { name: 'Unblock' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toBeInTheDocument();
    expect(service.searches).toHaveLength(0);
    expect(service.writes).toHaveLength(0);
  });

  it('reports each failure in words and retries the failures only', async () => {
    const { service, bar } = await openBulk(ids(2, 3, 5));
    let refusals = 1;
    service.refuse = (call) =>
      call.path.startsWith('users/3/') && refusals-- > 0 ? envelope(null, 403, [{ Code: 'forbidden', Data: 'users.block' }]) : undefined;
    await userEvent.click(within(bar).getByRole('button', { name: 'Block' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    const result = await screen.findByRole('dialog', { name: 'Block users: result' });
    expect(result).toHaveTextContent('Done: 2. Skipped: 0. Failed: 1.');
    expect(resultRows(result)).toEqual(['Anna BergFailed You are not allowed to do this.']);

    await userEvent.click(within(result).getByRole('button', { name: 'Retry failed (1)' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Block users: result' })).toHaveTextContent('Done: 3. Skipped: 0. Failed: 0.'),
    );
    expect(service.writes.map((c) => c.path)).toEqual([
      'users/2/SetIsBlocked?isBlocked=true',
      'users/3/SetIsBlocked?isBlocked=true',
      'users/5/SetIsBlocked?isBlocked=true',
      'users/3/SetIsBlocked?isBlocked=true',
    ]);
    expect(screen.queryByRole('button', { name: /Retry failed/ })).toBeNull();
  });

  it('words the refusals of the service: its error text, and "your own account" for cannot_act_on_self', async () => {
    const { service, bar } = await openBulk(ids(2, 3));
    service.refuse = (call) =>
      call.path.startsWith('users/2/')
        ? envelope(null, 403, [{ Code: 'cannot_act_on_self', Data: 2 }])
        : envelope(null, 404, [{ Code: 'user_not_found', Data: 3 }]);
    await userEvent.click(within(bar).getByRole('button', { name: 'Block' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    const result = await screen.findByRole('dialog', { name: 'Block users: result' });
    expect(resultRows(result)).toEqual(['Chris ClientFailed You cannot act on your own account.', 'Anna BergFailed User not found.']);
  });

  it('says every error of a refusal, joined by commas (SPEC §8), a code without a message in words too', async () => {
    const { service, bar } = await openBulk(ids(3));
    service.refuse = () =>
      envelope(null, 409, [
        { Code: 'already_archived', Data: 3 },
        { Code: 'already_exists', Data: 3 },
        { Code: 'new_rule', Data: 'Archive' },
      ]);
    await userEvent.click(within(bar).getByRole('button', { name: 'Block' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    const result = await screen.findByRole('dialog', { name: 'Block users: result' });
    expect(resultRows(result)).toEqual(['Anna BergFailed User is already archived., This already exists., Code: new_rule, Data = Archive']);
  });

  it('Cancel stops after the calls in flight; Continue acts on the rest only', async () => {
    const users = [EMPLOYEE, ...Array.from({ length: 8 }, (_, i) => base(10 + i, `User${String.fromCharCode(65 + i)}`, 'Client'))];
    const { service, bar } = await openBulk(ids(...users.slice(1).map((u) => u.Id)), { users });
    service.hold = true;
    await userEvent.click(within(bar).getByRole('button', { name: 'Block' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    const running = await screen.findByRole('dialog', { name: 'Block users' });
    await waitFor(() => expect(service.held).toHaveLength(4));
    expect(within(running).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('max', '8');
    expect(within(running).getByRole('status')).toHaveTextContent('0 of 8');
    await userEvent.click(within(running).getByRole('button', { name: 'Cancel' }));
    expect(running).toHaveTextContent('Stopping after the calls under way…');
    service.release();

    const result = await screen.findByRole('dialog', { name: 'Block users: result' });
    expect(result).toHaveTextContent('Done: 4. Skipped: 0. Failed: 0. Not done: 4.');
    expect(result).toHaveTextContent('Stopped before the end');
    expect(service.writes).toHaveLength(4);

    service.hold = false;
    await userEvent.click(within(result).getByRole('button', { name: 'Continue with the rest (4)' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Block users: result' })).toHaveTextContent('Done: 8.'));
    const blocked = service.writes.map((c) => c.path);
    expect(new Set(blocked).size).toBe(8);
    expect(blocked).toHaveLength(8);
  });

  it('waits when the service asks to slow down, and retries that user (no failure)', async () => {
    const { service, bar } = await openBulk(ids(2, 3));
    let refusals = 1;
    service.refuse = (call) =>
      call.path.startsWith('users/2/') && refusals-- > 0
        ? envelope(null, 429, [{ Code: 'too_many_requests', Data: { RetryAfter: 1 } }])
        : undefined;
    await userEvent.click(within(bar).getByRole('button', { name: 'Block' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('The service asked to slow down: continuing in 1 s.')).toBeInTheDocument();
    const result = await screen.findByRole('dialog', { name: 'Block users: result' });
    expect(result).toHaveTextContent('Done: 2. Skipped: 0. Failed: 0.');
    expect(service.writes.map((c) => c.path)).toEqual([
      'users/2/SetIsBlocked?isBlocked=true',
      'users/3/SetIsBlocked?isBlocked=true',
      'users/2/SetIsBlocked?isBlocked=true',
    ]);
  });
});

describe('a whole query', () => {
  it('finds the matching users page by page (the filters and sort of the list), then archives that snapshot', async () => {
    const users = [
      EMPLOYEE,
      ...Array.from({ length: 230 }, (_, i) => base(10 + i, 'Many', `Client${i}`, { CountryCode: i % 10 === 0 ? 'DE' : 'SE' })),
    ];
    const selection: BulkSelection = {
      kind: 'query',
      filters: [{ Op: 'eq', Field: 'CountryCode', Value: 'SE' }],
      sort: [{ Column: 'LastName', Asc: true }],
      total: 207,
    };
    const { service, bar } = await openBulk(selection, { users });
    expect(within(bar).getByRole('status')).toHaveTextContent('Selected: all 207 users matching the filters');
    service.hold = true;
    await userEvent.click(within(bar).getByRole('button', { name: 'Archive' }));
    const question = screen.getByRole('alertdialog', { name: 'Archive users' });
    expect(question).toHaveAccessibleDescription('Archive the selected users (207)?');
    await userEvent.click(within(question).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(service.searches).toHaveLength(2));
    expect(service.searches).toEqual([
      { PageNumber: 1, PageSize: 200, Filters: selection.filters, Sort: selection.sort },
      { PageNumber: 2, PageSize: 200, Filters: selection.filters, Sort: selection.sort },
    ]);
    expect(screen.getByRole('dialog', { name: 'Archive users' })).toBeInTheDocument();
    service.hold = false;
    await waitFor(() => expect(service.held.length).toBeGreaterThan(0));
    service.release();
    const result = await screen.findByRole('dialog', { name: 'Archive users: result' }, { timeout: 15_000 });
    expect(result).toHaveTextContent('Done: 207. Skipped: 0. Failed: 0.');
    const archived = service.writes.map((c) => (c.body as { UserId: number }).UserId);
    expect(archived).toHaveLength(207);
    expect(new Set(archived).size).toBe(207);
    expect([...service.table.values()].filter((u) => u.IsArchived)).toHaveLength(207);
  });

  it('shows "Finding the N users…" while it looks them up, and a failed search with Try again', async () => {
    const selection: BulkSelection = { kind: 'query', filters: [{ Op: 'eq', Field: 'UserType', Value: 0 }], sort: [], total: 4 };
    const { service, bar } = await openBulk(selection);
    service.holdSearch = true;
    service.failSearch = true;
    await userEvent.click(within(bar).getByRole('button', { name: 'Unblock' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Unblock' }));
    const finding = await screen.findByRole('dialog', { name: 'Unblock users' });
    expect(finding).toHaveTextContent('Finding the 4 users…');
    expect(within(finding).getByRole('progressbar', { name: 'Users found' })).toHaveAttribute('max', '4');
    await waitFor(() => expect(service.held).toHaveLength(1));
    service.holdSearch = false;
    service.release();
    expect(await within(finding).findByRole('alert')).toHaveTextContent('The selected users could not be found.');
    expect(service.writes).toHaveLength(0);

    service.failSearch = false;
    await userEvent.click(within(finding).getByRole('button', { name: 'Try again' }));
    const result = await screen.findByRole('dialog', { name: 'Unblock users: result' });
    // Only Bruno Rossi was blocked.
    expect(service.writes.map((c) => c.path)).toEqual(['users/4/SetIsBlocked?isBlocked=false']);
    expect(result).toHaveTextContent('Done: 1. Skipped: 3.');
  });

  it('Cancel while finding the users closes the dialog, acts on nobody and keeps the selection', async () => {
    const { service, bar } = await openBulk({ kind: 'query', filters: [], sort: [], total: 7 });
    service.holdSearch = true;
    await userEvent.click(within(bar).getByRole('button', { name: 'Block' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    const finding = await screen.findByRole('dialog', { name: 'Block users' });
    await userEvent.click(within(finding).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    service.holdSearch = false;
    service.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(service.writes).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toBeInTheDocument();
  });
});

describe('Send credentials', () => {
  it('sends in one batch; a refused batch is split to name the user at fault', async () => {
    const { service, bar } = await openBulk(ids(2, 3, 5));
    // Clara Weiss is more privileged than the caller (the service answers Forbidden for any batch holding her).
    service.refuse = (call) =>
      call.path === 'users/SendCredentialsForClients' && (call.body as { UserIds: number[] }).UserIds.includes(5)
        ? envelope({ Status: SendCredentialsStatus.Forbidden })
        : undefined;
    await userEvent.click(within(bar).getByRole('button', { name: 'Send credentials' }));
    const question = screen.getByRole('alertdialog', { name: 'Send credentials' });
    expect(question).toHaveTextContent('Each client gets a new random password by e-mail');
    await userEvent.click(within(question).getByRole('button', { name: 'Send credentials' }));
    const result = await screen.findByRole('dialog', { name: 'Send credentials: result' });
    expect(service.writes.map((c) => c.body)).toEqual([{ UserIds: [2, 3, 5] }, { UserIds: [2] }, { UserIds: [3] }, { UserIds: [5] }]);
    expect(result).toHaveTextContent('Done: 2. Skipped: 0. Failed: 1.');
    expect(resultRows(result)).toEqual(['Clara WeissFailed You may not send credentials to this user.']);
  });

  it('never sends to employees or blocked users; Escape on the outcome is Done', async () => {
    const { service, bar } = await openBulk(ids(2, 4, 6));
    await userEvent.click(within(bar).getByRole('button', { name: 'Send credentials' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send credentials' }));
    const result = await screen.findByRole('dialog', { name: 'Send credentials: result' });
    await showAll(result);
    expect(resultRows(result)).toEqual([
      'Chris ClientDone',
      'Bruno RossiSkipped Blocked or archived: no credentials are sent.',
      'Dan StaffSkipped Not a client.',
    ]);
    expect(service.writes.map((c) => c.body)).toEqual([{ UserIds: [2] }]);
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Nothing selected.')).toBeInTheDocument();
  });
});

describe('Assign an account manager', () => {
  it('searches employees by name, asks for a choice, and assigns the clients in one batch', async () => {
    const { service, bar } = await openBulk(ids(2, 3, 6));
    await userEvent.click(within(bar).getByRole('button', { name: 'Assign account manager' }));
    const question = screen.getByRole('alertdialog', { name: 'Assign an account manager' });
    const group = within(question).getByRole('group', { name: 'Account manager' });
    await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(4));
    expect(service.searches.at(-1)).toEqual({
      PageNumber: 1,
      PageSize: 20,
      Filters: [
        { Op: 'eq', Field: 'UserType', Value: UserType.Employee },
        { Op: 'eq', Field: 'IsBlocked', Value: false },
        { Op: 'eq', Field: 'IsArchived', Value: false },
      ],
      Sort: [
        { Column: 'LastName', Asc: true },
        { Column: 'FirstName', Asc: true },
      ],
    });
    await userEvent.click(within(question).getByRole('button', { name: 'Assign' }));
    expect(group).toHaveAccessibleDescription('Choose an account manager, or “No account manager”.');
    expect(service.writes).toHaveLength(0);

    await userEvent.type(within(question).getByRole('searchbox', { name: 'Search employees' }), 'sup');
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('radio')
          .map((r) => r.closest('label')?.textContent),
      ).toEqual(['No account manager', 'Sam Support sam.support@example.com']),
    );
    expect(service.searches.at(-1)?.Filters).toEqual([
      { Op: 'eq', Field: 'UserType', Value: UserType.Employee },
      { Op: 'eq', Field: 'IsBlocked', Value: false },
      { Op: 'eq', Field: 'IsArchived', Value: false },
      { Op: 'contains', Field: 'FullName', Value: 'sup' },
    ]);
    await userEvent.click(within(group).getByRole('radio', { name: /Sam Support/ }));
    await userEvent.click(within(question).getByRole('button', { name: 'Assign' }));

    const result = await screen.findByRole('dialog', { name: 'Assign an account manager: result' });
    expect(service.writes.map((c) => [c.path, c.body])).toEqual([['users/Assign', { UserIds: [2, 3], AccountManagerId: 7 }]]);
    await showAll(result);
    expect(resultRows(result)).toEqual(['Chris ClientDone', 'Anna BergDone', 'Dan StaffSkipped Not a client.']);
    expect(service.table.get(2)?.AccountManagerId).toBe(7);
  });

  it('"No account manager" assigns null, and users without one already are left alone', async () => {
    const users = USERS.map((u) => (u.Id === 3 ? { ...u, AccountManagerId: 7 } : u));
    const { service, bar } = await openBulk(ids(2, 3), { users });
    await userEvent.click(within(bar).getByRole('button', { name: 'Assign account manager' }));
    const question = screen.getByRole('alertdialog', { name: 'Assign an account manager' });
    await userEvent.click(within(question).getByRole('radio', { name: 'No account manager' }));
    await userEvent.click(within(question).getByRole('button', { name: 'Assign' }));
    const result = await screen.findByRole('dialog', { name: 'Assign an account manager: result' });
    expect(service.writes.map((c) => c.body)).toEqual([{ UserIds: [3], AccountManagerId: null }]);
    await showAll(result);
    expect(resultRows(result)).toEqual(['Chris ClientSkipped Already has this account manager.', 'Anna BergDone']);
  });
});

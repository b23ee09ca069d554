import '@testing-library/jest-dom';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createInstance } from 'i18next';
import { formatDateTime } from '@brokerfront/i18n';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { UserType, type ModifyPermissionsRequest, type PermissionGrant, type User, type UserPermission } from '@brokerfront/identity-api';
import { makeNamedTestUser } from '@brokerfront/identity-api/testing';
import { PermissionId, permissionCatalogue, samePermission } from '@brokerfront/permissions';
import { envelope, renderLiveSite, testResources, type ApiCall } from '../../../live/testing/live-site';
import { BackOfficeGuard } from '../../back-office-guard';
import { useIsOwnRecord } from '../own-record';
import { PermissionsSection } from './permissions-section';

configure({ asyncUtilTimeout: 5000 });
// Whole flows through the site on a shared machine.
jest.setTimeout(30_000);

const employee = (id: number, first: string, last: string, extra: Partial<User> = {}) =>
  makeNamedTestUser(id, first, last, { UserType: UserType.Employee, ...extra });
const ERIN = employee(1, 'Erin', 'Employee', { Email: 'employee@example.com' });
const SAM = employee(3, 'Sam', 'Support');
const ANNA = employee(7, 'Anna', 'Berg');
const DAN = employee(8, 'Dan', 'Staff');
const BRUNO = makeNamedTestUser(42, 'Bruno', 'Rossi');
const USERS = [ERIN, SAM, ANNA, DAN, BRUNO];

const TYPE = { Id: 1, Domain: 'identity' };
const NOW = '2026-03-01T12:00:00.000Z';
const grant = (UserId: number, PermissionId: number, ResourceId = 0, extra: Partial<UserPermission> = {}): UserPermission => ({
  UserId,
  PermissionId,
  ResourceType: TYPE,
  ResourceId,
  CreatedAt: '2026-01-05T09:30:00.000Z',
  CreatedBy: 1,
  IsSuspended: false,
  SuspendedAt: null,
  SuspendedBy: null,
  ...extra,
});
const entry = (PermissionId: number, ResourceId = 0): PermissionGrant => ({ PermissionId, ResourceType: TYPE, ResourceId });

/** Everything on every user, granted when the service was set up. */
const ALL = (userId: number) => permissionCatalogue.map((p) => grant(userId, p.id, 0, { CreatedBy: null }));
const ANNA_GRANTS = [
  grant(7, PermissionId.UsersRead, 0, { CreatedBy: null, CreatedAt: '2025-12-01T08:00:00.000Z' }),
  grant(7, PermissionId.UsersBlock),
  grant(7, PermissionId.UsersUpdate, 42, { CreatedBy: 3, CreatedAt: '2026-01-06T10:00:00.000Z' }),
  grant(7, PermissionId.UsersArchive, 0, { IsSuspended: true, SuspendedAt: '2026-02-10T14:05:00.000Z', SuspendedBy: 99 }),
];

interface Refusal {
  status: number;
  code: string;
  data?: unknown;
}

/** The permissions service over a table of grants (and the names of the users), as the reference backend answers. */
function permissionsService(initial: Record<number, UserPermission[]>) {
  const lists = new Map(Object.entries(initial).map(([id, list]) => [Number(id), list.map((p) => ({ ...p }))]));
  const service = {
    lists,
    modifies: [] as ModifyPermissionsRequest[],
    loads: [] as number[],
    names: [] as number[][],
    /** The next Modify is refused with this. */
    refuse: null as Refusal | null,
    failLoad: false,
  };
  const handler = (call: ApiCall): Response | undefined => {
    if (call.path === 'users/GetFullNameOfUsers') {
      const ids = call.body as number[];
      service.names.push(ids);
      return envelope(ids.flatMap((id) => USERS.filter((u) => u.Id === id).map((u) => ({ UserId: id, FullName: u.FullName }))));
    }
    const load = /^permissions\/User\/(\d+)$/.exec(call.path);
    if (load) {
      service.loads.push(Number(load[1]));
      if (service.failLoad) return envelope(null, 500, [{ Code: 'internal_error' }]);
      return envelope(lists.get(Number(load[1])) ?? []);
    }
    if (call.path !== 'permissions/Modify') return undefined;
    const body = call.body as ModifyPermissionsRequest;
    service.modifies.push(body);
    const refusal = service.refuse;
    if (refusal) {
      service.refuse = null;
      return envelope(null, refusal.status, [{ Code: refusal.code, Data: refusal.data ?? null }]);
    }
    let list = lists.get(body.UserId) ?? [];
    const same = (e: PermissionGrant) => (p: UserPermission) => samePermission(p, { ...e, UserId: body.UserId });
    for (const e of body.Grant ?? [])
      if (!list.some(same(e))) list = [...list, grant(body.UserId, e.PermissionId, e.ResourceId, { CreatedAt: NOW })];
    for (const e of body.Revoke ?? []) list = list.filter((p) => !same(e)(p));
    for (const e of body.Suspend ?? [])
      list = list.map((p) => (same(e)(p) ? { ...p, IsSuspended: true, SuspendedAt: NOW, SuspendedBy: 1 } : p));
    for (const e of body.Resume ?? [])
      list = list.map((p) => (same(e)(p) ? { ...p, IsSuspended: false, SuspendedAt: null, SuspendedBy: null } : p));
    lists.set(body.UserId, list);
    return envelope(list);
  };
  return { service, handler };
}

/** The user page's permissions section for `user`, with the own-record flag the page computes. */
function SectionPage({ user, wrap }: { user: User; wrap?: (children: ReactNode) => ReactNode }) {
  const ownRecord = useIsOwnRecord(user.Id);
  const section = <PermissionsSection user={user} ownRecord={ownRecord} />;
  return <>{wrap ? wrap(section) : section}</>;
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});
beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

async function openSection({
  user = ANNA,
  mine = ALL(1),
  lists = {},
  wrap,
  waitForList = true,
}: {
  user?: User;
  mine?: UserPermission[];
  lists?: Record<number, UserPermission[]>;
  wrap?: (children: ReactNode) => ReactNode;
  waitForList?: boolean;
} = {}) {
  const { service, handler } = permissionsService({ 7: ANNA_GRANTS, 8: [grant(8, PermissionId.UsersRead)], ...lists, 1: mine });
  const site = await renderLiveSite('/permissions-section', {
    users: { 'employee@example.com': ERIN },
    api: handler,
    signedInAs: { email: 'employee@example.com', password: 'Employee1' },
    pages: [
      {
        path: 'permissions-section',
        element: (
          <BackOfficeGuard>
            <SectionPage user={user} wrap={wrap} />
            <p>Page loaded</p>
          </BackOfficeGuard>
        ),
      },
    ],
  });
  cleanups.push(site.cleanup);
  await screen.findByText('Page loaded');
  if (waitForList) await screen.findByRole('table', { name: `Permissions of ${user.FullName}` });
  return { site, service };
}

const section = () => screen.getByRole('region', { name: 'Permissions' });
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent);
const at = (iso: string) => formatDateTime(iso, 'en');
const form = () => screen.getByRole('form', { name: 'Add permission' });
const permissionSelect = () => within(form()).getByRole('combobox', { name: /^Permission/ });

describe('the list', () => {
  it("shows the user's grants: label and code, resource, created and suspended at and by with full names, status in words", async () => {
    const { service } = await openSection();
    await waitFor(() => expect(section()).not.toHaveTextContent('…'));
    expect(bodyRows().map((row) => cellsOf(row).slice(0, 6))).toEqual([
      [
        'View users · users.read',
        'identity / Users',
        'All',
        `${at('2025-12-01T08:00:00.000Z')} —Granted when the service was set up`,
        '—Not suspended',
        'Active',
      ],
      [
        'Edit users · users.update',
        'identity / Users',
        'Bruno Rossi (id 42)',
        `${at('2026-01-06T10:00:00.000Z')} Sam Support`,
        '—Not suspended',
        'Active',
      ],
      [
        'Block users · users.block',
        'identity / Users',
        'All',
        `${at('2026-01-05T09:30:00.000Z')} Erin Employee`,
        '—Not suspended',
        'Active',
      ],
      [
        'Archive users · users.archive',
        'identity / Users',
        'All',
        `${at('2026-01-05T09:30:00.000Z')} Erin Employee`,
        `${at('2026-02-10T14:05:00.000Z')} Unknown`,
        'Suspended',
      ],
    ]);
    // The names come from the batched lookup, each id asked once however often it is shown.
    const asked = service.names.flat().sort((a, b) => a - b);
    expect(asked).toEqual([1, 3, 42, 99]);
    expect(service.loads.filter((id) => id === 7)).toEqual([7]);
  });

  it('says when the list could not be loaded, and Try again loads it', async () => {
    const { service } = await openSectionFailing();
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent('The permissions could not be loaded.Something went wrong on our side. Please try again later.');
    service.failLoad = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Permissions of Anna Berg' })).toBeInTheDocument();
  });

  it('follows pushed permission events without a reload', async () => {
    const { site } = await openSection();
    await waitFor(() => expect(site.hub().invocations.some((i) => i.method === 'SubscribeToUserPermissionEvents')).toBe(true));
    act(() =>
      site.hub().push('UserPermissionCreatedIntegrationEvent', { UserPermission: grant(7, PermissionId.UsersAvatar, 0, { CreatedBy: 3 }) }),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(cellsOf(bodyRows()[4])[0]).toBe('Change avatars · users.avatar');
  });
});

async function openSectionFailing() {
  const { service, handler } = permissionsService({ 7: ANNA_GRANTS, 1: ALL(1) });
  service.failLoad = true;
  const site = await renderLiveSite('/permissions-section', {
    users: { 'employee@example.com': ERIN },
    api: (call) => (call.path === 'permissions/User/1' ? envelope(ALL(1)) : handler(call)),
    signedInAs: { email: 'employee@example.com', password: 'Employee1' },
    pages: [
      {
        path: 'permissions-section',
        element: (
          <BackOfficeGuard>
            <SectionPage user={ANNA} />
          </BackOfficeGuard>
        ),
      },
    ],
  });
  cleanups.push(site.cleanup);
  await screen.findByRole('region', { name: 'Permissions' });
  return { site, service };
}

describe('changing a grant', () => {
  it('suspends: sends Suspend, shows the answer (suspended now, by the employee) and announces it', async () => {
    const { service } = await openSection();
    await userEvent.click(screen.getByRole('button', { name: 'Suspend Block users · users.block All' }));
    await waitFor(() =>
      expect(within(section()).getByRole('status')).toHaveTextContent('Suspended: Block users · users.block (all users).'),
    );
    expect(service.modifies).toEqual([{ UserId: 7, Suspend: [entry(PermissionId.UsersBlock)] }]);
    const row = bodyRows()[2];
    await waitFor(() => expect(cellsOf(row)[4]).toBe(`${at(NOW)} Erin Employee`));
    expect(cellsOf(row)[5]).toBe('Suspended');
    // The same button now resumes: the focus stays on it.
    expect(screen.getByRole('button', { name: 'Resume Block users · users.block All' })).toHaveFocus();
    // The list is the call's answer: it was not loaded again.
    expect(service.loads.filter((id) => id === 7)).toHaveLength(1);
  });

  it('resumes: sends Resume', async () => {
    const { service } = await openSection();
    await userEvent.click(screen.getByRole('button', { name: 'Resume Archive users · users.archive All' }));
    await waitFor(() =>
      expect(within(section()).getByRole('status')).toHaveTextContent('Resumed: Archive users · users.archive (all users).'),
    );
    expect(service.modifies).toEqual([{ UserId: 7, Resume: [entry(PermissionId.UsersArchive)] }]);
    expect(cellsOf(bodyRows()[3]).slice(4, 6)).toEqual(['—Not suspended', 'Active']);
  });

  it('removes after a confirmation naming the user and the permission: sends Revoke, the row goes', async () => {
    const { service } = await openSection();
    await waitFor(() => expect(section()).not.toHaveTextContent('…'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Edit users · users.update Bruno Rossi (id 42)' }));
    const question = screen.getByRole('alertdialog', { name: 'Remove a permission' });
    expect(question).toHaveAccessibleDescription(
      /^Remove “Edit users · users\.update” from Anna Berg\? Resource: Bruno Rossi \(id 42\) Anna Berg loses/,
    );
    expect(service.modifies).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(section()).getByRole('status')).toHaveTextContent('Removed: Edit users · users.update (user 42).'));
    expect(service.modifies).toEqual([{ UserId: 7, Revoke: [entry(PermissionId.UsersUpdate, 42)] }]);
    expect(bodyRows().map((row) => cellsOf(row)[0])).toEqual([
      'View users · users.read',
      'Block users · users.block',
      'Archive users · users.archive',
    ]);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Permissions' })).toHaveFocus());
  });

  it("grants on every user ('All') or on one user id: sends Grant, the new row shows", async () => {
    const { service } = await openSection({ user: DAN });
    await userEvent.selectOptions(permissionSelect(), 'Block users · users.block');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(within(section()).getByRole('status')).toHaveTextContent('Granted: Block users · users.block (all users).'));
    await userEvent.selectOptions(permissionSelect(), 'Edit users · users.update');
    await userEvent.click(within(form()).getByRole('radio', { name: 'One user' }));
    await userEvent.type(within(form()).getByRole('textbox', { name: /^User id/ }), '42');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(within(section()).getByRole('status')).toHaveTextContent('Granted: Edit users · users.update (user 42).'));
    expect(service.modifies).toEqual([
      { UserId: 8, Grant: [entry(PermissionId.UsersBlock)] },
      { UserId: 8, Grant: [entry(PermissionId.UsersUpdate, 42)] },
    ]);
    await waitFor(() =>
      expect(bodyRows().map((row) => cellsOf(row).slice(0, 3))).toEqual([
        ['View users · users.read', 'identity / Users', 'All'],
        ['Edit users · users.update', 'identity / Users', 'Bruno Rossi (id 42)'],
        ['Block users · users.block', 'identity / Users', 'All'],
      ]),
    );
    expect(permissionSelect()).toHaveValue('');
  });

  it('offers only the permissions the employee holds: on every user with the wildcard, else on the users held for', async () => {
    const mine = [
      grant(1, PermissionId.UsersRead),
      grant(1, PermissionId.UsersBlock),
      grant(1, PermissionId.UsersAvatar, 42),
      grant(1, PermissionId.UsersDelete, 0, { IsSuspended: true, SuspendedAt: NOW, SuspendedBy: 3 }),
      grant(1, PermissionId.PermissionsRead),
      grant(1, PermissionId.PermissionsModify, 8),
    ];
    const { service } = await openSection({ user: DAN, mine });
    expect(
      within(permissionSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a permission',
      'View users · users.read',
      'Block users · users.block',
      'Change avatars · users.avatar',
      'View permissions · permissions.read',
      'Change permissions · permissions.modify',
    ]);
    await userEvent.selectOptions(permissionSelect(), 'Change avatars · users.avatar');
    const group = within(form()).getByRole('group', { name: 'Resource' });
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('radio')
          .map((r) => r.closest('label')?.textContent),
      ).toEqual(['Bruno Rossi (id 42)']),
    );
    await userEvent.click(within(form()).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(service.modifies).toEqual([{ UserId: 8, Grant: [entry(PermissionId.UsersAvatar, 42)] }]));

    await userEvent.selectOptions(permissionSelect(), 'Change permissions · permissions.modify');
    // The name arrives with the batched full-name lookup.
    await waitFor(() =>
      expect(
        within(within(form()).getByRole('group', { name: 'Resource' }))
          .getAllByRole('radio')
          .map((r) => r.closest('label')?.textContent),
      ).toEqual(['Dan Staff (id 8)']),
    );
  });
});

describe('refusals in words', () => {
  const ROW: Array<[string, number, string, string]> = [
    [
      'cannot_revoke_unheld_permission',
      403,
      'Suspend Block users · users.block All',
      'You can only remove or suspend permissions you hold yourself.',
    ],
    ['permission_not_held', 400, 'Resume Archive users · users.archive All', 'The user does not hold this permission.'],
    [
      'cannot_grant_unheld_permission',
      403,
      'Resume Archive users · users.archive All',
      'You can only grant permissions you hold yourself.',
    ],
    [
      'target_more_privileged',
      403,
      'Suspend Block users · users.block All',
      'This user holds permissions you do not have, so you cannot change them.',
    ],
    ['cannot_modify_own_permissions', 403, 'Suspend Block users · users.block All', 'You cannot change your own permissions.'],
    ['too_many_requests', 429, 'Suspend View users · users.read All', 'Too many requests. Please wait a moment and try again.'],
  ];

  it.each(ROW)('%s (%i) beside the row, which keeps its state', async (code, status, button, words) => {
    const { service } = await openSection();
    service.refuse = { status, code, data: code === 'too_many_requests' ? { RetryAfter: 30 } : 'users.block' };
    const before = bodyRows().map((row) => cellsOf(row)[5]);
    await userEvent.click(screen.getByRole('button', { name: button }));
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent(words);
    expect(screen.getByRole('button', { name: button })).toHaveAccessibleDescription(words);
    expect(bodyRows().filter((row) => row.contains(alert))).toHaveLength(1);
    expect(within(section()).getByRole('status')).toBeEmptyDOMElement();
    expect(
      bodyRows()
        .filter((row) => within(row).queryAllByRole('rowheader').length > 0)
        .map((row) => cellsOf(row)[5]),
    ).toEqual(before);
  });

  const FORM: Array<[string, number, string]> = [
    ['cannot_grant_unheld_permission', 403, 'You can only grant permissions you hold yourself.'],
    ['user_not_employee', 400, 'Permissions can only be given to employees.'],
    ['cannot_modify_own_permissions', 403, 'You cannot change your own permissions.'],
    ['target_more_privileged', 403, 'This user holds permissions you do not have, so you cannot change them.'],
    ['invalid_request', 400, 'The request was not valid. Check the fields and try again.'],
    ['too_many_requests', 429, 'Too many requests. Please wait a moment and try again.'],
  ];

  it.each(FORM)('%s (%i) under the add form, which keeps what was chosen', async (code, status, words) => {
    const { service } = await openSection({ user: DAN });
    service.refuse = { status, code };
    await userEvent.selectOptions(permissionSelect(), 'Block users · users.block');
    await userEvent.click(within(form()).getByRole('radio', { name: 'One user' }));
    await userEvent.type(within(form()).getByRole('textbox', { name: /^User id/ }), '42');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(words);
    expect(form()).toHaveAccessibleDescription(words);
    expect(service.modifies).toEqual([{ UserId: 8, Grant: [entry(PermissionId.UsersBlock, 42)] }]);
    expect(permissionSelect()).toHaveValue(String(PermissionId.UsersBlock));
    expect(within(form()).getByRole('textbox', { name: /^User id/ })).toHaveValue('42');
    expect(bodyRows()).toHaveLength(1);
  });

  it('in the interface language (German)', async () => {
    const resources = testResources();
    const german = createInstance();
    await german.init({
      lng: 'de',
      fallbackLng: 'en',
      resources: { de: resources.de, en: resources.en } as never,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    const { service } = await openSection({
      wrap: (children) => <I18nextProvider i18n={german}>{children}</I18nextProvider>,
      waitForList: false,
    });
    await screen.findByRole('table', { name: 'Berechtigungen von Anna Berg' });
    service.refuse = { status: 403, code: 'cannot_revoke_unheld_permission', data: 'users.block' };
    await userEvent.click(screen.getByRole('button', { name: 'Aussetzen Benutzer sperren · users.block Alle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sie können nur Berechtigungen entziehen oder aussetzen, die Sie selbst haben.',
    );
    await waitFor(() => expect(cellsOf(bodyRows()[4])[4]).toBe(`${formatDateTime('2026-02-10T14:05:00.000Z', 'de')} Unbekannt`));
    expect(cellsOf(bodyRows()[4])[5]).toBe('Ausgesetzt');
  });
});

describe('who sees what', () => {
  it('the own record: the list, "You cannot change your own permissions", no controls', async () => {
    const { service } = await openSection({ user: ERIN });
    expect(within(section()).getByText('You cannot change your own permissions.')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(permissionCatalogue.length);
    expect(within(section()).queryByRole('button')).toBeNull();
    expect(within(section()).queryByRole('form')).toBeNull();
    expect(service.modifies).toEqual([]);
  });

  it('read-only: with permissions.read and without permissions.modify, the list without controls', async () => {
    await openSection({ mine: [...ALL(1)].filter((p) => p.PermissionId !== PermissionId.PermissionsModify) });
    expect(bodyRows()).toHaveLength(4);
    expect(within(section()).queryByRole('button')).toBeNull();
    expect(within(section()).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(within(section()).queryByRole('form')).toBeNull();
    expect(within(section()).queryByText('You cannot change your own permissions.')).toBeNull();
  });

  it('a user holding a permission the employee lacks: said, with no controls', async () => {
    const mine = ALL(1).filter((p) => p.PermissionId !== PermissionId.UsersUpdate);
    await openSection({ mine: [...mine, grant(1, PermissionId.UsersUpdate, 41)] });
    expect(
      within(section()).getByText('Anna Berg holds permissions you do not have (users.update@42), so you cannot change their permissions.'),
    ).toBeInTheDocument();
    expect(within(section()).queryByRole('button')).toBeNull();
    expect(within(section()).queryByRole('form')).toBeNull();
  });

  it("a suspended grant of the employee's counts for nothing, while the user's suspended grant still counts", async () => {
    const mine = ALL(1).map((p) => (p.PermissionId === PermissionId.UsersArchive ? { ...p, IsSuspended: true } : p));
    await openSection({ mine });
    expect(
      within(section()).getByText('Anna Berg holds permissions you do not have (users.archive), so you cannot change their permissions.'),
    ).toBeInTheDocument();
    expect(within(section()).queryByRole('button')).toBeNull();
    expect(within(section()).queryByRole('form')).toBeNull();
  });

  it('without permissions.read on the user: nothing, and nothing is loaded', async () => {
    const { service } = await openSection({ mine: [grant(1, PermissionId.UsersRead)], waitForList: false });
    expect(screen.queryByRole('region', { name: 'Permissions' })).toBeNull();
    expect(service.loads).not.toContain(7);
  });

  it('a client: one line, nothing loaded', async () => {
    const { service } = await openSection({ user: BRUNO, waitForList: false });
    expect(section()).toHaveTextContent('Clients hold no permissions: only employees can be given permissions.');
    expect(service.loads).not.toContain(42);
  });
});

describe('the permission labels', () => {
  it.each(['en', 'de', 'esp', 'ita', 'svn', 'swe'])('name every catalogue permission in %s', (language) => {
    const labels = (testResources()[language] as { backoffice: { permissions: { labels: Record<string, Record<string, string>> } } })
      .backoffice.permissions.labels;
    const texts = permissionCatalogue.map((p) => {
      const [group, name] = p.name.split('.');
      return labels[group]?.[name];
    });
    expect(texts.every((text) => typeof text === 'string' && text.trim() !== '')).toBe(true);
    expect(new Set(texts).size).toBe(permissionCatalogue.length);
  });
});

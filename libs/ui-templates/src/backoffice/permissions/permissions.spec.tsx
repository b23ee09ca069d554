import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@brokerfront/i18n';
import { backofficeResources, expectNoSeriousAxeIssues, rendererWith } from '../testing/backoffice-testing';
import de from './i18n/de.json';
import en from './i18n/en.json';
import { PermissionsPanel, type PermissionsEditor, type PermissionsPanelProps } from './permissions-panel';
import type { GrantablePermission, PermissionGrantView } from './permission-types';

const renderUi = rendererWith(backofficeResources({ en, de }));

const NAMES: Record<number, string> = { 1: 'Erin Employee', 42: 'Bruno Rossi' };
const renderName = (id: number) => NAMES[id] ?? 'Unknown';

const CREATED = '2026-01-05T09:30:00Z';
const grant = (
  permissionId: number,
  code: string | undefined,
  resourceId: number,
  extra: Partial<PermissionGrantView> = {},
): PermissionGrantView => ({
  key: `${permissionId}/identity/1/${resourceId}`,
  permissionId,
  code,
  domain: 'identity',
  resourceTypeId: 1,
  resourceId,
  createdAt: CREATED,
  createdBy: 1,
  suspended: false,
  changeable: true,
  ...extra,
});

const BLOCK = grant(5, 'users.block', 0);
const UPDATE_42 = grant(3, 'users.update', 42, { createdBy: null });
const ARCHIVE = grant(6, 'users.archive', 0, { suspended: true, suspendedAt: '2026-02-10T14:05:00Z', suspendedBy: 7 });
const GRANTS = [BLOCK, UPDATE_42, ARCHIVE];
const GRANTABLE: GrantablePermission[] = [
  { permissionId: 5, code: 'users.block', everyUser: true, userIds: [] },
  { permissionId: 10, code: 'users.avatar', everyUser: false, userIds: [42, 43] },
];

function editor(extra: Partial<PermissionsEditor> = {}): PermissionsEditor & { onAction: jest.Mock; onGrant: jest.Mock } {
  return { grantable: GRANTABLE, onAction: jest.fn(async () => true), onGrant: jest.fn(async () => true), ...extra } as never;
}

const panel = (props: Partial<PermissionsPanelProps> = {}, language = 'en') =>
  renderUi(<PermissionsPanel userName="Anna Berg" status="ready" grants={GRANTS} renderName={renderName} {...props} />, language);

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent);

describe('the permissions table', () => {
  it('shows each grant: label and code, resource type, All or the user with the id, created and suspended at and by, status in words', () => {
    panel();
    const at = (iso: string) => formatDateTime(iso, 'en');
    expect(screen.getByRole('table', { name: 'Permissions of Anna Berg' })).toBeInTheDocument();
    expect(bodyRows().map(cellsOf)).toEqual([
      ['Block users · users.block', 'identity / Users', 'All', `${at(CREATED)} Erin Employee`, '—Not suspended', 'Active'],
      [
        'Edit users · users.update',
        'identity / Users',
        'Bruno Rossi (id 42)',
        `${at(CREATED)} —Granted when the service was set up`,
        '—Not suspended',
        'Active',
      ],
      [
        'Archive users · users.archive',
        'identity / Users',
        'All',
        `${at(CREATED)} Erin Employee`,
        `${at('2026-02-10T14:05:00Z')} Unknown`,
        'Suspended',
      ],
    ]);
    // Read-only: no Actions column, no buttons, no form.
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('names a permission the catalogue does not know by its id', () => {
    panel({ grants: [grant(99, undefined, 0, { domain: 'billing', resourceTypeId: 4 })] });
    expect(cellsOf(bodyRows()[0]).slice(0, 2)).toEqual(['Permission 99 · #99', 'billing / Type 4']);
  });

  it('speaks the interface language (German)', () => {
    panel({ editor: editor() }, 'de');
    expect(screen.getByRole('heading', { name: 'Berechtigungen' })).toBeInTheDocument();
    expect(cellsOf(bodyRows()[0])[0]).toBe('Benutzer sperren · users.block');
    expect(cellsOf(bodyRows()[1])[2]).toBe('Bruno Rossi (ID 42)');
    expect(cellsOf(bodyRows()[2])[5]).toBe('Ausgesetzt');
    expect(screen.getByRole('button', { name: 'Fortsetzen Benutzer archivieren · users.archive Alle' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Berechtigung hinzufügen' })).toBeInTheDocument();
  });

  it('offers Suspend or Resume and Remove on the grants the employee holds, named after their grant', async () => {
    const ed = editor();
    panel({ editor: ed, grants: [...GRANTS, grant(11, 'permissions.read', 0, { changeable: false })] });
    await userEvent.click(screen.getByRole('button', { name: 'Suspend Block users · users.block All' }));
    expect(ed.onAction).toHaveBeenLastCalledWith(BLOCK, 'suspend');
    await userEvent.click(screen.getByRole('button', { name: 'Resume Archive users · users.archive All' }));
    expect(ed.onAction).toHaveBeenLastCalledWith(ARCHIVE, 'resume');
    expect(screen.getByRole('button', { name: 'Suspend Edit users · users.update Bruno Rossi (id 42)' })).toBeInTheDocument();
    const unheld = bodyRows()[3];
    expect(within(unheld).queryByRole('button')).toBeNull();
    expect(unheld).toHaveTextContent('You do not hold this permission.');
  });

  it('scrolls in its own region named after it, focusable, with the Actions column kept in view', () => {
    panel({ editor: editor() });
    const region = screen.getByRole('region', { name: 'Permissions of Anna Berg' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Permissions of Anna Berg' }));
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveClass('bf-scroll-region__sticky-end');
    const suspend = screen.getByRole('button', { name: 'Suspend Block users · users.block All' });
    expect(suspend.closest('td')).toHaveClass('bf-scroll-region__sticky-end');
  });

  it('waits while a change is saved: the row says so and no button acts', async () => {
    const ed = editor({ busyKey: BLOCK.key });
    panel({ editor: ed });
    expect(bodyRows()[0]).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()[0]).toHaveTextContent('Saving…');
    const resume = screen.getByRole('button', { name: 'Resume Archive users · users.archive All' });
    expect(resume).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(resume);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(ed.onAction).not.toHaveBeenCalled();
    expect(ed.onGrant).not.toHaveBeenCalled();
  });

  it("shows a row's refusal under it, describing its buttons", () => {
    panel({ editor: editor({ rowErrors: { [UPDATE_42.key]: 'The user does not hold this permission.' } }) });
    const rows = bodyRows();
    expect(within(rows[2]).getByRole('alert')).toHaveTextContent('The user does not hold this permission.');
    expect(screen.getByRole('button', { name: 'Remove Edit users · users.update Bruno Rossi (id 42)' })).toHaveAccessibleDescription(
      'The user does not hold this permission.',
    );
    expect(screen.getByRole('button', { name: 'Remove Block users · users.block All' })).not.toHaveAccessibleDescription();
  });
});

describe('removing a grant', () => {
  it('asks first, naming the user, the permission and its resource; Cancel changes nothing and returns the focus', async () => {
    const ed = editor();
    panel({ editor: ed });
    const remove = screen.getByRole('button', { name: 'Remove Edit users · users.update Bruno Rossi (id 42)' });
    await userEvent.click(remove);
    const question = screen.getByRole('alertdialog', { name: 'Remove a permission' });
    expect(question).toHaveAccessibleDescription(
      'Remove “Edit users · users.update” from Anna Berg? Resource: Bruno Rossi (id 42) Anna Berg loses what it allows at once, in every open session. It can be granted again later.',
    );
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectNoSeriousAxeIssues(document.body, { withoutCanvas: true });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(remove).toHaveFocus();
    expect(ed.onAction).not.toHaveBeenCalled();
  });

  it('removes once confirmed; when the row is gone the focus moves to the heading and the change is announced', async () => {
    const ed = editor();
    const view = panel({ editor: ed });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Block users · users.block All' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(ed.onAction).toHaveBeenCalledWith(BLOCK, 'remove');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The service's answer: the list without the grant, and what was done.
    view.rerender(
      <PermissionsPanel
        userName="Anna Berg"
        status="ready"
        grants={[UPDATE_42, ARCHIVE]}
        renderName={renderName}
        editor={ed}
        done={{ change: 'removed', permissionId: 5, code: 'users.block', resourceId: 0 }}
      />,
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Permissions' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Removed: Block users · users.block (all users).');
    expect(bodyRows()).toHaveLength(2);
  });

  it('keeps the focus on the row when the removal failed', async () => {
    const ed = editor({ onAction: jest.fn(async () => false) });
    panel({ editor: ed });
    const remove = screen.getByRole('button', { name: 'Remove Block users · users.block All' });
    await userEvent.click(remove);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(remove).toHaveFocus());
  });
});

describe('the add form', () => {
  const form = () => screen.getByRole('form', { name: 'Add permission' });
  const select = () => within(form()).getByRole('combobox', { name: /^Permission/ });
  const add = () => userEvent.click(within(form()).getByRole('button', { name: 'Add' }));

  it('offers only the permissions the employee may grant', () => {
    panel({ editor: editor() });
    expect(
      within(select())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a permission', 'Block users · users.block', 'Change avatars · users.avatar']);
    expect(form()).toHaveTextContent('You can grant only the permissions you hold yourself.');
  });

  it('grants on every user or on one user id, and empties itself once done', async () => {
    const ed = editor();
    panel({ editor: ed, grants: [] });
    await userEvent.selectOptions(select(), 'Block users · users.block');
    const group = within(form()).getByRole('group', { name: 'Resource' });
    expect(within(group).getByRole('radio', { name: 'All users' })).toBeChecked();
    await add();
    expect(ed.onGrant).toHaveBeenLastCalledWith({ permissionId: 5, resourceId: 0 });
    await waitFor(() => expect(select()).toHaveValue(''));

    await userEvent.selectOptions(select(), 'Block users · users.block');
    await userEvent.click(within(form()).getByRole('radio', { name: 'One user' }));
    await userEvent.type(within(form()).getByRole('textbox', { name: /^User id/ }), ' 42 ');
    await add();
    expect(ed.onGrant).toHaveBeenLastCalledWith({ permissionId: 5, resourceId: 42 });
  });

  it('offers a permission held for some users on those users only', async () => {
    const ed = editor();
    panel({ editor: ed, grants: [] });
    await userEvent.selectOptions(select(), 'Change avatars · users.avatar');
    const group = within(form()).getByRole('group', { name: 'Resource' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Bruno Rossi (id 42)', 'Unknown (id 43)']);
    expect(group).toHaveTextContent('You hold this permission only for these users.');
    expect(within(group).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(group).getByRole('radio', { name: 'Unknown (id 43)' }));
    await add();
    expect(ed.onGrant).toHaveBeenLastCalledWith({ permissionId: 10, resourceId: 43 });
  });

  it('says what is missing or wrong beside its field, focuses it, and calls nothing', async () => {
    const ed = editor();
    panel({ editor: ed });
    await add();
    expect(select()).toHaveAccessibleDescription('Choose a permission.');
    await waitFor(() => expect(select()).toHaveFocus());

    await userEvent.selectOptions(select(), 'Block users · users.block');
    expect(select()).not.toHaveAccessibleDescription();
    await add();
    // The user already has users.block on every user.
    const group = within(form()).getByRole('group', { name: 'Resource' });
    expect(group).toHaveAccessibleDescription('Anna Berg already has this permission for this resource.');
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'All users' })).toHaveFocus());

    await userEvent.click(within(group).getByRole('radio', { name: 'One user' }));
    const id = within(form()).getByRole('textbox', { name: /^User id/ });
    for (const bad of ['', 'abc', '0', '-3', '4.5']) {
      await userEvent.clear(id);
      if (bad) await userEvent.type(id, bad);
      await add();
      expect(id).toHaveAccessibleDescription("Enter the user's id: a whole number above 0.");
      expect(id).toHaveAttribute('aria-invalid', 'true');
    }
    await waitFor(() => expect(id).toHaveFocus());
    expect(ed.onGrant).not.toHaveBeenCalled();
  });

  it('keeps the choice when the grant failed, and shows the refusal under the button', async () => {
    const ed = editor({ onGrant: jest.fn(async () => false) });
    const view = panel({ editor: ed, grants: [] });
    await userEvent.selectOptions(select(), 'Block users · users.block');
    await userEvent.click(within(form()).getByRole('radio', { name: 'One user' }));
    await userEvent.type(within(form()).getByRole('textbox', { name: /^User id/ }), '42');
    await add();
    view.rerender(
      <PermissionsPanel
        userName="Anna Berg"
        status="ready"
        grants={[]}
        renderName={renderName}
        editor={{ ...ed, grantError: 'You can only grant permissions you hold yourself.' }}
      />,
    );
    expect(within(form()).getByRole('alert')).toHaveTextContent('You can only grant permissions you hold yourself.');
    expect(form()).toHaveAccessibleDescription('You can only grant permissions you hold yourself.');
    expect(select()).toHaveValue('5');
    expect(within(form()).getByRole('textbox', { name: /^User id/ })).toHaveValue('42');
  });

  it('says "Adding…" while its grant is saved', () => {
    panel({ editor: editor({ busyKey: 'grant' }) });
    expect(within(form()).getByRole('button', { name: 'Adding…' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('the panel', () => {
  it('says when the list is loading, and when it failed (with Try again)', async () => {
    const onRetry = jest.fn();
    const view = panel({ status: 'loading', grants: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the permissions…');
    view.rerender(
      <PermissionsPanel userName="Anna Berg" status="failed" loadError="The service cannot be reached." onRetry={onRetry} grants={[]} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The permissions could not be loaded.The service cannot be reached.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says that clients hold no permissions, and why an employee cannot change a list', () => {
    const view = panel({ client: true });
    expect(screen.getByRole('region', { name: 'Permissions' })).toHaveTextContent(
      'Clients hold no permissions: only employees can be given permissions.',
    );
    expect(screen.queryByRole('table')).toBeNull();
    view.rerender(<PermissionsPanel userName="Anna Berg" status="ready" grants={GRANTS} lock={{ reason: 'ownRecord' }} />);
    expect(screen.getByText('You cannot change your own permissions.')).toBeInTheDocument();
    view.rerender(
      <PermissionsPanel
        userName="Anna Berg"
        status="ready"
        grants={GRANTS}
        lock={{ reason: 'morePrivileged', codes: ['users.delete', 'users.read@42'] }}
      />,
    );
    expect(
      screen.getByText(
        'Anna Berg holds permissions you do not have (users.delete, users.read@42), so you cannot change their permissions.',
      ),
    ).toBeInTheDocument();
  });

  it('names users "User N" when no name is given, and says when the user holds nothing', () => {
    const view = renderUi(<PermissionsPanel userName="Anna Berg" status="ready" grants={[UPDATE_42]} />);
    expect(cellsOf(bodyRows()[0])[2]).toBe('User 42 (id 42)');
    view.rerender(<PermissionsPanel userName="Anna Berg" status="ready" grants={[]} />);
    expect(screen.getByText('Anna Berg holds no permissions.')).toBeInTheDocument();
  });

  it('announces a change in a live region that is there before it', () => {
    const view = panel({ editor: editor() });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() =>
      view.rerender(
        <PermissionsPanel
          userName="Anna Berg"
          status="ready"
          grants={GRANTS}
          renderName={renderName}
          editor={editor()}
          done={{ change: 'granted', permissionId: 10, code: 'users.avatar', resourceId: 42 }}
        />,
      ),
    );
    expect(status).toHaveTextContent('Granted: Change avatars · users.avatar (user 42).');
  });

  it.each([
    ['editor', { editor: editor({ rowErrors: { [BLOCK.key]: 'Too many requests.' }, grantError: 'Refused.' }) }],
    ['read-only', {}],
    ['own record', { lock: { reason: 'ownRecord' } as const }],
    ['client', { client: true }],
  ])('has no serious accessibility issue (%s)', async (_name, props) => {
    const { container } = panel(props);
    await expectNoSeriousAxeIssues(container, { withoutCanvas: true });
  });
});

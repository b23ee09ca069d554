import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useTranslation } from '@brokerfront/i18n/react';
import { GRANT_BUSY_KEY, PermissionsPanel } from './permissions-panel';
import type {
  GrantablePermission,
  PermissionChangeDone,
  PermissionGrantRequest,
  PermissionGrantView,
  PermissionRowAction,
  PermissionsLock,
} from './permission-types';

const NAMES: Record<number, string> = { 1: 'Erin Employee', 3: 'Sam Support', 7: 'Anna Berg', 42: 'Bruno Rossi' };
const renderName = (id: number) => NAMES[id] ?? 'Unknown';

const CODES: Record<number, string> = {
  1: 'users.read',
  3: 'users.update',
  5: 'users.block',
  6: 'users.archive',
  10: 'users.avatar',
  11: 'permissions.read',
  12: 'permissions.modify',
};

const grant = (permissionId: number, resourceId: number, extra: Partial<PermissionGrantView> = {}): PermissionGrantView => ({
  key: `${permissionId}/identity/1/${resourceId}`,
  permissionId,
  code: CODES[permissionId],
  domain: 'identity',
  resourceTypeId: 1,
  resourceId,
  createdAt: '2026-01-05T09:30:00Z',
  createdBy: 1,
  suspended: false,
  suspendedAt: null,
  suspendedBy: null,
  changeable: true,
  ...extra,
});

const GRANTS: PermissionGrantView[] = [
  grant(1, 0, { createdBy: null, createdAt: '2025-12-01T08:00:00Z' }),
  grant(5, 0),
  grant(3, 42, { createdBy: 3 }),
  grant(6, 0, { suspended: true, suspendedAt: '2026-02-10T14:05:00Z', suspendedBy: 1 }),
  grant(10, 0, { suspended: true, suspendedAt: '2026-02-11T10:00:00Z', suspendedBy: 99, changeable: false }),
];

/** What the signed-in employee of the stories holds: everything on every user, and users.avatar on user 42 only. */
const GRANTABLE: GrantablePermission[] = [
  { permissionId: 1, code: 'users.read', everyUser: true, userIds: [] },
  { permissionId: 3, code: 'users.update', everyUser: true, userIds: [] },
  { permissionId: 5, code: 'users.block', everyUser: true, userIds: [] },
  { permissionId: 6, code: 'users.archive', everyUser: true, userIds: [] },
  { permissionId: 10, code: 'users.avatar', everyUser: false, userIds: [42] },
  { permissionId: 11, code: 'permissions.read', everyUser: true, userIds: [] },
  { permissionId: 12, code: 'permissions.modify', everyUser: true, userIds: [] },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface DemoProps {
  grants?: PermissionGrantView[];
  /** `editor`: may change them; `readOnly`: may only read; `ownRecord`/`morePrivileged`: read, with the reason. */
  mode?: 'editor' | 'readOnly' | 'ownRecord' | 'morePrivileged';
  status?: 'loading' | 'failed' | 'ready';
  client?: boolean;
  /** A code of the `errors` namespace the fake service answers the next change with (in the toolbar's language). */
  refuseNext?: string | null;
  /** Errors already shown: under a row (by grant key) and under the add form. */
  rowErrors?: Record<string, string>;
  grantError?: string;
}

/** The panel over a small fake service that answers each change after a moment with the new list. */
function PermissionsDemo({
  grants: initial = GRANTS,
  mode = 'editor',
  status = 'ready',
  client = false,
  refuseNext = null,
  rowErrors: initialRowErrors = {},
  grantError: initialGrantError,
}: DemoProps) {
  const { t } = useTranslation('errors');
  const [grants, setGrants] = useState(initial);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState(initialRowErrors);
  const [grantError, setGrantError] = useState<string | null>(initialGrantError ?? null);
  const [done, setDone] = useState<PermissionChangeDone | null>(null);
  const refusal = useRef(refuseNext);

  const answer = async (key: string, change: () => PermissionGrantView[], said: PermissionChangeDone, onError: (text: string) => void) => {
    setBusyKey(key);
    setDone(null);
    await wait(150);
    setBusyKey(null);
    if (refusal.current) {
      onError(t(refusal.current));
      refusal.current = null;
      return false;
    }
    setGrants(change());
    setDone(said);
    return true;
  };

  const onAction = (target: PermissionGrantView, action: PermissionRowAction) => {
    setRowErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([key]) => key !== target.key)));
    const said = { permissionId: target.permissionId, code: target.code, resourceId: target.resourceId };
    const rowError = (text: string) => setRowErrors((errors) => ({ ...errors, [target.key]: text }));
    if (action === 'remove')
      return answer(target.key, () => grants.filter((g) => g.key !== target.key), { change: 'removed', ...said }, rowError);
    const suspended = action === 'suspend';
    return answer(
      target.key,
      () =>
        grants.map((g) =>
          g.key === target.key
            ? { ...g, suspended, suspendedAt: suspended ? '2026-03-01T12:00:00Z' : null, suspendedBy: suspended ? 1 : null }
            : g,
        ),
      { change: suspended ? 'suspended' : 'resumed', ...said },
      rowError,
    );
  };

  const onGrant = (request: PermissionGrantRequest) => {
    setGrantError(null);
    const code = CODES[request.permissionId];
    return answer(
      GRANT_BUSY_KEY,
      () => [...grants, grant(request.permissionId, request.resourceId, { createdAt: '2026-03-01T12:00:00Z' })],
      { change: 'granted', permissionId: request.permissionId, code, resourceId: request.resourceId },
      setGrantError,
    );
  };

  const lock: PermissionsLock | null =
    mode === 'ownRecord'
      ? { reason: 'ownRecord' }
      : mode === 'morePrivileged'
        ? { reason: 'morePrivileged', codes: ['users.delete'] }
        : null;
  return (
    <div style={{ padding: '1.5rem', maxWidth: '72rem', margin: '0 auto' }}>
      <PermissionsPanel
        userName="Anna Berg"
        client={client}
        status={status}
        loadError={status === 'failed' ? t('network_error') : null}
        onRetry={() => undefined}
        grants={grants}
        renderName={renderName}
        lock={lock}
        editor={mode === 'editor' ? { grantable: GRANTABLE, onAction, onGrant, busyKey, rowErrors, grantError } : null}
        done={done}
      />
    </div>
  );
}

/** The permissions section of a user's page in the back office. */
const meta: Meta<typeof PermissionsDemo> = {
  title: 'Back office/User page/Permissions',
  component: PermissionsDemo,
};
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Permissions of Anna Berg' }))
    .getAllByRole('row')
    .slice(1);

/** Every grant with its label and code, the resource, who granted and suspended it, and the status in words. */
export const List: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Permissions' })).toBeVisible();
    const [seeded, block, update] = rows(canvasElement);
    await expect(within(seeded).getByRole('rowheader')).toHaveTextContent('View users · users.read');
    await expect(seeded).toHaveTextContent('identity / Users');
    await expect(seeded).toHaveTextContent('Granted when the service was set up');
    await expect(within(block).getAllByRole('cell')[1]).toHaveTextContent('All');
    await expect(block).toHaveTextContent('Erin Employee');
    await expect(within(update).getAllByRole('cell')[1]).toHaveTextContent('Bruno Rossi (id 42)');
    await expect(update).toHaveTextContent('Sam Support');
    await expect(canvas.getByRole('button', { name: 'Suspend Block users · users.block All' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Add permission' })).toBeVisible();
  },
};

/** No grant yet: the user holds none, and the add form is there. */
export const Empty: Story = {
  args: { grants: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Anna Berg holds no permissions.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('form', { name: 'Add permission' })).toBeVisible();
  },
};

/** Suspended grants: when and by whom, "Suspended", and Resume instead of Suspend; one the employee lacks has no buttons. */
export const SuspendedRows: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, , , archive, avatar] = rows(canvasElement);
    await expect(within(archive).getAllByRole('cell')[3]).toHaveTextContent('Erin Employee');
    await expect(within(archive).getAllByRole('cell')[4]).toHaveTextContent('Suspended');
    await expect(within(avatar).getAllByRole('cell')[3]).toHaveTextContent('Unknown');
    await expect(within(avatar).queryByRole('button')).toBeNull();
    await expect(avatar).toHaveTextContent('You do not hold this permission.');
    await userEvent.click(canvas.getByRole('button', { name: 'Resume Archive users · users.archive All' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Resumed: Archive users · users.archive (all users).'));
    await expect(within(rows(canvasElement)[3]).getAllByRole('cell')[4]).toHaveTextContent('Active');
  },
};

/** An employee with permissions.read only: the list, no buttons, no form. */
export const ReadOnly: Story = {
  args: { mode: 'readOnly' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rows(canvasElement)).toHaveLength(5);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** The employee's own record: the list and why it cannot be changed here. */
export const OwnRecord: Story = {
  args: { mode: 'ownRecord' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You cannot change your own permissions.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** A user who holds a permission the employee lacks: said, with nothing to change. */
export const MorePrivileged: Story = {
  args: { mode: 'morePrivileged' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Anna Berg holds permissions you do not have (users.delete), so you cannot change their permissions.',
      ),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
  },
};

/** A client: one line, nothing to load. */
export const Client: Story = {
  args: { client: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Clients hold no permissions: only employees can be given permissions.')).toBeVisible();
  },
};

/** Loading the list. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the permissions…');
  },
};

/** The list could not be loaded: why, and "Try again". */
export const LoadError: Story = {
  args: { status: 'failed' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The permissions could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The service refused changes: the words under the refused row and under the add form. */
export const Errors: Story = {
  args: {
    rowErrors: { '5/identity/1/0': 'You can only remove or suspend permissions you hold yourself.' },
    grantError: 'You can only grant permissions you hold yourself.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const suspend = canvas.getByRole('button', { name: 'Suspend Block users · users.block All' });
    await expect(suspend).toHaveAccessibleDescription('You can only remove or suspend permissions you hold yourself.');
    await expect(canvas.getByRole('form', { name: 'Add permission' })).toHaveAccessibleDescription(
      'You can only grant permissions you hold yourself.',
    );
  },
};

/** Suspend refused by the service (target_more_privileged): the row says why, and nothing changed. */
export const SuspendRefused: Story = {
  args: { refuseNext: 'target_more_privileged' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend Block users · users.block All' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This user holds permissions you do not have, so you cannot change them.',
    );
    await expect(within(rows(canvasElement)[1]).getAllByRole('cell')[4]).toHaveTextContent('Active');
  },
};

/** Remove asks first, naming the user, the permission and its resource; confirmed, the row goes and focus moves to the heading. */
export const Remove: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Edit users · users.update Bruno Rossi (id 42)' }));
    const question = canvas.getByRole('alertdialog', { name: 'Remove a permission' });
    await expect(question).toHaveAccessibleDescription(
      /^Remove “Edit users · users\.update” from Anna Berg\? Resource: Bruno Rossi \(id 42\)/,
    );
    await expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Removed: Edit users · users.update (user 42).'));
    await expect(rows(canvasElement)).toHaveLength(4);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Permissions' })).toHaveFocus());
  },
};

/** Add: a permission is required; one user needs an id; a grant the user has is refused before any call; then it is added. */
export const Add: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Add permission' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    const select = within(form).getByRole('combobox', { name: /^Permission/ });
    await expect(select).toHaveAccessibleDescription('Choose a permission.');
    await userEvent.selectOptions(select, 'Block users · users.block');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await expect(within(form).getByRole('group', { name: 'Resource' })).toHaveAccessibleDescription(
      'Anna Berg already has this permission for this resource.',
    );
    await userEvent.click(within(form).getByRole('radio', { name: 'One user' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /^User id/ }), 'x');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await expect(within(form).getByRole('textbox', { name: /^User id/ })).toHaveAccessibleDescription(
      "Enter the user's id: a whole number above 0.",
    );
    await userEvent.clear(within(form).getByRole('textbox', { name: /^User id/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /^User id/ }), '42');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Granted: Block users · users.block (user 42).'));
    await expect(rows(canvasElement)).toHaveLength(6);
    await expect(select).toHaveValue('');
  },
};

/** A permission held for some users only may be granted on those users only. */
export const AddHeldForOneUser: Story = {
  args: { grants: [] },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Add permission' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /^Permission/ }), 'Change avatars · users.avatar');
    const group = within(form).getByRole('group', { name: 'Resource' });
    await expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Bruno Rossi (id 42)']);
    await expect(within(group).getByRole('radio', { name: 'Bruno Rossi (id 42)' })).toBeChecked();
    await expect(within(group).queryByRole('radio', { name: 'All users' })).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BulkBar } from './bulk-bar';
import { BulkDialog, type BulkDialogView } from './bulk-dialog';
import type { AccountManagerOption, BulkActionId, BulkOutcomeRow } from './bulk-types';

/** The permissions of the bulk actions (the site shows each action only with its permission). */
const PERMISSION_ACTIONS: Record<string, readonly BulkActionId[]> = {
  'users.block': ['block', 'unblock'],
  'users.archive': ['archive'],
  'users.send-credentials': ['sendCredentials'],
  'users.update': ['assign'],
};
const actionsOf = (permissions: readonly string[]) => permissions.flatMap((p) => PERMISSION_ACTIONS[p] ?? []);

const EMPLOYEES: AccountManagerOption[] = [
  { id: 10, name: 'Erin Employee', email: 'erin.employee@example.com' },
  { id: 11, name: 'Sam Support', email: 'sam.support@example.com' },
  { id: 12, name: 'Maja Novak', email: 'maja.novak@example.com' },
];

const OUTCOME: BulkOutcomeRow[] = [
  { id: 3, name: 'Anna Berg', href: '#user-3', state: 'done' },
  { id: 4, name: 'Bruno Rossi', href: '#user-4', state: 'skipped', reason: 'alreadyBlocked' },
  { id: 1, name: 'Erin Employee', href: '#user-1', state: 'skipped', reason: 'self' },
  { id: 7, name: 'Greta Lind', href: '#user-7', state: 'failed', error: 'The service could not be reached.' },
  { id: 8, name: 'Hugo Marin', href: '#user-8', state: 'failed', error: 'You do not have permission: users.block.' },
  { id: 9, name: 'Ida Kovač', href: '#user-9', state: 'done' },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bulk bar and its dialog over a small fake service: users 7 and 8 fail the first time, then succeed. */
function BulkDemo({
  permissions = Object.keys(PERMISSION_ACTIONS),
  count = 6,
  initial = null,
}: {
  permissions?: readonly string[];
  count?: number;
  initial?: { action: BulkActionId; view: BulkDialogView } | null;
}) {
  const [open, setOpen] = useState(initial);
  const [search, setSearch] = useState('');
  const [manager, setManager] = useState<AccountManagerOption | null | undefined>(undefined);
  const [cleared, setCleared] = useState(false);
  const cancelled = useRef(false);
  const alive = useRef(true);
  // Users 7 and 8 fail the first time they are acted on.
  const failedOnce = useRef(
    new Set(initial?.view.step === 'outcome' ? initial.view.rows.filter((r) => r.state === 'failed').map((r) => r.id) : []),
  );
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  /** Acts on the rows in state `which`, one at a time. */
  const act = async (action: BulkActionId, rows: readonly BulkOutcomeRow[], which: 'failed' | 'pending') => {
    const todo = rows.filter((r) => r.state === which);
    const result = rows.map((r) => ({ ...r }));
    cancelled.current = false;
    for (let i = 0; i < todo.length; i++) {
      if (!alive.current) return;
      setOpen({ action, view: { step: 'running', done: i, total: todo.length } });
      await wait(120);
      if (cancelled.current) break;
      const row = result.find((r) => r.id === todo[i].id);
      if (!row) continue;
      if ((row.id === 7 || row.id === 8) && !failedOnce.current.has(row.id)) {
        failedOnce.current.add(row.id);
        Object.assign(row, { state: 'failed', error: 'The service could not be reached.' });
      } else Object.assign(row, { state: 'done', error: undefined });
    }
    if (alive.current) setOpen({ action, view: { step: 'outcome', rows: result, cancelled: cancelled.current } });
  };

  if (cleared) return <p>Selection cleared.</p>;
  return (
    <>
      <BulkBar
        count={count}
        actions={actionsOf(permissions)}
        busy={open !== null}
        onAction={(action) => setOpen({ action, view: { step: 'confirm', count } })}
        onClear={() => setCleared(true)}
      />
      {open ? (
        <BulkDialog
          action={open.action}
          view={open.view}
          includesSelf
          picker={{
            search,
            onSearch: setSearch,
            options: EMPLOYEES.filter((e) => e.name.toLowerCase().includes(search.toLowerCase())),
            value: manager,
            onChange: setManager,
          }}
          onConfirm={() =>
            void act(
              open.action,
              OUTCOME.map((r) => (r.state === 'skipped' ? r : { ...r, state: 'pending' as const, error: undefined })),
              'pending',
            )
          }
          onCancel={() => {
            if (open.view.step === 'running') {
              cancelled.current = true;
              setOpen({ action: open.action, view: { ...open.view, cancelling: true } });
            } else setOpen(null);
          }}
          onRetryResolve={() => setOpen({ action: open.action, view: { step: 'confirm', count } })}
          onRetryFailed={() => open.view.step === 'outcome' && void act(open.action, open.view.rows, 'failed')}
          onContinue={() => open.view.step === 'outcome' && void act(open.action, open.view.rows, 'pending')}
          onDone={() => {
            setOpen(null);
            setCleared(true);
          }}
        />
      ) : null}
    </>
  );
}

/** The bulk actions of the back office's users list: the bar, the question, the progress and the outcome. */
const meta: Meta<typeof BulkDemo> = {
  title: 'Back office/Bulk actions',
  component: BulkDemo,
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Every permission: Block, Unblock, Archive, Send credentials and Assign. */
export const BarAllPermissions: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Bulk actions' });
    await expect(within(bar).getByRole('status')).toHaveTextContent('Selected: 6');
    await expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Block', 'Unblock', 'Archive', 'Send credentials', 'Assign account manager', 'Clear selection']);
  },
};

/** users.block only: Block and Unblock. */
export const BarBlockOnly: Story = {
  args: { permissions: ['users.block'] },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Bulk actions' });
    await expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Block', 'Unblock', 'Clear selection']);
  },
};

/** users.archive only. */
export const BarArchiveOnly: Story = {
  args: { permissions: ['users.archive'] },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Bulk actions' });
    await expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Archive', 'Clear selection']);
  },
};

/** users.send-credentials and users.update: Send credentials and Assign. */
export const BarCredentialsAndAssign: Story = {
  args: { permissions: ['users.send-credentials', 'users.update'] },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Bulk actions' });
    await expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Send credentials', 'Assign account manager', 'Clear selection']);
  },
};

/** No permission for any bulk action: the bar says so. */
export const BarNoPermission: Story = {
  args: { permissions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your account may not change these users.')).toBeVisible();
  },
};

/** "Select all N matching": the whole query is selected. */
export const BarWholeQuery: Story = {
  render: () => <BulkBar count={1234} scope="query" actions={actionsOf(['users.block'])} onAction={fn()} onClear={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Selected: all 1234 users matching the filters');
  },
};

/** Block asks first, naming how many users and what happens to them. */
export const ConfirmBlock: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Block' }));
    const question = canvas.getByRole('alertdialog', { name: 'Block users' });
    await expect(question).toHaveAccessibleDescription('Block the selected users (6)?');
    await expect(question).toHaveTextContent('Blocked users are signed out at once');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
  },
};

/** Send credentials: the question names the consequence (new passwords, who is skipped). */
export const ConfirmSendCredentials: Story = {
  args: { initial: { action: 'sendCredentials', view: { step: 'confirm', count: 40 } } },
  play: async ({ canvasElement }) => {
    const question = within(canvasElement).getByRole('alertdialog', { name: 'Send credentials' });
    await expect(question).toHaveTextContent('Each client gets a new random password by e-mail');
  },
};

/** Assign: an employee is picked (searched by name), or "No account manager"; confirming needs a choice. */
export const ConfirmAssign: Story = {
  args: { initial: { action: 'assign', view: { step: 'confirm', count: 3 } } },
  play: async ({ canvasElement }) => {
    const question = within(canvasElement).getByRole('alertdialog', { name: 'Assign an account manager' });
    await userEvent.click(within(question).getByRole('button', { name: 'Assign' }));
    const group = within(question).getByRole('group', { name: 'Account manager' });
    await expect(group).toHaveAccessibleDescription('Choose an account manager, or “No account manager”.');
    await userEvent.type(within(question).getByRole('searchbox', { name: 'Search employees' }), 'maja');
    await expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['No account manager', 'Maja Novak maja.novak@example.com']);
    await userEvent.click(within(group).getByRole('radio', { name: /Maja Novak/ }));
    await expect(group).not.toHaveAccessibleDescription();
  },
};

/** A whole query selected: its users are found first. */
export const FindingUsers: Story = {
  args: { initial: { action: 'archive', view: { step: 'resolving', expected: 1234, found: 600 } } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('dialog', { name: 'Archive users' });
    await expect(panel).toHaveTextContent('Finding the 1234 users…');
    await expect(within(panel).getByRole('progressbar', { name: 'Users found' })).toHaveAttribute('value', '600');
  },
};

/** Finding the users failed. */
export const FindingUsersFailed: Story = {
  args: { initial: { action: 'archive', view: { step: 'resolve-failed', error: 'The service could not be reached.' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The selected users could not be found.');
  },
};

/** The progress: "12 of 40", and Cancel. */
export const Progress: Story = {
  args: { initial: { action: 'block', view: { step: 'running', done: 12, total: 40 } } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('dialog', { name: 'Block users' });
    await expect(within(panel).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('value', '12');
    await expect(within(panel).getByRole('status')).toHaveTextContent('12 of 40');
    await expect(within(panel).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** The service asked to slow down: the run waits, then goes on. */
export const ProgressWaiting: Story = {
  args: { initial: { action: 'sendCredentials', view: { step: 'running', done: 200, total: 540, waitSeconds: 8 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('dialog')).toHaveTextContent('The service asked to slow down: continuing in 8 s.');
  },
};

/** Cancelled: the calls in flight finish first. */
export const ProgressCancelling: Story = {
  args: { initial: { action: 'block', view: { step: 'running', done: 13, total: 40, cancelling: true } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('dialog')).toHaveTextContent('Stopping after the calls under way…');
  },
};

/** The outcome with failures: the failed users first, each with its error in words. */
export const OutcomeWithFailures: Story = {
  args: { initial: { action: 'block', view: { step: 'outcome', rows: OUTCOME } } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('dialog', { name: 'Block users: result' });
    await expect(panel).toHaveTextContent('Done: 2. Skipped: 2. Failed: 2. Not done: 0.');
    const table = within(panel).getByRole('table', { name: 'Result per user' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(table).toHaveTextContent('You do not have permission: users.block.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Skipped (2)' }));
    await expect(table).toHaveTextContent('You cannot act on your own account.');
  },
};

/** Cancelled before the end: "Continue with the rest" beside "Retry failed". */
export const OutcomeCancelled: Story = {
  args: {
    initial: {
      action: 'unblock',
      view: { step: 'outcome', cancelled: true, rows: OUTCOME.map((r) => (r.id === 9 ? { ...r, state: 'pending' as const } : r)) },
    },
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('dialog', { name: 'Unblock users: result' });
    await expect(within(panel).getByRole('button', { name: 'Continue with the rest (1)' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Retry failed (2)' })).toBeVisible();
  },
};

/** "Retry failed" acts on the two failures only, then everything is done; "Done" clears the selection. */
export const RetryFailed: Story = {
  args: { initial: { action: 'block', view: { step: 'outcome', rows: OUTCOME } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry failed (2)' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Progress' })).toHaveAttribute('max', '2');
    const panel = await canvas.findByRole('dialog', { name: 'Block users: result' }, { timeout: 3000 });
    await waitFor(() => expect(panel).toHaveTextContent('Done: 4. Skipped: 2. Failed: 0.'));
    await expect(canvas.queryByRole('button', { name: /Retry failed/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(canvas.getByText('Selection cleared.')).toBeVisible();
  },
};

/** The whole way: Block, confirm, progress, the outcome with two failures, "Retry failed", all done. */
export const BlockFromBarToOutcome: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Block' }));
    await userEvent.click(within(canvas.getByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Progress' })).toHaveAttribute('max', '4');
    const panel = await canvas.findByRole('dialog', { name: 'Block users: result' }, { timeout: 3000 });
    await expect(panel).toHaveTextContent('Done: 2. Skipped: 2. Failed: 2.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry failed (2)' }));
    await waitFor(
      () => expect(canvas.getByRole('dialog', { name: 'Block users: result' })).toHaveTextContent('Done: 4. Skipped: 2. Failed: 0.'),
      {
        timeout: 3000,
      },
    );
  },
};

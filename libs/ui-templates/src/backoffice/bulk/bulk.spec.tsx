import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { backofficeResources, expectNoSeriousAxeIssues, rendererWith } from '../testing/backoffice-testing';
import de from './i18n/de.json';
import en from './i18n/en.json';
import { AccountManagerPicker } from './account-manager-picker';
import { BulkBar } from './bulk-bar';
import { BulkDialog, type BulkDialogProps, type BulkDialogView } from './bulk-dialog';
import { BulkOutcomeTable, OUTCOME_ROWS_STEP } from './bulk-outcome-table';
import type { AccountManagerOption, BulkOutcomeRow } from './bulk-types';

const renderUi = rendererWith(backofficeResources({ en, de }));

const ROWS: BulkOutcomeRow[] = [
  { id: 1, name: 'Anna Berg', href: '#user-1', state: 'done' },
  { id: 2, name: 'Bruno Rossi', href: '#user-2', state: 'skipped', reason: 'alreadyBlocked' },
  { id: 3, name: 'Erin Employee', state: 'skipped', reason: 'self' },
  { id: 4, name: 'Clara Weiss', href: '#user-4', state: 'failed', error: 'You do not have permission: users.block.' },
  { id: 5, name: 'Dan Staff', href: '#user-5', state: 'pending' },
];

const handlers = () => ({
  onConfirm: jest.fn(),
  onCancel: jest.fn(),
  onRetryResolve: jest.fn(),
  onRetryFailed: jest.fn(),
  onContinue: jest.fn(),
  onDone: jest.fn(),
});

function dialog(view: BulkDialogView, props: Partial<BulkDialogProps> = {}) {
  const on = handlers();
  const utils = renderUi(<BulkDialog action="block" view={view} {...on} {...props} />);
  return { ...utils, on };
}

describe('BulkBar', () => {
  it('names how many users are selected and shows the allowed actions in their order', async () => {
    const onAction = jest.fn();
    const onClear = jest.fn();
    renderUi(<BulkBar count={3} actions={['sendCredentials', 'block', 'unblock']} onAction={onAction} onClear={onClear} />);
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByRole('status')).toHaveTextContent('Selected: 3');
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Block', 'Unblock', 'Send credentials', 'Clear selection']);
    await userEvent.click(within(bar).getByRole('button', { name: 'Send credentials' }));
    expect(onAction).toHaveBeenCalledWith('sendCredentials');
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('says when every matching user is selected, and when no action is allowed', () => {
    renderUi(<BulkBar count={1200} scope="query" actions={[]} onAction={jest.fn()} onClear={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Selected: all 1200 users matching the filters');
    expect(screen.getByText('Your account may not change these users.')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Clear selection']);
  });

  it('disables its buttons while an action is under way', () => {
    renderUi(<BulkBar count={2} actions={['archive']} busy onAction={jest.fn()} onClear={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Archive' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear selection' })).toBeDisabled();
  });
});

describe('BulkDialog: the question', () => {
  it('names how many users and the consequence, and answers with Cancel, Escape or the action', async () => {
    const { on } = dialog({ step: 'confirm', count: 40 }, { includesSelf: true });
    const question = screen.getByRole('alertdialog', { name: 'Block users' });
    expect(question).toHaveAccessibleDescription('Block the selected users (40)?');
    expect(question).toHaveTextContent('Blocked users are signed out at once');
    expect(question).toHaveTextContent('Your own account is always left out.');
    // Focus starts on the safe answer.
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(question, { key: 'Escape' });
    expect(on.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(on.onCancel).toHaveBeenCalledTimes(2);
    await userEvent.click(within(question).getByRole('button', { name: 'Block' }));
    expect(on.onConfirm).toHaveBeenCalledTimes(1);
  });

  it('speaks German', () => {
    renderUi(<BulkDialog action="sendCredentials" view={{ step: 'confirm', count: 2 }} {...handlers()} />, 'de');
    expect(screen.getByRole('alertdialog', { name: 'Zugangsdaten senden' })).toHaveAccessibleDescription(
      'Den ausgewählten Benutzern (2) neue Zugangsdaten senden?',
    );
  });

  it('asks for an account manager before assigning, beside the choice, and keeps the search typed', async () => {
    const employees: AccountManagerOption[] = [
      { id: 10, name: 'Erin Employee', email: 'erin@example.com' },
      { id: 11, name: 'Sam Support' },
    ];
    const onConfirm = jest.fn();
    function Assign() {
      const [search, setSearch] = useState('');
      const [value, setValue] = useState<AccountManagerOption | null | undefined>(undefined);
      const options = employees.filter((e) => e.name.toLowerCase().includes(search.toLowerCase()));
      return (
        <BulkDialog
          action="assign"
          view={{ step: 'confirm', count: 3 }}
          picker={{ search, onSearch: setSearch, options, value, onChange: setValue }}
          {...handlers()}
          onConfirm={onConfirm}
        />
      );
    }
    renderUi(<Assign />);
    const question = screen.getByRole('alertdialog', { name: 'Assign an account manager' });
    expect(document.activeElement).toBe(within(question).getByRole('searchbox', { name: 'Search employees' }));
    await userEvent.click(within(question).getByRole('button', { name: 'Assign' }));
    expect(onConfirm).not.toHaveBeenCalled();
    const group = within(question).getByRole('group', { name: 'Account manager' });
    expect(group).toHaveAccessibleDescription('Choose an account manager, or “No account manager”.');
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'No account manager' }));

    await userEvent.click(within(group).getByRole('radio', { name: /Erin Employee/ }));
    expect(group).not.toHaveAccessibleDescription();
    await userEvent.type(within(question).getByRole('searchbox', { name: 'Search employees' }), 'sam');
    // The choice stays listed while the search no longer matches it.
    expect(within(group).getByRole('radio', { name: /Erin Employee/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Sam Support' })).not.toBeChecked();
    expect(within(question).getByRole('searchbox', { name: 'Search employees' })).toHaveValue('sam');
    await userEvent.click(within(question).getByRole('button', { name: 'Assign' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe('AccountManagerPicker states', () => {
  const base = { search: 'zz', onSearch: jest.fn(), value: undefined, onChange: jest.fn() };
  it('says when it is searching, when nobody matches, and when the employees could not be loaded', async () => {
    const onRetry = jest.fn();
    const { rerender } = renderUi(<AccountManagerPicker {...base} options={undefined} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Searching employees…');
    rerender(<AccountManagerPicker {...base} options={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('No employee matches.');
    rerender(<AccountManagerPicker {...base} options={undefined} loadError="The service could not be reached." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The employees could not be loaded. The service could not be reached.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    // "No account manager" is always offered.
    expect(screen.getByRole('radio', { name: 'No account manager' })).toBeInTheDocument();
  });
});

describe('BulkDialog: finding the users and the progress', () => {
  it('shows the users found so far and cancels', async () => {
    const { on } = dialog({ step: 'resolving', expected: 1200, found: 400 });
    const panel = screen.getByRole('dialog', { name: 'Block users' });
    expect(panel).toHaveTextContent('Finding the 1200 users…');
    const bar = within(panel).getByRole('progressbar', { name: 'Users found' });
    expect(bar).toHaveAttribute('value', '400');
    expect(bar).toHaveAttribute('max', '1200');
    expect(within(panel).getByRole('status')).toHaveTextContent('400 of 1200');
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(on.onCancel).toHaveBeenCalled();
  });

  it('reports a failed search with Try again', async () => {
    const { on } = dialog({ step: 'resolve-failed', error: 'The service could not be reached.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The selected users could not be found.The service could not be reached.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(on.onRetryResolve).toHaveBeenCalled();
  });

  it('shows "12 of 40" with a progress bar, the pause the service asked for, and Cancel', async () => {
    const { on, rerender } = dialog({ step: 'running', done: 12, total: 40, waitSeconds: 5 });
    const panel = screen.getByRole('dialog', { name: 'Block users' });
    expect(within(panel).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('value', '12');
    expect(within(panel).getByRole('status')).toHaveTextContent('12 of 40');
    expect(panel).toHaveTextContent('The service asked to slow down: continuing in 5 s.');
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(on.onCancel).toHaveBeenCalledTimes(1);
    rerender(<BulkDialog action="block" view={{ step: 'running', done: 13, total: 40, cancelling: true }} {...on} />);
    expect(within(panel).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(panel).toHaveTextContent('Stopping after the calls under way…');
    expect(document.activeElement).toHaveTextContent('Stopping after the calls under way…');
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(on.onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('BulkDialog: the outcome', () => {
  it('sums up, lists each user with its outcome in words, and offers Retry failed, Continue and Done', async () => {
    const { on } = dialog({ step: 'outcome', rows: ROWS, cancelled: true });
    const panel = screen.getByRole('dialog', { name: 'Block users: result' });
    expect(document.activeElement).toHaveTextContent('Done: 1. Skipped: 2. Failed: 1. Not done: 1.');
    expect(panel).toHaveTextContent('Stopped before the end');
    // The failures first.
    const table = within(panel).getByRole('table', { name: 'Result per user' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Clara WeissFailed You do not have permission: users.block.']);
    await userEvent.click(within(panel).getByRole('button', { name: 'All (5)' }));
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      'Anna BergDone',
      'Bruno RossiSkipped Already blocked.',
      'Erin EmployeeSkipped You cannot act on your own account.',
      'Clara WeissFailed You do not have permission: users.block.',
      'Dan StaffNot done Left unchanged when the run was stopped.',
    ]);
    expect(within(table).getByRole('link', { name: 'Anna Berg' })).toHaveAttribute('href', '#user-1');
    expect(within(panel).getByRole('button', { name: 'All (5)' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(panel).getByRole('button', { name: 'Retry failed (1)' }));
    expect(on.onRetryFailed).toHaveBeenCalled();
    await userEvent.click(within(panel).getByRole('button', { name: 'Continue with the rest (1)' }));
    expect(on.onContinue).toHaveBeenCalled();
    await userEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(on.onDone).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(on.onDone).toHaveBeenCalledTimes(2);
  });

  it('offers no retry when nothing failed and nothing is left', () => {
    dialog({ step: 'outcome', rows: ROWS.filter((r) => r.state === 'done' || r.state === 'skipped') });
    expect(screen.queryByRole('button', { name: /Retry failed/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Continue/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'All (3)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves focus from the question to the progress, then to the outcome', () => {
    const on = handlers();
    const { rerender } = renderUi(<BulkDialog action="archive" view={{ step: 'confirm', count: 2 }} {...on} />);
    rerender(<BulkDialog action="archive" view={{ step: 'running', done: 0, total: 2 }} {...on} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    rerender(<BulkDialog action="archive" view={{ step: 'outcome', rows: ROWS.slice(0, 2) }} {...on} />);
    expect(document.activeElement).toHaveTextContent('Done: 1. Skipped: 1.');
  });

  it('shows a hundred rows at a time', async () => {
    const many: BulkOutcomeRow[] = Array.from({ length: 250 }, (_, i) => ({ id: i + 1, name: `User ${i + 1}`, state: 'done' }));
    renderUi(<BulkOutcomeTable rows={many} />);
    const rows = () => within(screen.getByRole('table')).getAllByRole('row').length - 1;
    expect(rows()).toBe(OUTCOME_ROWS_STEP);
    await userEvent.click(screen.getByRole('button', { name: 'Show more (150 left)' }));
    expect(rows()).toBe(200);
    await userEvent.click(screen.getByRole('button', { name: 'Show more (50 left)' }));
    expect(rows()).toBe(250);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });
});

describe('accessibility', () => {
  it.each<[string, BulkDialogView]>([
    ['question', { step: 'confirm', count: 3 }],
    ['finding', { step: 'resolving', expected: 300, found: 200 }],
    ['progress', { step: 'running', done: 1, total: 3, waitSeconds: 2 }],
    ['outcome', { step: 'outcome', rows: ROWS, cancelled: true }],
  ])('has no serious or critical axe issue: %s', async (_name, view) => {
    const { container } = dialog(view, {
      action: 'assign',
      picker: { search: '', onSearch: jest.fn(), options: [{ id: 1, name: 'Erin Employee' }], value: undefined, onChange: jest.fn() },
    });
    await act(async () => expectNoSeriousAxeIssues(container));
  });

  it('has no serious or critical axe issue: the bar', async () => {
    const { container } = renderUi(
      <BulkBar count={3} actions={['block', 'unblock', 'archive', 'sendCredentials', 'assign']} onAction={jest.fn()} onClear={jest.fn()} />,
    );
    await expectNoSeriousAxeIssues(container);
  });
});

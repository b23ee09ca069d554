import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AccountsView, type AccountsViewProps } from './accounts-view';
import { failedData, FIXTURE_ACCOUNTS, FIXTURE_ZERO_ACCOUNTS, loaded, loadingData } from './money-fixtures';

/** The accounts page with its view and filter settings kept in the story's state. */
function Accounts(props: Partial<AccountsViewProps>) {
  const [listView, setListView] = useState(props.listView ?? false);
  const [hideZero, setHideZero] = useState(props.hideZeroBalances ?? false);
  return (
    <AccountsView
      accounts={props.accounts ?? loaded(FIXTURE_ACCOUNTS)}
      hideBalance={props.hideBalance ?? false}
      listView={listView}
      onListViewChange={setListView}
      hideZeroBalances={hideZero}
      onHideZeroBalancesChange={setHideZero}
    />
  );
}

/** The accounts page: list or grid, hide zero balances. */
const meta: Meta<typeof Accounts> = {
  title: 'Client area/Money/Accounts',
  component: Accounts,
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'List view' }));
    await expect(canvas.getByRole('table', { name: 'Your trading accounts' })).toBeVisible();
  },
};

export const List: Story = {
  args: { listView: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Your trading accounts' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Number', 'Type', 'Platform', 'Currency', 'Balance', 'Equity', 'Free margin']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hide zero balances' }));
    await expect(within(table).queryByRole('rowheader', { name: '5100003' })).toBeNull();
  },
};

export const HiddenBalances: Story = {
  args: { listView: true, hideBalance: true },
  play: async ({ canvasElement }) => {
    for (const cell of canvasElement.querySelectorAll('[data-amount]')) await expect(cell.textContent).not.toMatch(/\d/);
  },
};

export const HiddenBalancesGrid: Story = {
  args: { hideBalance: true },
  play: async ({ canvasElement }) => {
    for (const cell of canvasElement.querySelectorAll('[data-amount]')) await expect(cell.textContent).not.toMatch(/\d/);
  },
};

export const AllHiddenByFilter: Story = {
  args: { accounts: loaded(FIXTURE_ZERO_ACCOUNTS), hideZeroBalances: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show accounts with a zero balance' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Account 5100003' })).toBeVisible();
  },
};

export const NoAccounts: Story = {
  args: { accounts: loaded([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have no trading account yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { accounts: loadingData() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your accounts…');
  },
};

export const LoadFailed: Story = {
  args: { accounts: failedData(() => undefined) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Your accounts could not be loaded.');
  },
};

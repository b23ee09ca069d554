import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DashboardView, type DashboardViewProps } from './dashboard-view';
import { failedData, FIXTURE_ACCOUNTS, FIXTURE_BANKS, FIXTURE_WITHDRAWALS, loaded, loadingData } from './money-fixtures';

const links = { accounts: '#accounts', withdrawal: '#withdrawal', documents: '#documents', demo: '#sign-up-demo' };

const base: DashboardViewProps = {
  name: 'Chris Client',
  email: { address: 'client@example.com', confirmed: true },
  accounts: loaded(FIXTURE_ACCOUNTS),
  withdrawals: loaded(FIXTURE_WITHDRAWALS),
  banks: FIXTURE_BANKS,
  hideBalance: false,
  hideZeroBalances: false,
  onHideZeroBalancesChange: () => undefined,
  hasWithdrawalMenu: true,
  links,
  onResendConfirmation: () => Promise.resolve(null),
};

/** The dashboard with its "Hide zero balances" setting kept in the story's state. */
function Dashboard(props: Partial<DashboardViewProps>) {
  const [hideZero, setHideZero] = useState(props.hideZeroBalances ?? false);
  return <DashboardView {...base} {...props} hideZeroBalances={hideZero} onHideZeroBalancesChange={setHideZero} />;
}

/** The dashboard of a signed-in client (its data by props; the site loads it). */
const meta: Meta<typeof Dashboard> = {
  title: 'Client area/Money/Dashboard',
  component: Dashboard,
};
export default meta;
type Story = StoryObj<typeof meta>;

const amountsOf = (root: HTMLElement) => [...root.querySelectorAll('[data-amount]')].map((el) => el.textContent ?? '');

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Chris Client' })).toBeVisible();
    const accounts = canvas.getByRole('list', { name: 'Your accounts' });
    await expect(within(accounts).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hide zero balances' }));
    await expect(within(accounts).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'All withdrawals' })).toHaveAttribute('href', '#withdrawal');
  },
};

/** A site without the withdrawal menu (AppConfig `hasWithdrawalMenu` off) makes no withdrawals, and lists none. */
export const WithoutWithdrawalMenu: Story = {
  args: { hasWithdrawalMenu: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Your accounts' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Latest withdrawal requests' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'All withdrawals' })).toBeNull();
  },
};

export const HiddenBalances: Story = {
  args: { hideBalance: true },
  play: async ({ canvasElement }) => {
    const amounts = amountsOf(canvasElement);
    await expect(amounts.length).toBeGreaterThan(0);
    for (const text of amounts) await expect(text).not.toMatch(/\d/);
  },
};

const resend = fn(() => Promise.resolve(null));

export const UnconfirmedEmail: Story = {
  args: { email: { address: 'new.client@example.com', confirmed: false }, onResendConfirmation: resend },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link again' }));
    await expect(resend).toHaveBeenCalled();
    await expect(await canvas.findByText('A new link is on its way to new.client@example.com.')).toBeVisible();
  },
};

export const NoAccountsYet: Story = {
  args: { accounts: loaded([]), withdrawals: loaded([]), email: { address: 'new.client@example.com', confirmed: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('You have no trading account yet.')[0]).toBeVisible();
    await expect(canvas.getByText('You have not requested a withdrawal yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open a demo account' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { name: null, email: null, accounts: loadingData(), withdrawals: loadingData() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your accounts…')).toBeVisible();
  },
};

const retry = fn();

export const LoadFailed: Story = {
  args: { accounts: failedData(retry), withdrawals: failedData(retry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.length).toBeGreaterThanOrEqual(2);
    await userEvent.click(within(alerts[0]).getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
  },
};

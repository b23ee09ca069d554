import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { failedData, FIXTURE_ACCOUNTS, FIXTURE_BANKS, FIXTURE_WITHDRAWALS, loaded, loadingData } from './money-fixtures';
import type { ClientWithdrawal, MoneyData, WithdrawalFormRequest, WithdrawalSubmitResult } from './types';
import { WithdrawalView, type WithdrawalViewProps } from './withdrawal-view';

interface StoryProps {
  available?: boolean;
  hideBalance?: boolean;
  accounts?: WithdrawalViewProps['accounts'];
  withdrawals?: MoneyData<readonly ClientWithdrawal[]>;
}

/**
 * The withdrawal page over a small fake service: it refuses an amount above the free margin with the
 * service's text ('Insufficient margin available.') and lists an accepted request as Pending.
 */
function Withdrawal({ available = true, hideBalance = false, accounts = loaded(FIXTURE_ACCOUNTS), withdrawals }: StoryProps) {
  const [list, setList] = useState<readonly ClientWithdrawal[]>(FIXTURE_WITHDRAWALS);
  const onSubmit = async (request: WithdrawalFormRequest): Promise<WithdrawalSubmitResult> => {
    // The service's own check (a smaller free margin than the one shown: it changed meanwhile).
    if (request.amount > 5000) return { ok: false, fieldErrors: { amount: 'Insufficient margin available.' } };
    const account = FIXTURE_ACCOUNTS.find((a) => a.Id === request.accountId);
    setList((current) => [
      {
        Id: current.length + 10,
        AccountId: request.accountId,
        BankAccountId: request.bankAccountId,
        Amount: request.amount,
        Currency: account?.Currency ?? 'USD',
        Status: 'Pending',
        CreatedAt: '2025-12-01T09:30:00.000Z',
      },
      ...current,
    ]);
    return { ok: true };
  };
  return (
    <WithdrawalView
      available={available}
      dashboardHref="#dashboard"
      accounts={accounts}
      banks={loaded(FIXTURE_BANKS)}
      withdrawals={withdrawals ?? loaded(list)}
      hideBalance={hideBalance}
      onSubmit={onSubmit}
    />
  );
}

/** The withdrawal page: request form and the list of requests. */
const meta: Meta<typeof Withdrawal> = {
  title: 'Client area/Money/Withdrawal',
  component: Withdrawal,
};
export default meta;
type Story = StoryObj<typeof meta>;

export const FormAndList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bank = canvas.getByRole('combobox', { name: 'Bank account' });
    await expect(within(bank).getByRole('option', { name: /Barclays .* \(disabled\)/ })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '250.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Request withdrawal' }));
    await expect(await canvas.findByText('Your withdrawal request has been sent. It is listed below as Pending.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
    const table = canvas.getByRole('table', { name: 'Your withdrawal requests' });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/250\.50.*Pending/);
  },
};

export const FormErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '12.345');
    await userEvent.click(canvas.getByRole('button', { name: 'Request withdrawal' }));
    await expect(amount).toHaveAccessibleDescription(/Enter an amount above 0 with at most 2 decimals/);
    await expect(amount).toHaveFocus();
    await userEvent.clear(amount);
    await userEvent.type(amount, '20000');
    await expect(amount).toHaveAccessibleDescription(/The amount is above the free margin of this account \(US\$10,750\.00\)\./);
  },
};

export const ServiceError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '6000');
    await userEvent.click(canvas.getByRole('button', { name: 'Request withdrawal' }));
    await expect(await canvas.findByText('Insufficient margin available.')).toBeVisible();
    await expect(amount).toHaveValue('6000');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
  },
};

export const HiddenBalances: Story = {
  args: { hideBalance: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const cell of canvasElement.querySelectorAll('[data-amount]')) await expect(cell.textContent).not.toMatch(/\d/);
    const account = canvas.getByRole('combobox', { name: 'Account' });
    for (const option of within(account).getAllByRole('option')) {
      // The number and the platform may carry digits; the free margin after them must not.
      await expect((option.textContent ?? '').split('free margin')[1]).toBe(' hidden');
    }
  },
};

export const NotOffered: Story = {
  args: { available: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Withdrawals are not offered in the client area/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '#dashboard');
  },
};

export const NoRequestsYet: Story = {
  args: { withdrawals: loaded([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have not requested a withdrawal yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { accounts: loadingData(), withdrawals: loadingData() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your accounts and bank accounts…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { accounts: failedData(() => undefined), withdrawals: failedData(() => undefined) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(2);
  },
};

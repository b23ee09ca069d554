import '@testing-library/jest-dom';
import { StrictMode, type ReactElement } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { createTestI18n } from '../../i18n/test-i18n';
import commonDe from '../common/i18n/de.json';
import commonEn from '../common/i18n/en.json';
import commonEsp from '../common/i18n/esp.json';
import commonIta from '../common/i18n/ita.json';
import commonSvn from '../common/i18n/svn.json';
import commonSwe from '../common/i18n/swe.json';
import de from './i18n/de.json';
import en from './i18n/en.json';
import esp from './i18n/esp.json';
import ita from './i18n/ita.json';
import svn from './i18n/svn.json';
import swe from './i18n/swe.json';
import { AccountsView, type AccountsViewProps } from './accounts-view';
import { DashboardView, type DashboardViewProps } from './dashboard-view';
import { FIXTURE_ACCOUNTS, FIXTURE_BANKS, FIXTURE_WITHDRAWALS, loaded } from './money-fixtures';
import type { ClientWithdrawal, WithdrawalSubmitResult } from './types';
import { WithdrawalForm } from './withdrawal-form';
import { parseWithdrawalAmount, validateWithdrawal } from './withdrawal-validation';
import { WithdrawalView, type WithdrawalViewProps } from './withdrawal-view';

const client = {
  en: { client: { ...commonEn, ...en } },
  de: { client: { ...commonDe, ...de } },
  swe: { client: { ...commonSwe, ...swe } },
  esp: { client: { ...commonEsp, ...esp } },
  svn: { client: { ...commonSvn, ...svn } },
  ita: { client: { ...commonIta, ...ita } },
};

function renderUi(ui: ReactElement, language = 'en') {
  const i18n = createTestI18n(language, client);
  return render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </StrictMode>,
  );
}

/** The text of every amount on the page (balances, equities, free margins, totals, withdrawal amounts). */
const amountTexts = (root: HTMLElement = document.body) => [...root.querySelectorAll('[data-amount]')].map((el) => el.textContent ?? '');

const accountsProps = (overrides: Partial<AccountsViewProps> = {}): AccountsViewProps => ({
  accounts: loaded(FIXTURE_ACCOUNTS),
  hideBalance: false,
  listView: false,
  onListViewChange: jest.fn(),
  hideZeroBalances: false,
  onHideZeroBalancesChange: jest.fn(),
  ...overrides,
});

const dashboardProps = (overrides: Partial<DashboardViewProps> = {}): DashboardViewProps => ({
  name: 'Chris Client',
  email: { address: 'client@example.com', confirmed: true },
  accounts: loaded(FIXTURE_ACCOUNTS),
  withdrawals: loaded(FIXTURE_WITHDRAWALS),
  banks: FIXTURE_BANKS,
  hideBalance: false,
  hideZeroBalances: false,
  onHideZeroBalancesChange: jest.fn(),
  hasWithdrawalMenu: true,
  links: { accounts: '/account/accounts', withdrawal: '/account/withdrawal', documents: '/account/documents', demo: '/sign-up/demo' },
  onResendConfirmation: jest.fn(() => Promise.resolve(null)),
  ...overrides,
});

const withdrawalProps = (overrides: Partial<WithdrawalViewProps> = {}): WithdrawalViewProps => ({
  available: true,
  dashboardHref: '/account',
  accounts: loaded(FIXTURE_ACCOUNTS),
  banks: loaded(FIXTURE_BANKS),
  withdrawals: loaded(FIXTURE_WITHDRAWALS),
  hideBalance: false,
  onSubmit: jest.fn(() => Promise.resolve<WithdrawalSubmitResult>({ ok: true })),
  ...overrides,
});

describe('withdrawal checks', () => {
  it('reads plain amounts with at most 2 decimals, a point or a comma', () => {
    expect(parseWithdrawalAmount('250')).toBe(250);
    expect(parseWithdrawalAmount(' 250.5 ')).toBe(250.5);
    expect(parseWithdrawalAmount('250,75')).toBe(250.75);
    expect(parseWithdrawalAmount('1 000,75')).toBe(1000.75);
    for (const text of ['', 'abc', '12.345', '1,000.50', '1,000', '-5', '5e3', '.5', '5.']) expect(parseWithdrawalAmount(text)).toBeNull();
  });

  it('mirrors the service: amount above 0, not above the free margin, a live account and an enabled bank', () => {
    const check = (amount: string, accountId = '1', bankAccountId = '1') =>
      validateWithdrawal({ amount, accountId, bankAccountId }, FIXTURE_ACCOUNTS, FIXTURE_BANKS);
    expect(check('250.50')).toEqual({});
    expect(check('10750')).toEqual({});
    expect(check('10750.01')).toEqual({ amount: 'amountAboveFreeMargin' });
    expect(check('')).toEqual({ amount: 'amountRequired' });
    expect(check('0')).toEqual({ amount: 'amountInvalid' });
    expect(check('0.00')).toEqual({ amount: 'amountInvalid' });
    expect(check('1.234')).toEqual({ amount: 'amountInvalid' });
    expect(check('1', '3')).toEqual({ amount: 'amountAboveFreeMargin' });
    expect(check('1', '4')).toEqual({ account: 'accountDemo' });
    expect(check('1', '', '')).toEqual({ account: 'accountRequired', bank: 'bankRequired' });
    expect(check('1', '1', '2')).toEqual({ bank: 'bankDisabled' });
  });
});

describe('hidden balances', () => {
  it.each([
    ['accounts list', () => renderUi(<AccountsView {...accountsProps({ hideBalance: true, listView: true })} />)],
    ['accounts grid', () => renderUi(<AccountsView {...accountsProps({ hideBalance: true })} />)],
    ['dashboard', () => renderUi(<DashboardView {...dashboardProps({ hideBalance: true })} />)],
    ['withdrawal page', () => renderUi(<WithdrawalView {...withdrawalProps({ hideBalance: true })} />)],
  ])('leave no digit in any amount of the %s', (_name, draw) => {
    draw();
    const texts = amountTexts();
    expect(texts.length).toBeGreaterThan(3);
    for (const text of texts) expect(text).not.toMatch(/\d/);
    // Nor in what a screen reader reads for them.
    for (const masked of screen.getAllByRole('img', { name: /Hidden amount in/ }))
      expect(masked.getAttribute('aria-label')).not.toMatch(/\d/);
  });

  it('show the figures otherwise', () => {
    renderUi(<AccountsView {...accountsProps({ listView: true })} />);
    const row = screen.getByRole('rowheader', { name: '5100001' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('US$12,500.00');
    expect(row).toHaveTextContent('US$12,730.55');
    expect(row).toHaveTextContent('US$10,750.00');
  });

  it('mask the free margins the withdrawal form offers and its over-the-margin message', async () => {
    const user = userEvent.setup();
    renderUi(<WithdrawalForm accounts={FIXTURE_ACCOUNTS} banks={FIXTURE_BANKS} hideBalance onSubmit={jest.fn()} />);
    for (const option of within(screen.getByRole('combobox', { name: 'Account' })).getAllByRole('option')) {
      expect(option.textContent?.split('free margin')[1]).toBe(' hidden');
    }
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '99999');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(amount).toHaveAccessibleDescription(/^In USD.*The amount is above the free margin of this account\.$/);
  });
});

describe('accounts page', () => {
  it('offers "List view" and "Grid view" as pressed/unpressed buttons', async () => {
    const user = userEvent.setup();
    const onListViewChange = jest.fn();
    const { rerender } = renderUi(<AccountsView {...accountsProps({ onListViewChange })} />);
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Account 5100001',
      'Account 5100002',
      'Account 5100003',
      'Account 5100004',
    ]);
    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(onListViewChange).toHaveBeenCalledWith(true);
    rerender(
      <I18nextProvider i18n={createTestI18n('en', client)}>
        <AccountsView {...accountsProps({ onListViewChange, listView: true })} />
      </I18nextProvider>,
    );
    const table = screen.getByRole('table', { name: 'Your trading accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Number', 'Type', 'Platform', 'Currency', 'Balance', 'Equity', 'Free margin']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['5100001', '5100002', '5100003', '5100004']);
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('hides zero balances on request and says how many', async () => {
    const user = userEvent.setup();
    const onHideZeroBalancesChange = jest.fn();
    renderUi(<AccountsView {...accountsProps({ hideZeroBalances: true, listView: true, onHideZeroBalancesChange })} />);
    expect(screen.getByRole('checkbox', { name: 'Hide zero balances' })).toBeChecked();
    expect(screen.queryByRole('rowheader', { name: '5100003' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')).toHaveLength(3);
    expect(screen.getByText(/Accounts with a zero balance hidden: 1\./)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Hide zero balances' }));
    expect(onHideZeroBalancesChange).toHaveBeenCalledWith(false);
  });

  it('says so when the filter hides every account, with a way to show them', async () => {
    const user = userEvent.setup();
    const onHideZeroBalancesChange = jest.fn();
    renderUi(
      <AccountsView {...accountsProps({ accounts: loaded([FIXTURE_ACCOUNTS[2]]), hideZeroBalances: true, onHideZeroBalancesChange })} />,
    );
    expect(screen.getByText(/All your accounts have a zero balance/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show accounts with a zero balance' }));
    expect(onHideZeroBalancesChange).toHaveBeenCalledWith(false);
  });

  it('has loading, empty and error states', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    const { unmount } = renderUi(<AccountsView {...accountsProps({ accounts: { data: undefined, loading: true, error: null } })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your accounts…');
    unmount();
    const second = renderUi(<AccountsView {...accountsProps({ accounts: loaded([]) })} />);
    expect(screen.getByText('You have no trading account yet.')).toBeInTheDocument();
    second.unmount();
    renderUi(<AccountsView {...accountsProps({ accounts: { data: undefined, loading: false, error: 'Offline.', onRetry } })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your accounts could not be loaded. Offline.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('is translated', () => {
    renderUi(<AccountsView {...accountsProps({ listView: true })} />, 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Konten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Listenansicht' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '5100001' }).closest('tr')).toHaveTextContent('12.500,00 $');
  });
});

describe('dashboard', () => {
  it('welcomes the user and totals live balances per currency, demo money apart', () => {
    renderUi(<DashboardView {...dashboardProps()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Chris Client' })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Total balance' });
    const live = totals.querySelector('.bf-money-totals__list--live') as HTMLElement;
    expect([...live.querySelectorAll('.bf-money-totals__item')].map((i) => i.textContent)).toEqual(['USDUS$12,500.00', 'EUR€3,200.50']);
    expect(within(totals).getByRole('heading', { name: /Demo accounts/ })).toBeInTheDocument();
    expect(totals.querySelector('.bf-money-totals__list--demo')).toHaveTextContent('US$10,000.00');
  });

  it('lists the accounts, hiding zero balances per its setting', async () => {
    const user = userEvent.setup();
    const onHideZeroBalancesChange = jest.fn();
    const { unmount } = renderUi(<DashboardView {...dashboardProps({ onHideZeroBalancesChange })} />);
    expect(within(screen.getByRole('list', { name: 'Your accounts' })).getAllByRole('listitem')).toHaveLength(4);
    await user.click(screen.getByRole('checkbox', { name: 'Hide zero balances' }));
    expect(onHideZeroBalancesChange).toHaveBeenCalledWith(true);
    unmount();
    renderUi(<DashboardView {...dashboardProps({ hideZeroBalances: true })} />);
    const cards = within(screen.getByRole('list', { name: 'Your accounts' })).getAllByRole('heading', { level: 3 });
    expect(cards.map((c) => c.textContent)).toEqual(['Account 5100001', 'Account 5100002', 'Account 5100004']);
  });

  it('shows the latest 5 withdrawal requests with their status, and links to all of them when offered', () => {
    const many: ClientWithdrawal[] = Array.from({ length: 7 }, (_, i) => ({
      Id: i + 1,
      AccountId: 1,
      BankAccountId: 1,
      Amount: 10 + i,
      Currency: 'USD',
      Status: i % 2 ? 'Paid' : 'Pending',
      CreatedAt: `2025-0${i + 1}-10T10:00:00.000Z`,
    }));
    const { unmount } = renderUi(<DashboardView {...dashboardProps({ withdrawals: loaded(many) })} />);
    const table = screen.getByRole('table', { name: 'Latest withdrawal requests' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('10 July 2025');
    expect(rows[0]).toHaveTextContent('Deutsche Bank (ending 3000)');
    expect(rows[0]).toHaveTextContent('US$16.00');
    expect(rows[0]).toHaveTextContent('Pending');
    expect(screen.getByRole('link', { name: 'All withdrawals' })).toHaveAttribute('href', '/account/withdrawal');
    unmount();
  });

  it('lists no withdrawal requests on a site without the withdrawal menu, which makes none', () => {
    renderUi(<DashboardView {...dashboardProps({ hasWithdrawalMenu: false })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Chris Client' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Latest withdrawal requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Latest withdrawal requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'All withdrawals' })).not.toBeInTheDocument();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  it('lists the next steps: confirm the e-mail (with "Send the link again"), documents, a demo account when there is none', async () => {
    const user = userEvent.setup();
    const onResendConfirmation = jest.fn(() => Promise.resolve(null));
    const { unmount } = renderUi(
      <DashboardView
        {...dashboardProps({
          email: { address: 'new@example.com', confirmed: false },
          accounts: loaded(FIXTURE_ACCOUNTS.slice(0, 2)),
          onResendConfirmation,
        })}
      />,
    );
    const steps = screen.getByRole('region', { name: 'Next steps' });
    expect(within(steps).getByRole('heading', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: 'Go to documents' })).toHaveAttribute('href', '/account/documents');
    expect(within(steps).getByRole('link', { name: 'Open a demo account' })).toHaveAttribute('href', '/sign-up/demo');
    await user.click(within(steps).getByRole('button', { name: 'Send the link again' }));
    expect(onResendConfirmation).toHaveBeenCalledTimes(1);
    expect(await within(steps).findByText('A new link is on its way to new@example.com.')).toBeInTheDocument();
    unmount();

    renderUi(<DashboardView {...dashboardProps({ onResendConfirmation: () => Promise.resolve('Too many requests.') })} />);
    const confirmed = screen.getByRole('region', { name: 'Next steps' });
    expect(within(confirmed).queryByRole('heading', { name: 'Confirm your e-mail address' })).not.toBeInTheDocument();
    expect(within(confirmed).queryByRole('link', { name: 'Open a demo account' })).not.toBeInTheDocument();
  });

  it('drops the documents step once they are verified, and says when every step is done', () => {
    const { unmount } = renderUi(
      <DashboardView {...dashboardProps({ documentsVerified: true, accounts: loaded(FIXTURE_ACCOUNTS.slice(0, 2)) })} />,
    );
    const steps = screen.getByRole('region', { name: 'Next steps' });
    expect(within(steps).queryByRole('link', { name: 'Go to documents' })).not.toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: 'Open a demo account' })).toBeInTheDocument();
    unmount();
    renderUi(<DashboardView {...dashboardProps({ documentsVerified: true })} />);
    expect(screen.getByRole('region', { name: 'Next steps' })).toHaveTextContent(
      'You are all set: your e-mail address is confirmed and your documents are verified.',
    );
  });

  it('shows why the link was not sent', async () => {
    const user = userEvent.setup();
    renderUi(
      <DashboardView
        {...dashboardProps({
          email: { address: 'new@example.com', confirmed: false },
          onResendConfirmation: () => Promise.resolve('Slow down.'),
        })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Slow down.');
  });

  it.each(['en', 'de', 'swe', 'esp', 'svn', 'ita'])('is translated (%s)', (language) => {
    renderUi(<DashboardView {...dashboardProps()} />, language);
    const title = { en: 'Welcome', de: 'Willkommen', swe: 'Välkommen', esp: 'Bienvenido', svn: 'Dobrodošli', ita: 'Benvenuto' }[language];
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${title}, Chris`);
  });
});

describe('withdrawal form', () => {
  const setup = (onSubmit: jest.Mock = jest.fn(() => Promise.resolve<WithdrawalSubmitResult>({ ok: true }))) => {
    const user = userEvent.setup();
    renderUi(<WithdrawalForm accounts={FIXTURE_ACCOUNTS} banks={FIXTURE_BANKS} hideBalance={false} onSubmit={onSubmit} />);
    return {
      user,
      onSubmit,
      amount: screen.getByRole('textbox', { name: 'Amount' }),
      account: screen.getByRole('combobox', { name: 'Account' }),
      bank: screen.getByRole('combobox', { name: 'Bank account' }),
      submit: () => user.click(screen.getByRole('button', { name: 'Request withdrawal' })),
    };
  };

  it('offers the live accounts with currency and free margin, and the bank accounts (disabled ones disabled)', () => {
    const { account, bank } = setup();
    expect(
      within(account)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '5100001 · MT5 · USD · free margin US$10,750.00',
      '5100002 · cTrader · EUR · free margin €3,180.25',
      '5100003 · WebTrader · USD · free margin US$0.00',
    ]);
    expect(account).toHaveValue('1');
    const barclays = within(bank).getByRole('option', { name: 'Barclays (ending 6819) · GBP (disabled)' });
    expect(barclays).toBeDisabled();
    expect(within(bank).getByRole('option', { name: 'Deutsche Bank (ending 3000) · EUR' })).toBeEnabled();
    expect(bank).toHaveValue('1');
    expect(account).toHaveAccessibleDescription('Free margin: US$10,750.00');
  });

  it('refuses a bad amount before sending, beside the field, and keeps what was typed', async () => {
    const { user, amount, account, submit, onSubmit } = setup();
    await submit();
    expect(amount).toHaveAccessibleDescription(/Enter an amount\.$/);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveFocus();
    await user.type(amount, '10.123');
    expect(amount).toHaveAccessibleDescription(/Enter an amount above 0 with at most 2 decimals/);
    await user.selectOptions(account, '2');
    await user.clear(amount);
    await user.type(amount, '3180.26');
    await submit();
    expect(amount).toHaveAccessibleDescription(/The amount is above the free margin of this account \(€3,180\.25\)\./);
    expect(amount).toHaveValue('3180.26');
    expect(account).toHaveValue('2');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid request, says so and clears the amount only', async () => {
    const { user, amount, account, submit, onSubmit } = setup();
    await user.selectOptions(account, '2');
    await user.type(amount, '250,50');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ accountId: 2, bankAccountId: 1, amount: 250.5 });
    expect(await screen.findByRole('status')).toHaveTextContent('Your withdrawal request has been sent.');
    expect(amount).toHaveValue('');
    expect(account).toHaveValue('2');
  });

  it('shows the service refusals beside their fields or as an alert, keeping every value', async () => {
    const onSubmit = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, fieldErrors: { amount: 'Insufficient margin available.' } })
      .mockResolvedValueOnce({ ok: false, fieldErrors: { bank: "Can't enable account, bank is disabled." } })
      .mockResolvedValueOnce({ ok: false, formError: 'Too many requests. Please wait a moment and try again.' })
      .mockRejectedValueOnce(new Error('boom'));
    const { user, amount, bank, submit } = setup(onSubmit);
    await user.type(amount, '100');
    await submit();
    expect(amount).toHaveAccessibleDescription(/Insufficient margin available\.$/);
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue('100');
    // The refusal concerned the amount as it was: editing it clears the message.
    await user.type(amount, '0');
    expect(amount).not.toHaveAttribute('aria-invalid');
    await submit();
    expect(bank).toHaveAccessibleDescription("Can't enable account, bank is disabled.");
    expect(bank).toHaveFocus();
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please wait a moment and try again.');
    expect(screen.getByRole('alert')).toHaveFocus();
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Your request could not be sent. Please try again.');
    expect(amount).toHaveValue('1000');
  });

  it('sends once while a request is under way', async () => {
    let answer: (r: WithdrawalSubmitResult) => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<WithdrawalSubmitResult>((resolve) => (answer = resolve)));
    const { user, amount, submit } = setup(onSubmit);
    await user.type(amount, '5');
    await submit();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await act(async () => answer({ ok: true }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Request withdrawal' })).toBeEnabled();
  });

  it('says when there is nothing to withdraw from or to', () => {
    const { unmount } = renderUi(
      <WithdrawalForm accounts={[FIXTURE_ACCOUNTS[3]]} banks={FIXTURE_BANKS} hideBalance={false} onSubmit={jest.fn()} />,
    );
    expect(screen.getByText(/You have no live trading account to withdraw from/)).toBeInTheDocument();
    unmount();
    renderUi(<WithdrawalForm accounts={FIXTURE_ACCOUNTS} banks={[]} hideBalance={false} onSubmit={jest.fn()} />);
    expect(screen.getByText(/You have no bank account to be paid to/)).toBeInTheDocument();
  });
});

describe('withdrawal page', () => {
  it('lists the requests with date, account, bank, amount and status', () => {
    renderUi(<WithdrawalView {...withdrawalProps()} />);
    const table = screen.getByRole('table', { name: 'Your withdrawal requests' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['20 November 2025', '5100001', 'Deutsche Bank (ending 3000)', 'US$500.00', 'Pending'],
      ['15 October 2025', '5100002', 'Deutsche Bank (ending 3000)', '€500.00', 'Rejected'],
      ['2 September 2025', '5100001', 'Deutsche Bank (ending 3000)', 'US$1,000.00', 'Paid'],
    ]);
  });

  it('writes dates in the interface language', () => {
    renderUi(<WithdrawalView {...withdrawalProps()} />, 'ita');
    const table = screen.getByRole('table', { name: 'Le tue richieste di prelievo' });
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('20 novembre 2025');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('In attesa');
  });

  it('says when withdrawals are not offered and links to the dashboard', () => {
    renderUi(<WithdrawalView {...withdrawalProps({ available: false })} />);
    expect(screen.getByText(/Withdrawals are not offered in the client area/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

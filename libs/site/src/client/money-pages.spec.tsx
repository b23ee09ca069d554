import '@testing-library/jest-dom';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { createRedirectMemory } from '@brokerfront/auth';
import { addAuthListeners, authStarted } from '@brokerfront/auth/redux';
import { createFakeTokenServer, createMemoryTabNetwork, createSharedLocks, MemoryStorage } from '@brokerfront/auth/testing';
import { makeTestConfiguration, SIX_LANGUAGES } from '@brokerfront/config/testing';
import {
  DocumentStatus,
  DocumentType,
  Gender,
  UserType,
  type BankAccount,
  type TradingAccount,
  type User,
  type UserDocument,
  type Withdrawal,
} from '@brokerfront/identity-api';
import { SiteApp } from '../app/site-app';
import { makeStore } from '../app/store';
import { createRoutes } from '../app/routes';
import { startSiteI18n } from '../i18n/site-i18n';
import { createSiteSession } from '../session/site-session';
import { hubUrlOf, startLiveSession } from '../live/live-session';
import { AutoHubBuilder, envelope, testResources, type ApiCall } from '../live/testing/live-site';
import { installNavigationRequest } from '../testing/navigation-request';
import {
  hideBalanceSet,
  selectAccountsHideZeroBalances,
  selectAccountsListView,
  selectDashboardHideZeroBalances,
} from '../settings/settings-slice';
import { runtimeOf } from '../runtime/testing';

configure({ asyncUtilTimeout: 5000 });
// Whole pages through the site on a shared machine: room for their many steps.
jest.setTimeout(30_000);

const CLIENT: User = {
  Id: 2,
  FirstName: 'Chris',
  LastName: 'Client',
  MiddleName: null,
  Email: 'client@example.com',
  EmailConfirmed: true,
  Gender: Gender.None,
  UserType: UserType.Individual,
  BirthDate: '0001-01-01T00:00:00Z',
  CountryCode: 'GB',
  IsFullyRegistered: true,
  IsArchived: false,
  IsBlocked: false,
  InactivityLogoutMinutes: 10,
  CreatedAt: '2024-03-05T10:00:00.000Z',
  UpdatedAt: '2024-03-05T10:00:00.000Z',
  TimeZone: 'Europe/London',
  FullName: 'Chris Client',
} as User;

interface StoredAccount {
  account: Omit<TradingAccount, 'FreeMargin'>;
  /** Margin of open positions. */
  margin: number;
}

/**
 * The accounts extension over memory, seeded like the reference backend's demo client (contract
 * "Extension: trading accounts, bank accounts and withdrawals", Seed) and checking a request in the
 * contract's order: amount, account, demo, bank, disabled bank, free margin.
 */
function accountsService() {
  const cents = (n: number) => Math.round(n * 100);
  const accounts: StoredAccount[] = [
    {
      account: {
        Id: 1,
        Number: '5100001',
        Type: 'Live',
        Platform: 'MT5',
        Currency: 'USD',
        Balance: 12500,
        Equity: 12730.55,
        CreatedAt: '2024-03-04T09:15:00.000Z',
      } as StoredAccount['account'],
      margin: 1250,
    },
    {
      account: {
        Id: 2,
        Number: '5100002',
        Type: 'Live',
        Platform: 'cTrader',
        Currency: 'EUR',
        Balance: 3200.5,
        Equity: 3180.25,
        CreatedAt: '2024-06-11T14:30:00.000Z',
      } as StoredAccount['account'],
      margin: 0,
    },
    {
      account: {
        Id: 3,
        Number: '5100003',
        Type: 'Live',
        Platform: 'WebTrader',
        Currency: 'USD',
        Balance: 0,
        Equity: 0,
        CreatedAt: '2025-01-20T08:00:00.000Z',
      } as StoredAccount['account'],
      margin: 0,
    },
    {
      account: {
        Id: 4,
        Number: '5100004',
        Type: 'Demo',
        Platform: 'WebTrader',
        Currency: 'USD',
        Balance: 10000,
        Equity: 10000,
        CreatedAt: '2024-02-28T17:45:00.000Z',
      } as StoredAccount['account'],
      margin: 0,
    },
  ];
  const banks: BankAccount[] = [
    { Id: 1, BankName: 'Deutsche Bank', Iban: '******************3000', Currency: 'EUR', Enabled: true },
    { Id: 2, BankName: 'Barclays', Iban: '******************6819', Currency: 'GBP', Enabled: false },
  ];
  const withdrawals: Withdrawal[] = [
    { Id: 3, AccountId: 1, BankAccountId: 1, Amount: 500, Currency: 'USD', Status: 'Pending', CreatedAt: '2025-11-20T10:00:00.000Z' },
    { Id: 2, AccountId: 2, BankAccountId: 1, Amount: 500, Currency: 'EUR', Status: 'Rejected', CreatedAt: '2025-10-15T10:00:00.000Z' },
    { Id: 1, AccountId: 1, BankAccountId: 1, Amount: 1000, Currency: 'USD', Status: 'Paid', CreatedAt: '2025-09-02T10:00:00.000Z' },
  ] as Withdrawal[];
  const freeMargin = ({ account, margin }: StoredAccount) => {
    const reserved = withdrawals
      .filter((w) => w.AccountId === account.Id && (w.Status === 'Pending' || w.Status === 'Approved'))
      .reduce((sum, w) => sum + cents(w.Amount), 0);
    return (cents(Math.min(account.Balance, account.Equity)) - cents(margin) - reserved) / 100;
  };
  const documents: UserDocument[] = [];
  const requests: unknown[] = [];
  let failAccounts = 0;
  let withdrawalRefusal: Array<{ Code: string; Data?: unknown }> | null = null;
  const handler = (call: ApiCall) => {
    if (call.path === 'accounts/Mine') {
      if (failAccounts > 0) {
        failAccounts -= 1;
        return envelope(null, 500, [{ Code: 'internal_error' }]);
      }
      return envelope(accounts.map((a) => ({ ...a.account, FreeMargin: freeMargin(a) })));
    }
    if (call.path === 'accounts/Banks') return envelope(banks);
    if (call.path === 'accounts/Withdrawals' && call.method === 'GET') return envelope(withdrawals);
    if (call.path === 'accounts/Withdrawals' && call.method === 'POST') {
      const body = call.body as { AccountId: number; BankAccountId: number; Amount: number };
      requests.push(body);
      if (withdrawalRefusal) return envelope(null, 400, withdrawalRefusal);
      if (typeof body.Amount !== 'number' || body.Amount <= 0 || cents(body.Amount) !== body.Amount * 100)
        return envelope(null, 400, [{ Code: 'invalid_amount', Data: 'Amount: expected a number above 0 with at most 2 decimals' }]);
      const stored = accounts.find((a) => a.account.Id === body.AccountId);
      if (!stored) return envelope(null, 404, [{ Code: 'not_found', Data: body.AccountId }]);
      if (stored.account.Type === 'Demo') return envelope(null, 400, [{ Code: 'demo_account_withdrawal', Data: body.AccountId }]);
      const bank = banks.find((b) => b.Id === body.BankAccountId);
      if (!bank) return envelope(null, 400, [{ Code: 'bank_not_found', Data: body.BankAccountId }]);
      if (!bank.Enabled) return envelope(null, 400, [{ Code: 'bank_not_enabled', Data: body.BankAccountId }]);
      if (cents(body.Amount) > cents(freeMargin(stored)))
        return envelope(null, 400, [{ Code: 'not_enough_free_margin', Data: freeMargin(stored) }]);
      const created = {
        Id: Math.max(...withdrawals.map((w) => w.Id)) + 1,
        AccountId: body.AccountId,
        BankAccountId: body.BankAccountId,
        Amount: body.Amount,
        Currency: stored.account.Currency,
        Status: 'Pending',
        CreatedAt: '2025-12-01T09:30:00.000Z',
      } as Withdrawal;
      withdrawals.unshift(created);
      return envelope(created, 201);
    }
    if (call.path === 'users/ResendConfirmation') return envelope(null);
    if (call.path === 'users/2/Documents') return envelope(documents);
    return undefined;
  };
  return {
    handler,
    banks,
    withdrawals,
    documents,
    requests,
    failNextAccounts: (times: number) => {
      failAccounts = times;
    },
    /** Refuses every withdrawal request with these errors. */
    refuseWithdrawals: (errors: Array<{ Code: string; Data?: unknown }>) => {
      withdrawalRefusal = errors;
    },
  };
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  installNavigationRequest();
});

/** The site signed in as the demo client at `path`, over the accounts service (and `hasWithdrawalMenu`, on by default). */
async function openPage(
  path: string,
  {
    hasWithdrawalMenu = true,
    user = CLIENT,
    failAccounts = 0,
    documents = [],
  }: { hasWithdrawalMenu?: boolean; user?: User; failAccounts?: number; documents?: UserDocument[] } = {},
) {
  const languages = [SIX_LANGUAGES[0]];
  const config = makeTestConfiguration({ languages, defaultLanguage: languages[0], hasWithdrawalMenu });
  const { i18n, languageStore } = await startSiteI18n(config.appConfig, {
    resources: testResources(),
    storage: new MemoryStorage() as unknown as Storage,
    pathname: path,
    logger: { warn: () => undefined },
  });
  const service = accountsService();
  service.failNextAccounts(failAccounts);
  service.documents.push(...documents);
  const server = createFakeTokenServer();
  const calls: ApiCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    if (url.includes('/connect/token')) return server.fetch(url, init);
    const { pathname, search } = new URL(url);
    const callPath =
      pathname
        .replace(/^.*\/api\/v1\//, '')
        .replace(/^\/permissions\/UserPermissions\//, 'permissions/')
        .replace(/\/$/, '') + search;
    const text = typeof init?.body === 'string' ? init.body : '';
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: callPath,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      caller: '',
    };
    calls.push(call);
    const answer = service.handler(call);
    if (answer) return answer;
    if (callPath === 'users/GetCurrentUser') return envelope(user);
    if (callPath.startsWith('permissions/User/')) return envelope([]);
    return envelope(null, 404, [{ Code: 'not_found' }]);
  };
  const network = createMemoryTabNetwork();
  const quiet = { subscribe: () => () => undefined };
  const siteSession = createSiteSession(config, {
    fetch: fetch as typeof globalThis.fetch,
    session: {
      localStorage: new MemoryStorage(),
      sessionStorage: new MemoryStorage(),
      channel: network.connect(),
      locks: createSharedLocks(),
      startupTimeoutMs: 0,
    },
    idle: { storage: new MemoryStorage(), activity: quiet, wake: quiet },
    redirectMemory: createRedirectMemory(new MemoryStorage()),
  });
  await siteSession.session.login({ email: 'client@example.com', password: 'Client1' });
  const store = makeStore(undefined, { identity: siteSession.identity });
  const disconnect = addAuthListeners(store.startListening, siteSession.session, { idleWatch: siteSession.idleWatch });
  const builder = new AutoHubBuilder();
  const live = startLiveSession(store, {
    session: siteSession.session,
    idleWatch: siteSession.idleWatch,
    hubUrl: hubUrlOf(config.gatewayConfig),
    hubOptions: { connectionBuilder: () => builder },
  });
  store.dispatch(authStarted());
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const view = render(
    <SiteApp
      config={config}
      template="template1"
      router={router}
      i18n={i18n}
      languageStore={languageStore}
      runtime={runtimeOf({ store, session: siteSession })}
    />,
  );
  cleanups.push(() => {
    view.unmount();
    void live.stop();
    disconnect();
    siteSession.dispose();
  });
  return { store, router, service, calls };
}

/** The text of every amount on the page. */
const amountTexts = () => [...document.querySelectorAll('[data-amount]')].map((el) => el.textContent ?? '');

describe('dashboard', () => {
  it('welcomes the client with the seeded accounts, the totals and the latest requests', async () => {
    const { store } = await openPage('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Chris Client' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard | Example Broker'));
    const accounts = await screen.findByRole('list', { name: 'Your accounts' });
    expect(
      within(accounts)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Account 5100001', 'Account 5100002', 'Account 5100003', 'Account 5100004']);
    const totals = screen.getByRole('region', { name: 'Total balance' });
    expect(totals).toHaveTextContent('US$12,500.00');
    expect(totals).toHaveTextContent('€3,200.50');
    const latest = screen.getByRole('table', { name: 'Latest withdrawal requests' });
    expect(within(latest).getAllByRole('row')[1]).toHaveTextContent(/20 November 2025.*5100001.*Deutsche Bank.*US\$500\.00.*Pending/);
    expect(screen.getByRole('link', { name: 'All withdrawals' })).toHaveAttribute('href', '/account/withdrawal');
    expect(screen.getByRole('link', { name: 'Go to documents' })).toHaveAttribute('href', '/account/documents');
    // The client has a demo account and a confirmed address: those steps are done.
    expect(screen.queryByRole('link', { name: 'Open a demo account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide zero balances' }));
    expect(selectDashboardHideZeroBalances(store.getState())).toBe(true);
    expect(within(accounts).queryByRole('heading', { name: 'Account 5100003' })).not.toBeInTheDocument();
  });

  it('lists no withdrawal requests without hasWithdrawalMenu, and asks for none', async () => {
    const { calls } = await openPage('/account', { hasWithdrawalMenu: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Chris Client' })).toBeInTheDocument();
    const accounts = await screen.findByRole('list', { name: 'Your accounts' });
    expect(within(accounts).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.queryByRole('region', { name: 'Latest withdrawal requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'All withdrawals' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Pending/)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'accounts/Withdrawals' || c.path === 'accounts/Banks')).toEqual([]);
    expect(calls.some((c) => c.path === 'accounts/Mine')).toBe(true);
  });

  it('drops the documents step once a proof of identity and a proof of address are verified', async () => {
    const doc = (Id: number, type: DocumentType): UserDocument =>
      ({ Id, UserId: 2, DocumentType: type, FileName: `${Id}.pdf`, Status: DocumentStatus.Verified }) as UserDocument;
    await openPage('/account', { documents: [doc(1, DocumentType.Identity), doc(2, DocumentType.ProofOfAddress)] });
    const steps = await screen.findByRole('region', { name: 'Next steps' });
    expect(await within(steps).findByText(/You are all set/)).toBeInTheDocument();
    expect(within(steps).queryByRole('link', { name: 'Go to documents' })).not.toBeInTheDocument();
  });

  it('asks an unconfirmed client to confirm the address and sends the link again', async () => {
    const { calls } = await openPage('/account', { user: { ...CLIENT, EmailConfirmed: false } });
    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('A new link is on its way to client@example.com.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'users/ResendConfirmation')?.body).toEqual({ Email: 'client@example.com' });
  });
});

describe('accounts page', () => {
  it('shows the seeded accounts as a grid or a list, with zero balances hidden on request', async () => {
    const { store } = await openPage('/account/accounts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Accounts | Example Broker'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Account 5100001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(selectAccountsListView(store.getState())).toBe(true);
    const table = screen.getByRole('table', { name: 'Your trading accounts' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['5100001', '5100002', '5100003', '5100004']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/MT5.*USD.*US\$12,500\.00.*US\$12,730\.55.*US\$10,750\.00/);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide zero balances' }));
    expect(selectAccountsHideZeroBalances(store.getState())).toBe(true);
    expect(within(table).queryByRole('rowheader', { name: '5100003' })).not.toBeInTheDocument();
  });

  it('says when the accounts cannot be loaded and loads them again', async () => {
    await openPage('/account/accounts', { failAccounts: 1 });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Your accounts could not be loaded\./);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Account 5100001' })).toBeInTheDocument();
  });
});

describe('hidden balances', () => {
  it.each(['/account', '/account/accounts', '/account/withdrawal'])('leave no digit of an amount on %s', async (path) => {
    const { store } = await openPage(path);
    await screen.findAllByText(/5100001/);
    await waitFor(() => expect(amountTexts().some((text) => /\d/.test(text))).toBe(true));
    act(() => {
      store.dispatch(hideBalanceSet(true));
    });
    const texts = amountTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toMatch(/\d/);
    // Nor anywhere else on the page (options, messages): no figure of the seeded balances, equities, margins or requests.
    const page = document.body.textContent ?? '';
    for (const figure of ['12,500', '12,730', '10,750', '3,200', '3,180', '10,000', '500.00', '1,000.00'])
      expect(page).not.toContain(figure);
  });
});

describe('withdrawal page', () => {
  const amountBox = () => screen.getByRole('textbox', { name: 'Amount' });
  const requestButton = () => screen.getByRole('button', { name: 'Request withdrawal' });

  it('offers the live accounts and the enabled bank, and checks the free margin before sending', async () => {
    const { service } = await openPage('/account/withdrawal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdrawal' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Withdrawal | Example Broker'));
    const account = await screen.findByRole('combobox', { name: 'Account' });
    expect(
      within(account)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '5100001 · MT5 · USD · free margin US$10,750.00',
      '5100002 · cTrader · EUR · free margin €3,180.25',
      '5100003 · WebTrader · USD · free margin US$0.00',
    ]);
    const bank = screen.getByRole('combobox', { name: 'Bank account' });
    expect(within(bank).getByRole('option', { name: 'Barclays (ending 6819) · GBP (disabled)' })).toBeDisabled();

    await userEvent.type(amountBox(), '20000');
    await userEvent.click(requestButton());
    expect(amountBox()).toHaveAccessibleDescription(/The amount is above the free margin of this account \(US\$10,750\.00\)\./);
    expect(service.requests).toHaveLength(0);
  });

  it("shows the service's 'Insufficient margin available.' beside the amount and keeps it", async () => {
    const { service } = await openPage('/account/withdrawal');
    await screen.findByRole('combobox', { name: 'Account' });
    // Another tab has meanwhile reserved 600.00 of the account: the page still shows the old free margin.
    service.withdrawals.unshift({ ...service.withdrawals[0], Id: 9, Amount: 600 });
    await userEvent.type(amountBox(), '10500');
    await userEvent.click(requestButton());
    await waitFor(() => expect(amountBox()).toHaveAccessibleDescription(/Insufficient margin available\.$/));
    expect(amountBox()).toHaveValue('10500');
    expect(amountBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Account' })).toHaveValue('1');
    expect(service.requests).toEqual([{ AccountId: 1, BankAccountId: 1, Amount: 10500 }]);
    // The refusal refreshed the accounts: the new free margin shows.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Account' })).toHaveAccessibleDescription('Free margin: US$10,150.00'));
  });

  it('shows a bank refusal beside the bank account', async () => {
    const { service } = await openPage('/account/withdrawal');
    await screen.findByRole('combobox', { name: 'Account' });
    service.banks[0].Enabled = false;
    await userEvent.type(amountBox(), '10');
    await userEvent.click(requestButton());
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Bank account' })).toHaveAccessibleDescription(
        /Can't enable account, bank is disabled\./,
      ),
    );
    expect(amountBox()).toHaveValue('10');
  });

  it('says every error of a refusal (SPEC §8, joined by commas): each beside its field, the others in the alert', async () => {
    const { service } = await openPage('/account/withdrawal');
    await screen.findByRole('combobox', { name: 'Account' });
    service.refuseWithdrawals([
      { Code: 'invalid_amount', Data: 'Amount' },
      { Code: 'not_enough_free_margin', Data: 10 },
      { Code: 'bank_not_enabled', Data: 1 },
      { Code: 'market_not_open' },
      { Code: 'invalid_close_at_profit_rate', Data: 'TakeProfit' },
      { Code: 'payout_paused', Data: 'until Monday' },
    ]);
    await userEvent.type(amountBox(), '10');
    await userEvent.click(requestButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Market closed., Invalid take-profit rate., Code: payout_paused, Data = until Monday',
      ),
    );
    expect(amountBox()).toHaveAccessibleDescription(/Invalid amount\., Insufficient margin available\.$/);
    expect(screen.getByRole('combobox', { name: 'Bank account' })).toHaveAccessibleDescription(/Can't enable account, bank is disabled\.$/);
    expect(amountBox()).toHaveValue('10');
  });

  it('sends a valid request, which appears in the list as Pending', async () => {
    const { service } = await openPage('/account/withdrawal');
    const list = await screen.findByRole('table', { name: 'Your withdrawal requests' });
    expect(within(list).getAllByRole('row')).toHaveLength(4);
    await screen.findByRole('combobox', { name: 'Account' });
    await userEvent.type(amountBox(), '250.50');
    await userEvent.click(requestButton());
    expect(await screen.findByText('Your withdrawal request has been sent. It is listed below as Pending.')).toBeInTheDocument();
    expect(service.requests).toEqual([{ AccountId: 1, BankAccountId: 1, Amount: 250.5 }]);
    expect(amountBox()).toHaveValue('');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Your withdrawal requests' })).getAllByRole('row')).toHaveLength(5),
    );
    const first = within(screen.getByRole('table', { name: 'Your withdrawal requests' })).getAllByRole('row')[1];
    expect(first).toHaveTextContent(/1 December 2025.*5100001.*Deutsche Bank \(ending 3000\).*US\$250\.50.*Pending/);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Account' })).toHaveAccessibleDescription('Free margin: US$10,499.50'));
  });

  it('says withdrawals are not offered without hasWithdrawalMenu, and asks for nothing', async () => {
    const { calls } = await openPage('/account/withdrawal', { hasWithdrawalMenu: false });
    expect(await screen.findByText(/Withdrawals are not offered in the client area/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('accounts/'))).toEqual([]);
  });
});

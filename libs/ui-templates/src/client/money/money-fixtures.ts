/**
 * Fixture data of the stories and tests: the seeded demo client of the reference backend (contract,
 * "Extension: trading accounts, bank accounts and withdrawals", Seed).
 */
import type { ClientBankAccount, ClientTradingAccount, ClientWithdrawal, MoneyData } from './types';

export const FIXTURE_ACCOUNTS: readonly ClientTradingAccount[] = [
  { Id: 1, Number: '5100001', Type: 'Live', Platform: 'MT5', Currency: 'USD', Balance: 12500, Equity: 12730.55, FreeMargin: 10750 },
  { Id: 2, Number: '5100002', Type: 'Live', Platform: 'cTrader', Currency: 'EUR', Balance: 3200.5, Equity: 3180.25, FreeMargin: 3180.25 },
  { Id: 3, Number: '5100003', Type: 'Live', Platform: 'WebTrader', Currency: 'USD', Balance: 0, Equity: 0, FreeMargin: 0 },
  { Id: 4, Number: '5100004', Type: 'Demo', Platform: 'WebTrader', Currency: 'USD', Balance: 10000, Equity: 10000, FreeMargin: 10000 },
];

/** Accounts that all have a zero balance. */
export const FIXTURE_ZERO_ACCOUNTS: readonly ClientTradingAccount[] = [
  { Id: 3, Number: '5100003', Type: 'Live', Platform: 'WebTrader', Currency: 'USD', Balance: 0, Equity: 0, FreeMargin: 0 },
];

export const FIXTURE_BANKS: readonly ClientBankAccount[] = [
  { Id: 1, BankName: 'Deutsche Bank', Iban: '******************3000', Currency: 'EUR', Enabled: true },
  { Id: 2, BankName: 'Barclays', Iban: '******************6819', Currency: 'GBP', Enabled: false },
];

export const FIXTURE_WITHDRAWALS: readonly ClientWithdrawal[] = [
  { Id: 3, AccountId: 1, BankAccountId: 1, Amount: 500, Currency: 'USD', Status: 'Pending', CreatedAt: '2025-11-20T10:00:00.000Z' },
  { Id: 2, AccountId: 2, BankAccountId: 1, Amount: 500, Currency: 'EUR', Status: 'Rejected', CreatedAt: '2025-10-15T10:00:00.000Z' },
  { Id: 1, AccountId: 1, BankAccountId: 1, Amount: 1000, Currency: 'USD', Status: 'Paid', CreatedAt: '2025-09-02T10:00:00.000Z' },
];

/** A block of data that has loaded. */
export const loaded = <T>(data: T): MoneyData<T> => ({ data, loading: false, error: null });

/** A block of data loading for the first time. */
export const loadingData = <T>(): MoneyData<T> => ({ data: undefined, loading: true, error: null });

/** A block of data whose load failed. */
export const failedData = <T>(onRetry?: () => void): MoneyData<T> => ({
  data: undefined,
  loading: false,
  error: 'The service cannot be reached. Check your connection and try again.',
  onRetry,
});

/**
 * The data the money views show. The shapes are those of the service's wire records (contract
 * "Extension: trading accounts, bank accounts and withdrawals"), declared here so that this lib stays
 * free of the identity API: the site passes its records as they are.
 */

/** A trading account. `Type` is `Live` or `Demo`. */
export interface ClientTradingAccount {
  Id: number;
  /** The account number on the trading platform (not a balance: it is never masked). */
  Number: string;
  Type: string;
  Platform: string;
  Currency: string;
  Balance: number;
  Equity: number;
  /** What may still be withdrawn. */
  FreeMargin: number;
}

/** A bank account withdrawals are paid to (IBAN masked by the service). */
export interface ClientBankAccount {
  Id: number;
  BankName: string;
  Iban: string;
  Currency: string;
  /** A disabled bank account cannot receive withdrawals. */
  Enabled: boolean;
}

/** The status of a withdrawal request: `Pending`, `Approved`, `Rejected` or `Paid`. */
export type ClientWithdrawalStatus = 'Pending' | 'Approved' | 'Rejected' | 'Paid';

/** A withdrawal request. */
export interface ClientWithdrawal {
  Id: number;
  AccountId: number;
  BankAccountId: number;
  Amount: number;
  Currency: string;
  /** One of {@link ClientWithdrawalStatus} (another value is shown as it is). */
  Status: string;
  /** ISO-8601 UTC. */
  CreatedAt: string;
}

/** One block of data as a page has it: loaded, loading for the first time, or failed. */
export interface MoneyData<T> {
  /** The data once loaded (kept while it is refreshed). */
  data: T | undefined;
  /** The first load is running. */
  loading: boolean;
  /** The load failed and there is no data: what went wrong (already translated), else null. */
  error: string | null;
  /** Loads again after an error. */
  onRetry?: () => void;
  /** A reload is running. */
  retrying?: boolean;
}

/** A withdrawal request as the form sends it. */
export interface WithdrawalFormRequest {
  accountId: number;
  bankAccountId: number;
  /** Above 0, at most 2 decimals. */
  amount: number;
}

/** The fields of the withdrawal form. */
export type WithdrawalField = 'amount' | 'account' | 'bank';

/**
 * What became of a request: accepted, or refused with texts (already in the interface language) for
 * the fields they concern and for the form as a whole.
 */
export type WithdrawalSubmitResult =
  | { ok: true }
  | { ok: false; fieldErrors?: Partial<Record<WithdrawalField, string>>; formError?: string };

/** True for a demo (virtual funds) account. */
export const isDemoAccount = (account: Pick<ClientTradingAccount, 'Type'>): boolean => account.Type === 'Demo';

/** True when an account's balance is zero (the "Hide zero balances" filter). */
export const hasZeroBalance = (account: Pick<ClientTradingAccount, 'Balance'>): boolean => Math.round(account.Balance * 100) === 0;

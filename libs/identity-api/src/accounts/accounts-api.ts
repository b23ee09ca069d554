import type { BankAccount, TradingAccount, Withdrawal, WithdrawalRequest, WithdrawalStatus } from '../entities/accounts';
import type { HttpClient, RequestOptions } from '../http/http-client';

/**
 * Trading accounts, bank accounts and withdrawals (`{server}/{root}/api/{version}/accounts/…`, contract
 * "Extension: trading accounts, bank accounts and withdrawals"). The lists answer the signed-in user's
 * data, or another user's when `userId` is given (an employee with `users.read` on that user).
 */
export interface AccountsApi {
  /** `GET accounts/Mine[?userId=]`: trading accounts, oldest first. */
  getMyAccounts(userId?: number, options?: RequestOptions): Promise<TradingAccount[]>;
  /** `GET accounts/Banks[?userId=]`: bank accounts (IBANs masked), oldest first. */
  getBankAccounts(userId?: number, options?: RequestOptions): Promise<BankAccount[]>;
  /** `GET accounts/Withdrawals[?userId=]`: withdrawal requests, newest first. */
  getWithdrawals(userId?: number, options?: RequestOptions): Promise<Withdrawal[]>;
  /** `POST accounts/Withdrawals`: asks for a withdrawal of the signed-in user; answers it (`Pending`). */
  requestWithdrawal(request: WithdrawalRequest, options?: RequestOptions): Promise<Withdrawal>;
  /** `POST accounts/Withdrawals/{id}/SetStatus` (employees): approves, rejects or pays a request. */
  setWithdrawalStatus(id: number, status: WithdrawalStatus, options?: RequestOptions): Promise<Withdrawal>;
}

/** `path?userId=…`, or `path` alone when no user is named (the caller's own data). */
function forUser(path: string, userId: number | undefined): string {
  return userId === undefined || userId === null ? path : `${path}?userId=${encodeURIComponent(String(userId))}`;
}

/**
 * The typed account and withdrawal calls over an {@link HttpClient}.
 *
 * @example
 * const accounts = createAccountsApi(http);
 * const [live] = (await accounts.getMyAccounts()).filter((a) => a.Type === TradingAccountType.Live);
 * await accounts.requestWithdrawal({ AccountId: live.Id, BankAccountId: bank.Id, Amount: 250.75 });
 */
export function createAccountsApi(http: HttpClient): AccountsApi {
  return {
    getMyAccounts: (userId, o) => http.get(forUser('accounts/Mine', userId), o),
    getBankAccounts: (userId, o) => http.get(forUser('accounts/Banks', userId), o),
    getWithdrawals: (userId, o) => http.get(forUser('accounts/Withdrawals', userId), o),
    requestWithdrawal: (request, o) => http.post('accounts/Withdrawals', request, o),
    setWithdrawalStatus: (id, status, o) =>
      http.post(`accounts/Withdrawals/${encodeURIComponent(String(id))}/SetStatus`, { Status: status }, o),
  };
}

/** Kind of trading account (a string on the wire): real money or virtual funds. */
export enum TradingAccountType {
  Live = 'Live',
  Demo = 'Demo',
}

/**
 * A trading account (`GET accounts/Mine`). Amounts are numbers with at most 2 decimals, in `Currency`
 * (ISO 4217).
 */
export interface TradingAccount {
  Id: number;
  /** The account number on the trading platform (digits), e.g. `"5100001"`. */
  Number: string;
  Type: TradingAccountType;
  /** `MT5`, `cTrader` or `WebTrader`. */
  Platform: string;
  Currency: string;
  Balance: number;
  Equity: number;
  /** What may still be withdrawn: min(Balance, Equity) − margin − pending and approved requests. */
  FreeMargin: number;
  /** ISO-8601 UTC. */
  CreatedAt: string;
}

/** A bank account withdrawals are paid to (`GET accounts/Banks`). */
export interface BankAccount {
  Id: number;
  BankName: string;
  /** Masked: every character but the last 4 is `*` (the full IBAN is never sent). */
  Iban: string;
  Currency: string;
  /** A disabled bank account cannot receive withdrawals. */
  Enabled: boolean;
}

/** Status of a withdrawal (a string on the wire). `Rejected` and `Paid` are final. */
export enum WithdrawalStatus {
  Pending = 'Pending',
  Approved = 'Approved',
  Rejected = 'Rejected',
  Paid = 'Paid',
}

/** A withdrawal request as the service records it (`GET accounts/Withdrawals`, newest first). */
export interface Withdrawal {
  Id: number;
  /** The trading account paid from. */
  AccountId: number;
  /** The bank account paid to. */
  BankAccountId: number;
  Amount: number;
  /** The trading account's currency. */
  Currency: string;
  Status: WithdrawalStatus;
  /** ISO-8601 UTC. */
  CreatedAt: string;
}

/** Body of `POST accounts/Withdrawals`: pay `Amount` (> 0, at most 2 decimals) from a live account to a bank account. */
export interface WithdrawalRequest {
  AccountId: number;
  BankAccountId: number;
  Amount: number;
}

import type { ClientBankAccount, ClientTradingAccount, WithdrawalField } from './types';

/** The largest amount the service takes (contract: "above 1 000 000 000 000" is `invalid_amount`). */
export const MAX_WITHDRAWAL_AMOUNT = 1_000_000_000_000;

/** The values of the withdrawal form as typed and chosen. */
export interface WithdrawalFormValues {
  /** The amount as typed. */
  amount: string;
  /** The chosen trading account's id, or '' for none. */
  accountId: string;
  /** The chosen bank account's id, or '' for none. */
  bankAccountId: string;
}

/** Why a field is refused (a key of `client:withdrawal.errors`). */
export type WithdrawalValidationError =
  | 'amountRequired'
  | 'amountInvalid'
  | 'amountAboveFreeMargin'
  | 'accountRequired'
  | 'accountDemo'
  | 'bankRequired'
  | 'bankDisabled';

/**
 * The amount typed, as a number, or null when it is not a plain amount: digits with at most 2 decimals
 * after a point or a comma (`250`, `250.5`, `250,50`); spaces are ignored. Group separators are refused
 * rather than guessed (`1,000` is not read as one thousand nor as one).
 */
export function parseWithdrawalAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d+(?:[.,]\d{1,2})?$/.test(compact)) return null;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** Cents of an amount (amounts have at most 2 decimals). */
const cents = (amount: number) => Math.round(amount * 100);

/**
 * The browser's checks of a withdrawal request, mirroring the service's: an amount above 0 with at most
 * 2 decimals and not above the chosen account's free margin, a live account, an enabled bank account.
 * The service checks again (the free margin may have changed meanwhile).
 */
export function validateWithdrawal(
  values: WithdrawalFormValues,
  accounts: readonly ClientTradingAccount[],
  banks: readonly ClientBankAccount[],
): Partial<Record<WithdrawalField, WithdrawalValidationError>> {
  const errors: Partial<Record<WithdrawalField, WithdrawalValidationError>> = {};
  const account = accounts.find((a) => String(a.Id) === values.accountId);
  const bank = banks.find((b) => String(b.Id) === values.bankAccountId);
  if (!account) errors.account = 'accountRequired';
  else if (account.Type === 'Demo') errors.account = 'accountDemo';
  if (!bank) errors.bank = 'bankRequired';
  else if (!bank.Enabled) errors.bank = 'bankDisabled';
  if (values.amount.trim() === '') {
    errors.amount = 'amountRequired';
  } else {
    const amount = parseWithdrawalAmount(values.amount);
    if (amount === null || amount <= 0 || amount > MAX_WITHDRAWAL_AMOUNT) errors.amount = 'amountInvalid';
    else if (account && !errors.account && cents(amount) > cents(account.FreeMargin)) errors.amount = 'amountAboveFreeMargin';
  }
  return errors;
}

export {
  isDemoAccount,
  hasZeroBalance,
  type ClientBankAccount,
  type ClientTradingAccount,
  type ClientWithdrawal,
  type ClientWithdrawalStatus,
  type MoneyData,
  type WithdrawalField,
  type WithdrawalFormRequest,
  type WithdrawalSubmitResult,
} from './types';
export {
  MAX_WITHDRAWAL_AMOUNT,
  parseWithdrawalAmount,
  validateWithdrawal,
  type WithdrawalFormValues,
  type WithdrawalValidationError,
} from './withdrawal-validation';
export { totalsByCurrency } from './money-format';
export { MoneyBlock, MoneyCheckbox, type MoneyBlockProps, type MoneyCheckboxProps } from './money-parts';
export {
  ACCOUNT_COLUMNS,
  AccountCard,
  AccountsGrid,
  AccountsTable,
  AccountTypeBadge,
  BalanceTotals,
  type AccountCardProps,
  type AccountsGridProps,
  type AccountsTableProps,
  type BalanceTotalsProps,
} from './account-views';
export { WithdrawalStatusBadge, WithdrawalsTable, type WithdrawalsTableProps } from './withdrawal-list';
export { WithdrawalForm, type WithdrawalFormProps } from './withdrawal-form';
export { DASHBOARD_WITHDRAWALS, DashboardView, type DashboardLinks, type DashboardViewProps } from './dashboard-view';
export { AccountsView, type AccountsViewProps } from './accounts-view';
export { WithdrawalView, type WithdrawalViewProps } from './withdrawal-view';

import { useTranslation } from '@brokerfront/i18n/react';
import { cx } from '../../components/class-names';
import { ScrollRegion } from '../../components/scroll-region';
import { Amount } from '../common/amount';
import { byId, ibanEnding, useLongDate, useMoneyLocale } from './money-format';
import type { ClientBankAccount, ClientTradingAccount, ClientWithdrawal } from './types';
import './money.css';

const STATUSES = ['Pending', 'Approved', 'Rejected', 'Paid'] as const;

/** A withdrawal request's status as a badge (its word, never its colour alone). */
export function WithdrawalStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('client');
  const known = (STATUSES as readonly string[]).includes(status);
  return (
    <span className={cx('bf-money-status', known && `bf-money-status--${status.toLowerCase()}`)}>
      {known ? t(`withdrawal.status.${status}`) : status}
    </span>
  );
}

/** Props of {@link WithdrawalsTable}. */
export interface WithdrawalsTableProps {
  withdrawals: readonly ClientWithdrawal[];
  /** The accounts and banks the requests name (for their numbers and names). */
  accounts?: readonly ClientTradingAccount[];
  banks?: readonly ClientBankAccount[];
  hideBalance: boolean;
  /** The caption (the table's name). */
  caption: string;
  /** Hide the caption visually (a heading above already says it); it still names the table. */
  captionHidden?: boolean;
  /** The user's time zone for the dates (IANA); the browser's by default. */
  timeZone?: string;
}

/** Withdrawal requests as a table, newest first: date, account, bank account, amount and status. */
export function WithdrawalsTable({ withdrawals, accounts, banks, hideBalance, caption, captionHidden, timeZone }: WithdrawalsTableProps) {
  const { t } = useTranslation('client');
  const locale = useMoneyLocale();
  const date = useLongDate(timeZone);
  const accountById = byId(accounts);
  const bankById = byId(banks);
  const rows = [...withdrawals].sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt) || b.Id - a.Id);
  return (
    <ScrollRegion label={caption}>
      <table className="bf-money-table">
        <caption className={cx('bf-money-table__caption', captionHidden && 'bf-visually-hidden')}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('withdrawal.list.columns.date')}</th>
            <th scope="col">{t('withdrawal.list.columns.account')}</th>
            <th scope="col">{t('withdrawal.list.columns.bank')}</th>
            <th scope="col" className="bf-money-table__num">
              {t('withdrawal.list.columns.amount')}
            </th>
            <th scope="col">{t('withdrawal.list.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((w) => {
            const account = accountById.get(w.AccountId);
            const bank = bankById.get(w.BankAccountId);
            return (
              <tr key={w.Id}>
                <th scope="row">
                  <time dateTime={w.CreatedAt}>{date(w.CreatedAt)}</time>
                </th>
                <td>{account ? account.Number : t('withdrawal.list.unknown')}</td>
                <td>
                  {bank ? t('withdrawal.bankShort', { bank: bank.BankName, ending: ibanEnding(bank.Iban) }) : t('withdrawal.list.unknown')}
                </td>
                <td className="bf-money-table__num" data-amount="withdrawal">
                  <Amount value={w.Amount} currency={w.Currency} locale={locale} hidden={hideBalance} />
                </td>
                <td>
                  <WithdrawalStatusBadge status={w.Status} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

import { useId } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { cx } from '../../components/class-names';
import { ScrollRegion } from '../../components/scroll-region';
import type { HeadingLevel } from '../../components/section';
import { Amount } from '../common/amount';
import { totalsByCurrency, useMoneyLocale } from './money-format';
import { isDemoAccount, type ClientTradingAccount } from './types';
import './money.css';

/** "Live" or "Demo" as a badge. */
export function AccountTypeBadge({ type }: { type: string }) {
  const { t } = useTranslation('client');
  const demo = type === 'Demo';
  return (
    <span className={cx('bf-money-badge', demo ? 'bf-money-badge--demo' : 'bf-money-badge--live')}>
      {demo ? t('accounts.type.Demo') : type === 'Live' ? t('accounts.type.Live') : type}
    </span>
  );
}

/** Props of {@link AccountCard}. */
export interface AccountCardProps {
  account: ClientTradingAccount;
  /** AccountBalance.HideBalance: every amount masked. */
  hideBalance: boolean;
  /** The card's heading level (2 directly under the page's `<h1>`, 3 in a titled block). */
  headingLevel?: HeadingLevel;
  /** Only the balance (the dashboard); otherwise balance, equity and free margin. */
  compact?: boolean;
}

/** One trading account as a card: number, type, platform, currency and its amounts. */
export function AccountCard({ account, hideBalance, headingLevel = 3, compact = false }: AccountCardProps) {
  const { t } = useTranslation('client');
  const locale = useMoneyLocale();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const amount = (value: number) => <Amount value={value} currency={account.Currency} locale={locale} hidden={hideBalance} />;
  return (
    <article
      className={cx('bf-money-account', compact && 'bf-money-account--compact', isDemoAccount(account) && 'bf-money-account--demo')}
      aria-labelledby={id}
    >
      <header className="bf-money-account__header">
        <Heading id={id} className="bf-money-account__title">
          {t('accounts.card.title', { number: account.Number })}
        </Heading>
        <AccountTypeBadge type={account.Type} />
      </header>
      <p className="bf-money-account__meta">{t('accounts.card.meta', { platform: account.Platform, currency: account.Currency })}</p>
      <dl className="bf-money-account__figures">
        <div className="bf-money-account__figure bf-money-account__figure--main">
          <dt>{t('accounts.columns.balance')}</dt>
          <dd data-amount="balance">{amount(account.Balance)}</dd>
        </div>
        {compact ? null : (
          <>
            <div className="bf-money-account__figure">
              <dt>{t('accounts.columns.equity')}</dt>
              <dd data-amount="equity">{amount(account.Equity)}</dd>
            </div>
            <div className="bf-money-account__figure">
              <dt>{t('accounts.columns.freeMargin')}</dt>
              <dd data-amount="freeMargin">{amount(account.FreeMargin)}</dd>
            </div>
          </>
        )}
      </dl>
    </article>
  );
}

/** Props of {@link AccountsGrid}. */
export interface AccountsGridProps {
  accounts: readonly ClientTradingAccount[];
  hideBalance: boolean;
  headingLevel?: HeadingLevel;
  compact?: boolean;
  /** Names the list for screen readers. */
  label: string;
}

/** Trading accounts as a grid of cards (a list). */
export function AccountsGrid({ accounts, hideBalance, headingLevel, compact, label }: AccountsGridProps) {
  return (
    <ul className={cx('bf-money-grid', compact && 'bf-money-grid--compact')} aria-label={label}>
      {accounts.map((account) => (
        <li key={account.Id}>
          <AccountCard account={account} hideBalance={hideBalance} headingLevel={headingLevel} compact={compact} />
        </li>
      ))}
    </ul>
  );
}

/** The columns of {@link AccountsTable}, in order. */
export const ACCOUNT_COLUMNS = ['number', 'type', 'platform', 'currency', 'balance', 'equity', 'freeMargin'] as const;

/** Props of {@link AccountsTable}. */
export interface AccountsTableProps {
  accounts: readonly ClientTradingAccount[];
  hideBalance: boolean;
}

/** Trading accounts as a table (the list view): the number heads each row; amounts right-aligned. */
export function AccountsTable({ accounts, hideBalance }: AccountsTableProps) {
  const { t } = useTranslation('client');
  const locale = useMoneyLocale();
  const caption = t('accounts.caption');
  const amount = (account: ClientTradingAccount, value: number) => (
    <Amount value={value} currency={account.Currency} locale={locale} hidden={hideBalance} />
  );
  return (
    // A region of its own that scrolls sideways on narrow screens (focusable, so keyboards can scroll it).
    <ScrollRegion label={caption}>
      <table className="bf-money-table">
        <caption className="bf-money-table__caption">{caption}</caption>
        <thead>
          <tr>
            {ACCOUNT_COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={column === 'balance' || column === 'equity' || column === 'freeMargin' ? 'bf-money-table__num' : undefined}
              >
                {t(`accounts.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.Id}>
              <th scope="row">{account.Number}</th>
              <td>
                <AccountTypeBadge type={account.Type} />
              </td>
              <td>{account.Platform}</td>
              <td>{account.Currency}</td>
              <td className="bf-money-table__num" data-amount="balance">
                {amount(account, account.Balance)}
              </td>
              <td className="bf-money-table__num" data-amount="equity">
                {amount(account, account.Equity)}
              </td>
              <td className="bf-money-table__num" data-amount="freeMargin">
                {amount(account, account.FreeMargin)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Props of {@link BalanceTotals}. */
export interface BalanceTotalsProps {
  accounts: readonly ClientTradingAccount[];
  hideBalance: boolean;
}

/**
 * The total balance per currency of the live accounts, and apart from it (labelled as virtual funds)
 * that of the demo accounts. Demo money is never added to real money.
 */
export function BalanceTotals({ accounts, hideBalance }: BalanceTotalsProps) {
  const { t } = useTranslation('client');
  const locale = useMoneyLocale();
  const live = totalsByCurrency(accounts.filter((a) => !isDemoAccount(a)));
  const demo = totalsByCurrency(accounts.filter(isDemoAccount));
  const list = (totals: ReturnType<typeof totalsByCurrency>, kind: 'live' | 'demo') => (
    <dl className={cx('bf-money-totals__list', `bf-money-totals__list--${kind}`)}>
      {totals.map(({ currency, total }) => (
        <div key={currency} className="bf-money-totals__item">
          <dt>{currency}</dt>
          <dd data-amount="total">
            <Amount value={total} currency={currency} locale={locale} hidden={hideBalance} />
          </dd>
        </div>
      ))}
    </dl>
  );
  return (
    <div className="bf-money-totals">
      <div className="bf-money-totals__group">
        <h3 className="bf-money-totals__title">{t('dashboard.totals.live')}</h3>
        {live.length > 0 ? list(live, 'live') : <p className="bf-money-muted">{t('dashboard.totals.noLive')}</p>}
      </div>
      {demo.length > 0 ? (
        <div className="bf-money-totals__group bf-money-totals__group--demo">
          <h3 className="bf-money-totals__title">{t('dashboard.totals.demo')}</h3>
          {list(demo, 'demo')}
        </div>
      ) : null}
    </div>
  );
}

import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { ClientPage, LoadState } from '../common/client-page';
import { AccountsGrid, AccountsTable } from './account-views';
import { MoneyCheckbox } from './money-parts';
import { createIcon } from '../../icons/create-icon';
import { hasZeroBalance, type ClientTradingAccount, type MoneyData } from './types';
import './money.css';

const IconList = /*#__PURE__*/ createIcon('view-list', <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />);
const IconGrid = /*#__PURE__*/ createIcon('view-grid', <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />);

/** Props of {@link AccountsView}. */
export interface AccountsViewProps {
  accounts: MoneyData<readonly ClientTradingAccount[]>;
  /** AccountBalance.HideBalance. */
  hideBalance: boolean;
  /** Accounts.ListView: a table; otherwise a grid of cards. */
  listView: boolean;
  onListViewChange: (list: boolean) => void;
  /** Accounts.HideZeroBalances. */
  hideZeroBalances: boolean;
  onHideZeroBalancesChange: (hide: boolean) => void;
}

/**
 * The accounts page: every trading account with its number, type, platform, currency, balance, equity
 * and free margin, as a table ("List view") or as cards ("Grid view"), with zero balances hidden on
 * request. When nothing is left to show it says why and how to show the accounts again.
 */
export function AccountsView({
  accounts,
  hideBalance,
  listView,
  onListViewChange,
  hideZeroBalances,
  onHideZeroBalancesChange,
}: AccountsViewProps) {
  const { t } = useTranslation('client');
  const all = accounts.data ?? [];
  const shown = hideZeroBalances ? all.filter((a) => !hasZeroBalance(a)) : all;
  const hidden = all.length - shown.length;

  const toolbar = (
    <div className="bf-money-toolbar">
      <div className="bf-money-toggle" role="group" aria-label={t('accounts.view.label')}>
        <Button
          variant={listView ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={listView}
          icon={<IconList size={18} />}
          onClick={() => onListViewChange(true)}
        >
          {t('accounts.view.list')}
        </Button>
        <Button
          variant={listView ? 'secondary' : 'primary'}
          size="sm"
          aria-pressed={!listView}
          icon={<IconGrid size={18} />}
          onClick={() => onListViewChange(false)}
        >
          {t('accounts.view.grid')}
        </Button>
      </div>
      <MoneyCheckbox label={t('accounts.hideZeroBalances')} checked={hideZeroBalances} onChange={onHideZeroBalancesChange} />
    </div>
  );

  return (
    <ClientPage className="bf-money bf-money-accounts" title={t('accounts.title')} lead={t('accounts.lead')} actions={toolbar}>
      <LoadState
        loading={accounts.loading}
        error={accounts.error ? `${t('accounts.error')} ${accounts.error}` : null}
        empty={shown.length === 0}
        loadingLabel={t('accounts.loading')}
        emptyContent={
          all.length === 0 ? (
            <p>{t('accounts.empty')}</p>
          ) : (
            <>
              <p>{t('accounts.allHidden')}</p>
              <Button variant="secondary" size="sm" onClick={() => onHideZeroBalancesChange(false)}>
                {t('accounts.showZeroBalances')}
              </Button>
            </>
          )
        }
        onRetry={accounts.onRetry}
        retrying={accounts.retrying}
      >
        {listView ? (
          <AccountsTable accounts={shown} hideBalance={hideBalance} />
        ) : (
          <AccountsGrid accounts={shown} hideBalance={hideBalance} headingLevel={2} label={t('accounts.caption')} />
        )}
        {hidden > 0 ? <p className="bf-money-muted">{t('accounts.someHidden', { hidden })}</p> : null}
      </LoadState>
    </ClientPage>
  );
}

import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { useGetMyAccountsQuery } from '@brokerfront/identity-api/redux';
import { AccountsView } from '@brokerfront/ui-templates';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { DocumentHead } from '../head/document-head';
import { ROUTE_PATHS } from '../paths';
import {
  accountsHideZeroBalancesSet,
  accountsListViewSet,
  selectAccountsHideZeroBalances,
  selectAccountsListView,
  selectHideBalance,
} from '../settings/settings-slice';
import { useMoneyData, useOwnDataArg } from './money-data';

/**
 * `/account/accounts`: the signed-in user's trading accounts (inside the client shell), as a table or a
 * grid (Accounts.ListView) with zero balances hidden on request (Accounts.HideZeroBalances); both
 * settings are the user's (stored, and shared by every tab).
 */
export function AccountsRoute() {
  const app = useAppConfig();
  const { t } = useTranslation('client');
  const dispatch = useAppDispatch();
  const hideBalance = useAppSelector(selectHideBalance);
  const listView = useAppSelector(selectAccountsListView);
  const hideZeroBalances = useAppSelector(selectAccountsHideZeroBalances);
  const accounts = useMoneyData(useGetMyAccountsQuery(useOwnDataArg()));
  return (
    <>
      <DocumentHead
        title={t('accounts.documentTitle')}
        appName={app.name}
        description={app.description}
        origin={app.origin}
        path={ROUTE_PATHS.accountAccounts}
      />
      <AccountsView
        accounts={accounts}
        hideBalance={hideBalance}
        listView={listView}
        onListViewChange={(list) => dispatch(accountsListViewSet(list))}
        hideZeroBalances={hideZeroBalances}
        onHideZeroBalancesChange={(hide) => dispatch(accountsHideZeroBalancesSet(hide))}
      />
    </>
  );
}

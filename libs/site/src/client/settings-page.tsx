import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { ClientPage, SettingsForm, type LanguageOption, type SettingChange, type SettingsValues } from '@brokerfront/ui-templates';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { DocumentHead } from '../head/document-head';
import { useLanguageSwitcher } from '../i18n/use-language-switcher';
import { ROUTE_PATHS } from '../paths';
import { useSignedInRole } from '../session/signed-in-role';
import {
  accountsHideZeroBalancesSet,
  accountsListViewSet,
  dashboardHideZeroBalancesSet,
  hideBalanceSet,
  selectSettings,
  sidenavSet,
  themeChanged,
} from '../settings/settings-slice';

/**
 * `/account/settings` (inside the client shell): the user's settings (SPEC §3 UserSettings) from the
 * settings slice, each change applied and stored at once (and seen by the other tabs). The language
 * stays the switcher's, stored under its own key; on a multi-language site the page offers it too. An
 * employee is not offered the settings of a client's balances and accounts.
 */
export function SettingsRoute() {
  const app = useAppConfig();
  const { t } = useTranslation('client');
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const switcher = useLanguageSwitcher();
  const employee = useSignedInRole() === 'employee';
  const languages: LanguageOption[] = switcher.isMultiLanguage
    ? switcher.languages.map(({ prefix, name, href, current }) => ({ prefix, name, href, current }))
    : [];
  const values: SettingsValues = {
    theme: settings.Shell.Theme,
    sidenavOpen: settings.Shell.SidenavOpened,
    hideBalances: settings.AccountBalance.HideBalance,
    accountsHideZeroBalances: settings.Accounts.HideZeroBalances,
    dashboardHideZeroBalances: settings.Dashboard.HideZeroBalances,
    accountsListView: settings.Accounts.ListView,
  };
  const onChange = (change: SettingChange) => {
    switch (change.key) {
      case 'theme':
        return void dispatch(themeChanged(change.value));
      case 'sidenavOpen':
        return void dispatch(sidenavSet(change.value));
      case 'hideBalances':
        return void dispatch(hideBalanceSet(change.value));
      case 'accountsHideZeroBalances':
        return void dispatch(accountsHideZeroBalancesSet(change.value));
      case 'dashboardHideZeroBalances':
        return void dispatch(dashboardHideZeroBalancesSet(change.value));
      case 'accountsListView':
        return void dispatch(accountsListViewSet(change.value));
    }
  };
  return (
    <>
      <DocumentHead
        title={t('settings.title')}
        appName={app.name}
        description={app.description}
        origin={app.origin}
        path={ROUTE_PATHS.accountSettings}
      />
      <ClientPage title={t('settings.title')} lead={t('settings.lead')}>
        <SettingsForm values={values} onChange={onChange} languages={languages} audience={employee ? 'employee' : 'client'} />
      </ClientPage>
    </>
  );
}

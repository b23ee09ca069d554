import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultUserSettings, type Theme, type UserSettings } from './settings-model';

export * from './settings-model';

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: defaultUserSettings,
  reducers: {
    themeChanged(state, action: PayloadAction<Theme>) {
      state.Shell.Theme = action.payload;
    },
    sidenavToggled(state) {
      state.Shell.SidenavOpened = !state.Shell.SidenavOpened;
    },
    sidenavSet(state, action: PayloadAction<boolean>) {
      state.Shell.SidenavOpened = action.payload;
    },
    hideBalanceSet(state, action: PayloadAction<boolean>) {
      state.AccountBalance.HideBalance = action.payload;
    },
    accountsHideZeroBalancesSet(state, action: PayloadAction<boolean>) {
      state.Accounts.HideZeroBalances = action.payload;
    },
    accountsListViewSet(state, action: PayloadAction<boolean>) {
      state.Accounts.ListView = action.payload;
    },
    dashboardHideZeroBalancesSet(state, action: PayloadAction<boolean>) {
      state.Dashboard.HideZeroBalances = action.payload;
    },
    /** Replaces every setting: another user's settings were loaded, or another tab changed them. */
    settingsReplaced(_state, action: PayloadAction<UserSettings>) {
      return action.payload;
    },
  },
  selectors: {
    selectTheme: (settings) => settings.Shell.Theme,
    selectSettings: (settings) => settings,
    selectSidenavOpened: (settings) => settings.Shell.SidenavOpened,
    selectHideBalance: (settings) => settings.AccountBalance.HideBalance,
    selectAccountsHideZeroBalances: (settings) => settings.Accounts.HideZeroBalances,
    selectAccountsListView: (settings) => settings.Accounts.ListView,
    selectDashboardHideZeroBalances: (settings) => settings.Dashboard.HideZeroBalances,
  },
});

export const {
  themeChanged,
  sidenavToggled,
  sidenavSet,
  hideBalanceSet,
  accountsHideZeroBalancesSet,
  accountsListViewSet,
  dashboardHideZeroBalancesSet,
  settingsReplaced,
} = settingsSlice.actions;
export const {
  selectTheme,
  selectSettings,
  selectSidenavOpened,
  selectHideBalance,
  selectAccountsHideZeroBalances,
  selectAccountsListView,
  selectDashboardHideZeroBalances,
} = settingsSlice.selectors;

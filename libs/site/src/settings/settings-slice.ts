import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Shell theme of the user settings (SPEC §3 UserSettings): default Light. */
export type Theme = 'SystemDefault' | 'Light' | 'Dark';

/** UserSettings, stored locally in the browser under {@link USER_SETTINGS_KEY}. */
export interface UserSettings {
  UserId: number | null;
  Shell: { Theme: Theme; SidenavOpened: boolean };
  AccountBalance: { HideBalance: boolean };
  Accounts: { HideZeroBalances: boolean; ListView: boolean };
  Dashboard: { HideZeroBalances: boolean };
}

export const USER_SETTINGS_KEY = 'userSettings';

export const defaultUserSettings: UserSettings = {
  UserId: null,
  Shell: { Theme: 'Light', SidenavOpened: true },
  AccountBalance: { HideBalance: false },
  Accounts: { HideZeroBalances: false, ListView: false },
  Dashboard: { HideZeroBalances: false },
};

const themes: readonly Theme[] = ['SystemDefault', 'Light', 'Dark'];

/** Reads stored settings; anything missing or corrupted falls back to the defaults, field by field. */
export function readUserSettings(storage: Pick<Storage, 'getItem'> | undefined): UserSettings {
  let stored: Partial<UserSettings> = {};
  try {
    const raw = storage?.getItem(USER_SETTINGS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as Partial<UserSettings>;
  } catch {
    stored = {};
  }
  const theme = stored.Shell?.Theme;
  return {
    UserId: typeof stored.UserId === 'number' ? stored.UserId : null,
    Shell: {
      Theme: theme && themes.includes(theme) ? theme : defaultUserSettings.Shell.Theme,
      SidenavOpened: typeof stored.Shell?.SidenavOpened === 'boolean' ? stored.Shell.SidenavOpened : true,
    },
    AccountBalance: { HideBalance: stored.AccountBalance?.HideBalance === true },
    Accounts: {
      HideZeroBalances: stored.Accounts?.HideZeroBalances === true,
      ListView: stored.Accounts?.ListView === true,
    },
    Dashboard: { HideZeroBalances: stored.Dashboard?.HideZeroBalances === true },
  };
}

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

/**
 * The user settings (SPEC §3 UserSettings) as stored in the browser: the shape, the defaults and how a stored
 * record is read. No store here: the public pages read the visitor's theme with it before the store loads.
 */
/** Shell theme of the user settings (SPEC §3 UserSettings): default Light. */
export type Theme = 'SystemDefault' | 'Light' | 'Dark';

/** UserSettings of one user (or of the signed-out visitor, `UserId` null): SPEC §3. */
export interface UserSettings {
  UserId: number | null;
  Shell: { Theme: Theme; SidenavOpened: boolean };
  AccountBalance: { HideBalance: boolean };
  Accounts: { HideZeroBalances: boolean; ListView: boolean };
  Dashboard: { HideZeroBalances: boolean };
}

/**
 * The one localStorage key of the user settings. Its value is a record keyed by user id, each entry
 * the SPEC §3 shape with its `UserId`, plus the signed-out visitor's entry under {@link GUEST_SETTINGS_ENTRY}:
 * `{"guest": {…}, "2": {"UserId": 2, "Shell": {…}, …}}`.
 */
export const USER_SETTINGS_KEY = 'userSettings';

/** The record entry of the signed-out visitor (whose theme the marketing pages follow). */
export const GUEST_SETTINGS_ENTRY = 'guest';

export const defaultUserSettings: UserSettings = {
  UserId: null,
  Shell: { Theme: 'Light', SidenavOpened: true },
  AccountBalance: { HideBalance: false },
  Accounts: { HideZeroBalances: false, ListView: false },
  Dashboard: { HideZeroBalances: false },
};

const themes: readonly Theme[] = ['SystemDefault', 'Light', 'Dark'];

/** The record entry of a user's settings: the user id, or the guest's entry for `null`. */
export function settingsEntryOf(userId: number | null): string {
  return userId === null ? GUEST_SETTINGS_ENTRY : String(userId);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored record (entry → settings as stored, not yet checked). Missing, unreadable or corrupted
 * (bad JSON, not an object) gives an empty record. A value of the former shape (one settings object
 * at the top, from before settings were kept per user) is taken as the visitor's entry.
 */
export function parseSettingsRecord(raw: string | null | undefined): Record<string, unknown> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isRecord(parsed)) return {};
  if ('Shell' in parsed || 'AccountBalance' in parsed) return { [GUEST_SETTINGS_ENTRY]: parsed };
  return parsed;
}

/** Reads the stored record, or an empty one when storage is unavailable or throws. */
export function readSettingsRecord(storage: Pick<Storage, 'getItem'> | undefined): Record<string, unknown> {
  try {
    return parseSettingsRecord(storage?.getItem(USER_SETTINGS_KEY));
  } catch {
    return {};
  }
}

/**
 * Makes a valid UserSettings of `userId` from any stored value: each field that is missing or of the
 * wrong type (or an entry that is not an object at all) falls back to its default, field by field.
 * The user id is always `userId` (the entry's key), whatever the value says.
 */
export function normalizeUserSettings(value: unknown, userId: number | null, defaults: UserSettings = defaultUserSettings): UserSettings {
  const stored = isRecord(value) ? value : {};
  const group = (name: string): Record<string, unknown> => (isRecord(stored[name]) ? stored[name] : {});
  const flag = (name: string, field: string, fallback: boolean): boolean => {
    const v = group(name)[field];
    return typeof v === 'boolean' ? v : fallback;
  };
  const theme = group('Shell')['Theme'];
  return {
    UserId: userId,
    Shell: {
      Theme: typeof theme === 'string' && themes.includes(theme as Theme) ? (theme as Theme) : defaults.Shell.Theme,
      SidenavOpened: flag('Shell', 'SidenavOpened', defaults.Shell.SidenavOpened),
    },
    AccountBalance: { HideBalance: flag('AccountBalance', 'HideBalance', defaults.AccountBalance.HideBalance) },
    Accounts: {
      HideZeroBalances: flag('Accounts', 'HideZeroBalances', defaults.Accounts.HideZeroBalances),
      ListView: flag('Accounts', 'ListView', defaults.Accounts.ListView),
    },
    Dashboard: { HideZeroBalances: flag('Dashboard', 'HideZeroBalances', defaults.Dashboard.HideZeroBalances) },
  };
}

/**
 * The stored settings of a user (`null`: the signed-out visitor), never failing: anything missing or
 * corrupted falls back to the defaults field by field. A user without settings of their own starts
 * from the defaults with the visitor's theme, so that signing in does not switch the colours.
 */
export function readUserSettings(storage: Pick<Storage, 'getItem'> | undefined, userId: number | null = null): UserSettings {
  const record = readSettingsRecord(storage);
  const entry = record[settingsEntryOf(userId)];
  if (userId !== null && !isRecord(entry)) {
    const guest = normalizeUserSettings(record[GUEST_SETTINGS_ENTRY], null);
    return { ...defaultUserSettings, UserId: userId, Shell: { ...defaultUserSettings.Shell, Theme: guest.Shell.Theme } };
  }
  return normalizeUserSettings(entry, userId);
}

import {
  defaultUserSettings,
  GUEST_SETTINGS_ENTRY,
  normalizeUserSettings,
  parseSettingsRecord,
  readUserSettings,
  settingsEntryOf,
  USER_SETTINGS_KEY,
} from './settings-slice';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

const stored = (record: unknown) => memoryStorage({ [USER_SETTINGS_KEY]: typeof record === 'string' ? record : JSON.stringify(record) });

describe('reading user settings', () => {
  it('defaults to the Light theme, the side navigation open and nothing hidden', () => {
    expect(readUserSettings(memoryStorage())).toEqual(defaultUserSettings);
    expect(defaultUserSettings).toEqual({
      UserId: null,
      Shell: { Theme: 'Light', SidenavOpened: true },
      AccountBalance: { HideBalance: false },
      Accounts: { HideZeroBalances: false, ListView: false },
      Dashboard: { HideZeroBalances: false },
    });
    expect(readUserSettings(undefined, 4)).toEqual({ ...defaultUserSettings, UserId: 4 });
  });

  it('keeps the settings of each user apart, keyed by user id, and the visitor under "guest"', () => {
    const storage = stored({
      guest: { UserId: null, Shell: { Theme: 'Dark', SidenavOpened: true } },
      '2': { UserId: 2, Shell: { Theme: 'SystemDefault', SidenavOpened: false }, AccountBalance: { HideBalance: true } },
      '7': { UserId: 7, Accounts: { HideZeroBalances: true, ListView: true } },
    });
    expect(settingsEntryOf(null)).toBe(GUEST_SETTINGS_ENTRY);
    expect(settingsEntryOf(2)).toBe('2');
    expect(readUserSettings(storage).Shell.Theme).toBe('Dark');
    const two = readUserSettings(storage, 2);
    expect(two).toEqual({
      UserId: 2,
      Shell: { Theme: 'SystemDefault', SidenavOpened: false },
      AccountBalance: { HideBalance: true },
      Accounts: { HideZeroBalances: false, ListView: false },
      Dashboard: { HideZeroBalances: false },
    });
    expect(readUserSettings(storage, 7).Accounts).toEqual({ HideZeroBalances: true, ListView: true });
    // Entry 7 has no theme of its own: the default, not the visitor's.
    expect(readUserSettings(storage, 7).Shell.Theme).toBe('Light');
  });

  it("starts a user without settings from the defaults, with the visitor's theme", () => {
    const storage = stored({ guest: { Shell: { Theme: 'Dark', SidenavOpened: false }, AccountBalance: { HideBalance: true } } });
    expect(readUserSettings(storage, 9)).toEqual({ ...defaultUserSettings, UserId: 9, Shell: { Theme: 'Dark', SidenavOpened: true } });
  });

  it('falls back to the defaults field by field for values of the wrong type', () => {
    const storage = stored({
      '3': {
        UserId: 'three',
        Shell: { Theme: 'Neon', SidenavOpened: false },
        AccountBalance: { HideBalance: 'yes' },
        Accounts: { HideZeroBalances: 1, ListView: true },
        Dashboard: null,
      },
    });
    expect(readUserSettings(storage, 3)).toEqual({
      UserId: 3,
      Shell: { Theme: 'Light', SidenavOpened: false },
      AccountBalance: { HideBalance: false },
      Accounts: { HideZeroBalances: false, ListView: true },
      Dashboard: { HideZeroBalances: false },
    });
  });

  it('takes the user id from the entry, never from the value', () => {
    expect(readUserSettings(stored({ '5': { UserId: 6 } }), 5).UserId).toBe(5);
    expect(normalizeUserSettings({ UserId: 6 }, null).UserId).toBeNull();
  });

  it.each([
    ['bad JSON', '{not json'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '[1,2]'],
    ['an empty string', ''],
  ])('treats a stored value that is %s as no settings, without an error', (_name, raw) => {
    expect(readUserSettings(stored(raw))).toEqual(defaultUserSettings);
    expect(readUserSettings(stored(raw), 2)).toEqual({ ...defaultUserSettings, UserId: 2 });
  });

  it.each([
    ['a string', 'dark'],
    ['a number', 1],
    ['an array', []],
    ['null', null],
  ])("falls back to the defaults when one user's entry is %s, keeping the others", (_name, entry) => {
    const storage = stored({ '2': entry, '3': { Shell: { Theme: 'Dark', SidenavOpened: true } } });
    expect(readUserSettings(storage, 2)).toEqual({ ...defaultUserSettings, UserId: 2 });
    expect(readUserSettings(storage, 3).Shell.Theme).toBe('Dark');
  });

  it('does not fail when the storage itself throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readUserSettings(storage, 2)).toEqual({ ...defaultUserSettings, UserId: 2 });
  });

  it("reads a value of the former single-object shape as the visitor's", () => {
    const record = parseSettingsRecord(JSON.stringify({ UserId: null, Shell: { Theme: 'Dark', SidenavOpened: false } }));
    expect(Object.keys(record)).toEqual([GUEST_SETTINGS_ENTRY]);
    expect(readUserSettings(stored({ UserId: null, Shell: { Theme: 'Dark', SidenavOpened: false } })).Shell).toEqual({
      Theme: 'Dark',
      SidenavOpened: false,
    });
  });
});

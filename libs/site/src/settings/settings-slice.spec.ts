import { makeStore } from '../app/store';
import { defaultUserSettings, readUserSettings, themeChanged, sidenavToggled, selectTheme, USER_SETTINGS_KEY } from './settings-slice';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('user settings', () => {
  it('defaults to the Light theme with the side navigation open', () => {
    expect(readUserSettings(memoryStorage())).toEqual(defaultUserSettings);
    expect(defaultUserSettings.Shell).toEqual({ Theme: 'Light', SidenavOpened: true });
  });

  it('reads stored settings and falls back field by field on bad values', () => {
    const storage = memoryStorage({
      [USER_SETTINGS_KEY]: JSON.stringify({ UserId: 7, Shell: { Theme: 'Neon', SidenavOpened: false }, Accounts: { ListView: true } }),
    });
    const settings = readUserSettings(storage);
    expect(settings.UserId).toBe(7);
    expect(settings.Shell).toEqual({ Theme: 'Light', SidenavOpened: false });
    expect(settings.Accounts).toEqual({ HideZeroBalances: false, ListView: true });
  });

  it('treats corrupted JSON as no settings instead of failing', () => {
    expect(readUserSettings(memoryStorage({ [USER_SETTINGS_KEY]: '{not json' }))).toEqual(defaultUserSettings);
  });

  it('persists changes made through the store', () => {
    const storage = memoryStorage();
    const store = makeStore(undefined, { storage });
    store.dispatch(themeChanged('Dark'));
    store.dispatch(sidenavToggled());
    expect(selectTheme(store.getState())).toBe('Dark');
    const stored = JSON.parse(storage.data.get(USER_SETTINGS_KEY) ?? '{}');
    expect(stored.Shell).toEqual({ Theme: 'Dark', SidenavOpened: false });
    expect(readUserSettings(storage).Shell.Theme).toBe('Dark');
  });
});

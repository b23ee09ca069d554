import { readSettingsRecord, settingsEntryOf, USER_SETTINGS_KEY, type UserSettings } from './settings-model';

/** Where the settings persist: localStorage in the browser, a memory storage in tests. */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What announces changes of the storage made by other tabs (`window`, whose `storage` events they are). */
export type StorageEventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Writes one user's settings into the record under {@link USER_SETTINGS_KEY}, keeping the other
 * users' entries (a corrupted record is replaced). Nothing is written when the stored entry already
 * holds these settings. A full or unavailable storage keeps them for this page only.
 */
export function writeUserSettings(storage: SettingsStorage, settings: UserSettings): void {
  try {
    const record = readSettingsRecord(storage);
    const entry = settingsEntryOf(settings.UserId);
    if (JSON.stringify(record[entry]) === JSON.stringify(settings)) return;
    storage.setItem(USER_SETTINGS_KEY, JSON.stringify({ ...record, [entry]: settings }));
  } catch {
    // Quota exceeded or storage disabled: the settings still apply to this page.
  }
}

/**
 * Calls `onChange` when another tab changes the settings record (the `storage` event of
 * {@link USER_SETTINGS_KEY}, or of a cleared storage). Returns the unsubscribe.
 */
export function watchUserSettings(source: StorageEventSource, storage: SettingsStorage, onChange: () => void): () => void {
  const listener = (event: Event) => {
    const { key, storageArea } = event as StorageEvent;
    if (key !== null && key !== USER_SETTINGS_KEY) return;
    // Only the storage the settings live in (not sessionStorage); events built without an area pass.
    if (storageArea && storageArea !== (storage as unknown)) return;
    onChange();
  };
  source.addEventListener('storage', listener);
  return () => source.removeEventListener('storage', listener);
}

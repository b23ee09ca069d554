import type { Dispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import { USER_SETTINGS_KEY, type UserSettings } from './settings-slice';

/**
 * Persists the user settings: every change of the `settings` slice is written to `storage` under
 * {@link USER_SETTINGS_KEY} (SPEC §3). Returns the remover.
 */
export function addSettingsListeners<S extends { settings: UserSettings }, D extends Dispatch<UnknownAction>, E>(
  startListening: TypedStartListening<S, D, E>,
  storage: Pick<Storage, 'setItem'>,
): () => void {
  return startListening({
    predicate: (_action, current, previous) => current.settings !== previous.settings,
    effect: (_action, api) => {
      try {
        storage.setItem(USER_SETTINGS_KEY, JSON.stringify(api.getState().settings));
      } catch {
        // A full or unavailable storage keeps the settings for this page only.
      }
    },
  });
}

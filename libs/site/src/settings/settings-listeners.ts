import type { Dispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import { selectAuthStatus, type AuthSliceState } from '@brokerfront/auth/redux';
import { selectCurrentUser } from '@brokerfront/identity-api/redux';
import { readUserSettings, settingsReplaced, type UserSettings } from './settings-slice';
import { watchUserSettings, writeUserSettings, type SettingsStorage, type StorageEventSource } from './settings-storage';

/** The state the settings listeners read: the settings, the session's status and the current user. */
export type SettingsRootState = { settings: UserSettings; auth: AuthSliceState } & Parameters<typeof selectCurrentUser>[0];

/**
 * Whose settings the page should show: the signed-in user's once known, the visitor's (`null`) when
 * signed out, `undefined` while that is not known yet (start-up, the current user still loading).
 */
export function settingsOwnerOf(state: SettingsRootState): number | null | undefined {
  const status = selectAuthStatus(state);
  if (status === 'loggedOut') return null;
  if (status === 'loggedIn') return selectCurrentUser(state)?.Id;
  return undefined;
}

const same = (a: UserSettings, b: UserSettings) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The user settings' persistence (SPEC §3), kept per user under the one key `userSettings`:
 *
 * - once the signed-in user is known, their settings are loaded (`settingsReplaced`); on sign-out the
 *   visitor's come back;
 * - every change is written at once to the entry of the user they belong to.
 *
 * Changes made in other tabs are followed by {@link followSettingsOfOtherTabs}. Returns the remover.
 */
export function addSettingsListeners<S extends SettingsRootState, D extends Dispatch<UnknownAction>, E>(
  startListening: TypedStartListening<S, D, E>,
  storage: SettingsStorage,
): () => void {
  const removers = [
    startListening({
      predicate: (_action, current) => {
        const owner = settingsOwnerOf(current);
        return owner !== undefined && owner !== current.settings.UserId;
      },
      effect: (_action, api) => {
        const owner = settingsOwnerOf(api.getState());
        if (owner === undefined || owner === api.getState().settings.UserId) return;
        api.dispatch(settingsReplaced(readUserSettings(storage, owner)));
      },
    }),
    startListening({
      predicate: (_action, current, previous) => current.settings !== previous.settings,
      effect: (_action, api) => writeUserSettings(storage, api.getState().settings),
    }),
  ];
  return () => removers.forEach((remove) => remove());
}

/**
 * Applies at once a change another tab made to the settings shown here (the `storage` event of the
 * `userSettings` key): when the stored entry of this page's user differs from the store, it replaces
 * the store's settings (a corrupted entry gives the defaults). Returns the unsubscribe.
 */
export function followSettingsOfOtherTabs(
  store: { getState: () => SettingsRootState; dispatch: Dispatch<UnknownAction> },
  storage: SettingsStorage,
  events: StorageEventSource,
): () => void {
  return watchUserSettings(events, storage, () => {
    const shown = store.getState().settings;
    const stored = readUserSettings(storage, shown.UserId);
    if (!same(stored, shown)) store.dispatch(settingsReplaced(stored));
  });
}

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { DARK_SCHEME_QUERY, resolveTheme, type ResolvedTheme, type ThemePreference } from '@brokerfront/ui-templates';
import { defaultUserSettings, readUserSettings, type Theme } from '../settings/settings-model';
import { watchUserSettings, writeUserSettings } from '../settings/settings-storage';
import { useSignedInRuntime, type ExternalValue } from '../runtime/runtime';
import { useHydrated } from '../prerender/use-hydrated';

type MatchMedia = (query: string) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;

/** The browser's matchMedia, or undefined where there is none (server, some test environments). */
const browserMatchMedia: MatchMedia | undefined =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? (query) => window.matchMedia(query) : undefined;

/** Whether the system asks for a dark colour scheme, kept up to date (false where unknown). */
export function useSystemPrefersDark(matchMedia: MatchMedia | undefined = browserMatchMedia): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!matchMedia) return () => undefined;
      const list = matchMedia(DARK_SCHEME_QUERY);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [matchMedia],
  );
  const read = () => (matchMedia ? matchMedia(DARK_SCHEME_QUERY).matches : false);
  return useSyncExternalStore(subscribe, read, () => false);
}

/** The site's theme: the stored preference (UserSettings Shell.Theme), the theme drawn, and a setter. */
export interface SiteTheme {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
}

/** The visitor's theme in the browser's storage, before the signed-in side (and its store) is loaded. */
function createStoredTheme(): ExternalValue<Theme> & { set(theme: Theme): void } {
  const storage = (): Storage | undefined => {
    try {
      return typeof window === 'undefined' ? undefined : window.localStorage;
    } catch {
      return undefined;
    }
  };
  const listeners = new Set<() => void>();
  /** The choice made while the storage is unavailable (private modes), kept for this page. */
  let unstored: Theme | null = null;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    // Read each time (a string, so the snapshot is stable between reads): the storage is the one truth.
    get: () => {
      const store = storage();
      return (store ? null : unstored) ?? readUserSettings(store).Shell.Theme;
    },
    subscribe(onChange) {
      listeners.add(onChange);
      const store = storage();
      const unwatch = store && typeof window !== 'undefined' ? watchUserSettings(window, store, notify) : () => undefined;
      return () => {
        listeners.delete(onChange);
        unwatch();
      };
    },
    set(theme) {
      const store = storage();
      const settings = readUserSettings(store);
      if (store) writeUserSettings(store, { ...settings, Shell: { ...settings.Shell, Theme: theme } });
      else unstored = theme;
      notify();
    },
  };
}

const storedTheme = createStoredTheme();
const serverTheme = () => defaultUserSettings.Shell.Theme;

/**
 * Reads Shell.Theme — from the settings slice once the signed-in side is loaded, from the browser's storage before
 * (the default theme while a prerendered page hydrates) — resolves SystemDefault with prefers-color-scheme, and
 * mirrors the result on `<html data-theme>` (whose token rules set `color-scheme`) so that the page background and
 * form controls follow it too.
 */
export function useSiteTheme(options: { matchMedia?: MatchMedia; root?: HTMLElement | null } = {}): SiteTheme {
  const runtime = useSignedInRuntime();
  const source = runtime?.theme ?? storedTheme;
  const preference = useSyncExternalStore(source.subscribe, source.get, serverTheme);
  const prefersDark = useSystemPrefersDark(options.matchMedia ?? browserMatchMedia);
  const resolved = resolveTheme(preference, prefersDark);
  const root = options.root === undefined ? (typeof document !== 'undefined' ? document.documentElement : null) : options.root;
  const hydrated = useHydrated();

  useEffect(() => {
    // Only a change is written: a prerendered page already carries its theme, and rewriting it would restyle the
    // whole page. The tokens' `[data-theme]` rules set `color-scheme` with it. Nothing is written from the hydration
    // render: it knows only the default theme, while the page already shows the visitor's (the theme script in its
    // head, tools/prerender/theme-script.mjs); the render that follows at once has the stored one.
    if (hydrated && root && root.dataset['theme'] !== resolved) root.dataset['theme'] = resolved;
  }, [hydrated, root, resolved]);

  const setPreference = useCallback((next: ThemePreference) => source.set(next), [source]);
  return { preference, resolved, setPreference };
}

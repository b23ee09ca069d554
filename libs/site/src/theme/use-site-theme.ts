import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { DARK_SCHEME_QUERY, resolveTheme, type ResolvedTheme, type ThemePreference } from '@brokerfront/ui-templates';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { selectTheme, themeChanged } from '../settings/settings-slice';

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

/**
 * Reads Shell.Theme from the settings slice, resolves SystemDefault with prefers-color-scheme, and
 * mirrors the result on `<html data-theme>` (with `color-scheme`) so that the page background and
 * form controls follow it too.
 */
export function useSiteTheme(options: { matchMedia?: MatchMedia; root?: HTMLElement | null } = {}): SiteTheme {
  const dispatch = useAppDispatch();
  const preference = useAppSelector(selectTheme);
  const prefersDark = useSystemPrefersDark(options.matchMedia ?? browserMatchMedia);
  const resolved = resolveTheme(preference, prefersDark);
  const root = options.root === undefined ? (typeof document !== 'undefined' ? document.documentElement : null) : options.root;

  useEffect(() => {
    if (!root) return;
    root.dataset['theme'] = resolved;
    root.style.colorScheme = resolved;
  }, [root, resolved]);

  const setPreference = useCallback((next: ThemePreference) => dispatch(themeChanged(next)), [dispatch]);
  return { preference, resolved, setPreference };
}

/** The visitor's theme choice, as stored in UserSettings Shell.Theme (SPEC §3); default Light. */
export type ThemePreference = 'SystemDefault' | 'Light' | 'Dark';

/** The theme actually drawn: the value of the `data-theme` attribute. */
export type ResolvedTheme = 'light' | 'dark';

export const THEME_PREFERENCES: readonly ThemePreference[] = ['Light', 'Dark', 'SystemDefault'];

export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'Light';

/** The media query that tells whether the system prefers a dark scheme. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/**
 * The theme to draw: Light and Dark as chosen; SystemDefault follows the system's colour scheme.
 */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'Dark') return 'dark';
  if (preference === 'SystemDefault') return systemPrefersDark ? 'dark' : 'light';
  return 'light';
}

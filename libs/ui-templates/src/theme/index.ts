export {
  DARK_SCHEME_QUERY,
  DEFAULT_THEME_PREFERENCE,
  THEME_PREFERENCES,
  resolveTheme,
  type ResolvedTheme,
  type ThemePreference,
} from './theme';
export { ThemeToggle, type ThemeToggleProps } from './theme-toggle';

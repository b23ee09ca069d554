import type { Theme, ThemeFont } from '../lib/types';

export type { Theme, ThemeFont };

/** The colours of one theme variant, each as `#rrggbb`. */
export interface ThemePalette {
  primary: string;
  primaryText: string;
  accent: string;
  accentText: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  /** The dark band of the page (footer, some heroes), which a theme does not change. */
  inverseSurface: string;
}

/** One variant of a resolved theme: every colour a page uses, and which ones the brand's theme decides. */
export interface ResolvedPalette extends ThemePalette {
  /** Hover and pressed states of the primary colour. */
  primaryStrong: string;
  /** A faint tint of the primary colour for selected rows and soft backgrounds. */
  primarySoft: string;
  /** Lines between and around parts. */
  border: string;
  /** Background of raised parts (menus, dialogs). */
  surfaceRaised: string;
  /**
   * The tokens this theme sets (`--bf-color-*` name → value): the brand's colours and those derived from them.
   * Every other token keeps the template's value.
   */
  tokens: Record<string, string>;
}

/** A theme resolved over a template: both variants complete, plus the shape and type choices. */
export interface ResolvedTheme {
  template: string;
  light: ResolvedPalette;
  dark: ResolvedPalette;
  /** Corner radius in pixels, when the theme sets one. */
  radius?: number;
  font?: ThemeFont;
  headingFont?: ThemeFont;
  logo?: { src: string; alt: string; wordmark: boolean };
  favicon?: string;
}

/** One pair of colours a page draws on each other, with the WCAG 2.2 contrast it needs and has. */
export interface ContrastCheck {
  variant: 'light' | 'dark';
  /** What is drawn on what, in words, e.g. "text on the primary colour (buttons)". */
  pair: string;
  foreground: string;
  background: string;
  ratio: number;
  /** 4.5 for text, 3 for large text and controls (WCAG 2.2 AA, 1.4.3 and 1.4.11). */
  required: number;
  ok: boolean;
  /** Whether the brand's theme decides one of the two colours (a template's own pairs are its designers' concern). */
  fromTheme: boolean;
}

import type { ThemePalette } from './types';

/** The four page template variants a theme is applied over (SPEC §1). */
export const THEME_TEMPLATE_IDS = ['template1', 'template2', 'template3', 'template4'] as const;

/** A page template variant. */
export type ThemeTemplateId = (typeof THEME_TEMPLATE_IDS)[number];

/** A template's own palette in each variant, and its corner radius in pixels. */
export interface TemplatePalette {
  light: ThemePalette;
  dark: ThemePalette;
  radius: number;
}

/**
 * Each template's own colours, as `@brokerfront/ui-templates` draws them (`tokens.css` and `palettes.css`; a test
 * there keeps the two equal). A theme's missing colours fall back to these, and its contrast is checked against them.
 */
export const TEMPLATE_PALETTES: Readonly<Record<ThemeTemplateId, TemplatePalette>> = {
  template1: {
    light: {
      primary: '#1746a2',
      primaryText: '#ffffff',
      accent: '#f2a900',
      accentText: '#1a1300',
      surface: '#ffffff',
      surfaceAlt: '#f3f5f9',
      text: '#14181f',
      textMuted: '#4a5361',
      inverseSurface: '#0c1b38',
    },
    dark: {
      primary: '#8db3ff',
      primaryText: '#08152e',
      accent: '#f2a900',
      accentText: '#1a1300',
      surface: '#0d1117',
      surfaceAlt: '#161b24',
      text: '#e8ecf3',
      textMuted: '#aab3c2',
      inverseSurface: '#060d1c',
    },
    radius: 6,
  },
  template2: {
    light: {
      primary: '#0e5a45',
      primaryText: '#ffffff',
      accent: '#c9a227',
      accentText: '#1c1502',
      surface: '#ffffff',
      surfaceAlt: '#f6f3ec',
      text: '#14181f',
      textMuted: '#4a5361',
      inverseSurface: '#0b2a22',
    },
    dark: {
      primary: '#7fd3b4',
      primaryText: '#04190f',
      accent: '#e0bd4f',
      accentText: '#1c1502',
      surface: '#0c1412',
      surfaceAlt: '#131e1b',
      text: '#e8ecf3',
      textMuted: '#aab3c2',
      inverseSurface: '#050c0a',
    },
    radius: 2,
  },
  template3: {
    light: {
      primary: '#2e5748',
      primaryText: '#ffffff',
      accent: '#a3482b',
      accentText: '#ffffff',
      surface: '#fbfaf7',
      surfaceAlt: '#f0eee8',
      text: '#1d211f',
      textMuted: '#4f5752',
      inverseSurface: '#1d211f',
    },
    dark: {
      primary: '#9fd1bb',
      primaryText: '#0d1a14',
      accent: '#f0a184',
      accentText: '#2a0e04',
      surface: '#121413',
      surfaceAlt: '#1a1d1b',
      text: '#ebeae5',
      textMuted: '#b0b5b1',
      inverseSurface: '#ebeae5',
    },
    radius: 0,
  },
  template4: {
    light: {
      primary: '#6d28d9',
      primaryText: '#ffffff',
      accent: '#ff7a59',
      accentText: '#2b0a00',
      surface: '#ffffff',
      surfaceAlt: '#f7f3ff',
      text: '#14181f',
      textMuted: '#4a5361',
      inverseSurface: '#22103f',
    },
    dark: {
      primary: '#c4a5ff',
      primaryText: '#1a0638',
      accent: '#ff9b80',
      accentText: '#2b0a00',
      surface: '#130b21',
      surfaceAlt: '#1c1230',
      text: '#e8ecf3',
      textMuted: '#aab3c2',
      inverseSurface: '#0b0614',
    },
    radius: 12,
  },
};

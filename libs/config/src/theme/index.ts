/**
 * @brokerfront/config/theme — a brand theme (the `theme` section of a configuration) resolved over a template:
 * fallbacks to the template's palette, a derived dark palette, WCAG contrast checks, and the CSS that applies it.
 * Plain TypeScript; colour maths by culori.
 */
export { contrastRatio, readableTextOn, DARK_TEXT, LIGHT_TEXT } from './colour';
export { themeCss, type ThemeCssOptions } from './css';
export { THEME_FONT_FACES, THEME_FONTS_DIR, type FontFile, type ThemeFontFace } from './fonts';
export { TEMPLATE_PALETTES, THEME_TEMPLATE_IDS, type TemplatePalette, type ThemeTemplateId } from './palettes';
export { contrastChecks, resolveTheme } from './resolve';
export type { ContrastCheck, ResolvedPalette, ResolvedTheme, Theme, ThemeFont, ThemePalette } from './types';

import type { Theme } from '../lib/types';
import { contrastRatio, mix, normalizeHex, reachContrast, readableTextOn, shiftLightness, withLightness } from './colour';
import { TEMPLATE_PALETTES, type ThemeTemplateId } from './palettes';
import type { ContrastCheck, ResolvedPalette, ResolvedTheme, ThemePalette } from './types';

/** Contrast a dark-theme primary colour derived from the light one gets against the dark surfaces. */
const DERIVED_DARK_PRIMARY_CONTRAST = 5;

function optionalHex(value: string | undefined): string | undefined {
  return value === undefined ? undefined : normalizeHex(value);
}

function complete(base: ThemePalette, tokens: Record<string, string>, decided: Partial<ThemePalette>): ResolvedPalette {
  const palette = { ...base, ...decided };
  return {
    ...palette,
    primaryStrong: tokens['--bf-color-primary-strong'] ?? palette.primary,
    primarySoft: tokens['--bf-color-primary-soft'] ?? palette.surfaceAlt,
    border: tokens['--bf-color-border'] ?? mix(palette.surface, palette.text, 0.22),
    surfaceRaised: tokens['--bf-color-surface-raised'] ?? palette.surface,
    tokens,
  };
}

function surfaceTokens(
  tokens: Record<string, string>,
  surface: string | undefined,
  surfaceAlt: string | undefined,
  text: string | undefined,
) {
  if (surface) {
    tokens['--bf-color-surface'] = surface;
    tokens['--bf-color-surface-raised'] = surface;
  }
  if (surfaceAlt) tokens['--bf-color-surface-alt'] = surfaceAlt;
  if (text) tokens['--bf-color-text'] = text;
}

function brandTokens(tokens: Record<string, string>, palette: ThemePalette, decided: Partial<ThemePalette>, variant: 'light' | 'dark') {
  if (decided.primary) {
    tokens['--bf-color-primary'] = palette.primary;
    tokens['--bf-color-primary-strong'] =
      variant === 'light'
        ? reachContrast(shiftLightness(palette.primary, -0.1), [palette.surface], 4.5)
        : shiftLightness(palette.primary, 0.08);
    tokens['--bf-color-primary-soft'] = withLightness(palette.primary, variant === 'light' ? 0.95 : 0.3, 0.05);
  }
  if (decided.primary || decided.primaryText) tokens['--bf-color-primary-contrast'] = palette.primaryText;
  if (decided.accent) tokens['--bf-color-accent'] = palette.accent;
  if (decided.accent || decided.accentText) tokens['--bf-color-accent-contrast'] = palette.accentText;
  if (decided.surface || decided.text) {
    tokens['--bf-color-text-muted'] = palette.textMuted;
    tokens['--bf-color-border'] = mix(palette.surface, palette.text, 0.22);
  }
}

function headerGradient(tokens: Record<string, string>, start: string, accent: string) {
  const text = readableTextOn(start);
  tokens['--bf-t4-header-surface'] = reachContrast(start, [text], 4.5);
  tokens['--bf-t4-header-text'] = text;
  tokens['--bf-t4-gradient-end'] = reachContrast(mix(start, accent, 0.4), [text], 4.5);
}

/** The muted text colour: as far toward the surface as keeps 4.5:1 on both surfaces. */
function mutedText(text: string, surface: string, surfaceAlt: string): string {
  for (let amount = 0.45; amount > 0; amount -= 0.05) {
    const candidate = mix(text, surface, amount);
    if (contrastRatio(candidate, surface) >= 4.6 && contrastRatio(candidate, surfaceAlt) >= 4.6) return candidate;
  }
  return text;
}

/**
 * Resolves a brand theme over a template's palette: the brand's colours where given, the template's elsewhere, a
 * dark variant derived from the light colours where the theme gives none (same hue, lightness moved until it reads
 * on the dark surfaces), and text colours on the brand colours chosen for contrast when not given.
 */
export function resolveTheme(theme: Theme | undefined, template: ThemeTemplateId): ResolvedTheme {
  const base = TEMPLATE_PALETTES[template];
  const t = theme ?? {};

  // Light: what the theme gives, at the top level.
  const lightDecided: Partial<ThemePalette> = {};
  const primary = optionalHex(t.primary);
  const accent = optionalHex(t.accent);
  const surface = optionalHex(t.surface);
  const text = optionalHex(t.text);
  if (primary) lightDecided.primary = primary;
  if (accent) lightDecided.accent = accent;
  if (surface) lightDecided.surface = surface;
  if (text) lightDecided.text = text;
  const lightSurface = surface ?? base.light.surface;
  const lightSurfaceAlt = optionalHex(t.surfaceAlt) ?? (surface ? shiftLightness(surface, -0.03) : base.light.surfaceAlt);
  if (t.surfaceAlt || surface) lightDecided.surfaceAlt = lightSurfaceAlt;
  const lightText = text ?? base.light.text;
  if (t.primaryText || primary) lightDecided.primaryText = optionalHex(t.primaryText) ?? readableTextOn(primary ?? base.light.primary);
  if (t.accentText || accent) lightDecided.accentText = optionalHex(t.accentText) ?? readableTextOn(accent ?? base.light.accent);
  if (surface || text) lightDecided.textMuted = mutedText(lightText, lightSurface, lightSurfaceAlt);
  const lightPalette = { ...base.light, ...lightDecided };
  const lightTokens: Record<string, string> = {};
  surfaceTokens(lightTokens, surface, lightDecided.surfaceAlt, text);
  brandTokens(lightTokens, lightPalette, lightDecided, 'light');

  // Dark: what `dark` gives, else derived from the light colours the theme gives, else the template's.
  const d = t.dark ?? {};
  const darkDecided: Partial<ThemePalette> = {};
  const darkSurface = optionalHex(d.surface) ?? (surface ? withLightness(surface, 0.17, 0.02) : undefined);
  const darkSurfaceAlt = optionalHex(d.surfaceAlt) ?? (darkSurface ? shiftLightness(darkSurface, 0.04) : undefined);
  const darkText = optionalHex(d.text) ?? (text ? withLightness(text, 0.94, 0.02) : undefined);
  if (darkSurface) darkDecided.surface = darkSurface;
  if (darkSurfaceAlt) darkDecided.surfaceAlt = darkSurfaceAlt;
  if (darkText) darkDecided.text = darkText;
  const ds = darkSurface ?? base.dark.surface;
  const dsAlt = darkSurfaceAlt ?? base.dark.surfaceAlt;
  const darkPrimary =
    optionalHex(d.primary) ??
    (primary ? reachContrast(withLightness(primary, 0.7), [ds, dsAlt], DERIVED_DARK_PRIMARY_CONTRAST, 0.16) : undefined);
  // Accent is text in some templates (eyebrows): a derived dark accent reads as text on the dark surfaces.
  const darkAccent = optionalHex(d.accent) ?? (accent ? reachContrast(accent, [ds, dsAlt], 4.5, 0.2) : undefined);
  if (darkPrimary) darkDecided.primary = darkPrimary;
  if (darkAccent) darkDecided.accent = darkAccent;
  if (d.primaryText || darkPrimary)
    darkDecided.primaryText = optionalHex(d.primaryText) ?? readableTextOn(darkPrimary ?? base.dark.primary);
  if (d.accentText || darkAccent) darkDecided.accentText = optionalHex(d.accentText) ?? readableTextOn(darkAccent ?? base.dark.accent);
  if (darkSurface || darkText) darkDecided.textMuted = mutedText(darkText ?? base.dark.text, ds, dsAlt);
  const darkPalette = { ...base.dark, ...darkDecided };
  const darkTokens: Record<string, string> = {};
  surfaceTokens(darkTokens, darkSurface, darkSurfaceAlt, darkText);
  if (darkSurface) darkTokens['--bf-color-surface-raised'] = shiftLightness(darkSurface, 0.07);
  brandTokens(darkTokens, darkPalette, darkDecided, 'dark');
  if (template === 'template4') {
    // Template 4 draws its header as a gradient from the primary colour toward the accent, with text on it.
    if (primary || accent) headerGradient(lightTokens, lightTokens['--bf-color-primary-strong'] ?? base.light.primary, lightPalette.accent);
    if (darkPrimary || darkAccent) headerGradient(darkTokens, withLightness(darkPalette.primary, 0.3, 0.12), darkPalette.accent);
  }

  return {
    template,
    light: complete(base.light, lightTokens, lightDecided),
    dark: complete(base.dark, darkTokens, darkDecided),
    ...(t.radius !== undefined ? { radius: t.radius } : {}),
    ...(t.font ? { font: t.font } : {}),
    ...(t.headingFont ? { headingFont: t.headingFont } : {}),
    ...(t.logo ? { logo: { src: t.logo.src, alt: t.logo.alt, wordmark: t.logo.wordmark ?? false } } : {}),
    ...(t.favicon ? { favicon: t.favicon } : {}),
  };
}

/**
 * The colour pairs a page draws on each other, in both variants, with the contrast WCAG 2.2 AA asks of them:
 * 4.5:1 for text, 3:1 for large text and controls.
 */
export function contrastChecks(resolved: ResolvedTheme): ContrastCheck[] {
  const checks: ContrastCheck[] = [];
  for (const variant of ['light', 'dark'] as const) {
    const p = resolved[variant];
    const decided = (...names: string[]) => names.some((name) => name in p.tokens);
    const add = (pair: string, foreground: string, background: string, required: number, fromTheme: boolean) => {
      const ratio = contrastRatio(foreground, background);
      checks.push({ variant, pair, foreground, background, ratio, required, ok: ratio >= required, fromTheme });
    };
    const primary = decided('--bf-color-primary', '--bf-color-primary-contrast', '--bf-color-surface', '--bf-color-surface-alt');
    add(
      'text on the primary colour (buttons)',
      p.primaryText,
      p.primary,
      4.5,
      decided('--bf-color-primary', '--bf-color-primary-contrast'),
    );
    add('text on the accent colour', p.accentText, p.accent, 4.5, decided('--bf-color-accent', '--bf-color-accent-contrast'));
    add('links (the primary colour) on the page background', p.primary, p.surface, 4.5, primary);
    add('links (the primary colour) on alternate sections', p.primary, p.surfaceAlt, 4.5, primary);
    add('hovered links on the page background', p.primaryStrong, p.surface, 4.5, primary);
    add('text on the page background', p.text, p.surface, 4.5, decided('--bf-color-text', '--bf-color-surface'));
    add('text on alternate sections', p.text, p.surfaceAlt, 4.5, decided('--bf-color-text', '--bf-color-surface-alt'));
    add('secondary text on the page background', p.textMuted, p.surface, 4.5, decided('--bf-color-text-muted', '--bf-color-surface'));
    add('the primary colour on its tint (selected items)', p.primary, p.primarySoft, 4.5, primary);
    // Where a template writes text in the accent colour: template 3's eyebrows on the page, template 2's on its dark
    // hero (template 4's accent icons sit beside their labels: decorative, no contrast asked).
    const accent = decided('--bf-color-accent', '--bf-color-surface');
    if (resolved.template === 'template3')
      add('text in the accent colour (eyebrows) on the page background', p.accent, p.surface, 4.5, accent);
    if (resolved.template === 'template2')
      add('text in the accent colour (eyebrows) on the dark hero', p.accent, p.inverseSurface, 4.5, accent);
    const header = p.tokens['--bf-t4-header-surface'];
    const headerText = p.tokens['--bf-t4-header-text'];
    const headerEnd = p.tokens['--bf-t4-gradient-end'];
    if (header && headerText && headerEnd) {
      add('header text on the header (start of its gradient)', headerText, header, 4.5, true);
      add('header text on the header (end of its gradient)', headerText, headerEnd, 4.5, true);
    }
    add('the primary colour as a control on raised parts (menus, dialogs)', p.primary, p.surfaceRaised, 3, primary);
  }
  return checks;
}

import { parseSiteConfiguration, themeSchema, type ConfigProblem, type Theme } from '@brokerfront/config';
import { contrastChecks, resolveTheme, type ContrastCheck, type ResolvedTheme, type ThemeTemplateId } from '@brokerfront/config/theme';
import { isJsonObject, objectAt, PALETTE_KEYS, THEME_KEYS, type JsonObject } from './document';

/** What the problems panel shows for a configuration. */
export interface StudioChecks {
  /** Wrong fields: the site shows its error screen until they are fixed. */
  problems: readonly ConfigProblem[];
  /** Unknown fields, ignored by the site (left out of a clean export). */
  warnings: readonly ConfigProblem[];
  /** Colour pairs below the contrast WCAG 2.2 AA asks, light and dark. */
  contrast: readonly ContrastCheck[];
  /** The theme over the template, from its valid fields (undefined when it cannot be resolved). */
  resolved?: ResolvedTheme;
}

/**
 * The parts of a theme section that are valid, each field checked alone: the contrast of the colours already right
 * is shown while another is still being typed.
 */
export function usableTheme(section: JsonObject): Theme {
  const theme: Record<string, unknown> = {};
  const shape = themeSchema.shape;
  for (const key of THEME_KEYS) {
    if (key === 'dark' || !(key in section)) continue;
    const parsed = shape[key as keyof typeof shape].safeParse(section[key]);
    if (parsed.success && parsed.data !== undefined) theme[key] = parsed.data;
  }
  if (isJsonObject(section['dark'])) {
    const darkShape = shape.dark.unwrap().shape;
    const dark: Record<string, unknown> = {};
    for (const key of PALETTE_KEYS) {
      const parsed = darkShape[key].safeParse(section['dark'][key]);
      if (parsed.success && parsed.data !== undefined) dark[key] = parsed.data;
    }
    theme['dark'] = dark;
  }
  return theme as Theme;
}

/** Resolves the usable part of a theme section over a template. */
export function resolveThemeSection(section: JsonObject, template: ThemeTemplateId): ResolvedTheme | undefined {
  try {
    return resolveTheme(usableTheme(section), template);
  } catch {
    return undefined;
  }
}

/** Checks a configuration as the site will (schema, unknown fields) and its theme's contrast over a template. */
export function checkConfiguration(doc: JsonObject, template: ThemeTemplateId): StudioChecks {
  const result = parseSiteConfiguration(doc);
  const resolved = resolveThemeSection(objectAt(doc, 'theme'), template);
  return {
    problems: result.ok ? [] : result.problems,
    warnings: result.warnings ?? [],
    contrast: resolved ? contrastChecks(resolved).filter((check) => !check.ok) : [],
    ...(resolved ? { resolved } : {}),
  };
}

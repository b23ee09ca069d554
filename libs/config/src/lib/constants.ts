/**
 * Constants of the configuration format, apart from its schema: pages import them without loading the checker
 * (zod), which loads with the signed-in side.
 */

/** Where the configuration is served (SPEC §7). */
export const DEFAULT_CONFIG_URL = 'assets/config/configuration.json';

/** The establishment year used when a configuration names none (SPEC §9). */
export const DEFAULT_ESTABLISHMENT_YEAR = 2005;

/** How the decorative vector image of a page fills its box (CSS `background-size`). */
export const VECTOR_SIZES = ['cover', 'contain', 'auto'] as const;

/** Asset classes a row of the spreads-and-commissions table belongs to. */
export const ASSET_CLASSES = ['forex', 'stocks', 'indices', 'commodities', 'crypto'] as const;

/** Path of the realtime hub on the gateway when a configuration names no gateway (SPEC §7: hub name "user"). */
export const DEFAULT_HUB_PATH = 'ws/user';

/**
 * Font families a brand theme may choose (`theme.font`, `theme.headingFont`): "system" uses the device's own
 * fonts and downloads nothing; the others are self-hosted from their Fontsource packages (Latin and Latin
 * Extended, variable weight), served from the site's `assets/fonts/`.
 */
export const THEME_FONTS = ['system', 'inter', 'manrope', 'source-sans-3', 'lora'] as const;

/** A brand colour in a configuration: `#rgb` or `#rrggbb`. */
export const THEME_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

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

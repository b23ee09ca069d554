import en from './en.json';

/**
 * The `marketing` namespace in every language, keyed by configuration prefix. Used by tests and
 * Storybook; the site loads the merged per-language files at run time instead.
 */
export const marketingResources = { en } as const;

/** Languages of the `marketing` namespace (the configuration prefixes). */
export const MARKETING_LANGUAGES = Object.keys(marketingResources) as Array<keyof typeof marketingResources>;

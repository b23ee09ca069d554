import de from './de.json';
import en from './en.json';
import esp from './esp.json';
import ita from './ita.json';
import svn from './svn.json';
import swe from './swe.json';

/**
 * The `marketing` namespace in every language, keyed by configuration prefix. Used by tests and
 * Storybook; the site loads the merged per-language files at run time instead.
 */
export const marketingResources = { en, de, swe, esp, svn, ita } as const;

/** Languages of the `marketing` namespace (the configuration prefixes). */
export const MARKETING_LANGUAGES = Object.keys(marketingResources) as Array<keyof typeof marketingResources>;

import type { TemplateId } from '../lib/app-source';

/** The checks of `nx run <app>:verify`, each problem named by one of them. */
export const RULES = ['configuration', 'files', 'translations', 'risk-warning', 'contrast', 'links', 'template'] as const;
export type RuleName = (typeof RULES)[number];

/** One thing wrong with a brand app, or (a warning) worth a look before publishing. */
export interface BrandProblem {
  rule: RuleName;
  /** Where: a configuration path (`appConfig.documents[1]`), a language (`de`) or a file of the app. */
  path: string;
  message: string;
  /** `warning`: reported, but the brand still passes (`verify` exits 0). Without it the problem is an error. */
  severity?: 'warning';
}

/** Whether a problem is a warning (reported, the brand still passes). */
export const isWarning = (problem: BrandProblem): boolean => problem.severity === 'warning';

/** A tree of translation texts, as the merged language files hold them. */
export interface TextTree {
  [key: string]: unknown;
}

/**
 * What the checks need of a brand app, read once (see `readBrand`) or written by hand in a test. Paths are relative
 * to the app folder and use `/`.
 */
export interface BrandSnapshot {
  /** Name shown in messages, e.g. "template1". */
  name: string;
  /** The parsed `public/assets/config/configuration.json`; undefined when missing or not JSON. */
  configuration: unknown;
  /** Why `configuration` is undefined. */
  configurationError?: string;
  /** The template `src/main.tsx` starts, if it names one. */
  template?: TemplateId;
  /** Whether a file of the app exists, e.g. `public/assets/images/logo.svg` or `legal/privacy-policy.md`. */
  exists(file: string): boolean;
  /** The merged translation file served for a language (libs' texts plus the app's overrides); may throw. */
  texts(language: string): TextTree;
}

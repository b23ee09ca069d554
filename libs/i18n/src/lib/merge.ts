/** A tree of translation texts: nested objects with text leaves. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** The texts of one language, by namespace: the content of `assets/i18n/<lang>.json`. */
export type TranslationFile = Record<string, TranslationTree>;

/** One namespace file to merge. */
export interface NamespaceTexts {
  namespace: string;
  texts: TranslationTree;
}

function isTree(value: unknown): value is TranslationTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep-merges `override` onto `base` (override wins, nested objects merge). Returns a new tree. */
export function mergeTrees(base: TranslationTree, override: TranslationTree): TranslationTree {
  const out: TranslationTree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    out[key] = isTree(value) && isTree(current) ? mergeTrees(current, value) : value;
  }
  return out;
}

/**
 * Builds one language file from namespace files and optional brand overrides
 * (`{ "<namespace>": { … } }`, applied last, key by key).
 */
export function mergeTranslations(sources: readonly NamespaceTexts[], overrides: readonly TranslationFile[] = []): TranslationFile {
  const file: TranslationFile = {};
  for (const { namespace, texts } of sources) file[namespace] = mergeTrees(file[namespace] ?? {}, texts);
  for (const override of overrides) {
    for (const [namespace, texts] of Object.entries(override)) {
      if (isTree(texts)) file[namespace] = mergeTrees(file[namespace] ?? {}, texts);
    }
  }
  return file;
}

/** Every leaf of a tree as `dotted.key → value` (values that are not texts kept as found). */
export function flattenTranslations(tree: TranslationTree, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isTree(value)) Object.assign(out, flattenTranslations(value, path));
    else out[path] = value;
  }
  return out;
}

/** What is wrong in one language compared with a reference language. */
export interface TranslationGaps {
  /** Keys of the reference language this language lacks. */
  missing: string[];
  /** Keys whose text is empty, blank or not a text. */
  empty: string[];
  /** Keys this language has and the reference lacks. */
  extra: string[];
}

/** Compares a language's tree with the reference tree (normally English) key by key. */
export function findTranslationGaps(reference: TranslationTree, candidate: TranslationTree): TranslationGaps {
  const ref = flattenTranslations(reference);
  const cand = flattenTranslations(candidate);
  const missing = Object.keys(ref).filter((key) => !(key in cand));
  const empty = Object.entries(cand)
    .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
    .map(([key]) => key);
  const extra = Object.keys(cand).filter((key) => !(key in ref));
  return { missing, empty, extra };
}

/**
 * Translation namespaces (one per lib that renders text). A lib keeps its texts in
 * `libs/<lib>/src/i18n/<lang>.json` (namespace from this table) or, when it owns several namespaces,
 * in `libs/<lib>/src/i18n/<namespace>/<lang>.json`. The site serves them merged per language at
 * `assets/i18n/<lang>.json` as `{ "<namespace>": { … } }`.
 */
export const NAMESPACE_BY_LIB: Readonly<Record<string, string>> = Object.freeze({
  i18n: 'common',
  auth: 'auth',
  'ui-templates': 'marketing',
  site: 'site',
  'blog-content': 'blog',
  'identity-api': 'errors',
});

/**
 * Namespace files kept beside a feature instead of in the lib's `src/i18n`: folder below `libs/`
 * → namespace (`libs/site/src/account/i18n/<lang>.json` is the `account` namespace).
 */
export const NAMESPACE_BY_FOLDER: Readonly<Record<string, string>> = Object.freeze({
  'site/src/account/i18n': 'account',
  'site/src/backoffice/i18n': 'backoffice',
  'ui-templates/src/pages/i18n': 'pages',
  // The client area's texts: one namespace, one folder per part (the files of a namespace merge).
  'ui-templates/src/client/common/i18n': 'client',
  'ui-templates/src/client/shell/i18n': 'client',
  'ui-templates/src/client/forms/i18n': 'client',
  'ui-templates/src/client/money/i18n': 'client',
  'ui-templates/src/client/profile/i18n': 'client',
  // The back office's workspace: one namespace, one folder per part.
  'ui-templates/src/backoffice/query-builder/i18n': 'backoffice',
  'ui-templates/src/backoffice/list/i18n': 'backoffice',
  'ui-templates/src/backoffice/bulk/i18n': 'backoffice',
  'ui-templates/src/backoffice/export/i18n': 'backoffice',
  'ui-templates/src/backoffice/create/i18n': 'backoffice',
  'ui-templates/src/backoffice/import/i18n': 'backoffice',
  // The back office's user page and employee groups.
  'ui-templates/src/backoffice/user-profile/i18n': 'backoffice',
  'ui-templates/src/backoffice/user-actions/i18n': 'backoffice',
  'ui-templates/src/backoffice/timeline/i18n': 'backoffice',
  'ui-templates/src/backoffice/permissions/i18n': 'backoffice',
  'ui-templates/src/backoffice/documents-review/i18n': 'backoffice',
  'ui-templates/src/backoffice/groups/i18n': 'backoffice',
});

/** Every namespace the product knows; the site preloads them all with the language file. */
export const NAMESPACES = [
  'common',
  'site',
  'marketing',
  'pages',
  'auth',
  'blog',
  'realtime',
  'backoffice',
  'account',
  'client',
  'errors',
] as const;

/** The namespace used when `t()` is called without one. */
export const DEFAULT_NAMESPACE = 'common';

/** The namespace of the texts in `libs/<lib>/src/i18n/<lang>.json`: the table above, else the lib name. */
export function namespaceOfLib(lib: string): string {
  return NAMESPACE_BY_LIB[lib] ?? lib;
}

/**
 * Every route path of the site, in one table: the route definitions, links, redirects and guards all
 * read it. Patterns are relative to the site root; each page is mounted unprefixed and under `/{lang}/`.
 * Links are built with the functions below (unprefixed; `useLocalizedPath` adds the language).
 */
export const ROUTE_PATHS = {
  signIn: 'sign-in',
  signUp: 'sign-up',
  signUpDemo: 'sign-up/demo',
  confirmEmail: 'confirm-email',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  autoLogin: 'auto-login',
  account: 'account',
  accountAccounts: 'account/accounts',
  accountWithdrawal: 'account/withdrawal',
  accountDocuments: 'account/documents',
  accountProfile: 'account/profile',
  accountSettings: 'account/settings',
  backOffice: 'backoffice',
  backOfficeUsers: 'backoffice/users',
  backOfficeNewUser: 'backoffice/users/new',
  backOfficeImport: 'backoffice/import',
  backOfficeGroups: 'backoffice/groups',
  backOfficeUser: 'backoffice/users/:id',
  blog: 'blog',
  blogArticle: 'blog/:slug',
  trading: 'trading/:assetClass',
  withdrawal: 'withdrawal',
  spreads: 'spreads',
  faq: 'faq',
  contact: 'contact',
  about: 'about',
  legal: 'legal',
  notFound: '404',
} as const;

/** A page of the route table. */
export type RoutePathId = keyof typeof ROUTE_PATHS;

/** The unprefixed address of a page without parameters, e.g. `/account`. */
export function pathTo(page: Exclude<RoutePathId, 'backOfficeUser' | 'blogArticle' | 'trading'>): string {
  return `/${ROUTE_PATHS[page]}`;
}

/** The unprefixed address of a user's page in the back office. */
export function userPath(id: number): string {
  return `/${ROUTE_PATHS.backOfficeUser.replace(':id', String(id))}`;
}

/** The trading page of an asset class, relative to the site root, e.g. `trading/forex`. */
export function tradingPath(assetClass: string): string {
  return ROUTE_PATHS.trading.replace(':assetClass', assetClass);
}

/**
 * The blog's addresses on the branch of the route table the visitor is on: with the URL's language
 * prefix when there is one (`/ita/blog/forex-basics`), without it otherwise (`/blog/forex-basics`).
 */
export function blogPaths(prefix?: string) {
  const base = prefix ? `/${prefix}/${ROUTE_PATHS.blog}` : `/${ROUTE_PATHS.blog}`;
  return {
    list: base,
    article: (slug: string) => `${base}/${slug}`,
  };
}

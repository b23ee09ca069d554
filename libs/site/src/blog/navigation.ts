import { pathTo } from '../paths';

/** One header entry (same shape as the content pages' entries). */
export interface BlogNavItem {
  /** Unprefixed path from the site root; localise it for `/{lang}/`. */
  to: string;
  /** Translation key of the label, with its namespace. */
  labelKey: string;
}

/** The blog's header entry: every site has a blog (SPEC §1). */
export const blogNavigation: readonly BlogNavItem[] = [{ to: pathTo('blog'), labelKey: 'blog:title' }];

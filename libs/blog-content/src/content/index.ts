import type { BlogLanguage, BlogPostSource } from '../model';
import { sources as en } from './en';
import { sources as de } from './de';
import { sources as swe } from './swe';
import { sources as esp } from './esp';
import { sources as svn } from './svn';
import { sources as ita } from './ita';

/**
 * Every authored post, by language, in id order. Templates build their collections from these
 * sources (see `collections.ts`); the loader imports one language folder at a time instead.
 */
export const blogSources: Readonly<Record<BlogLanguage, readonly BlogPostSource[]>> = { en, de, swe, esp, svn, ita };

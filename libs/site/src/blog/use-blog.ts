import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useLanguage } from '@brokerfront/i18n/react';
import {
  loadBlogPosts,
  peekBlogPosts,
  resolveBlogLanguage,
  type BlogLanguage,
  type BlogPost,
  type BlogTemplateId,
} from '@brokerfront/blog-content/loader';
import type { TemplateId } from '@brokerfront/ui-templates';
import { useTemplate } from '../app/site-context';
import { blogPaths } from '../paths';

/** Where the blog is shown: template, content language and addresses. */
export interface BlogPlace {
  template: TemplateId;
  templateNumber: BlogTemplateId;
  /** The content language (SPEC §4 blog-language rule). */
  language: BlogLanguage;
  paths: ReturnType<typeof blogPaths>;
}

/**
 * The blog's template, language and addresses for the page shown. The language follows the
 * blog-language rule: the chosen language (URL prefix, else the site's current language) when more
 * than one language is configured, otherwise the default language; English when the template has
 * no posts in it.
 */
export function useBlogPlace(): BlogPlace {
  const template = useTemplate();
  const { lang } = useParams();
  const { language, languages, defaultLanguage } = useLanguage();
  const templateNumber = Number(template.replace('template', '')) as BlogTemplateId;
  const blogLanguage = resolveBlogLanguage({
    configuredLanguages: languages,
    chosenLanguage: lang ?? language.prefix,
    defaultLanguage,
    template: templateNumber,
  });
  return {
    template,
    templateNumber,
    language: blogLanguage,
    paths: blogPaths(lang),
  };
}

/**
 * The posts of the blog shown, in list order, or undefined while the language's posts load (their
 * module is fetched on the first visit; later visits render at once). A failed load is thrown to
 * the route's error boundary.
 */
export function useBlogPosts(place: BlogPlace): readonly BlogPost[] | undefined {
  const { templateNumber, language } = place;
  const posts = peekBlogPosts(templateNumber, language);
  const [, setLoaded] = useState(0);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (posts) return undefined;
    let live = true;
    loadBlogPosts(templateNumber, language).then(
      () => live && setLoaded((n) => n + 1),
      (reason: unknown) => live && setError(reason),
    );
    return () => {
      live = false;
    };
  }, [posts, templateNumber, language]);
  if (error) throw error;
  return posts;
}

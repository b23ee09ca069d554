import type { AppConfig } from '@brokerfront/config';
import { useAppConfig } from '@brokerfront/config/react';
import { localeOf } from '@brokerfront/i18n';
import type { BlogPost } from '@brokerfront/blog-content/loader';
import { useSiteDescription } from './page-head';
import { siteUrl } from './site-url';

/** A JSON value. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A schema.org node as JSON-LD. */
export type JsonLd = { [key: string]: JsonValue };

const SCRIPT_UNSAFE: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON-LD as the text of a `<script>` element: `<`, `>` and `&` (and the JavaScript line separators)
 * are written as `\uXXXX` escapes, which read back as the same JSON, so that no text of the page
 * (`</script>`, `<!--`) can end the element early.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_UNSAFE[c] ?? c);
}

/** The id of the site's Organization node (`{origin}#organization`), shared by the home page and the articles. */
export const organizationId = (origin: string) => `${siteUrl(origin)}#organization`;

/** The fields of the configuration an Organization node is built from. */
export type OrganizationSource = Pick<AppConfig, 'name' | 'origin'> & { contactInfo?: Partial<AppConfig['contactInfo']> };

/**
 * schema.org `Organization` of the brand: name, url (the origin), the description in the page's
 * language, and the support e-mail address, telephone number and postal address of `contactInfo`
 * when set. The configuration has no logo, so none is given.
 */
export function organizationJsonLd(app: OrganizationSource, options: { description?: string } = {}): JsonLd {
  const { email, phoneNumber, address } = app.contactInfo ?? {};
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(app.origin),
    name: app.name,
    url: siteUrl(app.origin),
    ...(options.description ? { description: options.description } : {}),
    ...(email ? { email } : {}),
    ...(phoneNumber ? { telephone: phoneNumber } : {}),
    ...(address ? { address } : {}),
  };
}

/** Input of {@link articleJsonLd}. */
export interface ArticleSource {
  post: Pick<BlogPost, 'title' | 'summary' | 'thumbnail' | 'thumbnailSize' | 'language'>;
  /** The article's address on the site ('/de/blog/forex-basics'). */
  path: string;
  /** Publication date, ISO 8601 ('2023-09-17'). */
  published?: string;
  app: Pick<AppConfig, 'name' | 'origin'>;
}

/**
 * schema.org `Article` of a blog post: headline, summary, thumbnail (absolute, with its size), publication
 * date, the language of its text, the brand as author and publisher, and the article page as its main
 * entity.
 */
export function articleJsonLd({ post, path, published, app }: ArticleSource): JsonLd {
  const url = siteUrl(app.origin, path);
  const brand: JsonLd = { '@type': 'Organization', '@id': organizationId(app.origin), name: app.name, url: siteUrl(app.origin) };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.summary,
    image: {
      '@type': 'ImageObject',
      url: siteUrl(app.origin, post.thumbnail),
      width: post.thumbnailSize.width,
      height: post.thumbnailSize.height,
    },
    ...(published ? { datePublished: published } : {}),
    inLanguage: localeOf(post.language),
    author: brand,
    publisher: brand,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}

/**
 * `<script type="application/ld+json">` with `data`, rendered where the component stands (in the page
 * body, also in the prerendered HTML); React does not run or warn about such data blocks.
 */
export function StructuredData({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** The brand's Organization node for the home page, its description in the current language. */
export function OrganizationData() {
  const app = useAppConfig();
  const description = useSiteDescription();
  return <StructuredData data={organizationJsonLd(app, { description })} />;
}

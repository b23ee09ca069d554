import { createContext, useContext, type ReactNode } from 'react';
import { canonicalPath, siteUrl } from './site-url';

/** Whether a page part above has already asked search engines to keep the page out of their index. */
const NoIndexContext = createContext(false);

/**
 * `<meta name="robots" content="noindex">` (hoisted into <head> by React 19) for pages search engines
 * must not list: the signed-in pages, sign-in, auto-login and the not-found page. Nested uses (the back
 * office inside the client shell) leave a single tag. Wraps `children` when given.
 */
export function NoIndex({ children }: { children?: ReactNode }) {
  const declared = useContext(NoIndexContext);
  return (
    <NoIndexContext.Provider value={true}>
      {declared ? null : <meta name="robots" content="noindex" />}
      {children}
    </NoIndexContext.Provider>
  );
}

/** The picture of a page for link previews (`og:image`, `twitter:image`). */
export interface DocumentImage {
  /** Path below the origin ('assets/images/blog/post-1/thumb.jpg') or an absolute address. */
  src: string;
  width?: number;
  height?: number;
  /** What the picture shows, in the page's language. */
  alt?: string;
}

export interface DocumentHeadProps {
  /** The page's own title; the document title becomes '{page title} | {app name}' (SPEC §2). */
  title: string;
  appName: string;
  description: string;
  /** Site origin with a trailing slash, e.g. 'https://broker.example/'. */
  origin: string;
  /** Path of the page below the origin ('de/blog'; a leading or trailing slash is allowed). */
  path?: string;
  /** `og:type`: 'website' (default) or 'article'. */
  type?: 'website' | 'article';
  /** The picture of the page; link previews then show it large (`summary_large_image`). */
  image?: DocumentImage;
  /** `article:published_time` (ISO 8601) of an article. */
  publishedTime?: string;
  /** Keeps the page out of search engines (`robots` noindex, no canonical address). */
  noindex?: boolean;
}

/** Builds the document title of a page: '{page title} | {app name}'. */
export function formatDocumentTitle(title: string, appName: string): string {
  return title ? `${title} | ${appName}` : appName;
}

/**
 * Title, description, canonical address and the Open Graph / Twitter meta of a page. React 19 hoists
 * these elements into <head> (also when the page is prerendered).
 */
export function DocumentHead({
  title,
  appName,
  description,
  origin,
  path = '',
  type = 'website',
  image,
  publishedTime,
  noindex = false,
}: DocumentHeadProps) {
  const fullTitle = formatDocumentTitle(title, appName);
  const url = siteUrl(origin, canonicalPath(path));
  const imageUrl = image ? siteUrl(origin, image.src) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:site_name" content={appName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      {image?.width ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image?.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
      {image?.alt ? <meta property="og:image:alt" content={image.alt} /> : null}
      {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
      {image?.alt ? <meta name="twitter:image:alt" content={image.alt} /> : null}
      {noindex ? <NoIndex /> : <link rel="canonical" href={url} />}
    </>
  );
}

export interface DocumentHeadProps {
  /** The page's own title; the document title becomes '{page title} | {app name}' (SPEC §2). */
  title: string;
  appName: string;
  description: string;
  /** Site origin with a trailing slash, e.g. 'https://broker.example/'. */
  origin: string;
  /** Path of the page below the origin, without a leading slash. */
  path?: string;
}

/** Builds the document title of a page: '{page title} | {app name}'. */
export function formatDocumentTitle(title: string, appName: string): string {
  return title ? `${title} | ${appName}` : appName;
}

/**
 * Title, description and social meta of a page. React 19 hoists these elements into <head>.
 */
export function DocumentHead({ title, appName, description, origin, path = '' }: DocumentHeadProps) {
  const fullTitle = formatDocumentTitle(title, appName);
  const url = new URL(path, origin).toString();
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:site_name" content={appName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <link rel="canonical" href={url} />
    </>
  );
}

import type { ReactNode } from 'react';
import { PageHead } from '../head/page-head';
import { NotFoundPage } from '../pages/not-found-page';

export interface MarketingPageProps {
  /** The page title, translated; the document title becomes '{title} | {app name}'. */
  title: string;
  /** False when the configuration does not offer this page: the 404 page is shown instead. */
  enabled?: boolean;
  children: ReactNode;
}

/**
 * Wraps a content page: the 404 page when it is switched off, otherwise its head (title, the site description in
 * the interface language, canonical address, social meta) and body.
 */
export function MarketingPage({ title, enabled = true, children }: MarketingPageProps) {
  if (!enabled) return <NotFoundPage />;
  return (
    <>
      <PageHead title={title} />
      {children}
    </>
  );
}

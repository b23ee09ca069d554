import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppConfig } from '@brokerfront/config/react';
import { DocumentHead } from '../head/document-head';
import { NotFoundPage } from '../pages/not-found-page';

export interface MarketingPageProps {
  /** The page title, translated; the document title becomes '{title} | {app name}'. */
  title: string;
  /** False when the configuration does not offer this page: the 404 page is shown instead. */
  enabled?: boolean;
  children: ReactNode;
}

/** Wraps a content page: the 404 page when it is switched off, otherwise its head (title, meta) and body. */
export function MarketingPage({ title, enabled = true, children }: MarketingPageProps) {
  const app = useAppConfig();
  const { pathname } = useLocation();
  if (!enabled) return <NotFoundPage />;
  return (
    <>
      <DocumentHead title={title} appName={app.name} description={app.description} origin={app.origin} path={pathname.replace(/^\//, '')} />
      {children}
    </>
  );
}

import '../pages.css';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import { Section } from '../../components/section';

export interface PageFrameProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Extra class for page-specific layout. */
  className?: string;
}

/** The common frame of a content page: the template's page header (the page's only h1), then sections. */
export function PageFrame({ title, lead, children, className }: PageFrameProps) {
  return (
    <article className={`bfp-page${className ? ` ${className}` : ''}`}>
      <PageHeader title={title} lead={lead} />
      <div className="bfp-page__body">{children}</div>
    </article>
  );
}

export interface PageSectionProps {
  title?: string;
  children: ReactNode;
  id?: string;
  /** Content width; text reads best narrow, tables and grids wide. */
  width?: 'narrow' | 'wide';
}

/** A titled section of a content page (h2), labelled by its heading. */
export function PageSection({ title, children, id, width = 'narrow' }: PageSectionProps) {
  return (
    <Section id={id} title={title} width={width} className="bfp-section">
      {children}
    </Section>
  );
}

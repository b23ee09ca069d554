import type { ReactNode } from 'react';

export interface PageFrameProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Extra class for page-specific layout. */
  className?: string;
}

/** The common frame of a content page: a header with the page's only h1 and an optional lead. */
export function PageFrame({ title, lead, children, className }: PageFrameProps) {
  return (
    <article className={`bfp-page${className ? ` ${className}` : ''}`}>
      <header className="bfp-page__header">
        <h1 className="bfp-page__title">{title}</h1>
        {lead ? <p className="bfp-page__lead">{lead}</p> : null}
      </header>
      <div className="bfp-page__body">{children}</div>
    </article>
  );
}

export interface PageSectionProps {
  title: string;
  children: ReactNode;
  id?: string;
}

/** A titled section of a content page (h2), labelled by its heading. */
export function PageSection({ title, children, id }: PageSectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section className="bfp-section" aria-labelledby={headingId} id={id}>
      <h2 className="bfp-section__title" id={headingId}>
        {title}
      </h2>
      {children}
    </section>
  );
}

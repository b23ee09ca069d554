import type { ReactNode } from 'react';
import { cx } from './class-names';

export interface PageHeaderProps {
  /** The page's `<h1>`. */
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  /** Decorative picture beside the text (hidden from assistive technology by the caller). */
  aside?: ReactNode;
  className?: string;
}

/** The heading block at the top of a content page; styled by each template. */
export function PageHeader({ title, eyebrow, lead, actions, aside, className }: PageHeaderProps) {
  return (
    <header className={cx('bf-page-header', aside ? 'bf-page-header--with-aside' : undefined, className)}>
      <div className="bf-container bf-page-header__inner">
        <div className="bf-page-header__text">
          {eyebrow ? <p className="bf-eyebrow">{eyebrow}</p> : null}
          <h1 className="bf-page-header__title">{title}</h1>
          {lead ? <p className="bf-page-header__lead">{lead}</p> : null}
          {actions ? <div className="bf-page-header__actions">{actions}</div> : null}
        </div>
        {aside ? <div className="bf-page-header__aside">{aside}</div> : null}
      </div>
    </header>
  );
}

import type { ReactNode } from 'react';
import { cx } from './class-names';

export interface PageLoadingProps {
  /**
   * Text shown and announced while the page loads ("Loading articles…"). Without it the placeholder is
   * empty: the page's shell stays as it is and nothing flashes while a chunk loads on the first visit.
   */
  label?: ReactNode;
  className?: string;
}

/**
 * Stands in for a page whose content (or code) is still loading. Empty, it is a busy region
 * (`aria-busy`); with a label, a status message that screen readers announce.
 */
export function PageLoading({ label, className }: PageLoadingProps) {
  if (label === undefined || label === null || label === false) {
    return <div className={cx('bf-page-loading', className)} aria-busy="true" />;
  }
  return (
    <p className={cx('bf-container', 'bf-page-loading', className)} role="status">
      {label}
    </p>
  );
}

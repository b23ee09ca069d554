import './backoffice.css';
import { Button } from '../components/button';
import { cx } from '../components/class-names';
import { defaultPaginationLabels, type PaginationLabels } from './labels';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
  labels?: PaginationLabels;
  className?: string;
}

/** Previous / next page buttons with "Page x of y · n users". */
export function Pagination({ page, pageCount, total, onPage, labels = defaultPaginationLabels, className }: PaginationProps) {
  const pages = Math.max(1, pageCount);
  return (
    <nav className={cx('bf-pagination', className)} aria-label={labels.nav}>
      <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {labels.previous}
      </Button>
      <p className="bf-pagination__summary" aria-live="polite">
        {labels.summary(page, pages, total)}
      </p>
      <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {labels.next}
      </Button>
    </nav>
  );
}

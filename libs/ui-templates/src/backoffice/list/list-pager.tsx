import './list.css';
import { useId } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import '../backoffice.css';

export interface ListPagerProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  pageSize: number;
  /** The page sizes offered ("Rows per page"). */
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  className?: string;
}

/** Under the list: "Rows per page" and the pager (previous, "Page x of y", next). */
export function ListPager({ page, pageCount, pageSize, pageSizes, onPage, onPageSize, className }: ListPagerProps) {
  const { t } = useTranslation('backoffice');
  const sizeId = useId();
  const pages = Math.max(1, pageCount);
  return (
    <div className={cx('bf-list-pager', className)}>
      <div className="bf-list-pager__size">
        <label htmlFor={sizeId}>{t('list.pager.pageSize')}</label>
        <select id={sizeId} className="bf-input" value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <nav className="bf-pagination bf-list-pager__pages" aria-label={t('list.pager.nav')}>
        <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          {t('list.pager.previous')}
        </Button>
        <p className="bf-pagination__summary" aria-live="polite">
          {t('list.pager.page', { page, pages })}
        </p>
        <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          {t('list.pager.next')}
        </Button>
      </nav>
    </div>
  );
}

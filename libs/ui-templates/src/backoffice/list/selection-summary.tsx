import './list.css';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import { pageSelectionState, selectionCount, type RowSelection } from './row-selection';

export interface SelectionSummaryProps {
  selection: RowSelection;
  /** The ids of the rows on the current page. */
  pageIds: readonly number[];
  /** How many rows match the query. */
  total: number;
  /** "Select all N matching": offered once the whole page is selected and more rows match. */
  onSelectAllMatching: () => void;
  onClear: () => void;
  className?: string;
}

/**
 * What is selected, said in a polite live region ("Selected: 3", "All 57 users matching the query are
 * selected."), with "Select all N matching" once the whole page is ticked and "Clear selection".
 * Renders nothing while nothing is selected (the live region stays, empty).
 */
export function SelectionSummary({ selection, pageIds, total, onSelectAllMatching, onClear, className }: SelectionSummaryProps) {
  const { t } = useTranslation('backoffice');
  const count = selectionCount(selection, total);
  const offerAll = selection.kind === 'ids' && pageSelectionState(selection, pageIds) === 'all' && total > count;
  return (
    <div className={cx('bf-selection', count === 0 && 'bf-selection--empty', className)}>
      <p className="bf-selection__count" role="status">
        {count === 0
          ? ''
          : selection.kind === 'all'
            ? t('list.selection.allMatching', { count: total })
            : t('list.selection.count', { count })}
      </p>
      {offerAll ? (
        <Button variant="secondary" size="sm" onClick={onSelectAllMatching}>
          {t('list.selection.selectAllMatching', { count: total })}
        </Button>
      ) : null}
      {count > 0 ? (
        <Button variant="ghost" size="sm" onClick={onClear}>
          {t('list.selection.clear')}
        </Button>
      ) : null}
    </div>
  );
}

import './bulk.css';
import '../backoffice.css';
import { useMemo, useState } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import { Link } from '../../components/link';
import { ScrollRegion } from '../../components/scroll-region';
import type { BulkOutcomeRow, BulkRowState } from './bulk-types';

/** The groups the outcome table can show. */
export type BulkOutcomeFilter = 'all' | BulkRowState;

const FILTERS: readonly BulkOutcomeFilter[] = ['all', 'failed', 'skipped', 'done', 'pending'];

/** Rows shown at first, and added by each "Show more". */
export const OUTCOME_ROWS_STEP = 100;

/** Users per outcome. */
export function countOutcomes(rows: readonly BulkOutcomeRow[]): Record<BulkRowState, number> {
  const counts: Record<BulkRowState, number> = { done: 0, skipped: 0, failed: 0, pending: 0 };
  for (const row of rows) counts[row.state] += 1;
  return counts;
}

/** Props of {@link BulkOutcomeTable}. */
export interface BulkOutcomeTableProps {
  rows: readonly BulkOutcomeRow[];
  /** The group shown first; the failures when there are some, else every user. */
  initialFilter?: BulkOutcomeFilter;
}

/** The words of one user's outcome: the reason it was skipped, the error it failed with. */
function useOutcomeText() {
  const { t } = useTranslation('backoffice');
  return (row: BulkOutcomeRow): string => {
    if (row.state === 'skipped' && row.reason) return t(`bulk.outcome.skip.${row.reason}`);
    if (row.state === 'failed' && row.error) return row.error;
    if (row.state === 'pending') return t('bulk.outcome.pending');
    return '';
  };
}

/**
 * The outcome of a bulk action per user: a filter by outcome (with counts), then a table of name and
 * outcome in words, a hundred rows at a time.
 */
export function BulkOutcomeTable({ rows, initialFilter }: BulkOutcomeTableProps) {
  const { t } = useTranslation('backoffice');
  const textOf = useOutcomeText();
  const counts = useMemo(() => countOutcomes(rows), [rows]);
  const [filter, setFilter] = useState<BulkOutcomeFilter>(initialFilter ?? (counts.failed > 0 ? 'failed' : 'all'));
  const [limit, setLimit] = useState(OUTCOME_ROWS_STEP);
  const shown = useMemo(() => (filter === 'all' ? rows : rows.filter((row) => row.state === filter)), [rows, filter]);
  // A group emptied by a retry falls back to every user.
  const active = filter !== 'all' && counts[filter] === 0 && rows.length > 0 ? 'all' : filter;
  const visible = (active === filter ? shown : rows).slice(0, limit);
  const total = active === filter ? shown.length : rows.length;
  const countOf = (f: BulkOutcomeFilter) => (f === 'all' ? rows.length : counts[f]);

  return (
    <div className="bf-bulk-outcome">
      <div className="bf-bulk-outcome__filters" role="group" aria-label={t('bulk.outcome.show')}>
        {FILTERS.filter((f) => f === 'all' || counts[f] > 0).map((f) => (
          <button
            key={f}
            type="button"
            className="bf-bulk-outcome__filter"
            aria-pressed={active === f}
            onClick={() => {
              setFilter(f);
              setLimit(OUTCOME_ROWS_STEP);
            }}
          >
            {t(`bulk.outcome.filters.${f}`, { count: countOf(f) })}
          </button>
        ))}
      </div>
      <ScrollRegion label={t('bulk.outcome.caption')} viewportClassName="bf-bulk-outcome__scroll">
        <table className="bf-data-table">
          <caption className="bf-data-table__caption">{t('bulk.outcome.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bulk.outcome.user')}</th>
              <th scope="col">{t('bulk.outcome.result')}</th>
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr>
                <td colSpan={2} className="bf-data-table__empty">
                  {t('bulk.outcome.empty')}
                </td>
              </tr>
            ) : (
              visible.map((row) => {
                const text = textOf(row);
                return (
                  <tr key={row.id}>
                    <th scope="row">{row.href ? <Link href={row.href}>{row.name}</Link> : row.name}</th>
                    <td>
                      <span className={cx('bf-bulk-state', `bf-bulk-state--${row.state}`)}>{t(`bulk.outcome.states.${row.state}`)}</span>
                      {text ? <span className="bf-bulk-outcome__detail"> {text}</span> : null}
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </ScrollRegion>
      {total > visible.length ? (
        <Button size="sm" variant="ghost" onClick={() => setLimit((n) => n + OUTCOME_ROWS_STEP)}>
          {t('bulk.outcome.more', { count: total - visible.length })}
        </Button>
      ) : null}
    </div>
  );
}

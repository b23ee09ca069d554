import './import.css';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { measureElement, observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { cx } from '../../components/class-names';
import { ScrollRegion } from '../../components/scroll-region';
import type { ImportRowView } from './types';

/** One column of an {@link ImportRowsTable}. */
export interface ImportTableColumn {
  id: string;
  header: ReactNode;
  /**
   * Its CSS grid track, e.g. `5rem` or `minmax(10rem, 2fr)`, in rem: the least widths add up to the table's
   * own, under which it scrolls sideways.
   */
  width: string;
  cell: (row: ImportRowView) => ReactNode;
  /** The cell names its row (a row header). */
  rowHeader?: boolean;
  /** The column stays in view while the others scroll sideways (the last one, holding the row's buttons). */
  stickyEnd?: boolean;
}

/** Props of {@link ImportRowsTable}. */
export interface ImportRowsTableProps {
  /** The table's accessible name. */
  label: string;
  rows: readonly ImportRowView[];
  columns: readonly ImportTableColumn[];
  /** Shown when there are no rows. */
  emptyText: ReactNode;
  /** The height a row is expected to have before it is measured (px). */
  estimateRowHeight?: number;
  className?: string;
}

/** The viewport a scroll area is given before it is laid out (or where nothing is laid out, as in a test DOM). */
const FALLBACK_VIEWPORT = { width: 960, height: 480 };

/** The least width of a column's track in rem (`7rem`, `minmax(7rem, 1fr)`), 0 when it names none. */
const leastRem = (track: string) => Number(/^(?:minmax\(\s*)?([\d.]+)rem/.exec(track.trim())?.[1] ?? 0);

/** The scroll area's size, or {@link FALLBACK_VIEWPORT} while it has none: the first rows render at once. */
const observeRect = (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: { width: number; height: number }) => void) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : FALLBACK_VIEWPORT));

/**
 * A table of import rows that stays fast with tens of thousands of rows: only the rows in view (and a few
 * around them) are in the page (@tanstack/react-virtual), each row measured once drawn. It keeps table
 * semantics for assistive technology: `role="table"` with `aria-rowcount`, header and body row groups, and
 * `aria-rowindex` on each row. The scroll area is a labelled {@link ScrollRegion}, focusable so the keyboard
 * scrolls it; it scrolls sideways only below the columns' least widths, and then a `stickyEnd` column (the
 * row's buttons) stays in view. Controls in rows are reached with Tab.
 */
export function ImportRowsTable({ label, rows, columns, emptyText, estimateRowHeight = 52, className }: ImportRowsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateRowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 8,
    observeElementRect: observeRect,
    // A row not laid out measures 0: it keeps its estimate.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimateRowHeight,
  });
  const style = {
    '--bf-import-columns': columns.map((c) => c.width).join(' '),
    '--bf-import-min-width': `${columns.reduce((sum, c) => sum + leastRem(c.width), 0)}rem`,
  } as CSSProperties;
  const stickyEnd = columns[columns.length - 1]?.stickyEnd === true;
  const cellClass = (column: ImportTableColumn, head = false) =>
    cx('bf-import-table__cell', head && 'bf-import-table__cell--head', column.stickyEnd && 'bf-scroll-region__sticky-end');

  return (
    <ScrollRegion ref={scrollRef} label={label} viewportClassName={cx('bf-import-table', className)} stickyEnd={stickyEnd}>
      <div
        className="bf-import-table__table"
        role="table"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-colcount={columns.length}
        style={style}
      >
        <div className="bf-import-table__head" role="rowgroup">
          <div className="bf-import-table__row" role="row" aria-rowindex={1}>
            {columns.map((column) => (
              <div key={column.id} className={cellClass(column, true)} role="columnheader">
                {column.header}
              </div>
            ))}
          </div>
        </div>
        <div className="bf-import-table__body" role="rowgroup" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <div
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                className={cx('bf-import-table__row', 'bf-import-table__row--body', `bf-import-table__row--${row.state.kind}`)}
                role="row"
                aria-rowindex={item.index + 2}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {columns.map((column) => (
                  <div key={column.id} className={cellClass(column)} role={column.rowHeader ? 'rowheader' : 'cell'}>
                    {column.cell(row)}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
      {rows.length === 0 ? <p className="bf-import-table__empty">{emptyText}</p> : null}
    </ScrollRegion>
  );
}

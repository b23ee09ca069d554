import './list.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import { useDisclosure } from '../../components/use-disclosure';
import { IconArrowDown, IconArrowUp, IconChevronDown } from '../../icons/icons';
import type { ListColumn } from './users-list-table';

export interface ColumnChooserProps {
  /** Every column the table can show, in their default order. */
  columns: readonly ListColumn[];
  /** The columns shown, in order. */
  value: readonly string[];
  /** What "Reset columns" goes back to. */
  defaultValue: readonly string[];
  /** Called with the new columns, in order, after each tick or move. */
  onChange: (columns: string[]) => void;
  className?: string;
}

/** Moves the item at `index` by `delta` places. */
function moved(list: readonly string[], index: number, delta: number): string[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + delta, 0, item);
  return next;
}

/**
 * "Columns": a disclosure with a checkbox per column — the shown ones first, in their order, each with
 * "Move up" and "Move down" buttons (plain buttons: no dragging needed), then the hidden ones — and
 * "Reset columns". A tick appends the column at the end; the last shown column cannot be unticked. A
 * move keeps the focus on the moved column's button and is announced ("Email is now column 2 of 6."); a
 * tick keeps it on the column's checkbox as the column joins the shown or the hidden ones.
 */
export function ColumnChooser({ columns, value, defaultValue, onChange, className }: ColumnChooserProps) {
  const { t } = useTranslation('backoffice');
  const panelId = useId();
  const { open, toggle, buttonRef, containerRef } = useDisclosure();
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  // What takes the focus once the new columns have rendered: a moved column's other button, a ticked column's box.
  const pendingFocus = useRef<{ id: string; control: 'up' | 'down' | 'toggle' } | null>(null);
  const byId = new Map(columns.map((c) => [c.id, c]));
  const shown = value.filter((id) => byId.has(id));
  const hidden = columns.filter((c) => !shown.includes(c.id));
  const label = (id: string) => byId.get(id)?.label ?? id;
  const isDefault = shown.length === defaultValue.length && shown.every((id, i) => id === defaultValue[i]);

  const move = (index: number, delta: number) => {
    const id = shown[index];
    const next = moved(shown, index, delta);
    onChange(next);
    setAnnouncement(t('list.columns.moved', { column: label(id), position: index + delta + 1, count: next.length }));
    // At either end the pressed button turns disabled: the focus goes to the column's other button.
    const target = index + delta;
    const edge = (delta < 0 && target === 0) || (delta > 0 && target === next.length - 1);
    pendingFocus.current = edge ? { id, control: delta < 0 ? 'down' : 'up' } : null;
  };
  // A ticked column moves between the shown and the hidden ones (its checkbox is drawn anew there).
  const toggleColumn = (id: string, next: string[]) => {
    onChange(next);
    pendingFocus.current = { id, control: 'toggle' };
  };
  // Applied once the new order has rendered (the list may come back later, through the page's URL).
  const order = shown.join(',');
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    const target = listRef.current?.querySelector<HTMLInputElement | HTMLButtonElement>(
      `[data-column="${pending.id}"][data-control="${pending.control}"]`,
    );
    if (target && !target.disabled) {
      pendingFocus.current = null;
      if (target !== document.activeElement) target.focus();
    }
  }, [order]);

  return (
    <div ref={containerRef} className={cx('bf-list-popover', className)}>
      <button
        ref={buttonRef}
        type="button"
        className="bf-button bf-button--secondary bf-button--sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <span className="bf-button__label">{t('list.columns.button')}</span>
        <IconChevronDown size={16} />
      </button>
      <div id={panelId} className="bf-list-popover__panel bf-column-chooser" hidden={!open}>
        <fieldset className="bf-column-chooser__set">
          <legend className="bf-column-chooser__title">{t('list.columns.title')}</legend>
          <p className="bf-column-chooser__hint">{t('list.columns.hint')}</p>
          <ul ref={listRef} className="bf-column-chooser__list">
            {shown.map((id, index) => (
              <li key={id} className="bf-column-chooser__item">
                <label className="bf-column-chooser__label">
                  <input
                    type="checkbox"
                    checked
                    data-column={id}
                    data-control="toggle"
                    disabled={shown.length === 1}
                    aria-describedby={shown.length === 1 ? `${panelId}-last` : undefined}
                    onChange={() =>
                      toggleColumn(
                        id,
                        shown.filter((other) => other !== id),
                      )
                    }
                  />
                  {label(id)}
                </label>
                <span className="bf-column-chooser__moves">
                  <button
                    type="button"
                    className="bf-icon-button bf-column-chooser__move"
                    data-column={id}
                    data-control="up"
                    disabled={index === 0}
                    aria-label={t('list.columns.moveUp', { column: label(id) })}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={16} />
                  </button>
                  <button
                    type="button"
                    className="bf-icon-button bf-column-chooser__move"
                    data-column={id}
                    data-control="down"
                    disabled={index === shown.length - 1}
                    aria-label={t('list.columns.moveDown', { column: label(id) })}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={16} />
                  </button>
                </span>
              </li>
            ))}
            {hidden.map((column) => (
              <li key={column.id} className="bf-column-chooser__item bf-column-chooser__item--hidden">
                <label className="bf-column-chooser__label">
                  <input
                    type="checkbox"
                    checked={false}
                    data-column={column.id}
                    data-control="toggle"
                    onChange={() => toggleColumn(column.id, [...shown, column.id])}
                  />
                  {column.label}
                </label>
              </li>
            ))}
          </ul>
          {shown.length === 1 ? (
            <p id={`${panelId}-last`} className="bf-column-chooser__hint">
              {t('list.columns.lastOne')}
            </p>
          ) : null}
        </fieldset>
        <Button
          variant="ghost"
          size="sm"
          disabled={isDefault}
          onClick={() => {
            onChange([...defaultValue]);
            setAnnouncement('');
          }}
        >
          {t('list.columns.reset')}
        </Button>
        <p className="bf-visually-hidden" role="status">
          {announcement}
        </p>
      </div>
    </div>
  );
}

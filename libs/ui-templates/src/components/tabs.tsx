import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './class-names';

export interface TabItem {
  /** Stable key of the tab. */
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem[];
  /** Tab selected first (uncontrolled); default the first. */
  defaultSelectedId?: string;
  /** Selected tab (controlled). */
  selectedId?: string;
  onSelect?: (id: string) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs: arrow keys move between tabs (Home/End to the ends), a tab is selected when focused,
 * and only the selected tab is in the Tab order.
 */
export function Tabs({ label, items, defaultSelectedId, selectedId, onSelect, className }: TabsProps) {
  const baseId = useId();
  const [internal, setInternal] = useState(defaultSelectedId ?? items[0]?.id);
  const current = selectedId ?? internal;
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number, focus: boolean) => {
    const item = items[index];
    if (!item) return;
    setInternal(item.id);
    onSelect?.(item.id);
    if (focus) tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    select(target, true);
  };

  return (
    <div className={cx('bf-tabs', className)}>
      <div role="tablist" aria-label={label} className="bf-tabs__list">
        {items.map((item, index) => {
          const selected = item.id === current;
          return (
            <button
              key={item.id}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              className="bf-tabs__tab"
              onClick={() => select(index, false)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== current}
          tabIndex={0}
          className="bf-tabs__panel"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}

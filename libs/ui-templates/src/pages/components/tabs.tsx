import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface PageTab {
  id: string;
  label: string;
  content: ReactNode;
}

export interface PageTabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: PageTab[];
  defaultTabId?: string;
}

/**
 * Tabs following the WAI-ARIA tabs pattern with automatic activation: arrow keys move between tabs
 * (wrapping), Home and End jump to the first and last, only the selected tab is in the tab order.
 */
export function PageTabs({ label, tabs, defaultTabId }: PageTabsProps) {
  const base = useId();
  const [selected, setSelected] = useState(defaultTabId ?? tabs[0]?.id);
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    setSelected(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      select(moves[event.key]);
    }
  };

  return (
    <div className="bfp-tabs">
      <div role="tablist" aria-label={label} className="bfp-tabs__list">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              className="bfp-tabs__tab"
              onClick={() => setSelected(tab.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="bfp-tabs__panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}

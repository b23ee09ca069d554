import { useId, useState, type ReactNode } from 'react';

export interface PageAccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

export interface PageAccordionProps {
  items: PageAccordionItem[];
  /** Heading level of each item's button (WAI-ARIA accordion pattern). */
  headingLevel?: 2 | 3 | 4;
}

/** An accordion following the WAI-ARIA pattern: each header is a button in a heading, panels are regions. */
export function PageAccordion({ items, headingLevel = 3 }: PageAccordionProps) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="bfp-accordion">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${base}-button-${item.id}`;
        const panelId = `${base}-panel-${item.id}`;
        return (
          <div key={item.id} className="bfp-accordion__item">
            <Heading className="bfp-accordion__heading">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                className="bfp-accordion__button"
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <span className="bfp-accordion__marker" aria-hidden="true">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="bfp-accordion__panel"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}

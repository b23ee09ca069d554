import { useId, useState, type ReactNode } from 'react';
import { IconChevronDown } from '../icons/icons';
import { cx } from './class-names';
import type { HeadingLevel } from './section';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Level of the heading that wraps each trigger button; default 3. */
  headingLevel?: HeadingLevel;
  /** Ids open at first. */
  defaultOpenIds?: string[];
  /** Let several items be open at once; default true. */
  allowMultiple?: boolean;
  className?: string;
}

/** Disclosure list (FAQ style): each heading holds a button with aria-expanded that shows its panel. */
export function Accordion({ items, headingLevel = 3, defaultOpenIds = [], allowMultiple = true, className }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpenIds));
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((previous) => {
      const next = new Set(allowMultiple ? previous : []);
      if (previous.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className={cx('bf-accordion', className)}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-button-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id} className={cx('bf-accordion__item', expanded && 'bf-accordion__item--open')}>
            <Heading className="bf-accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="bf-accordion__trigger"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <IconChevronDown className="bf-accordion__chevron" size={20} />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="bf-accordion__panel">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}

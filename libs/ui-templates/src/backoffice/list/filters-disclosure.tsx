import './list.css';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { cx } from '../../components/class-names';
import { IconChevronDown } from '../../icons/icons';

export interface FiltersDisclosureProps {
  /** How many conditions the applied query holds ("Filters (2)"). */
  count: number;
  /** Open at first (default: when a filter applies). */
  defaultOpen?: boolean;
  /** The query builder. */
  children: ReactNode;
  className?: string;
}

/** "Filters (n)": a disclosure button (aria-expanded) over the panel that holds the query builder. */
export function FiltersDisclosure({ count, defaultOpen = count > 0, children, className }: FiltersDisclosureProps) {
  const { t } = useTranslation('backoffice');
  const panelId = useId();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <div className={cx('bf-list-filters', open && 'bf-list-filters--open', className)}>
      <button
        type="button"
        className="bf-list-filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{count > 0 ? t('list.filters.toggleCount', { count }) : t('list.filters.toggle')}</span>
        <IconChevronDown size={18} className="bf-list-filters__chevron" />
      </button>
      <div id={panelId} className="bf-list-filters__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}

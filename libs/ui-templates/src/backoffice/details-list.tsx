import './backoffice.css';
import { cx } from '../components/class-names';

export interface DetailsListProps {
  /** Term and value pairs, in order. */
  items: readonly (readonly [string, string])[];
  className?: string;
}

/** A definition list of a record's fields (the user details panel). */
export function DetailsList({ items, className }: DetailsListProps) {
  return (
    <dl className={cx('bf-details', className)}>
      {items.map(([term, value]) => (
        <div key={term} className="bf-details__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import './bulk.css';
import { useId } from 'react';

/** Props of {@link BulkProgress}. */
export interface BulkProgressProps {
  /** What is measured ("Progress"); the bar's label. */
  label: string;
  value: number;
  max: number;
  /** The count in words ("12 of 40"), announced as it changes. */
  text: string;
}

/** A labelled progress bar with its count in a polite live region. */
export function BulkProgress({ label, value, max, text }: BulkProgressProps) {
  const id = useId();
  return (
    <div className="bf-bulk-progress">
      <label className="bf-bulk-progress__label" htmlFor={id}>
        {label}
      </label>
      <progress id={id} className="bf-bulk-progress__bar" value={Math.min(value, Math.max(max, 1))} max={Math.max(max, 1)} />
      <p className="bf-bulk-progress__text" role="status" aria-live="polite">
        {text}
      </p>
    </div>
  );
}

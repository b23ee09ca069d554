import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from '../../components/class-names';

/** Props of {@link SelectField}. */
export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Error message; marks the select invalid and is linked with aria-describedby. */
  error?: ReactNode;
  requiredMark?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A labelled select in the look and wiring of the text fields (hint and error tied with aria-describedby). */
export function SelectField({ label, hint, error, requiredMark, className, id, required, children, ...select }: SelectFieldProps) {
  const generated = useId();
  const controlId = id ?? `bf-select-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('bf-field', error ? 'bf-field--invalid' : undefined, className)}>
      <label className="bf-field__label" htmlFor={controlId}>
        {label}
        {required ? <span className="bf-field__required">{requiredMark ?? <span aria-hidden="true"> *</span>}</span> : null}
      </label>
      {hint ? (
        <p className="bf-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <select
        id={controlId}
        className="bf-field__control"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <p className="bf-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

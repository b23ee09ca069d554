import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cx } from './class-names';

interface FieldOwnProps {
  /** Visible label (required: every control has one). */
  label: ReactNode;
  /** Help text under the label, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error message; marks the control invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** Text after the label of a required control (for example a translated "required"). */
  requiredMark?: ReactNode;
  className?: string;
}

function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const generated = useId();
  const controlId = id ?? `bf-field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

function FieldFrame({
  controlId,
  hintId,
  errorId,
  label,
  hint,
  error,
  required,
  requiredMark,
  className,
  children,
}: FieldOwnProps & { controlId: string; hintId?: string; errorId?: string; required?: boolean; children: ReactNode }) {
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
      {children}
      {error ? (
        <p className="bf-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {}

/**
 * A labelled single-line input. The hint and error are wired to the input with aria-describedby,
 * and an error sets aria-invalid.
 */
export function TextField({ label, hint, error, requiredMark, className, id, type = 'text', required, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error} required={required} requiredMark={requiredMark} className={className}>
      <input
        id={ids.controlId}
        type={type}
        className="bf-field__control"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
    </FieldFrame>
  );
}

export interface TextAreaProps extends FieldOwnProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {}

/** A labelled multi-line input, wired like {@link TextField}. */
export function TextArea({ label, hint, error, requiredMark, className, id, rows = 5, required, ...textarea }: TextAreaProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error} required={required} requiredMark={requiredMark} className={className}>
      <textarea
        id={ids.controlId}
        rows={rows}
        className="bf-field__control bf-field__control--multiline"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...textarea}
      />
    </FieldFrame>
  );
}

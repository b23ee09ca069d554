import { forwardRef, useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: React.ReactNode;
}

function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
  return (
    <div className={`bfp-field${error ? ' bfp-field--invalid' : ''}`}>
      <label className="bfp-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p className="bfp-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="bfp-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export interface PageTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  /** A translated message; the input is then marked invalid and described by it. */
  error?: string;
}

/** A labelled text input whose hint and error are announced with it (aria-describedby). */
export const PageTextField = forwardRef<HTMLInputElement, PageTextFieldProps>(function PageTextField(
  { label, hint, error, ...input },
  ref,
) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        ref={ref}
        id={id}
        className="bfp-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </FieldFrame>
  );
});

export interface PageTextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled multi-line input whose hint and error are announced with it (aria-describedby). */
export const PageTextArea = forwardRef<HTMLTextAreaElement, PageTextAreaProps>(function PageTextArea(
  { label, hint, error, ...textarea },
  ref,
) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        ref={ref}
        id={id}
        className="bfp-field__control bfp-field__control--multiline"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
    </FieldFrame>
  );
});

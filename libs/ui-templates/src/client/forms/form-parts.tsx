import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from '../../components/class-names';
import { Link } from '../../components/link';
import './client-forms.css';

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose your country"). */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}

/** A labelled drop-down wired like the text fields: hint and error in aria-describedby, aria-invalid on error. */
export function SelectField({ label, options, placeholder, hint, error, className, id, required, ...select }: SelectFieldProps) {
  const generated = useId();
  const controlId = id ?? `bf-field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('bf-field', error ? 'bf-field--invalid' : undefined, className)}>
      <label className="bf-field__label" htmlFor={controlId}>
        {label}
        {required ? (
          <span className="bf-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className="bf-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <select
        id={controlId}
        className="bf-field__control bf-field__control--select"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="bf-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A document the user accepts when signing up (AppConfig `documents`, the file under `uploadsDir`). */
export interface LegalDocumentLink {
  href: string;
  label: string;
}

/** Props of {@link ConsentField}. */
export interface ConsentFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The sentence, with `{{documents}}` where the links go (already translated, placeholder kept). */
  text: string;
  /** The sentence when no document is configured. */
  textWithoutDocuments: string;
  documents: readonly LegalDocumentLink[];
  /** BCP 47 locale joining the document names ("A, B and C"). */
  locale?: string;
  error?: ReactNode;
  name?: string;
}

const DOCUMENTS_MARK = '{{documents}}';

/** The document links joined as a list in the interface language ("A, B and C"). */
function DocumentList({ documents, locale }: { documents: readonly LegalDocumentLink[]; locale?: string }) {
  let parts: { type: string; value: string }[];
  try {
    parts = new Intl.ListFormat(locale, { type: 'conjunction' }).formatToParts(documents.map((_, i) => `\uE000${i}\uE001`));
  } catch {
    parts = documents.flatMap((_, i) =>
      (i === 0 ? [] : [{ type: 'literal', value: ', ' }]).concat({ type: 'element', value: `\uE000${i}\uE001` }),
    );
  }
  return (
    <>
      {parts.map((part, index) => {
        const match = /^\uE000(\d+)\uE001$/.exec(part.value);
        const document = match ? documents[Number(match[1])] : undefined;
        return document ? (
          <Link key={index} href={document.href} target="_blank" rel="noopener noreferrer" className="bf-consent__link">
            {document.label}
          </Link>
        ) : (
          <span key={index}>{part.value}</span>
        );
      })}
    </>
  );
}

/**
 * The consent checkbox: "I have read and accept {documents}", each document a link opening in a new tab
 * (what was typed stays in the form). The error is tied to the box with aria-describedby.
 */
export function ConsentField({
  checked,
  onChange,
  text,
  textWithoutDocuments,
  documents,
  locale,
  error,
  name = 'consent',
}: ConsentFieldProps) {
  const id = `bf-consent-${useId()}`;
  const errorId = `${id}-error`;
  const [before, after] = text.includes(DOCUMENTS_MARK) ? text.split(DOCUMENTS_MARK) : [text, ''];
  return (
    <div className={cx('bf-field', 'bf-consent', error ? 'bf-field--invalid' : undefined)}>
      <div className="bf-consent__row">
        <input
          id={id}
          type="checkbox"
          name={name}
          className="bf-consent__box"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id} className="bf-consent__label">
          {documents.length > 0 ? (
            <>
              {before}
              <DocumentList documents={documents} locale={locale} />
              {after}
            </>
          ) : (
            textWithoutDocuments
          )}
        </label>
      </div>
      {error ? (
        <p className="bf-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props of {@link FormAlert}. */
export interface FormAlertProps {
  /** The message(s); nothing is shown (the live region stays) when empty. */
  messages: readonly ReactNode[];
  className?: string;
  children?: ReactNode;
}

/** The form-level error, in a live region that exists before the error (so it is announced). */
export function FormAlert({ messages, className, children }: FormAlertProps) {
  return (
    <div role="alert" className={cx('bf-client-form__alert', className)}>
      {messages.length > 0 ? (
        <div className="bf-client-form__error">
          {messages.map((message, index) => (
            <p key={index}>{message}</p>
          ))}
          {children}
        </div>
      ) : null}
    </div>
  );
}

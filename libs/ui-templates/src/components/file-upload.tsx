import './components.css';
import {
  useCallback,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { formatFileSize } from '../client/profile/format';
import { IconFileText } from '../icons/icons';
import { Button } from './button';
import { cx } from './class-names';
import { VisuallyHidden } from './visually-hidden';

/** The file a {@link FileUpload} shows as chosen: its name and, when known, its size in bytes. */
export interface ChosenFile {
  name: string;
  size?: number;
}

/** Props of {@link FileUpload}. */
export interface FileUploadProps {
  /** Visible label; it names the file input (required: every control has one). */
  label: ReactNode;
  /** The file types taken and the largest size, in words; linked to the input with aria-describedby. */
  hint?: ReactNode;
  /** Why the chosen file cannot be used, in words: marks the input invalid and is announced. */
  error?: ReactNode;
  /** The file chosen (its name and size are shown, with "Choose another file" and, with `onRemove`, "Remove"). */
  chosen?: ChosenFile | null;
  /** More about the chosen file, shown under its name (for example what was read from it). */
  details?: ReactNode;
  /** A preview of the chosen file shown in place of the file icon (for example a picture). */
  preview?: ReactNode;
  /** A file was chosen in the picker or dropped on the zone (one at a time). */
  onChoose: (file: File) => void;
  /** Forgets the chosen file; without it there is no "Remove". The focus goes back to the input. */
  onRemove?: () => void;
  /** The input's `accept` (the picker offers these types; a dropped file is checked by the caller). */
  accept?: string;
  name?: string;
  id?: string;
  required?: boolean;
  /** Text after the label of a required field (for example a translated "required"). */
  requiredMark?: ReactNode;
  disabled?: boolean;
  /** The file input (to focus it, or to clear it). */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** Whether a drag carries files (and not, say, selected text). */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * A file field that looks like the rest of the product: its label and hint (the types and size taken), then a
 * drop zone with "Choose a file" that opens the picker, which also takes a file dragged onto it (it says so
 * while one is dragged over it). Once a file is chosen it shows the file's name and size with "Choose another
 * file" and "Remove". Why a file cannot be used is said under the zone and announced; dropping several files
 * at once is refused in words.
 *
 * The native file input stays the control: visually hidden but labelled, described and reached with Tab
 * (Space or Enter opens the picker), with the focus ring drawn on the visible button; a click anywhere on the
 * zone opens the picker too.
 */
export function FileUpload({
  label,
  hint,
  error,
  chosen,
  details,
  preview,
  onChoose,
  onRemove,
  accept,
  name,
  id,
  required,
  requiredMark,
  disabled = false,
  inputRef,
  className,
}: FileUploadProps) {
  const { t, i18n } = useTranslation('marketing');
  const language = i18n.language || 'en';
  const generated = useId();
  const inputId = id ?? `bf-file-upload-${generated}`;
  const hintId = `${inputId}-hint`;
  const fileId = `${inputId}-file`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const [severalError, setSeveralError] = useState(false);
  const shownError = severalError ? t('fileUpload.several') : error;
  const describedBy = [hint ? hintId : null, chosen ? fileId : null, shownError ? errorId : null].filter(Boolean).join(' ') || undefined;

  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      assignRef(inputRef, node);
    },
    [inputRef],
  );

  const take = (file: File) => {
    setSeveralError(false);
    onChoose(file);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again (after a fix, or after Remove) is a change again.
    event.target.value = '';
    if (file) take(file);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    // Taken over even while disabled: a file dropped here must not replace the page with itself.
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files ?? []);
    if (files.length === 0) return;
    if (files.length > 1) {
      setSeveralError(true);
      return;
    }
    take(files[0]);
  };

  // A click on the zone (its button, its text, its icon) opens the picker; the Remove button and the input's
  // own click (which `click()` below sends) are left alone.
  const onZoneClick = (event: MouseEvent<HTMLDivElement>) => {
    if (disabled || (event.target as Element).closest('button, a, input')) return;
    input.current?.click();
  };

  // Enter opens the picker as Space does (as on a button); browsers differ on Enter for a file input.
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || disabled) return;
    event.preventDefault();
    event.currentTarget.click();
  };

  const remove = () => {
    setSeveralError(false);
    onRemove?.();
    input.current?.focus();
  };

  return (
    <div className={cx('bf-field', 'bf-file-upload', shownError ? 'bf-field--invalid' : undefined, className)}>
      <label className="bf-field__label" htmlFor={inputId}>
        {label}
        {required ? <span className="bf-field__required">{requiredMark ?? <span aria-hidden="true"> *</span>}</span> : null}
      </label>
      {hint ? (
        <p className="bf-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div
        className={cx(
          'bf-file-upload__zone',
          dragging && 'bf-file-upload__zone--active',
          chosen ? 'bf-file-upload__zone--chosen' : undefined,
          shownError ? 'bf-file-upload__zone--invalid' : undefined,
          disabled && 'bf-file-upload__zone--disabled',
        )}
        onClick={onZoneClick}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <input
          ref={setInput}
          id={inputId}
          type="file"
          name={name}
          accept={accept}
          className="bf-file-upload__input"
          required={required}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          onChange={onChange}
          onKeyDown={onInputKeyDown}
        />
        <div className="bf-file-upload__preview" aria-hidden={chosen && preview ? undefined : true}>
          {chosen && preview ? preview : <IconFileText size={28} className="bf-file-upload__icon" />}
        </div>
        {chosen ? (
          <div className="bf-file-upload__body">
            <p className="bf-file-upload__file" id={fileId}>
              <VisuallyHidden>{t('fileUpload.chosen')} </VisuallyHidden>
              <span className="bf-file-upload__name">{chosen.name}</span>
              {chosen.size !== undefined ? (
                <>
                  {' '}
                  <span className="bf-file-upload__size">{formatFileSize(chosen.size, language)}</span>
                </>
              ) : null}
            </p>
            {details ? <div className="bf-file-upload__details">{details}</div> : null}
          </div>
        ) : null}
        <div className="bf-file-upload__actions">
          {/* The input is the control (labelled, focusable); this is its visible face. */}
          <span className="bf-button bf-button--secondary bf-button--sm bf-file-upload__choose" aria-hidden="true">
            {chosen ? t('fileUpload.chooseAnother') : t('fileUpload.choose')}
          </span>
          {chosen && onRemove ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled}
              aria-label={t('fileUpload.removeLabel', { name: chosen.name })}
              onClick={remove}
            >
              {t('fileUpload.remove')}
            </Button>
          ) : null}
        </div>
        <p className="bf-file-upload__prompt" aria-hidden="true">
          {dragging ? t('fileUpload.dropActive') : chosen ? t('fileUpload.dropAnother') : t('fileUpload.drop')}
        </p>
      </div>
      {shownError ? (
        <p className="bf-field__error" id={errorId} role="alert">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}

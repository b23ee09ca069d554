import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { formatNumber } from '@brokerfront/i18n';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import { IconArrowRight, IconFileText } from '../../icons/icons';
import { formatFileSize } from '../../client/profile/format';
import { ImportStepSection } from './import-parts';
import './import.css';

/** The file read last, as the step recalls it. */
export interface ImportChosenFile {
  name: string;
  rows: number;
  columns: number;
}

/** Props of {@link ImportFileStep}. */
export interface ImportFileStepProps {
  /** A file was chosen or dropped: read it (the step shows `reading`, then `error` or the next step). */
  onFile: (file: File) => void;
  /** The file is being read. */
  reading?: boolean;
  /** Why the last file could not be used (already in words). */
  error?: string | null;
  /** The file read last, when coming back to this step. */
  chosen?: ImportChosenFile | null;
  /** Goes on with the file read last. */
  onContinue?: () => void;
  /** The input's `accept` (default `.csv,text/csv`). */
  accept?: string;
  /** The size limit shown in the hint (bytes). */
  maxBytes: number;
  /** The row limit shown in the hint. */
  maxRows: number;
}

/**
 * Step 1, "Choose a CSV file": a labelled file input ("CSV file") that also takes a file dropped on it,
 * the limits in its hint, "Reading the file…" while it is read, and the reason beside the field when a
 * file cannot be used (empty, unreadable, too large…). The same file may be chosen again after a fix.
 */
export function ImportFileStep({
  onFile,
  reading = false,
  error,
  chosen,
  onContinue,
  accept = '.csv,text/csv',
  maxBytes,
  maxRows,
}: ImportFileStepProps) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language || 'en';
  const id = useId();
  const inputId = `${id}-file`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [dragging, setDragging] = useState(false);
  const [dropError, setDropError] = useState<string | null>(null);
  const shownError = dropError ?? error ?? null;

  const take = (file: File) => {
    setDropError(null);
    onFile(file);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again (once fixed) reads it again.
    event.target.value = '';
    if (file) take(file);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!Array.from(event.dataTransfer.types).includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (reading) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length === 0) return;
    if (files.length > 1) {
      setDropError(t('import.file.errors.several'));
      return;
    }
    take(files[0]);
  };

  return (
    <ImportStepSection title={t('import.file.title')}>
      <div
        className={cx('bf-import-drop', dragging && 'bf-import-drop--active', shownError ? 'bf-import-drop--invalid' : undefined)}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <IconFileText size={32} className="bf-import-drop__icon" aria-hidden="true" />
        <div className={cx('bf-field', shownError ? 'bf-field--invalid' : undefined, 'bf-import-drop__field')}>
          <label className="bf-field__label" htmlFor={inputId}>
            {t('import.file.label')}
          </label>
          <p className="bf-field__hint" id={hintId}>
            {t('import.file.hint', { size: formatFileSize(maxBytes, language), rows: formatNumber(maxRows, language) })}
          </p>
          <input
            id={inputId}
            name="file"
            type="file"
            accept={accept}
            className="bf-import-drop__input"
            disabled={reading}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
            onChange={onChange}
          />
          {shownError ? (
            <p className="bf-field__error" id={errorId}>
              {shownError}
            </p>
          ) : null}
        </div>
        <p className="bf-import-drop__text" aria-hidden="true">
          {dragging ? t('import.file.dropActive') : t('import.file.drop')}
        </p>
      </div>
      <p role="status" className="bf-import-step__status">
        {reading
          ? t('import.file.reading')
          : chosen
            ? t('import.file.chosen', { name: chosen.name, rows: formatNumber(chosen.rows, language), columns: chosen.columns })
            : ''}
      </p>
      {chosen && onContinue && !reading ? (
        <div className="bf-import-actions">
          <Button onClick={onContinue} iconEnd={<IconArrowRight size={18} />}>
            {t('import.next')}
          </Button>
        </div>
      ) : null}
    </ImportStepSection>
  );
}

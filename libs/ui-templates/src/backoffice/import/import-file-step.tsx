import { useTranslation } from '@brokerfront/i18n/react';
import { formatNumber } from '@brokerfront/i18n';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import { FileUpload } from '../../components/file-upload';
import { IconArrowRight } from '../../icons/icons';
import { formatFileSize } from '../../client/profile/format';
import { ImportStepSection } from './import-parts';
import './import.css';

/** The file read last, as the step recalls it. */
export interface ImportChosenFile {
  name: string;
  /** Its size in bytes, when known. */
  size?: number;
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
 * Step 1, "Choose a CSV file": the file field ("CSV file", a {@link FileUpload} that also takes a file dropped
 * on it) with the limits in its hint, "Reading the file…" while it is read, and the reason under the field when
 * a file cannot be used (empty, unreadable, too large…). The file read last shows with its rows and columns and
 * "Choose another file"; the same file may be chosen again after a fix.
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
  const summary = chosen
    ? t('import.file.chosen', { name: chosen.name, rows: formatNumber(chosen.rows, language), columns: chosen.columns })
    : '';

  return (
    <ImportStepSection title={t('import.file.title')}>
      <FileUpload
        name="file"
        label={t('import.file.label')}
        hint={t('import.file.hint', { size: formatFileSize(maxBytes, language), rows: formatNumber(maxRows, language) })}
        accept={accept}
        disabled={reading}
        error={error}
        chosen={chosen && !reading ? { name: chosen.name, size: chosen.size } : null}
        details={chosen ? t('import.file.read', { rows: formatNumber(chosen.rows, language), columns: chosen.columns }) : null}
        onChoose={onFile}
        className="bf-import-file"
      />
      {/* Said once: what is read, then what was read (shown on the chosen file as well, so only heard here). */}
      <p role="status" className={cx('bf-import-step__status', !reading && 'bf-visually-hidden')}>
        {reading ? t('import.file.reading') : summary}
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

import { useId, useMemo } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { formatNumber } from '@brokerfront/i18n';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { IconDownload } from '../../icons/icons';
import { editColumn, ImportRowOutcome, ImportStatusBadge, ImportStepSection } from './import-parts';
import { ImportRowsTable, type ImportTableColumn } from './import-rows-table';
import { IMPORT_ROW_STATUS_KEYS, importRowStatus, type ImportRowStatusKey, type ImportRowView } from './types';
import './import.css';

/** Props of {@link ImportResultsStep}. */
export interface ImportResultsStepProps {
  /** Every row of the file with its outcome. */
  rows: readonly ImportRowView[];
  /** Show only the rows not imported. */
  onlyFailed: boolean;
  onOnlyFailed: (only: boolean) => void;
  /** Opens the editor of a row (rows not imported yet). */
  onEdit: (id: number) => void;
  /** "Download results". */
  onDownload: () => void;
  /** "Retry failed rows": sends the rows not imported that pass the check. */
  onRetry: () => void;
  /** How many rows a retry would send. */
  retryCount: number;
  /** The import was cancelled before every row was sent. */
  cancelled?: boolean;
  /** "Import another file". */
  onStartOver: () => void;
}

/** How many rows have each status, in the order of {@link IMPORT_ROW_STATUS_KEYS}; statuses no row has are left out. */
export function countStatuses(rows: readonly ImportRowView[]): Array<{ status: ImportRowStatusKey; count: number }> {
  const counts = new Map<ImportRowStatusKey, number>();
  for (const row of rows) {
    const status = importRowStatus(row);
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return IMPORT_ROW_STATUS_KEYS.filter((status) => counts.has(status)).map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/**
 * Step 5, "Results": how many rows were imported, the count of each status, the table of every row with
 * its status in words (and the check's reasons for rows held back), the new user linked to its page,
 * "Edit" for rows not imported, "Download results", "Retry failed rows" (imported rows are never sent
 * again) and "Import another file".
 */
export function ImportResultsStep({
  rows,
  onlyFailed,
  onOnlyFailed,
  onEdit,
  onDownload,
  onRetry,
  retryCount,
  cancelled = false,
  onStartOver,
}: ImportResultsStepProps) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language || 'en';
  const n = (value: number) => formatNumber(value, language);
  const filterId = useId();
  const countsId = useId();
  const counts = useMemo(() => countStatuses(rows), [rows]);
  const notImported = useMemo(() => rows.filter((row) => row.state.kind !== 'imported'), [rows]);
  const imported = rows.length - notImported.length;
  const shown = onlyFailed ? notImported : rows;

  const columns = useMemo<ImportTableColumn[]>(
    () => [
      { id: 'line', header: t('import.table.row'), width: '5rem', rowHeader: true, cell: (row) => row.line },
      {
        id: 'name',
        header: t('import.table.name'),
        width: 'minmax(8rem, 1.2fr)',
        cell: (row) => `${row.values.FirstName} ${row.values.LastName}`.trim(),
      },
      { id: 'email', header: t('import.fields.Email'), width: 'minmax(10rem, 1.5fr)', cell: (row) => row.values.Email },
      { id: 'status', header: t('import.table.status'), width: 'minmax(12rem, 2fr)', cell: (row) => <ImportRowOutcome row={row} /> },
      {
        id: 'user',
        header: t('import.table.user'),
        width: 'minmax(7rem, 0.8fr)',
        cell: (row) =>
          row.state.kind === 'imported' ? <Link href={row.state.href}>{t('import.table.openUser', { id: row.state.userId })}</Link> : null,
      },
      editColumn(t, onEdit),
    ],
    [t, onEdit],
  );

  return (
    <ImportStepSection
      title={t('import.results.title')}
      lead={t('import.results.summary', { imported: n(imported), total: n(rows.length) })}
    >
      {cancelled ? (
        <p role="note" className="bf-import-note">
          {t('import.results.cancelled')}
        </p>
      ) : null}
      <h3 id={countsId} className="bf-import-step__subtitle">
        {t('import.results.counts')}
      </h3>
      <ul className="bf-import-counts" aria-labelledby={countsId}>
        {counts.map(({ status, count }) => (
          <li key={status} className="bf-import-counts__item">
            <ImportStatusBadge status={status} />
            <span className="bf-import-counts__value">{n(count)}</span>
          </li>
        ))}
      </ul>
      <div className="bf-import-actions bf-import-actions--start">
        <Button variant="secondary" onClick={onDownload} icon={<IconDownload size={18} />}>
          {t('import.results.download')}
        </Button>
        <Button onClick={onRetry} disabled={retryCount === 0}>
          {t('import.results.retry', { count: n(retryCount) })}
        </Button>
        <Button variant="ghost" onClick={onStartOver}>
          {t('import.results.startOver')}
        </Button>
      </div>
      <p className="bf-import-step__lead">{t('import.results.retryHint')}</p>
      <div className="bf-import-toolbar">
        <label className="bf-import-check" htmlFor={filterId}>
          <input id={filterId} type="checkbox" checked={onlyFailed} onChange={(event) => onOnlyFailed(event.target.checked)} />
          {t('import.results.onlyFailed')}
        </label>
      </div>
      <ImportRowsTable
        label={t('import.results.table')}
        rows={shown}
        columns={columns}
        emptyText={onlyFailed ? t('import.results.allImported') : t('import.table.empty')}
        className="bf-import-table--results"
      />
    </ImportStepSection>
  );
}

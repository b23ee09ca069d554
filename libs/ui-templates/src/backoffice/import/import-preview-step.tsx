import { useId, useMemo } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { formatNumber } from '@brokerfront/i18n';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import { IconArrowLeft } from '../../icons/icons';
import { editColumn, ImportProblemList, ImportStepSection } from './import-parts';
import { ImportRowsTable, type ImportTableColumn } from './import-rows-table';
import type { ImportRowView, ImportTarget } from './types';
import './import.css';

/** Props of {@link ImportPreviewStep}. */
export interface ImportPreviewStepProps {
  /** Every row of the file, checked. */
  rows: readonly ImportRowView[];
  /** Show only the rows with problems. */
  onlyProblems: boolean;
  onOnlyProblems: (only: boolean) => void;
  /** Opens the editor of a row. */
  onEdit: (id: number) => void;
  onBack: () => void;
  /** Imports the rows that are ready. */
  onImport: () => void;
}

/** A cell with one of the row's values, marked when the check found a problem with it. */
export function ValueCell({ row, field }: { row: ImportRowView; field: ImportTarget }) {
  const invalid = row.problems.some((p) => p.field === field);
  return <span className={cx('bf-import-value', invalid && 'bf-import-value--invalid')}>{row.values[field]}</span>;
}

/** The country as the file has it, with the recognised country's name when that says more. */
export function CountryCell({ row }: { row: ImportRowView }) {
  const value = row.values.Country;
  const named = row.countryName && row.countryName.toLowerCase() !== value.trim().toLowerCase() ? row.countryName : null;
  return (
    <span className={cx('bf-import-value', row.problems.some((p) => p.field === 'Country') && 'bf-import-value--invalid')}>
      {value}
      {named ? <span className="bf-import-value__more">{named}</span> : null}
    </span>
  );
}

/**
 * The preview's columns: row number, the five fields, the check's verdict and "Edit". Their least widths add up
 * to 58rem (headers wrap between words), which the back office's content area holds beside the side menu at
 * 1280 px; narrower, the table scrolls sideways with "Edit" kept in view.
 */
export function usePreviewColumns(onEdit: (id: number) => void): ImportTableColumn[] {
  const { t } = useTranslation('backoffice');
  return useMemo(
    () => [
      { id: 'line', header: t('import.table.row'), width: '5rem', rowHeader: true, cell: (row) => row.line },
      {
        id: 'first',
        header: t('import.fields.FirstName'),
        width: 'minmax(5.5rem, 1fr)',
        cell: (row) => <ValueCell row={row} field="FirstName" />,
      },
      {
        id: 'last',
        header: t('import.fields.LastName'),
        width: 'minmax(5.5rem, 1fr)',
        cell: (row) => <ValueCell row={row} field="LastName" />,
      },
      {
        id: 'email',
        header: t('import.fields.Email'),
        width: 'minmax(9rem, 1.6fr)',
        cell: (row) => <ValueCell row={row} field="Email" />,
      },
      {
        id: 'phone',
        header: t('import.fields.PhoneNumber'),
        width: 'minmax(9.5rem, 1fr)',
        cell: (row) => <ValueCell row={row} field="PhoneNumber" />,
      },
      { id: 'country', header: t('import.fields.Country'), width: 'minmax(5.5rem, 0.8fr)', cell: (row) => <CountryCell row={row} /> },
      {
        id: 'check',
        header: t('import.table.check'),
        width: 'minmax(10rem, 2fr)',
        cell: (row) =>
          row.problems.length > 0 ? (
            <ImportProblemList problems={row.problems} />
          ) : (
            <span className="bf-import-status bf-import-status--success">{t('import.table.ready')}</span>
          ),
      },
      editColumn(t, onEdit),
    ],
    [t, onEdit],
  );
}

/**
 * Step 3, "Check the rows": how many rows are ready and how many have problems (those are left out unless
 * fixed), "Only rows with problems", the table of every row with each problem named, "Edit" per row, and
 * "Import" with the number of rows that will be sent.
 */
export function ImportPreviewStep({ rows, onlyProblems, onOnlyProblems, onEdit, onBack, onImport }: ImportPreviewStepProps) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language || 'en';
  const filterId = useId();
  const ready = useMemo(() => rows.filter((row) => row.state.kind === 'ready').length, [rows]);
  const withProblems = useMemo(() => rows.filter((row) => row.problems.length > 0), [rows]);
  const shown = onlyProblems ? withProblems : rows;
  const columns = usePreviewColumns(onEdit);
  const n = (value: number) => formatNumber(value, language);

  return (
    <ImportStepSection
      title={t('import.check.title')}
      lead={t('import.check.summary', { total: n(rows.length), ready: n(ready), problems: n(withProblems.length) })}
    >
      {withProblems.length > 0 ? <p className="bf-import-step__lead">{t('import.check.excluded')}</p> : null}
      <div className="bf-import-toolbar">
        <label className="bf-import-check" htmlFor={filterId}>
          <input id={filterId} type="checkbox" checked={onlyProblems} onChange={(event) => onOnlyProblems(event.target.checked)} />
          {t('import.check.onlyProblems')}
        </label>
      </div>
      <ImportRowsTable
        label={t('import.check.table')}
        rows={shown}
        columns={columns}
        emptyText={onlyProblems ? t('import.check.noProblems') : t('import.table.empty')}
        className="bf-import-table--preview"
      />
      {ready === 0 ? (
        <p role="note" className="bf-import-note">
          {t('import.check.nothingToImport')}
        </p>
      ) : null}
      <div className="bf-import-actions">
        <Button variant="secondary" onClick={onBack} icon={<IconArrowLeft size={18} />}>
          {t('import.back')}
        </Button>
        <Button onClick={onImport} disabled={ready === 0}>
          {t('import.check.import', { count: n(ready) })}
        </Button>
      </div>
    </ImportStepSection>
  );
}
